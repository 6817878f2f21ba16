import { engagementOdds } from '../../src/blades/engagement';
import { wantedOdds } from '../../src/blades/heat';
import { ENGAGEMENT_POSITIONS, ENTANGLEMENTS } from '../../src/rolls/rows';
import { entanglementOdds } from '../../src/blades/entanglement';
import { percentText } from '../../src/sidebar/format';
import { Fraction } from '../../src/dice/fraction';
import { axeProblems } from '../support/axe';
import { PreviewSession, openSession } from '../support/preview-session';

/**
 * The views whose table subject is not a pool (Engagement: its
 * advantages), in real headless Chromium as `npm start` serves them, by
 * the keyboard alone: the navigation, the fields, every figure the
 * engine's exact fraction and its percent, axe clean; and each table
 * inserted into the preview's sheet, its cells the engine's, with a chart.
 */

let s: PreviewSession;
beforeAll(async () => void (s = await openSession()));
afterAll(() => s?.close());

const press = (key: string) => s.page.keyboard.press(key);

/** The chosen roll type on the navigation, reached by the arrow keys from `from`'s radio. */
async function arrowTo(from: string, name: string) {
  await s.sidebar.focus(`#roll-${from}`);
  for (let i = 0; i < 12 && !(await s.sidebar.getByRole('radio', { name, exact: true }).isChecked()); i++) await press('ArrowRight');
  expect(await s.sidebar.getByRole('radio', { name, exact: true }).isChecked()).toBe(true);
}

/** The rows on show, each the engine's fraction and percent under its label. */
const expected = (labels: readonly string[], fractions: readonly Fraction[]) =>
  fractions.map((f, i) => ({ label: labels[i], fraction: String(f), figure: percentText(f) }));

/** The rows of `values` from row `top` down: each one's cells in `columns` the engine's odds, rounded once. */
function expectRows(
  at: (a1: string) => { value?: unknown } | undefined,
  columns: string,
  top: number,
  values: number[],
  odds: (v: number) => readonly Fraction[],
) {
  values.forEach((v, i) => expect([...columns].map((c) => at(`${c}${top + i}`)?.value)).toEqual(odds(v).map((f) => f.toNumber())));
}

/** Insert table at `a1`, live with a chart, and the sheet once its last cell is filled. */
async function insertTable(a1: string, status: string, last: string) {
  await s.selectCell(a1);
  await s.sidebar.check('input[name="mode"][value="formulas"]');
  await s.sidebar.getByRole('checkbox', { name: 'Add a chart' }).check();
  await s.sidebar.getByRole('button', { name: 'Insert table' }).click();
  await s.waitForStatus(status);
  await s.page.waitForFunction((id) => document.getElementById(id)?.textContent !== '', `cell-${last}`);
  const sheet = await s.sheet();
  return { sheet, at: (cell: string) => sheet.cells.find((c) => c.a1 === cell) };
}

describe('the Engagement view, by keyboard', () => {
  test('reached from Group by the arrow keys: Advantages and Drawbacks, one die for luck', async () => {
    await arrowTo('group', 'Engagement');
    expect(await s.sidebar.getByRole('spinbutton', { name: 'Advantages' }).isVisible()).toBe(true);
    expect(await s.sidebar.getByRole('spinbutton', { name: 'Drawbacks' }).isVisible()).toBe(true);
    // No From and To: the table is advantages 0–4.
    expect(await s.sidebar.isVisible('#table-from')).toBe(false);
    expect(await s.shownLines('engagement', 'rows')).toEqual(expected(ENGAGEMENT_POSITIONS, engagementOdds(0, 0)));
    expect(await s.sidebar.textContent('#view-engagement h2')).toBe('Engagement roll0 advantages, 1 die');
    expect(await axeProblems(s.sidebar)).toEqual([]);
  });

  test('Drawbacks 3 by typing: zero dice, the issue’s 3/4, 2/9, 1/36, 0; Advantages 2 brings it back to 0 dice', async () => {
    await s.tabTo('disadvantages');
    await s.typeOver('3');
    await press('Tab');
    await s.sidebar.waitForFunction(() => document.querySelector('#view-engagement h2')?.textContent?.includes('two, the lower kept'));
    expect((await s.shownLines('engagement', 'rows')).map((r) => r.fraction)).toEqual(['3/4', '2/9', '1/36', '0']);
    await s.sidebar.focus('#advantages');
    await s.typeOver('4');
    await press('Tab');
    expect(await s.shownLines('engagement', 'rows')).toEqual(expected(ENGAGEMENT_POSITIONS, engagementOdds(4, 3)));
    expect(await s.sidebar.textContent('#formula-preview')).toBe('=BLADES_ENGAGEMENT(4, 3)');
    expect(await s.sidebar.textContent('#table-preview')).toBe('advantages 0–4, live');
    expect(await axeProblems(s.sidebar)).toEqual([]);
  });

  test('Insert table: advantages 0–4 at the drawbacks chosen, one formula, a chart beside it', async () => {
    const { sheet, at } = await insertTable(
      'B2',
      'Inserted the advantages 0–4 engagement table (3 disadvantages, live formulas) at B2:F8, with a chart beside it at G2.',
      'F8',
    );
    expect(['B3', 'C3', 'D3', 'E3', 'F3'].map((a1) => at(a1)?.value)).toEqual(['Advantages', ...ENGAGEMENT_POSITIONS]);
    expect(at('C4')).toMatchObject({ input: '=BLADES_ENGAGEMENT(B4:B8; 3)', kind: 'formula' });
    expectRows(at, 'CDEF', 4, [0, 1, 2, 3, 4], (a) => engagementOdds(a, 3));
    expect(sheet.charts).toHaveLength(1);
    expect(await axeProblems(s.sidebar)).toEqual([]);
  });
});

describe('the Wanted view, by keyboard', () => {
  const LEVELS = [0, 1, 2, 3, 4].map((level) => `Wanted level ${level}`);

  test('reached from Progress by the arrow keys, under Downtime: its six fields, 8 scores of 4 heat', async () => {
    await arrowTo('progress', 'Wanted');
    for (const name of ['Heat per score', 'Scores', 'Reduce-heat dice', 'Reduce-heat rolls', 'Starting heat', 'Starting wanted level'])
      expect(await s.sidebar.getByRole('spinbutton', { name, exact: true }).isVisible()).toBe(true);
    expect(await s.sidebar.getByRole('group', { name: 'Downtime' }).isVisible()).toBe(true);
    expect(await s.shownLines('wanted', 'rows')).toEqual(expected(LEVELS, wantedOdds(4, 8, 2, 1, 0, 0)));
    // A bar per number of scores, 1 to 8, as the table lists them.
    expect(await s.sidebar.locator('#view-wanted svg.chart text.pool').allTextContents()).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    expect(await axeProblems(s.sidebar)).toEqual([]);
  });

  test('Scores 3 and no reduce-heat roll by typing: wanted 1 for certain, the issue’s figures', async () => {
    await s.tabTo('scores');
    await s.typeOver('3');
    await s.tabTo('reduce-rolls');
    await s.typeOver('0');
    await press('Tab');
    await s.sidebar.waitForFunction(() => document.querySelector('#formula-preview')?.textContent === '=BLADES_WANTED(4, 3)');
    expect((await s.shownLines('wanted', 'rows')).map((r) => r.fraction)).toEqual(['0', '1', '0', '0', '0']);
    await s.sidebar.focus('#reduce-rolls');
    await s.typeOver('1');
    await press('Tab');
    await s.sidebar.waitForFunction(() => document.querySelector('#formula-preview')?.textContent === '=BLADES_WANTED(4, 3, 2, 1)');
    expect((await s.shownLines('wanted', 'rows'))[0].fraction).toBe('103/144');
    expect(await s.sidebar.textContent('#table-preview')).toBe('scores 1–3, live, with a chart');
    expect(await axeProblems(s.sidebar)).toEqual([]);
  });

  test('Insert table: scores 1–3, one formula, each row the engine’s, a chart beside it', async () => {
    const { sheet, at } = await insertTable(
      'B30',
      'Inserted the scores 1–3 wanted table (4 heat a score, 1 reduce-heat roll of 2 dice, live formulas) at B30:G34, with a chart beside it at H30.',
      'G34',
    );
    expect(at('C32')).toMatchObject({ input: '=BLADES_WANTED(4; B32:B34; 2; 1)', kind: 'formula' });
    expectRows(at, 'CDEFG', 32, [1, 2, 3], (n) => wantedOdds(4, n, 2, 1, 0, 0));
    expect(sheet.charts).toHaveLength(2);
    expect(await axeProblems(s.sidebar)).toEqual([]);
  });
});

describe('the Entanglement view, by keyboard', () => {
  test('reached from Progress by the arrow keys, under Downtime: Wanted level and Heat, the column named', async () => {
    await arrowTo('progress', 'Entanglement');
    expect(await s.sidebar.getByRole('spinbutton', { name: 'Wanted level' }).isVisible()).toBe(true);
    expect(await s.sidebar.getByRole('spinbutton', { name: 'Heat', exact: true }).isVisible()).toBe(true);
    expect(await s.shownLines('entanglement', 'rows')).toEqual(expected(ENTANGLEMENTS[0], entanglementOdds(1)));
    expect(await axeProblems(s.sidebar)).toEqual([]);
  });

  test('Wanted level 2 at heat 5 by typing: the 4–5 column, the issue’s 1/4, 4/9, 11/36', async () => {
    await s.tabTo('wanted');
    await s.typeOver('2');
    await s.tabTo('heat');
    await s.typeOver('5');
    await press('Tab');
    await s.sidebar.waitForFunction(() => document.querySelector('#formula-preview')?.textContent === '=BLADES_ENTANGLEMENT(2, 5)');
    expect(await s.shownLines('entanglement', 'rows')).toEqual(expected(ENTANGLEMENTS[1], entanglementOdds(2)));
    expect((await s.shownLines('entanglement', 'rows')).map((r) => r.fraction)).toEqual(['1/4', '4/9', '11/36']);
    expect(await s.sidebar.textContent('#table-preview')).toBe('wanted level 0–4, live, with a chart');
    expect(await axeProblems(s.sidebar)).toEqual([]);
  });

  test('Insert table: wanted levels 0–4, the names spilled in the header, a chart beside it', async () => {
    const { sheet, at } = await insertTable(
      'B49',
      'Inserted the wanted level 0–4 entanglement table (heat 5, live formulas) at B49:E55, with a chart beside it at F49.',
      'E55',
    );
    expect(at('C50')).toMatchObject({ input: '=BLADES_ENTANGLEMENT(B51:B55; 5)', kind: 'formula' });
    expect(['C50', 'D50', 'E50'].map((a1) => at(a1)?.value)).toEqual([...ENTANGLEMENTS[1]]);
    expectRows(at, 'CDE', 51, [0, 1, 2, 3, 4], entanglementOdds);
    expect(sheet.charts).toHaveLength(3);
    expect(await axeProblems(s.sidebar)).toEqual([]);
  });
});
