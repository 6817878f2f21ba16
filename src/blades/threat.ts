import { Fraction } from '../dice/fraction';
import { atLeastCounts } from '../dice/pool';
import { memoByDice } from './memo';

/**
 * Deep Cuts' threat roll (docs/rules.md#threat-roll): the GM names the
 * threats, most severe first; the pool is the rating plus bonus dice plus
 * one die per threat after the first, and the dice go highest first to the
 * most severe threat. Each threat reads its own die: a 6 avoids it, a 4/5
 * reduces it when risky (full when desperate), 1–3 is its full consequence.
 * Two or more 6s in the whole pool give Edge. With a zero rating the most
 * severe threat takes the lower of two dice, each further threat a die of
 * its own (highest first among them), and there is no Edge.
 */

/** The threats a GM may name: 1 to 6 (docs/rules.md#threat-limits). */
export const MIN_THREATS = 1;
export const MAX_THREATS = 6;

/** The positions a threat roll is made in; controlled is not rolled (docs/rules.md#threat-position). */
export const POSITIONS = ['risky', 'desperate'] as const;
export type Position = (typeof POSITIONS)[number];
export const DEFAULT_POSITION: Position = 'risky';

/** What one threat's die makes of it, in column order. */
export const THREAT_OUTCOMES = ['Avoided', 'Reduced', 'Full'] as const;

/** Each threat's tuple counts, [avoided, reduced, full], most severe first, over one total. */
export interface ThreatRowWeights {
  readonly perThreat: ReadonlyArray<readonly [bigint, bigint, bigint]>;
  readonly total: bigint;
}

/** The roll as a whole, tuple counts over the same total as ThreatRowWeights'. */
export interface ThreatTotalWeights {
  /** Every threat's die a 6. */
  readonly allAvoided: bigint;
  /** No threat's die gives its full consequence: all 4 or more when risky, all 6s when desperate. */
  readonly noneFull: bigint;
  /** Two or more 6s in the whole pool; never with a zero rating. */
  readonly edge: bigint;
  readonly total: bigint;
}

/** A zero rating's first threat rolls two dice of its own and keeps the lower. */
const OWN_DICE = 2;

/**
 * The dice a threat roll throws: the rating's dice and one more per threat
 * after the first; with a zero rating, two dice for the first threat (the
 * lower kept) and one per threat after it.
 */
export const threatDiceRolled = (dice: number, threats: number): number => (dice === 0 ? OWN_DICE : dice) + threats - 1;

/**
 * The dice a threat roll ranks, in closed form, by face x: entry k counts
 * the tuples in which at least k of them show x or more (atLeastCounts).
 * For a rating of 1 or more they are every die rolled, and threat i (from
 * 0) reads the (i + 1)-th highest: avoided on entry i + 1 for 6s, not full
 * (risky) on entry i + 1 for 4 or more. With a zero rating they are the
 * threats − 1 dice after the first threat's own two, threat i ≥ 1 reads
 * the i-th highest, and the first threat's lower of two shows x or more
 * when both do (entry OWN_DICE of atLeastCounts(OWN_DICE, x)); the two
 * sets are independent, so their counts multiply. Either way dice +
 * threats − 1 dice are ranked. Counts, not a Pool: a first call builds no
 * object to read them (docs/benchmarks.md).
 */
const rankedAtLeast = (dice: number, threats: number, x: number): bigint[] => atLeastCounts(dice + threats - 1, x);

// The position as a number (1 desperate). Not cached: the rows are a few closed forms, which cost a first
// call less than a cache's key of three arguments (docs/benchmarks.md); the totals below are cached for a column.
function rowsByKey(dice: number, threats: number, desperate: number): ThreatRowWeights {
  const six = rankedAtLeast(dice, threats, 6);
  // Desperate, a 4 or 5 is full: no counts of 4 or more to read.
  const four = desperate === 0 ? rankedAtLeast(dice, threats, 4) : six;
  // A zero rating's first threat's own two dice: entry 0 counts their tuples, which multiply every other threat's count.
  const own = dice === 0 ? atLeastCounts(OWN_DICE, 6) : null;
  const ownTotal = own ? own[0] : 1n;
  const total = six[0] * ownTotal;
  // Threat i (from 0) reads entry i + rankFrom of the ranked dice.
  const rankFrom = own ? 0 : 1;
  // One loop, no callbacks: the fewest functions to compile on a first call (docs/benchmarks.md).
  const perThreat: Array<readonly [bigint, bigint, bigint]> = [];
  for (let i = 0; i < threats; i++) {
    const first = own !== null && i === 0;
    const sixes = first ? own[OWN_DICE] * six[0] : six[i + rankFrom] * ownTotal;
    const fourUp = desperate !== 0 ? sixes : first ? atLeastCounts(OWN_DICE, 4)[OWN_DICE] * six[0] : four[i + rankFrom] * ownTotal;
    const reduced = fourUp - sixes;
    perThreat.push([sixes, reduced, total - sixes - reduced]);
  }
  return { perThreat, total };
}

const totalsByKey = memoByDice((dice: number, threats: number, desperate: number): ThreatTotalWeights => {
  const six = rankedAtLeast(dice, threats, 6);
  // Every threat's die x or more: with a rating, the last threat's (the threats-th highest); with a zero rating, the first's own two and the others' threats − 1 dice.
  const all = (x: number, ranked: bigint[]): bigint =>
    dice === 0 ? atLeastCounts(OWN_DICE, x)[OWN_DICE] * ranked[threats - 1] : ranked[threats];
  const allAvoided = all(6, six);
  const noneFull = desperate === 0 ? all(4, rankedAtLeast(dice, threats, 4)) : allAvoided;
  const total = dice === 0 ? atLeastCounts(OWN_DICE, 6)[0] * six[0] : six[0];
  return { allAvoided, noneFull, edge: dice === 0 ? 0n : six[2], total };
});

/** Each threat's tuple counts: `dice` the rating plus bonus dice (0–20), `threats` 1–6. */
export const threatRowWeights = (dice: number, threats: number, position: Position): ThreatRowWeights =>
  rowsByKey(dice, threats, position === 'desperate' ? 1 : 0);

/** The roll's tuple counts as a whole, computed apart from the rows: BLADES_THREAT_ALL shows these alone. */
export const threatTotalWeights = (dice: number, threats: number, position: Position): ThreatTotalWeights =>
  totalsByKey(dice, threats, position === 'desperate' ? 1 : 0);

/** Each threat's chances of Avoided, Reduced and Full, most severe first; each row sums to 1. */
export function threatOdds(dice: number, threats: number, position: Position): Fraction[][] {
  const { perThreat, total } = threatRowWeights(dice, threats, position);
  return perThreat.map((row) => row.map((w) => Fraction.of(w, total)));
}

/** The roll as a whole, exact. */
export interface ThreatTotals {
  readonly allAvoided: Fraction;
  readonly noneFull: Fraction;
  readonly edge: Fraction;
}

/** The roll as a whole: All avoided, None full, Edge. */
export function threatTotals(dice: number, threats: number, position: Position): ThreatTotals {
  const { allAvoided, noneFull, edge, total } = threatTotalWeights(dice, threats, position);
  return { allAvoided: Fraction.of(allAvoided, total), noneFull: Fraction.of(noneFull, total), edge: Fraction.of(edge, total) };
}
