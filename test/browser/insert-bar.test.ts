import type { Page } from 'playwright-core';
import { axeProblems } from '../support/axe';
import { PreviewSession, openSession } from '../support/preview-session';
import { ROLL_LABELS } from '../support/roll-types';

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

const ROLLS = ROLL_LABELS;

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

  test('keyboard order: the table options, the crew sheet’s Characters and its button, then Insert formula and Insert table, last; no control reached by Tab sits under the footer', async () => {
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
    expect(order.slice(-6)).toEqual(['table-chart', 'crew-characters', 'insert-crew', 'table-settings', 'insert-formula', 'insert-table']);
  });
});

describe('the footer shows the cell an insert lands on', () => {
  const cellShown = (a1: string) =>
    s.sidebar.waitForFunction((t) => document.getElementById('active-cell')?.textContent === t, `Inserts at ${a1}`, { timeout: 5000 });

  test('read on opening; a grid click shows once the sidebar regains the focus; refreshed after an insert', async () => {
    await cellShown('A1');
    for (const id of ['#insert-formula', '#insert-table'])
      expect(await s.sidebar.getAttribute(id, 'aria-describedby')).toContain('active-cell');
    // Beside Insert table, what it writes: its settings, which may be scrolled out of sight.
    expect(await s.sidebar.textContent('#table-preview')).toBe('0–6 dice, live');
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

  test('the message names the formula as the footer shows it, commas and all (the cell gets semicolons)', async () => {
    await s.chooseRoll('Clock');
    await s.selectCell('C40');
    await s.sidebar.getByRole('button', { name: 'Insert formula' }).focus();
    await cellShown('C40');
    const shown = await s.sidebar.textContent('#formula-preview');
    expect(shown).toMatch(/^=BLADES_CLOCK\(\d+, \d+\)$/);
    await s.sidebar.getByRole('button', { name: 'Insert formula' }).click();
    await s.sidebar.waitForFunction(() => /^(Inserted|Nothing)/.test(document.getElementById('formula-status')?.textContent ?? ''));
    expect(await s.sidebar.textContent('#formula-status')).toMatch(new RegExp(`^Inserted ${shown!.replace(/[()]/g, '\\$&')} at C40:`));
    await s.chooseRoll('Action');
  });
});

/** WCAG 1.4.12's text spacing, forced on every element (as look.test.ts's). */
const TEXT_SPACING = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
p { margin-bottom: 2em !important; }`;

describe('at 200% zoom (150×450, a 900 px sidebar) with text spacing, the footer covers at most a quarter of the view', () => {
  /** The share of the view the footer covers, scrolled to the top and half-way down. */
  const covered = (page: Page) =>
    page.evaluate(async () => {
      const shares: number[] = [];
      for (const y of [0, (document.documentElement.scrollHeight - innerHeight) / 2]) {
        scrollTo(0, y);
        await new Promise(requestAnimationFrame);
        const r = document.getElementById('insert-bar')!.getBoundingClientRect();
        shares.push(Math.max(0, Math.min(r.bottom, innerHeight) - Math.max(r.top, 0)) / innerHeight);
      }
      return Math.max(...shares);
    });

  test.each(ROLLS)('%s', async (roll) => {
    const context = await s.browser.newContext({ viewport: { width: 150, height: 450 }, deviceScaleFactor: 2 });
    const page = await context.newPage();
    await page.goto(`${s.url}sidebar`);
    await page.addStyleTag({ content: TEXT_SPACING });
    await page.getByRole('radio', { name: roll, exact: true }).check();
    await page.waitForSelector(`#view-${roll.toLowerCase()}`);
    expect(await covered(page)).toBeLessThanOrEqual(0.25);
    // In the flow, at the end of the page: Tab still reaches both buttons, each then on screen.
    for (const id of ['insert-formula', 'insert-table']) {
      await page.focus(`#${id}`);
      const r = await page.evaluate((i) => document.getElementById(i)!.getBoundingClientRect().toJSON() as DOMRect, id);
      expect([r.top >= 0, r.bottom <= 450]).toEqual([true, true]);
    }
    await context.close();
  });

  test('at 300×645 it still sticks: it covers less than a quarter there', async () => {
    expect(await tall.evaluate(() => document.getElementById('insert-bar')!.classList.contains('sticky'))).toBe(true);
  });
});

describe('the footer says what Insert table will write, and reaches its settings', () => {
  test('the span, the mode and a chart, as they change; Table settings takes the focus to From', async () => {
    await tall.getByRole('radio', { name: 'Action', exact: true }).check();
    await tall.fill('#table-from', '0');
    await tall.fill('#table-to', '6');
    await tall.getByRole('radio', { name: 'Live formulas' }).check();
    await tall.getByRole('checkbox', { name: 'Add a chart' }).setChecked(false);
    const said = () => tall.textContent('#table-preview');
    expect(await said()).toBe('0–6 dice, live');
    await tall.getByRole('checkbox', { name: 'Add a chart' }).check();
    expect(await said()).toBe('0–6 dice, live, with a chart');
    await tall.fill('#table-to', '4');
    await tall.getByRole('radio', { name: 'Values' }).check();
    expect(await said()).toBe('0–4 dice, values, with a chart');
    await tall.fill('#table-from', '4');
    expect(await said()).toBe('4 dice, values, with a chart');
    await tall.fill('#table-from', '0');
    await tall.getByRole('radio', { name: 'Clock', exact: true }).check();
    expect(await said()).toBe('0–4 dice, values, with a chart');
    // Insert table is described by it, so a screen reader hears it with the button.
    expect(await tall.getAttribute('#insert-table', 'aria-describedby')).toContain('table-preview');
    await tall.evaluate(() => scrollTo(0, 0));
    await tall.getByRole('button', { name: 'Table settings' }).click();
    expect(await tall.evaluate(() => document.activeElement?.id)).toBe('table-from');
    const from = await tall.evaluate(() => {
      const r = document.getElementById('table-from')!.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, bar: document.getElementById('insert-bar')!.getBoundingClientRect().top };
    });
    expect(from.top).toBeGreaterThanOrEqual(0);
    expect(from.bottom).toBeLessThanOrEqual(from.bar);
    // A group's table has no span: the mode takes the focus.
    await tall.getByRole('radio', { name: 'Group', exact: true }).check();
    // Its crew as the participants field holds it (an earlier test grew it to 12).
    expect(await said()).toBe(`${await tall.locator('#participants input').count()} participants, values, with a chart`);
    await tall.getByRole('button', { name: 'Table settings' }).click();
    expect(await tall.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe('values');
    await tall.getByRole('radio', { name: 'Live formulas' }).check();
    await tall.getByRole('checkbox', { name: 'Add a chart' }).setChecked(false);
    await tall.getByRole('radio', { name: 'Action', exact: true }).check();
    await tall.fill('#table-to', '6');
    expect(await axeProblems(tall.mainFrame())).toEqual([]);
  });
});
