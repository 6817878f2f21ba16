import { DEFAULT_DICE } from '../blades/pool-size';
import { CustomFunction } from '../rolls/custom-functions';
import { OutputCell, OutputRow } from './cell';
import { argumentError, IntegerSpec, integerOrError, isWholeIn, Place, readInteger, readScalarInteger } from './integer-arg';
import { DICE } from './integer-specs';
import { joinWords } from './words';

// Read once at load: no global lookup per cell (see integer-arg.ts).
const { isArray } = Array;

/**
 * The shared shape of every pool-taking function that gives a row per
 * pool: `dice` is one value
 * (omitted → the default of 2, docs/rules.md#pool-limits) or a one-column range, and each cell
 * becomes one output row of `width` cells; a blank cell a blank row.
 * The function's single-value arguments (band, segments, coin, stress,
 * track) are read before this, since they shape every row.
 *
 * `rowFor` gets the pool and, in a range, its place (its 1-based row; null
 * for one value), for a message that names it.
 *
 * A bad cell of a range (25, "x", TRUE) becomes its own row: the message
 * the error would carry ("BLADES_BANDS: dice 25 in row 4 of the range is
 * above 20. …") in its first cell, the rest blank, while every other row
 * keeps its odds, as Sheets' own array formulas show an error in one cell
 * and compute the rest: a table that is one formula over its pool column
 * (as the inserts write it) must not go blank for one mistyped pool. A bad
 * single value still throws: it has no row but the whole result.
 *
 * A range wider than one column is refused rather than guessed at: reading
 * it row by row or column by column would both silently reshape the table.
 * The refusal names the functions that do take a grid (`mapDiceGrid`).
 */
export function mapDiceColumn(fn: string, dice: unknown, width: number, rowFor: (dice: number, place: Place) => OutputRow): OutputRow[] {
  // One whole pool in range, at once: no further function to compile on a first call (docs/benchmarks.md); -0 as 0.
  if (isWholeIn(DICE, dice)) return [rowFor(dice + 0, null)];
  return mapIntegerColumn(fn, DICE, dice, DEFAULT_DICE, width, rowFor);
}

/**
 * mapDiceColumn's reading for any integer argument whose cells give the
 * rows (an engagement's advantages, a trajectory's scores): `value` one
 * value (omitted → `fallback`; without one it is required) or a one-column
 * range, each cell a row, a blank cell a blank row, a bad cell its message
 * in its row, naming the argument as `spec` does.
 */
export function mapIntegerColumn(
  fn: string,
  spec: IntegerSpec,
  value: unknown,
  fallback: number | undefined,
  width: number,
  rowFor: (n: number, place: Place) => OutputRow,
): OutputRow[] {
  if (!isArray(value)) {
    const n = value === undefined || value === null ? readScalarInteger(fn, spec, undefined, fallback) : readInteger(fn, spec, value, null);
    return [n === null ? blankRow(width) : rowFor(n, null)];
  }
  const cells = wholeColumn(spec, value);
  if (cells === null) return anyIntegerColumn(fn, spec, value, width, rowFor);
  const out: OutputRow[] = new Array(cells.length);
  for (let r = 0; r < cells.length; r++) out[r] = rowFor(cells[r], { row: r + 1 });
  return out;
}

/**
 * The common range, apart so that a first call compiles it alone
 * (docs/benchmarks.md): a non-empty one-column range of whole numbers in
 * `spec`'s range, as those numbers (-0 as 0); null for any other, which
 * the general readings then read and word (a blank, a bad cell, a wider or
 * ragged range, rows that are not rows).
 */
function wholeColumn(spec: IntegerSpec, range: unknown[]): number[] | null {
  if (range.length === 0) return null;
  const cells: number[] = new Array(range.length);
  for (let r = 0; r < range.length; r++) {
    const row = range[r];
    const n: unknown = isArray(row) && row.length === 1 ? row[0] : null;
    if (!isWholeIn(spec, n)) return null;
    cells[r] = n === 0 ? 0 : n;
  }
  return cells;
}

/** mapIntegerColumn's reading of any range: each cell read, a blank one a blank row, a bad one its message. */
function anyIntegerColumn(
  fn: string,
  spec: IntegerSpec,
  value: unknown[],
  width: number,
  rowFor: (n: number, place: Place) => OutputRow,
): OutputRow[] {
  const columns = rangeWidth(fn, spec.name, value);
  if (columns !== 1) throw wideRangeError(fn, spec, columns);
  const out: OutputRow[] = new Array(value.length);
  for (let r = 0; r < value.length; r++) {
    const place = { row: r + 1 };
    const n = integerOrError(fn, spec, (value[r] as unknown[])[0], place);
    out[r] = n === null ? blankRow(width) : typeof n === 'number' ? rowFor(n, place) : messageRow(n.message, width);
  }
  return out;
}

/**
 * The shared shape of every function of one value per pool (a width-1
 * `poolShape`, ./function-shape.ts): `dice` is one value (omitted → the
 * default of 2) or a range of any shape, and each cell becomes the one
 * cell in its place, so BLADES_AT_LEAST(B2:M5; "Partial") over a crew's
 * 4 × 12 ratings gives their 4 × 12 odds in one execution. A blank cell
 * gives a blank cell; a bad one its message in its own cell, naming its
 * row (and its column, in a range wider than one), while every other cell
 * keeps its figure; a bad single value throws, as in a column.
 *
 * `valueFor` gets the pool and its place (null for one value).
 */
export function mapDiceGrid(fn: string, dice: unknown, valueFor: (dice: number, place: Place) => OutputCell): OutputRow[] {
  if (!isArray(dice)) {
    // One value: a whole pool in range read at once (no further function to compile on a first call,
    // docs/benchmarks.md; -0 as 0); omitted, the default pool; blank, a blank cell; anything bad throws.
    const n = isWholeIn(DICE, dice) ? dice + 0 : dice === undefined || dice === null ? DEFAULT_DICE : readInteger(fn, DICE, dice, null);
    return [[n === null ? '' : valueFor(n, null)]];
  }
  const cells = wholeColumn(DICE, dice);
  if (cells === null) return anyDiceGrid(fn, dice, valueFor);
  const out: OutputRow[] = new Array(cells.length);
  for (let r = 0; r < cells.length; r++) out[r] = [valueFor(cells[r], { row: r + 1 })];
  return out;
}

/** mapDiceGrid's reading of any range: each cell read, in its place. */
function anyDiceGrid(fn: string, dice: unknown[], valueFor: (dice: number, place: Place) => OutputCell): OutputRow[] {
  const columns = rangeWidth(fn, 'dice', dice);
  const out: OutputRow[] = new Array(dice.length);
  for (let r = 0; r < dice.length; r++) {
    const cells = dice[r] as unknown[];
    const row: OutputRow = new Array(columns);
    for (let c = 0; c < columns; c++) {
      const place = columns === 1 ? { row: r + 1 } : { row: r + 1, column: c + 1 };
      const n = integerOrError(fn, DICE, cells[c], place);
      row[c] = n === null ? '' : typeof n === 'number' ? valueFor(n, place) : n.message;
    }
    out[r] = row;
  }
  return out;
}

/**
 * The names of the functions that take a grid, set once by
 * ./functions/shapes.ts from the declared shapes (`takesGrid`): the
 * modules of ./functions/ call this module and are gathered there, so it
 * cannot import them without a cycle.
 */
let gridFunctions: readonly string[] = [];

/** Called by ./functions/shapes.ts, once, with the functions whose shape takes a grid. */
export function setGridFunctions(names: readonly string[]): void {
  gridFunctions = names;
}

/** A row-per-pool function's refusal of a range wider than one column; a dice range's names the functions that take a grid. */
function wideRangeError(fn: string, spec: IntegerSpec, columns: number): Error {
  if (spec !== DICE)
    return new Error(
      `${fn}: the ${spec.name} range is ${columns} columns wide. Pass one column of ${spec.noun}s (e.g. A2:A21), one output row per cell.`,
    );
  const grid = gridFunctions.length
    ? ` A grid of pools gives a grid of figures with the functions of one value per pool: ${joinWords(gridFunctions, 'and')}.`
    : '';
  return new Error(
    `${fn}: the dice range is ${columns} columns wide. Pass one column of dice counts (e.g. A2:A21), one output row per cell.${grid}`,
  );
}

/**
 * A function of the pool alone: one output row per dice cell, each a fresh
 * copy of the pool's cached row (a caller may change what it gets back);
 * with one cell per pool (width 1), one cell per cell of a grid.
 */
export function perPool(fn: CustomFunction, width: number, row: (dice: number) => OutputRow): (dice?: unknown) => OutputRow[] {
  // One cell per pool takes a grid, as poolShape declares it (./function-shape.ts).
  if (width === 1) return (dice) => mapDiceGrid(fn, dice, (n) => row(n)[0]);
  return (dice) => mapDiceColumn(fn, dice, width, (n) => row(n).slice());
}

export function blankRow(width: number): OutputRow {
  return new Array<string>(width).fill('');
}

/** A bad cell's row: its message in the first cell, the rest blank. */
export function messageRow(message: string, width: number): OutputRow {
  const row = blankRow(width);
  row[0] = message;
  return row;
}

/**
 * The column count of a rectangular, non-empty 2-D array; anything else
 * throws, naming the argument and saying which. Sheets never passes these;
 * a script calling the function directly can ([], [[]], [3, 4]).
 */
export function rangeWidth(fn: string, name: string, range: unknown[]): number {
  // A loop over the rows, no callbacks: the common, good range in as little code as a first call compiles.
  const first = range[0];
  const width = isArray(first) ? first.length : 0;
  let r = 0;
  if (width > 0) while (r < range.length && isArray(range[r]) && (range[r] as unknown[]).length === width) r++;
  if (r > 0 && r === range.length) return width;
  throw badRangeError(fn, name, range);
}

/** What is wrong with a range that rangeWidth refuses: a row that is one value, no cells at all, or rows of different lengths. */
function badRangeError(fn: string, name: string, range: unknown[]): Error {
  const flat = range.findIndex((row) => !isArray(row));
  if (flat >= 0) return new Error(`${fn}: the ${name} range is not a range of rows: its row ${flat + 1} is one value, not a row of cells.`);
  if ((range as unknown[][]).every((row) => row.length === 0)) return new Error(`${fn}: the ${name} range is empty: it holds no cells.`);
  return new Error(`${fn}: the ${name} range is not rectangular: its rows differ in length.`);
}

/**
 * The one pool of a function whose rows are not pools (BLADES_OPTIONS's
 * options, BLADES_THREAT's threats): a range is refused by name, saying
 * `instead` (what to do for several pools); omitted means the default pool.
 */
export function readOnePool(fn: CustomFunction, dice: unknown, instead: string): number {
  if (isArray(dice)) throw argumentError(fn, DICE.name, dice, null, 'is a range where one value was expected', instead);
  return readScalarInteger(fn, DICE, dice, DEFAULT_DICE);
}
