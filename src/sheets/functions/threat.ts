import { memoByDice, memoByPool } from '../../blades/memo';
import { PUSH_STRESS, pushWeights } from '../../blades/push-yourself';
import { DEFAULT_POSITION, POSITIONS, THREAT_OUTCOMES, threatRowWeights, threatTotalWeights } from '../../blades/threat';
import { ratioToDouble } from '../../dice/fraction';
import { CustomFunction } from '../../rolls/custom-functions';
import { THREAT_TOTALS } from '../../rolls/rows';
import { OutputRow } from '../cell';
import { mapDiceColumn, perPool, readOnePool } from '../dice-column';
import { readScalarInteger } from '../integer-arg';
import { DICE, THREATS } from '../integer-specs';
import { readPosition } from '../position-arg';
import { meanCell, weightCells } from './rounded';
import { FunctionShapes, functionShape, poolShape } from '../function-shape';

/**
 * Deep Cuts' functions, Sheets-facing: the threat roll
 * (docs/rules.md#threat-roll) and push yourself (docs/rules.md#push-yourself).
 * Each figure is computed once per rating, threats and position, and per
 * script load.
 */

/** The width of BLADES_THREAT's rows: Avoided, Reduced, Full. */
const THREAT_WIDTH = THREAT_OUTCOMES.length;
/** BLADES_THREAT_ALL's cells: All avoided, None full, Edge, as the registry's headings name them. */
const THREAT_ALL_WIDTH = THREAT_TOTALS.length;

// Keyed by the position's index: the cache takes integer arguments only.
const threatAllRow = memoByDice((dice, threats: number, position: number) => {
  const { allAvoided, noneFull, edge, total } = threatTotalWeights(dice, threats, POSITIONS[position]);
  return [allAvoided, noneFull, edge].map((w) => ratioToDouble(w, total));
});

const DEFAULT_POSITION_INDEX = POSITIONS.indexOf(DEFAULT_POSITION);

/** BLADES_THREAT's refusal of a range of ratings: made at load, so a first call compiles no text of it. */
const ONE_RATING = `BLADES_THREAT gives one row per threat for one rating: pass one dice count ${DICE.min}–${DICE.max} (e.g. A2); for a table of ratings, BLADES_THREAT_ALL takes a column.`;

/**
 * The position as an index into POSITIONS, read after the threats and
 * before the dice (they shape every row). Apart from the threats, not
 * both returned in an object: building and destructuring one costs a
 * first call more than a second read (docs/benchmarks.md).
 */
function readPositionIndex(fn: CustomFunction, position: unknown): number {
  // Omitted, the default without a call to readPosition: one function fewer on a first call (docs/benchmarks.md).
  return position === undefined || position === null ? DEFAULT_POSITION_INDEX : POSITIONS.indexOf(readPosition(fn, position));
}

/**
 * One row per threat, the most severe first: Avoided, Reduced, Full. The
 * rating is one value (its rows are the threats, so a column of ratings
 * would have no shape); omitted means the default pool of 2.
 */
export function bladesThreat(dice: unknown, threats: unknown, position?: unknown): OutputRow[] {
  const fn: CustomFunction = 'BLADES_THREAT';
  const t = readScalarInteger(fn, THREATS, threats);
  const p = readPositionIndex(fn, position);
  const { perThreat, total } = threatRowWeights(readOnePool(fn, dice, ONE_RATING), t, POSITIONS[p]);
  // The cells afresh from the cached weights, in loops: a single rating needs no cache of its own, nor callbacks to compile.
  const rows: OutputRow[] = [];
  for (let i = 0; i < perThreat.length; i++) {
    const w = perThreat[i];
    rows.push([ratioToDouble(w[0], total), ratioToDouble(w[1], total), ratioToDouble(w[2], total)]);
  }
  return rows;
}

/**
 * One row per rating: All avoided, None full, Edge. Decision: a column of
 * ratings gives a row each, as every pool function's does, so a table of
 * pools (what Insert table writes) is one formula.
 */
export function bladesThreatAll(dice: unknown, threats: unknown, position?: unknown): OutputRow[] {
  const fn: CustomFunction = 'BLADES_THREAT_ALL';
  const t = readScalarInteger(fn, THREATS, threats);
  const p = readPositionIndex(fn, position);
  return mapDiceColumn(fn, dice, THREAT_ALL_WIDTH, (n) => threatAllRow(n, t, p).slice());
}

export const bladesDcPush = perPool(
  'BLADES_DC_PUSH',
  PUSH_STRESS.length,
  memoByPool((dice) => weightCells(pushWeights(dice))),
);

export const bladesDcPushMean = perPool(
  'BLADES_DC_PUSH_MEAN',
  1,
  memoByPool((dice) => [meanCell(pushWeights(dice), PUSH_STRESS)]),
);

/** The parameters and result shapes of this module's functions (../function-shape.ts). */
export const THREAT_SHAPES = {
  // A threat roll's rows are its threats, its rating one value.
  BLADES_THREAT: functionShape({
    params: ['dice', 'threats', 'position'],
    pool: { param: 'dice', cells: 'one' },
    sizes: { threats: { spec: THREATS } },
    area: (_, { threats }) => ({ rows: threats, columns: THREAT_WIDTH }),
  }),
  BLADES_THREAT_ALL: poolShape(['dice', 'threats', 'position'], THREAT_ALL_WIDTH),
  BLADES_DC_PUSH: poolShape(['dice'], PUSH_STRESS.length),
  BLADES_DC_PUSH_MEAN: poolShape(['dice'], 1),
} satisfies FunctionShapes;
