import { Distribution } from '../dice/distribution';
import { levelOf, OddsRow, tableRead } from './roll';
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
 * The number of rolls that fills a clock of `segments`, exactly. A DP over
 * progress: open[p] is the weight (over W^k, W the weight total of one
 * roll) of the k-roll sequences that leave p < segments marked. The clock
 * fills on roll k with weight open_{k−1}·W − open_k over W^k. Every roll
 * marks at least one segment, so no clock needs more than `segments` rolls.
 * `coin` is spent on every roll (see segmentsMarked); 0 is the plain clock.
 */
export const clockRolls = memoByDice((dice: number, segments: number, coin = 0): Distribution => {
  const step = segmentsMarked(dice, coin);
  const W = step.total;
  let open: bigint[] = [1n];
  let openWeight = 1n;
  const filledOn: Array<[number, bigint]> = [];
  while (openWeight > 0n) {
    const next = new Array<bigint>(segments).fill(0n);
    open.forEach((w, p) => {
      for (const m of step.outcomes()) if (p + m < segments) next[p + m] += w * step.weight(m);
    });
    const nextWeight = next.reduce((a, b) => a + b, 0n);
    filledOn.push([filledOn.length + 1, openWeight * W - nextWeight]);
    [open, openWeight] = [next, nextWeight];
  }
  // Bring roll k's weight from over W^k to over the common W^rolls.
  const rolls = filledOn.length;
  return Distribution.fromWeights(
    filledOn.map(([k, w]) => [k, w * W ** BigInt(rolls - k)] as const),
    W ** BigInt(rolls),
  );
});

/** Entry k: the chance the clock is full after at most k rolls, k = 1 … segments. */
export function clockRows(dice: number, segments: number, coin = 0): OddsRow[] {
  const rolls = clockRolls(dice, segments, coin);
  return Array.from({ length: segments }, (_, i) => ({
    label: `full by roll ${i + 1}`,
    fraction: rolls.cdf(i + 1),
  }));
}
