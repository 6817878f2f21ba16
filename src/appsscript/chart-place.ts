import { CellAddress, a1Notation, columnLetters } from '../sheets/a1';
import { CellArea, areaNotation, intersection } from '../sheets/cell-area';
import { ChartSize, Footprint, INSERTED_CHART_SIZE, SHEETS_CHART_SIZE, chartFootprint } from '../sheets/chart-footprint';
import { ChartSpec } from '../sheets/chart-spec';
import { joinWords } from '../sheets/words';
import { Occupancy, contentIn, spillsInto } from './occupancy';
import { notEmpty, spillPhrase } from './in-the-way';

/**
 * Where "Add a chart" puts a table's chart, so that it never hides
 * anything: the chart's footprint (./chart-footprint in src/sheets: the
 * cells under it, from the sheet's column widths and row heights) must be
 * on the sheet and hold no content, no blank cell of an add-on formula's
 * result and no other chart. It goes beside the table, on its title row;
 * if that place is taken, below the table, under its first column; if
 * both are, nothing is inserted (docs/sidebar.md, *Decision*).
 */

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

export type Side = 'beside' | 'below';

/** One place the chart may go, and the cells it would cover there. */
export interface ChartSpot {
  readonly side: Side;
  readonly anchor: CellAddress;
  readonly footprint: Footprint;
}

/** A chart already on the sheet: where it is anchored and the cells under it. */
export interface PlacedChart {
  readonly anchor: CellAddress;
  readonly area: CellArea;
}

/** Column widths and row heights, each read from the sheet once. */
export function sheetSizes(sheet: Sheet) {
  const widths = new Map<number, number>();
  const heights = new Map<number, number>();
  const size = { rows: sheet.getMaxRows(), columns: sheet.getMaxColumns() };
  const cached = (cache: Map<number, number>, read: (n: number) => number) => (n: number) => {
    let v = cache.get(n);
    if (v === undefined) cache.set(n, (v = read(n)));
    return v;
  };
  const columnWidth = cached(widths, (c) => sheet.getColumnWidth(c));
  const rowHeight = cached(heights, (r) => sheet.getRowHeight(r));
  return {
    size,
    footprint: (anchor: CellAddress, offsetX: number, offsetY: number, chart: ChartSize) =>
      chartFootprint({ anchor, offsetX, offsetY, ...chart }, columnWidth, rowHeight, size),
  };
}

export type SheetSizes = ReturnType<typeof sheetSizes>;

/** The places a block's chart may go, in the order they are tried: beside the block, then below it. */
export function chartSpots(block: CellArea, spec: ChartSpec, sizes: SheetSizes): ChartSpot[] {
  const below = { row: block.row + block.rows, column: block.column };
  return (
    [
      ['beside', spec.anchor],
      ['below', below],
    ] as const
  ).map(([side, anchor]) => {
    const { rows, columns } = sizes.size;
    if (anchor.row <= rows && anchor.column <= columns)
      return { side, anchor, footprint: sizes.footprint(anchor, 0, 0, INSERTED_CHART_SIZE) };
    // An anchor off the sheet: no cell of the sheet to measure from.
    const area = { ...anchor, rows: 1, columns: 1 };
    return { side, anchor, footprint: { area, pastLastRow: anchor.row > rows, pastLastColumn: anchor.column > columns } };
  });
}

/** A number of pixels an option holds, or null. */
const pixels = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : null);

/** The charts on the sheet, each with the cells under it (Sheets' default size when its own is not set). */
export function chartsOn(sheet: Sheet, sizes: SheetSizes): PlacedChart[] {
  return sheet.getCharts().map((chart) => {
    const info = chart.getContainerInfo();
    const options = chart.getOptions();
    const anchor = { row: info.getAnchorRow(), column: info.getAnchorColumn() };
    const size = {
      width: pixels(options.get('width')) ?? SHEETS_CHART_SIZE.width,
      height: pixels(options.get('height')) ?? SHEETS_CHART_SIZE.height,
    };
    return { anchor, area: sizes.footprint(anchor, info.getOffsetX(), info.getOffsetY(), size).area };
  });
}

/** The bottom-right corner of everything the spots cover, on the sheet. */
export function spotsCorner(spots: readonly ChartSpot[], sizes: SheetSizes): CellAddress {
  const row = Math.max(...spots.map((s) => s.footprint.area.row + s.footprint.area.rows - 1));
  const column = Math.max(...spots.map((s) => s.footprint.area.column + s.footprint.area.columns - 1));
  return { row: Math.min(row, sizes.size.rows), column: Math.min(column, sizes.size.columns) };
}

/**
 * Why the chart cannot go at `spot`, as the rest of a sentence after
 * "it would" ("cover G2:L19, where H5 is not empty", "run past the
 * sheet's last column F from G2"), or null when the place is free.
 */
export function blocked(spot: ChartSpot, occupancy: Occupancy, charts: readonly PlacedChart[], sizes: SheetSizes): string | null {
  const { area, pastLastRow, pastLastColumn } = spot.footprint;
  const { rows, columns } = sizes.size;
  if (pastLastRow || pastLastColumn) {
    const edge =
      pastLastRow && pastLastColumn
        ? `cell ${a1Notation(rows, columns)}`
        : pastLastRow
          ? `row ${rows}`
          : `column ${columnLetters(columns)}`;
    return `run past the sheet's last ${edge} from ${a1Notation(spot.anchor.row, spot.anchor.column)}`;
  }
  const occupied = contentIn(occupancy, area);
  const reasons = occupied.length ? [notEmpty(occupied)] : [];
  for (const conflict of spillsInto(occupancy, area)) reasons.push(spillPhrase(conflict));
  const under = charts.filter((c) => intersection(c.area, area));
  if (under.length) {
    const anchors = joinWords(
      under.map((c) => a1Notation(c.anchor.row, c.anchor.column)),
      'and',
    );
    reasons.push(under.length === 1 ? `the chart at ${anchors} is` : `the charts at ${anchors} are`);
  }
  return reasons.length ? `cover ${areaNotation(area)}, where ${joinWords(reasons, 'and')}` : null;
}
