import { CellAddress, a1Notation } from '../sheets/a1';
import { CellArea, cellsOf, containsCell } from '../sheets/cell-area';
import { FormulaArea, ReadCells, addonSpill } from '../sheets/spill';

/**
 * What already occupies the cells an insert needs: cells with content (a
 * value or a formula, spilled values included) and the areas add-on
 * formulas fill (src/sheets/spill.ts: their blank cells too, which
 * getValues reads as ""). Read once per insert: the formulas and values
 * from A1 to the corner of everything the insert checks, within the
 * sheet's used range, since a formula's result spills right and down
 * from its cell, never up or left.
 */

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

/** An add-on formula on the sheet and the area it fills, its own cell first. */
export interface Spill {
  readonly at: CellAddress;
  readonly formula: string;
  readonly area: FormulaArea;
}

export interface Occupancy {
  /** Whether the cell holds a value or a formula. */
  hasContent(at: CellAddress): boolean;
  /** Whether the cell holds a formula of its own. */
  hasFormula(at: CellAddress): boolean;
  /** The add-on formulas whose areas reach the cells read. */
  readonly spills: readonly Spill[];
}

/** Cells of another add-on formula's result, by the formula that fills them. */
export interface SpillConflict {
  readonly spill: Spill;
  readonly cells: string[];
  /** Whether any of them shows a value (the rest read blank). */
  readonly shown: boolean;
}

/** What occupies the sheet from A1 down and right to `corner`. */
export function readOccupancy(sheet: Sheet, corner: CellAddress): Occupancy {
  const rows = Math.min(corner.row, sheet.getLastRow());
  const columns = Math.min(corner.column, sheet.getLastColumn());
  const formulas = rows > 0 && columns > 0 ? sheet.getRange(1, 1, rows, columns).getFormulas() : [];
  const values = rows > 0 && columns > 0 ? sheet.getRange(1, 1, rows, columns).getValues() : [];
  const inRead = (at: CellAddress) => at.row <= rows && at.column <= columns;
  const size = { rows: sheet.getMaxRows(), columns: sheet.getMaxColumns() };
  const name = sheet.getName().toLowerCase();
  const read: ReadCells = (area, on) => {
    if (on !== null && on.toLowerCase() !== name) return null;
    const inside = area.row + area.rows - 1 <= rows && area.column + area.columns - 1 <= columns;
    if (inside)
      return values.slice(area.row - 1, area.row - 1 + area.rows).map((r) => r.slice(area.column - 1, area.column - 1 + area.columns));
    // Outside what was read (a clock's segments in a far cell): read it, blank past the sheet's edge.
    const grid: unknown[][] = Array.from({ length: area.rows }, () => new Array<unknown>(area.columns).fill(''));
    const r = Math.min(area.rows, size.rows - area.row + 1);
    const c = Math.min(area.columns, size.columns - area.column + 1);
    if (r > 0 && c > 0) {
      sheet
        .getRange(area.row, area.column, r, c)
        .getValues()
        .forEach((line, i) => line.forEach((v, j) => (grid[i][j] = v)));
    }
    return grid;
  };
  const spills: Spill[] = [];
  formulas.forEach((line, r) =>
    line.forEach((formula, c) => {
      if (!formula) return;
      const at = { row: r + 1, column: c + 1 };
      const area = addonSpill(formula, at, size, read);
      // A formula showing #REF! is blocked: what its area shows is someone's content, not its result.
      if (area && (area.rows > 1 || area.columns > 1) && values[r][c] !== BLOCKED) spills.push({ at, formula, area });
    }),
  );
  return {
    hasContent: (at) => inRead(at) && (values[at.row - 1][at.column - 1] !== '' || formulas[at.row - 1][at.column - 1] !== ''),
    hasFormula: (at) => inRead(at) && formulas[at.row - 1][at.column - 1] !== '',
    spills,
  };
}

/** What Sheets shows in a formula's cell when its result would overwrite data. */
const BLOCKED = '#REF!';

/** Whether `at` is a cell of `spill`'s result: in its area, not the formula's own cell, and holding no formula of its own. */
const ofResult = (occupancy: Occupancy, spill: Spill, at: CellAddress): boolean =>
  containsCell(spill.area, at) && !(at.row === spill.at.row && at.column === spill.at.column) && !occupancy.hasFormula(at);

/** The cells of `area` with content that no add-on formula's result fills (./spillsInto names those), in A1 notation, row by row. */
export function contentIn(occupancy: Occupancy, area: CellArea): string[] {
  return cellsOf(area)
    .filter((at) => occupancy.hasContent(at) && !occupancy.spills.some((spill) => ofResult(occupancy, spill, at)))
    .map((at) => a1Notation(at.row, at.column));
}

/**
 * The cells of `area` that another add-on formula's result fills, blank or
 * showing a value, by formula, in the order the formulas sit: a user
 * cannot clear them, only move or remove the formula. A cell two results
 * reach is named under the first.
 */
export function spillsInto(occupancy: Occupancy, area: CellArea): SpillConflict[] {
  const out: SpillConflict[] = [];
  const named = new Set<string>();
  for (const spill of occupancy.spills) {
    const cells = cellsOf(area).filter((at) => ofResult(occupancy, spill, at) && !named.has(a1Notation(at.row, at.column)));
    cells.forEach((at) => named.add(a1Notation(at.row, at.column)));
    if (cells.length)
      out.push({ spill, cells: cells.map((at) => a1Notation(at.row, at.column)), shown: cells.some((at) => occupancy.hasContent(at)) });
  }
  return out;
}
