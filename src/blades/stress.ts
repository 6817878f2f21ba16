import { Distribution } from '../dice/distribution';
import { Fraction } from '../dice/fraction';
import { readWeights, Weights } from './roll';
import { memoByPool } from './memo';

/** Resistance stress costs, in column order: −1 (a critical clears 1 stress), then 0–5. */
export const RESISTANCE_COSTS = [-1, 0, 1, 2, 3, 4, 5] as const;

/**
 * Resistance roll, the tuple count of each cost in RESISTANCE_COSTS order:
 * stress suffered is 6 − the read die; a critical clears 1 instead.
 */
export const resistanceWeights = memoByPool((dice: number): Weights => {
  // Written out, not spread from a slice: no iterator to run on a first call (docs/benchmarks.md).
  const { weights: w, total } = readWeights(dice);
  return { weights: [w[6], w[5], w[4], w[3], w[2], w[1], w[0]], total };
});

/** Resistance roll: the stress cost's distribution. */
export const resistance = (dice: number): Distribution => columns(resistanceWeights(dice), RESISTANCE_COSTS);

/** The chance of each cost, in RESISTANCE_COSTS order. */
export const resistanceOdds = (dice: number): Fraction[] => odds(resistance(dice), RESISTANCE_COSTS);

/** Stress cleared by indulging a vice, in column order. */
export const VICE_CLEARED = [1, 2, 3, 4, 5, 6] as const;

/** Vice, the tuple count of each VICE_CLEARED: the read die; a critical has no special effect (its highest die is a 6). */
export const viceWeights = memoByPool((dice: number): Weights => {
  const { weights: w, total } = readWeights(dice);
  return { weights: [w[0], w[1], w[2], w[3], w[4], w[5] + w[6]], total };
});

export const vice = (dice: number): Distribution => columns(viceWeights(dice), VICE_CLEARED);

/** The chance of clearing each of VICE_CLEARED, in that order. */
export const viceOdds = (dice: number): Fraction[] => odds(vice(dice), VICE_CLEARED);

/** Weights listed in the order of `outcomes`, as a distribution over them. */
export const columns = ({ weights, total }: Weights, outcomes: readonly number[]): Distribution =>
  Distribution.fromWeights(
    outcomes.map((x, i) => [x, weights[i]] as const),
    total,
  );

/** P(X = x) for each of `outcomes`, in order. */
export const odds = (d: Distribution, outcomes: readonly number[]): Fraction[] => outcomes.map((x) => d.pmf(x));
