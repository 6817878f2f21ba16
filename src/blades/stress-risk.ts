import { isInteger } from '../dice/builtins';
import { Distribution } from '../dice/distribution';
import { Fraction } from '../dice/fraction';
import { CRITICAL, readWeights } from './roll';
import { vice } from './stress';

/** Stress track lengths the functions accept: 9 boxes by the book, longer with some abilities and hacks. */
export const MIN_TRACK = 1;
export const MAX_TRACK = 24;
export const DEFAULT_TRACK = 9;
/** Marked stress the functions accept: up to a full longest track. */
export const MAX_MARKED = MAX_TRACK;

/**
 * Resisting needs a box left on the track: with every box marked, trauma
 * has already struck (docs/rules.md#stress-at-risk). So `marked` stress is
 * at most one below the track, and the track at least one above it.
 */
export const mostMarked = (track: number): number => track - 1;
export const shortestTrack = (marked: number): number => Math.max(MIN_TRACK, marked + 1);

/**
 * The chance that resisting with `dice` causes trauma, with `marked` of
 * `track` boxes already marked: the cost reaches the boxes left. A
 * critical costs −1 and the boxes left are at least 1, so it never counts.
 */
export function traumaChance(dice: number, marked: number, track: number): Fraction {
  return Fraction.of(traumaWeight(dice, marked, track), readWeights(dice).total);
}

/** traumaChance as a tuple count over the pool's total: what a cell rounds, with no fraction reduced. */
export function traumaWeight(dice: number, marked: number, track: number): bigint {
  checkBoxLeft('traumaChance', marked, track);
  return costsReaching(dice, track - marked);
}

/**
 * traumaWeight with `left` boxes left, 1 or more, not checked: the weight
 * of the costs of `left` or more. For a caller that checked the track once
 * for many pools (a custom function's column), not once per pool.
 *
 * A cost is 6 − the die read, and a critical clears 1 (RESISTANCE_COSTS),
 * so a cost of `left` or more is a read of 1 to 6 − left: summed straight
 * off the roll's weights (./roll.ts), with no table of costs built per pool.
 * A first call then compiles one function where it compiled three (docs/benchmarks.md);
 * test/blades/stress-risk.test.ts checks it against every face tuple.
 */
export function costsReaching(dice: number, left: number): bigint {
  const { weights } = readWeights(dice);
  let w = 0n;
  for (let read = 1; read <= 6 - left; read++) w += weights[read - 1];
  return w;
}

/** Refuses stress marked that is no whole number, or leaves no box of the track: what every trauma figure starts from. */
export function checkBoxLeft(what: string, marked: number, track: number): void {
  if (!isInteger(marked) || marked < 0 || marked > mostMarked(track)) throw noBoxLeft(what, marked, track);
}

/** checkBoxLeft's refusal, apart: a good call never compiles it (docs/benchmarks.md). */
const noBoxLeft = (what: string, marked: number, track: number): RangeError =>
  new RangeError(`${what}: ${marked} marked of ${track} is not a track with a box left`);

/** The chance that indulging a vice clears more stress than the `marked` boxes hold: overindulging. */
export function overindulgeChance(dice: number, marked: number): Fraction {
  return Fraction.of(overindulgeWeight(dice, marked), readWeights(dice).total);
}

/**
 * overindulgeChance as a tuple count over the pool's total. Indulging
 * clears the die read, and a critical 6 (VICE_CLEARED), so clearing more
 * than `marked` is a read above it, or a critical while fewer than 6 are
 * marked: summed straight off the roll's weights, as costsReaching is.
 */
export function overindulgeWeight(dice: number, marked: number): bigint {
  const { weights } = readWeights(dice);
  let w = 0n;
  for (let read = marked + 1; read <= 6; read++) w += weights[read - 1];
  return marked < 6 ? w + weights[CRITICAL - 1] : w;
}

/**
 * The stress indulging actually clears with `marked` boxes marked: the
 * roll's reading, but no more than is marked (a track cannot go below
 * empty; the rest is the overindulgence). Its mean is E[min(cleared, marked)].
 */
export function stressCleared(dice: number, marked: number): Distribution {
  return vice(dice).map((x) => Math.min(x, marked));
}
