import { engagementOdds } from '../../src/blades/engagement';
import { ENGAGEMENT_POSITIONS } from '../../src/rolls/rows';
import { percentText } from '../../src/sidebar/format';
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
const expected = (labels: readonly string[], fractions: readonly { toString(): string }[]) =>
  fractions.map((f, i) => ({ label: labels[i], fraction: String(f), figure: percentText(f as never) }));

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
    for (let a = 0; a <= 4; a++) {
      expect(['C', 'D', 'E', 'F'].map((c) => at(`${c}${4 + a}`)?.value)).toEqual(engagementOdds(a, 3).map((f) => f.toNumber()));
    }
    expect(sheet.charts).toHaveLength(1);
    expect(await axeProblems(s.sidebar)).toEqual([]);
  });
});
