import { Fraction } from '../dice/fraction';
import { bandWeights } from './action';
import { memoByDice } from './memo';
import { Weights } from './roll';

/**
 * Opposed fortune rolls (docs/rules.md#opposed-fortune-rolls): each side
 * makes a fortune roll and the two compare their result levels, 1–3 <
 * 4/5 < 6 < critical. The first side comes out ahead, level or behind.
 */

/** The first side ahead, level and behind, as tuple counts over the two pools' totals multiplied. */
export const opposedWeights = memoByDice((dice: number, opposed: number): Weights => {
  const { weights: mine, total: myTotal } = bandWeights(dice);
  const { weights: theirs, total: theirTotal } = bandWeights(opposed);
  let ahead = 0n;
  let level = 0n;
  let below = 0n; // their weight of the levels below mine, built up level by level
  mine.forEach((w, i) => {
    ahead += w * below;
    level += w * theirs[i];
    below += theirs[i];
  });
  const total = myTotal * theirTotal;
  return { weights: [ahead, level, total - ahead - level], total };
});

/** Ahead, level and behind, exactly. */
export function opposedOdds(dice: number, opposed: number): Fraction[] {
  const { weights, total } = opposedWeights(dice, opposed);
  return weights.map((w) => Fraction.of(w, total));
}
