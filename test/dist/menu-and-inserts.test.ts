import { BANDS, actionBands } from '../../src/blades/action';
import { fullByOdds } from '../../src/blades/clock';
import { resistanceOdds, viceOdds } from '../../src/blades/stress';
import { traumaChance } from '../../src/blades/stress-risk';
import { Fraction } from '../../src/dice/fraction';
import { percentText } from '../../src/sidebar/format';
import { builtAddon, builtFile } from '../support/addon';
import { errorOf, expectedBands } from '../support/apps-script';
import { PERCENT_FORMAT } from '../../src/sheets/percent-format';
import { fractionOf } from '../support/enumerate';
import { poolFunctions } from '../support/pool-functions';
import { NO_SUCH_ROLL, rollTypeRefusal } from '../support/roll-types';
import { ROLL_KEYS_TEXT, TABLE_KEYS_TEXT } from '../support/option-keys';

/**
 * The menu and the sheet-writing server functions of the built Code.js,
 * called by name as google.script.run and the menu call them, against an
 * in-memory sheet with Apps Script's Range conventions.
 */

const HEADER = ['Dice', ...BANDS];
const pools = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
/** The title row above a table `width` odds wide: its text in the first cell, the rest empty. */
const title = (text: string, width = 4) => [text, ...new Array(width).fill('')];

/** One pool's exact odds for a roll type's function, from the engine. */
const EXACT: Record<string, (dice: number, segments: number) => readonly Fraction[]> = {
  BLADES_BANDS: (n) => actionBands(n),
  BLADES_RESIST: (n) => resistanceOdds(n),
  BLADES_VICE: (n) => viceOdds(n),
  BLADES_CLOCK: (n, segments) => fullByOdds(n, segments),
};
/** What the sidebar shows for each cell of a pool's row: the sheet's formats must show the same. */
const sidebarRow = (fn: string, dice: number, segments = 6) => EXACT[fn](dice, segments).map(percentText);

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
  test('onOpen adds one menu, Extensions › Blades Odds, whose items call top-level functions of Code.js', () => {
    const addon = builtAddon();
    addon.run('onOpen', [{ authMode: 'LIMITED' }]);
    expect(addon.events).toEqual([
      {
        kind: 'menu',
        title: 'Extensions › Blades Odds',
        items: [
          { caption: 'Quick lookup', handler: 'showSidebar' },
          { caption: 'Insert odds table', handler: 'insertDefaultOddsTable' },
          { caption: 'Insert crew sheet', handler: 'insertDefaultCrewSheet' },
          { caption: 'Check this add-on', handler: 'checkThisAddon' },
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
    expect(addon.sheet.getRange('A1:E9').getValues()).toEqual([
      title('Action roll, 0–6 dice (live formulas)'),
      HEADER,
      ...pools(0, 6).map((n) => [n, ...expectedBands(n)]),
    ]);
    expect(addon.events).toEqual([{ kind: 'toast', title: 'Blades Odds', text: 'Inserted the 0–6 dice table (live formulas) at A1:E9.' }]);
    expect(addon.sheet.getCharts()).toEqual([]);
  });

  test('Insert odds table over data: nothing written, an alert names the range and the cell', () => {
    const addon = addonAt('A1');
    addon.sheet.enter(9, 5, 'notes');
    const before = addon.sheet.snapshot();
    addon.run('insertDefaultOddsTable');
    expect(addon.sheet.snapshot()).toEqual(before);
    expect(addon.events).toEqual([
      {
        kind: 'alert',
        title: 'Blades Odds',
        text: 'Nothing was inserted: the 0–6 dice table (live formulas) needs A1:E9, and E9 is not empty. Clear A1:E9 or choose another cell.',
      },
    ]);
  });
});

describe('insertOddsTable (the sidebar’s Insert table)', () => {
  test('live formulas at B2: every cell of B2:F10, formats, only cells with content written', () => {
    const addon = addonAt('B2');
    const message = addon.run('insertOddsTable', [{ from: 0, to: 6, mode: 'formulas' }]);
    expect(message).toBe('Inserted the 0–6 dice table (live formulas) at B2:F10.');
    const table = addon.sheet.getRange('B2:F10');
    expect(table.getValues()).toEqual([
      title('Action roll, 0–6 dice (live formulas)'),
      HEADER,
      ...pools(0, 6).map((n) => [n, ...expectedBands(n)]),
    ]);
    // One formula over the pool column, in the first pool's row: one execution for the table; C5:C10 and D:F hold its spill.
    expect(table.getFormulas()).toEqual([
      ['', '', '', '', ''],
      ['', '', '', '', ''],
      ['', '=BLADES_BANDS(B4:B10)', '', '', ''],
      ...pools(1, 6).map(() => ['', '', '', '', '']),
    ]);
    expect(addon.sheet.getRange('B2:F4').getNumberFormats().slice(0, 2)).toEqual([
      new Array(5).fill('General'),
      new Array(5).fill('General'),
    ]);
    expect(addon.sheet.getRange('B4:B10').getNumberFormats().flat()).toEqual(new Array(7).fill('General'));
    expect(table.getFontWeights()).toEqual([
      new Array(5).fill('bold'),
      new Array(5).fill('bold'),
      ...pools(0, 6).map(() => ['normal', 'normal', 'normal', 'normal', 'normal']),
    ]);
    // Every odds cell reads as the sidebar reads the exact odds: a critical on 0 or 1 die is impossible, 0.0%.
    expect(addon.sheet.getRange('C4:F10').getDisplayValues()).toEqual(pools(0, 6).map((n) => sidebarRow('BLADES_BANDS', n)));
    expect(table.getDisplayValues()[5]).toEqual(['3', '12.5%', '45.4%', '34.7%', '7.4%']);
    expect(addon.sheet.getRange('F4:F5').getDisplayValues()).toEqual([['0.0%'], ['0.0%']]);
    // Only cells with content are written: the pool column under the title, the formula under its heading, then the rest
    // of the header; never the empty title cells C2:F2 nor the spill cells C5:F10 and D4:F4.
    expect(writesOf(addon, ...VALUE_WRITES)).toEqual([
      { method: 'setValues', range: 'B2:B10' },
      { method: 'setValues', range: 'C3:C4' },
      { method: 'setValues', range: 'D3:F3' },
    ]);
    expect(writesOf(addon, 'setNumberFormat', 'setNumberFormats')).toEqual([{ method: 'setNumberFormats', range: 'C4:F10' }]);
    // Nothing outside the table (the title's row holds its text in B2 alone), and no chart unasked.
    expect(addon.sheet.snapshot().cells.map((c) => c.a1).sort()).toEqual(
      ['B2', 'C2', 'D2', 'E2', 'F2', ...pools(3, 10).flatMap((row) => ['B', 'C', 'D', 'E', 'F'].map((col) => `${col}${row}`))].sort(),
    );
    expect(addon.sheet.getCharts()).toEqual([]);
  });

  test('the live table follows its pool cells', () => {
    const addon = addonAt('A1');
    addon.run('insertOddsTable', [{}]);
    addon.sheet.enter(5, 1, '12');
    expect(addon.sheet.getRange('B5:E5').getValues()).toEqual([expectedBands(12)]);
  });

  test('a bad pool typed into a live table: its row shows why, every other row keeps its odds; fixing it brings them back', () => {
    const addon = addonAt('B2');
    addon.run('insertOddsTable', [{ roll: 'resistance', stress: 6, track: 9 }]);
    addon.sheet.enter(7, 2, '25');
    const values = addon.sheet.getRange('B4:J10').getValues();
    const resist = engineRow('BLADES_RESIST');
    const trauma = (n: number) => [traumaChance(n, 6, 9).toNumber()];
    const message = (fn: string) => `${fn}: dice 25 in row 4 of the range is above 20. Use an integer dice count 0–20.`;
    expect(values[3]).toEqual([25, message('BLADES_RESIST'), '', '', '', '', '', '', message('BLADES_TRAUMA')]);
    for (const n of [0, 1, 2, 4, 5, 6]) expect(values[n]).toEqual([n, ...resist(n), ...trauma(n)]);
    addon.sheet.enter(7, 2, '3');
    expect(addon.sheet.getRange('B7:J7').getValues()).toEqual([[3, ...resist(3), ...trauma(3)]]);
  });

  test('values: the numbers themselves, no formulas', () => {
    const addon = addonAt('D10');
    expect(addon.run('insertOddsTable', [{ from: '18', to: 20, mode: 'values' }])).toBe('Inserted the 18–20 dice table (values) at D10:H14.');
    const table = addon.sheet.getRange('D10:H14');
    expect(table.getValues()).toEqual([
      title('Action roll, 18–20 dice (values)'),
      HEADER,
      ...pools(18, 20).map((n) => [n, ...expectedBands(n)]),
    ]);
    expect(table.getFormulas().flat().every((f) => f === '')).toBe(true);
    expect(addon.sheet.getRange('E12:H14').getDisplayValues()).toEqual(pools(18, 20).map((n) => sidebarRow('BLADES_BANDS', n)));
    // The pool column under the title, then the header and figures: never the empty title cells E10:H10.
    expect(writesOf(addon, ...VALUE_WRITES)).toEqual([
      { method: 'setValues', range: 'D10:D14' },
      { method: 'setValues', range: 'E11:H14' },
    ]);
  });

  test('a single pool: header and one row', () => {
    const addon = addonAt('A1');
    addon.run('insertOddsTable', [{ from: 4, to: 4 }]);
    expect(addon.sheet.getRange('A1:E3').getValues()).toEqual([title('Action roll, 4 dice (live formulas)'), HEADER, [4, ...expectedBands(4)]]);
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
        'Nothing was inserted: the 0–6 dice table (live formulas) needs B2:F10, and E5 is not empty. Clear B2:F10 or choose another cell.',
      );
    });

    test('a formula that shows nothing', () => {
      expect(tryInsert((a) => a.sheet.enter(10, 2, '=""&""'))).toMatch(/needs B2:F10, and B10 is not empty/);
    });

    test('cells filled by another formula’s spill: named by the formula, whose result they are', () => {
      // A4's row spills into B4:D4: values without formulas of their own, which clearing would not remove.
      expect(tryInsert((a) => a.sheet.enter(4, 1, '=BLADES_BANDS(1)'))).toMatch(
        /needs B2:F10, and =BLADES_BANDS\(1\) in A4 spills into B4, C4 and D4: cells of its result/,
      );
    });

    test('many cells: the first three and a count', () => {
      expect(
        tryInsert((a) => {
          for (const row of [2, 3, 4, 5, 6]) a.sheet.enter(row, 6, 'note');
        }),
      ).toMatch(/needs B2:F10, and F2, F3, F4 and 2 more cells are not empty/);
    });

    test('past the edge of the sheet', () => {
      const addon = addonAt('C1', { rows: 5, columns: 6 });
      expect(errorOf(() => addon.run('insertOddsTable', [{}]))).toBe(
        "Nothing was inserted: the 0–6 dice table (live formulas) needs C1:G9, past the sheet's last cell F5. " +
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
  const byRoll = (k: number) => Array.from({ length: k }, (_, i) => `By roll ${i + 1}`);
  const cases = [
    {
      options: { roll: 'resistance' },
      fn: 'BLADES_RESIST',
      args: '',
      header: ['Cost −1 (crit)', 'Cost 0', 'Cost 1', 'Cost 2', 'Cost 3', 'Cost 4', 'Cost 5'],
      title: 'Resistance roll',
      what: 'resistance table',
    },
    {
      options: { roll: 'vice' },
      fn: 'BLADES_VICE',
      args: '',
      header: ['Clear 1', 'Clear 2', 'Clear 3', 'Clear 4', 'Clear 5', 'Clear 6'],
      title: 'Indulging a vice',
      what: 'vice table',
    },
    {
      options: { roll: 'clock', segments: 4 },
      fn: 'BLADES_CLOCK',
      args: '; 4',
      header: byRoll(4),
      title: 'Clock of 4 segments',
      what: 'clock table (4 segments,',
    },
    {
      options: { roll: 'clock', segments: 10 },
      fn: 'BLADES_CLOCK',
      args: '; 10',
      header: byRoll(10),
      title: 'Clock of 10 segments',
      what: 'clock table (10 segments,',
    },
  ];
  const named = cases.map((c) => [c.what.replace(/ \(|,/g, ' ').trim(), c] as const);

  test.each(named)('%s as live formulas at B2, pools 0–6', (_, c) => {
    const addon = addonAt('B2');
    const width = c.header.length;
    const columns = lettersFrom('B', width + 1);
    const target = `B2:${columns[width]}10`;
    const message = addon.run('insertOddsTable', [{ ...c.options, from: 0, to: 6, mode: 'formulas' }]);
    const what = c.what.endsWith(',') ? `${c.what} live formulas)` : `${c.what} (live formulas)`;
    expect(message).toBe(`Inserted the 0–6 dice ${what} at ${target}.`);
    const table = addon.sheet.getRange(target);
    const row = engineRow(c.fn, c.options.segments);
    // The values Sheets shows: the title, the header, then each pool's row as the live formula computes it.
    expect(table.getValues()).toEqual([
      title(`${c.title}, 0–6 dice (live formulas)`, width),
      ['Dice', ...c.header],
      ...pools(0, 6).map((n) => [n, ...row(n)]),
    ]);
    expect(table.getFormulas()).toEqual([
      new Array(width + 1).fill(''),
      new Array(width + 1).fill(''),
      ['', `=${c.fn}(B4:B10${c.args})`, ...new Array(width - 1).fill('')],
      ...pools(1, 6).map(() => new Array(width + 1).fill('')),
    ]);
    expect(table.getNumberFormats().flatMap((r, i) => (i < 2 ? r : [r[0]]))).toEqual(new Array(2 * (width + 1) + 7).fill('General'));
    expect(addon.sheet.getRange(`C4:${columns[width]}10`).getDisplayValues()).toEqual(
      pools(0, 6).map((n) => sidebarRow(c.fn, n, c.options.segments)),
    );
    expect(table.getFontWeights()).toEqual([
      new Array(width + 1).fill('bold'),
      new Array(width + 1).fill('bold'),
      ...pools(0, 6).map(() => new Array(width + 1).fill('normal')),
    ]);
    expect(writesOf(addon, ...VALUE_WRITES)).toEqual([
      { method: 'setValues', range: 'B2:B10' },
      { method: 'setValues', range: 'C3:C4' },
      { method: 'setValues', range: `D3:${columns[width]}3` },
    ]);
    expect(addon.sheet.snapshot().cells.map((cell) => cell.a1).sort()).toEqual(
      pools(2, 10)
        .flatMap((r) => columns.map((col) => `${col}${r}`))
        .sort(),
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
      const target = `${at}:${last}${r + 2}`;
      addon.run('insertOddsTable', [{ ...c.options, from: n, to: n, mode: 'values' }]);
      expect(addon.sheet.getRange(target).getValues()).toEqual([title(`${c.title}, ${n} dice (values)`, width), ['Dice', ...c.header], [n, ...row(n)]]);
      expect(addon.sheet.getRange(target).getFormulas().flat().every((f) => f === '')).toBe(true);
      expect(addon.sheet.getRange(`B${r + 2}:${last}${r + 2}`).getDisplayValues()).toEqual([sidebarRow(c.fn, n, c.options.segments)]);
      expect(writesOf(addon, ...VALUE_WRITES)).toEqual([
        { method: 'setValues', range: `A${r}:A${r + 2}` },
        { method: 'setValues', range: `B${r + 1}:${last}${r + 2}` },
      ]);
    }
  });

  test('a live clock row follows its pool cell', () => {
    const addon = addonAt('A1');
    addon.run('insertOddsTable', [{ roll: 'clock', segments: 10 }]);
    addon.sheet.enter(4, 1, '12');
    expect(addon.sheet.getRange('B4:K4').getValues()).toEqual([engineRow('BLADES_CLOCK', 10)(12)]);
  });

  test('a clock table over a filled cell: nothing written, the message names the range and the cell', () => {
    const addon = addonAt('B2');
    addon.sheet.enter(10, 11, 'note');
    const before = addon.sheet.snapshot();
    const writesBefore = addon.sheet.writes.length;
    expect(errorOf(() => addon.run('insertOddsTable', [{ roll: 'clock', segments: 10 }]))).toBe(
      'Nothing was inserted: the 0–6 dice clock table (10 segments, live formulas) needs B2:L10, and K10 is not empty. ' +
        'Clear B2:L10 or choose another cell.',
    );
    expect(addon.sheet.snapshot()).toEqual(before);
    expect(addon.sheet.writes.length).toBe(writesBefore);
  });

  test('a 24-segment clock past the sheet’s last column is refused, naming both', () => {
    const addon = addonAt('B2', { columns: 20 });
    expect(errorOf(() => addon.run('insertOddsTable', [{ roll: 'clock', segments: 24, from: 1, to: 2 }]))).toBe(
      "Nothing was inserted: the 1–2 dice clock table (24 segments, live formulas) needs B2:Z5, past the sheet's last cell T1000. " +
        'Choose a cell higher up or further left, or add rows or columns.',
    );
    expect(addon.sheet.writes).toEqual([]);
  });

  test.each([
    [{ roll: NO_SUCH_ROLL }, rollTypeRefusal('Insert table', `"${NO_SUCH_ROLL}"`)],
    [{ roll: 'clock' }, 'Insert table: Segments is missing. Use an integer segment count 1–24.'],
    [{ roll: 'clock', segments: 25 }, 'Insert table: Segments 25 is above 24. Use an integer segment count 1–24.'],
    [{ roll: 'clock', segments: '1.5' }, 'Insert table: Segments "1.5" is not a whole number. Use an integer segment count 1–24.'],
  ])('bad roll options %j: a readable error, nothing written', (options, message) => {
    const addon = addonAt('A1');
    expect(errorOf(() => addon.run('insertOddsTable', [options]))).toBe(message);
    expect(addon.sheet.writes).toEqual([]);
  });
});

describe('the number formats tell near-certain from certain', () => {
  test('a 24-segment clock on 20 dice: 0.0% for the impossible, >99.9% for roll 23 (its double is 1), 100.0% for roll 24', () => {
    const addon = addonAt('A1', { columns: 30 });
    addon.run('insertOddsTable', [{ roll: 'clock', segments: 24, from: 20, to: 20, mode: 'values' }]);
    const shown = addon.sheet.getRange('B3:Y3').getDisplayValues()[0];
    expect(shown).toEqual(sidebarRow('BLADES_CLOCK', 20, 24));
    expect(addon.sheet.getRange('X3').getValues()).toEqual([[1]]);
    expect([shown[0], shown[3], shown[22], shown[23]]).toEqual(['0.0%', '0.0%', '>99.9%', '100.0%']);
  });

  test('a 24-segment clock on 1 die: a possible fill that rounds to 0.0% shows <0.1%', () => {
    const addon = addonAt('A1', { columns: 30 });
    addon.run('insertOddsTable', [{ roll: 'clock', segments: 24, from: 1, to: 1 }]);
    const shown = addon.sheet.getRange('B3:Y3').getDisplayValues()[0];
    expect(shown).toEqual(sidebarRow('BLADES_CLOCK', 1, 24));
    expect(shown).toContain('<0.1%');
  });
});

describe('Add a chart', () => {
  const ACTION_CHART = {
    type: 'BAR',
    ranges: ['B3:B10', 'C3:F10'],
    options: {
      title: 'Action roll, 0–6 dice',
      isStacked: true,
      colors: ['#c5221f', '#e37400', '#0d7a40', '#1a73e8'],
      'hAxis.format': 'percent',
      width: 600,
      height: 371,
    },
    position: { row: 2, column: 7, offsetX: 0, offsetY: 0 },
  };

  test('the table at B2:F10 and a stacked bar chart of its pools, anchored at G2 to its right', () => {
    const addon = addonAt('B2');
    expect(addon.run('insertOddsTable', [{ chart: true }])).toBe(
      'Inserted the 0–6 dice table (live formulas) at B2:F10, with a chart beside it at G2.',
    );
    const charts = addon.sheet.getCharts();
    expect(charts.map((c) => c.describe())).toEqual([ACTION_CHART]);
    // Read from the table's own cells: the pools, then the bands with their header.
    expect(charts[0].getRanges().map((r) => r.getValues())).toEqual([
      [['Dice'], ...pools(0, 6).map((n) => [n])],
      [BANDS, ...pools(0, 6).map(expectedBands)],
    ]);
  });

  test('a clock’s chart: a line per pool, its rows read as the series, each pool named and in its own colour', () => {
    const addon = addonAt('A1');
    addon.run('insertOddsTable', [{ roll: 'clock', segments: 4, from: 1, to: 3, mode: 'values', chart: true }]);
    const [embedded] = addon.sheet.getCharts();
    const chart = embedded.describe();
    expect(chart.type).toBe('LINE');
    expect(chart.ranges).toEqual(['A2:A5', 'B2:E5']);
    // Transposed, with one header: the pools are the series' names, the header row ("By roll 1" …) the rolls across.
    expect(chart.transposed).toBe(true);
    expect(chart.numHeaders).toBe(1);
    expect(chart.options.title).toBe('Clock of 4 segments, 1–3 dice');
    expect(chart.options.colors).toEqual(['#8d002f', '#7d3154', '#733e84']);
    expect(chart.options.series).toEqual({ 0: { labelInLegend: '1 die' }, 1: { labelInLegend: '2 dice' }, 2: { labelInLegend: '3 dice' } });
    expect(chart.options['vAxis.format']).toBe('percent');
    expect([chart.options['vAxis.viewWindow.min'], chart.options['vAxis.viewWindow.max']]).toEqual([0, 1]);
    expect(chart.position).toEqual({ row: 1, column: 6, offsetX: 0, offsetY: 0 });
    // Read from the table's cells: its pools and its header row.
    const [pools, odds] = embedded.getRanges().map((r) => r.getValues());
    expect(pools).toEqual([['Dice'], [1], [2], [3]]);
    expect(odds[0]).toEqual(['By roll 1', 'By roll 2', 'By roll 3', 'By roll 4']);
  });

  test('a refused insert inserts no chart', () => {
    const addon = addonAt('B2');
    addon.sheet.enter(5, 5, 'x');
    expect(errorOf(() => addon.run('insertOddsTable', [{ chart: true }]))).toMatch(/needs B2:F10, and E5 is not empty/);
    expect(addon.sheet.getCharts()).toEqual([]);
  });

  test('no column for the chart, beside the table or below it: nothing inserted, the message says so', () => {
    const addon = addonAt('B2', { columns: 6 });
    const before = addon.sheet.snapshot();
    expect(errorOf(() => addon.run('insertOddsTable', [{ chart: true }]))).toBe(
      'Nothing was inserted: the chart of the 0–6 dice table (live formulas) has no free place. ' +
        "Beside B2:F10 it would run past the sheet's last column F from G2; below it, it would run past the sheet's last column F from B11. " +
        'Make room, choose another cell, or untick Add a chart.',
    );
    expect(addon.sheet.snapshot()).toEqual(before);
    expect(addon.sheet.writes).toEqual([]);
  });

  test.each([
    ['yes', '"yes"'],
    [1, '1'],
    [{}, 'an object'],
    ['true '.repeat(10), '"true true true true true true …" (50 characters)'],
  ])('chart: %j is refused, nothing written', (chart, shown) => {
    const addon = addonAt('A1');
    expect(errorOf(() => addon.run('insertOddsTable', [{ chart }]))).toBe(`Insert table: Add a chart is true or false, not ${shown}.`);
    expect(addon.sheet.writes).toEqual([]);
    expect(addon.sheet.getCharts()).toEqual([]);
  });
});

describe('insertFormula (the sidebar’s Insert formula)', () => {
  test('=BLADES_BANDS(n) in the active cell, spilling into three percent cells', () => {
    const addon = addonAt('C3');
    expect(addon.run('insertFormula', [3])).toBe('Inserted =BLADES_BANDS(3) at C3:F3.');
    expect(addon.sheet.getRange('C3:F3').getFormulas()).toEqual([['=BLADES_BANDS(3)', '', '', '']]);
    expect(addon.sheet.getRange('C3:F3').getValues()).toEqual([expectedBands(3)]);
    expect(addon.sheet.getRange('C3:F3').getDisplayValues()).toEqual([sidebarRow('BLADES_BANDS', 3)]);
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
    // The message names it as the sidebar shows it, with commas; the cell holds semicolons.
    expect(addon.run('insertFormula', [3, options])).toBe(`Inserted ${formula.split('; ').join(', ')} at ${target}.`);
    const range = addon.sheet.getRange(target);
    const width = range.getNumColumns();
    expect(range.getFormulas()).toEqual([[formula, ...new Array(width - 1).fill('')]]);
    expect(range.getValues()).toEqual([engineRow(fn, options.segments)(3)]);
    expect(range.getDisplayValues()).toEqual([sidebarRow(fn, 3, options.segments)]);
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
    expect(table.run('insertOddsTable', [options])).toBe('Inserted the 0–6 dice table (live formulas) at A1:E9.');
  });

  test('every option the sidebar sends is known: stress, track, coin, pools, synchronized, effect and rolls are read, not refused', () => {
    const vice = addonAt('A1');
    expect(vice.run('insertFormula', [2, { roll: 'vice', stress: 3 }])).toBe('Inserted =BLADES_VICE(2) at A1:F1.');
    const clock = addonAt('A1');
    expect(clock.run('insertOddsTable', [{ roll: 'clock', segments: 4, coin: 1, from: 1, to: 1, chart: false }])).toBe(
      'Inserted the 1–1 dice clock table (4 segments, 1 coin a roll, live formulas) at A1:E3.',
    );
    const resist = addonAt('A1');
    expect(resist.run('insertOddsTable', [{ roll: 'resistance', stress: 6, track: 9, from: 2, to: 2, mode: 'values' }])).toBe(
      'Inserted the 2–2 dice resistance table (6 of 9 stress marked, values) at A1:I3.',
    );
    const group = addonAt('A1');
    expect(group.run('insertFormula', [2, { roll: 'group', pools: [1, 1], synchronized: false }])).toBe(
      'Inserted =BLADES_GROUP(A2:A3) and its 2 pools at A1:E3.',
    );
  });

  test('50,000 characters in a group’s pools: quoted by their first 30 characters, as a list or as text', () => {
    const long = ''.padEnd(50_000, 'x');
    const advice = 'Send Pools as a list of 1–12 dice counts, 0–20 each, e.g. [2, 1, 0].';
    const addon = addonAt('A1');
    expect(errorOf(() => addon.run('insertOddsTable', [{ roll: 'group', pools: [[1], long] }]))).toBe(
      `Insert table: Pools [[1],"${'x'.repeat(24)}… (a list of 2) is not a list of dice counts. ${advice}`,
    );
    expect(errorOf(() => addon.run('insertOddsTable', [{ roll: 'group', pools: long }]))).toBe(
      `Insert table: Pools "${'x'.repeat(30)}…" (50,000 characters) is not a list. ${advice}`,
    );
    expect(errorOf(() => addon.run('insertOddsTable', [{ roll: 'group', pools: [2, long] }]))).toBe(
      `Insert table: pools "${'x'.repeat(30)}…" (50,000 characters) for participant 2 is text, not a number. Use an integer dice count 0–20.`,
    );
    expect(addon.sheet.writes).toEqual([]);
  });

  const ROLL = `Pass an object with any of ${ROLL_KEYS_TEXT}, or nothing.`;
  const TABLE = `Pass an object with any of ${TABLE_KEYS_TEXT}, or nothing.`;
  test.each<[string, unknown[], string]>([
    ['insertFormula', [3, 'clock'], `Insert formula: the options are "clock", not an object. ${ROLL}`],
    ['insertFormula', [3, 8], `Insert formula: the options are 8, not an object. ${ROLL}`],
    ['insertFormula', [3, true], `Insert formula: the options are TRUE, not an object. ${ROLL}`],
    ['insertFormula', [3, [['clock']]], `Insert formula: the options are a range, not an object. ${ROLL}`],
    ['insertFormula', [3, { rol: 'clock' }], `Insert formula: the options hold "rol", which is not an option. Use ${ROLL_KEYS_TEXT}.`],
    ['insertFormula', [3, { roll: 'clock', segments: 8, mode: 'values' }], `Insert formula: the options hold "mode", which is not an option. Use ${ROLL_KEYS_TEXT}.`],
    ['insertFormula', [3, { roll: 5 }], rollTypeRefusal('Insert formula', '5')],
    ['insertFormula', [3, { roll: 'Clock' }], rollTypeRefusal('Insert formula', '"Clock"')],
    ['insertOddsTable', ['values'], `Insert table: the options are "values", not an object. ${TABLE}`],
    ['insertOddsTable', [0], `Insert table: the options are 0, not an object. ${TABLE}`],
    ['insertOddsTable', [{ form: 2 }], `Insert table: the options hold "form", which is not an option. Use ${TABLE_KEYS_TEXT}.`],
    ['insertOddsTable', [{ charts: true }], `Insert table: the options hold "charts", which is not an option. Use ${TABLE_KEYS_TEXT}.`],
    ['insertFormula', [3, { roll: 'group', pool: [2, 1] }], `Insert formula: the options hold "pool", which is not an option. Use ${ROLL_KEYS_TEXT}.`],
    ['insertFormula', [3, { chart: true }], `Insert formula: the options hold "chart", which is not an option. Use ${ROLL_KEYS_TEXT}.`],
    ['insertOddsTable', [{ mode: 5 }], 'Insert table: the table is written as "formulas" or "values", not 5.'],
    ['insertOddsTable', [{ mode: 'Values' }], 'Insert table: the table is written as "formulas" or "values", not "Values".'],
    ['insertOddsTable', [{ roll: {} }], rollTypeRefusal('Insert table', 'an object')],
  ])('%s(%p): refused, naming what is allowed; nothing written', (fn, args, message) => {
    const addon = addonAt('A1');
    expect(errorOf(() => addon.run(fn, args))).toBe(message);
    expect(addon.sheet.writes).toEqual([]);
  });
});

/** "13/32" → the double a cell holds for it. */
const cellOf = (s: string) => fractionOf(s).toNumber();

describe('the group, risk and coin inserts: a group’s pools and formulas, stress marked, coin', () => {
  // docs/rules.md#group-action: pools 2, 1, 0.
  const BANDS_210 = ['3/32', '1823/3888', '3185/7776', '1/36'].map(cellOf);
  const SYNCED_210 = ['3/32', '1823/3888', '1375/3888', '217/2592'].map(cellOf);
  const STRESS_210 = ['3/32', '13/32', '13/32', '3/32'].map(cellOf);

  test('Insert table for a group at B2: the pools, BLADES_GROUP beside them, the leader’s stress below, only cells with content written', () => {
    const addon = addonAt('B2');
    expect(addon.run('insertOddsTable', [{ roll: 'group', pools: [2, 1, 0], synchronized: false, mode: 'formulas' }])).toBe(
      'Inserted the group table of 3 (2, 1, 0 dice; live formulas) at B2:F8.',
    );
    const block = addon.sheet.getRange('B2:F8');
    expect(block.getFormulas()).toEqual([
      ['', '', '', '', ''],
      ['', '', '', '', ''],
      ['', '=BLADES_GROUP(B4:B6)', '', '', ''],
      ['', '', '', '', ''],
      ['', '', '', '', ''],
      ['', '', '', '', ''],
      ['', '=BLADES_GROUP_STRESS(B4:B6)', '', '', ''],
    ]);
    expect(block.getValues()).toEqual([
      ['Group action, pools 2, 1, 0 (live formulas)', '', '', '', ''],
      ['Pools', 'Bad', 'Partial', 'Clean', 'Critical'],
      [2, ...BANDS_210],
      [1, '', '', '', ''],
      [0, '', '', '', ''],
      ['Leader stress', 0, 1, 2, 3],
      ['', ...STRESS_210],
    ]);
    expect(addon.sheet.getRange('C4:F4').getNumberFormats()).toEqual([new Array(4).fill(PERCENT_FORMAT)]);
    expect(addon.sheet.getRange('C8:F8').getNumberFormats()).toEqual([new Array(4).fill(PERCENT_FORMAT)]);
    expect(addon.sheet.getRange('C7:F7').getNumberFormats()).toEqual([new Array(4).fill('General')]);
    expect(addon.sheet.getRange('B2:F3').getFontWeights()).toEqual(new Array(2).fill(new Array(5).fill('bold')));
    expect(addon.sheet.getRange('B7:F7').getFontWeights()).toEqual([new Array(5).fill('bold')]);
    expect(addon.sheet.getRange('B4:F6').getFontWeights().flat().every((w) => w === 'normal')).toBe(true);
    // Only the cells with content: the pool column with the title and the stress header, the bands column's
    // two runs (header and formula, 0 and the stress formula), the two header rows' rest; no spill written.
    expect(writesOf(addon, ...VALUE_WRITES)).toEqual(
      ['B2:B7', 'C3:C4', 'C7:C8', 'D3:F3', 'D7:F7'].map((range) => ({ method: 'setValues', range })),
    );
  });

  test('the GM edits the pools in the sheet: the group’s row and the stress row follow', () => {
    const addon = addonAt('A1');
    addon.run('insertOddsTable', [{ roll: 'group', pools: [3, 3, 3], synchronized: true }]);
    addon.sheet.enter(3, 1, '2');
    addon.sheet.enter(4, 1, '1');
    addon.sheet.enter(5, 1, '0');
    expect(addon.sheet.getRange('B3:E3').getValues()).toEqual([SYNCED_210]);
    expect(addon.sheet.getRange('B7:E7').getValues()).toEqual([STRESS_210]);
  });

  test('Insert formula for a group: the pools under their header and =BLADES_GROUP(…; TRUE) beside them', () => {
    const addon = addonAt('C3');
    expect(addon.run('insertFormula', [2, { roll: 'group', pools: [2, 1, 0], synchronized: true }])).toBe(
      'Inserted =BLADES_GROUP(C4:C6, TRUE) and its 3 pools at C3:G6.',
    );
    expect(addon.sheet.getRange('C3:G4').getValues()).toEqual([
      ['Pools', 'Bad', 'Partial', 'Clean', 'Critical'],
      [2, ...SYNCED_210],
    ]);
    expect(addon.sheet.getRange('C5:C6').getValues()).toEqual([[1], [0]]);
  });

  test('a group over data, even where only the stress row’s spill would go: nothing written, the cell named', () => {
    const addon = addonAt('B2');
    addon.sheet.enter(8, 6, 'note');
    const before = addon.sheet.snapshot();
    expect(errorOf(() => addon.run('insertOddsTable', [{ roll: 'group', pools: [2, 1, 0] }]))).toBe(
      'Nothing was inserted: the group table of 3 (2, 1, 0 dice; live formulas) needs B2:F8, and F8 is not empty. ' +
        'Clear B2:F8 or choose another cell.',
    );
    expect(addon.sheet.snapshot()).toEqual(before);
    expect(writesOf(addon, ...VALUE_WRITES)).toEqual([]);
  });

  test('bad group options: a readable error, nothing written', () => {
    const addon = addonAt('A1');
    expect(errorOf(() => addon.run('insertOddsTable', [{ roll: 'group', pools: [2, 30] }]))).toBe(
      'Insert table: pools 30 for participant 2 is above 20. Use an integer dice count 0–20.',
    );
    expect(addon.sheet.writes).toEqual([]);
  });

  test('a resistance table with 6 of 9 marked: a live Trauma column; 2 dice risk 1/4', () => {
    const addon = addonAt('A1');
    addon.run('insertOddsTable', [{ roll: 'resistance', stress: 6, track: 9, from: 2, to: 2 }]);
    expect(addon.sheet.getRange('I2').getValues()).toEqual([['Trauma']]);
    expect(addon.sheet.getRange('I3').getFormulas()).toEqual([['=BLADES_TRAUMA(A3; 6; 9)']]);
    expect(addon.sheet.getRange('I3').getValues()).toEqual([[0.25]]);
    expect(addon.sheet.getRange('B3:I3').getNumberFormats()).toEqual([new Array(8).fill(PERCENT_FORMAT)]);
  });

  test('a clock formula with coin: =BLADES_CLOCK(1; 3; 1) is full on roll 1 half the time', () => {
    const addon = addonAt('A1');
    expect(addon.run('insertFormula', [1, { roll: 'clock', segments: 3, coin: 1 }])).toBe('Inserted =BLADES_CLOCK(1, 3, 1) at A1:C1.');
    expect(addon.sheet.getRange('A1:C1').getValues()).toEqual([[0.5, 1, 1]]);
  });
});
