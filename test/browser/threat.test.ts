import { pushYourself } from '../../src/blades/push-yourself';
import { resistance } from '../../src/blades/stress';
import { Position, threatOdds, threatTotals } from '../../src/blades/threat';
import { percentText } from '../../src/sidebar/format';
import { axeProblems } from '../support/axe';
import { NAVIGATION_ORDER } from '../../src/rolls/families';
import { PreviewSession, openSession } from '../support/preview-session';

/**
 * The Threat view (Deep Cuts' threat roll) in real headless Chromium, as
 * `npm start` serves it, by the keyboard alone: the switch, Dice, Threats
 * and Position; every figure the engine's exact fraction and its percent;
 * axe clean; and its table inserted into the preview's sheet as one live
 * formula over the pools.
 */

let s: PreviewSession;

beforeAll(async () => {
  s = await openSession();
});

afterAll(async () => {
  await s?.close();
});

const press = (key: string) => s.page.keyboard.press(key);
const focused = () => s.focusedId();

/** Replaces a focused field's entry, keys alone: select all, then type. */
async function typeOver(text: string) {
  await press('Control+A');
  await s.page.keyboard.type(text);
}

/** Tab (or Shift+Tab) until the element with `id` has the focus. */
async function tabTo(id: string, back = false) {
  for (let i = 0; i < 40 && (await focused()) !== id; i++) await press(back ? 'Shift+Tab' : 'Tab');
  expect(await focused()).toBe(id);
}

/** Every line of the view is the engine's: the roll as a whole, the push-yourself and resistance means, each threat's partition. */
async function expectThreatView(dice: number, threats: number, position: Position) {
  const totals = threatTotals(dice, threats, position);
  const rows = await s.shownLines('threat', 'rows');
  expect(rows).toEqual(
    (
      [
        ['All avoided', totals.allAvoided],
        ['None full', totals.noneFull],
        ['Edge', totals.edge],
      ] as const
    ).map(([label, f]) => ({ label, fraction: String(f), figure: percentText(f) })),
  );
  // Push yourself and core resistance under a heading of their own, named by it.
  const means = await s.shownLines('threat', 'means');
  expect(means.map((l) => [l.label, l.fraction])).toEqual([
    ['Push yourself (Deep Cuts)', String(pushYourself(dice).mean())],
    ['Resistance (core)', String(resistance(dice).mean())],
  ]);
  expect(await s.sidebar.getByRole('list', { name: 'Mean stress to resist' }).count()).toBe(1);
  expect(await s.sidebar.getByRole('heading', { name: 'Mean stress to resist', level: 3 }).count()).toBe(1);
  const lines = await s.shownLines('threat', 'totals');
  const outcomes = ['avoided', 'reduced', 'full'];
  expect(lines).toEqual(
    threatOdds(dice, threats, position).flatMap((row, i) =>
      row.map((f, k) => ({ label: `Threat ${i + 1} ${outcomes[k]}`, fraction: String(f), figure: percentText(f) })),
    ),
  );
  // The dice rolled: a die more per threat after the first (with a zero rating, two for the first threat).
  const rolled = threats === 1 ? '' : `, ${(dice === 0 ? 2 : dice) + threats - 1} rolled`;
  expect(await s.sidebar.textContent('#view-threat h2')).toBe(
    `Threat roll: ${threats} threat${threats === 1 ? '' : 's'}, ${position}${dice} ${dice === 1 ? 'die' : 'dice'}${rolled}`,
  );
}

/** The view's notes under its rows: why rows are one chance, where they are. */
const notes = () => s.sidebar.$$eval('#view-threat > p.note', (ps) => ps.map((p) => p.textContent));

describe('the Threat view, by keyboard', () => {
  test('chosen on the switch by the arrow keys: Dice, Threats and Position on show, the issue’s figures', async () => {
    // Threat follows the last roll type of the family before Deep Cuts.
    await s.sidebar.focus(`#roll-${NAVIGATION_ORDER[NAVIGATION_ORDER.indexOf('threat') - 1]}`);
    await press('ArrowRight');
    expect(await s.sidebar.getByRole('radio', { name: 'Threat', exact: true }).isChecked()).toBe(true);
    expect(await s.sidebar.getByRole('spinbutton', { name: 'Dice' }).isVisible()).toBe(true);
    expect(await s.sidebar.getByRole('spinbutton', { name: 'Threats' }).isVisible()).toBe(true);
    expect(await s.sidebar.getByRole('radio', { name: 'Risky' }).isChecked()).toBe(true);
    // Opens on 2 dice, 2 threats, risky: All avoided 2/27, None full 1/2 (the values).
    await expectThreatView(2, 2, 'risky');
    expect((await s.shownLines('threat', 'rows')).slice(0, 2).map((r) => r.fraction)).toEqual(['2/27', '1/2']);
    expect((await s.shownLines('threat', 'means'))[0].fraction).toBe('23/12');
    // 2 threats: All avoided and Edge are both two 6s, and the view says so.
    expect(await notes()).toEqual(['With 2 threats, All avoided is two 6s, which is Edge.']);
    expect(await s.sidebar.textContent('#formula-preview')).toBe('=BLADES_THREAT_ALL(2, 2)');
    expect(await s.sidebar.textContent('#table-legend')).toBe('Threat table, 2 threats, risky');
    expect(await axeProblems(s.sidebar)).toEqual([]);
  });

  test('Dice 1, 1 threat by typing: Avoided 1/6, Reduced 1/3, Full 1/2', async () => {
    await tabTo('dice');
    await typeOver('1');
    await tabTo('threats');
    await typeOver('1');
    await press('Tab');
    await expectThreatView(1, 1, 'risky');
    expect((await s.shownLines('threat', 'totals')).map((l) => l.fraction)).toEqual(['1/6', '1/3', '1/2']);
  });

  test('Threats 7 is refused, the view keeps its threats; desperate by the arrow keys; axe clean', async () => {
    await tabTo('threats', true);
    await typeOver('7');
    await s.sidebar.waitForSelector('#threats[aria-invalid="true"]');
    await expectThreatView(1, 1, 'risky');
    await typeOver('3');
    await tabTo('position-risky');
    await press('ArrowRight');
    expect(await s.sidebar.getByRole('radio', { name: 'Desperate' }).isChecked()).toBe(true);
    await expectThreatView(1, 3, 'desperate');
    expect(await notes()).toEqual([
      'Desperate: a 4 or 5 brings the full consequence, so None full is All avoided, every threat’s die a 6.',
    ]);
    expect(await s.sidebar.textContent('#formula-preview')).toBe('=BLADES_THREAT_ALL(1, 3, "desperate")');
    expect(await axeProblems(s.sidebar)).toEqual([]);
  });

  test('a zero rating: the most severe threat takes the lower of two, no Edge', async () => {
    await tabTo('dice', true);
    await typeOver('0');
    await expectThreatView(0, 3, 'desperate');
    expect((await s.shownLines('threat', 'rows'))[2]).toEqual({ label: 'Edge', fraction: '0', figure: '0.0%' });
  });
});

describe('the Threat table, inserted into the preview', () => {
  test('Insert table at B2: one BLADES_THREAT_ALL over the pools, its cells the engine’s, a chart beside it', async () => {
    await s.sidebar.getByRole('radio', { name: 'Risky' }).check();
    await s.sidebar.getByRole('radio', { name: '2 dice' }).check();
    await s.selectCell('B2');
    await s.sidebar.check('input[name="mode"][value="formulas"]');
    await s.sidebar.getByRole('checkbox', { name: 'Add a chart' }).check();
    await s.sidebar.getByRole('button', { name: 'Insert table' }).click();
    await s.waitForStatus('Inserted the 0–6 dice threat table (3 threats, risky, live formulas) at B2:E10, with a chart beside it at F2.');
    await s.page.waitForFunction(() => document.getElementById('cell-E10')?.textContent !== '');
    const sheet = await s.sheet();
    const at = (a1: string) => sheet.cells.find((c) => c.a1 === a1);
    expect(at('B2')?.value).toBe('Threat roll: 3 threats, risky, 0–6 dice (live formulas)');
    expect(['B3', 'C3', 'D3', 'E3'].map((a1) => at(a1)?.value)).toEqual(['Dice', 'All avoided', 'None full', 'Edge']);
    expect(at('C4')).toMatchObject({ input: '=BLADES_THREAT_ALL(B4:B10; 3)', kind: 'formula' });
    for (let dice = 0; dice <= 6; dice++) {
      const t = threatTotals(dice, 3, 'risky');
      expect(['C', 'D', 'E'].map((c) => at(`${c}${4 + dice}`)?.value)).toEqual([t.allAvoided, t.noneFull, t.edge].map((f) => f.toNumber()));
    }
    expect(sheet.charts).toHaveLength(1);
    expect(await axeProblems(s.sidebar)).toEqual([]);
  });
});
