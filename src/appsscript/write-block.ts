import { CellAddress, a1Notation, columnLetters } from '../sheets/a1';
import { ChartSpec } from '../sheets/chart-spec';
import { formulaBlock, oddsTableBlock } from '../sheets/insert-blocks';
import { readFormulaSpec, readTableSpec } from '../sheets/insert-options';
import { BlockCell, SheetBlock } from '../sheets/sheet-block';
import { joinWords } from '../sheets/words';
import { Spill, SpillConflict, contentIn, readOccupancy, spillsInto } from './occupancy';

/**
 * Puts a block on the active sheet: its cells with content in a few
 * setValues calls (formulas included: Sheets reads a string starting with
 * "=" as one), then the formats and, if asked, a chart. Never overwrites:
 * if any target cell, title row and spill cells included, holds a value or
 * a formula, or is a blank cell of another add-on formula's result
 * (./occupancy.ts), nothing is written and the error names the range and
 * what is in it.
 */

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

/** Where inserts land: the active (cursor) cell, also inside a wider selection. */
export function activeAddress(sheet: Sheet): CellAddress {
  const cell = sheet.getActiveCell();
  return { row: cell.getRow(), column: cell.getColumn() };
}

/** "C4", "C4 and D5", "C4, D5, E6 and 2 more cells". */
function listCells(cells: readonly string[]): string {
  const shown = cells.slice(0, 3);
  const more = cells.length - shown.length;
  if (more > 0) return `${shown.join(', ')} and ${more} more ${more === 1 ? 'cell' : 'cells'}`;
  return joinWords(shown, 'and');
}

/** How many formulas a message names before it counts the rest. */
const NAMED_FORMULAS = 2;
/** How much of a formula a message quotes. */
const QUOTED_FORMULA = 40;

/** "=BLADES_BANDS(A2:A4) in B2", the formula cut short when long. */
function formulaAt({ formula, at }: Spill): string {
  const text = formula.length > QUOTED_FORMULA ? `${formula.slice(0, QUOTED_FORMULA - 1)}…` : formula;
  return `${text} in ${a1Notation(at.row, at.column)}`;
}

/**
 * Why the cells an insert needs are taken: cells with content (the
 * message as it always was, when nothing else is in the way), and blank
 * cells of another add-on formula's result, naming the formula and its
 * cell: writing there would break it with #REF!.
 */
function inTheWay(what: string, target: string, occupied: readonly string[], spilled: readonly SpillConflict[]): string {
  const verb = occupied.length === 1 ? 'is' : 'are';
  const content = occupied.length ? [`${listCells(occupied)} ${verb} not empty`] : [];
  if (!spilled.length) return `Nothing was inserted: ${what} needs ${target}, and ${content[0]}. Clear ${target} or choose another cell.`;
  const named = spilled.slice(0, NAMED_FORMULAS).map((s) => `${formulaAt(s.spill)} spills into ${listCells(s.cells)}`);
  const more = spilled.length - named.length;
  const others = more > 0 ? [`${more} more ${more === 1 ? 'formula spills' : 'formulas spill'} there too`] : [];
  const their = spilled.length === 1 ? 'its result' : 'their results';
  return (
    `Nothing was inserted: ${what} needs ${target}, and ${[...content, ...named, ...others].join(', and ')}: ` +
    `blank cells of ${their}, which an insert would break with #REF!. Choose another cell.`
  );
}

/** A filled rectangle of a block, at 0-based offsets from its top-left cell. */
interface Rectangle {
  readonly row: number;
  readonly column: number;
  readonly cells: BlockCell[][];
}

/**
 * The block's cells with content, as few filled rectangles: each column's
 * runs of non-empty cells, with neighbouring columns of the same runs
 * joined. A "" is never written: whether Sheets keeps a written "" as
 * content is undocumented, and if it did, a spill area holding one would
 * show #REF! in the formula above it. A live table is three rectangles
 * (the pool column with the title above it, the formula column with its
 * heading, then the rest of the header row); a values table is two (the
 * pool column with the title, then the headings and figures).
 */
export function contentRectangles(cells: readonly BlockCell[][]): Rectangle[] {
  const columns = cells[0].length;
  // Per column, its runs of filled rows as [from, to) pairs.
  const runs = Array.from({ length: columns }, (_, c) => {
    const found: Array<[number, number]> = [];
    cells.forEach((row, r) => {
      if (row[c] === '') return;
      const last = found[found.length - 1];
      if (last && last[1] === r) last[1] = r + 1;
      else found.push([r, r + 1]);
    });
    return found;
  });
  const sameRuns = (a: number, b: number) =>
    runs[a].length === runs[b].length && runs[a].every(([from, to], i) => from === runs[b][i][0] && to === runs[b][i][1]);
  const out: Rectangle[] = [];
  for (let first = 0, end = 1; first < columns; first = end, end = first + 1) {
    while (end < columns && sameRuns(first, end)) end++;
    for (const [from, to] of runs[first]) {
      out.push({ row: from, column: first, cells: cells.slice(from, to).map((row) => row.slice(first, end)) });
    }
  }
  return out;
}

/** Sorted row offsets as runs of consecutive rows, [first, count] each: one bold call per run. */
function runs(rows: readonly number[]): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const r of rows) {
    const last = out[out.length - 1];
    if (last && last[0] + last[1] === r) last[1]++;
    else out.push([r, 1]);
  }
  return out;
}

export function writeBlock(sheet: Sheet, at: CellAddress, block: SheetBlock): string {
  const rows = block.cells.length;
  const columns = block.cells[0].length;
  const target = a1Notation(at.row, at.column, rows, columns);
  const maxRows = sheet.getMaxRows();
  const maxColumns = sheet.getMaxColumns();
  if (at.row + rows - 1 > maxRows || at.column + columns - 1 > maxColumns) {
    throw new Error(
      `Nothing was inserted: ${block.what} needs ${target}, past the sheet's last cell ` +
        `${a1Notation(maxRows, maxColumns)}. Choose a cell higher up or further left, or add rows or columns.`,
    );
  }
  if (block.chart && block.chart.anchor.column > maxColumns) {
    throw new Error(
      `Nothing was inserted: the chart of ${block.what} goes beside ${target}, in column ${columnLetters(block.chart.anchor.column)}, ` +
        `past the sheet's last column ${columnLetters(maxColumns)}. Choose a cell further left, add columns, or untick Add a chart.`,
    );
  }
  const area = { ...at, rows, columns };
  const occupancy = readOccupancy(sheet, { row: at.row + rows - 1, column: at.column + columns - 1 });
  const occupied = contentIn(occupancy, area);
  const spilled = spillsInto(occupancy, area);
  if (occupied.length || spilled.length) throw new Error(inTheWay(block.what, target, occupied, spilled));
  for (const part of contentRectangles(block.cells)) {
    sheet.getRange(at.row + part.row, at.column + part.column, part.cells.length, part.cells[0].length).setValues(part.cells);
  }
  for (const { rect: p, formats } of block.percent) {
    if (p.rows > 0) sheet.getRange(at.row + p.row, at.column + p.column, p.rows, p.columns).setNumberFormats(formats);
  }
  for (const [from, count] of runs(block.headerRows)) sheet.getRange(at.row + from, at.column, count, columns).setFontWeight('bold');
  if (!block.chart) return `Inserted ${block.what} at ${target}.`;
  insertChart(sheet, block.chart);
  return `Inserted ${block.what} at ${target}, with a chart beside it at ${a1Notation(block.chart.anchor.row, block.chart.anchor.column)}.`;
}

/** The chart a spec describes, built from the sheet's ranges and put on the sheet. */
function insertChart(sheet: Sheet, spec: ChartSpec): void {
  let builder = sheet.newChart().setChartType(Charts.ChartType[spec.type]);
  for (const r of spec.ranges) builder = builder.addRange(sheet.getRange(r.row, r.column, r.rows, r.columns));
  for (const [name, value] of Object.entries(spec.options)) builder = builder.setOption(name, value);
  sheet.insertChart(builder.setPosition(spec.anchor.row, spec.anchor.column, 0, 0).build());
}

/** The roll's formula (=BLADES_BANDS(dice) by default) at the active cell, with room for its spill. Options are checked before the sheet is read. */
export function insertRollFormula(sheet: Sheet, dice: unknown, options?: unknown): string {
  const spec = readFormulaSpec(dice, options);
  const at = activeAddress(sheet);
  return writeBlock(sheet, at, formulaBlock(spec, at));
}

/** The odds table of any roll type at the active cell. Options (null or left out: the defaults) are checked before the sheet is read. */
export function insertTable(sheet: Sheet, options?: unknown): string {
  const spec = readTableSpec(options);
  const at = activeAddress(sheet);
  return writeBlock(sheet, at, oddsTableBlock(spec, at));
}
