import type { ChartView } from './sheet';

/**
 * An embedded bar chart laid out for the preview page, as plain shapes: the
 * page turns them into SVG. The first range (or the first column of a single
 * range) is the domain, one bar per row; each other column is a series named
 * by its header row, stacked along the bar or, unstacked, side by side.
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

const SIZE = { width: 440, height: 280 };
const MARGIN = { left: 36, top: 30, right: 110, bottom: 22 };
/** Sheets's own series colours, for a chart given no 'colors' option; the add-on's charts always set the registry's (src/rolls/colours.ts). */
const FALLBACK = ['#4285f4', '#db4437', '#f4b400', '#0f9d58', '#ab47bc', '#00acc1'];

type Cell = number | string | boolean;

/** The domain column and the series columns, headers split off. */
function columnsOf(data: Cell[][][]): { domain: Cell[]; series: Array<{ name: string; values: Cell[] }> } {
  const blocks = data.length === 1 ? [data[0].map((r) => [r[0]]), data[0].map((r) => r.slice(1))] : data;
  const [first, ...rest] = blocks;
  const series = rest.flatMap((block) =>
    (block[0] ?? []).map((name, c) => ({ name: String(name), values: block.slice(1).map((row) => row[c]) })),
  );
  return { domain: first.slice(1).map((r) => r[0]), series };
}

const numeric = (v: Cell | undefined): number => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : 0);

export function layoutChart(chart: ChartView): ChartLayout {
  const { domain, series } = columnsOf(chart.data);
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
