import { SHEETS_CHART_SIZE } from '../src/sheets/chart-footprint';
import type { ChartView } from './sheet';

/**
 * An embedded chart laid out for the preview page, as plain shapes: the
 * page turns them into SVG. The ranges are read as Sheets reads them: side
 * by side as one table (or, transposed, that table's rows as its columns),
 * its first row the headers, its first column the domain, each other
 * column a series named by its header. A bar chart draws one bar per
 * domain value, its series stacked along the bar or, unstacked, side by
 * side; a line chart one line per series across the domain.
 * Not Sheets' renderer: enough to see what the add-on's chart holds.
 */

export interface ChartBar {
  readonly series: string;
  readonly domain: string;
  readonly value: number;
  readonly colour: string;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface ChartLayout {
  readonly width: number;
  readonly height: number;
  readonly title: string;
  readonly bars: ChartBar[];
  /** The domain's labels, at the middle of each bar's band. */
  readonly labels: ReadonlyArray<{ readonly text: string; readonly y: number }>;
  readonly legend: ReadonlyArray<{ readonly text: string; readonly colour: string; readonly y: number }>;
  /** The value axis's end, as text ("100%"), at the plot's right edge. */
  readonly axisEnd: { readonly text: string; readonly x: number };
  readonly plot: { readonly left: number; readonly top: number; readonly width: number; readonly height: number };
}

/**
 * A chart's size in the sheet's pixels: its width and height options (the
 * add-on sets them, src/sheets/chart-footprint.ts's INSERTED_CHART_SIZE),
 * or Sheets' own for a chart whose size was never set. The page draws it
 * over the very cells the add-on counted as under it.
 */
export function chartSize(chart: Pick<ChartView, 'options'>): { width: number; height: number } {
  const given = (name: 'width' | 'height') => {
    const v = chart.options[name];
    return typeof v === 'number' && v > 0 ? v : SHEETS_CHART_SIZE[name];
  };
  return { width: given('width'), height: given('height') };
}
const MARGIN = { left: 36, top: 30, right: 110, bottom: 22 };
/** Sheets's own series colours, for a chart given no 'colors' option; the add-on's charts always set the registry's (src/rolls/colours.ts). */
const FALLBACK = ['#4285f4', '#db4437', '#f4b400', '#0f9d58', '#ab47bc', '#00acc1'];

type Cell = number | string | boolean;

/**
 * The domain column and the series columns, headers split off: the ranges
 * side by side as one table (a single range's first column the domain),
 * transposed first if the chart says so.
 */
function columnsOf(chart: ChartView): { domain: Cell[]; series: Array<{ name: string; values: Cell[] }> } {
  const { data } = chart;
  const height = Math.max(0, ...data.map((block) => block.length));
  let table: Cell[][] = Array.from({ length: height }, (_, r) => data.flatMap((block) => block[r] ?? []));
  if (chart.transposed) table = (table[0] ?? []).map((_, c) => table.map((row) => row[c]));
  const [header = [], ...body] = table;
  const series = header.slice(1).map((name, c) => ({ name: String(name), values: body.map((row) => row[c + 1]) }));
  return { domain: body.map((row) => row[0]), series };
}

const numeric = (v: Cell | undefined): number => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : 0);

export function layoutChart(chart: ChartView): ChartLayout {
  const SIZE = chartSize(chart);
  const { domain, series } = columnsOf(chart);
  const stacked = chart.options.isStacked === true;
  const given = Array.isArray(chart.options.colors) ? (chart.options.colors as unknown[]).map(String) : [];
  const colour = (i: number) => given[i] ?? FALLBACK[i % FALLBACK.length];
  const percent = chart.options['hAxis.format'] === 'percent';
  const totals = domain.map((_, r) => series.map((s) => numeric(s.values[r])));
  const largest = Math.max(0, ...totals.map((row) => (stacked ? row.reduce((a, b) => a + b, 0) : Math.max(0, ...row))));
  const end = percent ? Math.max(1, largest) : largest || 1;
  const plot = {
    left: MARGIN.left,
    top: MARGIN.top,
    width: SIZE.width - MARGIN.left - MARGIN.right,
    height: SIZE.height - MARGIN.top - MARGIN.bottom,
  };
  const band = plot.height / Math.max(1, domain.length);
  const thickness = band * 0.7;
  const bars: ChartBar[] = [];
  domain.forEach((d, r) => {
    let along = 0;
    series.forEach((s, i) => {
      const value = numeric(s.values[r]);
      const width = (value / end) * plot.width;
      const top = plot.top + r * band + (band - thickness) / 2;
      const height = stacked ? thickness : thickness / series.length;
      const y = stacked ? top : top + i * height;
      const x = plot.left + (stacked ? along : 0);
      bars.push({ series: s.name, domain: String(d), value, colour: colour(i), x, y, width, height });
      if (stacked) along += width;
    });
  });
  return {
    ...SIZE,
    title: typeof chart.options.title === 'string' ? chart.options.title : '',
    bars,
    labels: domain.map((d, r) => ({ text: String(d), y: plot.top + (r + 0.5) * band })),
    legend: series.map((s, i) => ({ text: s.name, colour: colour(i), y: plot.top + 8 + i * 16 })),
    axisEnd: { text: percent ? `${Math.round(end * 100)}%` : String(end), x: plot.left + plot.width },
    plot,
  };
}

/** One series of a line chart: its name in the legend, its colour, a point per domain value. */
export interface ChartLine {
  readonly series: string;
  readonly label: string;
  readonly colour: string;
  readonly points: ReadonlyArray<{ readonly domain: string; readonly value: number; readonly x: number; readonly y: number }>;
}

export interface LineLayout {
  readonly width: number;
  readonly height: number;
  readonly title: string;
  readonly lines: ChartLine[];
  /** A dot's radius at each point (the pointSize option halved; 0 for none). */
  readonly dot: number;
  /** The lines' width (the lineWidth option; Sheets' default 2). */
  readonly stroke: number;
  /** The domain's labels under the plot, thinned so that they do not overlap. */
  readonly labels: ReadonlyArray<{ readonly text: string; readonly x: number }>;
  /** The value axis's marks, bottom to top: 0%, 50%, 100%. */
  readonly ticks: ReadonlyArray<{ readonly text: string; readonly y: number }>;
  readonly legend: ReadonlyArray<{ readonly text: string; readonly colour: string; readonly y: number }>;
  readonly axisTitles: { readonly h: string; readonly v: string };
  readonly plot: { readonly left: number; readonly top: number; readonly width: number; readonly height: number };
}

/** Every `every`-th of n domain values, the last always among them (in place of one too near it). */
function labelled(n: number, every: number): number[] {
  const shown = Array.from({ length: Math.ceil(n / every) }, (_, i) => i * every);
  const last = n - 1;
  if (n > 0 && shown[shown.length - 1] !== last) {
    if (last - shown[shown.length - 1] < every) shown.pop();
    shown.push(last);
  }
  return shown;
}

const LINE_MARGIN = { left: 46, top: 30, right: 96, bottom: 38 };
/** About the width of a label such as "By roll 12" at the page's 11 px. */
const LABEL_WIDTH = 52;

/**
 * A line chart, as Sheets draws one: the domain across at even steps, the
 * value axis from vAxis.viewWindow's min to its max (or the data's), each
 * series a line in its colour, named in the legend by its labelInLegend
 * (series option) or its header.
 */
export function layoutLineChart(chart: ChartView): LineLayout {
  const SIZE = chartSize(chart);
  const { domain, series } = columnsOf(chart);
  const o = chart.options;
  const given = Array.isArray(o.colors) ? (o.colors as unknown[]).map(String) : [];
  const colour = (i: number) => given[i] ?? FALLBACK[i % FALLBACK.length];
  const named = (o.series ?? {}) as Record<string, { labelInLegend?: unknown } | undefined>;
  const label = (i: number, name: string) => {
    const own = named[String(i)]?.labelInLegend;
    return typeof own === 'string' ? own : name;
  };
  const percent = o['vAxis.format'] === 'percent';
  const values = series.flatMap((s) => s.values.map(numeric));
  const min = typeof o['vAxis.viewWindow.min'] === 'number' ? o['vAxis.viewWindow.min'] : Math.min(0, ...values);
  const max = typeof o['vAxis.viewWindow.max'] === 'number' ? o['vAxis.viewWindow.max'] : Math.max(min + 1e-9, ...values);
  const plot = {
    left: LINE_MARGIN.left,
    top: LINE_MARGIN.top,
    width: SIZE.width - LINE_MARGIN.left - LINE_MARGIN.right,
    height: SIZE.height - LINE_MARGIN.top - LINE_MARGIN.bottom,
  };
  const step = plot.width / Math.max(1, domain.length - 1);
  const xAt = (r: number) => plot.left + (domain.length === 1 ? plot.width / 2 : r * step);
  const yAt = (v: number) => plot.top + plot.height - ((Math.min(max, Math.max(min, v)) - min) / (max - min)) * plot.height;
  const every = Math.max(1, Math.ceil(LABEL_WIDTH / step));
  const tickText = (v: number) => (percent ? `${Math.round(v * 100)}%` : String(+v.toFixed(3)));
  const room = Math.min(16, plot.height / Math.max(1, series.length));
  return {
    ...SIZE,
    title: typeof o.title === 'string' ? o.title : '',
    lines: series.map((s, i) => ({
      series: s.name,
      label: label(i, s.name),
      colour: colour(i),
      points: s.values.map((v, r) => ({ domain: String(domain[r]), value: numeric(v), x: xAt(r), y: yAt(numeric(v)) })),
    })),
    dot: typeof o.pointSize === 'number' ? o.pointSize / 2 : 0,
    stroke: typeof o.lineWidth === 'number' ? o.lineWidth : 2,
    labels: labelled(domain.length, every).map((r) => ({ text: String(domain[r]), x: xAt(r) })),
    ticks: [min, (min + max) / 2, max].map((v) => ({ text: tickText(v), y: yAt(v) })),
    legend: series.map((s, i) => ({ text: label(i, s.name), colour: colour(i), y: plot.top + 6 + i * room })),
    axisTitles: {
      h: typeof o['hAxis.title'] === 'string' ? o['hAxis.title'] : '',
      v: typeof o['vAxis.title'] === 'string' ? o['vAxis.title'] : '',
    },
    plot,
  };
}
