import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { atLeast } from '../../src/blades/action';
import { traumaBy, traumaMeanRolls } from '../../src/blades/trauma-walk';
import { changeText, percentText } from '../../src/sidebar/format';
import { axeProblems } from '../support/axe';
import { PreviewSession, openSession } from '../support/preview-session';

/**
 * The decision sections (src/rolls/decisions.ts) in headless Chromium:
 * the Action view's *What a bonus die buys* and the Resistance view's
 * *Trauma within 1 to 10 rolls*, their figures the engine's, the marker a word,
 * reached and changed from the keyboard alone, and axe-clean.
 * Screenshots go to artifacts/.
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

const optionRows = () =>
  s.sidebar.$$eval('#section-bonus-dice-table tbody tr', (trs) =>
    trs.map((tr) => ({
      label: tr.querySelector('th')?.firstChild?.textContent ?? '',
      marker: tr.querySelector('.marker')?.textContent ?? null,
      // What a screen reader reads for the row: the label, then its marker as a word of its own.
      heard: tr.querySelector('th')?.textContent ?? '',
      cells: Array.from(tr.querySelectorAll('td')).map((td) => td.textContent),
    })),
  );

/** Types `value` into a number field reached by the keyboard: focus, select all, type. */
async function typeInto(name: string, value: string) {
  const field = s.sidebar.getByRole('spinbutton', { name });
  await field.focus();
  await s.page.keyboard.press('Control+A');
  await s.page.keyboard.type(value);
}

describe('Action: What a bonus die buys', () => {
  test('2 dice: the six options with stress, the two chances and their change, Assist + Devil’s bargain marked best per stress', async () => {
    await s.chooseRoll('Action');
    await typeInto('Dice', '2');
    await s.sidebar.waitForFunction(() => document.querySelector('#view-action h2 .secondary')?.textContent === '2 dice');
    const pools = [2, 3, 3, 3, 4, 4];
    const partial = (n: number) => atLeast(n, 'Partial');
    const clean = (n: number) => atLeast(n, 'Clean');
    expect(await s.sidebar.textContent('#section-bonus-dice-title')).toBe('What a bonus die buys');
    expect(await s.sidebar.$$eval('#section-bonus-dice-table thead th', (ths) => ths.map((t) => t.textContent))).toEqual([
      'Option',
      'Stress',
      'At least Partial',
      'Clean or better',
    ]);
    expect(await optionRows()).toEqual(
      ['As rolled', 'Assist', "Devil's bargain", 'Push', "Assist + Devil's bargain", 'Assist + push'].map((label, i) => ({
        label,
        marker: [null, null, 'No stress', null, 'Best per stress', null][i],
        heard: [label, label, `${label} No stress`, label, `${label} Best per stress`, label][i],
        cells: [
          String([0, 1, 0, 2, 1, 3][i]),
          percentText(partial(pools[i])) + changeText(partial(pools[i]).sub(partial(2))),
          percentText(clean(pools[i])) + changeText(clean(pools[i]).sub(clean(2))),
        ],
      })),
    );
    // Written out: 2 dice At least Partial 3/4, 4 dice 15/16: +18.8%.
    expect((await optionRows())[4].cells[1]).toBe('93.8%+18.8%');
    await s.sidebar.locator('#section-bonus-dice').screenshot({ path: join(artifacts, 'decisions-bonus-dice.png') });
  });

  test('keyboard alone: a new pool redraws the options; the marker stays a word', async () => {
    await typeInto('Dice', '0');
    await s.sidebar.waitForFunction(() => document.querySelector('#view-action h2 .secondary')?.textContent === '0 dice');
    const rows = await optionRows();
    // 0 dice: At least Partial 1/4; one die 1/2 (gain 1/4 for 1 stress); two dice 3/4 (gain 1/2 for 1 stress): best.
    expect(rows.map((r) => r.marker)).toEqual([null, null, 'No stress', null, 'Best per stress', null]);
    expect(rows.map((r) => r.heard)).toEqual(rows.map((r) => (r.marker === null ? r.label : `${r.label} ${r.marker}`)));
    expect(rows[4].cells[1]).toBe('75.0%+50.0%');
  });

  test('axe finds nothing in the section', async () => {
    expect(await axeProblems(s.sidebar, '#section-bonus-dice')).toEqual([]);
  });
});

describe('Resistance: Trauma within 1 to 10 rolls', () => {
  test('2 dice at 6 of 9: a chart across 10 rolls and the exact mean', async () => {
    await s.chooseRoll('Resistance');
    await typeInto('Dice', '2');
    await typeInto('Stress marked', '6');
    await s.sidebar.waitForFunction(() =>
      /from 6 of 9 stress marked/.test(document.querySelector('#section-trauma-within .note')?.textContent ?? ''),
    );
    const by = traumaBy(2, 6, 9, 10);
    const chart = s.sidebar.getByRole('img', {
      name: `Chart: Trauma within 1 to 10 rolls, within 1 roll ${percentText(by[0])} to within 10 rolls ${percentText(by[9])}.`,
    });
    await chart.waitFor();
    expect(await chart.locator('rect.step').count()).toBe(10);
    const mean = traumaMeanRolls(2, 6, 9);
    expect(mean.toString()).toBe('6048302892444/2333558621171');
    expect(await s.sidebar.$$eval('#section-trauma-within .decision-means li', (lis) => lis.map((li) => li.textContent))).toEqual([
      // The folded fraction (hidden), its mark in its place, then the figure.
      'Mean rolls to trauma6048302892444/2333558621171…≈ 2.59 rolls',
    ]);
    await s.sidebar.locator('#section-trauma-within').screenshot({ path: join(artifacts, 'decisions-trauma-within.png') });
  });

  test('keyboard alone: a longer track moves the walk', async () => {
    await typeInto('Track', '12');
    await s.sidebar.waitForFunction(() =>
      /from 6 of 12 stress marked/.test(document.querySelector('#section-trauma-within .note')?.textContent ?? ''),
    );
    const text = await s.sidebar.textContent('#section-trauma-within .decision-means .frac');
    expect(text).toBe(traumaMeanRolls(2, 6, 12).toString());
  });

  test('20 dice from an empty 24-box track: the mean in powers of ten, and nothing wider than the sidebar', async () => {
    await typeInto('Stress marked', '0');
    await typeInto('Track', '24');
    await typeInto('Dice', '20');
    await s.sidebar.waitForFunction(() =>
      /from 0 of 24 stress marked/.test(document.querySelector('#section-trauma-within .note')?.textContent ?? ''),
    );
    expect(await s.sidebar.textContent('#section-trauma-within .decision-means .pct')).toBe('≈ 7.54 × 10³³ rolls');
    expect(await s.sidebar.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  });

  test('axe finds nothing in the section', async () => {
    expect(await axeProblems(s.sidebar, '#section-trauma-within')).toEqual([]);
  });
});

describe('the sections’ inserts, in the preview’s sheet', () => {
  /** Waits for the footer's answer under Insert table, and gives it. */
  const answer = async () => {
    await s.sidebar.waitForFunction(() => /^(Inserted|Nothing)/.test(document.getElementById('table-status')?.textContent ?? ''));
    return s.sidebar.textContent('#table-status');
  };
  const cellsOf = async () => {
    const sheet = await s.sheet();
    return { sheet, at: (a1: string) => sheet.cells.find((c) => c.a1 === a1) };
  };

  test('Insert options table, from the keyboard: one BLADES_OPTIONS formula under a title, spilling 7 × 7, with its chart', async () => {
    await s.chooseRoll('Action');
    await typeInto('Dice', '2');
    await s.selectCell('B2');
    await s.sidebar.getByRole('checkbox', { name: 'Add a chart' }).check();
    const button = s.sidebar.getByRole('button', { name: 'Insert options table' });
    await button.focus();
    await s.page.keyboard.press('Enter');
    // The preview's sheet is a new sheet's 26 columns wide: the chart goes beside the table.
    expect(await answer()).toBe('Inserted the bonus-dice options table for 2 dice (live formulas) at B2:M9, with a chart beside it at N2.');
    const { sheet, at } = await cellsOf();
    expect(at('B2')?.value).toBe('What a bonus die buys, 2 dice (live formulas)');
    expect(at('B3')).toMatchObject({ input: '=BLADES_OPTIONS(2)', kind: 'formula', value: 'Option', bold: true });
    expect(['B4', 'C4', 'D4', 'H9'].map((a1) => at(a1)?.value)).toEqual(['As rolled', 2, 0, 19 / 144]);
    expect([at('E7')?.text, at('E8')?.text]).toEqual(['12.5%', '6.3%']);
    // Beside the spill, the sidebar's answer: the changes from As rolled and its marks, as the section shows them.
    expect(['I3', 'J3', 'M3'].map((a1) => at(a1)?.value)).toEqual(['At least Partial', 'At least Partial: change', 'Mark']);
    expect(['M4', 'M5', 'M6', 'M7', 'M8', 'M9'].map((a1) => at(a1)?.value ?? '')).toEqual((await optionRows()).map((r) => r.marker ?? ''));
    expect([at('J4')?.text, at('J5')?.text]).toEqual(['0.0%', '+12.5%']);
    const formulas = sheet.cells.filter((c) => c.kind === 'formula');
    expect(formulas.map((c) => c.a1)).toEqual(['B3']);
    expect(sheet.charts.map((c) => c.data[0].map((row) => row[0]))).toEqual([
      ['Option', 'As rolled', 'Assist', "Devil's bargain", 'Push', "Assist + Devil's bargain", 'Assist + push'],
    ]);
    // The answer's columns in sight, beside the spill.
    await s.page.locator('#cell-M3').scrollIntoViewIfNeeded();
    await s.page.screenshot({ path: join(artifacts, 'decisions-options-insert.png') });
  });

  test('Insert trauma table, with Values: the pools From–To, the chances within 1 … 10 rolls and the mean, as numbers', async () => {
    await s.chooseRoll('Resistance');
    await typeInto('Dice', '2');
    await typeInto('Stress marked', '6');
    await typeInto('Track', '9');
    await typeInto('From', '1');
    await typeInto('To', '3');
    await s.sidebar.getByRole('radio', { name: 'Values' }).check();
    await s.sidebar.getByRole('checkbox', { name: 'Add a chart' }).uncheck();
    await s.selectCell('A30');
    await s.sidebar.getByRole('button', { name: 'Insert trauma table' }).click();
    expect(await answer()).toBe('Inserted the 1–3 dice trauma table (6 of 9 stress marked, values) at A30:L34.');
    const { at } = await cellsOf();
    expect(at('A30')?.value).toBe('Trauma within 1 to 10 rolls, 6 of 9 stress marked, 1–3 dice (values)');
    expect(['A31', 'B31', 'K31', 'L31'].map((a1) => at(a1)?.value)).toEqual(['Dice', 'Within 1 roll', 'Within 10 rolls', 'Mean rolls']);
    expect(['A32', 'A33', 'A34'].map((a1) => at(a1)?.value)).toEqual([1, 2, 3]);
    expect(at('B33')?.value).toBe(1 / 4);
    expect(at('L33')?.value).toBe(traumaMeanRolls(2, 6, 9).toNumber());
    expect(at('L33')?.text).toBe('2.59');
  });

  test('Insert trauma table, live formulas: one BLADES_TRAUMA_BY and one BLADES_TRAUMA_MEAN over the pool column', async () => {
    await s.sidebar.getByRole('radio', { name: 'Live formulas' }).check();
    await s.selectCell('A40');
    await s.sidebar.getByRole('button', { name: 'Insert trauma table' }).click();
    expect(await answer()).toBe('Inserted the 1–3 dice trauma table (6 of 9 stress marked, live formulas) at A40:L44.');
    const { sheet, at } = await cellsOf();
    expect(sheet.cells.filter((c) => c.kind === 'formula' && c.row >= 40).map((c) => [c.a1, c.input])).toEqual([
      ['B42', '=BLADES_TRAUMA_BY(A42:A44; 6; 10; 9)'],
      ['L42', '=BLADES_TRAUMA_MEAN(A42:A44; 6; 9)'],
    ]);
    expect(at('B43')?.value).toBe(1 / 4);
    expect(at('C43')?.value).toBe(737 / 1296);
  });

  test('over data: nothing written, the footer says what is in the way', async () => {
    await s.selectCell('A40');
    const before = await s.sheet();
    await s.sidebar.getByRole('button', { name: 'Insert trauma table' }).click();
    expect(await answer()).toMatch(
      /^Nothing was inserted: the 1–3 dice trauma table \(6 of 9 stress marked, live formulas\) needs A40:L44, and A40, /,
    );
    expect(await s.sheet()).toEqual(before);
  });
});
