import { CellAddress, a1Notation } from './a1';

/**
 * A rectangle of cells, 1-based as Apps Script counts them: its top-left
 * cell and how many rows and columns it spans (the shape of
 * getRange(row, column, rows, columns)). What an insert needs, what a
 * formula fills, what a chart covers: each is one of these, and whether
 * two of them meet is one question.
 */
export interface CellArea extends CellAddress {
  readonly rows: number;
  readonly columns: number;
}

/** "B2:F10", or "B2" for one cell. */
export const areaNotation = (area: CellArea): string => a1Notation(area.row, area.column, area.rows, area.columns);

/** Whether the cell lies in the area. */
export const containsCell = (area: CellArea, at: CellAddress): boolean =>
  at.row >= area.row && at.row < area.row + area.rows && at.column >= area.column && at.column < area.column + area.columns;

/** The cells two areas share, or null when they do not meet. */
export function intersection(a: CellArea, b: CellArea): CellArea | null {
  const row = Math.max(a.row, b.row);
  const column = Math.max(a.column, b.column);
  const rows = Math.min(a.row + a.rows, b.row + b.rows) - row;
  const columns = Math.min(a.column + a.columns, b.column + b.columns) - column;
  return rows > 0 && columns > 0 ? { row, column, rows, columns } : null;
}

/** Every cell of the area, row by row. */
export function cellsOf(area: CellArea): CellAddress[] {
  const out: CellAddress[] = [];
  for (let r = 0; r < area.rows; r++) for (let c = 0; c < area.columns; c++) out.push({ row: area.row + r, column: area.column + c });
  return out;
}
