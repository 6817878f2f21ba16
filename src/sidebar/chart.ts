import { OddsRow } from '../rolls/rows';

/**
 * The sidebar's charts, as SVG markup written by hand (no chart library:
 * the sidebar must stay small and offline). Pure: rows in, markup out, so
 * the geometry is tested without a browser. Each chart is one image
 * (role="img") named by the caller; the bands are told apart by their
 * order and the legend beside the chart as much as by colour, and every
 * colour here has at least 3:1 contrast against the white background.
 */

/** One pool's bar: its rows, stacked left to right in the rows' order. */
export interface PoolBar {
  readonly pool: number;
  readonly rows: readonly OddsRow[];
}

/** The viewBox's width; the chart scales to the sidebar's. */
const WIDTH = 300;
/** Where the bars start, right of the pool labels, and where they end, short of the highlight's outline. */
const BAR_LEFT = 30;
const BAR_RIGHT = 296;
const ROW = 17;
const BAR = 12;
/** The highlight and the labels: near-black, 15:1 on white. */
const INK = '#202124';

const num = (x: number): string => String(+x.toFixed(2));
const escape = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

const svg = (height: number, name: string, body: string[]): string =>
  `<svg class="chart" role="img" aria-label="${escape(name)}" viewBox="0 0 ${WIDTH} ${num(height)}">` + `${body.join('')}</svg>`;

const rect = (x: number, y: number, w: number, h: number, attrs: string): string =>
  `<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" ${attrs}/>`;

const text = (x: number, y: number, anchor: 'start' | 'end' | 'middle', content: string, bold = false): string =>
  `<text x="${num(x)}" y="${num(y)}" text-anchor="${anchor}"${bold ? ' font-weight="bold"' : ''}>${escape(content)}</text>`;

/**
 * Stacked bars, one per pool, each split into its rows' chances (which sum
 * to 1) in `colours`, row i in colours[i]; the `current` pool is outlined
 * and its label bold. Thin white gaps separate the bands, so each band
 * meets the background, not its neighbour.
 */
export function stackedChart(bars: readonly PoolBar[], current: number, colours: readonly string[], name: string): string {
  const span = BAR_RIGHT - BAR_LEFT;
  const body: string[] = [];
  bars.forEach(({ pool, rows }, i) => {
    const y = 3 + i * ROW;
    const on = pool === current;
    body.push(text(BAR_LEFT - 8, y + BAR - 2, 'end', String(pool), on));
    let left = 0;
    rows.forEach((row, band) => {
      const width = row.fraction.toNumber() * span;
      if (width > 0) body.push(rect(BAR_LEFT + left, y, width, BAR, `fill="${colours[band]}" stroke="#fff" stroke-width="1"`));
      left += width;
    });
    if (on) body.push(rect(BAR_LEFT - 2, y - 2, span + 4, BAR + 4, `fill="none" stroke="${INK}" stroke-width="2" class="current"`));
  });
  return svg(bars.length * ROW + 4, name, body);
}

/** The step chart's plot: its left (room for "100%"), its top and its height (100%). */
const PLOT_LEFT = 38;
const PLOT_TOP = 8;
const PLOT = 64;

/**
 * One pool's rising chances (a clock's "Full by roll k"), one bar each, as
 * tall as its chance, against 0% and 100% marks; the first and last rolls
 * are named below.
 */
export function stepChart(rows: readonly OddsRow[], colour: string, name: string): string {
  const span = BAR_RIGHT - PLOT_LEFT;
  const slot = span / rows.length;
  const gap = Math.min(2, slot / 4);
  const base = PLOT_TOP + PLOT;
  const body = [
    `<line x1="${PLOT_LEFT}" y1="${PLOT_TOP}" x2="${BAR_RIGHT}" y2="${PLOT_TOP}" stroke="${INK}" stroke-dasharray="2 3"/>`,
    `<line x1="${PLOT_LEFT}" y1="${base}" x2="${BAR_RIGHT}" y2="${base}" stroke="${INK}"/>`,
    text(PLOT_LEFT - 4, PLOT_TOP + 4, 'end', '100%'),
    text(PLOT_LEFT - 4, base + 4, 'end', '0%'),
  ];
  rows.forEach((row, i) => {
    const height = row.fraction.toNumber() * PLOT;
    body.push(rect(PLOT_LEFT + i * slot + gap / 2, base - height, slot - gap, height, `fill="${colour}"`));
  });
  const last = rows.length - 1;
  body.push(text(PLOT_LEFT, base + 16, 'start', 'roll 1'));
  if (last > 0) body.push(text(BAR_RIGHT, base + 16, 'end', `roll ${last + 1}`));
  return svg(base + 22, name, body);
}
