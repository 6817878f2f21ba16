import { BANDS } from '../../src/blades/action';
import { builtAddon, builtFile } from '../support/addon';
import { errorOf, expectedBands } from '../support/apps-script';

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
  test('live formulas at B2: every cell of B2:F9, formats, one batched write', () => {
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
    expect(writesOf(addon, ...VALUE_WRITES)).toEqual([{ method: 'setValues', range: 'B2:F9' }]);
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

describe('insertFormula (the sidebar’s Insert formula)', () => {
  test('=BLADES_BANDS(n) in the active cell, spilling into three percent cells', () => {
    const addon = addonAt('C3');
    expect(addon.run('insertFormula', [3])).toBe('Inserted =BLADES_BANDS(3) at C3:F3.');
    expect(addon.sheet.getRange('C3:F3').getFormulas()).toEqual([['=BLADES_BANDS(3)', '', '', '']]);
    expect(addon.sheet.getRange('C3:F3').getValues()).toEqual([expectedBands(3)]);
    expect(addon.sheet.getRange('C3:F3').getNumberFormats()).toEqual([['0.0%', '0.0%', '0.0%', '0.0%']]);
    expect(writesOf(addon, ...VALUE_WRITES)).toEqual([{ method: 'setValues', range: 'C3:F3' }]);
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
});

