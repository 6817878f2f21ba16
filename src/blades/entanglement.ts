import { Fraction } from '../dice/fraction';
import { bandWeights } from './action';
import { MAX_HEAT } from './heat';
import { memoByDice } from './memo';
import { Weights } from './roll';

/**
 * Entanglements (docs/rules.md#entanglements): after a score, roll dice
 * equal to the wanted level (wanted 0: two dice, keep the lower) and read
 * the column of the crew's heat. Each column has three results, 1–3, 4/5
 * and 6; a critical reads as a 6 (decision). Which entanglements a column
 * names is words, in src/rolls; here a column is its index.
 */

/** The lowest heat of each column: 0–3, 4/5, 6 and up. */
export const ENTANGLEMENT_COLUMNS = [0, 4, 6] as const;

/** The column a heat of 0–8 reads. */
export function entanglementColumn(heat: number): number {
  if (!Number.isInteger(heat) || heat < 0 || heat > MAX_HEAT) throw new RangeError(`entanglementColumn: heat ${heat} is not 0–${MAX_HEAT}`);
  let column = 0;
  while (column + 1 < ENTANGLEMENT_COLUMNS.length && heat >= ENTANGLEMENT_COLUMNS[column + 1]) column++;
  return column;
}

/** The three results (1–3, 4/5, 6 or a critical) as tuple counts of a roll of `wanted` dice. */
export const entanglementWeights = memoByDice((wanted: number): Weights => {
  const { weights, total } = bandWeights(wanted);
  return { weights: [weights[0], weights[1], weights[2] + weights[3]], total };
});

/** The chance of each of the column's three entanglements, in order, exactly. */
export function entanglementOdds(wanted: number): Fraction[] {
  const { weights, total } = entanglementWeights(wanted);
  return weights.map((w) => Fraction.of(w, total));
}
