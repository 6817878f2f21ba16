import { keepLowest, dicePool } from '../dice/pool';
import { Fraction, sum } from '../dice/fraction';
import { OddsRow } from './roll';

/**
 * The action roll's result bands (docs/rules.md#action-roll-bands). Fortune and engagement
 * rolls read the same four bands under other names.
 */
export const BANDS = ['Bad', 'Partial', 'Clean', 'Critical'] as const;
export type Band = (typeof BANDS)[number];

/** Bad, Partial, Clean, Critical as exact fractions, in that order. */
export type BandOdds = readonly [Fraction, Fraction, Fraction, Fraction];

/**
 * docs/rules.md#exact-model, line for line: decomposition by p_none and the count of
 * sixes for one die or more; the lower of two d6, with no critical, for zero.
 */
export function actionBands(dice: number): BandOdds {
  if (dice === 0) {
    const lowest = keepLowest(2, 6);
    const bad = lowest.cdf(3);
    return [bad, lowest.cdf(5).sub(bad), lowest.pmf(6), Fraction.ZERO];
  }
  const pool = dicePool(dice, 6);
  const sixes = pool.count(6);
  const bad = pool.pNone([4, 5, 6]);
  return [bad, pool.pNone(6).sub(bad), sixes.pmf(1), sixes.pGe(2)];
}

/** P(the result is `band` or better): the bands from `band` up, summed exactly. */
export function atLeast(dice: number, band: Band): Fraction {
  return sum(actionBands(dice).slice(BANDS.indexOf(band)));
}

export const actionRows = (dice: number): OddsRow[] => actionBands(dice).map((fraction, i) => ({ label: BANDS[i], fraction }));
