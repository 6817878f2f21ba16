import { Distribution } from '../dice/distribution';
import { Fraction } from '../dice/fraction';
import { BandOdds, bandWeights } from './action';
import { Weights } from './roll';

/** How many take part in one group action: the leader and up to eleven others. */
export const MIN_PARTICIPANTS = 1;
export const MAX_PARTICIPANTS = 12;

function checkCrew(fn: string, pools: readonly number[]): void {
  if (pools.length < MIN_PARTICIPANTS) throw new RangeError(`${fn}: a group needs at least one participant`);
}

/**
 * The group's result (the best single result), as integer weights of Bad,
 * Partial, Clean and Critical over the product of the participants'
 * totals, from each participant's own level distribution (bandWeights:
 * Bad, Partial, a lone 6, a critical) rather than a walk over joint states.
 *
 * The best level is at most L exactly when every roll's is, so
 * P(best ≤ L) = Π P(level ≤ L): Bad is Π bad, Bad or Partial is Π (no 6).
 * Without Synchronized, Critical is 1 − Π (no critical). With it, two 6s
 * across different rolls make a critical too, so the group stays Clean
 * only if no roll is a critical and at most one 6 shows in all: exactly
 * one participant j shows a lone 6 and every other shows none, summed
 * over j, Σ_j P_j(lone 6) Π_{i≠j} P_i(no 6); folded in one participant at
 * a time. A zero-dice roll's Clean (the die it keeps is a 6) counts one 6.
 * Twelve pools of twenty dice cost a few dozen BigInt products.
 */
export function groupBandWeights(pools: readonly number[], synchronized = false): Weights {
  checkCrew('groupBandWeights', pools);
  let bad = 1n;
  let noSix = 1n;
  let noCritical = 1n;
  let loneSix = 0n;
  let total = 1n;
  for (const dice of pools) {
    const { weights, total: rolls } = bandWeights(dice);
    const none = weights[0] + weights[1];
    // Before this participant: one lone 6 among the others and none here, or none among them and this one's lone 6.
    loneSix = loneSix * none + noSix * weights[2];
    bad *= weights[0];
    noSix *= none;
    noCritical *= rolls - weights[3];
    total *= rolls;
  }
  const clean = synchronized ? loneSix : noCritical - noSix;
  return { weights: [bad, noSix - bad, clean, total - noSix - clean], total };
}

/** The group's result as exact band odds, each fraction reduced: what the sidebar shows. */
export function groupBands(pools: readonly number[], synchronized = false): BandOdds {
  checkCrew('groupBands', pools);
  const { weights, total } = groupBandWeights(pools, synchronized);
  const [bad, partial, clean, critical] = weights.map((w) => Fraction.of(w, total));
  return [bad, partial, clean, critical];
}

/**
 * The stress the leader takes: 1 for each participant (the leader
 * included) whose own result is Bad. A Poisson-binomial over the
 * participants' chances of Bad, as integer weights of 0 … pools.length
 * stress over the product of their totals.
 */
export function leaderStressWeights(pools: readonly number[]): Weights {
  checkCrew('leaderStressWeights', pools);
  let counts: bigint[] = [1n];
  let total = 1n;
  for (const dice of pools) {
    const { weights, total: rolls } = bandWeights(dice);
    const bad = weights[0];
    const notBad = rolls - bad;
    const next: bigint[] = [counts[0] * notBad];
    for (let k = 1; k < counts.length; k++) next.push(counts[k] * notBad + counts[k - 1] * bad);
    next.push(counts[counts.length - 1] * bad);
    counts = next;
    total *= rolls;
  }
  return { weights: counts, total };
}

/** The leader's stress as a distribution over 0 … participants. */
export function leaderStress(pools: readonly number[]): Distribution {
  checkCrew('leaderStress', pools);
  const { weights, total } = leaderStressWeights(pools);
  return Distribution.fromWeights(
    weights.map((w, k) => [k, w] as const),
    total,
  );
}

/** P(the leader takes k stress) for k = 0 … participants, each fraction reduced. */
export function leaderStressOdds(pools: readonly number[]): Fraction[] {
  checkCrew('leaderStressOdds', pools);
  const { weights, total } = leaderStressWeights(pools);
  return weights.map((w) => Fraction.of(w, total));
}
