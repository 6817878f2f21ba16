import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { atLeast } from '../../src/blades/action';
import { resistance } from '../../src/blades/stress';
import { percentText } from '../../src/sidebar/format';
import { axeProblems } from '../support/axe';
import { PreviewSession, openSession } from '../support/preview-session';

/**
 * Insert crew sheet from the sidebar, in real headless Chromium as `npm
 * start` serves it, by the keyboard alone: the Characters field (refused
 * out of range, remembered), the insert at the active cell, the GM typing
 * ratings into the grid and the odds following, a second insert refused;
 * axe clean. The screenshot of the filled-in sheet is docs/crew-sheet.png's
 * source (artifacts/crew-sheet.png).
 */

const artifacts = join(__dirname, '../../artifacts');
let s: PreviewSession;

beforeAll(async () => {
  s = await openSession();
});

afterAll(async () => {
  await s?.close();
});

const tabTo = (id: string) => s.tabTo(id);
const typeOver = (text: string) => s.typeOver(text);
const press = (key: string) => s.page.keyboard.press(key);

async function typeIntoCell(a1: string, text: string) {
  await s.selectCell(a1);
  await s.page.keyboard.type(text);
  await press('Enter');
  await s.page.waitForSelector('body[data-pending="0"]');
}

const CREW: Array<[string, number[]]> = [
  ['Cutter', [0, 1, 0, 0, 2, 1, 2, 1, 0, 0, 0, 0]],
  ['Lurk', [1, 0, 1, 0, 2, 3, 0, 0, 0, 0, 0, 1]],
  ['Whisper', [0, 1, 0, 0, 0, 0, 0, 0, 3, 1, 1, 1]],
];
const COLUMNS = 'ABCDEFGHIJKLMN';

test('the crew section is axe clean, its field labelled with its range', async () => {
  await s.sidebar.locator('#crew').scrollIntoViewIfNeeded();
  expect(await axeProblems(s.sidebar, '#crew')).toEqual([]);
  await expect(s.sidebar.getByRole('spinbutton', { name: 'Characters' }).inputValue()).resolves.toBe('4');
});

test('Characters out of range is refused in its field, and the insert refuses under its button', async () => {
  await s.sidebar.focus('#crew-characters');
  await typeOver('13');
  await s.sidebar.waitForFunction(() => document.getElementById('crew-characters-error')?.textContent !== '');
  // The field keeps its last valid value, the default 4, and says so.
  expect(await s.sidebar.textContent('#crew-characters-error')).toBe(
    'Characters 13 refused: use a whole number from 1 to 12. Showing 4 characters.',
  );
  await tabTo('insert-crew');
  await press('Enter');
  await s.waitForStatus('Nothing inserted: Characters 13 is not a whole number from 1 to 12. Fix it and insert again.', 'crew-status');
  expect(await axeProblems(s.sidebar, '#crew')).toEqual([]);
});

test('3 characters at A1, by the keyboard: the sheet, then the GM’s ratings and the odds following', async () => {
  await s.selectCell('A1');
  await s.sidebar.focus('#crew-characters');
  await typeOver('3');
  await tabTo('insert-crew');
  await press('Enter');
  await s.waitForStatus('Inserted the crew sheet for 3 characters (live formulas) at A1:M26.', 'crew-status');
  // Remembered for the next opening.
  expect(await s.sidebar.evaluate(() => localStorage.getItem('blades-odds-crew'))).toBe('{"characters":3}');

  for (const [i, [name, dots]] of CREW.entries()) {
    await typeIntoCell(`A${5 + i}`, name);
    for (const [k, d] of dots.entries()) await typeIntoCell(`${COLUMNS[k + 1]}${5 + i}`, String(d));
  }
  const sheet = await s.sheet();
  const at = (a1: string) => sheet.cells.find((c) => c.a1 === a1);
  for (const [i, [name, dots]] of CREW.entries()) {
    expect(at(`A${11 + i}`)?.text).toBe(name);
    dots.forEach((d, k) => {
      const partial = at(`${COLUMNS[k + 1]}${11 + i}`);
      expect(partial?.value).toBe(atLeast(d, 'Partial').toNumber());
      expect(partial?.text).toBe(percentText(atLeast(d, 'Partial')));
      expect(partial?.background).toMatch(/^#[0-9a-f]{6}$/);
      expect(at(`${COLUMNS[k + 1]}${17 + i}`)?.value).toBe(atLeast(d, 'Clean').toNumber());
    });
    const ratings = [0, 1, 2].map((a) => dots.slice(4 * a, 4 * a + 4).filter((d) => d > 0).length);
    expect([1, 2, 3].map((c) => at(`${COLUMNS[c]}${24 + i}`)?.value)).toEqual(ratings);
    expect([4, 5, 6].map((c) => at(`${COLUMNS[c]}${24 + i}`)?.value)).toEqual(ratings.map((r) => resistance(r).mean().toNumber()));
  }
  mkdirSync(artifacts, { recursive: true });
  // Wide enough for the sheet's 13 columns beside the sidebar.
  await s.page.setViewportSize({ width: 1500, height: 760 });
  await s.page.evaluate(() => document.querySelector('.grid-wrap')?.scrollTo(0, 0));
  await s.page.screenshot({ path: join(artifacts, 'crew-sheet.png') });
});

test('a second crew sheet at A1 is refused: nothing overwritten', async () => {
  await s.selectCell('A1');
  await s.sidebar.focus('#insert-crew');
  await press('Enter');
  await s.sidebar.waitForFunction(() => /^Nothing was inserted: /.test(document.getElementById('crew-status')?.textContent ?? ''));
  expect(await s.sidebar.getAttribute('#crew-status', 'class')).toContain('error');
  expect(await axeProblems(s.sidebar)).toEqual([]);
});
