import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { BAND_COLOURS, BAND_COLOURS_DARK, DARK_BACKGROUND, THREAT_COLOURS, THREAT_TABLE_COLOURS } from '../../src/rolls/colours';
import { ROLL_SPECS } from '../../src/rolls/registry';
import { axeProblems } from '../support/axe';
import { contrast } from '../support/contrast';
import { OpenPreview, openPreview } from '../support/preview-browser';
import { ROLL_LABELS, rollOfLabel } from '../support/roll-types';

/**
 * Issue 20, items 2, 3, 7 and 8: the sidebar at 200% zoom with WCAG text
 * spacing, in forced colours and in a dark scheme, judged in headless
 * Chromium from what it rendered (boxes, computed colours), every view.
 * Each state's screenshots go to artifacts/look/ (docs/sidebar/ holds the
 * ones committed).
 */

const ROLLS = ROLL_LABELS;
/** The rolls whose rows are running totals of one pool (neither a partition nor separate chances): a bar per roll in the pool's colour, no pool outlined. */
const RISING = ROLLS.filter((label) => {
  const spec = ROLL_SPECS[rollOfLabel(label)];
  return !spec.partition && !spec.grouped;
});
const artifacts = join(__dirname, '../../artifacts/look');
/** WCAG 1.4.12's text spacing, forced on every element (as sidebar.test.ts's). */
const TEXT_SPACING = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
p { margin-bottom: 2em !important; }`;

let preview: OpenPreview;
beforeAll(async () => {
  preview = await openPreview();
  mkdirSync(artifacts, { recursive: true });
});
afterAll(async () => {
  await preview?.close();
});

type Media = Parameters<Page['emulateMedia']>[0];

/** The sidebar alone, `width` CSS px wide at device scale `scale`, in `media`. */
async function sidebarAt(width: number, scale: number, media: Media): Promise<{ page: Page; context: BrowserContext }> {
  const context = await preview.browser.newContext({ viewport: { width, height: 900 }, deviceScaleFactor: scale });
  const page = await context.newPage();
  await page.emulateMedia(media);
  await page.goto(`${preview.url}sidebar`);
  await page.waitForSelector('.view');
  return { page, context };
}

async function chooseRoll(page: Page, roll: string) {
  await page.getByRole('radio', { name: roll, exact: true }).check();
  await page.waitForSelector(`#view-${rollOfLabel(roll)}`);
}

/** The view on show, down to its chart's legend, as a PNG under artifacts/look/. */
async function shoot(page: Page, name: string) {
  const bottom = await page.evaluate(() => document.querySelector('.view')!.getBoundingClientRect().bottom + scrollY + 8);
  await page.screenshot({
    path: join(artifacts, `${name}.png`),
    clip: { x: 0, y: 0, width: page.viewportSize()!.width, height: bottom },
    scale: 'css',
    fullPage: true,
  });
}

const hex = (rgb: string): string =>
  '#' +
  (rgb.match(/[\d.]+/g) ?? [])
    .slice(0, 3)
    .map((c) => Math.round(Number(c)).toString(16).padStart(2, '0'))
    .join('');

/** What the view on show paints: the body's background, the rows' bar fills, the legend's swatches, the chart's bands, texts and outline. */
const painted = (page: Page) =>
  page.evaluate(() => {
    const css = (e: Element) => getComputedStyle(e);
    const chart = document.querySelector('.view svg.chart')!;
    return {
      background: css(document.body).backgroundColor,
      text: css(document.body).color,
      bars: Array.from(document.querySelectorAll('.view .rows .fill')).map((f) => ({
        fill: css(f).backgroundColor,
        adjust: css(f).forcedColorAdjust,
        track: css(f.parentElement!).borderTopColor,
        trackWidth: parseFloat(css(f.parentElement!).borderTopWidth),
        height: f.getBoundingClientRect().height,
      })),
      swatches: Array.from(document.querySelectorAll('.view .legend .swatch')).map((s) => ({
        fill: css(s).backgroundColor,
        adjust: css(s).forcedColorAdjust,
        border: css(s).borderTopColor,
        borderWidth: parseFloat(css(s).borderTopWidth),
        width: s.getBoundingClientRect().width,
      })),
      bands: Array.from(chart.querySelectorAll('.band')).map((b) => css(b).fill),
      chartText: Array.from(chart.querySelectorAll('text')).map((t) => css(t).fill),
      outline: Array.from(chart.querySelectorAll('.current')).map((c) => ({
        stroke: css(c).stroke,
        width: parseFloat(css(c).strokeWidth),
      })),
      ticks: Array.from(chart.querySelectorAll('.tick')).map((t) => css(t).stroke),
    };
  });

describe('200% zoom (150 px wide, device scale 2) with WCAG text spacing: every view reflows', () => {
  let page: Page;
  let context: BrowserContext;
  beforeAll(async () => {
    ({ page, context } = await sidebarAt(150, 2, {}));
    await page.addStyleTag({ content: TEXT_SPACING });
  });
  afterAll(() => context?.close());

  /** Sideways scroll, each fraction's rendered line count, and the chart texts' size on screen against the body's. */
  const reflow = () =>
    page.evaluate(() => {
      const root = document.documentElement;
      // Lines on show: its height over its line height (a clamped fraction's hidden lines do not count).
      const lines = (e: Element) => Math.round(e.getBoundingClientRect().height / parseFloat(getComputedStyle(e).lineHeight));
      const body = parseFloat(getComputedStyle(document.body).fontSize);
      const texts = Array.from(document.querySelectorAll<SVGTextElement>('.view svg text')).filter((t) => t.getClientRects().length > 0);
      const rolls = texts.filter((t) => t.classList.contains('roll')).map((t) => t.getBoundingClientRect());
      // A stacked chart's value labels, along its foot.
      const values = texts.filter((t) => t.classList.contains('value') && t.textContent !== 'roll').map((t) => t.getBoundingClientRect());
      return {
        scroll: [root.scrollWidth, root.clientWidth],
        fractions: Array.from(document.querySelectorAll('.view .frac')).map((f) => ({ text: f.textContent, lines: lines(f) })),
        // Rendered size: the font size times the text's scale on screen (1 without a viewBox).
        smallestText: Math.min(...texts.map((t) => parseFloat(getComputedStyle(t).fontSize) * t.getScreenCTM()!.a)) / body,
        // Labels on one line (the same top) that touch: each 2 px at least from the one before.
        overlaps: [rolls, values].flatMap((boxes) =>
          boxes.filter((r, i) => i > 0 && Math.round(r.top) === Math.round(boxes[i - 1].top) && r.left < boxes[i - 1].right + 2),
        ).length,
      };
    });

  test.each(ROLLS)('%s: no sideways scroll, no fraction past 2 lines, chart text as large for the page as at 300 px', async (roll) => {
    await chooseRoll(page, roll);
    const r = await reflow();
    expect(r.scroll[0]).toBeLessThanOrEqual(r.scroll[1]);
    expect(r.fractions.filter((f) => f.lines > 2)).toEqual([]);
    // 11 px on 13 px, as at 300 px: the chart's labels scale with the page, never its viewBox.
    expect(r.smallestText).toBeGreaterThanOrEqual(11 / 13 - 1e-6);
    expect(r.overlaps).toBe(0);
    await shoot(page, `${roll.toLowerCase()}-150`);
  });

  test('the group’s 1823/3888 stays on one line, under its label when it does not fit beside it', async () => {
    await chooseRoll(page, 'Group');
    const partial = await page.evaluate(() => {
      const row = document.querySelector('#view-group .rows li[data-label="Partial"]')!;
      const [label, frac] = [row.querySelector('.label')!, row.querySelector('.frac')!];
      const range = document.createRange();
      range.selectNodeContents(frac);
      return {
        text: frac.textContent,
        lines: new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top))).size,
        under: frac.getBoundingClientRect().top >= label.getBoundingClientRect().bottom - 1,
      };
    });
    expect(partial).toEqual({ text: '1823/3888', lines: 1, under: true });
  });

  test('a 12-segment clock of 6 dice, all its rolls: still no sideways scroll, fractions in at most 2 lines, roll numbers apart', async () => {
    await chooseRoll(page, 'Clock');
    await page.fill('#segments', '12');
    await page.fill('#dice', '6');
    await page.click('#all-rows');
    await page.waitForSelector('#view-clock .rows li:nth-child(12)');
    const r = await reflow();
    expect(r.scroll[0]).toBeLessThanOrEqual(r.scroll[1]);
    expect(r.fractions.filter((f) => f.lines > 2)).toEqual([]);
    expect(r.overlaps).toBe(0);
    await page.fill('#segments', '8');
    await page.fill('#dice', '2');
  });
});

describe('each row’s bar takes its band’s colour, as the chart and its legend do', () => {
  let page: Page;
  let context: BrowserContext;
  beforeAll(async () => ({ page, context } = await sidebarAt(300, 1, {})));
  afterAll(() => context?.close());

  test.each(ROLLS)('%s', async (roll) => {
    await chooseRoll(page, roll);
    const p = await painted(page);
    const bars = p.bars.map((b) => hex(b.fill));
    const swatches = p.swatches.map((s) => hex(s.fill));
    if (RISING.includes(roll)) {
      // One pool: every roll's bar is the pool's colour, the legend's one swatch.
      expect(new Set(bars)).toEqual(new Set(swatches));
    } else if (roll === 'Threat') {
      // The rows are the roll as a whole (its table's columns), the chart its threats: one colour, one meaning, so no
      // row shares a colour with a threat's outcome (Edge, two 6s, takes Critical's blue).
      expect(bars).toEqual(THREAT_TABLE_COLOURS);
      expect(swatches).toEqual(THREAT_COLOURS);
      expect(bars.filter((b) => swatches.includes(b))).toEqual([]);
    } else {
      expect(bars).toEqual(swatches);
      expect(new Set(bars).size).toBe(bars.length);
    }
    if (roll === 'Action' || roll === 'Group') expect(bars).toEqual(BAND_COLOURS);
    // The chart's first bar (0 dice, or a crew of one) draws in the legend's colours.
    for (const band of p.bands.map(hex)) expect(swatches).toContain(band);
    await shoot(page, `${roll.toLowerCase()}-300`);
  });
});

describe.each([
  ['light', 'light'],
  ['dark', 'dark'],
] as const)('forced colours, a %s theme: bars, swatches and the pool on show stay visible and distinct', (name, colorScheme) => {
  let page: Page;
  let context: BrowserContext;
  beforeAll(async () => ({ page, context } = await sidebarAt(300, 1, { forcedColors: 'active', colorScheme })));
  afterAll(() => context?.close());

  test.each(ROLLS)('%s', async (roll) => {
    await chooseRoll(page, roll);
    expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(true);
    const p = await painted(page);
    const canvas = hex(p.background);
    const ink = hex(p.text);
    expect(contrast(canvas, ink)).toBeGreaterThanOrEqual(4.5);
    for (const s of p.swatches) {
      // Kept in the palette (the legend decodes the chart), 3:1 on the theme's canvas, edged in its text colour.
      expect(s.adjust).toBe('none');
      expect(contrast(hex(s.fill), canvas)).toBeGreaterThanOrEqual(3);
      expect(hex(s.border)).toBe(ink);
      expect(s.borderWidth).toBeGreaterThanOrEqual(1);
      expect(s.width).toBeGreaterThanOrEqual(10);
    }
    expect(new Set(p.swatches.map((s) => s.fill)).size).toBe(p.swatches.length);
    for (const b of p.bars) {
      expect(b.adjust).toBe('none');
      expect(hex(b.track)).toBe(ink);
      expect(b.trackWidth).toBeGreaterThanOrEqual(1);
      if (b.height > 0) expect(contrast(hex(b.fill), canvas)).toBeGreaterThanOrEqual(3);
    }
    // The chart draws in the swatches' colours, its text in the theme's.
    const swatches = new Set(p.swatches.map((s) => hex(s.fill)));
    for (const band of p.bands) expect(swatches.has(hex(band))).toBe(true);
    for (const fill of p.chartText) expect(contrast(hex(fill), canvas)).toBeGreaterThanOrEqual(4.5);
    // The pool on show: outlined in Highlight, thicker than any tick, not merely bold. A threat roll's bars are its
    // threats, all of the pool on show: none is outlined.
    if (roll === 'Threat') expect(p.outline).toHaveLength(0);
    else if (!RISING.includes(roll)) {
      expect(p.outline).toHaveLength(1);
      expect(hex(p.outline[0].stroke)).not.toBe(ink);
      expect(contrast(hex(p.outline[0].stroke), canvas)).toBeGreaterThanOrEqual(3);
      expect(p.outline[0].width).toBeGreaterThanOrEqual(3);
    }
    if (name === 'dark') expect(p.bands.map(hex)).not.toContain(BAND_COLOURS[0]);
    await shoot(page, `${roll.toLowerCase()}-forced-${name}`);
  });
});

describe('the dark theme (prefers-color-scheme: dark)', () => {
  let page: Page;
  let context: BrowserContext;
  beforeAll(async () => ({ page, context } = await sidebarAt(300, 1, { colorScheme: 'dark' })));
  afterAll(() => context?.close());

  test.each(ROLLS)('%s: a dark page, text 4.5:1, charts and bars 3:1 in the dark palette, and axe finds nothing', async (roll) => {
    await chooseRoll(page, roll);
    const p = await painted(page);
    expect(hex(p.background)).toBe(DARK_BACKGROUND);
    expect(contrast(hex(p.text), DARK_BACKGROUND)).toBeGreaterThanOrEqual(4.5);
    for (const colour of [
      ...p.bars.map((b) => b.fill),
      ...p.swatches.map((s) => s.fill),
      ...p.bands,
      ...p.ticks,
      ...p.outline.map((o) => o.stroke),
    ])
      expect(contrast(hex(colour), DARK_BACKGROUND)).toBeGreaterThanOrEqual(3);
    for (const fill of p.chartText) expect(contrast(hex(fill), DARK_BACKGROUND)).toBeGreaterThanOrEqual(4.5);
    if (roll === 'Action' || roll === 'Group') expect(p.bars.map((b) => hex(b.fill))).toEqual(BAND_COLOURS_DARK);
    expect(await axeProblems(page.mainFrame())).toEqual([]);
    await shoot(page, `${roll.toLowerCase()}-dark`);
  });

  test('with every field refusing, the errors read 4.5:1 too (axe)', async () => {
    await chooseRoll(page, 'Action');
    await page.fill('#dice', '25');
    await page.getByRole('button', { name: 'Insert formula' }).click();
    expect(await axeProblems(page.mainFrame())).toEqual([]);
    await page.fill('#dice', '2');
  });
});
