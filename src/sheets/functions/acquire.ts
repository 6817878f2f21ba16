import {
  ACQUIRE_MODES,
  AcquireMode,
  acquireByCoinWeights,
  acquireMeanWeight,
  DEFAULT_ACQUIRE_MODE,
  DEFAULT_QUALITY,
  coinColumns,
} from '../../blades/acquire';
import { memoByDice } from '../../blades/memo';
import { CustomFunction } from '../../rolls/custom-functions';
import { FIELDS } from '../../rolls/fields';
import { OutputRow } from '../cell';
import { mapDiceColumn, mapDiceGrid } from '../dice-column';
import { FunctionShapes, functionShape, poolShape } from '../function-shape';
import { readScalarInteger } from '../integer-arg';
import { QUALITY } from '../integer-specs';
import { readWord, WordSpec } from '../word-arg';
import { ratioCell, weightCells } from './rounded';

/**
 * Acquiring an asset and crafting with coin (docs/rules.md#acquire-asset,
 * docs/rules.md#crafting), Sheets-facing. Quality and mode are read before
 * the dice column; each BLADES_ACQUIRE row is computed once per pool,
 * quality and mode, and per script load. A mean's cell is not cached: four
 * products over the pool's cached levels cost less than a key of three
 * arguments (docs/benchmarks.md).
 */

/** The `mode` argument: acquire (default) or craft, in any case; its words the sidebar's Mode field's (src/rolls/fields.ts). */
export const MODE_SPEC: WordSpec<AcquireMode> = { name: 'mode', words: FIELDS.acquireMode.words, ...FIELDS.acquireMode.anyCase };

const readMode = (fn: CustomFunction, mode: unknown): AcquireMode =>
  mode === undefined || mode === null ? DEFAULT_ACQUIRE_MODE : readWord(fn, MODE_SPEC, mode);

/** BLADES_ACQUIRE's width at a quality: 0 … the most acquiring can cost, in either mode. */
export const acquireWidth = coinColumns;

const acquireRow = memoByDice((dice, quality: number, mode: number) => {
  const cells = weightCells(acquireByCoinWeights(dice, quality, ACQUIRE_MODES[mode]));
  while (cells.length < acquireWidth(quality)) cells.push(1);
  return cells;
});
const acquireMean = (dice: number, quality: number, mode: number): number =>
  ratioCell(acquireMeanWeight(dice, quality, ACQUIRE_MODES[mode]));

/**
 * The quality and the mode (as its index: the cache keys numbers), read
 * before the dice: they shape every row. An object, not a pair: a pair's
 * destructuring runs the iterator protocol, a first call's cost
 * (docs/benchmarks.md).
 */
function readAcquireArgs(fn: CustomFunction, quality: unknown, mode: unknown): { q: number; m: number } {
  return { q: readScalarInteger(fn, QUALITY, quality, DEFAULT_QUALITY), m: ACQUIRE_MODES.indexOf(readMode(fn, mode)) };
}

/** One row per pool: the chance of reaching the quality having spent at most 0, 1, … coin. */
export function bladesAcquire(dice?: unknown, quality?: unknown, mode?: unknown): OutputRow[] {
  const fn: CustomFunction = 'BLADES_ACQUIRE';
  const { q, m } = readAcquireArgs(fn, quality, mode);
  return mapDiceColumn(fn, dice, acquireWidth(q), (n) => acquireRow(n, q, m).slice());
}

/** One cell per pool: the expected coin reaching the quality costs. */
export function bladesAcquireMean(dice?: unknown, quality?: unknown, mode?: unknown): OutputRow[] {
  const fn: CustomFunction = 'BLADES_ACQUIRE_MEAN';
  const { q, m } = readAcquireArgs(fn, quality, mode);
  return mapDiceGrid(fn, dice, (n) => acquireMean(n, q, m));
}

/** The parameters and result shapes of this module's functions (../function-shape.ts). */
export const ACQUIRE_SHAPES = {
  // One column per coin, 0 … the most acquiring the quality can cost.
  BLADES_ACQUIRE: functionShape({
    params: ['dice', 'quality', 'mode'],
    pool: { param: 'dice', cells: 'column' },
    sizes: { quality: { spec: QUALITY, omitted: DEFAULT_QUALITY } },
    area: ({ rows }, { quality }) => ({ rows, columns: acquireWidth(quality) }),
  }),
  BLADES_ACQUIRE_MEAN: poolShape(['dice', 'quality', 'mode'], 1),
} satisfies FunctionShapes;
