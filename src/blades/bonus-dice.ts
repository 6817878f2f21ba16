import { actionBands, BandOdds } from './action';
import { MAX_DICE } from './pool-size';

/**
 * Bonus dice on an action roll (docs/rules.md#bonus-dice): at most two,
 * one from assistance (the helper takes 1 stress) and one from pushing
 * yourself (2 stress) or a Devil's bargain (no stress; the bargain's
 * price is paid instead). Words live in src/rolls/rows.ts; here each
 * option is its id, its extra dice and the crew's total stress.
 */
export const MAX_BONUS_DICE = 2;

/** The largest pool an option rolls: the largest pool a function accepts, plus both bonus dice. */
export const MAX_OPTION_DICE = MAX_DICE + MAX_BONUS_DICE;

/** The six options, in the order BLADES_OPTIONS lists them. */
export const BONUS_OPTIONS = [
  { id: 'asRolled', bonus: 0, stress: 0 },
  { id: 'assist', bonus: 1, stress: 1 },
  { id: 'bargain', bonus: 1, stress: 0 },
  { id: 'push', bonus: 1, stress: 2 },
  { id: 'assistBargain', bonus: 2, stress: 1 },
  { id: 'assistPush', bonus: 2, stress: 3 },
] as const;
export type BonusOptionId = (typeof BONUS_OPTIONS)[number]['id'];

export interface BonusOption {
  readonly id: BonusOptionId;
  /** The pool the option rolls: the roll's dice plus its bonus dice. */
  readonly dice: number;
  /** The crew's total stress for it. */
  readonly stress: number;
  /** Bad, Partial, Clean, Critical at that pool. */
  readonly bands: BandOdds;
}

/** Each option of an action roll of `dice` dice (0–20), in BONUS_OPTIONS order, with its band odds. */
export function bonusOptions(dice: number): BonusOption[] {
  if (!Number.isInteger(dice) || dice < 0 || dice > MAX_DICE) throw new RangeError(`bonusOptions: ${dice} is not a pool 0–${MAX_DICE}`);
  return BONUS_OPTIONS.map(({ id, bonus, stress }) => ({ id, dice: dice + bonus, stress, bands: actionBands(dice + bonus) }));
}
