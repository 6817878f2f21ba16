import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Frame, Page } from 'playwright-core';
import { BANDS, actionBands } from '../../src/blades/action';
import { clockRolls, clockRows } from '../../src/blades/clock';
import { OddsRow } from '../../src/blades/roll';
import { resistance, resistanceRows, vice, viceRows } from '../../src/blades/stress';
import { Fraction } from '../../src/dice/fraction';
import { percentText } from '../../src/sidebar/format';
import type { SheetSnapshot } from '../../preview/sheet';
import { parseCell } from '../../src/sheets/a1';
import { expectedBands } from '../support/apps-script';
import { OpenPreview, openPreview } from '../support/preview-browser';

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

async function chooseDice(n: number) {
  await sidebar.getByRole('button', { name: `${n} dice`, exact: true }).click();
}

async function typeDice(n: number) {
  await sidebar.getByRole('spinbutton', { name: 'Dice' }).fill(String(n));
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

async function waitForStatus(text: string) {
  await sidebar.waitForFunction((t) => document.getElementById('status')?.textContent === t, text);
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
  await waitForStatus(done);
  await page.waitForFunction((id) => document.getElementById(id)?.textContent !== '', `cell-${range.split(':')[1]}`);
  const sheet = await sheetNow();
  const inTable = sheet.cells.filter((c) => c.row >= first.row && c.row <= last.row && c.column >= first.column && c.column <= last.column);
  return { sheet, inTable, at: (a1: string) => inTable.find((c) => c.a1 === a1) };
}

describe('the sidebar shows each pool’s odds, computed in the browser', () => {
  test('opens on the default pool of 2 dice', async () => {
    expect(await sidebar.inputValue('#dice')).toBe('2');
    expect(await sidebar.getAttribute('button[data-dice="2"]', 'aria-pressed')).toBe('true');
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
    expect(await sidebar.textContent('#dice-error')).toBe('Dice must be a whole number from 0 to 20; showing 4.');
    expect(await sidebar.textContent('#view-action h2 .secondary')).toBe('4 dice');
    await typeDice(2);
    expect(await sidebar.isHidden('#dice-error')).toBe(true);
  });

  test('accessible: a labelled spinbutton, a group of pool buttons, and a live region with the results', async () => {
    const dice = sidebar.getByRole('spinbutton', { name: 'Dice' });
    expect(await dice.getAttribute('min')).toBe('0');
    expect(await dice.getAttribute('max')).toBe('20');
    expect(await sidebar.getByRole('group', { name: 'Common pools' }).getByRole('button').count()).toBe(7);
    await chooseDice(3);
    expect(await sidebar.getAttribute('#announce', 'aria-live')).toBe('polite');
    expect(await sidebar.textContent('#announce')).toBe(
      '3 dice. Action roll: Bad 12.5% (1/8), Partial 45.4% (49/108), Clean 34.7% (25/72), Critical 7.4% (2/27), ' +
        'At least Partial 87.5% (7/8), Clean or better 42.1% (91/216).',
    );
    expect(await sidebar.getAttribute('#status', 'role')).toBe('status');
    expect(await sidebar.getByRole('list', { name: 'Action roll, 3 dice' }).getByRole('listitem').count()).toBe(4);
  });

  test('every lookup above was computed in the browser: the sidebar requested nothing but itself', () => {
    expect(requested.filter((r) => r.bySidebar).map((r) => new URL(r.url).pathname)).toEqual(['/sidebar']);
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

    // Tab to the pool buttons: 0, 1, … 5; Enter picks 5, Space picks 6.
    for (let i = 0; i < 6; i++) await page.keyboard.press('Tab');
    expect(await sidebar.evaluate(() => document.activeElement?.textContent)).toBe('5');
    await page.keyboard.press('Enter');
    expect(await sidebar.inputValue('#dice')).toBe('5');
    expect(await sidebar.getAttribute('button[data-dice="5"]', 'aria-pressed')).toBe('true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    expect((await shownRows('.rows')).map((r) => r.fraction)).toEqual(actionBands(6).map(String));

    await page.keyboard.press('Tab');
    expect(await sidebar.evaluate(() => document.activeElement?.textContent)).toBe('Insert formula');
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
      expect(at(`C${row}`)).toMatchObject({ input: `=BLADES_BANDS(B${row})`, kind: 'formula' });
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
    );
    expect(await sidebar.getAttribute('#status', 'class')).toContain('error');
    expect(await sheetNow()).toEqual(before);
    expect(await cellText('K5')).toBe('kept');
  });

  test('values, a chosen span; and a bad span comes back as the server’s message', async () => {
    await selectCell('H12');
    await sidebar.check('input[name="mode"][value="values"]');
    await sidebar.fill('#table-from', '7');
    await sidebar.fill('#table-to', '2');
    await sidebar.getByRole('button', { name: 'Insert table' }).click();
    await waitForStatus('Insert table: From 7 is above To 2. Give the smaller pool first.');
    await sidebar.fill('#table-from', '1');
    await sidebar.getByRole('button', { name: 'Insert table' }).click();
    await waitForStatus('Inserted the 1–2 dice table (values) at H12:L15.');
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
  rows: (dice: number, segments: number) => OddsRow[];
  mean: (dice: number, segments: number) => Fraction;
  /** The mean's unit: for exactly one, and otherwise. */
  unit: readonly [string, string];
}
const ENGINE: Record<'resistance' | 'vice' | 'clock', EngineView> = {
  resistance: { rows: (d) => resistanceRows(d), mean: (d) => resistance(d).mean(), unit: ['stress', 'stress'] },
  vice: { rows: (d) => viceRows(d), mean: (d) => vice(d).mean(), unit: ['stress', 'stress'] },
  clock: { rows: (d, s) => clockRows(d, s), mean: (d, s) => clockRolls(d, s).mean(), unit: ['roll', 'rolls'] },
};

const chooseRoll = (name: string) => sidebar.getByRole('radio', { name }).check();

/** Every row of the view on show against the engine: label, percent, exact fraction, bar; then its mean, exactly and as a decimal. */
async function expectView(roll: keyof typeof ENGINE, dice: number, segments = 0) {
  const engine = ENGINE[roll];
  const rows = engine.rows(dice, segments);
  const shown = await shownRows('.rows', roll);
  expect(shown.map((r) => r.label)).toEqual(rows.map((r) => r.label));
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

  test('a radio group labelled Roll type: Action, Resistance, Vice, Clock; Action on, no Segments field', async () => {
    const group = sidebar.getByRole('radiogroup', { name: 'Roll type' });
    const radios = group.getByRole('radio');
    expect(await radios.evaluateAll((rs) => rs.map((r) => (r as HTMLInputElement).labels![0].textContent))).toEqual([
      'Action',
      'Resistance',
      'Vice',
      'Clock',
    ]);
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
    await sidebar.getByRole('button', { name: '4 segments' }).click();
    expect(await sidebar.getAttribute('#segments-chips button[data-segments="4"]', 'aria-pressed')).toBe('true');
    await typeDice(dice);
    await expectView('clock', dice, 4);
    expect(await sidebar.textContent('#view-clock h2')).toMatch(/^Clock of 4 segments/);
  });

  test.each([0, 2, 20])('Clock of 10 (typed), %i dice: ten rows, the last certain', async (dice) => {
    await chooseRoll('Clock');
    await sidebar.getByRole('spinbutton', { name: 'Segments' }).fill('10');
    await typeDice(dice);
    await expectView('clock', dice, 10);
    expect(await sidebar.$$eval('#segments-chips button[aria-pressed="true"]', (bs) => bs.length)).toBe(0);
    expect(await sidebar.textContent('#formula-preview')).toBe(`=BLADES_CLOCK(${dice}, 10)`);
    expect(await sidebar.textContent('#table-legend')).toBe('Clock table, 10 segments');
  });

  test('a clock out of range is refused in words; the clock on show keeps its size', async () => {
    await chooseRoll('Clock');
    await sidebar.getByRole('spinbutton', { name: 'Segments' }).fill('25');
    expect(await sidebar.getAttribute('#segments', 'aria-invalid')).toBe('true');
    expect(await sidebar.textContent('#segments-error')).toBe('Segments must be a whole number from 1 to 24; showing 10.');
    const dice = await sidebar.inputValue('#dice');
    expect(await sidebar.getByRole('list', { name: `Clock of 10 segments, ${dice} dice` }).count()).toBe(1);
    await sidebar.getByRole('spinbutton', { name: 'Segments' }).fill('1');
    expect(await sidebar.isHidden('#segments-error')).toBe(true);
    expect(
      await sidebar
        .getByRole('list', { name: `Clock of 1 segment, ${dice} dice` })
        .getByRole('listitem')
        .count(),
    ).toBe(1);
  });

  test('the live region reads the new view: each row’s percent and fraction, then the mean', async () => {
    await chooseRoll('Resistance');
    await chooseDice(2);
    const rows = resistanceRows(2).map((r) => `${r.label} ${percentText(r.fraction)} (${r.fraction})`);
    expect(await sidebar.textContent('#announce')).toBe(`2 dice. Resistance roll: ${rows.join(', ')}, Mean cost 1.5 stress (3/2).`);
    expect(await sidebar.getByRole('list', { name: 'Resistance roll, 2 dice' }).getByRole('listitem').count()).toBe(7);
  });

  test('a 20-dice, 24-segment clock: hundred-digit fractions stay whole in the page, on one line, and out of the live region', async () => {
    await chooseRoll('Clock');
    await sidebar.getByRole('spinbutton', { name: 'Segments' }).fill('24');
    await typeDice(20);
    await expectView('clock', 20, 24);
    const heard = (await sidebar.textContent('#announce'))!;
    for (const { fraction } of clockRows(20, 24)) {
      const f = fraction.toString();
      expect(heard.includes(`(${f})`)).toBe(f.length <= 40);
    }
    expect(heard.length).toBeLessThan(1500);
    // A clipped fraction takes one line, like a short one, and keeps its whole text as a tooltip.
    const fracs = await sidebar.$$eval('#view-clock .rows .frac', (els) =>
      els.map((e) => ({ text: e.textContent, title: e.getAttribute('title'), height: e.getBoundingClientRect().height })),
    );
    const oneLine = Math.max(...fracs.filter((f) => f.text.length <= 16).map((f) => f.height));
    expect(fracs.some((f) => f.text.length > 40)).toBe(true);
    fracs.forEach((f) => {
      expect(f.height).toBeLessThanOrEqual(oneLine);
      expect(f.title).toBe(f.text);
    });
  });

  test('screenshots of the new views saved as test artifacts', async () => {
    for (const [roll, dice, save] of [
      ['Resistance', 3, 'sidebar-resistance.png'],
      ['Vice', 2, 'sidebar-vice.png'],
      ['Clock', 2, 'sidebar-clock.png'],
    ] as const) {
      await chooseRoll(roll);
      await chooseDice(dice);
      if (roll === 'Clock') await sidebar.getByRole('button', { name: '8 segments' }).click();
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

    await page.keyboard.press('ArrowRight');
    expect(await sidebar.getByRole('radio', { name: 'Resistance' }).isChecked()).toBe(true);
    await expectView('resistance', 3);
    expect(await sidebar.textContent('#announce')).toMatch(/^3 dice\. Resistance roll: /);

    await page.keyboard.press('ArrowRight');
    await expectView('vice', 3);
    await page.keyboard.press('ArrowRight');
    expect(await focused()).toBe('roll-clock');
    await expectView('clock', 3, Number(await sidebar.inputValue('#segments')));

    // Tab leaves the group: Dice, its seven pool buttons, then Segments.
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('dice');
    for (let i = 0; i < 8; i++) await page.keyboard.press('Tab');
    expect(await focused()).toBe('segments');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('6');
    await expectView('clock', 3, 6);
    await page.keyboard.press('ArrowUp');
    await expectView('clock', 3, 7);
    // The clock buttons: 4, 6, 8; Enter picks 8.
    for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expectView('clock', 3, 8);

    // Back to the switch; ArrowRight wraps from Clock to Action.
    for (let i = 0; i < 20 && (await focused()) !== 'roll-clock'; i++) await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('ArrowRight');
    expect(await sidebar.getByRole('radio', { name: 'Action' }).isChecked()).toBe(true);
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
      expect(at(`B${row}`)).toMatchObject({ input: `=BLADES_CLOCK(A${row}; 10)`, kind: 'formula' });
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

  test('the menu onOpen added: Insert odds table over data raises an alert, Quick lookup opens the sidebar', async () => {
    await selectCell('A20');
    await page.getByRole('button', { name: 'Blades Odds' }).click();
    await page.getByRole('menuitem', { name: 'Insert odds table' }).click();
    await page.waitForSelector('#alert:not([hidden])');
    expect(await page.textContent('#alert-text')).toMatch(
      /^Nothing was inserted: the 0–6 dice table \(live formulas\) needs A20:E28, and A20, B20, C20 and \d+ more cells are not empty/,
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
  test('screenshots saved as test artifacts', async () => {
    const frame = page.frame({ url: /\/sidebar$/ })!;
    await frame.waitForSelector('#view-action');
    await frame.getByRole('button', { name: '3 dice' }).click();
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
    await alone.waitForFunction(() => document.getElementById('status')?.textContent !== 'Inserting…');
    expect(await alone.textContent('#status')).toMatch(/^Not connected to a sheet: open this sidebar from the Blades Odds menu/);
    expect(seen).toEqual([file]);
    await own.close();
  });
});
