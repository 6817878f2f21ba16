import { Fraction } from '../dice/fraction';
import { Pool } from '../dice/pool';
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

/**
 * The dice a threat roll throws: the rating's dice and one more per threat
 * after the first; with a zero rating, two dice for the first threat (the
 * lower kept) and one per threat after it.
 */
export const threatDiceRolled = (dice: number, threats: number): number => (dice === 0 ? 2 : dice) + threats - 1;

/**
 * The dice a threat roll ranks, in closed form: for a rating of 1 or more,
 * threat i reads the i-th highest of n = dice + threats − 1 dice, so it is
 * avoided on "at least i dice show 6" and not full (risky) on "at least i
 * show 4 or more" (Pool.atLeast). With a zero rating the first threat's
 * lower of two (`own`) and the other threats' threats − 1 dice are
 * independent, so their counts multiply.
 */
function threatDice(dice: number, threats: number) {
  // A zero rating: the first threat's own two dice, its die the lower.
  const own = dice === 0 ? new Pool(2) : null;
  // The dice ranked together, highest first.
  const ranked = new Pool(threatDiceRolled(dice, threats) - (own ? 2 : 0));
  const ownTotal = own ? own.total : 1n;
  // Threat i (from 0) takes the (i + rankFrom)-th highest of the ranked dice.
  return { own, ranked, ownTotal, total: ranked.total * ownTotal, rankFrom: own ? 0 : 1 };
}

// The position as a number (1 desperate). Not cached: the rows are a few closed forms, which cost a first
// call less than a cache's key of three arguments (docs/benchmarks.md); the totals below are cached for a column.
function rowsByKey(dice: number, threats: number, desperate: number): ThreatRowWeights {
  const { own, ranked, ownTotal, total, rankFrom } = threatDice(dice, threats);
  // One loop, no callbacks: the fewest functions to compile on a first call (docs/benchmarks.md).
  const perThreat: Array<readonly [bigint, bigint, bigint]> = [];
  for (let i = 0; i < threats; i++) {
    const first = own !== null && i === 0;
    const sixes = first ? own.lowestAtLeast(6) * ranked.total : ranked.atLeast(6, i + rankFrom) * ownTotal;
    const fourUp = first ? own.lowestAtLeast(4) * ranked.total : ranked.atLeast(4, i + rankFrom) * ownTotal;
    const reduced = desperate === 0 ? fourUp - sixes : 0n;
    perThreat.push([sixes, reduced, total - sixes - reduced]);
  }
  return { perThreat, total };
}

const totalsByKey = memoByDice((dice: number, threats: number, desperate: number): ThreatTotalWeights => {
  const { own, ranked, total } = threatDice(dice, threats);
  // Every threat's die x or more.
  const all = (x: number): bigint => (own ? own.lowestAtLeast(x) * ranked.atLeast(x, threats - 1) : ranked.atLeast(x, threats));
  const allAvoided = all(6);
  return { allAvoided, noneFull: desperate === 0 ? all(4) : allAvoided, edge: own ? 0n : ranked.atLeast(6, 2), total };
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
