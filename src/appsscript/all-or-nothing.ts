import { CellAddress, a1Notation } from '../sheets/a1';
import { CellArea } from '../sheets/cell-area';

/**
 * An insert's writes, all or nothing. Sheets may refuse any one of them
 * (a protected range, a service error) after others went in; each write
 * here first records how to take it back, so that if one fails, what was
 * written is cleared again: the cells' content (they were empty: the
 * insert checked), the number formats and font weights the block's cells
 * had before (read once, before the first write), the sheet's conditional
 * format rules as they were, and any chart that was not on the sheet
 * before. Then the block is read back to tell whether
 * the sheet is as it was.
 */

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;
type EmbeddedChart = GoogleAppsScript.Spreadsheet.EmbeddedChart;

/** What a failed insert leaves: nothing, or the cells and charts that could not be cleared. */
export interface RollBack {
  readonly clean: boolean;
  /** Anchors of charts the insert put on the sheet that are still there. */
  readonly chartsLeft: readonly CellAddress[];
}

export class SheetWrites {
  private readonly formats: string[][];
  private readonly weights: GoogleAppsScript.Spreadsheet.FontWeight[][];
  private readonly chartsBefore: ReadonlySet<number | null>;
  private readonly undo: Array<() => void> = [];
  /** The sheet's conditional format rules before the insert added its own; null: it adds none (and they are not read). */
  private rulesBefore: number | null = null;

  /** `area` is every cell the writes touch. */
  constructor(
    private readonly sheet: Sheet,
    private readonly area: CellArea,
  ) {
    const range = this.range(area);
    this.formats = range.getNumberFormats();
    this.weights = range.getFontWeights();
    this.chartsBefore = new Set(sheet.getCharts().map((c) => c.getChartId()));
  }

  setValues(at: CellAddress, cells: Array<Array<number | string>>): void {
    const range = this.sheet.getRange(at.row, at.column, cells.length, cells[0].length);
    this.write(
      () => range.setValues(cells),
      () => range.clearContent(),
    );
  }

  setNumberFormats(at: CellAddress, formats: string[][]): void {
    const part = { ...at, rows: formats.length, columns: formats[0].length };
    const range = this.range(part);
    const before = this.before(this.formats, part);
    this.write(
      () => range.setNumberFormats(formats),
      () => range.setNumberFormats(before),
    );
  }

  setBold(part: CellArea): void {
    const range = this.range(part);
    const before = this.before(this.weights, part);
    this.write(
      () => range.setFontWeight('bold'),
      () => range.setFontWeights(before),
    );
  }

  /** Adds conditional format rules after the sheet's own; the way back is the rules as they were. */
  addConditionalFormats(rules: GoogleAppsScript.Spreadsheet.ConditionalFormatRule[]): void {
    const before = this.sheet.getConditionalFormatRules();
    this.rulesBefore = before.length;
    this.write(
      () => this.sheet.setConditionalFormatRules([...before, ...rules]),
      () => this.sheet.setConditionalFormatRules(before),
    );
  }

  insertChart(chart: EmbeddedChart): void {
    this.write(
      () => this.sheet.insertChart(chart),
      () => this.newCharts().forEach((c) => this.sheet.removeChart(c)),
    );
  }

  /**
   * Takes back every write made or tried, the last first. Each is tried
   * even if another fails; then the block is read back: empty cells with
   * their old formats and weights, and no new chart, is a clean roll-back.
   */
  rollBack(): RollBack {
    for (const back of this.undo.reverse()) {
      try {
        back();
      } catch {
        // Read back below: what is left is what counts.
      }
    }
    this.undo.length = 0;
    const range = this.range(this.area);
    const same = (a: readonly unknown[][], b: readonly unknown[][]) =>
      a.every((row, r) => row.every((v, c) => String(v) === String(b[r][c])));
    const empty = (grid: readonly unknown[][]) => grid.every((row) => row.every((v) => v === ''));
    const chartsLeft = this.newCharts().map((c) => {
      const info = c.getContainerInfo();
      return { row: info.getAnchorRow(), column: info.getAnchorColumn() };
    });
    const clean =
      empty(range.getFormulas()) &&
      empty(range.getValues()) &&
      same(range.getNumberFormats(), this.formats) &&
      same(range.getFontWeights(), this.weights) &&
      (this.rulesBefore === null || this.sheet.getConditionalFormatRules().length === this.rulesBefore) &&
      !chartsLeft.length;
    return { clean, chartsLeft };
  }

  /** The way back is recorded first: a write Sheets reports as failed may still have been made. */
  private write(change: () => void, back: () => void): void {
    this.undo.push(back);
    change();
  }

  private range(part: CellArea) {
    return this.sheet.getRange(part.row, part.column, part.rows, part.columns);
  }

  /** The part of a grid read over `this.area` that `part` covers. */
  private before<T>(grid: readonly T[][], part: CellArea): T[][] {
    const r = part.row - this.area.row;
    const c = part.column - this.area.column;
    return grid.slice(r, r + part.rows).map((row) => row.slice(c, c + part.columns));
  }

  private newCharts(): EmbeddedChart[] {
    return this.sheet.getCharts().filter((c) => !this.chartsBefore.has(c.getChartId()));
  }
}

/** An error's own text, whichever realm threw it (Apps Script's services, or a test's sheet). */
export function errorText(e: unknown): string {
  const message = typeof e === 'object' && e !== null && 'message' in e ? String(e.message) : String(e);
  return /[.!?]$/.test(message) ? message : `${message}.`;
}

/** What the user is told when a write failed: nothing inserted (or what is left to remove), and Sheets' own words. */
export function failedMessage(what: string, target: string, rollBack: RollBack, error: unknown): string {
  const said = `Sheets said: ${errorText(error)}`;
  if (rollBack.clean)
    return `Nothing was inserted: writing ${what} at ${target} failed, so what had been written is cleared again. ${said}`;
  const charts = rollBack.chartsLeft.map((at) => ` and the chart at ${a1Notation(at.row, at.column)}`).join('');
  return `Writing ${what} at ${target} failed part-way, and clearing it again failed too: check ${target}${charts} and remove what is left. ${said}`;
}
