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
 * *Trauma within k rolls*, their figures the engine's, the marker a word,
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
    expect(rows[4].cells[1]).toBe('75.0%+50.0%');
  });

  test('axe finds nothing in the section', async () => {
    expect(await axeProblems(s.sidebar, '#section-bonus-dice')).toEqual([]);
  });
});

describe('Resistance: Trauma within k rolls', () => {
  test('2 dice at 6 of 9: a chart across 10 rolls and the exact mean', async () => {
    await s.chooseRoll('Resistance');
    await typeInto('Dice', '2');
    await typeInto('Stress marked', '6');
    await s.sidebar.waitForFunction(() =>
      /from 6 of 9 stress marked/.test(document.querySelector('#section-trauma-within .note')?.textContent ?? ''),
    );
    const by = traumaBy(2, 6, 9, 10);
    const chart = s.sidebar.getByRole('img', {
      name: `Chart: Trauma within k rolls, within 1 roll ${percentText(by[0])} to within 10 rolls ${percentText(by[9])}.`,
    });
    await chart.waitFor();
    expect(await chart.locator('rect.step').count()).toBe(10);
    const mean = traumaMeanRolls(2, 6, 9);
    expect(mean.toString()).toBe('6048302892444/2333558621171');
    expect(await s.sidebar.$$eval('#section-trauma-within .decision-means li', (lis) => lis.map((li) => li.textContent))).toEqual([
      'Mean rolls to trauma6048302892444/2333558621171≈ 2.59 rolls',
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

  test('axe finds nothing in the section', async () => {
    expect(await axeProblems(s.sidebar, '#section-trauma-within')).toEqual([]);
  });
});
