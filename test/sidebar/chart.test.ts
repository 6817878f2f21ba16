import { BANDS } from '../../src/blades/action';
import { OddsRow } from '../../src/rolls/rows';
import { ROLL_TYPES } from '../../src/rolls/roll-types';
import { BAND_COLOURS, BAND_COLOURS_DARK } from '../../src/rolls/colours';
import { ROLL_LABEL_WIDTHS, labelledRolls, stackedChart, stepChart } from '../../src/sidebar/chart';
import { keyRows, rollChart } from '../../src/sidebar/views';
import { contrast } from '../support/contrast';
import { EXAMPLE_CHOICES } from '../support/example-choices';
import { enumeratedBands, frac } from '../support/enumerate';

/** A CSS length of the chart's markup (`calc(30px + (100% - 34px) * 0.25)`, `28px`), in px on a chart `width` px wide. */
function cssLength(length: string, width: number): number {
  const js = length
    .replace(/calc\(/g, '(')
    .replace(/min\(/g, 'Math.min(')
    .replace(/100%/g, String(width))
    .replace(/px/g, '');
  if (!/^[\d\s.+\-*/(),Mathmin]+$/.test(js)) throw new Error(`not a length: ${length}`);
  return Number(new Function(`return ${js}`)());
}

/** The rectangles and texts of a chart's markup, as numbers, on a chart 300 px wide (the old viewBox's width). */
interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
  fill: string;
  current: boolean;
}
function rects(markup: string, chart = 300): Rect[] {
  return [...markup.matchAll(/<rect ([^>]*)\/>/g)].map(([, attrs]) => {
    const get = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(attrs)?.[1] ?? '';
    const css = (name: string) => new RegExp(`(?:^|;)${name}:([^;]*)`).exec(get('style'))?.[1] ?? '';
    return {
      x: cssLength(css('x'), chart),
      y: +get('y'),
      width: cssLength(css('width'), chart),
      height: +get('height'),
      fill: get('fill'),
      current: get('class') === 'current',
    };
  });
}
const texts = (markup: string, only = '') =>
  [...markup.matchAll(/<text ([^>]*?)(font-weight="bold")?>([^<]*)<\/text>/g)]
    .filter((m) => only === '' || m[1].includes(`class="${only}`))
    .map((m) => ({ text: m[3], bold: !!m[2] }));
const nameOf = (markup: string) => /aria-label="([^"]*)"/.exec(markup)![1];

/** The bars' drawing width on a chart 300 px wide: from x = 30 to 296. */
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
    expect(texts(markup, 'pool')).toEqual([
      { text: '0', bold: false },
      { text: '1', bold: true },
    ]);
  });

  test('another pool outlined changes two labels and the outline, and no bar’s place among the chart’s children', () => {
    // The sidebar patches a chart piece by piece, each child against the one in its place (src/sidebar/dom.ts).
    const children = (m: string) => [...m.matchAll(/<(rect|text|line)\b(?:[^<>"]|"[^"]*")*(?:\/>|>[^<]*<\/\1>)/g)].map((c) => c[0]);
    const now = children(stackedChart(bars, 0, ['#111111', '#222222', '#333333'], 'Two pools'));
    const was = children(markup);
    expect(now).toHaveLength(was.length);
    const changed = now.flatMap((c, i) => (c === was[i] ? [] : [c]));
    expect(changed).toEqual([
      expect.stringContaining('font-weight="bold">0<'),
      expect.stringContaining('>1<'),
      expect.stringContaining('class="current"'),
    ]);
  });

  test('value ticks under the bars: 0%, 50% and 100% of the bars’ span', () => {
    expect(texts(markup, 'value').map((t) => t.text)).toEqual(['0%', '50%', '100%']);
    // Each label's x is a percent of the chart plus pixels: at 300 px wide, 30, 163 and 296 (the bars' left, middle and right).
    const at = [...markup.matchAll(/<text x="([\d.]+)%" dx="(-?[\d.]+)"[^>]*class="value/g)].map(([, f, dx]) => (+f / 100) * 300 + +dx);
    expect(at).toEqual([30, 163, 296]);
  });

  test('the bands stretch with the chart and the labels do not: at 150 px wide the bars are 116 px, the labels still 11 px', () => {
    const narrow = rects(markup, 150).filter((r) => !r.current);
    expect(narrow[0].x).toBe(30);
    expect(narrow[0].width + narrow[1].width).toBeCloseTo(116, 9);
    expect(markup).not.toContain('viewBox');
  });

  test('each band carries its dark variant for the dark theme; a colour without one keeps its own', () => {
    const action = rollChart({ roll: 'action', dice: 2 }).markup;
    expect(action).toContain(`fill="${BAND_COLOURS[0]}" stroke="#fff" stroke-width="1" style="--dark:${BAND_COLOURS_DARK[0]};`);
    expect(markup).toContain('fill="#111111" stroke="#fff" stroke-width="1" style="--dark:#111111;');
  });

  test('one image, named as given, the name escaped', () => {
    expect(markup).toMatch(/^<svg class="chart" role="img" aria-label="Two pools" width="100%" height="\d+">/);
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

  test('the bars have no edge of their own, and the 0% baseline is drawn over their feet', () => {
    expect(markup).not.toMatch(/<rect [^>]*stroke=/);
    expect(markup.lastIndexOf('<rect')).toBeLessThan(markup.indexOf('y1="72" x2="100%" y2="72"'));
  });

  test('labelled 0%, 50% and 100%, and every roll', () => {
    expect(texts(markup).map((t) => t.text)).toEqual(['0%', '50%', '100%', 'roll', '1', '2', '3']);
  });
});

describe('labelledRolls: a clock’s roll numbers, every one where they fit', () => {
  test.each([
    [8, 276, [1, 2, 3, 4, 5, 6, 7, 8]],
    [8, 126, [1, 2, 3, 4, 5, 6, 7, 8]],
    [12, 126, [1, 4, 7, 12]],
    [12, 276, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]],
    [24, 276, [1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 24]],
    [24, 126, [1, 6, 11, 16, 24]],
    [1, 126, [1]],
  ])('%i rolls on a chart %i px wide: %j', (rolls, width, shown) => {
    expect(labelledRolls(rolls, width)).toEqual(shown);
  });

  test.each([4, 6, 8, 12, 17, 24])('%i rolls: at each width, the first and last shown, and no two labels closer than a label', (rolls) => {
    for (const { chart } of ROLL_LABEL_WIDTHS) {
      const shown = labelledRolls(rolls, chart);
      expect(shown[0]).toBe(1);
      expect(shown[shown.length - 1]).toBe(rolls);
      const slot = (chart - 38) / rolls;
      for (let i = 1; i < shown.length; i++) expect((shown[i] - shown[i - 1]) * slot).toBeGreaterThanOrEqual(String(rolls).length * 7 + 4);
    }
  });

  test('the markup hides, by class, the labels each width leaves out', () => {
    const clock = rollChart({ roll: 'clock', dice: 2, segments: 12 }).markup;
    const classes = [...clock.matchAll(/<text [^>]*class="(roll[^"]*)"[^>]*>(\d+)</g)].map(([, c, k]) => `${k}: ${c}`);
    expect(classes).toEqual([
      '1: roll',
      '2: roll hide-mid hide-narrow',
      '3: roll hide-narrow',
      '4: roll hide-mid',
      '5: roll hide-narrow',
      '6: roll hide-mid hide-narrow',
      '7: roll',
      '8: roll hide-mid hide-narrow',
      '9: roll hide-narrow',
      '10: roll hide-mid hide-narrow',
      '11: roll hide-mid hide-narrow',
      '12: roll',
    ]);
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
    expect(texts(chart.markup, 'pool').map((t) => t.text)).toEqual(['0', '1', '2', '3', '4', '5', '6', '12']);
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
    const chart = rollChart(EXAMPLE_CHOICES[roll]);
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

describe('a threat roll’s chart: one bar per threat, stacked Avoided, Reduced, Full', () => {
  test('2 dice, 3 threats, risky: three bars of the engine’s partitions, none outlined, named for the threats', () => {
    const chart = rollChart({ roll: 'threat', dice: 2, threats: 3, position: 'risky' });
    expect(chart.caption).toBe('One bar per threat, the most severe (1) first');
    expect(chart.legend.map((b) => b.label)).toEqual(['Avoided', 'Reduced', 'Full']);
    expect(nameOf(chart.markup)).toBe(
      'Chart: Threat roll: 3 threats, risky, 2 dice: one bar per threat, 1 to 3, the most severe first; each bar stacks Avoided, Reduced, Full from the left.',
    );
    expect(texts(chart.markup, 'pool').map((t) => t.text)).toEqual(['1', '2', '3']);
    const bands = rects(chart.markup).filter((r) => r.fill !== '' && !r.current);
    expect(rects(chart.markup).filter((r) => r.current)).toEqual([]);
    // Threat 1 of 4 dice: avoided 671/1296, reduced 34/81 (544/1296), full 1/16 (81/1296), each a share of the span.
    const [avoided, reduced, full] = bands.slice(0, 3);
    expect([avoided.width, reduced.width, full.width].map((w) => Math.round((w / SPAN) * 1296))).toEqual([671, 544, 81]);
    expect(bands.map((r) => r.fill)).toEqual(expect.arrayContaining(chart.legend.map((b) => b.colour)));
  });
});
