import { fullByWeights, meanRollsWeight } from '../../blades/clock';
import { CustomFunction } from '../../rolls/custom-functions';
import { OutputRow } from '../cell';
import { mapDiceColumn, mapDiceGrid } from '../dice-column';
import { readScalarInteger } from '../integer-arg';
import { COIN, SEGMENTS } from '../integer-specs';
import { FunctionShapes, functionShape, poolShape } from '../function-shape';
import { ratioCell } from './rounded';

/**
 * The downtime clock's functions (docs/rules.md#downtime-clocks, and
 * docs/rules.md#coin-on-downtime-rolls), Sheets-facing. Segments, then
 * coin, are read before the dice column; each pool's clock is walked once
 * per size and coin, and per script load (../../blades/clock.ts), and its
 * row rounded afresh per cell: no second cache with a key of three
 * arguments (docs/benchmarks.md).
 */

const clockNumbers = (dice: number, segments: number, coin: number): OutputRow => fullByWeights(dice, segments, coin).map(ratioCell);
const clockMean = (dice: number, segments: number, coin: number): number => ratioCell(meanRollsWeight(dice, segments, coin));

/** One row of `segments` cells per pool: entry k is P(the clock is full after at most k rolls). */
export function bladesClock(dice: unknown, segments: unknown, coin?: unknown): OutputRow[] {
  const fn: CustomFunction = 'BLADES_CLOCK';
  const s = readScalarInteger(fn, SEGMENTS, segments);
  const c = readScalarInteger(fn, COIN, coin, 0);
  return mapDiceColumn(fn, dice, s, (n) => clockNumbers(n, s, c));
}

/** One cell per pool (a grid of pools gives a grid): the expected number of rolls to fill the clock. */
export function bladesClockMean(dice: unknown, segments: unknown, coin?: unknown): OutputRow[] {
  const fn: CustomFunction = 'BLADES_CLOCK_MEAN';
  const s = readScalarInteger(fn, SEGMENTS, segments);
  const c = readScalarInteger(fn, COIN, coin, 0);
  return mapDiceGrid(fn, dice, (n) => clockMean(n, s, c));
}

/** The parameters and result shapes of this module's functions (../function-shape.ts). */
export const CLOCK_SHAPES = {
  // One column per roll, as many as the clock has segments.
  BLADES_CLOCK: functionShape({
    params: ['dice', 'segments', 'coin'],
    pool: { param: 'dice', cells: 'column' },
    sizes: { segments: { spec: SEGMENTS } },
    area: ({ rows }, { segments }) => ({ rows, columns: segments }),
  }),
  BLADES_CLOCK_MEAN: poolShape(['dice', 'segments', 'coin'], 1),
} satisfies FunctionShapes;
