import { BANDS } from '../../src/blades/action';
import { OddsRow } from '../../src/rolls/rows';
import { ROLL_TYPES, RollChoice, RollType } from '../../src/rolls/roll-types';
import { stackedChart, stepChart } from '../../src/sidebar/chart';
import { keyRows, rollChart } from '../../src/sidebar/views';
import { contrast } from '../support/contrast';
import { enumeratedBands, frac } from '../support/enumerate';

/** The rectangles and texts of a chart's markup, as numbers. */
interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
  fill: string;
  current: boolean;
}
function rects(markup: string): Rect[] {
  return [...markup.matchAll(/<rect ([^>]*)\/>/g)].map(([, attrs]) => {
    const get = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(attrs)?.[1] ?? '';
    return {
      x: +get('x'),
      y: +get('y'),
      width: +get('width'),
      height: +get('height'),
      fill: get('fill'),
      current: get('class') === 'current',
    };
  });
}
const texts = (markup: string) =>
  [...markup.matchAll(/<text [^>]*?(font-weight="bold")?>([^<]*)<\/text>/g)].map((m) => ({ text: m[2], bold: !!m[1] }));
const nameOf = (markup: string) => /aria-label="([^"]*)"/.exec(markup)![1];

/** The bars' drawing width in the viewBox: from x = 30 to 296. */
const SPAN = 266;
const row = (label: string, n: number, d: number): OddsRow => ({ label, fraction: frac(n, d) });

describe('stackedChart: one bar per pool, its bands side by side in proportion', () => {
  const bars = [
    { pool: 0, rows: [row('a', 3, 4), row('b', 1, 4), row('c', 0, 1)] },
    { pool: 1, rows: [row('a', 1, 2), row('b', 1, 4), row('c', 1, 4)] },
  ];
  const markup = stackedChart(bars, 1, ['#111111', '#222222', '#333333'], 'Two pools');

  test('band widths are the chances times the bar, left to right in order; an impossible band draws nothing', () => {
    const drawn = rects(markup).filter((r) => !r.current);
    expect(drawn.map((r) => [r.fill, r.x, r.width])).toEqual([
      ['#111111', 30, 199.5],
      ['#222222', 229.5, 66.5],
      ['#111111', 30, 133],
      ['#222222', 163, 66.5],
      ['#333333', 229.5, 66.5],
    ]);
    // Each bar on its own line, the second below the first.
    expect(drawn[2].y).toBeGreaterThan(drawn[0].y + drawn[0].height);
  });

  test('the current pool is outlined around its bar, and its label is bold', () => {
    const [outline] = rects(markup).filter((r) => r.current);
    const bar = rects(markup).filter((r) => !r.current)[2];
    expect(outline.y).toBeLessThan(bar.y);
    expect(outline.y + outline.height).toBeGreaterThan(bar.y + bar.height);
    expect(outline.x).toBeLessThan(30);
    expect(outline.x + outline.width).toBeGreaterThan(296);
    expect(texts(markup)).toEqual([
      { text: '0', bold: false },
      { text: '1', bold: true },
    ]);
  });

  test('one image, named as given, the name escaped', () => {
    expect(markup).toMatch(/^<svg class="chart" role="img" aria-label="Two pools" viewBox="0 0 300 \d+">/);
    expect(nameOf(stackedChart(bars, 0, ['#000000'], 'a < b & "c"'))).toBe('a &lt; b &amp; &quot;c&quot;');
  });
});

describe('stepChart: one bar per roll, as tall as its chance', () => {
  const markup = stepChart([row('Full by roll 1', 1, 4), row('Full by roll 2', 1, 2), row('Full by roll 3', 1, 1)], '#1a73e8', 'Clock');

  test('heights are the chances times the 64-unit plot, all on one baseline, in order', () => {
    const bars = rects(markup);
    expect(bars.map((b) => b.height)).toEqual([16, 32, 64]);
    expect(new Set(bars.map((b) => b.y + b.height)).size).toBe(1);
    expect(bars[0].x).toBeLessThan(bars[1].x);
    expect(bars[1].x).toBeLessThan(bars[2].x);
  });

  test('labelled 0% and 100%, and its first and last rolls', () => {
    expect(texts(markup).map((t) => t.text)).toEqual(['100%', '0%', 'roll 1', 'roll 3']);
  });
});

describe('rollChart: the roll on show, from the registry', () => {
  test('Action with 3 dice: 0–6 dice, each bar the brute-forced bands, 3 dice outlined', () => {
    const chart = rollChart({ roll: 'action', dice: 3 });
    const drawn = rects(chart.markup).filter((r) => !r.current);
    const rows = [...new Set(drawn.map((r) => r.y))];
    expect(rows).toHaveLength(7);
    rows.forEach((y, pool) => {
      const widths = drawn.filter((r) => r.y === y).map((r) => r.width);
      const expected = enumeratedBands(pool)
        .map((p) => p.toNumber() * SPAN)
        .filter((w) => w > 0);
      widths.forEach((w, i) => expect(w).toBeCloseTo(expected[i], 2));
      expect(widths).toHaveLength(expected.length);
    });
    const outline = rects(chart.markup).find((r) => r.current)!;
    expect(outline.y).toBeLessThan(rows[3]);
    expect(outline.y).toBeGreaterThan(rows[2]);
    expect(chart.legend.map((b) => b.label)).toEqual([...BANDS]);
    expect(nameOf(chart.markup)).toBe(
      'Chart: Action roll for 0 to 6 dice, 3 dice outlined; each bar stacks Bad, Partial, Clean, Critical from the left.',
    );
  });

  test('a pool past 6 gets a bar of its own after 0–6, outlined, and the name says so', () => {
    const chart = rollChart({ roll: 'resistance', dice: 12 });
    expect(texts(chart.markup).map((t) => t.text)).toEqual(['0', '1', '2', '3', '4', '5', '6', '12']);
    expect(texts(chart.markup).filter((t) => t.bold)).toEqual([{ text: '12', bold: true }]);
    expect(nameOf(chart.markup)).toMatch(/^Chart: Resistance roll for 0 to 6 and 12 dice, 12 dice outlined;/);
  });

  test('a clock: its pool’s chance to be full by each roll, named with the first and last', () => {
    const chart = rollChart({ roll: 'clock', dice: 1, segments: 2 });
    // One die, two segments: a 4, 5 or 6 (1/2) marks 2 or more and fills it on roll 1; any second roll does.
    expect(rects(chart.markup).map((b) => b.height)).toEqual([32, 64]);
    expect(nameOf(chart.markup)).toBe('Chart: Clock of 2 segments, 1 die: the chance it is full by roll 1 to 2, from 50.0% to 100.0%.');
  });

  test.each(ROLL_TYPES)('%s: every band colour has 3:1 contrast on the white background, and the bands differ', (roll) => {
    const choices: Record<RollType, RollChoice> = {
      action: { roll: 'action', dice: 2 },
      resistance: { roll: 'resistance', dice: 2 },
      vice: { roll: 'vice', dice: 2 },
      clock: { roll: 'clock', dice: 2, segments: 8 },
      group: { roll: 'group', pools: [2, 1, 0], synchronized: false },
    };
    const chart = rollChart(choices[roll]);
    const fills = [
      ...new Set(
        rects(chart.markup)
          .filter((r) => !r.current)
          .map((r) => r.fill),
      ),
    ];
    for (const fill of fills) expect(contrast(fill, '#ffffff')).toBeGreaterThanOrEqual(3);
    expect(new Set(chart.legend.map((b) => b.colour)).size).toBe(chart.legend.length);
  });
});

describe('keyRows: a long clock’s rows that matter', () => {
  test('from the first with at least 0.1% to the first with at least 99.9%', () => {
    const rows = [row('', 0, 1), row('', 1, 2000), row('', 1, 1000), row('', 1, 2), row('', 998, 1000), row('', 999, 1000), row('', 1, 1)];
    expect(keyRows(rows)).toEqual({ first: 2, last: 5 });
  });

  test('a short clock keeps every row', () => {
    expect(keyRows([row('', 1, 3), row('', 1, 1)])).toEqual({ first: 0, last: 1 });
  });
});
