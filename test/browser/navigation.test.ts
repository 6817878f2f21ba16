import type { BrowserContext, Page } from 'playwright-core';
import { NAVIGATION_ORDER, ROLL_FAMILIES } from '../../src/rolls/families';
import { ROLL_SPECS } from '../../src/rolls/registry';
import { axeProblems } from '../support/axe';
import { contrast } from '../support/contrast';
import { OpenPreview, openPreview } from '../support/preview-browser';

/**
 * The roll-type navigation (issue 26, item 7): the roll types in families
 * (src/rolls/families.ts), a labelled group each, one radio group across
 * them; by keyboard alone, axe clean, at 300 px, at 200% zoom (150 px with
 * WCAG text spacing) and in forced colours. Every family and roll type is
 * read from the declaration, so roll types still to come are covered.
 */

/** WCAG 1.4.12's text spacing, forced on every element (as look.test.ts's). */
const TEXT_SPACING = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
p { margin-bottom: 2em !important; }`;

let preview: OpenPreview;
beforeAll(async () => {
  preview = await openPreview();
});
afterAll(async () => {
  await preview?.close();
});

type Media = Parameters<Page['emulateMedia']>[0];

/** The sidebar alone at `width`×`height` CSS px, device scale `scale`, in `media`, opened on Action. */
async function sidebarAt(
  width: number,
  height: number,
  scale: number,
  media: Media = {},
): Promise<{ page: Page; context: BrowserContext }> {
  const context = await preview.browser.newContext({ viewport: { width, height }, deviceScaleFactor: scale });
  const page = await context.newPage();
  await page.emulateMedia(media);
  await page.goto(`${preview.url}sidebar`);
  await page.waitForSelector('.view');
  await page.getByRole('radio', { name: 'Action', exact: true }).check();
  return { page, context };
}

const name = (roll: string) => ROLL_SPECS[roll as keyof typeof ROLL_SPECS].name;
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? null);

/** Sideways scroll, and the roll types whose name is cut (a segment narrower than its name). */
const fits = (page: Page) =>
  page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    cut: Array.from(document.querySelectorAll<HTMLElement>('#roll-types .segment span'))
      .filter((s) => s.scrollWidth > s.clientWidth + 0.5 || s.getBoundingClientRect().right > document.documentElement.clientWidth)
      .map((s) => s.textContent),
  }));

describe('at 300 px (the sidebar in Sheets)', () => {
  let page: Page;
  let context: BrowserContext;
  beforeAll(async () => ({ page, context } = await sidebarAt(300, 645, 1)));
  afterAll(() => context?.close());

  test('a group named Roll type holds a group per family, named by its visible heading, with its roll types', async () => {
    const nav = page.getByRole('group', { name: 'Roll type' });
    for (const family of ROLL_FAMILIES) {
      const group = nav.getByRole('group', { name: family.name, exact: true });
      expect(await group.locator('legend').isVisible()).toBe(true);
      expect(await group.getByRole('radio').evaluateAll((rs) => rs.map((r) => (r as HTMLInputElement).value))).toEqual(family.rolls);
    }
    expect(await nav.getByRole('radio').count()).toBe(NAVIGATION_ORDER.length);
    expect(await fits(page)).toEqual({ scroll: 0, cut: [] });
    expect(await axeProblems(page.mainFrame())).toEqual([]);
  });

  test('keyboard alone: Tab onto the checked roll type, the arrows through every one family after family, Tab on to Dice', async () => {
    await page.focus('#roll-action');
    // ArrowRight through the whole navigation, wrapping to the first; each one shows its view.
    for (const roll of [...NAVIGATION_ORDER.slice(1), NAVIGATION_ORDER[0]]) {
      await page.keyboard.press('ArrowRight');
      expect(await focusedId(page)).toBe(`roll-${roll}`);
      expect(await page.getByRole('radio', { name: name(roll), exact: true }).isChecked()).toBe(true);
      await page.waitForSelector(`#view-${roll}`);
    }
    // ArrowLeft goes back across a family's edge: from the first roll type to the last.
    await page.keyboard.press('ArrowLeft');
    expect(await focusedId(page)).toBe(`roll-${NAVIGATION_ORDER[NAVIGATION_ORDER.length - 1]}`);
    await page.keyboard.press('ArrowRight');
    // One Tab stop for the whole navigation: Tab leaves it for Dice, Shift+Tab comes back to the checked roll type.
    await page.keyboard.press('Tab');
    expect(await focusedId(page)).toBe('dice');
    await page.keyboard.press('Shift+Tab');
    expect(await focusedId(page)).toBe('roll-action');
  });

  test('the first screen as readable as before: Action’s heading, its four bands and its totals above the footer', async () => {
    await page.evaluate(() => scrollTo(0, 0));
    const [lastTotal, footer] = await page.evaluate(() => [
      document.querySelector('#view-action .totals li:last-child')!.getBoundingClientRect().bottom,
      document.getElementById('insert-bar')!.getBoundingClientRect().top,
    ]);
    expect(lastTotal).toBeLessThanOrEqual(footer);
  });
});

describe('at 200% zoom (150 px wide, device scale 2) with WCAG text spacing', () => {
  test('no sideways scroll, every roll type’s name whole, every family heading on show; the arrows still step through all', async () => {
    const { page, context } = await sidebarAt(150, 450, 2);
    await page.addStyleTag({ content: TEXT_SPACING });
    expect(await fits(page)).toEqual({ scroll: 0, cut: [] });
    const headings = await page.$$eval('#roll-types .family legend', (ls) =>
      ls.map((l) => ({ text: l.textContent, right: l.getBoundingClientRect().right <= innerWidth })),
    );
    expect(headings).toEqual(ROLL_FAMILIES.map((f) => ({ text: f.name, right: true })));
    await page.focus('#roll-action');
    for (const roll of NAVIGATION_ORDER.slice(1)) {
      await page.keyboard.press('ArrowRight');
      await page.waitForSelector(`#view-${roll}`);
      expect(await fits(page)).toEqual({ scroll: 0, cut: [] });
    }
    await context.close();
  });
});

describe.each(['light', 'dark'] as const)('forced colours, a %s theme', (colorScheme) => {
  test('the family headings read in the theme’s text colour; the checked roll type stands out in Highlight', async () => {
    const { page, context } = await sidebarAt(300, 645, 1, { forcedColors: 'active', colorScheme });
    const look = await page.evaluate(() => {
      const css = (e: Element) => getComputedStyle(e);
      const checked = document.querySelector('#roll-types input:checked + span')!;
      const other = document.querySelector('#roll-types input:not(:checked) + span')!;
      return {
        canvas: css(document.body).backgroundColor,
        legends: Array.from(document.querySelectorAll('#roll-types .family legend')).map((l) => css(l).color),
        checked: [css(checked).backgroundColor, css(checked).color],
        other: [css(other).backgroundColor, css(other).color],
      };
    });
    const hex = (rgb: string) =>
      '#' +
      (rgb.match(/[\d.]+/g) ?? [])
        .slice(0, 3)
        .map((c) => Number(c).toString(16).padStart(2, '0'))
        .join('');
    for (const legend of look.legends) expect(contrast(hex(legend), hex(look.canvas))).toBeGreaterThanOrEqual(4.5);
    // Highlight behind HighlightText: unlike every other segment, and readable.
    expect(look.checked).not.toEqual(look.other);
    expect(contrast(hex(look.checked[0]), hex(look.checked[1]))).toBeGreaterThanOrEqual(4.5);
    // (No axe here: it judges contrast from the page's own colours, not the forced ones, and flags every text.)
    await context.close();
  });
});
