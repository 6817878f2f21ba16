import { CellAddress } from './a1';
import { CellArea } from './cell-area';
import { SheetSize } from './spill';

/**
 * The cells an embedded chart covers, from where it is anchored and its
 * size in pixels, over the widths of the columns and the heights of the
 * rows it crosses (Apps Script's getColumnWidth and getRowHeight). A cell
 * counts when any of it is under the chart. Pure: the edge
 * (src/appsscript/chart-place.ts) reads the sizes, and checks the cells
 * before a chart goes in, so that it never hides a cell with content,
 * another add-on formula's result, or another chart.
 */

/** A chart's size in pixels. */
export interface ChartSize {
  readonly width: number;
  readonly height: number;
}

/**
 * The size Sheets gives an embedded chart whose size was never set: the
 * Sheets API's defaults for an overlay (OverlayPosition: widthPixels 600,
 * heightPixels 371). Another chart on the sheet is taken to be this size
 * when its width or height option is unset.
 */
export const SHEETS_CHART_SIZE: ChartSize = { width: 600, height: 371 };

/**
 * The size "Add a chart" gives its chart, set with setOption('width') and
 * setOption('height') (the builder has no size of its own): Sheets' own
 * for a new chart, so a chart looks as it always did, set so that the
 * cells it covers are known. Where the chart goes and how big it is are
 * the edge's, with this module; what it shows is ./chart-spec.ts's.
 */
export const INSERTED_CHART_SIZE: ChartSize = SHEETS_CHART_SIZE;

/** Where a chart sits: its anchor cell, its top-left corner's offsets into that cell, and its size, in pixels. */
export interface ChartPlace extends ChartSize {
  readonly anchor: CellAddress;
  readonly offsetX: number;
  readonly offsetY: number;
}

export interface Footprint {
  /** The cells under the chart, on the sheet. */
  readonly area: CellArea;
  /** Whether the chart runs past the sheet's last row or column. */
  readonly pastLastRow: boolean;
  readonly pastLastColumn: boolean;
}

/** The cells under a chart; sizes are each column's width and each row's height in pixels. */
export function chartFootprint(
  place: ChartPlace,
  columnWidth: (column: number) => number,
  rowHeight: (row: number) => number,
  sheet: SheetSize,
): Footprint {
  const columns = span(place.anchor.column, place.offsetX, place.width, columnWidth, sheet.columns);
  const rows = span(place.anchor.row, place.offsetY, place.height, rowHeight, sheet.rows);
  return {
    area: { row: rows.first, column: columns.first, rows: rows.count, columns: columns.count },
    pastLastRow: rows.past,
    pastLastColumn: columns.past,
  };
}

/**
 * The cells a length of `length` px covers, starting `offset` px into cell
 * `start`: the first it touches, how many, and whether it runs past cell
 * `last` (the sheet's edge).
 */
function span(start: number, offset: number, length: number, size: (i: number) => number, last: number) {
  let i = start;
  let edge = 0; // the start of cell i, in px from the start of cell `start`
  while (i <= last && edge + size(i) <= offset) edge += size(i++);
  const first = i;
  const end = offset + length;
  while (i <= last && edge < end) edge += size(i++);
  return { first, count: i - first, past: edge < end };
}
