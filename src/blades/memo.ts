import { MAX_DICE, MIN_DICE } from './pool-size';

/**
 * Per-pool cache. A sheet recalculation loads the script afresh, so a
 * table is built lazily for just the pools a call asks for, once each.
 */
export function memoByDice<T>(compute: (dice: number) => T): (dice: number) => T {
  const cache = new Array<T | undefined>(MAX_DICE - MIN_DICE + 1);
  return (dice) => (cache[dice - MIN_DICE] ??= compute(dice));
}
