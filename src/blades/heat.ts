import { big, isInteger, zeros } from '../dice/builtins';
import { Fraction } from '../dice/fraction';
import { bandWeights } from './action';
import { SEGMENTS_BY_LEVEL } from './clock';
import { memoByDice } from './memo';
import { DEFAULT_DICE, MAX_DICE, MIN_DICE } from './pool-size';
import { Weights } from './roll';

/**
 * Heat and the wanted level (docs/rules.md#heat-and-wanted-level). After
 * each score the crew takes heat; when heat reaches 9 the wanted level
 * rises by one and heat clears, the excess rolling over. In the downtime
 * that follows, reduce-heat rolls (action rolls) clear 1, 2, 3 or 5 heat
 * on 1–3, 4/5, 6 and a critical. A trajectory runs score after score:
 * heat, then that downtime's reduce-heat rolls.
 */

/** Heat that makes a wanted level: the track holds 0–8 between scores. */
export const HEAT_PER_WANTED = 9;
export const MIN_HEAT = 0;
export const MAX_HEAT = HEAT_PER_WANTED - 1;

/** The wanted track: 0 to 4 boxes. */
export const MIN_WANTED = 0;
export const MAX_WANTED = 4;

/** Heat one score gives: the book's 0–6 plus its +1s and +2 come to 11; up to 24 for hacks and a wild score. */
export const MIN_HEAT_PER_SCORE = 0;
export const MAX_HEAT_PER_SCORE = 24;

/** Scores a trajectory runs to: a long campaign. */
export const MIN_SCORES = 1;
export const MAX_SCORES = 50;

/** The reduce-heat roll's pool, as every pool (docs/rules.md#pool-limits). */
export const MIN_REDUCE_DICE = MIN_DICE;
export const MAX_REDUCE_DICE = MAX_DICE;
export const DEFAULT_REDUCE_DICE = DEFAULT_DICE;

/** Reduce-heat rolls in one downtime, all the crew's together: none by default, up to 8 (four PCs, two activities each). */
export const MIN_REDUCE_ROLLS = 0;
export const MAX_REDUCE_ROLLS = 8;
export const DEFAULT_REDUCE_ROLLS = 0;

/** Heat one reduce-heat roll clears by result level, 1–3, 4/5, 6, critical: what a downtime clock marks. */
export const HEAT_CLEARED = SEGMENTS_BY_LEVEL;

/** Where the crew stands between scores. */
export interface HeatState {
  readonly wanted: number;
  readonly heat: number;
}

/**
 * Taking `gained` heat: every 9 of heat is a wanted level, the rest stays
 * as heat (decisions: over 18 it rolls over once per 9; at wanted 4 heat
 * still rolls over and the levels past 4 are lost).
 */
export function takeHeat({ wanted, heat }: HeatState, gained: number): HeatState {
  const total = heat + gained;
  return { wanted: Math.min(MAX_WANTED, wanted + Math.floor(total / HEAT_PER_WANTED)), heat: total % HEAT_PER_WANTED };
}

/** Clearing heat: never below 0 (decision). */
export const clearHeat = (heat: number, cleared: number): number => Math.max(MIN_HEAT, heat - cleared);

/** A state's index in the DP's weights; a crew at wanted 4 is one state, its heat no longer matters (wanted never falls here). */
const stateIndex = ({ wanted, heat }: HeatState): number =>
  wanted === MAX_WANTED ? MAX_WANTED * HEAT_PER_WANTED : wanted * HEAT_PER_WANTED + heat;
const STATES = MAX_WANTED * HEAT_PER_WANTED + 1;
const stateAt = (i: number): HeatState => ({ wanted: Math.floor(i / HEAT_PER_WANTED), heat: i % HEAT_PER_WANTED });

/** Refuses a start off the tracks, or a trajectory with no score: the DP's states would read it wrongly. */
function checkTrajectory(heatPerScore: number, scores: number, reduceRolls: number, heat: number, wanted: number): void {
  if (
    outside(heat, MIN_HEAT, MAX_HEAT) ||
    outside(wanted, MIN_WANTED, MAX_WANTED) ||
    outside(heatPerScore, 0) ||
    outside(scores, 1) ||
    outside(reduceRolls, 0)
  )
    throw notATrajectory(heatPerScore, scores, reduceRolls, heat, wanted);
}

/** Whether a count is no whole number from `least` to `most`. */
const outside = (x: number, least: number, most = Infinity): boolean => !isInteger(x) || x < least || x > most;

/** checkTrajectory's refusal, apart: a good call never compiles it (docs/benchmarks.md). */
const notATrajectory = (heatPerScore: number, scores: number, reduceRolls: number, heat: number, wanted: number): RangeError =>
  new RangeError(
    `wantedTrajectory: ${heatPerScore} heat a score, ${scores} scores, ${reduceRolls} rolls from heat ${heat} and wanted ${wanted} is not a trajectory`,
  );

/**
 * A trajectory computed so far: its states after the last score's heat,
 * their total, and the wanted level after each score; with where each
 * state goes, read from the rules once per walk (takeHeat, clearHeat), so
 * the DP's loops call no small function per state: such a function, called
 * thousands of times on a first call, is what V8 then optimises, at more
 * cost than the loop (docs/benchmarks.md).
 */
export interface Walk {
  at: bigint[];
  total: bigint;
  readonly after: Weights[];
  /** scored[i]: the state i moves to by one score's heat. */
  readonly scored: readonly number[];
  /** cleared[i][level]: the state i moves to by a reduce-heat roll at that result level. */
  readonly cleared: ReadonlyArray<readonly number[]>;
  /** The wanted level of state i. */
  readonly wantedOf: readonly number[];
  /** The reduce-heat pool's weights by result level, each roll of a downtime, and the downtime's total. */
  readonly levels: readonly bigint[];
  readonly reduceRolls: number;
  readonly downtimeTotal: bigint;
}

/** One walk per start, heat per score and reduce-heat rolls, extended score by score as longer trajectories are asked for. */
const walks = memoByDice((heatPerScore: number, reduceDice: number, reduceRolls: number, heat: number, wanted: number): Walk => {
  const at: bigint[] = zeros(STATES);
  at[stateIndex({ wanted, heat })] = 1n;
  const scored: number[] = [];
  const cleared: number[][] = [];
  const wantedOf: number[] = [];
  for (let i = 0; i < STATES; i++) {
    const state = stateAt(i);
    wantedOf.push(state.wanted);
    scored.push(stateIndex(takeHeat(state, heatPerScore)));
    const row: number[] = [];
    for (let level = 0; level < HEAT_CLEARED.length; level++)
      row.push(stateIndex({ wanted: state.wanted, heat: clearHeat(state.heat, HEAT_CLEARED[level]) }));
    cleared.push(row);
  }
  const { weights: levels, total: rollTotal } = bandWeights(reduceDice);
  // The state before the first score's heat: walkScores takes it first.
  return { at, total: 1n, after: [], scored, cleared, wantedOf, levels, reduceRolls, downtimeTotal: rollTotal ** big(reduceRolls) };
});

/** Moves every state by one score's heat. */
function scoreHeat(at: readonly bigint[], scored: readonly number[]): bigint[] {
  const next: bigint[] = zeros(STATES);
  for (let i = 0; i < STATES; i++) if (at[i] !== 0n) next[scored[i]] += at[i];
  return next;
}

/** Splits every state by one reduce-heat roll's four result levels. */
function reduceRoll(at: readonly bigint[], levels: readonly bigint[], cleared: ReadonlyArray<readonly number[]>): bigint[] {
  const next: bigint[] = zeros(STATES);
  for (let i = 0; i < STATES; i++) {
    if (at[i] === 0n) continue;
    for (let level = 0; level < levels.length; level++) if (levels[level] !== 0n) next[cleared[i][level]] += at[i] * levels[level];
  }
  return next;
}

/**
 * The wanted level after k = 1 … scores scores, entry k − 1: tuple counts
 * of wanted 0 … 4 over the reduce-heat rolls' total. A DP over the 37
 * states (wanted 0–3 with heat 0–8, and wanted 4): each score moves every
 * state by takeHeat; then each of the downtime's reduce-heat rolls splits
 * it by the roll's four result levels (bandWeights: zero dice roll two and
 * keep the lower, with no critical). A score's own downtime cannot change
 * its wanted level, so it is rolled only when a later score is asked for:
 * entry k − 1 is over W^(rolls · (k − 1)), W the pool's total. Coin spent
 * on a reduce-heat roll is not modelled (decision). A column of scores
 * 1 … N costs one walk of N scores.
 */
export function wantedTrajectory(
  heatPerScore: number,
  scores: number,
  reduceDice: number,
  reduceRolls: number,
  heat: number,
  wanted: number,
): Weights[] {
  checkTrajectory(heatPerScore, scores, reduceRolls, heat, wanted);
  return walkScores(walks(heatPerScore, reduceDice, reduceRolls, heat, wanted), scores).slice(0, scores);
}

/**
 * The walk of wantedTrajectory's arguments but the scores, checked (a
 * trajectory of one score): a custom function looks it up once per call
 * (its key of five arguments is a string built per lookup, ./memo.ts) and
 * reads each scores cell from walkScores.
 */
export function trajectoryWalk(heatPerScore: number, reduceDice: number, reduceRolls: number, heat: number, wanted: number): Walk {
  checkTrajectory(heatPerScore, 1, reduceRolls, heat, wanted);
  return walks(heatPerScore, reduceDice, reduceRolls, heat, wanted);
}

/**
 * `walk`'s rows, walked on to at least `scores` (a whole number, 1 or
 * more: not checked here, see wantedTrajectory): entry k − 1 the wanted
 * level after k scores, as wantedTrajectory gives it. The walk's own
 * array, longer when a longer trajectory was asked before: not to be
 * changed.
 */
export function walkScores(walk: Walk, scores: number): readonly Weights[] {
  while (walk.after.length < scores) {
    if (walk.after.length > 0) {
      for (let r = 0; r < walk.reduceRolls; r++) walk.at = reduceRoll(walk.at, walk.levels, walk.cleared);
      walk.total *= walk.downtimeTotal;
    }
    walk.at = scoreHeat(walk.at, walk.scored);
    const byWanted: bigint[] = zeros(MAX_WANTED + 1);
    for (let i = 0; i < STATES; i++) byWanted[walk.wantedOf[i]] += walk.at[i];
    walk.after.push({ weights: byWanted, total: walk.total });
  }
  return walk.after;
}

/** The chance the wanted level is 0 … 4 after `scores` scores and their downtimes (wantedTrajectory's arguments), exactly. */
export function wantedOdds(...args: Parameters<typeof wantedTrajectory>): Fraction[] {
  const rows = wantedTrajectory(...args);
  const { weights, total } = rows[rows.length - 1];
  return weights.map((w) => Fraction.of(w, total));
}
