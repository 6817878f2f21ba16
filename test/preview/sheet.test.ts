import { MemorySheet, formatNumber } from '../../preview/sheet';
import { atLeast } from '../../src/blades/action';
import { builtAddon } from '../support/addon';
import { expectedBands } from '../support/apps-script';

/**
 * The in-memory sheet the writer tests and the preview stand on: Apps
 * Script's Range conventions, and formulas shown the way Sheets shows them
 * (custom-function argument shapes, spill, #REF! and #ERROR!).
 */

const blank = ['', '', '', ''];

function sheetWith(entries: Record<string, string>, options?: { rows?: number; columns?: number }) {
  const { sheet } = builtAddon(options);
  for (const [a1, text] of Object.entries(entries)) {
    const r = sheet.getRange(a1);
    sheet.enter(r.getRow(), r.getColumn(), text);
  }
  return sheet;
}

describe('ranges, as Apps Script gives them', () => {
  const sheet = new MemorySheet({ rows: 10, columns: 6 });

  test('getRange by numbers and by A1 name the same block', () => {
    const a = sheet.getRange(2, 2, 8, 5);
    const b = sheet.getRange('B2:F9');
    expect([a.getRow(), a.getColumn(), a.getNumRows(), a.getNumColumns(), a.getA1Notation()]).toEqual([2, 2, 8, 5, 'B2:F9']);
    expect(b.getA1Notation()).toBe('B2:F9');
    expect(sheet.getRange('C4').getA1Notation()).toBe('C4');
  });

  test('a range past the sheet is refused as Apps Script refuses it', () => {
    expect(() => sheet.getRange(10, 6, 2, 1)).toThrow('The coordinates of the range are outside the dimensions of the sheet.');
  });

  test('setValues must match the range’s shape, and writes nothing otherwise', () => {
    const s = new MemorySheet();
    expect(() => s.getRange('A1:B2').setValues([[1, 2]])).toThrow(
      'The number of rows in the data does not match the number of rows in the range. The data has 1 but the range has 2.',
    );
    expect(() => s.getRange('A1:B2').setValues([[1, 2], [3]])).toThrow(
      'The number of columns in the data does not match the number of columns in the range. The data has 1 but the range has 2.',
    );
    expect(s.snapshot().cells).toEqual([]);
    expect(s.writes).toEqual([]);
  });

  test('empty cells read "", and typing is read as Sheets reads it', () => {
    const s = new MemorySheet();
    s.enter(1, 1, '3');
    s.enter(1, 2, ' true ');
    s.enter(1, 3, "'3");
    s.enter(1, 4, 'three');
    s.enter(1, 5, 'x');
    s.enter(1, 5, '');
    expect(s.getRange('A1:F1').getValues()).toEqual([[3, true, '3', 'three', '', '']]);
  });

  test('the active cell moves with the selection', () => {
    const s = new MemorySheet();
    expect(s.getActiveCell().getA1Notation()).toBe('A1');
    s.setActiveSelection('C5');
    expect(s.getActiveCell().getA1Notation()).toBe('C5');
    s.getRange('B2').activate();
    expect(s.getActiveRange().getA1Notation()).toBe('B2');
  });
});

describe('formulas, shown as Sheets shows them', () => {
  test('=BLADES_BANDS(3) spills right into three empty cells', () => {
    const sheet = sheetWith({ B2: '=BLADES_BANDS(3)' });
    expect(sheet.getRange('B2:E2').getValues()).toEqual([expectedBands(3)]);
    expect(sheet.getRange('B2:E2').getFormulas()).toEqual([['=BLADES_BANDS(3)', '', '', '']]);
    expect(sheet.cellView(2, 3).kind).toBe('spill');
  });

  test('a column range spills one row per cell; a blank cell gives a blank row', () => {
    const sheet = sheetWith({ A1: '1', A3: '4', B1: '=BLADES_BANDS(A1:A3)' });
    expect(sheet.getRange('B1:E3').getValues()).toEqual([expectedBands(1), blank, expectedBands(4)]);
  });

  test('a reference to a cell, arithmetic, and text holding a number', () => {
    const sheet = sheetWith({ A1: '2', B1: '=BLADES_BANDS(A1+1)', B2: '=blades_bands("5")', B3: '=BLADES_BANDS()' });
    expect(sheet.getRange('B1:E3').getValues()).toEqual([expectedBands(3), expectedBands(5), expectedBands(2)]);
  });

  test('every custom function of Code.js can be typed: a whole table spills right and down', () => {
    const sheet = sheetWith({ A1: '=BLADES_ODDS_TABLE(3, 2)', G1: '=BLADES_AT_LEAST(3, "Clean")' });
    expect(sheet.getRange('A1:E3').getValues()).toEqual([
      ['Dice', 'Bad', 'Partial', 'Clean', 'Critical'],
      [2, ...expectedBands(2)],
      [3, ...expectedBands(3)],
    ]);
    expect(sheet.getRange('G1').getValues()).toEqual([[atLeast(3, 'Clean').toNumber()]]);
  });

  test('";" separates arguments as "," does, as Sheets reads it in every locale', () => {
    const sheet = sheetWith({ A1: '=BLADES_CLOCK(2; 4)', A2: '=BLADES_CLOCK(2, 4)' });
    expect(sheet.getRange('A1:D1').getValues()).toEqual(sheet.getRange('A2:D2').getValues());
    expect(
      sheet
        .getRange('A1:D1')
        .getValues()[0]
        .every((v) => typeof v === 'number'),
    ).toBe(true);
  });

  test('a formula reading a later one settles on its value', () => {
    const sheet = sheetWith({ A1: '=BLADES_BANDS(A2)', A2: '=2*2' });
    expect(sheet.getRange('A1:D1').getValues()).toEqual([expectedBands(4)]);
  });

  test('a spill blocked by a value: #REF! naming the cell; clearing it lets the result spill', () => {
    const sheet = sheetWith({ A1: '=BLADES_BANDS(2)', C1: 'note' });
    expect(sheet.getRange('A1:D1').getValues()).toEqual([['#REF!', '', 'note', '']]);
    expect(sheet.cellView(1, 1)).toMatchObject({
      text: '#REF!',
      error: 'Array result was not expanded because it would overwrite data in C1.',
    });
    sheet.enter(1, 3, '');
    expect(sheet.getRange('A1:D1').getValues()).toEqual([expectedBands(2)]);
  });

  test('a written "" is content, as Sheets may keep it: a spill over it shows #REF!; clearing it lets the result spill', () => {
    const sheet = sheetWith({ A1: '=BLADES_BANDS(2)' });
    sheet.getRange('C1').setValues([['']]);
    expect(sheet.getRange('A1:D1').getValues()).toEqual([['#REF!', '', '', '']]);
    expect(sheet.cellView(1, 1).error).toBe('Array result was not expanded because it would overwrite data in C1.');
    sheet.getRange('C1').clearContent();
    expect(sheet.getRange('A1:D1').getValues()).toEqual([expectedBands(2)]);
    // Typing nothing into a cell clears it, as in Sheets.
    sheet.getRange('D1').setValue('');
    expect(sheet.cellView(1, 1).text).toBe('#REF!');
    sheet.enter(1, 4, '');
    expect(sheet.getRange('A1:D1').getValues()).toEqual([expectedBands(2)]);
  });

  test('a spill blocked by an earlier spill', () => {
    const sheet = sheetWith({ C1: '=BLADES_BANDS(H1:H2)', A2: '=BLADES_BANDS(H1:H2)', H1: '1', H2: '2' });
    expect(sheet.getRange('C1:F2').getValues()).toEqual([expectedBands(1), expectedBands(2)]);
    expect(sheet.cellView(2, 1).error).toBe('Array result was not expanded because it would overwrite data in C2.');
  });

  test('a spill past the sheet’s edge', () => {
    const sheet = sheetWith({ D1: '=BLADES_BANDS(2)' }, { rows: 5, columns: 6 });
    expect(sheet.cellView(1, 4).error).toBe('Result was not automatically expanded, please insert more columns (1).');
  });

  test('the function throws: #ERROR! with its message', () => {
    const sheet = sheetWith({ A1: '-3', B1: '=BLADES_BANDS(A1)' });
    expect(sheet.cellView(1, 2)).toMatchObject({
      text: '#ERROR!',
      error:
        'BLADES_BANDS: dice -3 is negative. Use an integer dice count 0–20. A negative pool rolls as zero dice: pass 0, e.g. MAX(0, A2-1).',
    });
    expect(sheet.getRange('B1').getValues()).toEqual([['#ERROR!']]);
  });

  test('an error in an argument is the result; the function is not called', () => {
    const sheet = sheetWith({ A1: '=1/0', B1: '=BLADES_BANDS(A1)' });
    expect(sheet.cellView(1, 2)).toMatchObject({ text: '#DIV/0!' });
  });

  test('unknown functions, parse errors and cycles are named', () => {
    const sheet = sheetWith({ A1: '=MAX(1,2)', A2: '=BLADES_BANDS(', A3: '=A3+1', A4: '=Code' });
    expect(sheet.cellView(1, 1)).toMatchObject({ text: '#NAME?' });
    expect(sheet.cellView(1, 1).error).toMatch(/^Unknown function: 'MAX'/);
    expect(sheet.cellView(2, 1)).toMatchObject({ text: '#ERROR!', error: 'Formula parse error: the formula ends too soon.' });
    expect(sheet.cellView(3, 1).error).toMatch(/^Circular dependency detected/);
    expect(sheet.cellView(4, 1).text).toBe('#ERROR!');
  });

  test('only top-level UPPER_CASE functions of Code.js are callable from a cell', () => {
    const sheet = sheetWith({ A1: '=ONOPEN()', A2: '=TOSTRING()' });
    expect(sheet.cellView(1, 1).text).toBe('#NAME?');
    expect(sheet.cellView(2, 1).text).toBe('#NAME?');
  });
});

describe('the argument shapes a custom function receives', () => {
  const received: unknown[][] = [];
  const sheet = new MemorySheet({
    customFunction: (name) => (name === 'SPY' ? (...args: unknown[]) => (received.push(args), 1) : undefined),
  });
  sheet.enter(1, 1, '7');
  sheet.enter(2, 2, 'text');

  test.each([
    ['=SPY(A1)', [7]],
    ['=SPY(C9)', ['']],
    [
      '=SPY(A1:B2)',
      [
        [
          [7, ''],
          ['', 'text'],
        ],
      ],
    ],
    ['=SPY(3, "x", TRUE)', [3, 'x', true]],
    ['=SPY()', []],
    ['=SPY(-A1)', [-7]],
  ])('%s', (formula, args) => {
    received.length = 0;
    sheet.enter(5, 5, formula);
    sheet.snapshot();
    expect(received[received.length - 1]).toEqual(args);
  });
});

test('number formats as the grid shows them', () => {
  expect(formatNumber(0.125, '0.0%')).toBe('12.5%');
  expect(formatNumber(0.0625, '0.0%')).toBe('6.3%');
  expect(formatNumber(1 / 3, 'General')).toBe('0.3333333333');
  expect(formatNumber(3, 'General')).toBe('3');
});
