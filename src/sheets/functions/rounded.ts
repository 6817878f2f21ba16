import { Weights } from '../../blades/roll';
import { big } from '../../dice/builtins';
import { ratioToDouble } from '../../dice/fraction';

/**
 * The engine's exact figures as a custom function's cells: each the
 * correctly rounded double of its exact ratio, rounded once. A double
 * needs no reduced fraction, so a ratio of integer weights goes straight
 * to its double (no gcd); only BLADES_FRACTIONS shows the reduced fraction.
 */

/** A [numerator, denominator] pair as its double: indexed, not spread into ratioToDouble (a spread runs the iterator protocol, a first call's cost). */
export const ratioCell = (ratio: readonly [bigint, bigint]): number => ratioToDouble(ratio[0], ratio[1]);

/** Each weight over the total, as a double. */
export const weightCells = ({ weights, total }: Weights): number[] => weights.map((w) => ratioToDouble(w, total));

/** The mean of `outcomes` (one per weight, in order) as a double: the weighted sum over the total, rounded once. */
export function meanCell({ weights, total }: Weights, outcomes: readonly number[]): number {
  let sum = 0n;
  for (let i = 0; i < weights.length; i++) sum += big(outcomes[i]) * weights[i];
  return ratioToDouble(sum, total);
}
