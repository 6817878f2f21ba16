/**
 * Embedded charts for the in-memory sheet, with Apps Script's calling
 * conventions (sheet.newChart() … addRange, setOption,
 * setTransposeRowsAndColumns, setNumHeaders, setPosition, build;
 * sheet.insertChart, sheet.getCharts). The builder records what was set;
 * a chart reads its ranges' values when drawn, as Sheets' charts follow
 * their cells.
 */

/** The part of a Range a chart needs: where it is and what it holds now. */
export interface ChartRange {
  getA1Notation(): string;
  getValues(): Array<Array<number | string | boolean>>;
}

export interface ChartPosition {
  readonly row: number;
  readonly column: number;
  readonly offsetX: number;
  readonly offsetY: number;
}

/** Charts.ChartType, the names Apps Script gives them. */
export const CHART_TYPES = ['AREA', 'BAR', 'COLUMN', 'COMBO', 'HISTOGRAM', 'LINE', 'PIE', 'SCATTER', 'TABLE'] as const;
export type ChartType = (typeof CHART_TYPES)[number];
export const ChartTypes = Object.fromEntries(CHART_TYPES.map((t) => [t, t])) as { readonly [T in ChartType]: T };

export class EmbeddedChart {
  private id: number | null = null;
  constructor(
    private readonly type: ChartType,
    private readonly ranges: readonly ChartRange[],
    private readonly options: ReadonlyMap<string, unknown>,
    private readonly position: ChartPosition,
    private readonly transposed = false,
    private readonly numHeaders = -1,
  ) {}
  /** Its id on the sheet it was inserted into; null before. */
  getChartId(): number | null {
    return this.id;
  }
  /** @internal The sheet's insertChart gives it its id. */
  placeOnSheet(id: number): void {
    this.id = id;
  }
  getChartType(): ChartType {
    return this.type;
  }
  getRanges(): ChartRange[] {
    return [...this.ranges];
  }
  getTransposeRowsAndColumns(): boolean {
    return this.transposed;
  }
  /** -1 when never set: Sheets then guesses from the cells. */
  getNumHeaders(): number {
    return this.numHeaders;
  }
  getOptions(): { get(name: string): unknown } {
    return { get: (name) => this.options.get(name) ?? null };
  }
  getContainerInfo() {
    const p = this.position;
    return {
      getAnchorRow: () => p.row,
      getAnchorColumn: () => p.column,
      getOffsetX: () => p.offsetX,
      getOffsetY: () => p.offsetY,
    };
  }
  /** Everything set on the builder, for the tests and the page; the transposition and the headers only when set. */
  describe(): ChartRecord {
    return {
      type: this.type,
      ranges: this.ranges.map((r) => r.getA1Notation()),
      options: Object.fromEntries(this.options),
      position: this.position,
      ...(this.transposed ? { transposed: true } : {}),
      ...(this.numHeaders >= 0 ? { numHeaders: this.numHeaders } : {}),
    };
  }
}

export interface ChartRecord {
  readonly type: ChartType;
  readonly ranges: string[];
  readonly options: Record<string, unknown>;
  readonly position: ChartPosition;
  /** The ranges' rows are the series (setTransposeRowsAndColumns(true)). */
  readonly transposed?: true;
  /** The header rows (or, transposed, columns) setNumHeaders gave. */
  readonly numHeaders?: number;
}

export class EmbeddedChartBuilder {
  private type: ChartType | undefined;
  private readonly ranges: ChartRange[] = [];
  private readonly options = new Map<string, unknown>();
  private position: ChartPosition | undefined;
  private transposed = false;
  private numHeaders = -1;

  setChartType(type: ChartType): EmbeddedChartBuilder {
    if (!CHART_TYPES.includes(type)) throw new Error(`Invalid argument: type (${String(type)}).`);
    this.type = type;
    return this;
  }
  addRange(range: ChartRange): EmbeddedChartBuilder {
    this.ranges.push(range);
    return this;
  }
  setOption(name: string, value: unknown): EmbeddedChartBuilder {
    this.options.set(name, value);
    return this;
  }
  setTransposeRowsAndColumns(transpose: boolean): EmbeddedChartBuilder {
    this.transposed = transpose;
    return this;
  }
  setNumHeaders(headers: number): EmbeddedChartBuilder {
    if (!Number.isInteger(headers)) throw new Error(`Invalid argument: headers (${String(headers)}).`);
    this.numHeaders = headers;
    return this;
  }
  setPosition(row: number, column: number, offsetX: number, offsetY: number): EmbeddedChartBuilder {
    this.position = { row, column, offsetX, offsetY };
    return this;
  }
  build(): EmbeddedChart {
    if (!this.type) throw new Error('The chart has no type: call setChartType.');
    if (!this.ranges.length) throw new Error('The chart has no data: call addRange.');
    const position = this.position ?? { row: 1, column: 1, offsetX: 0, offsetY: 0 };
    return new EmbeddedChart(this.type, this.ranges, new Map(this.options), position, this.transposed, this.numHeaders);
  }
}
