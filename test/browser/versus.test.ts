import { opposedOdds } from '../../src/blades/opposed';
import { NAVIGATION_ORDER } from '../../src/rolls/families';
import { percentText } from '../../src/sidebar/format';
import { axeProblems } from '../support/axe';
import { suiteSession } from '../support/preview-session';

/**
 * The Versus view (opposed fortune rolls) in real headless Chromium, as
 * `npm start` serves it, by the keyboard alone: the navigation, Dice and
 * Opposed dice; Ahead, Level and Behind the engine's exact fractions; a
 * refused entry; axe clean; Opposed dice remembered; and its table
 * inserted into the preview's sheet as one BLADES_VERSUS over the pools
 * against the chosen opposition, with a chart.
 */

const s = suiteSession();

const press = (key: string) => s.page.keyboard.press(key);

/** Ahead, Level, Behind: the engine's. */
async function expectVersusView(dice: number, opposed: number) {
  const labels = ['Ahead', 'Level', 'Behind'];
  expect(await s.shownLines('versus', 'rows')).toEqual(
    opposedOdds(dice, opposed).map((f, i) => ({ label: labels[i], fraction: String(f), figure: percentText(f) })),
  );
  const them = `${opposed} ${opposed === 1 ? 'die' : 'dice'}`;
  expect(await s.sidebar.textContent('#view-versus h2')).toBe(`Opposed roll against ${them}${dice} ${dice === 1 ? 'die' : 'dice'}`);
}

describe('the Versus view, by keyboard', () => {
  test('reached by the arrow keys: Dice and Opposed dice on show, 2 against 2, axe clean', async () => {
    const before = NAVIGATION_ORDER[NAVIGATION_ORDER.indexOf('versus') - 1];
    await s.sidebar.check(`#roll-${before}`);
    await s.sidebar.focus(`#roll-${before}`);
    await press('ArrowRight');
    expect(await s.sidebar.getByRole('radio', { name: 'Versus', exact: true }).isChecked()).toBe(true);
    await s.sidebar.waitForSelector('#view-versus');
    expect(await s.sidebar.getByRole('spinbutton', { name: 'Dice', exact: true }).isVisible()).toBe(true);
    expect(await s.sidebar.getByRole('spinbutton', { name: 'Opposed dice' }).inputValue()).toBe('2');
    await expectVersusView(2, 2);
    expect(await s.sidebar.textContent('#formula-preview')).toBe('=BLADES_VERSUS(2, 2)');
    expect(await s.sidebar.textContent('#table-legend')).toBe('Versus table, against 2 dice');
    expect(await axeProblems(s.sidebar)).toEqual([]);
  });

  test('Opposed dice 1 by typing: the rules’ check, 13/27 ahead, 23/72 level, 43/216 behind', async () => {
    await s.tabTo('opposed');
    await s.typeOver('1');
    await s.sidebar.waitForFunction(() => document.querySelector('#view-versus h2')?.textContent?.startsWith('Opposed roll against 1 die'));
    await expectVersusView(2, 1);
    expect((await s.shownLines('versus', 'rows')).map((r) => r.fraction)).toEqual(['13/27', '23/72', '43/216']);
  });

  test('Opposed dice 21 is refused where it is typed, the view keeps 1; zero dice roll two and keep the lower; axe clean', async () => {
    await s.typeOver('21');
    await s.sidebar.waitForSelector('#opposed[aria-invalid="true"]');
    await expectVersusView(2, 1);
    await s.typeOver('0');
    await s.sidebar.waitForSelector('#opposed:not([aria-invalid="true"])');
    await expectVersusView(2, 0);
    expect(await s.sidebar.textContent('#formula-preview')).toBe('=BLADES_VERSUS(2, 0)');
    expect(await axeProblems(s.sidebar)).toEqual([]);
  });

  test('remembered: the roll type and Opposed dice come back when the sidebar reopens', async () => {
    await s.sidebar.goto(s.sidebar.url());
    await s.sidebar.waitForSelector('#view-versus');
    expect(await s.sidebar.inputValue('#opposed')).toBe('0');
  });
});

describe('the Versus table, inserted into the preview', () => {
  test('Insert table at B2: one BLADES_VERSUS over the pools against the opposition, its cells the engine’s, a chart beside it', async () => {
    await s.sidebar.fill('#opposed', '3');
    await s.sidebar.waitForFunction(() =>
      document.querySelector('#view-versus h2')?.textContent?.startsWith('Opposed roll against 3 dice'),
    );
    const { sheet, at } = await s.insertLiveTable(
      'B2',
      'Inserted the 0–6 dice versus table (against 3 dice, live formulas) at B2:E10, with a chart beside it at F2.',
      'E10',
    );
    expect(at('B2')?.value).toBe('Opposed roll against 3 dice, 0–6 dice (live formulas)');
    expect(['B3', 'C3', 'D3', 'E3'].map((a1) => at(a1)?.value)).toEqual(['Dice', 'Ahead', 'Level', 'Behind']);
    expect(at('C4')).toMatchObject({ input: '=BLADES_VERSUS(B4:B10; 3)', kind: 'formula' });
    for (let dice = 0; dice <= 6; dice++) {
      expect(['C', 'D', 'E'].map((c) => at(`${c}${4 + dice}`)?.value)).toEqual(opposedOdds(dice, 3).map((f) => f.toNumber()));
    }
    expect(sheet.charts).toHaveLength(1);
    expect(await axeProblems(s.sidebar)).toEqual([]);
  });
});
