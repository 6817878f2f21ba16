import { BANDS } from '../../src/blades/action';
import { builtAddon, builtFile } from '../support/addon';
import { errorOf, expectedBands } from '../support/apps-script';
import { poolFunctions } from '../support/pool-functions';

/**
 * The menu and the sheet-writing server functions of the built Code.js,
 * called by name as google.script.run and the menu call them, against an
 * in-memory sheet with Apps Script's Range conventions.
 */

const HEADER = ['Dice', ...BANDS];
const pools = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** An add-on whose sheet has its active cell at `a1`. */
function addonAt(a1: string, sheet?: { rows?: number; columns?: number }) {
  const addon = builtAddon(sheet);
  addon.sheet.setActiveSelection(a1);
  return addon;
}

const writesOf = (addon: ReturnType<typeof builtAddon>, ...methods: string[]) =>
  addon.sheet.writes.filter((w) => methods.includes(w.method));

const VALUE_WRITES = ['setValues', 'setValue', 'setFormulas', 'setFormula', 'clearContent'];

describe('the Blades Odds menu', () => {
  test('onOpen adds one menu, Blades Odds, whose items call top-level functions of Code.js', () => {
    const addon = builtAddon();
    addon.run('onOpen', [{ authMode: 'LIMITED' }]);
    expect(addon.events).toEqual([
      {
        kind: 'menu',
        title: 'Blades Odds',
        items: [
          { caption: 'Quick lookup', handler: 'showSidebar' },
          { caption: 'Insert odds table', handler: 'insertDefaultOddsTable' },
        ],
      },
    ]);
    const [menu] = addon.events;
    if (menu.kind !== 'menu') throw new Error('no menu');
    for (const { handler } of menu.items) {
      expect(Object.prototype.hasOwnProperty.call(addon.context, handler)).toBe(true);
      expect(typeof addon.context[handler]).toBe('function');
    }
  });

  test('onInstall adds the same menu', () => {
    const opened = builtAddon();
    opened.run('onOpen', [{}]);
    const installed = builtAddon();
    installed.run('onInstall', [{}]);
    expect(installed.events).toEqual(opened.events);
  });

  test('Quick lookup opens dist/Sidebar.html titled Blades Odds', () => {
    const addon = builtAddon();
    addon.run('showSidebar');
    expect(addon.events).toEqual([{ kind: 'sidebar', title: 'Blades Odds', html: builtFile('Sidebar.html') }]);
  });

  test('Insert odds table writes the 0–6 formulas table at the active cell and says so in a toast', () => {
    const addon = addonAt('A1');
    addon.run('insertDefaultOddsTable');
    expect(addon.sheet.getRange('A1:E8').getValues()).toEqual([HEADER, ...pools(0, 6).map((n) => [n, ...expectedBands(n)])]);
    expect(addon.events).toEqual([{ kind: 'toast', title: 'Blades Odds', text: 'Inserted the 0–6 dice table (live formulas) at A1:E8.' }]);
  });

  test('Insert odds table over data: nothing written, an alert names the range and the cell', () => {
    const addon = addonAt('A1');
    addon.sheet.enter(8, 5, 'notes');
    const before = addon.sheet.snapshot();
    addon.run('insertDefaultOddsTable');
    expect(addon.sheet.snapshot()).toEqual(before);
    expect(addon.events).toEqual([
      {
        kind: 'alert',
        title: 'Blades Odds',
        text: 'Nothing was inserted: the 0–6 dice table (live formulas) needs A1:E8, and E8 is not empty. Clear A1:E8 or choose another cell.',
      },
    ]);
  });
});

describe('insertOddsTable (the sidebar’s Insert table)', () => {
  test('live formulas at B2: every cell of B2:F9, formats, only cells with content written', () => {
    const addon = addonAt('B2');
    const message = addon.run('insertOddsTable', [{ from: 0, to: 6, mode: 'formulas' }]);
    expect(message).toBe('Inserted the 0–6 dice table (live formulas) at B2:F9.');
    const table = addon.sheet.getRange('B2:F9');
    expect(table.getValues()).toEqual([HEADER, ...pools(0, 6).map((n) => [n, ...expectedBands(n)])]);
    // Each row's formula reads its own pool cell, so editing the pool updates the row; C:E hold the spill.
    expect(table.getFormulas()).toEqual([
      ['', '', '', '', ''],
      ...pools(0, 6).map((n, i) => ['', `=BLADES_BANDS(B${3 + i})`, '', '', '']),
    ]);
    expect(table.getNumberFormats()).toEqual([
      ['General', 'General', 'General', 'General', 'General'],
      ...pools(0, 6).map(() => ['General', '0.0%', '0.0%', '0.0%', '0.0%']),
    ]);
    expect(table.getFontWeights()).toEqual([
      ['bold', 'bold', 'bold', 'bold', 'bold'],
      ...pools(0, 6).map(() => ['normal', 'normal', 'normal', 'normal', 'normal']),
    ]);
    expect(table.getDisplayValues()[4]).toEqual(['3', '12.5%', '45.4%', '34.7%', '7.4%']);
    // Only cells with content are written: the pools and formulas, then the rest of the header; never the spill cells C3:F9.
    expect(writesOf(addon, ...VALUE_WRITES)).toEqual([
      { method: 'setValues', range: 'B2:C9' },
      { method: 'setValues', range: 'D2:F2' },
    ]);
    // Nothing outside the table.
    expect(addon.sheet.snapshot().cells.map((c) => c.a1).sort()).toEqual(
      pools(2, 9).flatMap((row) => ['B', 'C', 'D', 'E', 'F'].map((col) => `${col}${row}`)).sort(),
    );
  });

  test('the live table follows its pool cells', () => {
    const addon = addonAt('A1');
    addon.run('insertOddsTable', [{}]);
    addon.sheet.enter(4, 1, '12');
    expect(addon.sheet.getRange('B4:E4').getValues()).toEqual([expectedBands(12)]);
  });

  test('values: the numbers themselves, no formulas', () => {
    const addon = addonAt('D10');
    expect(addon.run('insertOddsTable', [{ from: '18', to: 20, mode: 'values' }])).toBe('Inserted the 18–20 dice table (values) at D10:H13.');
    const table = addon.sheet.getRange('D10:H13');
    expect(table.getValues()).toEqual([HEADER, ...pools(18, 20).map((n) => [n, ...expectedBands(n)])]);
    expect(table.getFormulas().flat().every((f) => f === '')).toBe(true);
    expect(addon.sheet.getRange('E11:H13').getNumberFormats().flat()).toEqual(new Array(12).fill('0.0%'));
    expect(writesOf(addon, ...VALUE_WRITES)).toEqual([{ method: 'setValues', range: 'D10:H13' }]);
  });

  test('a single pool: header and one row', () => {
    const addon = addonAt('A1');
    addon.run('insertOddsTable', [{ from: 4, to: 4 }]);
    expect(addon.sheet.getRange('A1:E2').getValues()).toEqual([HEADER, [4, ...expectedBands(4)]]);
  });

  describe('never overwrites', () => {
    const tryInsert = (fill: (addon: ReturnType<typeof builtAddon>) => void) => {
      const addon = addonAt('B2');
      fill(addon);
      const before = addon.sheet.snapshot();
      const writesBefore = addon.sheet.writes.length;
      const message = errorOf(() => addon.run('insertOddsTable', [{ from: 0, to: 6, mode: 'formulas' }]));
      expect(addon.sheet.snapshot()).toEqual(before);
      expect(addon.sheet.writes.length).toBe(writesBefore);
      return message;
    };

    test('a value in the spill columns', () => {
      expect(tryInsert((a) => a.sheet.enter(5, 5, 'x'))).toBe(
        'Nothing was inserted: the 0–6 dice table (live formulas) needs B2:F9, and E5 is not empty. Clear B2:F9 or choose another cell.',
      );
    });

    test('a formula that shows nothing', () => {
      expect(tryInsert((a) => a.sheet.enter(9, 2, '=""&""'))).toMatch(/needs B2:F9, and B9 is not empty/);
    });

    test('cells filled by another formula’s spill', () => {
      // A4's row spills into B4:D4: values without formulas of their own, still data in the way.
      expect(tryInsert((a) => a.sheet.enter(4, 1, '=BLADES_BANDS(1)'))).toMatch(/needs B2:F9, and B4, C4 and D4 are not empty/);
    });

    test('many cells: the first three and a count', () => {
      expect(
        tryInsert((a) => {
          for (const row of [2, 3, 4, 5, 6]) a.sheet.enter(row, 6, 'note');
        }),
      ).toMatch(/needs B2:F9, and F2, F3, F4 and 2 more cells are not empty/);
    });

    test('past the edge of the sheet', () => {
      const addon = addonAt('C1', { rows: 5, columns: 6 });
      expect(errorOf(() => addon.run('insertOddsTable', [{}]))).toBe(
        "Nothing was inserted: the 0–6 dice table (live formulas) needs C1:G8, past the sheet's last cell F5. " +
          'Choose a cell higher up or further left, or add rows or columns.',
      );
      expect(addon.sheet.writes).toEqual([]);
    });
  });

  describe('bad options: a readable error, nothing written', () => {
    const USE = 'Use an integer dice count 0–20.';
    test.each([
      [{ from: 5, to: 2 }, 'Insert table: From 5 is above To 2. Give the smaller pool first.'],
      [{ from: 0, to: 21 }, `Insert table: To 21 is above 20. ${USE}`],
      [{ from: -1 }, `Insert table: From -1 is negative. ${USE}`],
      [{ from: '' }, `Insert table: From "" is blank. ${USE}`],
      [{ to: 'six' }, `Insert table: To "six" is text, not a number. ${USE}`],
      [{ to: 2.5 }, `Insert table: To 2.5 is not a whole number. ${USE}`],
      [{ mode: 'csv' }, 'Insert table: the table is written as "formulas" or "values", not "csv".'],
    ])('%j', (options, message) => {
      const addon = addonAt('A1');
      expect(errorOf(() => addon.run('insertOddsTable', [options]))).toBe(message);
      expect(addon.sheet.writes).toEqual([]);
    });
  });
});

/** Columns B, C, … as letters, for a table `width` cells wide starting at `first`. */
const lettersFrom = (first: string, width: number) =>
  Array.from({ length: width }, (_, i) => String.fromCharCode(first.charCodeAt(0) + i));

/** The row one pool must give, from the engine (test/support/pool-functions), for each roll type's function. */
const engineRow = (fn: string, segments = 6) => poolFunctions({ segments }).find((f) => f.name === fn)!.row;

describe('insertOddsTable for the other roll types: every cell, formats, only cells with content written', () => {
  const cases = [
    { options: { roll: 'resistance' }, fn: 'BLADES_RESIST', args: '', header: [-1, 0, 1, 2, 3, 4, 5], what: 'resistance table' },
    { options: { roll: 'vice' }, fn: 'BLADES_VICE', args: '', header: [1, 2, 3, 4, 5, 6], what: 'vice table' },
    { options: { roll: 'clock', segments: 4 }, fn: 'BLADES_CLOCK', args: '; 4', header: [1, 2, 3, 4], what: 'clock table (4 segments,' },
    {
      options: { roll: 'clock', segments: 10 },
      fn: 'BLADES_CLOCK',
      args: '; 10',
      header: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
      what: 'clock table (10 segments,',
    },
  ];
  const named = cases.map((c) => [c.what.replace(/ \(|,/g, ' ').trim(), c] as const);

  test.each(named)('%s as live formulas at B2, pools 0–6', (_, c) => {
    const addon = addonAt('B2');
    const width = c.header.length;
    const columns = lettersFrom('B', width + 1);
    const target = `B2:${columns[width]}9`;
    const message = addon.run('insertOddsTable', [{ ...c.options, from: 0, to: 6, mode: 'formulas' }]);
    const what = c.what.endsWith(',') ? `${c.what} live formulas)` : `${c.what} (live formulas)`;
    expect(message).toBe(`Inserted the 0–6 dice ${what} at ${target}.`);
    const table = addon.sheet.getRange(target);
    const row = engineRow(c.fn, c.options.segments);
    // The values Sheets shows: the header, then each pool's row as the live formula computes it.
    expect(table.getValues()).toEqual([['Dice', ...c.header], ...pools(0, 6).map((n) => [n, ...row(n)])]);
    expect(table.getFormulas()).toEqual([
      new Array(width + 1).fill(''),
      ...pools(0, 6).map((n, i) => ['', `=${c.fn}(B${3 + i}${c.args})`, ...new Array(width - 1).fill('')]),
    ]);
    expect(table.getNumberFormats()).toEqual([
      new Array(width + 1).fill('General'),
      ...pools(0, 6).map(() => ['General', ...new Array(width).fill('0.0%')]),
    ]);
    expect(table.getFontWeights()).toEqual([new Array(width + 1).fill('bold'), ...pools(0, 6).map(() => new Array(width + 1).fill('normal'))]);
    expect(writesOf(addon, ...VALUE_WRITES)).toEqual([
      { method: 'setValues', range: 'B2:C9' },
      { method: 'setValues', range: `D2:${columns[width]}2` },
    ]);
    expect(addon.sheet.snapshot().cells.map((cell) => cell.a1).sort()).toEqual(
      pools(2, 9).flatMap((r) => columns.map((col) => `${col}${r}`)).sort(),
    );
  });

  test.each(named)('%s as values, one pool at a time: 0 at A20, 20 at A30', (_, c) => {
    const width = c.header.length;
    const row = engineRow(c.fn, c.options.segments);
    for (const [at, n] of [
      ['A20', 0],
      ['A30', 20],
    ] as const) {
      const addon = addonAt(at);
      const last = lettersFrom('A', width + 1)[width];
      const r = Number(at.slice(1));
      const target = `${at}:${last}${r + 1}`;
      addon.run('insertOddsTable', [{ ...c.options, from: n, to: n, mode: 'values' }]);
      expect(addon.sheet.getRange(target).getValues()).toEqual([['Dice', ...c.header], [n, ...row(n)]]);
      expect(addon.sheet.getRange(target).getFormulas().flat().every((f) => f === '')).toBe(true);
      expect(addon.sheet.getRange(`B${r + 1}:${last}${r + 1}`).getNumberFormats().flat()).toEqual(new Array(width).fill('0.0%'));
      expect(writesOf(addon, ...VALUE_WRITES)).toEqual([{ method: 'setValues', range: target }]);
    }
  });

  test('a live clock row follows its pool cell', () => {
    const addon = addonAt('A1');
    addon.run('insertOddsTable', [{ roll: 'clock', segments: 10 }]);
    addon.sheet.enter(3, 1, '12');
    expect(addon.sheet.getRange('B3:K3').getValues()).toEqual([engineRow('BLADES_CLOCK', 10)(12)]);
  });

  test('a clock table over a filled cell: nothing written, the message names the range and the cell', () => {
    const addon = addonAt('B2');
    addon.sheet.enter(9, 11, 'note');
    const before = addon.sheet.snapshot();
    const writesBefore = addon.sheet.writes.length;
    expect(errorOf(() => addon.run('insertOddsTable', [{ roll: 'clock', segments: 10 }]))).toBe(
      'Nothing was inserted: the 0–6 dice clock table (10 segments, live formulas) needs B2:L9, and K9 is not empty. ' +
        'Clear B2:L9 or choose another cell.',
    );
    expect(addon.sheet.snapshot()).toEqual(before);
    expect(addon.sheet.writes.length).toBe(writesBefore);
  });

  test('a 24-segment clock past the sheet’s last column is refused, naming both', () => {
    const addon = addonAt('B2', { columns: 20 });
    expect(errorOf(() => addon.run('insertOddsTable', [{ roll: 'clock', segments: 24, from: 1, to: 2 }]))).toBe(
      "Nothing was inserted: the 1–2 dice clock table (24 segments, live formulas) needs B2:Z4, past the sheet's last cell T1000. " +
        'Choose a cell higher up or further left, or add rows or columns.',
    );
    expect(addon.sheet.writes).toEqual([]);
  });

  test.each([
    [{ roll: 'fortune' }, 'Insert table: the roll type is "action", "resistance", "vice" or "clock", not "fortune".'],
    [{ roll: 'clock' }, 'Insert table: Segments is missing. Use an integer segment count 1–24.'],
    [{ roll: 'clock', segments: 25 }, 'Insert table: Segments 25 is above 24. Use an integer segment count 1–24.'],
    [{ roll: 'clock', segments: '1.5' }, 'Insert table: Segments "1.5" is not a whole number. Use an integer segment count 1–24.'],
  ])('bad roll options %j: a readable error, nothing written', (options, message) => {
    const addon = addonAt('A1');
    expect(errorOf(() => addon.run('insertOddsTable', [options]))).toBe(message);
    expect(addon.sheet.writes).toEqual([]);
  });
});

describe('insertFormula (the sidebar’s Insert formula)', () => {
  test('=BLADES_BANDS(n) in the active cell, spilling into three percent cells', () => {
    const addon = addonAt('C3');
    expect(addon.run('insertFormula', [3])).toBe('Inserted =BLADES_BANDS(3) at C3:F3.');
    expect(addon.sheet.getRange('C3:F3').getFormulas()).toEqual([['=BLADES_BANDS(3)', '', '', '']]);
    expect(addon.sheet.getRange('C3:F3').getValues()).toEqual([expectedBands(3)]);
    expect(addon.sheet.getRange('C3:F3').getNumberFormats()).toEqual([['0.0%', '0.0%', '0.0%', '0.0%']]);
    expect(writesOf(addon, ...VALUE_WRITES)).toEqual([{ method: 'setValues', range: 'C3' }]);
  });

  test('refuses when its spill cells are taken', () => {
    const addon = addonAt('C3');
    addon.sheet.enter(3, 6, '1');
    expect(errorOf(() => addon.run('insertFormula', [2]))).toBe(
      'Nothing was inserted: =BLADES_BANDS(2) needs C3:F3, and F3 is not empty. Clear C3:F3 or choose another cell.',
    );
    expect(addon.sheet.getRange('C3').getFormulas()).toEqual([['']]);
  });

  test('a bad pool is refused, naming it', () => {
    const addon = addonAt('A1');
    expect(errorOf(() => addon.run('insertFormula', [21]))).toBe('Insert formula: dice 21 is above 20. Use an integer dice count 0–20.');
    expect(addon.sheet.writes).toEqual([]);
  });

  test.each<[{ roll: string; segments?: number }, string, string, string]>([
    [{ roll: 'resistance' }, 'BLADES_RESIST', '=BLADES_RESIST(3)', 'C3:I3'],
    [{ roll: 'vice' }, 'BLADES_VICE', '=BLADES_VICE(3)', 'C3:H3'],
    [{ roll: 'clock', segments: 4 }, 'BLADES_CLOCK', '=BLADES_CLOCK(3; 4)', 'C3:F3'],
  ])('%j: the roll’s own formula, spilling into percent cells', (options, fn, formula, target) => {
    const addon = addonAt('C3');
    expect(addon.run('insertFormula', [3, options])).toBe(`Inserted ${formula} at ${target}.`);
    const range = addon.sheet.getRange(target);
    const width = range.getNumColumns();
    expect(range.getFormulas()).toEqual([[formula, ...new Array(width - 1).fill('')]]);
    expect(range.getValues()).toEqual([engineRow(fn, options.segments)(3)]);
    expect(range.getNumberFormats()).toEqual([new Array(width).fill('0.0%')]);
    expect(writesOf(addon, ...VALUE_WRITES)).toEqual([{ method: 'setValues', range: 'C3' }]);
  });

  test('a clock formula without segments is refused, naming them', () => {
    const addon = addonAt('A1');
    expect(errorOf(() => addon.run('insertFormula', [2, { roll: 'clock' }]))).toBe(
      'Insert formula: Segments is missing. Use an integer segment count 1–24.',
    );
    expect(addon.sheet.writes).toEqual([]);
  });
});

describe('the options of the server functions', () => {
  test.each([null, undefined])('%p means every default', (options) => {
    const formula = addonAt('A1');
    expect(formula.run('insertFormula', [3, options])).toBe('Inserted =BLADES_BANDS(3) at A1:D1.');
    const table = addonAt('A1');
    expect(table.run('insertOddsTable', [options])).toBe('Inserted the 0–6 dice table (live formulas) at A1:E8.');
  });

  const ROLL = 'Pass an object with any of roll and segments, or nothing.';
  const TABLE = 'Pass an object with any of roll, segments, from, to and mode, or nothing.';
  test.each<[string, unknown[], string]>([
    ['insertFormula', [3, 'clock'], `Insert formula: the options are "clock", not an object. ${ROLL}`],
    ['insertFormula', [3, 8], `Insert formula: the options are 8, not an object. ${ROLL}`],
    ['insertFormula', [3, true], `Insert formula: the options are TRUE, not an object. ${ROLL}`],
    ['insertFormula', [3, [['clock']]], `Insert formula: the options are a range, not an object. ${ROLL}`],
    ['insertFormula', [3, { rol: 'clock' }], 'Insert formula: the options hold "rol", which is not an option. Use roll and segments.'],
    ['insertFormula', [3, { roll: 'clock', segments: 8, mode: 'values' }], 'Insert formula: the options hold "mode", which is not an option. Use roll and segments.'],
    ['insertFormula', [3, { roll: 5 }], 'Insert formula: the roll type is "action", "resistance", "vice" or "clock", not 5.'],
    ['insertFormula', [3, { roll: 'Clock' }], 'Insert formula: the roll type is "action", "resistance", "vice" or "clock", not "Clock".'],
    ['insertOddsTable', ['values'], `Insert table: the options are "values", not an object. ${TABLE}`],
    ['insertOddsTable', [0], `Insert table: the options are 0, not an object. ${TABLE}`],
    ['insertOddsTable', [{ form: 2 }], 'Insert table: the options hold "form", which is not an option. Use roll, segments, from, to and mode.'],
    ['insertOddsTable', [{ mode: 5 }], 'Insert table: the table is written as "formulas" or "values", not 5.'],
    ['insertOddsTable', [{ mode: 'Values' }], 'Insert table: the table is written as "formulas" or "values", not "Values".'],
    ['insertOddsTable', [{ roll: {} }], 'Insert table: the roll type is "action", "resistance", "vice" or "clock", not an object.'],
  ])('%s(%p): refused, naming what is allowed; nothing written', (fn, args, message) => {
    const addon = addonAt('A1');
    expect(errorOf(() => addon.run(fn, args))).toBe(message);
    expect(addon.sheet.writes).toEqual([]);
  });
});
