import { builtAddon, builtFile } from '../support/addon';
import { MemorySheet } from '../../preview/sheet';
import { isCustomFunctionName, isPrivateName, readEntryPoints } from '../../scripts/lib/entry-points.cjs';
import { parseExample, readReferenceEntryPoints } from '../../scripts/docs.cjs';

/**
 * Check this add-on (the menu's checkThisAddon) run in the built Code.js
 * against the in-memory spreadsheet: one new sheet whose verdicts, judged
 * by the sheet's own formulas, all read ok, with every other cell as it
 * was; and, with one function broken, its rows and the summary say so.
 */

type Addon = ReturnType<typeof builtAddon>;

/** The custom functions of the built Code.js, as Sheets finds them. */
const CUSTOM_FUNCTIONS: string[] = readEntryPoints('Code.js', builtFile('Code.js'), { exportedOnly: false })
  .functions.map((f: { name: string }) => f.name)
  .filter((name: string) => isCustomFunctionName(name) && !isPrivateName(name));

const VERDICT = 'E';
const FIRST_CHECK = 5;

/** Each custom function's checked @example lines in src/appsscript/Code.ts ("→", not "—"), by name. */
const CHECKED_EXAMPLES: Array<{ name: string; count: number }> = readReferenceEntryPoints()
  .filter((f) => isCustomFunctionName(f.name) && !isPrivateName(f.name))
  .map((f) => ({
    name: f.name,
    count: (f.doc?.examples ?? []).filter((e) => !('words' in parseExample(e))).length,
  }));

/** The check sheet's rows from the first check down to the last verdict: what, formula text, expected, result, verdict, observed. */
function checkRows(sheet: MemorySheet): Array<{ row: number; what: string; typed: string; formula: string; verdict: unknown }> {
  const last = sheet.getLastRow();
  const range = sheet.getRange(`A${FIRST_CHECK}:F${last}`);
  const values = range.getValues();
  const formulas = range.getFormulas();
  return values
    .map((v, i) => ({ row: FIRST_CHECK + i, what: String(v[0]), typed: String(v[1]), formula: formulas[i][3], verdict: v[4] }))
    .filter((r) => r.what !== '');
}

/** A spreadsheet whose first sheet holds typed values, an add-on formula and an inserted table. */
function busyAddon(options: { locale?: string } = {}): Addon {
  const addon = builtAddon(undefined, options);
  addon.sheet.enter(1, 1, 'Crew');
  addon.sheet.enter(2, 1, '3');
  addon.sheet.enter(2, 2, '=BLADES_BANDS(A2)');
  addon.sheet.setActiveSelection('B5');
  addon.run('insertOddsTable', [{ chart: true }]);
  addon.sheet.setActiveSelection('C3');
  addon.sheet.writes.length = 0;
  return addon;
}

function runCheck(addon: Addon): MemorySheet {
  const count = addon.spreadsheet.getSheets().length;
  addon.run('checkThisAddon');
  const sheets = addon.spreadsheet.getSheets();
  expect(sheets).toHaveLength(count + 1);
  return sheets[sheets.length - 1];
}

describe('Check this add-on', () => {
  test('adds one sheet, every verdict in it reads ok, and its summary says so; the other sheet is as it was', () => {
    const addon = busyAddon();
    const before = addon.sheet.snapshot();
    const sheet = runCheck(addon);
    expect(sheet.getName()).toBe('Blades Odds check');
    expect(addon.spreadsheet.getActiveSheet()).toBe(sheet);
    expect(addon.sheet.snapshot()).toEqual(before);
    expect(addon.sheet.writes).toEqual([]);

    const rows = checkRows(sheet);
    expect(rows.filter((r) => r.verdict !== 'ok')).toEqual([]);
    expect(sheet.getRange(`${VERDICT}${FIRST_CHECK}:${VERDICT}${sheet.getLastRow()}`).getValues().flat().filter(String)).toHaveLength(rows.length);
    expect(sheet.getRange('A2').getValues()).toEqual([[`${rows.length} of ${rows.length} ok`]]);
    // The toast says where to read the verdict.
    expect(addon.events.at(-1)).toEqual({
      kind: 'toast',
      title: 'Blades Odds',
      text: `Added the sheet "Blades Odds check" with ${rows.length} checks. Its cell A2 reads "${rows.length} of ${rows.length} ok" when every check passes.`,
    });
  });

  test('covers every custom function, a range call, a refusal, the locale and two refused inserts', () => {
    const sheet = runCheck(busyAddon());
    const rows = checkRows(sheet);
    for (const name of CUSTOM_FUNCTIONS) expect(rows.some((r) => r.formula.includes(`${name}(`))).toBe(true);
    // One row per checked example, in Code.ts's order, then the two inserts.
    const perFunction = CHECKED_EXAMPLES.flatMap(({ name, count }) =>
      Array.from({ length: count }, (_, i) => `${name}, example ${i + 1}: `),
    );
    expect(rows.slice(0, -2).map((r) => r.what.slice(0, perFunction[rows.indexOf(r)]?.length))).toEqual(perFunction);
    // The formula column shows the Result cell's formula as typed.
    for (const r of rows.filter((row) => row.formula)) expect(r.typed).toBe(r.formula);
    const ranged = rows.find((r) => /BLADES_BANDS\([A-Z]+\d+:[A-Z]+\d+\)/.test(r.formula));
    expect(ranged?.what).toMatch(/a range call/);
    const refusal = rows.find((r) => r.formula === '=BLADES_BANDS(2, 3)')!;
    expect(sheet.getRange(`D${refusal.row}:F${refusal.row}`).getValues()).toEqual([
      ['#ERROR!', 'ok', 'BLADES_BANDS takes 1 argument (dice); 2 were given.'],
    ]);
    // The first example of two arguments giving a value carries the locale's note: its arguments apart by ",".
    const noted = rows.filter((r) => r.what.includes('as locale en_US reads them'));
    expect(noted).toHaveLength(1);
    expect(noted[0].formula).toMatch(/BLADES_[A-Z_]+\([^(),;]+, [^(),;]+\)/);
    const inserts = rows.filter((r) => r.what.startsWith('An insert'));
    expect(inserts).toHaveLength(2);
    for (const r of inserts) {
      const [[message, verdict, observed]] = sheet.getRange(`D${r.row}:F${r.row}`).getValues();
      expect(message).toMatch(/^Nothing was inserted: =BLADES_BANDS\(2\) needs /);
      expect([verdict, observed]).toEqual(['ok', 'unchanged']);
    }
  });

  test('in a locale with a decimal comma every formula has ";" between its arguments, and every verdict still reads ok', () => {
    const addon = busyAddon({ locale: 'de_DE' });
    const sheet = runCheck(addon);
    const rows = checkRows(sheet);
    const formulas = sheet.getRange(`A1:F${sheet.getLastRow()}`).getFormulas().flat().filter(Boolean);
    expect(formulas.filter((f) => /,/.test(f.replace(/"[^"]*"/g, '')))).toEqual([]);
    expect(rows.filter((r) => r.verdict !== 'ok')).toEqual([]);
    expect(sheet.getRange('A2').getValues()).toEqual([[`${rows.length} of ${rows.length} ok`]]);
    // The preview reads "," there as Sheets does: not a separator, so the check would catch it.
    sheet.enter(90, 1, '=BLADES_CLOCK_MEAN(2, 4)');
    expect(sheet.cellView(90, 1).text).toBe('#ERROR!');
  });

  test('a second run adds "Blades Odds check 2" and leaves the first as it was', () => {
    const addon = busyAddon();
    const first = runCheck(addon);
    const before = first.snapshot();
    const second = runCheck(addon);
    expect(second.getName()).toBe('Blades Odds check 2');
    expect(first.snapshot()).toEqual(before);
  });

  test('a wrong engine: BLADES_BANDS broken turns its rows and the summary to not ok, and no other row', () => {
    const addon = busyAddon();
    // A broken engine: one row of odds whatever the pool (the wrong figures, one row for a range, no refusal).
    addon.context.BLADES_BANDS = () => [[0.25, 0.25, 0.25, 0.25]];
    const sheet = runCheck(addon);
    const rows = checkRows(sheet);
    // Its own rows. The insert over a spill is still refused: the inserts judge a spill by its formula, not by its figures.
    const broken = rows.filter((r) => r.what.startsWith('BLADES_BANDS,'));
    expect(broken.length).toBeGreaterThan(4);
    expect(broken.filter((r) => r.verdict !== 'not ok')).toEqual([]);
    expect(rows.filter((r) => !broken.includes(r) && r.verdict !== 'ok')).toEqual([]);
    expect(sheet.getRange('A2').getValues()).toEqual([[`${rows.length - broken.length} of ${rows.length} ok`]]);
  });
});
