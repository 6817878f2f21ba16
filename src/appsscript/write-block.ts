import { CellAddress, a1Notation } from '../sheets/a1';
import { INSERTED_CHART_SIZE } from '../sheets/chart-footprint';
import { ChartSpec } from '../sheets/chart-spec';
import { formulaBlock, oddsTableBlock } from '../sheets/insert-blocks';
import { crewBlock } from '../sheets/crew-block';
import { readCrewSpec, readFormulaSpec, readSectionSpec, readTableSpec } from '../sheets/insert-options';
import { sectionBlock } from '../sheets/section-blocks';
import { BlockCell, ColourScale, SheetBlock } from '../sheets/sheet-block';
import { SheetWrites, failedMessage } from './all-or-nothing';
import { underDocumentLock } from './document-lock';
import { intersection } from '../sheets/cell-area';
import { ChartSpot, PlacedChart, SheetSizes, blocked, chartSpots, chartsOn, sheetSizes, spotsCorner } from './chart-place';
import { cellsInTheWay, chartInTheWay, chartsOverCells } from './in-the-way';
import { Occupancy, contentIn, readOccupancy, spillsInto } from './occupancy';

/**
 * Puts a block on the active sheet: its cells with content in a few
 * setValues calls (formulas included: Sheets reads a string starting with
 * "=" as one), then the formats and, if asked, a chart. Never overwrites:
 * if any target cell, title row and spill cells included, holds a value or
 * a formula, or is a blank cell of another add-on formula's result
 * (./occupancy.ts), or the chart has no free place (./chart-place.ts),
 * (the block's colour scales, conditional format rules, are added after
 * the sheet's own)
 * nothing is written and the error names the range and what is in it.
 * All or nothing: if Sheets refuses one of the writes, the ones made are
 * taken back (./all-or-nothing.ts) and the error says so. One insert at a
 * time: the check and the writes hold the document lock (./document-lock.ts).
 */

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

/** Where inserts land: the active (cursor) cell, also inside a wider selection. */
export function activeAddress(sheet: Sheet): CellAddress {
  const cell = sheet.getActiveCell();
  return { row: cell.getRow(), column: cell.getColumn() };
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
  // Per column, its runs of filled rows.
  const filled = Array.from({ length: columns }, (_, c) => runsOf(cells.flatMap((row, r) => (row[c] === '' ? [] : [r]))));
  const sameRuns = (a: number, b: number) =>
    filled[a].length === filled[b].length && filled[a].every(([from, to], i) => from === filled[b][i][0] && to === filled[b][i][1]);
  const out: Rectangle[] = [];
  for (let first = 0, end = 1; first < columns; first = end, end = first + 1) {
    while (end < columns && sameRuns(first, end)) end++;
    for (const [from, to] of filled[first]) {
      out.push({ row: from, column: first, cells: cells.slice(from, to).map((row) => row.slice(first, end)) });
    }
  }
  return out;
}

/** Ascending row offsets as runs of consecutive rows, [from, to) each: a filled rectangle's rows, one bold call's rows. */
function runsOf(rows: readonly number[]): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const r of rows) {
    const last = out[out.length - 1];
    if (last && last[1] === r) last[1] = r + 1;
    else out.push([r, r + 1]);
  }
  return out;
}

export function writeBlock(sheet: Sheet, at: CellAddress, block: SheetBlock): string {
  return underDocumentLock(block.what, () => checkAndWrite(sheet, at, block));
}

/** writeBlock's check of every cell it needs, then its writes: under the document lock, one insert at a time. */
function checkAndWrite(sheet: Sheet, at: CellAddress, block: SheetBlock): string {
  const rows = block.cells.length;
  const columns = block.cells[0].length;
  const area = { ...at, rows, columns };
  const target = a1Notation(at.row, at.column, rows, columns);
  const maxRows = sheet.getMaxRows();
  const maxColumns = sheet.getMaxColumns();
  if (at.row + rows - 1 > maxRows || at.column + columns - 1 > maxColumns) {
    throw new Error(
      `Nothing was inserted: ${block.what} needs ${target}, past the sheet's last cell ` +
        `${a1Notation(maxRows, maxColumns)}. Choose a cell higher up or further left, or add rows or columns.`,
    );
  }
  const chart = block.chart ? { spec: block.chart, sizes: sheetSizes(sheet) } : null;
  const spots = chart ? chartSpots(area, chart.spec, chart.sizes) : [];
  // Read once, from A1 to the far corner of the block and of every place its chart may go.
  const far = chart ? spotsCorner(spots, chart.sizes) : at;
  const occupancy = readOccupancy(sheet, {
    row: Math.max(at.row + rows - 1, far.row),
    column: Math.max(at.column + columns - 1, far.column),
  });
  const occupied = contentIn(occupancy, area);
  const spilled = spillsInto(occupancy, area);
  if (occupied.length || spilled.length) throw new Error(cellsInTheWay(block.what, target, occupied, spilled));
  // A chart floats over the cells: a block written under one would be hidden by it.
  const sizes = chart?.sizes ?? sheetSizes(sheet);
  const charts = chartsOn(sheet, sizes);
  const over = charts.filter((c) => intersection(c.area, area));
  if (over.length) throw new Error(chartsOverCells(block.what, target, area, over));
  const spot = chart ? freeSpot(block.what, target, spots, occupancy, charts, chart.sizes) : null;
  const writes = new SheetWrites(sheet, area);
  const failure = attempt(() => {
    for (const part of contentRectangles(block.cells))
      writes.setValues({ row: at.row + part.row, column: at.column + part.column }, part.cells);
    for (const { rect: p, formats } of block.percent) {
      if (p.rows > 0) writes.setNumberFormats({ row: at.row + p.row, column: at.column + p.column }, formats);
    }
    for (const [from, to] of runsOf(block.headerRows)) writes.setBold({ row: at.row + from, column: at.column, rows: to - from, columns });
    if (block.colourScales?.length) writes.addConditionalFormats(block.colourScales.map((scale) => colourScaleRule(sheet, at, scale)));
    if (chart && spot) writes.insertChart(buildChart(sheet, chart.spec, spot.anchor));
  });
  // Sheets' own error is quoted in the message, the one thing the user can act on.
  if (failure) throw new Error(failedMessage(block.what, target, writes.rollBack(), failure.error));
  if (!spot) return `Inserted ${block.what} at ${target}.`;
  return `Inserted ${block.what} at ${target}, with a chart ${spot.side} it at ${a1Notation(spot.anchor.row, spot.anchor.column)}.`;
}

/** Runs `work`; what it threw, if it threw. */
function attempt(work: () => void): { error: unknown } | null {
  try {
    work();
    return null;
  } catch (error) {
    return { error };
  }
}

/** The first place the chart may go with nothing under it; if there is none, the refusal names each place and what is in its way. */
function freeSpot(
  what: string,
  target: string,
  spots: readonly ChartSpot[],
  occupancy: Occupancy,
  charts: readonly PlacedChart[],
  sizes: SheetSizes,
): ChartSpot {
  const reasons = spots.map((spot) => blocked(spot, occupancy, charts, sizes));
  const free = spots.find((_, i) => reasons[i] === null);
  if (free) return free;
  throw new Error(chartInTheWay(what, target, reasons[0]!, reasons[1]!));
}

/** The chart a spec describes, built from the sheet's ranges, of its size, to go on the sheet at `anchor`. */
function buildChart(sheet: Sheet, spec: ChartSpec, anchor: CellAddress): GoogleAppsScript.Spreadsheet.EmbeddedChart {
  let builder = sheet.newChart().setChartType(Charts.ChartType[spec.type]);
  for (const r of spec.ranges) builder = builder.addRange(sheet.getRange(r.row, r.column, r.rows, r.columns));
  // A clock's rows are its series: the header row the domain, the pools (numbers) the one header column.
  if (spec.transposed) builder = builder.setTransposeRowsAndColumns(true).setNumHeaders(1);
  for (const [name, value] of Object.entries(spec.options)) builder = builder.setOption(name, value);
  builder = builder.setOption('width', INSERTED_CHART_SIZE.width).setOption('height', INSERTED_CHART_SIZE.height);
  return builder.setPosition(anchor.row, anchor.column, 0, 0).build();
}

/** A colour scale as Sheets' gradient rule over its cells: the lowest value `min`'s colour, the highest `max`'s. */
function colourScaleRule(
  sheet: Sheet,
  at: CellAddress,
  { rect, min, max }: ColourScale,
): GoogleAppsScript.Spreadsheet.ConditionalFormatRule {
  return SpreadsheetApp.newConditionalFormatRule()
    .setGradientMinpoint(min)
    .setGradientMaxpoint(max)
    .setRanges([sheet.getRange(at.row + rect.row, at.column + rect.column, rect.rows, rect.columns)])
    .build();
}

/** The crew sheet (src/sheets/crew-block.ts) at the active cell. Options are checked before the sheet is read. */
export function insertCrew(sheet: Sheet, options?: unknown): string {
  const spec = readCrewSpec(options);
  const at = activeAddress(sheet);
  return writeBlock(sheet, at, crewBlock(spec, at));
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

/** A decision section's table (the bonus-dice options, the trauma walk) at the active cell. Options are checked before the sheet is read. */
export function insertSection(sheet: Sheet, options?: unknown): string {
  const spec = readSectionSpec(options);
  const at = activeAddress(sheet);
  return writeBlock(sheet, at, sectionBlock(spec, at));
}
