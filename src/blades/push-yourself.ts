import { Distribution } from '../dice/distribution';
import { Fraction } from '../dice/fraction';
import { memoByPool } from './memo';
import { readWeights, Weights } from './roll';
import { columns, odds } from './stress';

/**
 * Deep Cuts' push yourself, its replacement for the resistance roll
 * (docs/rules.md#push-yourself): roll the attribute and take 0 stress on a
 * critical, 1 on a 6, 2 on a 4/5, 3 on 1–3; zero dice read the lower of
 * two, with no critical.
 */

/** The stress pushing yourself costs, in column order. */
export const PUSH_STRESS = [0, 1, 2, 3] as const;

/** The tuple count of each of PUSH_STRESS, from the one read of a roll (./roll.ts). */
export const pushWeights = memoByPool((dice: number): Weights => {
  const { weights: w, total } = readWeights(dice);
  return { weights: [w[6], w[5], w[3] + w[4], w[0] + w[1] + w[2]], total };
});

/** Push yourself: the stress's distribution. */
export const pushYourself = (dice: number): Distribution => columns(pushWeights(dice), PUSH_STRESS);

/** The chance of each of PUSH_STRESS, in order. */
export const pushOdds = (dice: number): Fraction[] => odds(pushYourself(dice), PUSH_STRESS);
