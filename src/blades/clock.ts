import { isInteger, min, zeros } from '../dice/builtins';
import { Distribution } from '../dice/distribution';
import { Fraction } from '../dice/fraction';
import { bandWeights } from './action';
import { memoByDice, memoByPool } from './memo';

/** Clock sizes the functions accept: 4, 6 and 8 are common, long projects run longer. */
export const MIN_SEGMENTS = 1;
export const MAX_SEGMENTS = 24;

/** Coin a downtime roll may spend: each coin raises the result one level, so 3 lifts Bad to Critical. */
export const MAX_COIN = 3;

/** Segments marked by a result level: Bad 1, Partial 2, Clean 3, Critical 5 (reduce heat clears as many: ./heat.ts). */
export const SEGMENTS_BY_LEVEL = [1, 2, 3, 5] as const;

/**
 * A roll's step as plain arrays, what the clock DPs read: the segments it
 * may mark, ascending, each with its positive weight over `total`. Built
 * without a Distribution (its pairs sorted through a callback) and read
 * without its methods: less to compile on a first call (docs/benchmarks.md).
 */
export interface Step {
  readonly marks: readonly number[];
  readonly weights: readonly bigint[];
  readonly total: bigint;
}

/** A distribution's step (a progress clock's ticks per roll). */
export function stepOf(d: Distribution): Step {
  const marks = d.outcomes();
  const weights: bigint[] = [];
  for (let i = 0; i < marks.length; i++) weights.push(d.weight(marks[i]));
  return { marks, weights, total: d.total };
}

/**
 * Segments one downtime roll marks, as a step: by result level, Bad (1–3)
 * 1, Partial (4/5) 2, Clean (6) 3, Critical 5, after `coin` spent raises
 * the result that many levels (up to Critical). The levels' marks rise
 * with the level, so the marks come out ascending; equal ones add up.
 */
export function downtimeStep(dice: number, coin = 0): Step {
  const { weights: byLevel, total } = bandWeights(dice);
  const marks: number[] = [];
  const weights: bigint[] = [];
  for (let level = 0; level < byLevel.length; level++) {
    if (byLevel[level] === 0n) continue;
    const mark = SEGMENTS_BY_LEVEL[min(level + coin, 3)];
    if (marks[marks.length - 1] === mark) weights[weights.length - 1] += byLevel[level];
    else {
      marks.push(mark);
      weights.push(byLevel[level]);
    }
  }
  return { marks, weights, total };
}

/** Segments one downtime roll marks, as a distribution (downtimeStep's). */
export function segmentsMarked(dice: number, coin = 0): Distribution {
  const { marks, weights, total } = downtimeStep(dice, coin);
  return Distribution.fromWeights(
    marks.map((m, i) => [m, weights[i]] as const),
    total,
  );
}

/**
 * How far short a clock of `segments` stays, roll by roll, for any per-roll
 * `step` (segments ticked, 0 included: an action roll's progress clock
 * ticks nothing on a Bad). A DP over progress: at[p] is the weight, over
 * W^k (W the step's total), of the k-roll sequences that leave p < segments
 * marked; entry k of the result sums them, k = 0 … rolls. Progress after k
 * rolls is at least k times the smallest tick, so the walk starts there.
 */
export function shortAfterRolls(step: Step, segments: number, rolls: number): bigint[] {
  const { marks, weights } = step;
  const least = marks[0];
  let at: bigint[] = [1n];
  const short: bigint[] = [1n];
  for (let k = 1; k <= rolls; k++) {
    const next = zeros(segments);
    for (let p = min((k - 1) * least, segments); p < at.length; p++) {
      if (at[p] === 0n) continue;
      for (let i = 0; i < marks.length && p + marks[i] < segments; i++) next[p + marks[i]] += at[p] * weights[i];
    }
    let sum = 0n;
    for (let p = min(k * least, segments); p < segments; p++) sum += next[p];
    short.push(sum);
    at = next;
  }
  return short;
}

/**
 * The downtime clock's shortfall, k = 0 … segments − 1: every roll marks at
 * least one segment, so progress after k rolls is at least k and no clock
 * needs more than `segments` rolls (after which it is never short).
 */
export function shortOfFull(step: Step, segments: number): bigint[] {
  const least = step.marks[0];
  if (least < 1) throw new RangeError(`a clock roll must mark at least one segment, not ${least}`);
  return shortAfterRolls(step, segments, segments - 1);
}

/** For k = 1 … rolls: the weight of "full after at most k rolls" and its total W^k, from the shortfall (entries past its end are 0). */
export function fullByFromShort(short: readonly bigint[], total: bigint, rolls: number): Array<readonly [bigint, bigint]> {
  const out: Array<readonly [bigint, bigint]> = [];
  let all = 1n;
  for (let k = 1; k <= rolls; k++) {
    all *= total;
    out.push([all - (short[k] ?? 0n), all]);
  }
  return out;
}

/**
 * The expected rolls to fill a clock of `segments`, as [numerator,
 * denominator], for a step that may tick 0 (an absorbing chain over the
 * segments filled), solved exactly from the full end back: with z the
 * weight of a roll that ticks nothing and D = W − z,
 * E(p) = (W + Σ_{t>0} w_t E(p + t)) / D and E(p) = 0 once full. E(p) is
 * held as N(p) over D^(segments − p), so no fraction is reduced on the way.
 * The step must tick something with positive weight (else D = 0).
 */
export function meanToFillWeight(step: Distribution, segments: number): readonly [bigint, bigint] {
  const total = step.total;
  const d = total - step.weight(0);
  if (d <= 0n) throw new RangeError('a clock roll that never ticks a segment never fills the clock');
  const marks = step.outcomes().filter((m) => m > 0);
  const weights = marks.map((m) => step.weight(m));
  // powers[j] = D^j, j = 0 … segments.
  const powers: bigint[] = [1n];
  for (let j = 1; j <= segments; j++) powers.push(powers[j - 1] * d);
  const n = zeros(segments + 1);
  for (let p = segments - 1; p >= 0; p--) {
    // Over D^(segments − p − 1): W, and each w_t N(p + t) / D^(segments − p − t) lifted by D^(t − 1).
    let acc = total * powers[segments - p - 1];
    for (let i = 0; i < marks.length && p + marks[i] < segments; i++) acc += weights[i] * n[p + marks[i]] * powers[marks[i] - 1];
    n[p] = acc;
  }
  return [n[0], powers[segments]];
}

/**
 * The clock's DP for a pool, once per pool, size and coin: short[k] over
 * total^k. Cached under one number, ((pool × (MAX_SEGMENTS + 1)) + size) ×
 * (MAX_COIN + 1) + coin, not a key string built per call (./memo.ts): on
 * a first call the key costs more than the cache saves (docs/benchmarks.md).
 */
const SEGMENT_KEYS = MAX_SEGMENTS + 1;
const COIN_KEYS = MAX_COIN + 1;
const shortfallByKey = memoByPool((key: number) => {
  const coin = key % COIN_KEYS;
  const segments = ((key - coin) / COIN_KEYS) % SEGMENT_KEYS;
  const step = downtimeStep((key - coin - segments * COIN_KEYS) / (COIN_KEYS * SEGMENT_KEYS), coin);
  return { short: shortOfFull(step, segments), total: step.total };
});
function shortfall(dice: number, segments: number, coin: number): { readonly short: bigint[]; readonly total: bigint } {
  // The key is one pool's, size's and coin's only within their ranges: anything else is refused, never read as another.
  if (
    !isInteger(dice) ||
    dice < 0 ||
    !isInteger(segments) ||
    segments < MIN_SEGMENTS ||
    segments > MAX_SEGMENTS ||
    !isInteger(coin) ||
    coin < 0 ||
    coin > MAX_COIN
  )
    throw badClock(dice, segments, coin);
  return shortfallByKey((dice * SEGMENT_KEYS + segments) * COIN_KEYS + coin);
}

/** shortfall's refusal, apart: a good call never compiles it. */
const badClock = (dice: number, segments: number, coin: number): RangeError =>
  new RangeError(
    `clock: ${dice} dice, ${segments} segments and ${coin} coin are not a pool, ${MIN_SEGMENTS}–${MAX_SEGMENTS} segments and 0–${MAX_COIN} coin`,
  );

/**
 * For k = 1 … segments: the weight of "full after at most k rolls" and its
 * total W^k. `coin` is spent on every roll (see segmentsMarked); 0 is the
 * plain clock, here and below.
 */
export function fullByWeights(dice: number, segments: number, coin = 0): Array<readonly [bigint, bigint]> {
  const { short, total } = shortfall(dice, segments, coin);
  return fullByFromShort(short, total, segments);
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
