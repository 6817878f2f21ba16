import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROLL_SPECS } from '../../src/rolls/registry';
import { axeProblems } from '../support/axe';
import { PreviewSession, openSession } from '../support/preview-session';

/**
 * Issue 20, item 7: past 12 characters a fraction folds away behind its
 * percent, so the rows stay readable; Show exact fractions brings every
 * one back (and is remembered); a folded fraction is still the engine's,
 * in its percent's tooltip. Judged in headless Chromium from what it
 * rendered: a fraction is on show when it has a box.
 */

const artifacts = join(__dirname, '../../artifacts/look');
let s: PreviewSession;

beforeAll(async () => {
  s = await openSession();
  mkdirSync(artifacts, { recursive: true });
});
afterAll(async () => {
  await s?.close();
});

/** Every line of the view on show: its label, its fraction's text, whether that has a box, and its figure's tooltip. */
const lines = () =>
  s.sidebar.$$eval('.view li.row', (items) =>
    items.map((li) => {
      const frac = li.querySelector('.frac')!;
      return {
        label: li.querySelector('.label')!.textContent,
        fraction: frac.textContent,
        shown: frac.getClientRects().length > 0,
        tooltip: li.querySelector('.pct')!.getAttribute('title'),
        // The mark in a folded fraction's place: its text and tooltip, and whether it has a box.
        mark: ((m) => (m === null ? null : { text: m.textContent, title: m.getAttribute('title'), shown: m.getClientRects().length > 0 }))(
          li.querySelector('.fold-mark'),
        ),
      };
    }),
  );

const toggle = () => s.sidebar.locator('#exact-fractions');

async function action(dice: number): Promise<void> {
  await s.chooseRoll('Action');
  await s.sidebar.fill('#dice', String(dice));
  await s.sidebar.waitForSelector('#view-action');
  await s.sidebar.waitForTimeout(100);
}

describe('long fractions fold behind their percent', () => {
  test('2 dice: every fraction is short, on show, and no toggle is on show', async () => {
    await action(2);
    const shown = await lines();
    expect(shown.filter((l) => !l.shown)).toEqual([]);
    expect(await toggle().isVisible()).toBe(false);
  });

  test('8 dice: the fractions past 12 characters are folded, each the engine’s in its percent’s tooltip; the short ones stay', async () => {
    await action(8);
    const shown = await lines();
    const engine = [...ROLL_SPECS.action.rows({ roll: 'action', dice: 8 }), ...ROLL_SPECS.action.totals!({ roll: 'action', dice: 8 })];
    expect(shown.map((l) => [l.label, l.fraction])).toEqual(engine.map((r) => [r.label, r.fraction.toString()]));
    const long = shown.filter((l) => l.fraction.length > 12);
    // 8 dice: four of the six lines run past 12 characters (1288991/1679616 and the like).
    expect(long.length).toBeGreaterThan(0);
    expect(long.every((l) => !l.shown && l.tooltip === l.fraction)).toBe(true);
    // No hole where a fraction folds: a mark on show in its place, the fraction in its tooltip.
    expect(long.map((l) => l.mark)).toEqual(long.map((l) => ({ text: '…', title: l.fraction, shown: true })));
    expect(shown.filter((l) => l.fraction.length <= 12).every((l) => l.shown && l.tooltip === null && l.mark === null)).toBe(true);
    expect(await toggle().textContent()).toBe(`Show exact fractions (${long.length} folded)`);
    expect(await toggle().getAttribute('aria-pressed')).toBe('false');
    expect(await axeProblems(s.sidebar)).toEqual([]);
    await s.sidebar.locator('.view').screenshot({ path: join(artifacts, 'fractions-folded.png') });
  });

  test('Show exact fractions, by keyboard: every fraction on show, the focus kept on the toggle; a change keeps them; Enter again folds them', async () => {
    await action(8);
    await toggle().focus();
    await s.page.keyboard.press('Enter');
    await s.sidebar.waitForSelector('#exact-fractions[aria-pressed="true"]');
    expect((await lines()).filter((l) => !l.shown || l.mark !== null)).toEqual([]);
    expect(await s.focusedId()).toBe('exact-fractions');
    expect(await toggle().textContent()).toBe('Fold the long fractions');
    expect(await axeProblems(s.sidebar)).toEqual([]);
    await s.sidebar.locator('.view').screenshot({ path: join(artifacts, 'fractions-shown.png') });

    await s.sidebar.fill('#dice', '9');
    await s.sidebar.waitForTimeout(100);
    expect((await lines()).filter((l) => !l.shown)).toEqual([]);

    await toggle().focus();
    await s.page.keyboard.press('Enter');
    await s.sidebar.waitForSelector('#exact-fractions[aria-pressed="false"]');
    expect((await lines()).filter((l) => l.fraction.length > 12 && l.shown)).toEqual([]);
  });

  test('the choice is remembered: shown before a reload, shown after it', async () => {
    await action(8);
    await toggle().click();
    await s.sidebar.waitForSelector('#exact-fractions[aria-pressed="true"]');
    await s.sidebar.goto(s.sidebar.url());
    await s.sidebar.waitForSelector('#exact-fractions[aria-pressed="true"]');
    expect((await lines()).filter((l) => !l.shown)).toEqual([]);
    await toggle().click();
    await s.sidebar.goto(s.sidebar.url());
    await s.sidebar.waitForSelector('#exact-fractions[aria-pressed="false"]');
  });
});
