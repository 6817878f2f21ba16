import { actionBands, BandOdds, bandWeights } from './action';
import { MAX_DICE } from './pool-size';
import { Weights } from './roll';

/**
 * The engagement roll (docs/rules.md#engagement-roll), a fortune roll: one
 * die for sheer luck, one more per major advantage, one fewer per major
 * disadvantage. Its four results are the action roll's levels, read as the
 * crew's opening position: desperate (1–3), risky (4/5), controlled (a 6),
 * controlled and past the first obstacle (a critical).
 */

/** The die the roll starts from, for sheer luck. */
export const ENGAGEMENT_LUCK_DICE = 1;

/** Major advantages 0–19 (the net pool then reaches the largest pool, 20) and disadvantages 0–20. */
export const MIN_ADVANTAGES = 0;
export const MAX_ADVANTAGES = MAX_DICE - ENGAGEMENT_LUCK_DICE;
export const MIN_DISADVANTAGES = 0;
export const MAX_DISADVANTAGES = MAX_DICE;

/** The net pool: 1 + advantages − disadvantages, and 0 (two dice, keep the lower) for anything below 1. */
export const engagementPool = (advantages: number, disadvantages: number): number =>
  Math.max(0, ENGAGEMENT_LUCK_DICE + advantages - disadvantages);

/** Desperate, risky, controlled and past the first obstacle as tuple counts over the net pool's total. */
export const engagementWeights = (advantages: number, disadvantages: number): Weights =>
  bandWeights(engagementPool(advantages, disadvantages));

/** Desperate, risky, controlled and past the first obstacle, exactly. */
export const engagementOdds = (advantages: number, disadvantages: number): BandOdds =>
  actionBands(engagementPool(advantages, disadvantages));
