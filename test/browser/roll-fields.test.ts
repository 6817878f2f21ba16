import { groupBands, leaderStressOdds } from '../../src/blades/group';
import { Fraction } from '../../src/dice/fraction';
import { percentText } from '../../src/sidebar/format';
import { fractionOf } from '../support/enumerate';
import { PreviewSession, openSession } from '../support/preview-session';
import { watchWrites } from '../support/preview-browser';

/**
 * Each roll type's own fields (src/sidebar/roll-fields.ts) in real headless
 * Chromium, as `npm start` serves it: a group's participants (by keyboard),
 * Synchronized, marked stress and the track, a clock's coin, and a group's
 * table inserted into the preview's sheet. Expected figures: docs/rules.md's worked examples,
 * written out by hand, and the engine's exact fractions.
 */

let s: PreviewSession;

beforeAll(async () => {
  s = await openSession();
});

afterAll(async () => {
  await s?.close();
});

const chooseRoll = (name: string) => s.chooseRoll(name);
const focused = () => s.focusedId();
const participants = () => s.sidebar.$$eval('#participants input', (inputs) => inputs.map((i) => (i as HTMLInputElement).value));
const labels = () => s.sidebar.$$eval('#participants label', (ls) => ls.map((l) => l.textContent));
const fractions = (lines: Array<{ fraction: string }>) => lines.map((l) => l.fraction);
const strings = (fs: readonly Fraction[]) => fs.map(String);

/** Every band the Group view shows is the engine's, as fraction and percent; so is every stress line. */
async function expectGroupView(pools: number[], synchronized: boolean) {
  const bands = groupBands(pools, synchronized);
  const rows = await s.shownLines('group', 'rows');
  expect(rows.map((r) => r.label)).toEqual(['Bad', 'Partial', 'Clean', 'Critical']);
  expect(fractions(rows)).toEqual(strings(bands));
  expect(rows.map((r) => r.figure)).toEqual(bands.map(percentText));
  const totals = await s.shownLines('group', 'totals');
  const stress = leaderStressOdds(pools);
  expect(totals.slice(1).map((r) => `${r.label} ${r.fraction}`)).toEqual(stress.map((p, k) => `Leader takes ${k} stress ${p}`));
}

/** Waits until the live region reads a text matching `pattern`. */
const announced = (pattern: RegExp) =>
  s.sidebar.waitForFunction((p) => new RegExp(p).test(document.getElementById('announce')?.textContent ?? ''), pattern.source);

describe('Group: participants, Synchronized and the figures', () => {
  test('opens on the worked example 2, 1, 0: the documented bands, leader stress and mean; no Dice field', async () => {
    await chooseRoll('Group');
    expect(await s.sidebar.getByRole('spinbutton', { name: 'Dice' }).isHidden()).toBe(true);
    expect(await s.sidebar.isHidden('#table-span')).toBe(true);
    expect(await labels()).toEqual(['Participant 1', 'Participant 2', 'Participant 3']);
    expect(await participants()).toEqual(['2', '1', '0']);
    expect(fractions(await s.shownLines('group', 'rows'))).toEqual(['3/32', '1823/3888', '3185/7776', '1/36']);
    expect(await s.shownLines('group', 'totals')).toEqual([
      { label: 'Leader’s mean stress', fraction: '3/2', figure: '1.5 stress' },
      { label: 'Leader takes 0 stress', fraction: '3/32', figure: '9.4%' },
      { label: 'Leader takes 1 stress', fraction: '13/32', figure: '40.6%' },
      { label: 'Leader takes 2 stress', fraction: '13/32', figure: '40.6%' },
      { label: 'Leader takes 3 stress', fraction: '3/32', figure: '9.4%' },
    ]);
    expect(await s.sidebar.textContent('#view-group h2 .secondary')).toBe('3 participants: 2, 1, 0 dice');
    // The preview's sheet answers activeCell() with A1: the pools go to A2:A4 below it.
    expect(await s.sidebar.textContent('#formula-preview')).toBe('=BLADES_GROUP(A2:A4)');
    expect(await s.sidebar.textContent('#table-legend')).toBe('Group table, 3 participants');
  });

  test('Synchronized, by keyboard: Clean 1375/3888, Critical 217/2592', async () => {
    await s.sidebar.focus('#synchronized');
    await s.page.keyboard.press('Space');
    expect(await s.sidebar.isChecked('#synchronized')).toBe(true);
    expect(fractions(await s.shownLines('group', 'rows'))).toEqual(['3/32', '1823/3888', '1375/3888', '217/2592']);
    expect(await s.sidebar.textContent('#view-group h2')).toMatch(/^Group action, Synchronized/);
    expect(await s.sidebar.textContent('#formula-preview')).toBe('=BLADES_GROUP(A2:A4, TRUE)');
    await s.page.keyboard.press('Space');
    await expectGroupView([2, 1, 0], false);
  });

  test('typing in a pool redraws the figures at each keystroke; focus, the caret and the view’s elements stay where the user is', async () => {
    // A screen reader's place in the view is an element: marked here, it must be the same element after the figures change.
    const viewParts = '#view-group h2, #view-group li, #view-group svg';
    const marked = await s.sidebar.$$eval(viewParts, (parts) => parts.map((p) => Object.assign(p, { seenBefore: true })).length);
    const id = await s.sidebar.getAttribute('#participants li:nth-child(1) input', 'id');
    await s.sidebar.focus(`#${id}`);
    // "2", the caret put before the 2, then "1": 12 dice, drawn at once.
    await s.page.keyboard.press('End');
    await s.page.keyboard.press('ArrowLeft');
    await s.page.keyboard.type('1');
    expect(await participants()).toEqual(['12', '1', '0']);
    await expectGroupView([12, 1, 0], false);
    // The caret is still between the 1 and the 2 after the redraw: Backspace takes the 1.
    await s.page.keyboard.press('Backspace');
    expect(await participants()).toEqual(['2', '1', '0']);
    await expectGroupView([2, 1, 0], false);
    expect(await focused()).toBe(id);
    const kept = await s.sidebar.$$eval(viewParts, (parts) => parts.filter((p) => 'seenBefore' in p).length);
    expect(kept).toBe(marked);
  });

  test('the chart redrawn change by change is the chart drawn afresh: a bar added, moved, all moved, removed', async () => {
    await chooseRoll('Group');
    await expectGroupView([2, 1, 0], false);
    const chart = () => s.sidebar.$eval('#view-group svg', (svg) => svg.outerHTML);
    // Another roll type and back: the group's view, its chart included, is built anew from its markup.
    const drawnAfresh = async () => {
      await chooseRoll('Action');
      await chooseRoll('Group');
      return chart();
    };
    const changes: Array<[string, () => Promise<void>]> = [
      ['Add participant', () => s.sidebar.getByRole('button', { name: 'Add participant' }).click()],
      ['Participant 4 at 20', () => s.sidebar.getByRole('spinbutton', { name: 'Participant 4' }).fill('20')],
      ['Synchronized', () => s.sidebar.getByRole('checkbox', { name: 'Synchronized' }).check()],
      ['Remove participant 2', () => s.sidebar.getByRole('button', { name: 'Remove participant 2' }).click()],
      ['not Synchronized', () => s.sidebar.getByRole('checkbox', { name: 'Synchronized' }).uncheck()],
      ['Participant 3 at 0', () => s.sidebar.getByRole('spinbutton', { name: 'Participant 3' }).fill('0')],
      ['Participant 2 at 1', () => s.sidebar.getByRole('spinbutton', { name: 'Participant 2' }).fill('1')],
    ];
    for (const [what, change] of changes) {
      await change();
      const patched = await chart();
      expect({ what, chart: await drawnAfresh() }).toEqual({ what, chart: patched });
    }
    await expectGroupView([2, 1, 0], false);
  });

  test('keyboard alone: Add participant puts focus on the new pool; Remove renumbers and keeps focus in the list', async () => {
    // From Participant 3's pool: Tab to its Remove, then to Add participant.
    await s.sidebar.focus('#participants li:nth-child(3) input');
    await s.page.keyboard.press('Tab');
    await s.page.keyboard.press('Tab');
    expect(await focused()).toBe('add-participant');
    await s.page.keyboard.press('Enter');
    expect(await labels()).toEqual(['Participant 1', 'Participant 2', 'Participant 3', 'Participant 4']);
    const newId = await focused();
    expect(await s.sidebar.getAttribute(`#${newId}`, 'aria-describedby')).toContain(`${newId}-error`);
    expect(await s.sidebar.evaluate((id) => (document.getElementById(id!) as HTMLInputElement).labels![0].textContent, newId)).toBe(
      'Participant 4',
    );
    // One announcement: what changed, then the new headline.
    await announced(/^Added participant 4, 2 dice\. Group action: Bad [\d.]+%, /);
    await s.page.keyboard.press('Control+A');
    await s.page.keyboard.type('3');
    await s.page.keyboard.press('ArrowUp');
    expect(await participants()).toEqual(['2', '1', '0', '4']);
    await expectGroupView([2, 1, 0, 4], false);

    // Remove participant 2 with Enter: the next participant's Remove takes the focus, labels follow the order.
    await s.sidebar.getByRole('button', { name: 'Remove participant 2' }).focus();
    await s.page.keyboard.press('Enter');
    expect(await participants()).toEqual(['2', '0', '4']);
    expect(await labels()).toEqual(['Participant 1', 'Participant 2', 'Participant 3']);
    expect(await s.sidebar.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Remove participant 2');
    await announced(/^Removed participant 2; 3 left\. Group action: Bad [\d.]+%, /);
    await expectGroupView([2, 0, 4], false);

    // Removing the last one moves focus back to the one before it.
    await s.page.keyboard.press('Tab');
    await s.page.keyboard.press('Tab');
    expect(await s.sidebar.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Remove participant 3');
    await s.page.keyboard.press('Space');
    expect(await participants()).toEqual(['2', '0']);
    expect(await s.sidebar.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Remove participant 2');
    await s.page.keyboard.press('Enter');
    // A lone participant cannot be removed: focus goes to its pool.
    expect(await participants()).toEqual(['2']);
    expect(await s.sidebar.getByRole('button', { name: 'Remove participant 1' }).isDisabled()).toBe(true);
    expect(await s.sidebar.evaluate(() => (document.activeElement as HTMLInputElement).labels?.[0].textContent)).toBe('Participant 1');
    await expectGroupView([2], false);
  });

  test('a refused pool is announced like Dice’s, by name, and the figures keep their pools', async () => {
    const field = s.sidebar.getByRole('spinbutton', { name: 'Participant 1' });
    await field.fill('25');
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    const id = await field.getAttribute('id');
    expect(await s.sidebar.getAttribute(`#${id}-error`, 'role')).toBe('alert');
    expect(await s.sidebar.textContent(`#${id}-error`)).toBe('Participant 1: 25 refused: use a whole number from 0 to 20. Showing 2 dice.');
    await expectGroupView([2], false);
    await field.fill('3');
    expect(await s.sidebar.isHidden(`#${id}-error`)).toBe(true);
    await expectGroupView([3], false);
  });

  test('a refused pool renumbered by a removal is named by its new number', async () => {
    await s.sidebar.getByRole('button', { name: 'Add participant' }).click();
    const field = s.sidebar.getByRole('spinbutton', { name: 'Participant 2' });
    const id = await field.getAttribute('id');
    await field.fill('25');
    expect(await s.sidebar.textContent(`#${id}-error`)).toBe('Participant 2: 25 refused: use a whole number from 0 to 20. Showing 2 dice.');
    await s.sidebar.getByRole('button', { name: 'Remove participant 1' }).click();
    expect(await s.sidebar.textContent(`#${id}-error`)).toBe('Participant 1: 25 refused: use a whole number from 0 to 20. Showing 2 dice.');
    expect(await s.sidebar.getByRole('spinbutton', { name: 'Participant 1' }).getAttribute('aria-invalid')).toBe('true');
    await expectGroupView([2], false);
    await s.sidebar.getByRole('spinbutton', { name: 'Participant 1' }).fill('3');
    expect(await s.sidebar.textContent(`#${id}-error`)).toBe('');
    await expectGroupView([3], false);
  });

  test('twelve participants at most; twelve of 20 dice, Synchronized, render in the same task as the change', async () => {
    const add = s.sidebar.getByRole('button', { name: 'Add participant' });
    for (let i = 0; i < 11; i++) await add.click();
    expect(await add.isDisabled()).toBe(true);
    await s.sidebar.check('#synchronized');
    // Type 20 into each pool and read the view back before the task ends: no frame passes between change and figures.
    const subjects = await s.sidebar.evaluate(() => {
      const inputs = Array.from(document.querySelectorAll<HTMLInputElement>('#participants input'));
      return inputs.map((input) => {
        input.value = '20';
        input.dispatchEvent(new Event('input'));
        return document.querySelector('#view-group h2 .secondary')?.textContent;
      });
    });
    // How long a change takes is the bench's (section 6), not a test's: the machine is shared.
    expect(subjects).toEqual(new Array(12).fill('12 participants'));
    await expectGroupView(new Array(12).fill(20), true);
  });

  test('Insert table at B40: the pools, BLADES_GROUP and BLADES_GROUP_STRESS, read back from the preview sheet', async () => {
    // Back to the worked example: remove down to one participant, then set and add.
    for (let n = 12; n > 1; n--) await s.sidebar.getByRole('button', { name: `Remove participant ${n}` }).click();
    await s.sidebar.getByRole('spinbutton', { name: 'Participant 1' }).fill('2');
    await s.sidebar.getByRole('button', { name: 'Add participant' }).click();
    await s.sidebar.getByRole('spinbutton', { name: 'Participant 2' }).fill('1');
    await s.sidebar.getByRole('button', { name: 'Add participant' }).click();
    await s.sidebar.getByRole('spinbutton', { name: 'Participant 3' }).fill('0');
    await s.selectCell('B40');
    await s.sidebar.check('input[name="mode"][value="formulas"]');
    await s.sidebar.getByRole('button', { name: 'Insert table' }).click();
    await s.waitForStatus('Inserted the Synchronized group table of 3 (2, 1, 0 dice; live formulas) at B40:F46.');
    await s.page.waitForFunction(() => document.getElementById('cell-F46')?.textContent !== '');
    const sheet = await s.sheet();
    const at = (a1: string) => sheet.cells.find((c) => c.a1 === a1);
    const value = (a1: string) => at(a1)?.value;
    expect(value('B40')).toBe('Group action, Synchronized, pools 2, 1, 0 (live formulas)');
    expect(['B41', 'C41', 'D41', 'E41', 'F41'].map(value)).toEqual(['Pools', 'Bad', 'Partial', 'Clean', 'Critical']);
    expect(['B42', 'B43', 'B44'].map(value)).toEqual([2, 1, 0]);
    expect(at('C42')).toMatchObject({ input: '=BLADES_GROUP(B42:B44; TRUE)', kind: 'formula' });
    const synced = ['3/32', '1823/3888', '1375/3888', '217/2592'].map((f) => fractionOf(f).toNumber());
    expect(['C42', 'D42', 'E42', 'F42'].map(value)).toEqual(synced);
    expect(['D42', 'E42', 'F42'].map((a1) => at(a1)?.kind)).toEqual(['spill', 'spill', 'spill']);
    expect(['B45', 'C45', 'D45', 'E45', 'F45'].map(value)).toEqual(['Leader stress', 0, 1, 2, 3]);
    expect(at('C46')).toMatchObject({ input: '=BLADES_GROUP_STRESS(B42:B44)', kind: 'formula' });
    expect(['C46', 'D46', 'E46', 'F46'].map((a1) => at(a1)?.text)).toEqual(['9.4%', '40.6%', '40.6%', '9.4%']);
    expect(await s.page.textContent('#cell-E42')).toBe('35.4%');

    // The GM edits a pool in the sheet; the group's figures follow.
    await s.selectCell('B44');
    await s.page.keyboard.type('2');
    await s.page.keyboard.press('Enter');
    await s.page.waitForSelector('body[data-pending="0"]');
    const after = await s.sheet();
    const bands = groupBands([2, 1, 2], true).map((p) => p.toNumber());
    expect(['C42', 'D42', 'E42', 'F42'].map((a1) => after.cells.find((c) => c.a1 === a1)?.value)).toEqual(bands);
  });

  test('Insert table over data: nothing written, the status names the cell', async () => {
    await s.selectCell('B40');
    const before = await s.sheet();
    await s.sidebar.getByRole('button', { name: 'Insert table' }).click();
    await s.sidebar.waitForFunction(() => document.getElementById('table-status')?.textContent?.startsWith('Nothing'));
    expect(await s.sidebar.textContent('#table-status')).toMatch(
      /^Nothing was inserted: the Synchronized group table of 3 \(2, 1, 0 dice; live formulas\) needs B40:F46, and B40, B41, C41 and \d+ more cells are not empty, and =BLADES_GROUP\(B42:B44; TRUE\) in C42 spills into D42, E42 and F42, and =BLADES_GROUP_STRESS\(B42:B44\) in C46 spills into D46, E46 and F46: cells of their results, which an insert would break with #REF!\. Choose another cell\.$/,
    );
    expect(await s.sheet()).toEqual(before);
  });
});

describe('stress marked, the track and coin', () => {
  test('Resistance, 2 dice, 6 of 9 marked: trauma 1/4; a track at or below the marked stress is refused', async () => {
    await chooseRoll('Resistance');
    await s.sidebar.getByRole('spinbutton', { name: 'Dice' }).fill('2');
    const stress = s.sidebar.getByRole('spinbutton', { name: 'Stress marked' });
    await stress.fill('6');
    const totals = await s.shownLines('resistance', 'totals');
    expect(totals.at(-1)).toEqual({ label: 'Trauma (6 of 9 stress marked)', fraction: '1/4', figure: '25.0%' });
    expect(await s.sidebar.textContent('#table-legend')).toBe('Resistance table, 6 of 9 stress marked');
    expect(await s.sidebar.textContent('#formula-preview')).toBe('=BLADES_RESIST(2)');

    await stress.fill('9');
    expect(await s.sidebar.textContent('#stress-error')).toBe('Stress marked 9 refused: use a whole number from 0 to 8. Showing 6.');
    expect(await s.sidebar.getAttribute('#stress-error', 'role')).toBe('alert');
    expect(await stress.getAttribute('aria-invalid')).toBe('true');
    await stress.fill('6');
    const track = s.sidebar.getByRole('spinbutton', { name: 'Track' });
    await track.fill('6');
    expect(await s.sidebar.textContent('#track-error')).toBe('Track 6 refused: use a whole number from 7 to 24. Showing 9.');
    expect(await s.sidebar.getAttribute('#track-error', 'role')).toBe('alert');
    await track.fill('12');
    // 6 of 12: trauma needs a cost of 6 or more, which no roll has.
    expect((await s.shownLines('resistance', 'totals')).at(-1)).toEqual({
      label: 'Trauma (6 of 12 stress marked)',
      fraction: '0',
      figure: '0.0%',
    });
    expect(await s.sidebar.textContent('#stress-help')).toBe('0–11 · for trauma');
  });

  test('a refused track is checked again when the stress it follows changes: refused in the new range, then taken once in it', async () => {
    const stress = s.sidebar.getByRole('spinbutton', { name: 'Stress marked' });
    const track = s.sidebar.getByRole('spinbutton', { name: 'Track' });
    await track.fill('9');
    await stress.fill('6');
    await track.fill('6');
    expect(await s.sidebar.textContent('#track-error')).toBe('Track 6 refused: use a whole number from 7 to 24. Showing 9.');
    await stress.fill('7');
    expect(await s.sidebar.textContent('#track-error')).toBe('Track 6 refused: use a whole number from 8 to 24. Showing 9.');
    expect(await track.getAttribute('min')).toBe('8');
    // 3 marked: a track of 6 is one the field could hold, and it shows 6, so the figures take it.
    await stress.fill('3');
    expect(await track.inputValue()).toBe('6');
    expect(await track.getAttribute('aria-invalid')).toBe('false');
    expect(await s.sidebar.textContent('#track-error')).toBe('');
    expect((await s.shownLines('resistance', 'totals')).at(-1)?.label).toBe('Trauma (3 of 6 stress marked)');
    expect(await s.sidebar.textContent('#stress-help')).toBe('0–5 · for trauma');
    await track.fill('9');
    await stress.fill('0');
  });

  test('Vice, 2 dice, 3 marked: overindulging 3/4, 103/36 actually cleared', async () => {
    await chooseRoll('Vice');
    expect(await s.sidebar.getByRole('spinbutton', { name: 'Track' }).isHidden()).toBe(true);
    await s.sidebar.getByRole('spinbutton', { name: 'Stress marked' }).fill('3');
    expect(await s.shownLines('vice', 'totals')).toEqual([
      { label: 'Mean cleared', fraction: '161/36', figure: '≈ 4.47 stress' },
      { label: 'Cleared of 3 marked', fraction: '103/36', figure: '≈ 2.86 stress' },
      { label: 'Overindulging (3 stress marked)', fraction: '3/4', figure: '75.0%' },
    ]);
    // The live region reads percents only, once typing has settled.
    await s.sidebar.waitForFunction(() =>
      document.getElementById('announce')?.textContent?.includes('Overindulging (3 stress marked) 75.0%.'),
    );
  });

  test('Clock of 3, 1 die, 1 coin a roll: full on roll 1 half the time; the formula carries the coin', async () => {
    await chooseRoll('Clock');
    await s.sidebar.getByRole('spinbutton', { name: 'Segments' }).fill('3');
    await s.sidebar.getByRole('spinbutton', { name: 'Dice' }).fill('1');
    const coin = s.sidebar.getByRole('spinbutton', { name: 'Coin per roll' });
    expect(await coin.inputValue()).toBe('0');
    await coin.fill('1');
    expect(fractions(await s.shownLines('clock', 'rows'))).toEqual(['1/2', '1', '1']);
    expect(await s.shownLines('clock', 'totals')).toEqual([{ label: 'Mean to fill', fraction: '3/2', figure: '1.5 rolls' }]);
    expect(await s.sidebar.textContent('#formula-preview')).toBe('=BLADES_CLOCK(1, 3, 1)');
    expect(await s.sidebar.textContent('#view-clock h2')).toMatch(/^Clock of 3 segments, 1 coin a roll/);
    await coin.fill('4');
    expect(await s.sidebar.textContent('#coin-error')).toBe('Coin per roll 4 refused: use a whole number from 0 to 3. Showing 1.');
  });

  test('Coin per roll refuses -1, 2.5 and a letter by name as it does 4, keeps the coin on show, and leaving the field keeps the entry', async () => {
    const coin = s.sidebar.getByRole('spinbutton', { name: 'Coin per roll' });
    const error = s.sidebar.locator('#coin-error');
    await coin.fill('1');
    expect(await coin.getAttribute('aria-invalid')).toBe('false');
    expect(await error.isHidden()).toBe(true);
    expect(await coin.getAttribute('aria-describedby')).toBe('coin-help coin-error');
    expect(await error.getAttribute('role')).toBe('alert');
    const refused = async (named: string) => {
      expect(await coin.getAttribute('aria-invalid')).toBe('true');
      expect(await error.isVisible()).toBe(true);
      expect(await error.textContent()).toBe(`Coin per roll ${named} refused: use a whole number from 0 to 3. Showing 1.`);
      expect(await s.sidebar.textContent('#formula-preview')).toBe('=BLADES_CLOCK(1, 3, 1)');
    };
    for (const typed of ['-1', '2.5']) {
      await coin.fill(typed);
      await refused(typed);
    }
    // A letter: Chromium's number field reads as empty and invalid.
    await coin.fill('1');
    await coin.selectText();
    await s.page.keyboard.type('e');
    await refused('(not a number)');

    // Leaving a refused entry moves nothing: the entry stays, marked, with its error, until the next valid entry.
    await coin.fill('4');
    await coin.blur();
    expect(await coin.inputValue()).toBe('4');
    expect(await coin.getAttribute('aria-invalid')).toBe('true');
    expect(await error.isVisible()).toBe(true);
    await refused('4');

    // An empty field is an edit under way: nothing refused (the refusal on show goes), the figures keep their coin; leaving puts the coin back.
    await coin.fill('');
    expect(await coin.getAttribute('aria-invalid')).toBe('false');
    expect(await error.isHidden()).toBe(true);
    expect(await s.sidebar.textContent('#formula-preview')).toBe('=BLADES_CLOCK(1, 3, 1)');
    await coin.blur();
    expect(await coin.inputValue()).toBe('1');
  });

  test('the same refusal again is not said again, nor on leaving; the next valid entry clears it, and the next refusal is said', async () => {
    const coin = s.sidebar.getByRole('spinbutton', { name: 'Coin per roll' });
    const said = 'Coin per roll 7 refused: use a whole number from 0 to 3. Showing 1.';
    await coin.fill('7');
    const writes = await watchWrites(s.sidebar, 'coin-error');
    // Typed over, key by key: each keystroke is an input the field checks again.
    for (let i = 0; i < 2; i++) {
      await coin.selectText();
      await s.page.keyboard.type('7');
    }
    expect(await coin.getAttribute('aria-invalid')).toBe('true');
    expect(await writes()).toBe(0);
    expect(await s.sidebar.textContent('#coin-error')).toBe(said);
    await coin.blur();
    expect(await coin.inputValue()).toBe('7');
    expect(await s.sidebar.textContent('#coin-error')).toBe(said);
    expect(await writes()).toBe(0);
    await coin.fill('1');
    expect(await s.sidebar.textContent('#coin-error')).toBe('');
    const cleared = await writes();
    expect(cleared).toBeGreaterThan(0);
    await coin.fill('7');
    expect(await writes()).toBeGreaterThan(cleared);
    expect(await s.sidebar.textContent('#coin-error')).toBe(said);
    await coin.fill('1');
    expect(await s.sidebar.textContent('#coin-error')).toBe('');
  });

  test('typing 30 in Coin passes through 3 unread, and the refusal keeps 0; a refusal left in Coin does not silence the next change', async () => {
    const coin = s.sidebar.getByRole('spinbutton', { name: 'Coin per roll' });
    await coin.fill('0');
    await announced(/^1 die\. Clock of 3 segments: /);
    await coin.selectText();
    await s.page.keyboard.type('30');
    // The 3 was on the way to 30: the figures keep the 0 they showed before it.
    expect(await s.sidebar.textContent('#coin-error')).toBe('Coin per roll 30 refused: use a whole number from 0 to 3. Showing 0.');
    await s.sidebar.waitForTimeout(800);
    expect(await s.sidebar.textContent('#announce')).toMatch(/^1 die\. Clock of 3 segments: /);
    // The refusal stays in Coin; a new pool is still read out.
    await s.sidebar.getByRole('radio', { name: '2 dice' }).check();
    await announced(/^2 dice\. Clock of 3 segments: /);
    expect(await s.sidebar.textContent('#coin-error')).toBe('Coin per roll 30 refused: use a whole number from 0 to 3. Showing 0.');
    await coin.fill('1');
    await s.sidebar.getByRole('radio', { name: '1 die' }).check();
  });

  test('the five-way switch and the new fields fit the 300 px sidebar', async () => {
    for (const roll of ['Resistance', 'Group']) {
      await chooseRoll(roll);
      const [scroll, client] = await s.sidebar.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
      expect(scroll).toBeLessThanOrEqual(client);
    }
    const clipped = await s.sidebar.$$eval('#roll-types .segment span', (spans) =>
      spans.filter((span) => span.scrollWidth > span.clientWidth).map((span) => span.textContent),
    );
    expect(clipped).toEqual([]);
  });

  test('all of it computed in the browser: the sidebar asked the server only to insert', () => {
    const bySidebar = s.requested.filter((r) => r.bySidebar).map((r) => new URL(r.url).pathname);
    expect(bySidebar.filter((p) => p !== '/sidebar' && !p.startsWith('/api/run'))).toEqual([]);
  });
});
