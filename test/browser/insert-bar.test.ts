import type { Page } from 'playwright-core';
import { ROLL_SWITCH } from '../../src/sidebar/views';
import { axeProblems } from '../support/axe';
import { PreviewSession, openSession } from '../support/preview-session';

/**
 * The inserts in reach: at 300×645 (the sidebar in a 1280×800 window),
 * Insert formula and Insert table stay within the viewport in every view
 * without scrolling, in a footer the figures scroll under; a control
 * reached by Tab never sits under it; and the footer says which cell an
 * insert lands on, read from the sheet on opening, after an insert and on
 * regaining the focus.
 */

let s: PreviewSession;
/** The sidebar alone, at the size Sheets gives it in a 1280×800 window. */
let tall: Page;

/** Every roll type's name, in the navigation's order. */
const ROLLS = ROLL_SWITCH.map((v) => v.name);

beforeAll(async () => {
  s = await openSession();
  tall = await s.context.newPage();
  await tall.setViewportSize({ width: 300, height: 645 });
  await tall.goto(`${s.url}sidebar`);
  await tall.waitForSelector('#view-action');
});

afterAll(async () => {
  await s?.close();
});

/** Each Insert button's box, and whether it is the element drawn at its own centre (not covered). */
const buttons = (page: Page) =>
  page.evaluate(() =>
    ['insert-formula', 'insert-table'].map((id) => {
      const button = document.getElementById(id)!;
      const r = button.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return { id, top: r.top, bottom: r.bottom, height: innerHeight, onTop: hit !== null && button.contains(hit) };
    }),
  );

describe('at 300×645, both Insert buttons are on screen in every view, without scrolling', () => {
  test.each(ROLLS)('%s', async (roll) => {
    await tall.evaluate(() => scrollTo(0, 0));
    await tall.getByRole('radio', { name: roll }).check();
    await tall.evaluate(() => scrollTo(0, 0));
    // The view is taller than the sidebar: the figures scroll under the footer.
    expect(await tall.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(645);
    for (const b of await buttons(tall)) {
      expect(b.top).toBeGreaterThanOrEqual(0);
      expect(b.bottom).toBeLessThanOrEqual(b.height);
      expect(b.onTop).toBe(true);
    }
    // And still there at the end of the page, where the footer meets its place in the flow.
    await tall.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
    for (const b of await buttons(tall)) expect(b.bottom).toBeLessThanOrEqual(b.height);
    expect(await axeProblems(tall.mainFrame())).toEqual([]);
  });

  test('a long clock with all 24 rolls, a group of 12 and a long message: the buttons stay on screen', async () => {
    await tall.getByRole('radio', { name: 'Clock' }).check();
    await tall.fill('#segments', '24');
    await tall.click('#all-rows');
    await tall.evaluate(() => scrollTo(0, 400));
    for (const b of await buttons(tall)) expect([b.top >= 0, b.bottom <= b.height, b.onTop]).toEqual([true, true, true]);
    await tall.getByRole('radio', { name: 'Group' }).check();
    while ((await tall.locator('#participants input').count()) < 12) await tall.click('#add-participant');
    await tall.evaluate(() => scrollTo(0, 300));
    for (const b of await buttons(tall)) expect([b.top >= 0, b.bottom <= b.height, b.onTop]).toEqual([true, true, true]);
    await tall.getByRole('radio', { name: 'Action' }).check();
    await tall.fill('#table-to', '25');
    await tall.click('#insert-table');
    await tall.waitForFunction(() => /^Nothing inserted/.test(document.getElementById('table-status')?.textContent ?? ''));
    await tall.evaluate(() => scrollTo(0, 0));
    for (const b of await buttons(tall)) expect([b.top >= 0, b.bottom <= b.height, b.onTop]).toEqual([true, true, true]);
    await tall.fill('#table-to', '6');
  });

  test('keyboard order: the table options, then Insert formula and Insert table, last; no control reached by Tab sits under the footer', async () => {
    await tall.getByRole('radio', { name: 'Resistance' }).check();
    await tall.evaluate(() => scrollTo(0, 0));
    await tall.focus('#roll-resistance');
    const order: string[] = [];
    for (let i = 0; i < 40; i++) {
      await tall.keyboard.press('Tab');
      const at = await tall.evaluate(() => {
        const el = document.activeElement!;
        const r = el.getBoundingClientRect();
        const bar = document.getElementById('insert-bar')!;
        return {
          id: el.id || el.getAttribute('name') || el.tagName,
          inBar: bar.contains(el),
          covered: !bar.contains(el) && r.bottom > bar.getBoundingClientRect().top + 0.5,
          shown: r.top >= 0 && r.bottom <= innerHeight,
        };
      });
      order.push(at.id);
      expect({ ...at, covered: at.covered, shown: at.shown }).toEqual({ ...at, covered: false, shown: true });
      if (at.id === 'insert-table') break;
    }
    expect(order.slice(-3)).toEqual(['table-chart', 'insert-formula', 'insert-table']);
  });
});

describe('the footer shows the cell an insert lands on', () => {
  const cellShown = (a1: string) =>
    s.sidebar.waitForFunction((t) => document.getElementById('active-cell')?.textContent === t, `Inserts at ${a1}`, { timeout: 5000 });

  test('read on opening; a grid click shows once the sidebar regains the focus; refreshed after an insert', async () => {
    await cellShown('A1');
    for (const id of ['#insert-formula', '#insert-table'])
      expect(await s.sidebar.getAttribute(id, 'aria-describedby')).toContain('active-cell');
    // Beside Insert table, what it writes: the legend of its options, which may be scrolled out of sight.
    expect(await s.sidebar.textContent('#table-preview')).toBe(await s.sidebar.textContent('#table-legend'));
    await s.selectCell('D7');
    // The grid has the focus: the sidebar shows what it last read until it is back in use.
    await s.sidebar.click('#dice');
    await cellShown('D7');
    await s.selectCell('F30');
    await s.sidebar.getByRole('button', { name: 'Insert formula' }).focus();
    await cellShown('F30');
    await s.sidebar.getByRole('button', { name: 'Insert formula' }).click();
    await s.waitForStatus('Inserted =BLADES_BANDS(2) at F30:I30.', 'formula-status');
    await cellShown('F30');
  });
});
