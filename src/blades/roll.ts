import { Distribution } from '../dice/distribution';
import { Fraction } from '../dice/fraction';
import { dicePool, keepLowest } from '../dice/pool';
import { memoByDice } from './memo';

/** The read of a critical (two or more 6s): one above a single 6, so reads sort by strength. */
export const CRITICAL = 7;

/**
 * What the table reads off one roll of a pool: the die 1–6, or CRITICAL.
 * Every roll type (action bands aside, which follow docs/rules.md#exact-model's own
 * decomposition) maps this one distribution, so the dice rule lives here
 * once. One die or more: the highest die, its 6s split by the count of
 * sixes into one (6) and two or more (CRITICAL). Zero dice: the lower of
 * two, never critical.
 */
export const tableRead = memoByDice((dice: number): Distribution => {
  if (dice === 0) return keepLowest(2);
  const pool = dicePool(dice);
  const highest = pool.highest();
  const oneSix = pool.count(6).weight(1);
  return Distribution.fromWeights(
    [...[1, 2, 3, 4, 5].map((x) => [x, highest.weight(x)] as const), [6, oneSix], [CRITICAL, highest.weight(6) - oneSix]],
    pool.total,
  );
});

/**
 * The result level of a read, as the band index: 0 Bad (1–3), 1 Partial
 * (4/5), 2 Clean (a 6), 3 Critical. Group actions compare levels and coin
 * raises them; both read a roll through this one mapping.
 */
export const levelOf = (read: number): number => (read === CRITICAL ? 3 : read === 6 ? 2 : read >= 4 ? 1 : 0);

/** One line of a distribution as a view lists it (sidebar rows, table columns). */
export interface OddsRow {
  readonly label: string;
  readonly fraction: Fraction;
}

/** P(X = x) for each listed outcome, in order, labelled. */
export function pmfRows(d: Distribution, outcomes: readonly number[], label: (x: number) => string): OddsRow[] {
  return outcomes.map((x) => ({ label: label(x), fraction: d.pmf(x) }));
}
