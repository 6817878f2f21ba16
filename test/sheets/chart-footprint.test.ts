import { areaNotation } from '../../src/sheets/cell-area';
import { SHEETS_CHART_SIZE, chartFootprint } from '../../src/sheets/chart-footprint';

/** The cells under a chart, from its anchor, offsets and size over the sheet's column widths and row heights. */

const SHEET = { rows: 1000, columns: 26 };
const columns =
  (widths: Record<number, number> = {}) =>
  (c: number) =>
    widths[c] ?? 100;
const rows =
  (heights: Record<number, number> = {}) =>
  (r: number) =>
    heights[r] ?? 21;

function under(
  anchor: [number, number],
  size: { width: number; height: number },
  offsets: [number, number] = [0, 0],
  widths?: Record<number, number>,
  heights?: Record<number, number>,
  sheet = SHEET,
) {
  const place = { anchor: { row: anchor[0], column: anchor[1] }, offsetX: offsets[0], offsetY: offsets[1], ...size };
  const f = chartFootprint(place, columns(widths), rows(heights), sheet);
  return { cells: areaNotation(f.area), pastLastRow: f.pastLastRow, pastLastColumn: f.pastLastColumn };
}

test('Sheets’ default size on default cells: 6 columns of 100 px and 18 rows of 21 px (371 px ends in the 18th)', () => {
  expect(under([2, 7], SHEETS_CHART_SIZE)).toEqual({ cells: 'G2:L19', pastLastRow: false, pastLastColumn: false });
});

test('a chart ending on a cell’s edge does not cover the next cell; one pixel more does', () => {
  expect(under([1, 1], { width: 200, height: 42 }).cells).toBe('A1:B2');
  expect(under([1, 1], { width: 201, height: 43 }).cells).toBe('A1:C3');
});

test('offsets move the chart into later cells: past whole cells, then into the next', () => {
  expect(under([1, 1], { width: 100, height: 21 }, [650, 30]).cells).toBe('G2:H3');
  expect(under([1, 1], { width: 50, height: 10 }, [100, 21]).cells).toBe('B2');
});

test('wide and narrow columns, tall rows, and hidden (0 px) ones', () => {
  expect(under([2, 7], SHEETS_CHART_SIZE, [0, 0], { 7: 300 }, { 2: 200 }).cells).toBe('G2:J11');
  expect(under([1, 1], { width: 150, height: 21 }, [0, 0], { 2: 0 }).cells).toBe('A1:C1');
});

test('past the sheet’s last column or row: flagged, the cells on the sheet kept', () => {
  expect(under([2, 22], SHEETS_CHART_SIZE)).toEqual({ cells: 'V2:Z19', pastLastRow: false, pastLastColumn: true });
  expect(under([990, 1], SHEETS_CHART_SIZE)).toEqual({ cells: 'A990:F1000', pastLastRow: true, pastLastColumn: false });
  expect(under([2, 21], SHEETS_CHART_SIZE).pastLastColumn).toBe(false);
});
