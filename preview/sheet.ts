import { CellAddress, a1Notation, parseCell } from '../src/sheets/a1';
import { isNumericText } from '../src/sheets/integer-arg';
import { builtinFunction } from './builtins';
import { ChartRecord, EmbeddedChart, EmbeddedChartBuilder } from './charts';
import { formatNumber } from './number-format';
import {
  CellError,
  FormulaContext,
  FormulaLocale,
  FormulaNode,
  FormulaSyntaxError,
  Grid,
  Scalar,
  Value,
  evaluate,
  parseFormula,
} from './formula';

/**
 * An in-memory sheet with Apps Script's calling conventions (getRange,
 * getValues, setValues, setNumberFormat, A1 notation, the active cell), for
 * the tests of the sheet-writing code and for the local preview. Formulas
 * (./formula, with a few built-ins from ./builtins) are evaluated the way Sheets shows them: a custom function is called with
 * Sheets' argument shapes (one value, or a 2-D array with "" for blanks),
 * and a 2-D result spills right and down into empty cells, or shows #REF!
 * naming the cell in the way.
 */

type CustomFunction = (...args: unknown[]) => unknown;

type Content = { readonly literal: Scalar } | { readonly formula: string; readonly tree: FormulaNode | FormulaSyntaxError };

/** What a cell shows after calculation, and which formula put it there. */
interface Shown {
  readonly value: Scalar | CellError;
  readonly anchor?: string;
}

/**
 * One call of a custom function in a calculation: the cell of the formula
 * that made it and the function's name. Sheets runs each one as an
 * execution of its own (Google's custom-function guide), loading the script
 * afresh, so the bench and the tests count them.
 */
export interface CustomFunctionCall {
  readonly cell: string;
  readonly name: string;
}

/** One write through a Range method, as the tests count them. */
export interface WriteCall {
  readonly method: string;
  readonly range: string;
}

export interface SheetOptions {
  readonly rows?: number;
  readonly columns?: number;
  readonly name?: string;
  /** The custom functions formulas may call, by upper-case name. */
  readonly customFunction?: (name: string) => CustomFunction | undefined;
  /** A write that fails, for the tests of what an insert leaves behind: see MemorySheet.failWrite. */
  readonly failWrite?: WriteFault;
  /** How formulas are read: the spreadsheet's locale (./spreadsheet.ts); "," and ";" both separate arguments unless given. */
  readonly formulaLocale?: FormulaLocale;
}

/**
 * Fault injection: the `call`-th write from when it is set (1 is the next
 * one; a Range write such as setValues, setNumberFormats or setFontWeight,
 * or insertChart / removeChart) throws `message` (Sheets' protected-range
 * message unless given) and changes nothing, as Sheets refuses a write to
 * a protected range; with `after`, it makes its change first and then
 * throws, as a service error reported once the change is made. `times`
 * writes in a row fail (default 1); the ones after succeed.
 */
export interface WriteFault {
  readonly call: number;
  readonly message?: string;
  readonly after?: boolean;
  readonly times?: number;
}

/** What Apps Script says when a script writes into a protected range. */
export const PROTECTED_MESSAGE =
  'You are trying to edit a protected cell or object. Please contact the spreadsheet owner to remove protection if you need to edit.';

/** A new sheet's column width and row height in pixels, as Sheets makes them. */
export const DEFAULT_COLUMN_WIDTH = 100;
export const DEFAULT_ROW_HEIGHT = 21;

/** A cell as the preview grid draws it. */
export interface CellView {
  readonly row: number;
  readonly column: number;
  readonly a1: string;
  /** The value as getValues() reads it (an error as its code). */
  readonly value: Scalar;
  /** What the cell shows, formatted ("12.5%", "#REF!"). */
  readonly text: string;
  /** What the formula bar shows: the formula or the value as typed. */
  readonly input: string;
  readonly kind: 'value' | 'formula' | 'spill';
  readonly numeric: boolean;
  readonly bold: boolean;
  /** The note on an error cell. */
  readonly error?: string;
}

/** An embedded chart as the page draws it: what was set on its builder, and its ranges' values now. */
export interface ChartView extends ChartRecord {
  readonly data: Scalar[][][];
}

export interface SheetSnapshot {
  readonly name: string;
  readonly rows: number;
  readonly columns: number;
  readonly active: CellAddress & { readonly a1: string };
  readonly cells: CellView[];
  readonly charts: ChartView[];
}

const DEFAULT_FORMAT = 'General';
/** A chart's anchor cell, as a write names it. */
const chartCell = (chart: EmbeddedChart): string => {
  const info = chart.getContainerInfo();
  return a1Notation(info.getAnchorRow(), info.getAnchorColumn());
};
const key = (row: number, column: number): string => `${row},${column}`;
const address = (k: string): CellAddress => {
  const [row, column] = k.split(',').map(Number);
  return { row, column };
};

/** A cell's text read as Sheets reads typing: =formula, number, TRUE/FALSE, 'text, or text. */
function parseEntry(text: string, locale: FormulaLocale): Content | null {
  if (text === '') return null;
  if (text.startsWith('=') && text.trim().length > 1) {
    let tree: FormulaNode | FormulaSyntaxError;
    try {
      tree = parseFormula(text.slice(1), locale);
    } catch (e) {
      if (!(e instanceof FormulaSyntaxError)) throw e;
      tree = e;
    }
    return { formula: text, tree };
  }
  if (text.startsWith("'")) return { literal: text.slice(1) };
  const t = text.trim();
  if (isNumericText(t)) return { literal: Number(t) };
  if (/^(true|false)$/i.test(t)) return { literal: t.toUpperCase() === 'TRUE' };
  return { literal: text };
}

/**
 * A value as a setValues call hands it over. A written "" stays as content:
 * whether Sheets keeps it is undocumented, so the preview takes the worse
 * case (a spill over it is blocked, #REF!) and the inserts' tests prove
 * they never write one. Typing "" (enter) still clears the cell.
 */
function contentOf(value: unknown, locale: FormulaLocale): Content | null {
  if (value === null || value === undefined) return null;
  if (value === '') return { literal: '' };
  if (typeof value === 'string') return parseEntry(value, locale);
  if (typeof value === 'number' || typeof value === 'boolean') return { literal: value };
  if (Object.prototype.toString.call(value) === '[object Date]') return { literal: (value as Date).toISOString() };
  throw new Error(`Cannot convert ${String(value)} to a cell value.`);
}

export { formatNumber };

function displayText(value: Scalar | CellError, format: string): string {
  if (value instanceof CellError) return value.code;
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'number') return formatNumber(value, format);
  return value;
}

function sameShown(a: Map<string, Shown>, b: Map<string, Shown>): boolean {
  if (a.size !== b.size) return false;
  for (const [k, x] of a) {
    const y = b.get(k);
    if (!y || x.anchor !== y.anchor) return false;
    if (x.value instanceof CellError ? !x.value.equals(y.value) : x.value !== y.value) return false;
  }
  return true;
}

const CIRCULAR = new CellError('#REF!', 'Circular dependency detected. To resolve with iterative calculation, see File > Settings.');

export class MemorySheet {
  readonly writes: WriteCall[] = [];
  readonly name: string;
  readonly formulaLocale: FormulaLocale;
  private readonly maxRows: number;
  private readonly maxColumns: number;
  customFunction: (name: string) => CustomFunction | undefined;
  private readonly contents = new Map<string, Content>();
  private readonly formats = new Map<string, string>();
  private readonly weights = new Map<string, string>();
  private readonly charts: EmbeddedChart[] = [];
  private readonly columnWidths = new Map<number, number>();
  private chartIds = 0;
  private readonly rowHeights = new Map<number, number>();
  private shownCache: Map<string, Shown> | null = null;
  private calculationCalls: CustomFunctionCall[] = [];
  private selection = { row: 1, column: 1, rows: 1, columns: 1 };
  private fault: { remaining: number; times: number; message: string; after: boolean } | null = null;

  constructor(options: SheetOptions = {}) {
    this.maxRows = options.rows ?? 1000;
    this.maxColumns = options.columns ?? 26;
    this.name = options.name ?? 'Sheet1';
    this.formulaLocale = options.formulaLocale ?? { commaSeparates: true };
    this.customFunction = options.customFunction ?? (() => undefined);
    if (options.failWrite) this.failWrite(options.failWrite);
  }

  /** Arms a fault (see WriteFault): the `call`-th write from now throws. */
  failWrite(fault: WriteFault): void {
    if (!Number.isInteger(fault.call) || fault.call < 1) throw new RangeError(`failWrite: call ${fault.call} is not a count from 1`);
    this.fault = {
      remaining: fault.call,
      times: fault.times ?? 1,
      message: fault.message ?? PROTECTED_MESSAGE,
      after: fault.after ?? false,
    };
  }

  // --- Apps Script's Sheet ---

  getName(): string {
    return this.name;
  }
  getMaxRows(): number {
    return this.maxRows;
  }
  getMaxColumns(): number {
    return this.maxColumns;
  }

  /** getRange(row, column[, rows, columns]) or getRange("B2:F9"). */
  getRange(rowOrA1: number | string, column?: number, rows = 1, columns = 1): MemoryRange {
    if (typeof rowOrA1 === 'string') {
      const [first, last = first] = rowOrA1.split(':');
      const from = parseCell(first);
      const to = parseCell(last);
      if (!from || !to) throw new Error(`Range not found: ${rowOrA1}`);
      return this.getRange(from.row, from.column, to.row - from.row + 1, to.column - from.column + 1);
    }
    const row = rowOrA1;
    if (column === undefined) throw new Error('getRange needs a column');
    for (const n of [row, column, rows, columns]) {
      if (!Number.isInteger(n) || n < 1) throw new Error(`Invalid argument: ${n}. Rows, columns and sizes start at 1.`);
    }
    if (row + rows - 1 > this.maxRows || column + columns - 1 > this.maxColumns) {
      throw new Error('The coordinates of the range are outside the dimensions of the sheet.');
    }
    return new MemoryRange(this, row, column, rows, columns);
  }

  getActiveCell(): MemoryRange {
    return new MemoryRange(this, this.selection.row, this.selection.column, 1, 1);
  }
  getActiveRange(): MemoryRange {
    const s = this.selection;
    return new MemoryRange(this, s.row, s.column, s.rows, s.columns);
  }
  setActiveSelection(range: MemoryRange | string): MemoryRange {
    const r = typeof range === 'string' ? this.getRange(range) : range;
    this.selection = { row: r.getRow(), column: r.getColumn(), rows: r.getNumRows(), columns: r.getNumColumns() };
    return r;
  }
  setActiveRange(range: MemoryRange): MemoryRange {
    return this.setActiveSelection(range);
  }

  /** The last row and column with content (0 on an empty sheet), and the range from A1 to both. */
  getLastRow(): number {
    return Math.max(0, ...this.usedCells().map((at) => at.row));
  }
  getLastColumn(): number {
    return Math.max(0, ...this.usedCells().map((at) => at.column));
  }
  getDataRange(): MemoryRange {
    return this.getRange(1, 1, Math.max(1, this.getLastRow()), Math.max(1, this.getLastColumn()));
  }
  private usedCells(): CellAddress[] {
    return [...new Set([...this.contents.keys(), ...this.compute().keys()])].map(address);
  }

  /**
   * The rectangle the formula in this cell fills now, from its own cell:
   * 1 × 1 for one value or an error, its result's rows × columns when it
   * spills (blank cells of the result included); null without a formula.
   */
  resultArea(row: number, column: number): { rows: number; columns: number } | null {
    if (!this.formulaAt(row, column)) return null;
    const anchor = key(row, column);
    let rows = 1;
    let columns = 1;
    for (const [k, s] of this.compute()) {
      if (s.anchor !== anchor) continue;
      const at = address(k);
      rows = Math.max(rows, at.row - row + 1);
      columns = Math.max(columns, at.column - column + 1);
    }
    return { rows, columns };
  }

  /** Widths and heights in pixels: 100 and 21 until set, as on a new sheet. */
  getColumnWidth(column: number): number {
    this.checkIndex(column, this.maxColumns);
    return this.columnWidths.get(column) ?? DEFAULT_COLUMN_WIDTH;
  }
  setColumnWidth(column: number, width: number): MemorySheet {
    this.checkIndex(column, this.maxColumns);
    this.checkPixels(width);
    this.columnWidths.set(column, width);
    return this;
  }
  getRowHeight(row: number): number {
    this.checkIndex(row, this.maxRows);
    return this.rowHeights.get(row) ?? DEFAULT_ROW_HEIGHT;
  }
  setRowHeight(row: number, height: number): MemorySheet {
    this.checkIndex(row, this.maxRows);
    this.checkPixels(height);
    this.rowHeights.set(row, height);
    return this;
  }
  private checkIndex(n: number, max: number): void {
    if (!Number.isInteger(n) || n < 1) throw new Error(`Invalid argument: ${n}. Rows, columns and sizes start at 1.`);
    if (n > max) throw new Error('The coordinates of the range are outside the dimensions of the sheet.');
  }
  private checkPixels(n: number): void {
    if (!Number.isInteger(n) || n < 0) throw new Error(`Invalid argument: ${n}. A width or height is a whole number of pixels.`);
  }

  newChart(): EmbeddedChartBuilder {
    return new EmbeddedChartBuilder();
  }
  insertChart(chart: EmbeddedChart): void {
    if (!(chart instanceof EmbeddedChart))
      throw new Error("The parameters don't match the method signature for SpreadsheetApp.Sheet.insertChart.");
    this.noteWrite('insertChart', chartCell(chart), () => {
      this.charts.push(chart);
      chart.placeOnSheet(++this.chartIds);
    });
  }
  removeChart(chart: EmbeddedChart): void {
    // Apps Script hands out a new object for a chart at each getCharts(): the chart is its id.
    const i = this.charts.findIndex((c) => c === chart || (c.getChartId() !== null && c.getChartId() === chart.getChartId()));
    if (i < 0) throw new Error('The chart is not on this sheet.');
    this.noteWrite('removeChart', chartCell(chart), () => this.charts.splice(i, 1));
  }
  getCharts(): EmbeddedChart[] {
    return [...this.charts];
  }

  // --- what a user does in the grid ---

  /** Typing `text` into a cell and pressing Enter ("" clears it). */
  enter(row: number, column: number, text: string): void {
    this.getRange(row, column);
    this.put(row, column, parseEntry(text, this.formulaLocale));
  }

  /** Every non-empty cell as the grid draws it, and the active cell. */
  snapshot(): SheetSnapshot {
    const shown = this.compute();
    const cells: CellView[] = [];
    const keys = new Set([...shown.keys(), ...this.weights.keys()]);
    for (const k of keys) cells.push(this.view(address(k), shown));
    const active = this.selection;
    return {
      name: this.name,
      rows: this.maxRows,
      columns: this.maxColumns,
      active: { row: active.row, column: active.column, a1: a1Notation(active.row, active.column) },
      cells,
      charts: this.charts.map((c) => ({ ...c.describe(), data: c.getRanges().map((r) => r.getValues()) })),
    };
  }

  /** One cell as the grid draws it. */
  cellView(row: number, column: number): CellView {
    return this.view({ row, column }, this.compute());
  }

  /**
   * The custom-function calls of the last calculation, formula by formula,
   * top to bottom: what Sheets runs as executions when it recalculates
   * every formula of the sheet. The sheet evaluates in passes until nothing
   * changes (see compute); these are the calls of the pass whose values it
   * shows, one evaluation of each formula. A formula whose argument is an
   * error calls nothing, as in Sheets.
   */
  customFunctionCalls(): readonly CustomFunctionCall[] {
    this.compute();
    return this.calculationCalls;
  }

  /** Recalculates every formula, as Sheets does when a file is opened, and returns the custom-function calls it made. */
  recalculate(): readonly CustomFunctionCall[] {
    this.shownCache = null;
    return this.customFunctionCalls();
  }

  // --- the Range methods' storage ---

  /** @internal */ put(row: number, column: number, content: Content | null): void {
    const k = key(row, column);
    if (content) this.contents.set(k, content);
    else this.contents.delete(k);
    this.shownCache = null;
  }
  /** @internal */ shownValue(row: number, column: number): Scalar | CellError {
    return this.compute().get(key(row, column))?.value ?? '';
  }
  /** @internal */ formulaAt(row: number, column: number): string {
    const c = this.contents.get(key(row, column));
    return c && 'formula' in c ? c.formula : '';
  }
  /** @internal */ formatAt(row: number, column: number): string {
    return this.formats.get(key(row, column)) ?? DEFAULT_FORMAT;
  }
  /** @internal */ setFormatAt(row: number, column: number, format: string): void {
    this.formats.set(key(row, column), format);
  }
  /** @internal */ weightAt(row: number, column: number): string {
    return this.weights.get(key(row, column)) ?? 'normal';
  }
  /** @internal */ setWeightAt(row: number, column: number, weight: string): void {
    if (weight === 'bold') this.weights.set(key(row, column), weight);
    else this.weights.delete(key(row, column));
  }

  /** @internal A write through a Range or chart method: logged, then `change` made, unless a fault is due (see WriteFault). */
  noteWrite(method: string, range: string, change: () => void): void {
    this.writes.push({ method, range });
    const fault = this.fault;
    if (!fault || --fault.remaining > 0) {
      change();
      return;
    }
    if (--fault.times > 0) fault.remaining = 1;
    else this.fault = null;
    if (fault.after) change();
    throw new Error(fault.message);
  }

  private view(at: CellAddress, shown: Map<string, Shown>): CellView {
    const k = key(at.row, at.column);
    const s = shown.get(k);
    const value = s?.value ?? '';
    const content = this.contents.get(k);
    const input = !content ? '' : 'formula' in content ? content.formula : displayText(content.literal, DEFAULT_FORMAT);
    return {
      row: at.row,
      column: at.column,
      a1: a1Notation(at.row, at.column),
      value: value instanceof CellError ? value.code : value,
      text: displayText(value, this.formatAt(at.row, at.column)),
      input,
      kind: content && 'formula' in content ? 'formula' : s?.anchor ? 'spill' : 'value',
      numeric: typeof value === 'number',
      bold: this.weightAt(at.row, at.column) === 'bold',
      ...(value instanceof CellError ? { error: value.message } : {}),
    };
  }

  /**
   * Every cell's shown value. Each pass evaluates all formulas, top to
   * bottom, reading the previous pass; it settles after as many passes as
   * the longest chain of references. One that never settles is circular.
   */
  private compute(): Map<string, Shown> {
    if (this.shownCache) return this.shownCache;
    const anchors = [...this.contents]
      .filter((e): e is [string, Extract<Content, { formula: string }>] => 'formula' in e[1])
      .map(([k, c]) => ({ at: address(k), k, tree: c.tree }))
      .sort((a, b) => a.at.row - b.at.row || a.at.column - b.at.column);
    let previous = new Map<string, Shown>();
    let calls: CustomFunctionCall[] = [];
    let current = this.pass(anchors, previous, calls);
    for (let n = 0; n <= anchors.length && !sameShown(current, previous); n++) {
      previous = current;
      calls = [];
      current = this.pass(anchors, previous, calls);
    }
    this.calculationCalls = calls;
    if (!sameShown(current, previous)) {
      // Still moving: the formulas whose cells change between passes are on a cycle.
      const next = this.pass(anchors, current, []);
      const cellsOf = (shown: Map<string, Shown>, anchor: string) => new Map([...shown].filter(([, s]) => s.anchor === anchor));
      for (const { k } of anchors) {
        if (sameShown(cellsOf(current, k), cellsOf(next, k))) continue;
        for (const cell of cellsOf(current, k).keys()) current.delete(cell);
        current.set(k, { value: CIRCULAR, anchor: k });
      }
    }
    this.shownCache = current;
    return current;
  }

  /** One evaluation of every formula, reading `previous`; each custom-function call it makes is added to `calls`. */
  private pass(
    anchors: Array<{ at: CellAddress; k: string; tree: FormulaNode | FormulaSyntaxError }>,
    previous: Map<string, Shown>,
    calls: CustomFunctionCall[],
  ) {
    const next = new Map<string, Shown>();
    for (const [k, c] of this.contents) if ('literal' in c) next.set(k, { value: c.literal });
    let cell = '';
    const ctx = this.context(previous, (name) => calls.push({ cell, name }));
    for (const { at, k, tree } of anchors) {
      cell = a1Notation(at.row, at.column);
      let result: Value = tree instanceof FormulaSyntaxError ? new CellError('#ERROR!', tree.message) : evaluate(tree, ctx);
      // A bare reference to an empty cell shows 0, as in Sheets.
      if (result === '' && !(tree instanceof FormulaSyntaxError) && tree.kind === 'ref') result = 0;
      if (!Array.isArray(result)) {
        next.set(k, { value: result, anchor: k });
        continue;
      }
      const blocked = this.spillBlocked(at, result, next);
      if (blocked) {
        next.set(k, { value: blocked, anchor: k });
        continue;
      }
      result.forEach((cells, r) => cells.forEach((value, c) => next.set(key(at.row + r, at.column + c), { value, anchor: k })));
    }
    return next;
  }

  /** Why a result cannot spill from `at`: the sheet's edge, or the first cell already holding something. */
  private spillBlocked(at: CellAddress, grid: Grid, claimed: Map<string, Shown>): CellError | null {
    const extraRows = at.row + grid.length - 1 - this.maxRows;
    if (extraRows > 0) return new CellError('#REF!', `Result was not automatically expanded, please insert more rows (${extraRows}).`);
    const extraColumns = at.column + grid[0].length - 1 - this.maxColumns;
    if (extraColumns > 0)
      return new CellError('#REF!', `Result was not automatically expanded, please insert more columns (${extraColumns}).`);
    for (let r = 0; r < grid.length; r++) {
      for (let c = 0; c < grid[0].length; c++) {
        if (r === 0 && c === 0) continue;
        const k = key(at.row + r, at.column + c);
        if (this.contents.has(k) || claimed.has(k)) {
          return new CellError(
            '#REF!',
            `Array result was not expanded because it would overwrite data in ${a1Notation(at.row + r, at.column + c)}.`,
          );
        }
      }
    }
    return null;
  }

  /** What a pass's formulas read: `shown`, the custom functions (each call reported to `called`) and the built-ins. */
  private context(shown: Map<string, Shown>, called: (name: string) => void): FormulaContext {
    const outside = (at: CellAddress) => at.row > this.maxRows || at.column > this.maxColumns;
    const beyond = new CellError('#REF!', `The reference is beyond the sheet's last cell ${a1Notation(this.maxRows, this.maxColumns)}.`);
    return {
      cell: (at) => (outside(at) ? beyond : (shown.get(key(at.row, at.column))?.value ?? '')),
      range: (from, to) => {
        if (outside(to)) return beyond;
        const grid: Grid = [];
        for (let row = from.row; row <= to.row; row++) {
          const cells: Scalar[] = [];
          for (let column = from.column; column <= to.column; column++) {
            const value = shown.get(key(row, column))?.value ?? '';
            cells.push(value instanceof CellError ? value.code : value);
          }
          grid.push(cells);
        }
        return grid;
      },
      customFunction: (name) => {
        const fn = this.customFunction(name);
        return (
          fn &&
          ((...args: unknown[]) => {
            called(name);
            return fn(...args);
          })
        );
      },
      builtin: builtinFunction,
    };
  }
}

/** A block of cells with Apps Script's Range methods (the ones the add-on and its tests use). */
export class MemoryRange {
  constructor(
    private readonly sheet: MemorySheet,
    private readonly row: number,
    private readonly column: number,
    private readonly rows: number,
    private readonly columns: number,
  ) {}

  getRow(): number {
    return this.row;
  }
  getColumn(): number {
    return this.column;
  }
  getNumRows(): number {
    return this.rows;
  }
  getNumColumns(): number {
    return this.columns;
  }
  getA1Notation(): string {
    return a1Notation(this.row, this.column, this.rows, this.columns);
  }
  activate(): MemoryRange {
    return this.sheet.setActiveSelection(this);
  }

  private map<T>(read: (row: number, column: number) => T): T[][] {
    return Array.from({ length: this.rows }, (_, r) => Array.from({ length: this.columns }, (_, c) => read(this.row + r, this.column + c)));
  }

  /** Numbers, text, booleans; "" for empty cells; an error cell as its code ("#REF!"). */
  getValues(): Scalar[][] {
    return this.map((r, c) => {
      const v = this.sheet.shownValue(r, c);
      return v instanceof CellError ? v.code : v;
    });
  }
  getDisplayValues(): string[][] {
    return this.map((r, c) => this.sheet.cellView(r, c).text);
  }
  /** The formula of each cell that has one, else "" (spilled cells have none). */
  getFormulas(): string[][] {
    return this.map((r, c) => this.sheet.formulaAt(r, c));
  }
  getNumberFormats(): string[][] {
    return this.map((r, c) => this.sheet.formatAt(r, c));
  }
  getFontWeights(): string[][] {
    return this.map((r, c) => this.sheet.weightAt(r, c));
  }

  private logWrite(method: string, change: () => void): MemoryRange {
    this.sheet.noteWrite(method, this.getA1Notation(), change);
    return this;
  }

  private checkShape(data: unknown, method = 'setValues'): unknown[][] {
    if (!Array.isArray(data) || !data.every(Array.isArray))
      throw new Error(`The parameters (number[]) don't match the method signature for SpreadsheetApp.Range.${method}.`);
    if (data.length !== this.rows) {
      throw new Error(
        `The number of rows in the data does not match the number of rows in the range. The data has ${data.length} but the range has ${this.rows}.`,
      );
    }
    for (const row of data as unknown[][]) {
      if (row.length !== this.columns) {
        throw new Error(
          `The number of columns in the data does not match the number of columns in the range. The data has ${row.length} but the range has ${this.columns}.`,
        );
      }
    }
    return data as unknown[][];
  }

  /** Every cell in one call; a string starting with "=" becomes a formula, as in Sheets. */
  setValues(values: unknown[][]): MemoryRange {
    return this.write(
      'setValues',
      this.checkShape(values).map((row) => row.map((v) => contentOf(v, this.sheet.formulaLocale))),
    );
  }
  setFormulas(formulas: string[][]): MemoryRange {
    return this.write(
      'setFormulas',
      this.checkShape(formulas).map((row) => row.map((f) => contentOf(String(f), this.sheet.formulaLocale))),
    );
  }
  /** One value (or formula) into every cell of the range. */
  setValue(value: unknown): MemoryRange {
    const content = contentOf(value, this.sheet.formulaLocale);
    return this.write(
      'setValue',
      this.map(() => content),
    );
  }
  setFormula(formula: string): MemoryRange {
    const content = contentOf(String(formula), this.sheet.formulaLocale);
    return this.write(
      'setFormula',
      this.map(() => content),
    );
  }

  /** Contents converted in full before any cell changes, so a bad value writes nothing. */
  private write(method: string, data: Array<Array<Content | null>>): MemoryRange {
    return this.logWrite(method, () =>
      data.forEach((row, r) => row.forEach((content, c) => this.sheet.put(this.row + r, this.column + c, content))),
    );
  }
  clearContent(): MemoryRange {
    return this.logWrite('clearContent', () => this.map((r, c) => this.sheet.put(r, c, null)));
  }
  setNumberFormat(format: string): MemoryRange {
    return this.logWrite('setNumberFormat', () => this.map((r, c) => this.sheet.setFormatAt(r, c, format)));
  }
  /** One format per cell, in the range's shape. */
  setNumberFormats(formats: string[][]): MemoryRange {
    const shaped = this.checkShape(formats, 'setNumberFormats');
    return this.logWrite('setNumberFormats', () =>
      shaped.forEach((row, r) => row.forEach((format, c) => this.sheet.setFormatAt(this.row + r, this.column + c, String(format)))),
    );
  }
  setFontWeight(weight: string | null): MemoryRange {
    return this.logWrite('setFontWeight', () => this.map((r, c) => this.sheet.setWeightAt(r, c, weight ?? 'normal')));
  }
  /** One weight per cell ("bold", "normal", or null for normal), in the range's shape. */
  setFontWeights(weights: Array<Array<string | null>>): MemoryRange {
    const shaped = this.checkShape(weights, 'setFontWeights');
    return this.logWrite('setFontWeights', () =>
      shaped.forEach((row, r) =>
        row.forEach((weight, c) => this.sheet.setWeightAt(this.row + r, this.column + c, weight === null ? 'normal' : String(weight))),
      ),
    );
  }
}
