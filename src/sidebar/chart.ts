import { darkOf } from '../rolls/colours';
import { OddsRow } from '../rolls/rows';
import { CLOCK_STEPS } from '../rolls/registry';

/**
 * The sidebar's charts, as SVG markup written by hand (no chart library:
 * the sidebar must stay small and offline). Pure: rows in, markup out, so
 * the geometry is tested without a browser. Each chart is one image
 * (role="img") named by the caller; the bands are told apart by their
 * order and the legend beside the chart as much as by colour, and every
 * colour here has at least 3:1 contrast against the background, light or
 * dark (each data colour carries its dark variant, `--dark`, from
 * src/rolls/colours.ts; style.css picks it under a dark scheme).
 *
 * No viewBox: one unit is one CSS pixel, so the labels are the page's
 * 11 px at any width and zoom (WCAG 1.4.4, 1.4.10), and only the bars
 * stretch: their x and width are CSS calc() lengths, a share of the width
 * the labels leave.
 */

/** One pool's bar: its rows, stacked left to right in the rows' order. */
export interface PoolBar {
  readonly pool: number;
  readonly rows: readonly OddsRow[];
}

/** Where the bars start, right of the pool labels, and how far short of the right edge they end (room for the highlight's outline). */
const BAR_LEFT = 30;
const BAR_INSET = 4;
const ROW = 17;
const BAR = 12;
/** The outline, ticks and axis: near-black, 15:1 on white (style.css repaints them in the dark theme and forced colours). */
const INK = '#202124';
/** The value ticks under the stacked bars, and a clock's. */
const TICKS = [0, 0.5, 1];

const num = (x: number): string => String(+x.toFixed(2));
/** A share of the width, to a millionth: a band of 1/36 is drawn within 0.001 px of its chance. */
const share6 = (f: number): string => String(+f.toFixed(6));
const escape = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

const svg = (height: number, name: string, body: string[]): string =>
  `<svg class="chart" role="img" aria-label="${escape(name)}" width="100%" height="${num(height)}">${body.join('')}</svg>`;

/** A CSS length: `left` px plus the share `f` of the width less `less` px. */
const along = (left: number, less: number, f: number): string => `calc(${left}px + (100% - ${less}px) * ${share6(f)})`;
/** A CSS length: the share `f` of the width less `less` px, less `minus` px. */
const share = (less: number, f: number, minus = 0): string => `calc((100% - ${less}px) * ${share6(f)}${minus ? ` - ${num(minus)}px` : ''})`;

/** A swatch's or a row bar's colour, as custom properties style.css paints with: the light one, and its dark variant. */
export const paintStyle = (colour: string): string => `--light:${colour};--dark:${darkOf(colour)}`;

/** A data colour: the light one as the fill, the dark one for style.css. */
const paint = (colour: string, gap = true): string =>
  `fill="${colour}"${gap ? ' stroke="#fff" stroke-width="1"' : ''} style="--dark:${darkOf(colour)}`;

/** A rectangle whose x and width are CSS lengths (strings) or pixels. */
const rect = (x: string, y: number, w: string, h: number, attrs: string, style = ''): string =>
  `<rect y="${num(y)}" height="${num(h)}" ${attrs}${attrs.includes('style="') ? ';' : ' style="'}x:${x};width:${w}${style}"/>`;

/** A text at `f` of the width less `less` px, from `left` px: x in percent, dx the pixels. */
const text = (left: number, less: number, f: number, y: number, anchor: 'start' | 'end' | 'middle', content: string, attrs = ''): string =>
  `<text x="${num(f * 100)}%" dx="${num(left - less * f)}" y="${num(y)}" text-anchor="${anchor}"${attrs}>${escape(content)}</text>`;

/** A vertical tick at `f` of the width less `less` px, from `left` px. */
const tick = (left: number, less: number, f: number, y1: number, y2: number): string =>
  `<line class="tick" stroke="${INK}" x1="${num(f * 100)}%" x2="${num(f * 100)}%" y1="${num(y1)}" y2="${num(y2)}" transform="translate(${num(left - less * f)} 0)"/>`;

/** "0%", "50%", "100%". */
const tickText = (f: number): string => `${f * 100}%`;

/**
 * Stacked bars, one per pool, each split into its rows' chances (which sum
 * to 1) in `colours`, row i in colours[i]; the `current` pool is outlined
 * and its label bold. Thin gaps in the background's colour separate the
 * bands, so each band meets the background, not its neighbour. Under the
 * bars, value ticks at 0, 50% and 100%.
 */
export function stackedChart(bars: readonly PoolBar[], current: number, colours: readonly string[], name: string): string {
  const less = BAR_LEFT + BAR_INSET;
  const body: string[] = [];
  // The outline comes last: another pool then changes two labels and the outline's y, and no bar's place among the pieces (dom.ts).
  let outline = '';
  bars.forEach(({ pool, rows }, i) => {
    const y = 3 + i * ROW;
    const on = pool === current;
    body.push(
      `<text class="pool" x="${BAR_LEFT - 8}" y="${y + BAR - 2}" text-anchor="end"${on ? ' font-weight="bold"' : ''}>${pool}</text>`,
    );
    let left = 0;
    rows.forEach((row, band) => {
      const width = row.fraction.toNumber();
      if (width > 0) body.push(rect(along(BAR_LEFT, less, left), y, share(less, width), BAR, `class="band" ${paint(colours[band])}`));
      left += width;
    });
    if (on)
      outline = rect(
        `${BAR_LEFT - 2}px`,
        y - 2,
        `calc(100% - ${less - 4}px)`,
        BAR + 4,
        `class="current" fill="none" stroke="${INK}" stroke-width="2"`,
      );
  });
  const axis = 3 + bars.length * ROW;
  for (const f of TICKS) {
    body.push(tick(BAR_LEFT, less, f, axis - 2, axis + 2));
    // Under 224 px the 50% label would touch 100%: its tick stays, unnamed (style.css hides `hide-narrow`).
    const attrs = f === 0.5 ? ' class="value hide-narrow"' : ' class="value"';
    body.push(text(BAR_LEFT, less, f, axis + 13, f === 0 ? 'start' : f === 1 ? 'end' : 'middle', tickText(f), attrs));
  }
  if (outline) body.push(outline);
  return svg(axis + 17, name, body);
}

/** The step chart's plot: its left (room for "100%"), its top and its height (100%); it runs to the right edge. */
const PLOT_LEFT = 38;
const PLOT_TOP = 8;
const PLOT = 64;

/**
 * The widths a clock's roll labels are laid out for: the chart at the
 * 300 px sidebar (276 px), at 224–299 px (from 200), and narrower (from
 * the 126 px of 200% zoom). style.css's media queries hide each width's
 * `hide-…` labels; keep the two in step.
 */
export const ROLL_LABEL_WIDTHS: ReadonlyArray<{ readonly name: string; readonly chart: number }> = [
  { name: 'wide', chart: 276 },
  { name: 'mid', chart: 200 },
  { name: 'narrow', chart: 126 },
];

/** What a roll label needs across: its digits at 11 px (6.1 px each) with WCAG text spacing (0.12em a letter), and a gap. */
const labelWidth = (digits: number): number => digits * 7 + 4;

/**
 * The rolls (1-based) labelled on a chart `chart` px wide: every one where
 * they fit; else every step-th from the first, and the last, dropping the
 * one before it if it would touch.
 */
export function labelledRolls(rolls: number, chart: number): number[] {
  const slot = (chart - PLOT_LEFT) / rolls;
  const step = Math.max(1, Math.ceil(labelWidth(String(rolls).length) / slot));
  const shown: number[] = [];
  for (let k = 1; k <= rolls; k += step) if (k === rolls || rolls - k >= step) shown.push(k);
  if (shown[shown.length - 1] !== rolls) shown.push(rolls);
  return shown;
}

/** A step chart's axis: the word before its numbers and its first bar's number (a clock's roll 1, acquiring's 0 coin). */
export interface StepAxis {
  readonly word: string;
  readonly first: number;
}

/**
 * One pool's rising chances (a clock's "Full by roll k", acquiring's "With
 * at most k coin"), one bar each, as tall as its chance, against 0%, 50%
 * and 100% marks; each step is numbered below its bar where the numbers
 * fit (ROLL_LABEL_WIDTHS), from `axis.first`.
 */
export function stepChart(rows: readonly OddsRow[], colour: string, name: string, axis: StepAxis = CLOCK_STEPS): string {
  const n = rows.length;
  const base = PLOT_TOP + PLOT;
  const body = [
    `<line class="tick" stroke="${INK}" x1="${PLOT_LEFT}" y1="${PLOT_TOP}" x2="100%" y2="${PLOT_TOP}" stroke-dasharray="2 3"/>`,
    `<line class="tick" stroke="${INK}" x1="${PLOT_LEFT}" y1="${PLOT_TOP + PLOT / 2}" x2="100%" y2="${PLOT_TOP + PLOT / 2}" stroke-dasharray="2 3"/>`,
    ...TICKS.map((f) => `<text class="value" x="${PLOT_LEFT - 4}" y="${num(base - f * PLOT + 4)}" text-anchor="end">${tickText(f)}</text>`),
  ];
  // Each bar a share 1/n of the plot, less a gap of at most 2 px (a quarter of a narrow slot).
  const gap = `min(2px, (100% - ${PLOT_LEFT}px) / ${4 * n})`;
  rows.forEach((row, i) => {
    const height = row.fraction.toNumber() * PLOT;
    body.push(
      rect(
        `calc(${along(PLOT_LEFT, PLOT_LEFT, i / n)} + ${gap} / 2)`,
        base - height,
        `calc(${share(PLOT_LEFT, 1 / n)} - ${gap})`,
        height,
        `class="band step" ${paint(colour, false)}`,
      ),
    );
  });
  // The baseline over the bars' feet, so a chance near 0 still shows where 0 is.
  body.push(`<line class="tick" stroke="${INK}" x1="${PLOT_LEFT}" y1="${base}" x2="100%" y2="${base}"/>`);
  const shown = ROLL_LABEL_WIDTHS.map((w) => new Set(labelledRolls(n, w.chart)));
  body.push(`<text class="value" x="${PLOT_LEFT - 4}" y="${base + 14}" text-anchor="end">${axis.word}</text>`);
  rows.forEach((_, i) => {
    const hidden = ROLL_LABEL_WIDTHS.filter((_, w) => !shown[w].has(i + 1)).map((w) => `hide-${w.name}`);
    const attrs = ` class="${['roll', ...hidden].join(' ')}"`;
    body.push(text(PLOT_LEFT, PLOT_LEFT, (i + 0.5) / n, base + 14, 'middle', String(i + axis.first), attrs));
  });
  return svg(base + 20, name, body);
}
