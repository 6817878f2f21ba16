import { acquireByCoin, acquireMeanCoin, coinColumns } from '../../src/blades/acquire';
import { NAVIGATION_ORDER } from '../../src/rolls/families';
import { meanText, percentText } from '../../src/sidebar/format';
import { axeProblems } from '../support/axe';
import { suiteSession } from '../support/preview-session';

/**
 * The Acquire view (acquiring an asset or crafting, with coin) in real
 * headless Chromium, as `npm start` serves it, by the keyboard alone: the
 * navigation, Dice, the Quality select and the Mode radios; every figure
 * the engine's exact fraction; the chart by coin spent; axe clean; every
 * field remembered; and its table inserted into the preview's sheet as
 * BLADES_ACQUIRE and BLADES_ACQUIRE_MEAN over the pools, with a chart.
 */

const s = suiteSession();

const press = (key: string) => s.page.keyboard.press(key);

/** The view's rows and mean are the engine's: the chance of the quality with at most 0, 1, … coin, and the mean coin. */
async function expectAcquireView(dice: number, quality: number, mode: 'acquire' | 'craft') {
  const byCoin = acquireByCoin(dice, quality, mode);
  const rows = await s.shownLines('acquire', 'rows');
  expect(rows).toEqual(
    Array.from({ length: coinColumns(quality) }, (_, coin) => {
      const f = byCoin[Math.min(coin, byCoin.length - 1)];
      return { label: coin === 0 ? 'With 0 coin' : `With at most ${coin} coin`, fraction: String(f), figure: percentText(f) };
    }).filter((r) => rows.some((shown) => shown.label === r.label)),
  );
  const mean = acquireMeanCoin(dice, quality, mode);
  expect(await s.shownLines('acquire', 'totals')).toEqual([
    { label: 'Mean coin', fraction: String(mean), figure: meanText('Mean coin', mean, { one: 'coin', many: 'coin' }).decimal },
  ]);
}

describe('the Acquire view, by keyboard', () => {
  test('reached by the arrow keys: Dice, Quality (Tier +1) and Mode (Acquiring) on show, the figures the engine’s, axe clean', async () => {
    const before = NAVIGATION_ORDER[NAVIGATION_ORDER.indexOf('acquire') - 1];
    await s.sidebar.check(`#roll-${before}`);
    await s.sidebar.focus(`#roll-${before}`);
    await press('ArrowRight');
    expect(await s.sidebar.getByRole('radio', { name: 'Acquire', exact: true }).isChecked()).toBe(true);
    await s.sidebar.waitForSelector('#view-acquire');
    expect(await s.sidebar.getByRole('spinbutton', { name: 'Dice' }).isVisible()).toBe(true);
    const quality = s.sidebar.getByRole('combobox', { name: 'Quality' });
    expect(await quality.inputValue()).toBe('1');
    expect(await quality.locator('option').allTextContents()).toEqual([
      'Tier −1',
      'Tier',
      'Tier +1',
      'Tier +2',
      'Tier +3',
      'Tier +4',
      'Tier +5',
      'Tier +6',
    ]);
    expect(await s.sidebar.getByRole('radio', { name: 'Acquiring' }).isChecked()).toBe(true);
    expect(await s.sidebar.textContent('#view-acquire h2')).toBe('Acquiring an asset: Tier +12 dice');
    await expectAcquireView(2, 1, 'acquire');
    expect(await s.sidebar.textContent('#formula-preview')).toBe('=BLADES_ACQUIRE(2, 1)');
    expect(await s.sidebar.textContent('#table-legend')).toBe('Acquire table, Tier +1');
    expect(await s.sidebar.textContent('#view-acquire figcaption')).toBe('Chance of Tier +1 by coin spent, 2 dice');
    expect(await axeProblems(s.sidebar)).toEqual([]);
  });

  test('Quality Tier +2 by the arrow key: the rules’ check, 1/36, 11/36, 3/4, 1 and 23/12 coin; the chart from 0 coin', async () => {
    await s.tabTo('quality');
    await press('ArrowDown');
    await s.sidebar.waitForFunction(() =>
      document.querySelector('#view-acquire h2')?.textContent?.startsWith('Acquiring an asset: Tier +2'),
    );
    await expectAcquireView(2, 2, 'acquire');
    expect((await s.shownLines('acquire', 'rows')).map((r) => r.fraction)).toEqual(['1/36', '11/36', '3/4', '1']);
    expect((await s.shownLines('acquire', 'totals'))[0].fraction).toBe('23/12');
    // The step chart numbers its bars by coin, from 0.
    expect(await s.sidebar.$$eval('#view-acquire figure svg text.roll', (ts) => ts.map((t) => t.textContent))).toEqual([
      '0',
      '1',
      '2',
      '3',
    ]);
    expect(await s.sidebar.getAttribute('#view-acquire figure svg', 'aria-label')).toMatch(
      /^Chart: Acquiring an asset: Tier \+2, 2 dice: the chance of reaching Tier \+2 with at most 0 to 3 coin, from 2\.8% to 100\.0%\.$/,
    );
  });

  test('Mode Crafting by the arrow key, Tier +6: crafting’s cost, 1 coin a quality past a critical; axe clean', async () => {
    for (let i = 0; i < 4; i++) await press('ArrowDown');
    await s.tabTo('acquire-mode-acquire');
    await press('ArrowRight');
    expect(await s.sidebar.getByRole('radio', { name: 'Crafting' }).isChecked()).toBe(true);
    await s.sidebar.waitForFunction(() => document.querySelector('#view-acquire h2')?.textContent?.startsWith('Crafting: Tier +6'));
    await expectAcquireView(2, 6, 'craft');
    expect((await s.shownLines('acquire', 'totals'))[0].fraction).toBe('71/12');
    expect(await s.sidebar.textContent('#formula-preview')).toBe('=BLADES_ACQUIRE(2, 6, "craft")');
    expect(await axeProblems(s.sidebar)).toEqual([]);
  });

  test('remembered: the roll type, quality and mode come back when the sidebar reopens', async () => {
    await s.sidebar.goto(s.sidebar.url());
    await s.sidebar.waitForSelector('#view-acquire');
    expect(await s.sidebar.inputValue('#quality')).toBe('6');
    expect(await s.sidebar.isChecked('#acquire-mode-craft')).toBe(true);
    expect(await s.sidebar.textContent('#view-acquire h2')).toBe('Crafting: Tier +62 dice');
  });
});

describe('the Acquire table, inserted into the preview', () => {
  test('Insert table at B2: BLADES_ACQUIRE and its mean over the pools, every cell the engine’s, a chart beside it', async () => {
    await s.sidebar.selectOption('#quality', '2');
    await s.sidebar.waitForFunction(() => document.querySelector('#view-acquire h2')?.textContent?.startsWith('Crafting: Tier +2'));
    // Tier +2: 0 … 3 coin (C … F), then the mean coin (G).
    const { sheet, at } = await s.insertLiveTable(
      'B2',
      'Inserted the 0–6 dice acquire table (Tier +2, craft, live formulas) at B2:G10, with a chart beside it at H2.',
      'G10',
    );
    expect(at('B2')?.value).toBe('Crafting: Tier +2, 0–6 dice (live formulas)');
    expect(['B3', 'C3', 'D3', 'E3', 'F3', 'G3'].map((a1) => at(a1)?.value)).toEqual([
      'Dice',
      '0 coin',
      '1 coin',
      '2 coin',
      '3 coin',
      'Mean coin',
    ]);
    expect(at('C4')).toMatchObject({ input: '=BLADES_ACQUIRE(B4:B10; 2; "craft")', kind: 'formula' });
    expect(at('G4')).toMatchObject({ input: '=BLADES_ACQUIRE_MEAN(B4:B10; 2; "craft")', kind: 'formula' });
    for (let dice = 0; dice <= 6; dice++) {
      expect(['C', 'D', 'E', 'F'].map((c) => at(`${c}${4 + dice}`)?.value)).toEqual(
        acquireByCoin(dice, 2, 'craft').map((f) => f.toNumber()),
      );
      expect(at(`G${4 + dice}`)?.value).toBe(acquireMeanCoin(dice, 2, 'craft').toNumber());
    }
    expect(sheet.charts).toHaveLength(1);
    expect(await axeProblems(s.sidebar)).toEqual([]);
  });
});
