import { isInteger, zeros } from '../dice/builtins';
import { Fraction } from '../dice/fraction';
import { solveHessenberg } from '../dice/linear-system';
import { memoByDice, memoByPool } from './memo';
import { checkBoxLeft, MAX_TRACK, MIN_TRACK } from './stress-risk';
import { RESISTANCE_COSTS, resistanceWeights } from './stress';

/**
 * Resistance rolls one after another until trauma (docs/rules.md#the-trauma-walk):
 * each roll costs 6 − the read die, a critical clears 1 stress (never below
 * empty), and the roll whose cost reaches the boxes left brings trauma
 * (the rule traumaWeight follows); the walk stops there. A state is the
 * stress marked, 0 … track − 1.
 */

/** Rolls BLADES_TRAUMA_BY looks ahead: as many as the longest track has boxes. */
export const MIN_TRAUMA_ROLLS = 1;
export const MAX_TRAUMA_ROLLS = 24;

/**
 * Where a roll costing `cost` leads from `m` stress marked on `track`: the
 * stress after it, or −1 for trauma (the cost reaches the boxes left). A
 * critical (−1) clears 1 stress, never below empty. The rule is written
 * here once; the walk's move table and the mean's matrix read it.
 */
const moveTo = (m: number, cost: number, track: number): number => (cost >= track - m ? -1 : m + cost < 0 ? 0 : m + cost);

/**
 * Where each cost leads from each stress of a track, once per track:
 * moves[m][i] is moveTo(m, RESISTANCE_COSTS[i], track). The walk's DP
 * reads this table in its loop rather than calling a function per entry:
 * each function a first call runs is compiled during it, and a small one
 * called per entry of every roll is what V8 then optimises
 * (docs/benchmarks.md).
 */
const movesOn = memoByPool((track: number): ReadonlyArray<readonly number[]> => {
  const moves: number[][] = [];
  for (let m = 0; m < track; m++) {
    const row: number[] = [];
    for (let i = 0; i < RESISTANCE_COSTS.length; i++) row.push(moveTo(m, RESISTANCE_COSTS[i], track));
    moves.push(row);
  }
  return moves;
});

/**
 * The walk's DP, once per pool, start and track, taken only as far as the
 * rolls asked: `at` is the weight, over total^k, of each stress after the
 * `byRoll.length` = k rolls walked so far without trauma, and entry k − 1
 * of `byRoll` the weight of the k-roll sequences that have brought trauma
 * by roll k. A later ask for more rolls walks on from there.
 */
export interface Walk {
  readonly weights: readonly bigint[];
  readonly total: bigint;
  readonly moves: ReadonlyArray<readonly number[]>;
  at: bigint[];
  /** total^k, k the rolls walked. */
  all: bigint;
  readonly byRoll: bigint[];
}

/**
 * The walks from `marked` of `track`, one per pool: the start and track
 * checked and the move table found once, and the function returned then
 * finds (or starts) a pool's walk by its pool alone. A custom function
 * looks this up once per call, not per cell: a key of three arguments is
 * a string built per lookup (./memo.ts).
 */
export const traumaWalks = memoByDice((marked: number, track: number): ((dice: number) => Walk) => {
  checkBoxLeft('trauma walk', marked, track);
  const moves = movesOn(track);
  return memoByPool((dice: number): Walk => {
    const { weights, total } = resistanceWeights(dice);
    const at = zeros(track);
    at[marked] = 1n;
    return { weights, total, moves, at, all: 1n, byRoll: [] };
  });
});

/**
 * For k = 1 … rolls: [weight of trauma by roll k, total^k] on `walk`,
 * walked on as far as `rolls` if no call has asked that many yet. `rolls`
 * is not checked here: traumaByWeight checks it, a custom function reads
 * it checked once per call.
 */
export function walkWeights(walk: Walk, rolls: number): Array<readonly [bigint, bigint]> {
  // The rolls not yet walked, in this loop rather than a function per roll: a small function called a
  // hundred times (six rolls for each of 21 pools) is what V8 optimises during a first call (docs/benchmarks.md).
  const { weights, moves } = walk;
  while (walk.byRoll.length < rolls) {
    const at = walk.at;
    const next = zeros(at.length);
    for (let m = 0; m < at.length; m++) {
      if (at[m] === 0n) continue;
      const row = moves[m];
      for (let i = 0; i < row.length; i++) {
        const to = row[i];
        if (to >= 0) next[to] += at[m] * weights[i];
      }
    }
    walk.all *= walk.total;
    let safe = 0n;
    for (let m = 0; m < next.length; m++) safe += next[m];
    walk.byRoll.push(walk.all - safe);
    walk.at = next;
  }
  const out: Array<readonly [bigint, bigint]> = [];
  let all = 1n;
  for (let k = 0; k < rolls; k++) out.push([walk.byRoll[k], (all *= walk.total)]);
  return out;
}

/** For k = 1 … rolls: [weight of trauma by roll k, total^k]: what a cell rounds, no fraction reduced. */
export function traumaByWeight(dice: number, marked: number, track: number, rolls: number): Array<readonly [bigint, bigint]> {
  if (!isInteger(rolls) || rolls < MIN_TRAUMA_ROLLS || rolls > MAX_TRAUMA_ROLLS) throw badRolls(rolls);
  return walkWeights(traumaWalks(marked, track)(dice), rolls);
}

/** traumaByWeight's refusal, apart: a good call never compiles it (docs/benchmarks.md). */
const badRolls = (rolls: number): RangeError => new RangeError(`traumaBy: ${rolls} rolls is not ${MIN_TRAUMA_ROLLS}–${MAX_TRAUMA_ROLLS}`);

/** The chance of trauma by roll k, for k = 1 … rolls (entry k − 1), exactly. */
export const traumaBy = (dice: number, marked: number, track: number, rolls: number): Fraction[] =>
  traumaByWeight(dice, marked, track, rolls).map(([w, all]) => Fraction.of(w, all));

/**
 * The expected number of rolls up to and including the one that brings
 * trauma, from every start 0 … track − 1 at once: the absorbing chain's
 * (I − Q)·E = 1, times the pool's total W so that it is in integers, solved
 * exactly. A critical steps back one box and a cost of 0 stays put, so
 * rolls are unbounded and no finite sum would do; stepping back at most
 * one box makes the matrix upper Hessenberg (solveHessenberg). Every start
 * can reach trauma (a highest die of 1 costs 5 and has a tuple of its
 * own), so the system has one solution. E[m] = numerators[m] / denominator.
 * No start is checked here: each solve holds every start
 * (traumaMeanWeight checks the one it reads).
 */
function solveTraumaMeans(dice: number, track: number): { readonly numerators: bigint[]; readonly denominator: bigint } {
  const { weights, total } = resistanceWeights(dice);
  const matrix: bigint[][] = [];
  const rhs: bigint[] = [];
  // Each row's zeros pushed here, not by zeros(): a call per row measured slower on a first call (docs/benchmarks.md).
  for (let m = 0; m < track; m++) {
    const row: bigint[] = [];
    for (let c = 0; c < track; c++) row.push(0n);
    row[m] = total;
    for (let i = 0; i < RESISTANCE_COSTS.length; i++) {
      const to = moveTo(m, RESISTANCE_COSTS[i], track);
      if (to >= 0) row[to] -= weights[i];
    }
    matrix.push(row);
    rhs.push(total);
  }
  return solveHessenberg(matrix, rhs);
}

/**
 * The solves, cached per pool and track under one number: a pool's key
 * times (MAX_TRACK + 1) plus the track. One cache and no key string
 * (./memo.ts), and no move table built for the mean: on a first call a
 * cache layer, a closure or a table to build each cost more than the solve
 * saves (docs/benchmarks.md).
 */
const TRACK_KEYS = MAX_TRACK + 1;
const meansByKey = memoByPool((key: number) => solveTraumaMeans((key - (key % TRACK_KEYS)) / TRACK_KEYS, key % TRACK_KEYS));

/** solveTraumaMeans for a pool and track, once each per script load. */
export function traumaMeans(dice: number, track: number): { readonly numerators: bigint[]; readonly denominator: bigint } {
  // The key is one pool's and track's only within their ranges: anything else is refused, never read as another.
  if (!isInteger(dice) || dice < 0 || !isInteger(track) || track < MIN_TRACK || track > MAX_TRACK) throw badMeans(dice, track);
  return meansByKey(dice * TRACK_KEYS + track);
}

/** traumaMeans' refusal, apart: a good call never compiles it (docs/benchmarks.md). */
const badMeans = (dice: number, track: number): RangeError =>
  new RangeError(`trauma walk: ${dice} dice on a track of ${track} are not a pool and a track of ${MIN_TRACK}–${MAX_TRACK} boxes`);

/** traumaMeanRolls as [numerator, denominator], unreduced: what a cell rounds. */
export function traumaMeanWeight(dice: number, marked: number, track: number): readonly [bigint, bigint] {
  checkBoxLeft('trauma walk', marked, track);
  const { numerators, denominator } = traumaMeans(dice, track);
  return [numerators[marked], denominator];
}

/** The expected number of resistance rolls until trauma, from `marked` of `track`, exactly. */
export const traumaMeanRolls = (dice: number, marked: number, track: number): Fraction =>
  Fraction.of(...traumaMeanWeight(dice, marked, track));
