/**
 * A1 notation, 1-based as Apps Script counts rows and columns. The odds
 * table writes references with it, the writer names ranges in its messages,
 * and the local preview reads formulas with it: one reading for all three.
 */

/** 1 → "A", 26 → "Z", 27 → "AA". */
export function columnLetters(column: number): string {
  if (!Number.isInteger(column) || column < 1) throw new RangeError(`A1: bad column ${column}`);
  let letters = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}

/** "A" → 1, "AA" → 27; case-insensitive. */
export function columnNumber(letters: string): number {
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n;
}

/** "B3" for one cell, "B3:F10" for a block of rows × columns. */
export function a1Notation(row: number, column: number, rows = 1, columns = 1): string {
  const first = `${columnLetters(column)}${row}`;
  return rows === 1 && columns === 1 ? first : `${first}:${columnLetters(column + columns - 1)}${row + rows - 1}`;
}

export interface CellAddress {
  readonly row: number;
  readonly column: number;
}

const CELL = /^\$?([A-Za-z]{1,3})\$?([1-9][0-9]{0,6})$/;

/** "B3" (or "$B$3") → { row: 3, column: 2 }; null when it is not a cell reference. */
export function parseCell(ref: string): CellAddress | null {
  const m = CELL.exec(ref.trim());
  return m ? { row: Number(m[2]), column: columnNumber(m[1]) } : null;
}
