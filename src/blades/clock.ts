import { Distribution } from '../dice/distribution';
import { Fraction } from '../dice/fraction';
import { levelOf, tableRead } from './roll';
import { memoByDice } from './memo';

/** Clock sizes the functions accept: 4, 6 and 8 are common, long projects run longer. */
export const MIN_SEGMENTS = 1;
export const MAX_SEGMENTS = 24;

/** Coin a downtime roll may spend: each coin raises the result one level, so 3 lifts Bad to Critical. */
export const MAX_COIN = 3;

/** Segments marked by a result level: Bad 1, Partial 2, Clean 3, Critical 5. */
const SEGMENTS_BY_LEVEL = [1, 2, 3, 5] as const;

/**
 * Segments one downtime roll marks: 1–3 → 1, 4/5 → 2, 6 → 3, critical → 5,
 * after `coin` spent raises the result that many levels (up to Critical).
 */
export function segmentsMarked(dice: number, coin = 0): Distribution {
  return tableRead(dice).map((x) => SEGMENTS_BY_LEVEL[Math.min(levelOf(x) + coin, 3)]);
}

/**
 * How far short a clock of `segments` stays, roll by roll, for any per-roll
 * `step` (segments marked, each roll at least one). A DP over progress:
 * at[p] is the weight, over W^k (W the step's total), of the k-roll
 * sequences that leave p < segments marked; entry k of the result sums
 * them, k = 0 … segments − 1. Since every roll marks at least one segment,
 * progress after k rolls is at least k and no clock needs more than
 * `segments` rolls.
 */
export function shortOfFull(step: Distribution, segments: number): bigint[] {
  const marks = step.outcomes();
  if (marks[0] < 1) throw new RangeError(`a clock roll must mark at least one segment, not ${marks[0]}`);
  const weights = marks.map((m) => step.weight(m));
  let at: bigint[] = [1n];
  const short: bigint[] = [1n];
  for (let k = 1; k < segments; k++) {
    const next: bigint[] = [];
    for (let p = 0; p < segments; p++) next.push(0n);
    for (let p = k - 1; p < at.length; p++) {
      for (let i = 0; i < marks.length && p + marks[i] < segments; i++) next[p + marks[i]] += at[p] * weights[i];
    }
    let sum = 0n;
    for (let p = k; p < segments; p++) sum += next[p];
    short.push(sum);
    at = next;
  }
  return short;
}

/** The clock's DP for a pool, once per pool, size and coin: short[k] over total^k. */
const shortfall = memoByDice((dice: number, segments: number, coin: number) => {
  const step = segmentsMarked(dice, coin);
  return { short: shortOfFull(step, segments), total: step.total };
});

/**
 * For k = 1 … segments: the weight of "full after at most k rolls" and its
 * total W^k. `coin` is spent on every roll (see segmentsMarked); 0 is the
 * plain clock, here and below.
 */
export function fullByWeights(dice: number, segments: number, coin = 0): Array<readonly [bigint, bigint]> {
  const { short, total } = shortfall(dice, segments, coin);
  const out: Array<readonly [bigint, bigint]> = [];
  let all = 1n;
  for (let k = 1; k <= segments; k++) {
    all *= total;
    out.push([all - (short[k] ?? 0n), all]);
  }
  return out;
}

/**
 * The expected rolls to fill, as [numerator, denominator]: the sum over
 * k < segments of P(still short after k rolls), over total^(segments − 1).
 */
export function meanRollsWeight(dice: number, segments: number, coin = 0): readonly [bigint, bigint] {
  const { short, total } = shortfall(dice, segments, coin);
  let sum = 0n;
  let scale = 1n;
  for (let k = segments - 1; k >= 0; k--) {
    sum += short[k] * scale;
    if (k > 0) scale *= total;
  }
  return [sum, scale];
}

/**
 * The number of rolls that fills a clock of `segments`, exactly: it fills
 * on roll k with weight short[k−1]·W − short[k] over W^k, brought here over
 * the common W^segments.
 */
export const clockRolls = memoByDice((dice: number, segments: number, coin = 0): Distribution => {
  const { short, total } = shortfall(dice, segments, coin);
  const pairs: Array<readonly [number, bigint]> = [];
  let scale = 1n;
  for (let k = segments; k >= 1; k--) {
    pairs.push([k, (short[k - 1] * total - (short[k] ?? 0n)) * scale]);
    scale *= total;
  }
  return Distribution.fromWeights(pairs, scale);
});

/** The chance the clock is full after at most k rolls, for k = 1 … segments (entry k − 1), exactly. */
export function fullByOdds(dice: number, segments: number, coin = 0): Fraction[] {
  return fullByWeights(dice, segments, coin).map(([full, all]) => Fraction.of(full, all));
}
