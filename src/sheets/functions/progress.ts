import { neverFills, progressFullByWeights, progressMeanWeight, Ticks } from '../../blades/progress';
import { memoByDice } from '../../blades/memo';
import { CustomFunction } from '../../rolls/custom-functions';
import { poolText } from '../../rolls/pool-text';
import { OutputCell, OutputRow } from '../cell';
import { mapDiceColumn, mapDiceGrid, messageRow } from '../dice-column';
import { readEffect, ticksText } from '../effect-arg';
import { Place, placeText, readScalarInteger } from '../integer-arg';
import { ROLLS, SEGMENTS } from '../integer-specs';
import { FunctionShapes, functionShape, poolShape } from '../function-shape';
import { ratioCell } from './rounded';

/**
 * An action roll's progress clock (docs/rules.md#progress-clocks),
 * Sheets-facing. Segments, effect, then rolls are read before the dice
 * column; each row is computed once per pool, size, ticks and rolls, and
 * per script load.
 */

const progressNumbers = memoByDice((dice, segments: number, rolls: number, bad: number, partial: number, clean: number, critical: number) =>
  progressFullByWeights(dice, segments, rolls, bad, partial, clean, critical).map(ratioCell),
);
const progressMeanNumber = memoByDice((dice, segments: number, bad: number, partial: number, clean: number, critical: number) =>
  ratioCell(progressMeanWeight(dice, segments, bad, partial, clean, critical)),
);

/**
 * Why a pool's rolls never fill the clock, and in a range its place: every result it can roll ticks
 * 0. Since Bad, Partial and Clean come up at any pool, and a row of zeros
 * is refused as it is read, that is a row that ticks on a critical alone,
 * at 0 or 1 die.
 */
const neverFillsMessage = (fn: CustomFunction, dice: number, place: Place, ticks: Ticks): string =>
  `${fn}: effect ${ticksText(ticks)} never fills the clock at ${poolText(dice)}${placeText(place)}: only a critical ticks, and a critical needs 2 dice or more. Give Bad, Partial or Clean a tick, or roll 2 dice or more.`;

/**
 * The shared rule of both functions: a pool that can never fill the clock
 * gives its message, thrown for a single value and in its own place in a
 * range (as a bad dice cell's is); any other pool its figures (`figures`).
 */
function ifFilling<T>(fn: CustomFunction, ticks: Ticks, inPlace: (message: string) => T, figures: (n: number) => T) {
  return (n: number, place: Place): T => {
    if (!neverFills(n, ticks)) return figures(n);
    const message = neverFillsMessage(fn, n, place, ticks);
    if (place !== null) return inPlace(message);
    throw new Error(message);
  };
}

/** One row of `rolls` cells per pool: entry k is P(the clock is full after at most k rolls). */
export function bladesProgress(dice: unknown, segments: unknown, effect: unknown, rolls?: unknown): OutputRow[] {
  const fn: CustomFunction = 'BLADES_PROGRESS';
  const s = readScalarInteger(fn, SEGMENTS, segments);
  const ticks = readEffect(fn, effect);
  const k = readScalarInteger(fn, ROLLS, rolls, s);
  return mapDiceColumn(
    fn,
    dice,
    k,
    ifFilling(
      fn,
      ticks,
      (message) => messageRow(message, k),
      (n) => progressNumbers(n, s, k, ...ticks).slice(),
    ),
  );
}

/** One cell per pool (a grid of pools gives a grid): the expected number of rolls to fill the clock. */
export function bladesProgressMean(dice: unknown, segments: unknown, effect: unknown): OutputRow[] {
  const fn: CustomFunction = 'BLADES_PROGRESS_MEAN';
  const s = readScalarInteger(fn, SEGMENTS, segments);
  const ticks = readEffect(fn, effect);
  return mapDiceGrid(
    fn,
    dice,
    ifFilling<OutputCell>(
      fn,
      ticks,
      (message) => message,
      (n) => progressMeanNumber(n, s, ...ticks),
    ),
  );
}

/** The parameters and result shapes of this module's functions (../function-shape.ts). */
export const PROGRESS_SHAPES = {
  // One column per roll: `rolls`, or as many as the clock has segments.
  BLADES_PROGRESS: functionShape({
    params: ['dice', 'segments', 'effect', 'rolls'],
    pool: { param: 'dice', cells: 'column' },
    sizes: { segments: { spec: SEGMENTS }, rolls: { spec: ROLLS, omitted: 'segments' } },
    area: ({ rows }, { rolls }) => ({ rows, columns: rolls }),
  }),
  BLADES_PROGRESS_MEAN: poolShape(['dice', 'segments', 'effect'], 1),
} satisfies FunctionShapes;
