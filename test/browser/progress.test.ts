import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { EFFECT_TICKS, progressFullBy, progressMean } from '../../src/blades/progress';
import { Fraction } from '../../src/dice/fraction';
import { meanText, percentText } from '../../src/sidebar/format';
import { axeProblems } from '../support/axe';
import { PreviewSession, openSession } from '../support/preview-session';

/**
 * The Progress view in real headless Chromium, as `npm start` serves it:
 * chosen on the switch by keyboard, its Dice, Segments and Effect fields
 * changed by keyboard, its rows and mean the engine's exact fractions, its
 * decision section's push for +1d, +1 effect and both (4 stress) with the
 * least stress marked Better in words (and neither of the last at extreme), axe clean, and its
 * table inserted into the preview's sheet as one live formula. The
 * section's screenshots go to artifacts/.
 */

const artifacts = join(__dirname, '../../artifacts');
let s: PreviewSession;

beforeAll(async () => {
  mkdirSync(artifacts, { recursive: true });
  s = await openSession();
});

afterAll(async () => {
  await s?.close();
});

const focused = () => s.focusedId();
/**
 * The push section's rows as the table shows them: label, marker word, the
 * stress a roll, the mean rolls' decimal and exact fraction (the tooltip),
 * and the mean stress's exact fraction.
 */
const pushRows = () =>
  s.sidebar.$$eval('#section-push-table tbody tr', (trs) =>
    trs.map((tr) => {
      const [stress, rolls, meanStress] = [...tr.querySelectorAll('td')];
      return {
        label: tr.querySelector('th')?.firstChild?.textContent ?? '',
        marker: tr.querySelector('th .marker')?.textContent ?? null,
        stress: stress?.textContent ?? '',
        mean: rolls?.textContent ?? '',
        fraction: rolls?.querySelector('.mean')?.getAttribute('title') ?? '',
        stressFraction: meanStress?.querySelector('.mean')?.getAttribute('title') ?? '',
      };
    }),
  );
const note = () => s.sidebar.textContent('#section-push .note');
/** A push's row as the table should show it, from the engine's exact mean and the stress a roll. */
const expected = (label: string, mean: Fraction, marker: string | null, stress = 2) => ({
  label,
  marker,
  stress: String(stress),
  mean: meanText('', mean, { one: 'roll', many: 'rolls' }).decimal,
  fraction: String(mean),
  stressFraction: String(mean.mul(Fraction.of(stress))),
});

describe('Progress: chosen and set by keyboard', () => {
  test('the switch reaches Progress from Clock with the arrow key; Dice, Segments and Effect on show, no Coin', async () => {
    await s.chooseRoll('Clock');
    await s.sidebar.focus('#roll-clock');
    await s.page.keyboard.press('ArrowRight');
    expect(await s.sidebar.isChecked('#roll-progress')).toBe(true);
    expect(await focused()).toBe('roll-progress');
    await s.sidebar.waitForSelector('#view-progress');
    expect(await s.sidebar.getByRole('spinbutton', { name: 'Dice' }).isVisible()).toBe(true);
    expect(await s.sidebar.getByRole('spinbutton', { name: 'Segments' }).isVisible()).toBe(true);
    expect(await s.sidebar.getByRole('spinbutton', { name: 'Coin per roll' }).isHidden()).toBe(true);
    const effect = s.sidebar.getByRole('combobox', { name: 'Effect' });
    expect(await effect.isVisible()).toBe(true);
    expect(await effect.inputValue()).toBe('standard');
  });

  test('2 dice, 4 segments by keyboard: the rows and the mean are the engine’s; +1d is marked better, in words', async () => {
    await s.sidebar.focus('#dice');
    await s.sidebar.fill('#dice', '2');
    await s.sidebar.focus('#segments');
    await s.page.keyboard.press('Control+A');
    await s.page.keyboard.type('4');
    await s.sidebar.waitForFunction(() => document.querySelector('#view-progress h2')?.textContent?.includes('4 segments'));
    const rows = await s.shownLines('progress', 'rows');
    const odds = progressFullBy(2, 4, EFFECT_TICKS.standard, 4);
    expect(rows.map((r) => [r.label, r.fraction, r.figure])).toEqual(
      odds.map((f, i) => [`Full by roll ${i + 1}`, String(f), percentText(f)]),
    );
    expect(rows.map((r) => r.fraction)).toEqual(['0', '9/16', '27/32', '243/256']);
    expect((await s.shownLines('progress', 'totals'))[0]).toMatchObject({ label: 'Mean to fill', fraction: '8/3' });
    expect(await s.sidebar.textContent('#section-push-title')).toBe('Push yourself every roll');
    expect(await s.sidebar.$$eval('#section-push-table thead th', (ths) => ths.map((t) => t.textContent))).toEqual([
      'Option',
      'Stress a roll',
      'Mean rolls to fill',
      'Mean stress to fill',
    ]);
    // Written out: 16/7 ≈ 2.2857 and 212/81 ≈ 2.6173 rolls; both (4 stress a roll) is 3 dice at great.
    const pushes = await pushRows();
    expect(pushes.slice(0, 2)).toEqual([
      { label: 'Push for +1d', marker: 'Better', stress: '2', mean: '≈ 2.29 rolls', fraction: '16/7', stressFraction: '32/7' },
      { label: 'Push for +1 effect', marker: null, stress: '2', mean: '≈ 2.62 rolls', fraction: '212/81', stressFraction: '424/81' },
    ]);
    expect(pushes[2]).toEqual(expected('Push for both', progressMean(3, 4, EFFECT_TICKS.great), null, 4));
    expect(await note()).toBe(
      'Pushing on every roll: the mean rolls and the mean stress to fill the clock. Better: the least stress to fill.',
    );
    // No insert of its own.
    expect(await s.sidebar.$$eval('#section-push button', (bs) => bs.length)).toBe(0);
    await s.sidebar.locator('#section-push').screenshot({ path: join(artifacts, 'progress-push.png') });
    expect(await s.sidebar.textContent('#formula-preview')).toBe('=BLADES_PROGRESS(2, 4, "standard")');
  });

  test('the Effect select by keyboard: down to great (the push is then to extreme), 8 segments marks +1 effect', async () => {
    await s.sidebar.fill('#segments', '8');
    await s.sidebar.focus('#effect');
    await s.page.keyboard.press('ArrowDown');
    await s.sidebar.waitForFunction(() => (document.getElementById('effect') as HTMLSelectElement).value === 'great');
    expect(await s.sidebar.textContent('#view-progress h2')).toMatch(/^Progress clock of 8 segments, great effect/);
    const mean = progressMean(2, 8, EFFECT_TICKS.great);
    expect((await s.shownLines('progress', 'totals'))[0].fraction).toBe(String(mean));
    // +1 effect (extreme, 2 dice) fills in fewer rolls than +1d (great, 3 dice): marked Better, in words.
    expect(await pushRows()).toEqual([
      expected('Push for +1d', progressMean(3, 8, EFFECT_TICKS.great), null),
      expected('Push for +1 effect', progressMean(2, 8, EFFECT_TICKS.extreme), 'Better'),
      expected('Push for both', progressMean(3, 8, EFFECT_TICKS.extreme), null, 4),
    ]);
    expect(await s.sidebar.textContent('#formula-preview')).toBe('=BLADES_PROGRESS(2, 8, "great")');
  });

  test('extreme: +1d alone, and a line saying why there is no +1 effect; axe finds nothing', async () => {
    await s.page.keyboard.press('ArrowDown');
    await s.sidebar.waitForFunction(() => (document.getElementById('effect') as HTMLSelectElement).value === 'extreme');
    expect(await pushRows()).toEqual([expected('Push for +1d', progressMean(3, 8, EFFECT_TICKS.extreme), null)]);
    expect(await note()).toBe(
      'Pushing on every roll: the mean rolls and the mean stress to fill the clock. +1 effect and both: extreme is the highest effect level.',
    );
    await s.sidebar.locator('#section-push').screenshot({ path: join(artifacts, 'progress-extreme-300.png') });
    expect(await axeProblems(s.sidebar)).toEqual([]);
  });
});

describe('Progress: the table insert', () => {
  test('Insert table writes one range formula over the pool column, computed in the preview', async () => {
    await s.sidebar.focus('#effect');
    await s.sidebar.selectOption('#effect', 'standard');
    await s.sidebar.fill('#segments', '4');
    await s.selectCell('B2');
    await s.sidebar.check('input[name="mode"][value="formulas"]');
    await s.sidebar.getByRole('button', { name: 'Insert table' }).click();
    await s.sidebar.waitForFunction(() => document.getElementById('table-status')?.textContent?.startsWith('Inserted'));
    expect(await s.sidebar.textContent('#table-status')).toBe(
      'Inserted the 0–6 dice progress table (4 segments, standard effect, live formulas) at B2:F10.',
    );
    await s.page.waitForSelector('body[data-pending="0"]');
    const sheet = await s.sheet();
    const at = (a1: string) => sheet.cells.find((c) => c.a1 === a1);
    expect(at('B2')?.value).toBe('Progress clock of 4 segments, standard effect, 0–6 dice (live formulas)');
    expect(['B3', 'C3', 'D3', 'E3', 'F3'].map((a1) => at(a1)?.value)).toEqual(['Dice', 'By roll 1', 'By roll 2', 'By roll 3', 'By roll 4']);
    expect(at('C4')).toMatchObject({ input: '=BLADES_PROGRESS(B4:B10; 4; "standard")', kind: 'formula' });
    const formulas = sheet.cells.filter((c) => c.kind === 'formula');
    expect(formulas).toHaveLength(1);
    // The 2-dice row, by the engine: the same figures as the view showed.
    expect(['C6', 'D6', 'E6', 'F6'].map((a1) => at(a1)?.value)).toEqual(
      progressFullBy(2, 4, EFFECT_TICKS.standard, 4).map((f) => f.toNumber()),
    );
  });

  test('with Add a chart: its line chart beside the table, a line per pool', async () => {
    await s.selectCell('B14');
    await s.sidebar.check('#table-chart');
    await s.sidebar.getByRole('button', { name: 'Insert table' }).click();
    await s.sidebar.waitForFunction(() => document.getElementById('table-status')?.textContent?.includes('with a chart'));
    const sheet = await s.sheet();
    expect(sheet.charts).toHaveLength(1);
    expect(sheet.charts[0]).toMatchObject({ type: 'LINE', transposed: true });
    // The pools' rows are the series: seven, 0–6 dice, each named in the legend.
    expect(Object.keys(sheet.charts[0].options.series as object)).toHaveLength(7);
    await s.sidebar.uncheck('#table-chart');
  });
});

describe('Progress: remembered', () => {
  test('the roll type and the effect come back when the sidebar reopens', async () => {
    await s.sidebar.selectOption('#effect', 'great');
    await s.sidebar.waitForSelector('#view-progress');
    await s.sidebar.waitForFunction(() => document.querySelector('#view-progress h2')?.textContent?.includes('great effect'));
    await s.sidebar.goto(s.sidebar.url());
    await s.sidebar.waitForSelector('.view');
    expect(await s.sidebar.isChecked('#roll-progress')).toBe(true);
    expect(await s.sidebar.inputValue('#effect')).toBe('great');
    expect(await s.sidebar.textContent('#view-progress h2')).toMatch(/^Progress clock of 4 segments, great effect/);
  });
});
