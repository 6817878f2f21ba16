import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Frame, Page } from 'playwright-core';
import { BANDS, actionBands } from '../../src/blades/action';
import { clockRolls } from '../../src/blades/clock';
import { resistance, vice } from '../../src/blades/stress';
import { OddsRow, clockRows, resistanceRows, viceRows } from '../../src/rolls/rows';
import { Fraction } from '../../src/dice/fraction';
import { percentText } from '../../src/sidebar/format';
import type { SheetSnapshot } from '../../preview/sheet';
import { parseCell } from '../../src/sheets/a1';
import { expectedBands } from '../support/apps-script';
import { axeProblems as axeIn } from '../support/axe';
import { OpenPreview, openPreview, watchWrites } from '../support/preview-browser';
import { NO_SUCH_ROLL, ROLL_LABELS, rollLabel, rollsAfter } from '../support/roll-types';

/**
 * The sidebar in real headless Chromium, as `npm start` serves it: the real
 * dist/Sidebar.html with google.script.run bridged to the real dist/Code.js,
 * beside the preview's in-memory sheet. The tests run in order on one sheet,
 * each in its own part of it.
 */

const root = join(__dirname, '../..');
const artifacts = join(root, 'artifacts');

let url: string;
let page: Page;
let sidebar: Frame;
let preview: OpenPreview;
/** Every request the preview page and its sidebar made, and whether the sidebar made it. */
let requested: OpenPreview['requested'];

beforeAll(async () => {
  mkdirSync(artifacts, { recursive: true });
  preview = await openPreview();
  ({ url, page, sidebar, requested } = preview);
});

afterAll(async () => {
  await preview?.close();
});

/** What the sidebar shows for each row of a view (the action view unless named). */
async function shownRows(selector: '.rows' | '.totals', view = 'action') {
  return sidebar.$$eval(`#view-${view} ${selector} li`, (items) =>
    items.map((li) => ({
      label: li.querySelector('.label')!.textContent,
      percent: li.querySelector('.pct')!.textContent,
      fraction: li.querySelector('.frac')!.textContent,
      bar: li.querySelector<HTMLElement>('.fill')?.style.width ?? null,
    })),
  );
}

const poolName = (n: number) => `${n} ${n === 1 ? 'die' : 'dice'}`;

/** Picks a pool from the Dice field's one-tap radios. */
async function chooseDice(n: number) {
  await sidebar
    .getByRole('radiogroup', { name: 'Common pools' })
    .getByRole('radio', { name: poolName(n), exact: true })
    .check();
}

async function typeDice(n: number) {
  await sidebar.getByRole('spinbutton', { name: 'Dice' }).fill(String(n));
}

/**
 * What the live region reads once the sidebar has settled (it waits a
 * moment after a change): waits for `expected`, returns the text.
 */
async function heard(expected: string | RegExp): Promise<string> {
  const matches = (text: string) => (typeof expected === 'string' ? text === expected : expected.test(text));
  for (let waited = 0; waited < 3000; waited += 50) {
    const text = (await sidebar.textContent('#announce')) ?? '';
    if (matches(text)) return text;
    await sidebar.waitForTimeout(50);
  }
  throw new Error(`the live region reads ${JSON.stringify(await sidebar.textContent('#announce'))}, not ${expected}`);
}

const sheetNow = (): Promise<SheetSnapshot> => page.evaluate(() => fetch('/api/sheet').then((r) => r.json()));

/** Clicks a grid cell and waits until the server's active cell is that cell. */
async function selectCell(a1: string) {
  await page.click(`#cell-${a1}`);
  await page.waitForSelector(`#grid[data-active="${a1}"]`);
}

async function typeIntoCell(a1: string, text: string) {
  await selectCell(a1);
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
  await page.waitForSelector('body[data-pending="0"]');
}

/** Waits for an insert's message under its button: Insert formula's unless told. */
async function waitForStatus(text: string, id: 'formula-status' | 'table-status' = 'formula-status') {
  await sidebar
    .waitForFunction(([t, i]) => document.getElementById(i)?.textContent === t, [text, id] as const, { timeout: 5000 })
    .catch(async (e: Error) => {
      throw new Error(`${e.message}: #${id} reads ${JSON.stringify(await sidebar.textContent(`#${id}`))}, not ${JSON.stringify(text)}`);
    });
}

const cellText = (a1: string) => page.textContent(`#cell-${a1}`);

/**
 * Insert table from the sidebar at the top-left of `range` (e.g. "B2:F9"),
 * 0–6 dice as live formulas; waits for `done` in the status and the last
 * cell drawn, then reads the sheet's cells inside the range.
 */
async function insertTableAt(range: string, done: string) {
  const [first, last] = range.split(':').map((a1) => parseCell(a1)!);
  await selectCell(range.split(':')[0]);
  await sidebar.check('input[name="mode"][value="formulas"]');
  await sidebar.fill('#table-from', '0');
  await sidebar.fill('#table-to', '6');
  await sidebar.getByRole('button', { name: 'Insert table' }).click();
  await waitForStatus(done, 'table-status');
  await page.waitForFunction((id) => document.getElementById(id)?.textContent !== '', `cell-${range.split(':')[1]}`);
  const sheet = await sheetNow();
  const inTable = sheet.cells.filter((c) => c.row >= first.row && c.row <= last.row && c.column >= first.column && c.column <= last.column);
  return { sheet, inTable, at: (a1: string) => inTable.find((c) => c.a1 === a1) };
}

describe('the sidebar shows each pool’s odds, computed in the browser', () => {
  test('opens on the default pool of 2 dice', async () => {
    expect(await sidebar.inputValue('#dice')).toBe('2');
    expect(await sidebar.getByRole('radio', { name: '2 dice' }).isChecked()).toBe(true);
    expect((await shownRows('.rows')).map((r) => r.fraction)).toEqual(actionBands(2).map(String));
  });

  test('3 dice read 12.5% · 1/8, 45.4% · 49/108, 34.7% · 25/72, 7.4% · 2/27, with bars and totals', async () => {
    await chooseDice(3);
    const rows = await shownRows('.rows');
    expect(rows.map((r) => `${r.label} ${r.percent} · ${r.fraction}`)).toEqual([
      'Bad 12.5% · 1/8',
      'Partial 45.4% · 49/108',
      'Clean 34.7% · 25/72',
      'Critical 7.4% · 2/27',
    ]);
    expect(rows.map((r) => parseFloat(r.bar!))).toEqual([12.5, 45.37, 34.722, 7.407]);
    expect(await shownRows('.totals')).toEqual([
      { label: 'At least Partial', percent: '87.5%', fraction: '7/8', bar: null },
      { label: 'Clean or better', percent: '42.1%', fraction: '91/216', bar: null },
    ]);
  });

  test.each([0, 3, 20])('%i dice: the four bands are the engine’s exact fractions', async (n) => {
    await typeDice(n);
    const rows = await shownRows('.rows');
    const bands = actionBands(n);
    expect(rows.map((r) => r.label)).toEqual([...BANDS]);
    expect(rows.map((r) => r.fraction)).toEqual(bands.map((f) => f.toString()));
    expect(rows.map((r) => r.percent)).toEqual(bands.map(percentText));
  });

  test('20 dice fit the 300 px sidebar: long fractions wrap, nothing scrolls sideways', async () => {
    await typeDice(20);
    const width = await sidebar.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
    expect(width[0]).toBeLessThanOrEqual(width[1]);
    expect(width[1]).toBe(300);
  });

  test('a pool out of range is refused in words, and the odds on show stay labelled with their pool', async () => {
    await typeDice(4);
    await sidebar.getByRole('spinbutton', { name: 'Dice' }).fill('25');
    expect(await sidebar.getAttribute('#dice', 'aria-invalid')).toBe('true');
    expect(await sidebar.textContent('#dice-error')).toBe('Dice 25 refused: use a whole number from 0 to 20. Showing 4 dice.');
    expect(await sidebar.textContent('#view-action h2 .secondary')).toBe('4 dice');
    await typeDice(2);
    expect(await sidebar.textContent('#dice-error')).toBe('');
    expect(await sidebar.getAttribute('#dice', 'aria-invalid')).toBe('false');
  });

  test('typing 25 over 4 dice, key by key: the refusal keeps the 4 dice on show, not the 2 passed through', async () => {
    await typeDice(4);
    await sidebar.getByRole('spinbutton', { name: 'Dice' }).focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('2');
    expect(await sidebar.textContent('#view-action h2 .secondary')).toBe('2 dice');
    await page.keyboard.type('5');
    expect(await sidebar.textContent('#dice-error')).toBe('Dice 25 refused: use a whole number from 0 to 20. Showing 4 dice.');
    expect(await sidebar.textContent('#view-action h2 .secondary')).toBe('4 dice');
    expect((await shownRows('.rows')).map((r) => r.fraction)).toEqual(actionBands(4).map(String));
    // A valid entry replaces it, and is kept once the field is left.
    await page.keyboard.press('Backspace');
    expect(await sidebar.textContent('#view-action h2 .secondary')).toBe('2 dice');
    await page.keyboard.press('Tab');
    await sidebar.getByRole('spinbutton', { name: 'Dice' }).focus();
    await page.keyboard.press('End');
    await page.keyboard.type('5');
    expect(await sidebar.textContent('#dice-error')).toBe('Dice 25 refused: use a whole number from 0 to 20. Showing 2 dice.');
    await typeDice(2);
  });

  test('accessible: a labelled spinbutton, a radio group of pools, and a live region with the percents', async () => {
    const dice = sidebar.getByRole('spinbutton', { name: 'Dice' });
    expect(await dice.getAttribute('min')).toBe('0');
    expect(await dice.getAttribute('max')).toBe('20');
    expect(await sidebar.getByRole('radiogroup', { name: 'Common pools' }).getByRole('radio').count()).toBe(7);
    await chooseDice(3);
    expect(await sidebar.getAttribute('#announce', 'aria-live')).toBe('polite');
    // The headline, in percents: the rows and the fractions are on the page, not read out.
    await heard('3 dice. Action roll: At least Partial 87.5%, Clean or better 42.1%.');
    expect(await sidebar.getAttribute('#formula-status', 'role')).toBe('status');
    expect(await sidebar.getAttribute('#table-status', 'role')).toBe('status');
    expect(await sidebar.getByRole('list', { name: 'Action roll, 3 dice' }).getByRole('listitem').count()).toBe(4);
  });

  test('a new pool rewrites the figures in place: the rows, heading and chart a screen reader may be on stay the same elements', async () => {
    await chooseDice(3);
    const viewParts = '#view-action h2, #view-action li, #view-action span, #view-action svg, #view-action figcaption';
    const marked = await sidebar.$$eval(viewParts, (parts) => parts.map((p) => Object.assign(p, { seenBefore: true })).length);
    await chooseDice(4);
    expect((await shownRows('.rows')).map((r) => r.fraction)).toEqual(actionBands(4).map(String));
    expect(await sidebar.textContent('#view-action h2 .secondary')).toBe('4 dice');
    expect(await sidebar.textContent('#view-action figcaption')).toBe('One bar per pool; 4 dice outlined');
    expect(await sidebar.getAttribute('#view-action svg', 'aria-label')).toMatch(/, 4 dice outlined;/);
    const kept = await sidebar.$$eval(viewParts, (parts) => parts.filter((p) => 'seenBefore' in p).length);
    expect(kept).toBe(marked);
  });

  test('every lookup above was computed in the browser: the sidebar requested nothing but itself', () => {
    // Besides itself, it asked the sheet only where an insert lands (the footer's "Inserts at A1").
    const asked = requested.filter((r) => r.bySidebar).map((r) => (r.fn ? `${new URL(r.url).pathname} ${r.fn}` : new URL(r.url).pathname));
    expect(new Set(asked)).toEqual(new Set(['/sidebar', '/api/run activeCell']));
  });
});

describe('keyboard alone', () => {
  test('Tab reaches Dice; arrows, typing, the pool buttons and Insert formula all work from the keyboard', async () => {
    await selectCell('H30');
    await page.focus('#grid');
    const focusedId = () => sidebar.evaluate(() => (document.hasFocus() ? document.activeElement?.id : null));
    for (let i = 0; i < 20 && (await focusedId()) !== 'dice'; i++) await page.keyboard.press('Tab');
    expect(await focusedId()).toBe('dice');

    await page.keyboard.press('Control+A');
    await page.keyboard.type('1');
    await page.keyboard.press('ArrowUp');
    expect(await sidebar.inputValue('#dice')).toBe('2');
    await page.keyboard.press('ArrowUp');
    expect(await sidebar.textContent('#view-action h2 .secondary')).toBe('3 dice');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('12');
    expect((await shownRows('.rows')).map((r) => r.fraction)).toEqual(actionBands(12).map(String));

    // One Tab stop for the seven pool picks: 12 is none of them, so the first (0) takes focus; Space picks it.
    await page.keyboard.press('Tab');
    expect(await sidebar.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('0 dice');
    await page.keyboard.press('Space');
    expect(await sidebar.inputValue('#dice')).toBe('0');
    // The arrow keys move and pick.
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
    expect(await sidebar.inputValue('#dice')).toBe('5');
    expect(await sidebar.getByRole('radio', { name: '5 dice' }).isChecked()).toBe(true);
    await page.keyboard.press('ArrowRight');
    expect((await shownRows('.rows')).map((r) => r.fraction)).toEqual(actionBands(6).map(String));

    // The next Tab leaves the group: What a bonus die buys (its table's scroll region, its insert), the help, the table's options, the crew sheet's Characters and button, then Insert formula in the footer.
    await page.keyboard.press('Tab');
    expect(await sidebar.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('What a bonus die buys: the table');
    await page.keyboard.press('Tab');
    expect(await sidebar.evaluate(() => document.activeElement?.textContent)).toBe('Insert options table');
    await page.keyboard.press('Tab');
    expect(await sidebar.evaluate(() => document.activeElement?.textContent)).toBe('What do these mean?');
    for (const id of ['table-from', 'table-to', '', 'table-chart', 'crew-characters', 'insert-crew', 'table-settings', 'insert-formula']) {
      await page.keyboard.press('Tab');
      // The mode radios are one Tab stop, the checked one.
      if (id === '') expect(await sidebar.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('mode');
      else expect(await sidebar.evaluate(() => document.activeElement?.id)).toBe(id);
    }
    await page.keyboard.press('Enter');
    await waitForStatus('Inserted =BLADES_BANDS(6) at H30:K30.');
    // Focus stays on the button, so the next key press still works.
    expect(await sidebar.evaluate(() => document.activeElement?.id)).toBe('insert-formula');
    await page.waitForFunction(() => document.getElementById('cell-K30')?.textContent !== '');
    expect(await Promise.all(['H30', 'I30', 'J30', 'K30'].map(cellText))).toEqual(expectedBands(6).map((p) => `${(p * 100).toFixed(1)}%`));
  });
});

describe('inserting into the sheet', () => {
  test('Insert table at B2: title, header and 0–6 rows, live formulas, percent format: every cell of the sheet', async () => {
    await chooseDice(3);
    const { inTable, at } = await insertTableAt('B2:F10', 'Inserted the 0–6 dice table (live formulas) at B2:F10.');
    expect(inTable).toHaveLength(45);
    expect(at('B2')).toMatchObject({ value: 'Action roll, 0–6 dice (live formulas)', bold: true, kind: 'value' });
    ['Dice', ...BANDS].forEach((h, i) => expect(at(`${'BCDEF'[i]}3`)).toMatchObject({ value: h, bold: true, kind: 'value' }));
    for (let n = 0; n <= 6; n++) {
      const row = 4 + n;
      expect(at(`B${row}`)).toMatchObject({ value: n, input: String(n), kind: 'value', bold: false });
      // One formula over the pool column in the first row; the rows below are its spill.
      expect(at(`C${row}`)).toMatchObject(n === 0 ? { input: '=BLADES_BANDS(B4:B10)', kind: 'formula' } : { input: '', kind: 'spill' });
      const bands = actionBands(n);
      ['C', 'D', 'E', 'F'].forEach((col, i) => {
        expect(at(`${col}${row}`)).toMatchObject({ value: bands[i].toNumber(), text: percentText(bands[i]) });
        if (i > 0) expect(at(`${col}${row}`)!.kind).toBe('spill');
      });
    }
    // The grid draws what the sheet holds.
    for (const cell of inTable) expect(await cellText(cell.a1)).toBe(cell.text);
    expect(await Promise.all(['B7', 'C7', 'D7', 'E7', 'F7'].map(cellText))).toEqual(['3', '12.5%', '45.4%', '34.7%', '7.4%']);
  });

  test('Insert table over a filled cell: nothing changes and the sidebar names the range and the cell', async () => {
    await typeIntoCell('K5', 'kept');
    await selectCell('H2');
    const before = await sheetNow();
    await sidebar.getByRole('button', { name: 'Insert table' }).click();
    await waitForStatus(
      'Nothing was inserted: the 0–6 dice table (live formulas) needs H2:L10, and K5 is not empty. Clear H2:L10 or choose another cell.',
      'table-status',
    );
    expect(await sidebar.getAttribute('#table-status', 'class')).toContain('error');
    expect(await sheetNow()).toEqual(before);
    expect(await cellText('K5')).toBe('kept');
  });

  test('values, a chosen span; and a backwards span is refused before it is sent', async () => {
    await selectCell('H12');
    await sidebar.check('input[name="mode"][value="values"]');
    await sidebar.fill('#table-from', '7');
    await sidebar.fill('#table-to', '2');
    const before = await sheetNow();
    await sidebar.getByRole('button', { name: 'Insert table' }).click();
    await waitForStatus('Nothing inserted: From 7 is above To 2. Fix it and insert again.', 'table-status');
    expect(await sheetNow()).toEqual(before);
    await sidebar.fill('#table-from', '1');
    await sidebar.getByRole('button', { name: 'Insert table' }).click();
    await waitForStatus('Inserted the 1–2 dice table (values) at H12:L15.', 'table-status');
    const sheet = await sheetNow();
    const row14 = sheet.cells.filter((c) => c.row === 14 && c.column >= 8).sort((a, b) => a.column - b.column);
    expect(row14.map((c) => c.value)).toEqual([1, ...expectedBands(1)]);
    expect(row14.every((c) => c.kind === 'value')).toBe(true);
  });
});

/** The exact mean as the sidebar writes it: a true minus sign. */
const shownExact = (f: Fraction) => f.toString().replace('-', '−');

/** Each roll type as the sidebar must show it, from the engine's own modules. */
interface EngineView {
  /** The row labels, written out (a clock's listed rows depend on its odds). */
  labels?: string[];
  rows: (dice: number, segments: number) => OddsRow[];
  mean: (dice: number, segments: number) => Fraction;
  /** The mean's unit: for exactly one, and otherwise. */
  unit: readonly [string, string];
}
const ENGINE: Record<'resistance' | 'vice' | 'clock', EngineView> = {
  resistance: {
    labels: ['−1 stress (critical)', '0 stress', '1 stress', '2 stress', '3 stress', '4 stress', '5 stress'],
    rows: (d) => resistanceRows(d),
    mean: (d) => resistance(d).mean(),
    unit: ['stress', 'stress'],
  },
  vice: {
    labels: ['Clear 1 stress', 'Clear 2 stress', 'Clear 3 stress', 'Clear 4 stress', 'Clear 5 stress', 'Clear 6 stress'],
    rows: (d) => viceRows(d),
    mean: (d) => vice(d).mean(),
    unit: ['stress', 'stress'],
  },
  clock: {
    rows: (d, s) => clockRows(d, s),
    mean: (d, s) => clockRolls(d, s).mean(),
    unit: ['roll', 'rolls'],
  },
};

const chooseRoll = (name: string) => sidebar.getByRole('radio', { name }).check();

/** A chance of at least `permille` in 1,000, exactly. */
const atLeastPermille = (p: Fraction, permille: bigint) => p.num * 1000n >= permille * p.den;

/**
 * The rows a clock lists: every roll up to 8 segments, or when all are
 * asked for; past 8, from the first roll with at least 0.1% to the first
 * with at least 99.9%.
 */
function listedRows(rows: OddsRow[], segments: number, all: boolean): OddsRow[] {
  if (segments <= 8 || all) return rows;
  const first = rows.findIndex((r) => atLeastPermille(r.fraction, 1n));
  const last = rows.findIndex((r) => atLeastPermille(r.fraction, 999n));
  return rows.slice(first, last + 1);
}

/**
 * Every row the view on show lists against the engine: label, percent,
 * exact fraction, bar; then its mean, exactly and as a decimal. A long
 * clock lists the rolls that matter unless `all`.
 */
async function expectView(roll: keyof typeof ENGINE, dice: number, segments = 0, all = false) {
  const engine = ENGINE[roll];
  const rows = listedRows(engine.rows(dice, segments), roll === 'clock' ? segments : 0, all);
  const shown = await shownRows('.rows', roll);
  expect(shown.map((r) => r.label)).toEqual(engine.labels ?? rows.map((r) => r.label));
  expect(shown.map((r) => r.fraction)).toEqual(rows.map((r) => r.fraction.toString()));
  expect(shown.map((r) => r.percent)).toEqual(rows.map((r) => percentText(r.fraction)));
  shown.forEach((r, i) => expect(parseFloat(r.bar!)).toBeCloseTo(rows[i].fraction.toNumber() * 100, 2));
  const [mean] = await shownRows('.totals', roll);
  const exact = engine.mean(dice, segments);
  expect(mean.fraction).toBe(shownExact(exact));
  // The decimal: within half a hundredth of the exact mean, "≈" unless it is the mean itself.
  const m = /^(≈ )?(−?[\d.]+) (\w+)$/.exec(mean.percent);
  expect(m).not.toBeNull();
  const decimal = Number(m![2].replace('−', '-'));
  expect(Math.abs(decimal - exact.toNumber())).toBeLessThanOrEqual(0.005 + 1e-12);
  expect(m![1] !== undefined).toBe(decimal !== exact.toNumber());
  expect(m![3]).toBe(engine.unit[exact.toString() === '1' ? 0 : 1]);
  expect(await sidebar.textContent(`#view-${roll} h2 .secondary`)).toBe(`${dice} ${dice === 1 ? 'die' : 'dice'}`);
}

describe('the roll-type switch: resistance, vice and clocks, computed in the browser', () => {
  let requestsBefore = 0;
  beforeAll(() => {
    requestsBefore = requested.length;
  });

  test('a group labelled Roll type: every roll type by its label, in the navigation’s order; Action on, no Segments field', async () => {
    const group = sidebar.getByRole('group', { name: 'Roll type' });
    const radios = group.getByRole('radio');
    expect(await radios.evaluateAll((rs) => rs.map((r) => (r as HTMLInputElement).labels![0].textContent))).toEqual(ROLL_LABELS);
    expect(await group.getByRole('radio', { name: 'Action' }).isChecked()).toBe(true);
    expect(await sidebar.getByRole('spinbutton', { name: 'Segments' }).isHidden()).toBe(true);
  });

  test.each([0, 3, 20])('Resistance, %i dice: stress cost −1 … 5 and the mean, exactly', async (dice) => {
    await chooseRoll('Resistance');
    await typeDice(dice);
    await expectView('resistance', dice);
  });

  test('Resistance with 0 dice reads the documented mean: 125/36 ≈ 3.47 stress', async () => {
    await chooseRoll('Resistance');
    await chooseDice(0);
    expect(await shownRows('.totals', 'resistance')).toEqual([
      { label: 'Mean cost', fraction: '125/36', percent: '≈ 3.47 stress', bar: null },
      { label: 'Trauma (0 of 9 stress marked)', fraction: '0', percent: '0.0%', bar: null },
    ]);
    expect(await sidebar.textContent('#formula-preview')).toBe('=BLADES_RESIST(0)');
  });

  test.each([0, 3, 20])('Vice, %i dice: stress cleared 1 … 6 and the mean, exactly', async (dice) => {
    await chooseRoll('Vice');
    await typeDice(dice);
    await expectView('vice', dice);
  });

  test.each([0, 2, 20])('Clock of 4 (one tap), %i dice: full after each roll, and the mean', async (dice) => {
    await chooseRoll('Clock');
    await sidebar.getByRole('radio', { name: '4 segments' }).check();
    expect(
      await sidebar.getByRole('radiogroup', { name: 'Common clocks' }).getByRole('radio', { checked: true }).getAttribute('aria-label'),
    ).toBe('4 segments');
    await typeDice(dice);
    await expectView('clock', dice, 4);
    expect(await sidebar.textContent('#view-clock h2')).toMatch(/^Clock of 4 segments/);
  });

  test.each([0, 2, 20])('Clock of 10 (typed), %i dice: the rolls that matter, and the mean', async (dice) => {
    await chooseRoll('Clock');
    await sidebar.getByRole('spinbutton', { name: 'Segments' }).fill('10');
    await typeDice(dice);
    await expectView('clock', dice, 10);
    expect(await sidebar.$$eval('#segments-picks input:checked', (rs) => rs.length)).toBe(0);
    expect(await sidebar.textContent('#formula-preview')).toBe(`=BLADES_CLOCK(${dice}, 10)`);
    expect(await sidebar.textContent('#table-legend')).toBe('Clock table, 10 segments');
  });

  test('a clock out of range is refused in words; the clock on show keeps its size', async () => {
    await chooseRoll('Clock');
    await sidebar.getByRole('spinbutton', { name: 'Segments' }).fill('25');
    expect(await sidebar.getAttribute('#segments', 'aria-invalid')).toBe('true');
    expect(await sidebar.textContent('#segments-error')).toBe('Segments 25 refused: use a whole number from 1 to 24. Showing 10 segments.');
    const dice = await sidebar.inputValue('#dice');
    expect(await sidebar.getByRole('list', { name: `Clock of 10 segments, ${dice} dice` }).count()).toBe(1);
    await sidebar.getByRole('spinbutton', { name: 'Segments' }).fill('1');
    expect(await sidebar.textContent('#segments-error')).toBe('');
    expect(
      await sidebar
        .getByRole('list', { name: `Clock of 1 segment, ${dice} dice` })
        .getByRole('listitem')
        .count(),
    ).toBe(1);
  });

  test('a new pool that shows more or fewer of a clock’s rolls keeps the lines both show: the same elements, the new figures', async () => {
    await chooseRoll('Clock');
    await sidebar.getByRole('spinbutton', { name: 'Segments' }).fill('10');
    await typeDice(20);
    await expectView('clock', 20, 10);
    const marked = await sidebar.$$eval(
      '#view-clock .rows li',
      (items) => items.map((li) => Object.assign(li, { seenBefore: true })).length,
    );
    await typeDice(1);
    await expectView('clock', 1, 10);
    const seen = await sidebar.$$eval('#view-clock .rows li', (items) => items.map((li) => 'seenBefore' in li));
    // The list grew (1 die needs more rolls than 20 dice): the lines it had stay, only the new ones are built.
    expect(seen.length).toBeGreaterThan(marked);
    expect(seen).toEqual(seen.map((_, i) => i < marked));
    await typeDice(20);
    await expectView('clock', 20, 10);
    expect(await sidebar.$$eval('#view-clock .rows li', (items) => items.every((li) => 'seenBefore' in li))).toBe(true);
  });

  test('the live region reads the new view’s headline: the mean cost and trauma, not each row', async () => {
    await chooseRoll('Resistance');
    await chooseDice(2);
    await heard('2 dice. Resistance roll: Mean cost 1.5 stress, Trauma (0 of 9 stress marked) 0.0%.');
    expect(await sidebar.getByRole('list', { name: 'Resistance roll, 2 dice' }).getByRole('listitem').count()).toBe(7);
  });

  test('a 20-dice, 24-segment clock: hundred-digit fractions stay whole in the page, on one line, and out of the live region', async () => {
    await chooseRoll('Clock');
    await sidebar.getByRole('spinbutton', { name: 'Segments' }).fill('24');
    await typeDice(20);
    await expectView('clock', 20, 24);
    const said = await heard(/^20 dice\. Clock of 24 segments: /);
    expect(said).toMatch(/^20 dice\. Clock of 24 segments: Mean to fill ≈ [\d.]+ rolls\.$/);
    expect(said).not.toContain('/');
    // A clipped fraction takes one line (its line height) and keeps its whole text as a tooltip.
    const fracs = await sidebar.$$eval('#view-clock .rows .frac', (els) =>
      els.map((e) => ({
        text: e.textContent,
        title: e.getAttribute('title'),
        height: e.getBoundingClientRect().height,
        line: parseFloat(getComputedStyle(e).lineHeight),
      })),
    );
    expect(fracs.some((f) => f.text.length > 40)).toBe(true);
    fracs.forEach((f) => {
      expect(f.height).toBeLessThanOrEqual(f.line + 0.5);
      expect(f.title).toBe(f.text);
    });
  });

  test('each new view as a user sees it: its list of exact odds, inside the 300 px panel (saved as screenshots)', async () => {
    // Counted by hand over the face tuples: 3 dice, the highest die 1 … 5 in 1, 7, 19, 37, 61 of 216,
    // one 6 in 75 and two or more in 16; 2 dice, the highest die 1 … 6 in 1, 3, 5, 7, 9, 11 of 36.
    for (const [roll, dice, list, fractions, save] of [
      [
        'Resistance',
        3,
        'Resistance roll, 3 dice',
        ['2/27', '25/72', '61/216', '37/216', '19/216', '7/216', '1/216'],
        'sidebar-resistance.png',
      ],
      ['Vice', 2, 'Indulging a vice, 2 dice', ['1/36', '1/12', '5/36', '7/36', '1/4', '11/36'], 'sidebar-vice.png'],
      ['Clock', 2, 'Clock of 8 segments, 2 dice', null, 'sidebar-clock.png'],
    ] as const) {
      await chooseRoll(roll);
      await chooseDice(dice);
      if (roll === 'Clock') await sidebar.getByRole('radio', { name: '8 segments' }).check();
      const items = sidebar.getByRole('list', { name: list }).getByRole('listitem');
      const shown = await items.evaluateAll((lis) => lis.map((li) => li.querySelector('.frac')!.textContent));
      if (fractions) expect(shown).toEqual(fractions);
      else expect(shown).toHaveLength(8);
      expect(await items.last().isVisible()).toBe(true);
      const [scroll, client] = await sidebar.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
      expect(scroll).toBeLessThanOrEqual(client);
      await page.locator('#sidebar-panel').screenshot({ path: join(artifacts, save) });
    }
  });

  test('every view above was computed in the browser: the sidebar requested nothing while switching', () => {
    expect(requested.slice(requestsBefore).filter((r) => r.bySidebar)).toEqual([]);
  });
});

describe('the roll-type switch from the keyboard alone', () => {
  const focused = () =>
    sidebar.evaluate(() => (document.hasFocus() ? (document.activeElement as HTMLInputElement | null) : null)?.id ?? null);

  test('Tab reaches the switch; arrows change the roll type; Tab goes on to Dice and, for a clock, Segments', async () => {
    await chooseRoll('Action');
    await chooseDice(3);
    await page.focus('#grid');
    for (let i = 0; i < 20 && (await focused()) !== 'roll-action'; i++) await page.keyboard.press('Tab');
    expect(await focused()).toBe('roll-action');

    // The navigation's order, family by family: from Action through the rest of Score, then Stress's Resistance.
    const toResistance = rollsAfter('action');
    for (const roll of toResistance.slice(0, toResistance.indexOf('resistance') + 1)) {
      await page.keyboard.press('ArrowRight');
      expect(await sidebar.getByRole('radio', { name: rollLabel(roll), exact: true }).isChecked()).toBe(true);
    }
    await expectView('resistance', 3);
    await heard(/^3 dice\. Resistance roll: /);

    await page.keyboard.press('ArrowRight');
    await expectView('vice', 3);
    await page.keyboard.press('ArrowRight');
    expect(await focused()).toBe('roll-clock');
    await expectView('clock', 3, Number(await sidebar.inputValue('#segments')));

    // Tab leaves the group: Dice, its pool picks (one stop), then Segments.
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('dice');
    for (let i = 0; i < 2; i++) await page.keyboard.press('Tab');
    expect(await focused()).toBe('segments');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('6');
    await expectView('clock', 3, 6);
    await page.keyboard.press('ArrowUp');
    await expectView('clock', 3, 7);
    // The clock picks, one stop: 7 is none of them, so 4 takes focus; the arrows move on to 6 and 8, picking each.
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowRight');
    await expectView('clock', 3, 6);
    await page.keyboard.press('ArrowRight');
    await expectView('clock', 3, 8);

    // Back to the switch; ArrowRight goes on through the roll types after Clock, and wraps from the last to Action.
    for (let i = 0; i < 20 && (await focused()) !== 'roll-clock'; i++) await page.keyboard.press('Shift+Tab');
    const after = rollsAfter('clock');
    for (const roll of after.slice(0, after.indexOf('action') + 1)) {
      await page.keyboard.press('ArrowRight');
      expect(await sidebar.getByRole('radio', { name: rollLabel(roll), exact: true }).isChecked()).toBe(true);
    }
    expect((await shownRows('.rows')).map((r) => r.fraction)).toEqual(actionBands(3).map(String));
    expect(await sidebar.isHidden('#segments-field')).toBe(true);
  });
});

describe('inserting a clock table', () => {
  test('a custom 10-segment clock at A40, 0–6 dice, live formulas: every cell of the sheet', async () => {
    await chooseRoll('Clock');
    await sidebar.getByRole('spinbutton', { name: 'Segments' }).fill('10');
    const { sheet, inTable, at } = await insertTableAt(
      'A40:K48',
      'Inserted the 0–6 dice clock table (10 segments, live formulas) at A40:K48.',
    );
    const columns = 'ABCDEFGHIJK'.split('');
    expect(inTable).toHaveLength(9 * 11);
    expect(at('A40')).toMatchObject({ value: 'Clock of 10 segments, 0–6 dice (live formulas)', bold: true });
    expect(columns.map((col) => at(`${col}41`))).toEqual(
      ['Dice', ...Array.from({ length: 10 }, (_, k) => `By roll ${k + 1}`)].map((v) =>
        expect.objectContaining({ value: v, bold: true, kind: 'value' }),
      ),
    );
    for (let n = 0; n <= 6; n++) {
      const row = 42 + n;
      expect(at(`A${row}`)).toMatchObject({ value: n, kind: 'value', bold: false });
      // One formula over the pool column in the first row; the rows below are its spill.
      expect(at(`B${row}`)).toMatchObject(
        n === 0 ? { input: '=BLADES_CLOCK(A42:A48; 10)', kind: 'formula' } : { input: '', kind: 'spill' },
      );
      const odds = clockRows(n, 10).map((r) => r.fraction);
      odds.forEach((p, k) => {
        expect(at(`${columns[k + 1]}${row}`)).toMatchObject({ value: p.toNumber(), text: percentText(p) });
        if (k > 0) expect(at(`${columns[k + 1]}${row}`)!.kind).toBe('spill');
      });
    }
    for (const cell of inTable) expect(await cellText(cell.a1)).toBe(cell.text);
    // Nothing outside A40:K48 changed in those rows.
    expect(sheet.cells.filter((c) => c.row >= 40 && c.row <= 48 && c.column > 11)).toEqual([]);
    await chooseRoll('Action');
  });
});

describe('the grid shows results the way Sheets would', () => {
  test('a typed =BLADES_BANDS(...) spills right', async () => {
    await typeIntoCell('A20', '=BLADES_BANDS(4)');
    expect(await Promise.all(['A20', 'B20', 'C20', 'D20'].map(cellText))).toEqual(
      expectedBands(4).map((p) => String(Number(p.toPrecision(10)))),
    );
  });

  test('a typed pool updates a live table row', async () => {
    await typeIntoCell('B7', '5');
    await page.waitForFunction(() => document.getElementById('cell-C7')?.textContent === '3.1%');
    expect(await Promise.all(['C7', 'D7', 'E7', 'F7'].map(cellText))).toEqual(['3.1%', '37.1%', '40.2%', '19.6%']);
  });

  test('a blocked spill shows #REF! and says which cell is in the way', async () => {
    await typeIntoCell('C22', 'x');
    await typeIntoCell('A22', '=BLADES_BANDS(2)');
    expect(await cellText('A22')).toBe('#REF!');
    await selectCell('A22');
    expect(await page.textContent('#cell-message')).toBe('A22: Array result was not expanded because it would overwrite data in C22.');
  });

  test('a function that throws shows #ERROR! and its message', async () => {
    await typeIntoCell('A24', '=BLADES_BANDS(21)');
    expect(await cellText('A24')).toBe('#ERROR!');
    await selectCell('A24');
    expect(await page.textContent('#cell-message')).toBe('A24: BLADES_BANDS: dice 21 is above 20. Use an integer dice count 0–20.');
    expect(await page.inputValue('#formula-bar')).toBe('=BLADES_BANDS(21)');
  });

  test('text runs on into the empty cells to its right, as far as the next cell with content', async () => {
    const row = ['B50', 'C50', 'D50'];
    expect(await Promise.all(row.map(cellText))).toEqual(['', '', '']);
    await typeIntoCell('B50', 'A long note that runs on past its cell');
    const runOn = () =>
      page.$eval('#cell-B50', (td) => ({
        classes: [...td.classList],
        width: parseFloat(getComputedStyle(td).getPropertyValue('--run-on')) || 0,
        past: td.scrollWidth - td.clientWidth,
        underText: [...document.querySelectorAll('#grid .under-text')].map((c) => c.id).filter((id) => /^cell-[A-Z]+50$/.test(id)),
      }));
    const free = await runOn();
    expect(free.classes).toContain('runs-on');
    expect(free.past).toBeGreaterThan(92);
    // Wide enough for the words, in whole columns, the gridlines under them hidden.
    expect(free.width).toBeGreaterThanOrEqual(free.past);
    expect(free.width - free.past).toBeLessThan(92);
    expect(free.underText).toEqual(['cell-B50', 'cell-C50', 'cell-D50'].slice(0, free.width / 92));
    await typeIntoCell('D50', '7');
    expect(await runOn()).toMatchObject({ classes: expect.arrayContaining(['runs-on']), width: 92, underText: ['cell-B50'] });
    await typeIntoCell('C50', 'x');
    expect(await runOn()).toMatchObject({ classes: expect.not.arrayContaining(['runs-on']), underText: [] });
    for (const a1 of row) {
      await selectCell(a1);
      await page.keyboard.press('Delete');
      await page.waitForSelector('body[data-pending="0"]');
    }
    expect(await Promise.all(row.map(cellText))).toEqual(['', '', '']);
  });

  test('the menu onOpen added: Insert odds table over data raises an alert, Quick lookup opens the sidebar', async () => {
    await selectCell('A20');
    await page.getByRole('button', { name: 'Blades Odds' }).click();
    await page.getByRole('menuitem', { name: 'Insert odds table' }).click();
    await page.waitForSelector('#alert:not([hidden])');
    expect(await page.textContent('#alert-text')).toMatch(
      // The cells of =BLADES_BANDS's result in A20 named as its result, not as cells to clear.
      /^Nothing was inserted: the 0–6 dice table \(live formulas\) needs A20:E28, and A20, .* are not empty, and =BLADES_BANDS\(\d+\) in A20 spills into B20, C20 and D20/,
    );
    await page.click('#alert-ok');
    await page.click('#close-sidebar');
    expect(await page.isHidden('#sidebar-panel')).toBe(true);
    await page.getByRole('button', { name: 'Blades Odds' }).click();
    await page.getByRole('menuitem', { name: 'Quick lookup' }).click();
    await page.waitForSelector('#sidebar-panel:not([hidden])');
  });
});

describe('self-contained', () => {
  test('the 3-dice action odds beside the sheet, as a user sees them (saved as screenshots)', async () => {
    // The menu test above may have opened the sidebar afresh: find its frame again.
    const frame = page.frame({ url: /\/sidebar$/ })!;
    await frame.waitForSelector('#view-action');
    await frame.getByRole('radio', { name: 'Action' }).check();
    await frame.getByRole('radio', { name: '3 dice' }).check();
    const items = frame.getByRole('list', { name: 'Action roll, 3 dice' }).getByRole('listitem');
    expect(await items.evaluateAll((lis) => lis.map((li) => li.querySelector('.frac')!.textContent))).toEqual([
      '1/8',
      '49/108',
      '25/72',
      '2/27',
    ]);
    expect(await items.last().isVisible()).toBe(true);
    expect(await page.isVisible('#grid')).toBe(true);
    await page.locator('#sidebar-panel').screenshot({ path: join(artifacts, 'sidebar.png') });
    await page.screenshot({ path: join(artifacts, 'preview.png') });
  });

  test('every request went to the local preview server, none to any other host', () => {
    const origin = new URL(url).origin;
    expect(requested.filter((r) => r.bySidebar).length).toBeGreaterThan(5);
    expect(requested.map((r) => r.url).filter((u) => !u.startsWith(`${origin}/`))).toEqual([]);
  });

  test('dist/Sidebar.html opened on its own: no request at all, and a readable message instead of a server', async () => {
    const own = await preview.browser.newContext();
    const seen: string[] = [];
    own.on('request', (r) => seen.push(r.url()));
    const alone = await own.newPage();
    const file = `file://${join(root, 'dist/Sidebar.html')}`;
    await alone.goto(file);
    await alone.getByRole('button', { name: 'Insert formula' }).click();
    await alone.waitForFunction(() => document.getElementById('formula-status')?.textContent !== 'Inserting…');
    expect(await alone.textContent('#formula-status')).toMatch(/^Not connected to a sheet: open this sidebar from the Blades Odds menu/);
    expect(seen).toEqual([file]);
    await own.close();
  });
});

/** axe's serious and critical WCAG 2.2 A/AA violations in a frame (the sidebar by default). */
const axeProblems = (frame: Frame = sidebar): Promise<string[]> => axeIn(frame);

/** Types into a field as a user does: click, select all, type. */
async function typeInto(selector: string, text: string) {
  await sidebar.click(selector);
  await page.keyboard.press('Control+A');
  await page.keyboard.type(text);
}

describe('WCAG 2.2 AA: axe finds nothing serious in any view or state', () => {
  test.each(['Action', 'Resistance', 'Vice', 'Clock'])('%s view', async (roll) => {
    await chooseRoll(roll);
    await chooseDice(3);
    expect(await axeProblems()).toEqual([]);
  });

  test('with every field refusing an entry, the help open and a long clock expanded', async () => {
    await chooseRoll('Clock');
    await typeInto('#segments', '24');
    await sidebar.click('#all-rows');
    await typeInto('#dice', '25');
    await typeInto('#segments', '30');
    await typeInto('#table-from', '21');
    await typeInto('#table-to', '99');
    await sidebar.click('.help summary');
    // Kept, like every refused entry, when the field is left.
    await typeInto('#coin', '7');
    expect((await sidebar.getByRole('alert').allTextContents()).filter((t) => t !== '')).toEqual([
      // What was on show before the entry was typed (3 dice from the test before, 24 segments), not the 2 and 3 typed on the way.
      'Dice 25 refused: use a whole number from 0 to 20. Showing 3 dice.',
      'Segments 30 refused: use a whole number from 1 to 24. Showing 24 segments.',
      'Coin per roll 7 refused: use a whole number from 0 to 3. Showing 0.',
      'From 21 refused: use a whole number from 0 to 20.',
      'To 99 refused: use a whole number from 0 to 20.',
    ]);
    expect(await axeProblems()).toEqual([]);
    // A valid entry again, then the long clock folded again.
    await sidebar.fill('#segments', '24');
    await sidebar.click('#all-rows');
    for (const [id, value] of [
      ['dice', '2'],
      ['segments', '8'],
      ['coin', '0'],
      ['table-from', '0'],
      ['table-to', '6'],
    ])
      await typeInto(`#${id}`, value);
    await sidebar.click('.help summary');
  });

  test('Resistance, Vice and Group with their own fields refusing, kept after leaving them', async () => {
    // The alerts on show: another view's are hidden with their fields.
    const alerts = async () => (await sidebar.getByRole('alert').allTextContents()).filter((t) => t !== '');
    await chooseRoll('Resistance');
    // Filled, not typed: typing 30 passes through a track of 3, which Stress marked would follow, and 25 through 2.
    await sidebar.fill('#stress', '9');
    await sidebar.fill('#track', '30');
    expect(await alerts()).toEqual([
      'Stress marked 9 refused: use a whole number from 0 to 8. Showing 0.',
      'Track 30 refused: use a whole number from 1 to 24. Showing 9.',
    ]);
    expect(await axeProblems()).toEqual([]);
    await chooseRoll('Vice');
    await sidebar.fill('#vice-stress', '25');
    expect(await alerts()).toEqual(['Stress marked 25 refused: use a whole number from 0 to 24. Showing 3.']);
    expect(await axeProblems()).toEqual([]);
    await chooseRoll('Group');
    await sidebar.fill('#participants li:nth-child(2) input', '21');
    await sidebar.getByRole('button', { name: 'Insert formula' }).click();
    await waitForStatus('Nothing inserted: Participant 2: 21 is not a whole number from 0 to 20. Fix it and insert again.');
    expect(await alerts()).toEqual(['Participant 2: 21 refused: use a whole number from 0 to 20. Showing 1 die.']);
    expect(await axeProblems()).toEqual([]);
    await typeInto('#participants li:nth-child(2) input', '1');
    await chooseRoll('Vice');
    await typeInto('#vice-stress', '3');
    await chooseRoll('Resistance');
    await typeInto('#stress', '0');
    await typeInto('#track', '9');
  });

  test('after an insert and after a refused insert', async () => {
    await chooseRoll('Action');
    await chooseDice(3);
    await selectCell('A26');
    await sidebar.getByRole('button', { name: 'Insert formula' }).click();
    await waitForStatus('Inserted =BLADES_BANDS(3) at A26:D26.');
    expect(await axeProblems()).toEqual([]);
    await typeInto('#table-from', '30');
    await sidebar.getByRole('button', { name: 'Insert table' }).click();
    await waitForStatus('Nothing inserted: From 30 is not a whole number from 0 to 20. Fix it and insert again.', 'table-status');
    expect(await axeProblems()).toEqual([]);
    await typeInto('#table-from', '0');
  });

  test('every control shows a 2 px focus outline when reached by Tab', async () => {
    await chooseRoll('Clock');
    await typeInto('#segments', '24');
    await page.focus('#grid');
    const seen: string[] = [];
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press('Tab');
      const focus = await sidebar.evaluate(() => {
        const e = document.hasFocus() ? document.activeElement : null;
        if (!e || e === document.body) return null;
        // A radio drawn as a segment or a pick shows its focus on the drawing beside it.
        const drawn = e.matches('.segment input, .pick input') ? e.nextElementSibling! : e;
        const style = getComputedStyle(drawn);
        return {
          name: (e.id || e.getAttribute('aria-label') || e.closest('label')?.textContent || e.textContent)?.trim(),
          width: parseFloat(style.outlineWidth),
          style: style.outlineStyle,
        };
      });
      if (focus === null) continue;
      if (seen.includes(focus.name)) break;
      seen.push(focus.name);
      expect(focus).toEqual({ name: focus.name, width: expect.any(Number), style: 'solid' });
      expect(focus.width).toBeGreaterThanOrEqual(2);
    }
    expect(seen).toEqual(
      expect.arrayContaining([
        'roll-clock',
        'dice',
        'segments',
        'all-rows',
        'What do these mean?',
        'insert-formula',
        'table-from',
        'insert-table',
      ]),
    );
  });
});

describe('refused entries: marked, described, announced, and the next click lands', () => {
  test('Dice 25: aria-invalid, its error is its description and an alert naming 25 and 0 to 20', async () => {
    await chooseRoll('Action');
    await chooseDice(4);
    await heard(/^4 dice\. /);
    await sidebar.fill('#dice', '25');
    expect(await sidebar.getAttribute('#dice', 'aria-invalid')).toBe('true');
    expect((await sidebar.getAttribute('#dice', 'aria-describedby'))!.split(' ')).toContain('dice-error');
    const alert = sidebar.locator('#dice-error');
    expect(await alert.getAttribute('role')).toBe('alert');
    expect(await alert.textContent()).toBe('Dice 25 refused: use a whole number from 0 to 20. Showing 4 dice.');
    expect(await alert.isVisible()).toBe(true);
    // No pick is checked while the field holds 25, so picking 4 again takes.
    expect(await sidebar.locator('#dice-picks input:checked').count()).toBe(0);
    // The live region keeps the last view: the refusal is the alert's to say.
    await heard(/^4 dice\. /);
  });

  test('typing 25 passes through 2, but the live region does not read 2 dice: only the refusal is said', async () => {
    await chooseDice(4);
    await heard(/^4 dice\. /);
    await typeInto('#dice', '25');
    await sidebar.waitForTimeout(800);
    await heard(/^4 dice\. /);
    expect(await sidebar.textContent('#dice-error')).toBe('Dice 25 refused: use a whole number from 0 to 20. Showing 4 dice.');
    await chooseDice(2);
  });

  test.each([
    ['Action', '#dice', '25', 'Dice 25 is not a whole number from 0 to 20'],
    ['Clock', '#segments', '30', 'Segments 30 is not a whole number from 1 to 24'],
  ])(
    '%s: %s %s, then a real click on Insert formula where it stood: the click lands and refuses under the button',
    async (roll, field, typed, why) => {
      await chooseRoll(roll);
      await chooseDice(2);
      await selectCell('A28');
      const before = await sheetNow();
      await typeInto(field, typed);
      // The user looks down to the button (the sidebar scrolls; the field keeps focus), then clicks where it is.
      const button = sidebar.locator('#insert-formula');
      await button.evaluate((b) => b.scrollIntoView({ block: 'center' }));
      const box = (await button.boundingBox())!;
      // Leaving the field (the press itself) must not move the button away from the pointer before the release.
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      expect(await button.boundingBox()).toEqual(box);
      await page.mouse.up();
      await waitForStatus(`Nothing inserted: ${why}. Fix it and insert again.`);
      expect(await sidebar.getAttribute(field, 'aria-invalid')).toBe('true');
      expect(await sheetNow()).toEqual(before);
      await typeInto(field, field === '#dice' ? '2' : '8');
      expect(await sidebar.textContent(`${field}-error`)).toBe('');
    },
  );

  test('From and To are checked as they are typed, and Insert table refuses under its button', async () => {
    await typeInto('#table-to', '21');
    expect(await sidebar.getAttribute('#table-to', 'aria-invalid')).toBe('true');
    expect(await sidebar.textContent('#table-to-error')).toBe('To 21 refused: use a whole number from 0 to 20.');
    await sidebar.locator('#insert-table').evaluate((b) => b.scrollIntoView({ block: 'center' }));
    const box = (await sidebar.locator('#insert-table').boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await waitForStatus('Nothing inserted: To 21 is not a whole number from 0 to 20. Fix it and insert again.', 'table-status');
    await typeInto('#table-to', '6');
    expect(await sidebar.getAttribute('#table-to', 'aria-invalid')).toBe('false');
  });

  test('From 7, To 2 is refused as it is typed: both fields invalid, one alert saying which to change', async () => {
    await typeInto('#table-from', '0');
    await typeInto('#table-to', '2');
    const spanError = (text: string) =>
      sidebar.waitForFunction((t) => document.getElementById('table-span-error')?.textContent === t, text, { timeout: 3000 });
    const writes = await watchWrites(sidebar, 'table-span-error');
    await typeInto('#table-from', '7');
    await spanError('From 7 is above To 2: give the smaller pool first.');
    expect(await sidebar.getAttribute('#table-span-error', 'role')).toBe('alert');
    for (const field of ['#table-from', '#table-to']) {
      expect(await sidebar.getAttribute(field, 'aria-invalid')).toBe('true');
      expect((await sidebar.getAttribute(field, 'aria-describedby'))!.split(' ')).toContain('table-span-error');
    }
    // Each field's own error stays empty: one message speaks.
    expect(await sidebar.textContent('#table-from-error')).toBe('');
    expect(await sidebar.textContent('#table-to-error')).toBe('');
    // Typing 12 after From 3 passes through To 1 without a word.
    await typeInto('#table-to', '8');
    await typeInto('#table-from', '3');
    await typeInto('#table-to', '12');
    await sidebar.waitForTimeout(500);
    expect(await sidebar.textContent('#table-span-error')).toBe('');
    expect(await writes()).toBe(2);
    await typeInto('#table-from', '7');
    await typeInto('#table-to', '2');
    await spanError('From 7 is above To 2: give the smaller pool first.');
    // Leaving the field says nothing again.
    await sidebar.locator('#table-from').focus();
    await sidebar.waitForTimeout(500);
    expect(await writes()).toBe(3);
    await sidebar.getByRole('button', { name: 'Insert table' }).click();
    await waitForStatus('Nothing inserted: From 7 is above To 2. Fix it and insert again.', 'table-status');
    // To 8 makes the span valid: both cleared, by the field the user did not start from.
    await typeInto('#table-to', '8');
    expect(await sidebar.textContent('#table-span-error')).toBe('');
    for (const field of ['#table-from', '#table-to']) expect(await sidebar.getAttribute(field, 'aria-invalid')).toBe('false');
    // Back across, then From makes it valid.
    await typeInto('#table-to', '3');
    await spanError('From 7 is above To 3: give the smaller pool first.');
    await typeInto('#table-from', '1');
    expect(await sidebar.textContent('#table-span-error')).toBe('');
    for (const field of ['#table-from', '#table-to']) expect(await sidebar.getAttribute(field, 'aria-invalid')).toBe('false');
    // A field's own refusal speaks alone: To 21 is not also "From 1 is above To …".
    await typeInto('#table-from', '7');
    await typeInto('#table-to', '21');
    await sidebar.waitForTimeout(500);
    expect(await sidebar.textContent('#table-span-error')).toBe('');
    expect(await sidebar.textContent('#table-to-error')).toBe('To 21 refused: use a whole number from 0 to 20.');
    expect(await sidebar.getAttribute('#table-from', 'aria-invalid')).toBe('false');
    await typeInto('#table-to', '2');
    await spanError('From 7 is above To 2: give the smaller pool first.');
    await typeInto('#table-from', '0');
    await typeInto('#table-to', '6');
  });

  test('Dice -1, 2.5 and a letter are refused by name; a refused entry stays on leaving, an emptied field gets its pool back', async () => {
    await chooseRoll('Action');
    await chooseDice(3);
    await heard(/^3 dice\. /);
    for (const [typed, named] of [
      ['-1', '-1'],
      ['2.5', '2.5'],
      ['e', '(not a number)'], // Chromium's number field reads a letter as empty and invalid
    ]) {
      // fill, not typing: typing 2.5 key by key passes through a valid 2.
      await (typed === 'e' ? typeInto('#dice', typed) : sidebar.fill('#dice', typed));
      expect(await sidebar.getAttribute('#dice', 'aria-invalid')).toBe('true');
      expect(await sidebar.textContent('#dice-error')).toBe(`Dice ${named} refused: use a whole number from 0 to 20. Showing 3 dice.`);
    }
    await sidebar.fill('#dice', '2.5');
    await sidebar.locator('#dice').blur();
    expect(await sidebar.inputValue('#dice')).toBe('2.5');
    expect(await sidebar.getAttribute('#dice', 'aria-invalid')).toBe('true');
    expect((await shownRows('.rows')).map((r) => r.fraction)).toEqual(actionBands(3).map(String));

    await typeInto('#dice', '3');
    await sidebar.locator('#dice').fill('');
    expect(await sidebar.getAttribute('#dice', 'aria-invalid')).toBe('false');
    expect(await sidebar.textContent('#dice-error')).toBe('');
    await sidebar.locator('#dice').blur();
    expect(await sidebar.inputValue('#dice')).toBe('3');
    await heard(/^3 dice\. /);
  });

  test('the same refusal again is not said again: the alert’s text is left as it is', async () => {
    await sidebar.fill('#dice', '25');
    const writes = await watchWrites(sidebar, 'dice-error');
    await sidebar.locator('#dice').fill('25');
    await sidebar.locator('#dice').fill('25');
    expect(await writes()).toBe(0);
    expect(await sidebar.textContent('#dice-error')).toBe('Dice 25 refused: use a whole number from 0 to 20. Showing 3 dice.');
    await chooseDice(2);
    expect(await sidebar.textContent('#dice-error')).toBe('');
  });
});

describe('messages sit under the button that caused them, and clear on the next change', () => {
  const gapUnder = async (button: string, message: string) => {
    const b = (await sidebar.locator(button).boundingBox())!;
    const m = (await sidebar.locator(message).boundingBox())!;
    return m.y - (b.y + b.height);
  };

  test('Insert formula answers under Insert formula; a new roll type clears it', async () => {
    await chooseRoll('Vice');
    await selectCell('A30');
    await sidebar.getByRole('button', { name: 'Insert formula' }).click();
    await waitForStatus('Inserted =BLADES_VICE(2) at A30:F30.');
    const gap = await gapUnder('#insert-formula', '#formula-status');
    expect(gap).toBeGreaterThanOrEqual(0);
    expect(gap).toBeLessThan(12);
    await chooseRoll('Resistance');
    expect(await sidebar.textContent('#formula-status')).toBe('');
  });

  test('Insert table answers under Insert table; a new pool clears it, and an insert clears the other’s message', async () => {
    await chooseRoll('Action');
    await selectCell('A31');
    await sidebar.getByRole('button', { name: 'Insert table' }).click();
    await waitForStatus('Inserted the 0–6 dice table (live formulas) at A31:E39.', 'table-status');
    const gap = await gapUnder('#insert-table', '#table-status');
    expect(gap).toBeGreaterThanOrEqual(0);
    expect(gap).toBeLessThan(12);
    await chooseDice(4);
    expect(await sidebar.textContent('#table-status')).toBe('');
    await sidebar.getByRole('button', { name: 'Insert table' }).click();
    await sidebar.waitForFunction(() =>
      document.getElementById('table-status')?.textContent?.startsWith('Nothing was inserted: the 0–6 dice table'),
    );
    await sidebar.getByRole('button', { name: 'Insert formula' }).click();
    await sidebar.waitForFunction(() => /^Nothing was inserted/.test(document.getElementById('formula-status')?.textContent ?? ''));
    expect(await sidebar.textContent('#table-status')).toBe('');
  });
});

describe('a chart of the roll on show', () => {
  test.each([
    ['Action', 'action', 'Bad, Partial, Clean, Critical'],
    ['Resistance', 'resistance', '−1 stress (critical), 0 stress, 1 stress, 2 stress, 3 stress, 4 stress, 5 stress'],
    ['Vice', 'vice', 'Clear 1 stress, Clear 2 stress, Clear 3 stress, Clear 4 stress, Clear 5 stress, Clear 6 stress'],
  ])('%s: one image of 0–6 dice, the pool on show outlined and named, a legend in the bars’ order', async (roll, id, bands) => {
    await chooseRoll(roll);
    await chooseDice(5);
    // The roll's own chart: a decision section below it has its own (test/browser/decisions.test.ts).
    const chart = sidebar.locator(`#view-${id} > figure svg`);
    expect(await chart.getAttribute('role')).toBe('img');
    const name = await chart.getAttribute('aria-label');
    expect(name).toContain('for 0 to 6 dice, 5 dice outlined');
    expect(name).toContain(bands);
    expect(await chart.locator('text.pool').allTextContents()).toEqual(['0', '1', '2', '3', '4', '5', '6']);
    expect(await chart.locator('text.value').allTextContents()).toEqual(['0%', '50%', '100%']);
    expect(await chart.locator('text[font-weight="bold"]').textContent()).toBe('5');
    expect(await chart.locator('rect.current').count()).toBe(1);
    expect((await sidebar.locator(`#view-${id} .legend li`).allTextContents()).join(', ')).toBe(bands);
    // Drawn within the sidebar's width.
    const box = (await chart.boundingBox())!;
    const frame = (await page.locator('#sidebar-frame').boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width);
  });

  test('a pool past 6 gets its own bar, outlined', async () => {
    await chooseRoll('Action');
    await typeDice(11);
    expect(await sidebar.locator('#view-action svg text.pool').allTextContents()).toEqual(['0', '1', '2', '3', '4', '5', '6', '11']);
    expect(await sidebar.getByRole('img', { name: /0 to 6 and 11 dice, 11 dice outlined/ }).count()).toBe(1);
  });

  test('Clock: the pool’s chance to be full by each roll, one bar per roll', async () => {
    await chooseRoll('Clock');
    await sidebar.getByRole('radio', { name: '6 segments' }).check();
    await chooseDice(2);
    const chart = sidebar.getByRole('img', { name: /^Chart: Clock of 6 segments, 2 dice: the chance it is full by roll 1 to 6, from / });
    expect(await chart.locator('rect').count()).toBe(6);
    const heights = await chart.locator('rect').evaluateAll((rs) => rs.map((r) => Number(r.getAttribute('height'))));
    clockRows(2, 6).forEach((row, i) => expect(heights[i]).toBeCloseTo(row.fraction.toNumber() * 64, 1));
    // Every roll numbered under its bar at 300 px, and the 0%, 50% and 100% marks.
    const shown = await chart
      .locator('text.roll')
      .evaluateAll((ts) => ts.filter((t) => t.getClientRects().length > 0).map((t) => t.textContent));
    expect(shown).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(await chart.locator('text.value').allTextContents()).toEqual(['0%', '50%', '100%', 'roll']);
  });
});

describe('long clocks list the rolls that matter', () => {
  test('24 segments, 2 dice: from the first roll with 0.1% to the first with 99.9%, and a button for all 24', async () => {
    await chooseRoll('Clock');
    await typeInto('#segments', '24');
    await chooseDice(2);
    await expectView('clock', 2, 24);
    const toggle = sidebar.locator('#all-rows');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await toggle.getAttribute('aria-controls')).toBe('view-clock-rows');
    await toggle.click();
    await expectView('clock', 2, 24, true);
    expect(await sidebar.locator('#all-rows').getAttribute('aria-expanded')).toBe('true');
    expect(await sidebar.evaluate(() => document.activeElement?.id)).toBe('all-rows');
    await page.keyboard.press('Enter');
    await expectView('clock', 2, 24);
  });

  test('an 8-segment clock lists every roll, with no button', async () => {
    await sidebar.getByRole('radio', { name: '8 segments' }).check();
    await chooseDice(0);
    expect(await sidebar.locator('#view-clock .rows li').count()).toBe(8);
    expect(await sidebar.locator('#all-rows').count()).toBe(0);
  });
});

describe('help', () => {
  test('“What do these mean?” opens to the bands, zero dice, and live formulas against values (all of it: test/browser/help.test.ts)', async () => {
    const help = sidebar.locator('details.help');
    expect(await help.locator('summary').textContent()).toBe('What do these mean?');
    expect(await help.locator('dl').first().isVisible()).toBe(false);
    await help.locator('summary').click();
    const text = (await help.textContent())!;
    for (const words of [
      'Bad',
      'Partial',
      'Clean',
      'Critical',
      'Zero dice',
      'Roll two dice and keep the lower',
      'never a critical',
      'Live formulas',
      'Values',
    ])
      expect(text).toContain(words);
    await help.locator('summary').click();
  });
});

/** WCAG 1.4.12's text spacing, forced on every element. */
const TEXT_SPACING = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
p { margin-bottom: 2em !important; }`;

/**
 * Every control on show, each checked where it is drawn: inside the width,
 * not clipped (its text fits its box), and the topmost thing at its centre
 * (nothing overlaps it), so a click there reaches it. A radio drawn as a
 * segment or pick is checked by its drawing.
 */
async function unusableControls(frame: Frame): Promise<string[]> {
  return frame.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const problems: string[] = [];
    if (document.documentElement.scrollWidth > width)
      problems.push(`the page scrolls sideways (${document.documentElement.scrollWidth} > ${width})`);
    for (const control of Array.from(document.querySelectorAll<HTMLElement>('input, button, summary'))) {
      if (control.closest('[hidden]') || (control.closest('details:not([open])') && control.tagName !== 'SUMMARY')) continue;
      const drawn = control.matches('.segment input, .pick input') ? (control.nextElementSibling as HTMLElement) : control;
      const name = control.id || control.getAttribute('aria-label') || control.textContent || control.outerHTML;
      control.scrollIntoView({ block: 'center' });
      const box = drawn.getBoundingClientRect();
      if (box.width < 8 || box.height < 8) problems.push(`${name}: ${box.width}×${box.height}`);
      if (box.left < 0 || box.right > width + 0.5) problems.push(`${name}: outside the width (${box.left}–${box.right})`);
      if (drawn.scrollWidth > drawn.clientWidth + 1 || drawn.scrollHeight > drawn.clientHeight + 1)
        problems.push(`${name}: text clipped (${drawn.scrollWidth}×${drawn.scrollHeight} in ${drawn.clientWidth}×${drawn.clientHeight})`);
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (!hit || !(hit === control || control.contains(hit) || hit.contains(control) || control.closest('label')?.contains(hit)))
        problems.push(`${name}: covered by ${hit?.outerHTML.slice(0, 60)}`);
    }
    return problems;
  });
}

describe('text spacing and 200% zoom: every control stays usable', () => {
  let zoomContext: BrowserContext;
  afterAll(() => zoomContext?.close());

  const views = async (frame: Frame, check: () => Promise<void>) => {
    for (const roll of ['Group', 'Action', 'Resistance', 'Vice', 'Clock']) {
      await frame.getByRole('radio', { name: roll }).check();
      await check();
    }
    // With every field refusing, and a message under each button.
    await frame.fill('#dice', '25');
    await frame.fill('#segments', '30');
    await frame.fill('#table-from', '21');
    await frame.getByRole('button', { name: 'Insert formula' }).click();
    await frame.getByRole('button', { name: 'Insert table' }).click();
    await check();
    await frame.fill('#dice', '2');
    await frame.fill('#segments', '8');
    await frame.fill('#table-from', '0');
  };

  test('WCAG text spacing in the 300 px sidebar', async () => {
    const style = await sidebar.addStyleTag({ content: TEXT_SPACING });
    await views(sidebar, async () => expect(await unusableControls(sidebar)).toEqual([]));
    await style.evaluate((s) => (s as Element).remove());
  });

  test.each([
    ['at 200% zoom (150 px wide)', false],
    ['at 200% zoom with text spacing', true],
  ])('%s', async (_, spacing) => {
    zoomContext ??= await preview.browser.newContext({ viewport: { width: 150, height: 600 } });
    const zoomed = await zoomContext.newPage();
    await zoomed.goto(`${url}sidebar`);
    const frame = zoomed.mainFrame();
    await frame.waitForSelector('.view');
    if (spacing) await frame.addStyleTag({ content: TEXT_SPACING });
    await views(frame, async () => expect(await unusableControls(frame)).toEqual([]));
    await zoomed.close();
  });
});

describe('memory: the sidebar opens where it was left', () => {
  const reopen = async () => {
    await sidebar.goto(sidebar.url());
    await sidebar.waitForSelector('.view');
  };
  const storageKey = 'blades-odds-sidebar';

  test('roll type, pool, segments, span and mode come back after reopening', async () => {
    await chooseRoll('Clock');
    await sidebar.getByRole('radio', { name: '12 segments' }).check();
    await chooseDice(5);
    await typeInto('#table-from', '1');
    await typeInto('#table-to', '4');
    await sidebar.check('input[name="mode"][value="values"]');
    await reopen();
    expect(await sidebar.getByRole('radio', { name: 'Clock' }).isChecked()).toBe(true);
    expect(await sidebar.inputValue('#dice')).toBe('5');
    expect(await sidebar.getByRole('radio', { name: '5 dice' }).isChecked()).toBe(true);
    expect(await sidebar.inputValue('#segments')).toBe('12');
    expect(await sidebar.inputValue('#table-from')).toBe('1');
    expect(await sidebar.inputValue('#table-to')).toBe('4');
    expect(await sidebar.isChecked('input[name="mode"][value="values"]')).toBe(true);
    await expectView('clock', 5, 12);
  });

  test('a refused entry is not remembered: the last valid value is', async () => {
    await sidebar.fill('#dice', '25');
    await reopen();
    expect(await sidebar.inputValue('#dice')).toBe('5');
  });

  test('corrupted storage is ignored value by value: defaults where a value is bad', async () => {
    await sidebar.evaluate(
      ([key, roll]) =>
        localStorage.setItem(
          key,
          JSON.stringify({
            roll,
            dice: 99,
            segments: '6',
            from: 3,
            to: -1,
            mode: '<b>',
            coin: 4,
            stress: 9,
            track: 9,
            viceStress: 2.5,
            pools: [2, 25],
            synchronized: 'yes',
            chart: 1,
          }),
        ),
      [storageKey, NO_SUCH_ROLL],
    );
    await reopen();
    expect(await sidebar.getByRole('radio', { name: 'Action' }).isChecked()).toBe(true);
    expect(await sidebar.inputValue('#dice')).toBe('2');
    // Each value on its own, as its roll type shows it: a track of 9 is kept, 9 marked on it is not; the roster goes whole.
    await chooseRoll('Resistance');
    expect(await sidebar.inputValue('#track')).toBe('9');
    expect(await sidebar.inputValue('#stress')).toBe('0');
    await chooseRoll('Clock');
    expect(await sidebar.inputValue('#coin')).toBe('0');
    expect(await sidebar.inputValue('#segments')).toBe('8');
    await chooseRoll('Vice');
    expect(await sidebar.inputValue('#vice-stress')).toBe('3');
    await chooseRoll('Group');
    expect(await sidebar.$$eval('#participants input', (inputs) => inputs.map((i) => (i as HTMLInputElement).value))).toEqual([
      '2',
      '1',
      '0',
    ]);
    expect(await sidebar.isChecked('#synchronized')).toBe(false);
    expect(await sidebar.isChecked('#table-chart')).toBe(false);
    expect(await sidebar.inputValue('#table-from')).toBe('3');
    expect(await sidebar.inputValue('#table-to')).toBe('6');
    expect(await sidebar.isChecked('input[name="mode"][value="formulas"]')).toBe(true);
    // The roll types chosen above are remembered once settled: then the storage is spoiled.
    await sidebar.waitForFunction((key) => localStorage.getItem(key)?.includes('"roll":"group"'), storageKey);
    await sidebar.evaluate((key) => localStorage.setItem(key, '{not json'), storageKey);
    await reopen();
    expect(await sidebar.inputValue('#table-from')).toBe('0');
  });

  test('storage that throws (a sandboxed frame): defaults, everything works, no error', async () => {
    const own = await preview.browser.newContext();
    await own.addInitScript(() =>
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The document is sandboxed', 'SecurityError');
        },
      }),
    );
    const alone = await own.newPage();
    const errors: string[] = [];
    alone.on('pageerror', (e) => errors.push(e.message));
    await alone.goto(`${url}sidebar`);
    await alone.waitForSelector('#view-action');
    expect(await alone.inputValue('#dice')).toBe('2');
    await alone.getByRole('radio', { name: '4 dice' }).check();
    expect(await alone.textContent('#view-action h2 .secondary')).toBe('4 dice');
    expect(errors).toEqual([]);
    await own.close();
  });
});
