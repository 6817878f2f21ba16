import { dicePool } from '../dice/pool';
import { Fraction } from '../dice/fraction';
import { Weights } from './roll';
import { memoByDice } from './memo';

/**
 * The action roll's result bands (docs/rules.md#action-roll-bands). Fortune and engagement
 * rolls read the same four bands under other names.
 */
export const BANDS = ['Bad', 'Partial', 'Clean', 'Critical'] as const;
export type Band = (typeof BANDS)[number];

/** Bad, Partial, Clean, Critical as exact fractions, in that order. */
export type BandOdds = readonly [Fraction, Fraction, Fraction, Fraction];

/**
 * docs/rules.md#exact-model, line for line, as tuple counts: decomposition
 * by p_none and the count of sixes for one die or more; the lower of two
 * d6, with no critical, for zero.
 */
export const bandWeights = memoByDice((dice: number): Weights => {
  if (dice === 0) {
    const two = dicePool(2);
    const bad = two.total - two.lowestAtLeast(4); // the lower die is 3 or less
    const clean = two.lowestAtLeast(6);
    return { weights: [bad, two.total - bad - clean, clean, 0n], total: two.total };
  }
  const pool = dicePool(dice);
  const bad = pool.none(4, 5, 6);
  const noSix = pool.none(6);
  const oneSix = pool.exactly(6, 1);
  return { weights: [bad, noSix - bad, oneSix, pool.total - noSix - oneSix], total: pool.total };
});

export function actionBands(dice: number): BandOdds {
  const { weights, total } = bandWeights(dice);
  const [bad, partial, clean, critical] = weights.map((w) => Fraction.of(w, total));
  return [bad, partial, clean, critical];
}

/** Tuples whose result is `band` or better: the bands from `band` up, summed. */
export function atLeastWeight(dice: number, band: Band): bigint {
  let w = 0n;
  for (const x of bandWeights(dice).weights.slice(BANDS.indexOf(band))) w += x;
  return w;
}

/** P(the result is `band` or better), exactly. */
export const atLeast = (dice: number, band: Band): Fraction => Fraction.of(atLeastWeight(dice, band), bandWeights(dice).total);
