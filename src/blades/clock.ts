import { Distribution } from '../dice/distribution';
import { CRITICAL, OddsRow, tableRead } from './roll';
import { memoByDice } from './memo';

/** Clock sizes the functions accept: 4, 6 and 8 are common, long projects run longer. */
export const MIN_SEGMENTS = 1;
export const MAX_SEGMENTS = 24;

/** Segments one downtime roll marks: 1–3 → 1, 4/5 → 2, 6 → 3, critical → 5. */
export function segmentsMarked(dice: number): Distribution {
  return tableRead(dice).map((x) => (x === CRITICAL ? 5 : x === 6 ? 3 : x >= 4 ? 2 : 1));
}

/**
 * The number of rolls that fills a clock of `segments`, exactly. A DP over
 * progress: open[p] is the weight (over W^k, W the weight total of one
 * roll) of the k-roll sequences that leave p < segments marked. The clock
 * fills on roll k with weight open_{k−1}·W − open_k over W^k. Every roll
 * marks at least one segment, so no clock needs more than `segments` rolls.
 */
export const clockRolls = memoByDice((dice: number, segments: number): Distribution => {
  const step = segmentsMarked(dice);
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
export function clockRows(dice: number, segments: number): OddsRow[] {
  const rolls = clockRolls(dice, segments);
  return Array.from({ length: segments }, (_, i) => ({
    label: `full by roll ${i + 1}`,
    fraction: rolls.cdf(i + 1),
  }));
}
