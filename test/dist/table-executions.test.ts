import { builtAddon } from '../support/addon';

/**
 * An inserted live table costs one execution per function, whatever its
 * rows: Sheets runs each custom-function formula as an execution of its
 * own (Google's custom-function guide), so every live table the sidebar or
 * the menu inserts holds exactly one custom-function formula per function,
 * over its whole pool column, and a recalculation of the sheet calls each
 * function once (the in-memory sheet counts the calls: preview/sheet.ts).
 * Editing one pool still updates its row: to what a values table of that
 * pool shows. `npm run bench` (section 8) counts the same beside the
 * formula-per-row design this replaced.
 */

const SHEET = { rows: 40, columns: 30 };

/** Every roll type, as the sidebar sends it and as a script may, with the functions its table shows. */
const ROLLS: ReadonlyArray<[string, Record<string, unknown>, string[]]> = [
  ['action', { roll: 'action' }, ['BLADES_BANDS']],
  ['resistance', { roll: 'resistance' }, ['BLADES_RESIST']],
  ['resistance, 6 of 9 marked', { roll: 'resistance', stress: 6, track: 9 }, ['BLADES_RESIST', 'BLADES_TRAUMA']],
  ['vice', { roll: 'vice' }, ['BLADES_VICE']],
  ['vice, 3 marked', { roll: 'vice', stress: 3 }, ['BLADES_VICE', 'BLADES_OVERINDULGE']],
  ['clock of 1', { roll: 'clock', segments: 1 }, ['BLADES_CLOCK']],
  ['clock of 8', { roll: 'clock', segments: 8 }, ['BLADES_CLOCK']],
  ['clock of 24, 3 coin', { roll: 'clock', segments: 24, coin: 3 }, ['BLADES_CLOCK']],
  ['progress of 8, standard', { roll: 'progress', segments: 8, effect: 'standard' }, ['BLADES_PROGRESS']],
  ['progress of 24, extreme', { roll: 'progress', segments: 24, effect: 'extreme' }, ['BLADES_PROGRESS']],
  ['threat, 2 threats', { roll: 'threat', threats: 2 }, ['BLADES_THREAT_ALL']],
  ['threat, 6 threats, desperate', { roll: 'threat', threats: 6, position: 'desperate' }, ['BLADES_THREAT_ALL']],
];
const SPANS: ReadonlyArray<[number, number]> = [
  [0, 0],
  [5, 5],
  [0, 6],
  [2, 9],
  [0, 20],
];
const GROUPS: ReadonlyArray<[string, Record<string, unknown>]> = [
  ['one participant', { pools: [4] }],
  ['2, 1, 0', { pools: [2, 1, 0] }],
  ['12 × 20, Synchronized', { pools: new Array(12).fill(20), synchronized: true }],
];

/** The table inserted at B2 of a fresh sheet by the built Code.js. */
function inserted(options: Record<string, unknown>) {
  const addon = builtAddon(SHEET);
  addon.sheet.setActiveSelection('B2');
  addon.run('insertOddsTable', [options]);
  return addon.sheet;
}

/** Every formula on the sheet, by cell. */
const formulasOf = (sheet: ReturnType<typeof inserted>) =>
  sheet
    .snapshot()
    .cells.filter((c) => c.kind === 'formula')
    .map((c) => ({ a1: c.a1, row: c.row, formula: c.input }));

const cases = ROLLS.flatMap(([name, options, functions]) =>
  SPANS.map(([from, to]) => [`${name}, pools ${from}–${to}`, { ...options, from, to }, functions, from, to] as const),
);

describe('every live pool table: one formula per function, over its pool column', () => {
  test.each(cases)('%s', (_, options, functions, from, to) => {
    const sheet = inserted(options);
    const pools = from === to ? 'B4' : `B4:B${4 + to - from}`;
    const formulas = formulasOf(sheet);
    // One custom-function formula per function, all in the first pool's row, each over the whole pool column.
    expect(formulas.map((f) => f.formula.replace(/\(.*$/, ''))).toEqual(functions.map((fn) => `=${fn}`));
    expect(formulas.every((f) => f.row === 4 && f.formula.startsWith(`=BLADES_`) && f.formula.includes(`(${pools}`))).toBe(true);
    // A recalculation calls each function once, whatever the rows.
    expect(sheet.recalculate().map((c) => `${c.cell} ${c.name}`)).toEqual(formulas.map((f, i) => `${f.a1} ${functions[i]}`));
  });

  test.each(cases.filter(([, , , from, to]) => to > from))('%s: editing one pool updates its row, as a values table shows it', (_, options, _functions, from, to) => {
    const sheet = inserted(options);
    const row = 4 + Math.floor((to - from) / 2);
    const width = sheet.getRange('B3:AD3').getValues()[0].indexOf('') + 1; // the Dice column and the odds
    const edited = 20 - Number(sheet.getRange(`B${row}`).getValues()[0][0]);
    sheet.enter(row, 2, String(edited));
    const values = inserted({ ...options, from: edited, to: edited, mode: 'values' });
    const rowOf = (s: typeof sheet, r: number) => s.getRange(r, 2, 1, width - 1).getValues()[0];
    expect(rowOf(sheet, row)).toEqual(rowOf(values, 4));
    // Still one execution per function.
    expect(sheet.customFunctionCalls().map((c) => c.name)).toEqual(formulasOf(sheet).map((f) => f.formula.replace(/^=|\(.*$/g, '')));
  });
});

describe('every live group table: one formula per function (already so before)', () => {
  test.each(GROUPS)('%s', (_, options) => {
    const sheet = inserted({ roll: 'group', ...options });
    const k = (options.pools as number[]).length;
    const pools = k === 1 ? 'B4' : `B4:B${3 + k}`;
    const formulas = formulasOf(sheet);
    expect(formulas.map((f) => f.formula)).toEqual([
      `=BLADES_GROUP(${pools}${options.synchronized ? '; TRUE' : ''})`,
      `=BLADES_GROUP_STRESS(${pools})`,
    ]);
    expect(sheet.recalculate().map((c) => c.name)).toEqual(['BLADES_GROUP', 'BLADES_GROUP_STRESS']);
  });
});

test('values tables hold no formula and call nothing', () => {
  for (const options of [{ roll: 'action' }, { roll: 'resistance', stress: 6 }, { roll: 'clock', segments: 8 }, { roll: 'group', pools: [2, 1] }]) {
    const sheet = inserted({ ...options, mode: 'values' });
    expect(formulasOf(sheet)).toEqual([]);
    expect(sheet.recalculate()).toEqual([]);
  }
});
