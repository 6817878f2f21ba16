import { layoutChart, layoutLineChart } from '../../preview/chart-layout';
import { MemorySheet, formatNumber } from '../../preview/sheet';
import { atLeast } from '../../src/blades/action';
import { Fraction } from '../../src/dice/fraction';
import { CERTAIN_FORMAT, IMPOSSIBLE_FORMAT, PERCENT_FORMAT, percentFormat } from '../../src/sheets/percent-format';
import { percentText } from '../../src/sidebar/format';
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
    const sheet = sheetWith({ A1: '=VLOOKUP(1,B1:C2,2)', A2: '=BLADES_BANDS(', A3: '=A3+1', A4: '=Code' });
    expect(sheet.cellView(1, 1)).toMatchObject({ text: '#NAME?' });
    expect(sheet.cellView(1, 1).error).toMatch(/^Unknown function: 'VLOOKUP'/);
    expect(sheet.cellView(2, 1)).toMatchObject({ text: '#ERROR!', error: 'Formula parse error: the formula ends too soon.' });
    expect(sheet.cellView(3, 1).error).toMatch(/^Circular dependency detected/);
    expect(sheet.cellView(4, 1).text).toBe('#ERROR!');
  });

  test('array literals: {…} with "," between cells and ";" between rows', () => {
    const sheet = sheetWith({ A1: '={1,2;3,4}', D1: '={1,2;3}' });
    expect(sheet.getRange('A1:B2').getValues()).toEqual([
      [1, 2],
      [3, 4],
    ]);
    expect(sheet.cellView(1, 4)).toMatchObject({
      text: '#ERROR!',
      error: 'Formula parse error: the rows of an array literal differ in length.',
    });
  });

  test('only top-level UPPER_CASE functions of Code.js are callable from a cell', () => {
    const sheet = sheetWith({ A1: '=ONOPEN()', A2: '=TOSTRING()' });
    expect(sheet.cellView(1, 1).text).toBe('#NAME?');
    expect(sheet.cellView(2, 1).text).toBe('#NAME?');
  });
});

describe('what a check sheet’s verdicts use: comparisons and the built-ins that read errors', () => {
  test('= <> < > compare numbers by value, text ignoring case, and across types a number before text', () => {
    const sheet = sheetWith({ A1: '0.25', B1: '=A1=1/4', C1: '="ok"="OK"', D1: '=A1<>0.25', E1: '=2<"1"', F1: '=Z9=0' });
    expect(sheet.getRange('B1:F1').getValues()).toEqual([[true, true, false, true, true]]);
  });

  test('IFERROR and ERROR.TYPE read an error cell: a thrown refusal is type 8, a blocked spill 4; a value is #N/A', () => {
    const sheet = sheetWith({
      A1: '=BLADES_BANDS(2, 3)',
      B1: '=ERROR.TYPE(A1)',
      C1: '=IFERROR(A1, "refused")',
      D1: '=IFERROR(ERROR.TYPE(A3), 0)',
      A2: '=BLADES_BANDS(2)',
      B2: 'x',
      E1: '=ERROR.TYPE(A2)',
    });
    expect(sheet.getRange('B1:E1').getValues()).toEqual([[8, 'refused', 0, 4]]);
  });

  test('IF, AND, EXACT, FIND, INDEX, COUNTIF and COUNTA, an error from formulajs shown as Sheets shows it', () => {
    const sheet = sheetWith({
      A1: '=INDEX(BLADES_BANDS(3), 1, 2)',
      B1: '=IF(AND(A1=49/108, EXACT("a", "a")), "ok", "not ok")',
      C1: '=FIND("was", "Nothing was inserted")',
      D1: '=FIND("zz", "abc")',
      E1: '=COUNTIF(B1:B3, "ok")&" of "&COUNTA(B1:B3)',
    });
    expect(sheet.getRange('A1:E1').getValues()).toEqual([[49 / 108, 'ok', 9, '#VALUE!', '1 of 1']]);
  });
});

describe('a spreadsheet of sheets, in its locale', () => {
  test('insertSheet adds a sheet after the others and activates it; a name in use, in any case, is refused', () => {
    const { spreadsheet, sheet } = builtAddon();
    const added = spreadsheet.insertSheet('Odds');
    expect(spreadsheet.getSheets()).toEqual([sheet, added]);
    expect(spreadsheet.getActiveSheet()).toBe(added);
    expect(spreadsheet.getSheetByName('Odds')).toBe(added);
    expect(() => spreadsheet.insertSheet('odds')).toThrow('A sheet with the name "odds" already exists. Please enter another name.');
    added.enter(1, 1, '=BLADES_BANDS(2)');
    expect(added.getRange('A1:D1').getValues()).toEqual([expectedBands(2)]);
  });

  test('where the decimal separator is a comma, only ";" separates arguments, as Sheets reads it', () => {
    const { sheet } = builtAddon(undefined, { locale: 'de_DE' });
    sheet.enter(1, 1, '=BLADES_CLOCK_MEAN(2; 4)');
    sheet.enter(2, 1, '=BLADES_CLOCK_MEAN(2, 4)');
    expect(sheet.cellView(1, 1).value).toBe(1309 / 576);
    expect(sheet.cellView(2, 1)).toMatchObject({ text: '#ERROR!', error: 'Formula parse error: expected ")".' });
  });
});

describe('custom-function calls per calculation, as Sheets counts executions', () => {
  const calls = (sheet: MemorySheet) => sheet.customFunctionCalls().map((c) => `${c.cell} ${c.name}`);

  test('one formula over a column is one call; a formula per row, one call each', () => {
    const column = sheetWith({ A1: '0', A2: '1', A3: '2', B1: '=BLADES_BANDS(A1:A3)' });
    expect(calls(column)).toEqual(['B1 BLADES_BANDS']);
    const perRow = sheetWith({ A1: '0', A2: '1', A3: '2', B1: '=BLADES_BANDS(A1)', B2: '=BLADES_BANDS(A2)', B3: '=BLADES_BANDS(A3)' });
    expect(calls(perRow)).toEqual(['B1 BLADES_BANDS', 'B2 BLADES_BANDS', 'B3 BLADES_BANDS']);
    expect(perRow.getRange('B1:E3').getValues()).toEqual(column.getRange('B1:E3').getValues());
  });

  test('one evaluation of each formula, however many passes the sheet takes to settle', () => {
    // A1 reads A2, which is below it: the sheet settles in a later pass, but counts one calculation.
    const sheet = sheetWith({ A1: '=BLADES_CLOCK_MEAN(A2, 4)', A2: '=BLADES_RESIST_MEAN(2)*2' });
    expect(calls(sheet)).toEqual(['A1 BLADES_CLOCK_MEAN', 'A2 BLADES_RESIST_MEAN']);
  });

  test('built-ins are not custom functions; a formula whose argument is an error calls nothing', () => {
    const sheet = sheetWith({ A1: '=MAX(1, 2)', B1: '=1/0', C1: '=BLADES_BANDS(B1)', D2: '=BLADES_BANDS(MAX(0, 3))' });
    expect(calls(sheet)).toEqual(['D2 BLADES_BANDS']);
  });

  test('a call that throws is still an execution', () => {
    expect(calls(sheetWith({ A1: '=BLADES_BANDS(-3)' }))).toEqual(['A1 BLADES_BANDS']);
  });

  test('recalculate runs every formula again and returns its calls; an edit recalculates too', () => {
    const sheet = sheetWith({ A1: '2', B1: '=BLADES_BANDS(A1:A2)', B3: '=BLADES_VICE(A1)' });
    expect(calls(sheet)).toEqual(['B1 BLADES_BANDS', 'B3 BLADES_VICE']);
    expect(sheet.recalculate().map((c) => c.name)).toEqual(['BLADES_BANDS', 'BLADES_VICE']);
    sheet.enter(2, 1, '3');
    expect(calls(sheet)).toEqual(['B1 BLADES_BANDS', 'B3 BLADES_VICE']);
    expect(sheet.getRange('B2:E2').getValues()).toEqual([expectedBands(3)]);
  });
});

describe('the built-in functions the README and the messages recommend (from formulajs)', () => {
  test('=BLADES_BANDS(MAX(0, A2-1)) with A2 = 0: the negative pool passed as 0, as the message advises', () => {
    const sheet = sheetWith({ A2: '0', B2: '=BLADES_BANDS(MAX(0, A2-1))', B3: '=BLADES_BANDS(A2-1)' });
    expect(sheet.getRange('B2:E2').getValues()).toEqual([expectedBands(0)]);
    expect(sheet.cellView(3, 2).text).toBe('#ERROR!');
  });

  test('=SUMPRODUCT(B2:H2, B1:H1): a mean, the costs in the row above (or as an array literal)', () => {
    // A made-up cost distribution whose figures are exact in binary: mean −1·1/8 + 1·1/4 + 2·1/2 + 5·1/8 = 7/4.
    const sheet = sheetWith({ B1: '-1', C1: '0', D1: '1', E1: '2', F1: '3', G1: '4', H1: '5' });
    sheet.getRange('B2:H2').setValues([[0.125, 0, 0.25, 0.5, 0, 0, 0.125]]);
    sheet.enter(3, 1, '=SUMPRODUCT(B2:H2, B1:H1)');
    sheet.enter(4, 1, '=SUMPRODUCT(B2:H2, {-1,0,1,2,3,4,5})');
    expect(sheet.getRange('A3:A4').getValues()).toEqual([[1.75], [1.75]]);
  });

  test('";" between a built-in’s arguments as the inserts write it: MAX(0; A2-1), SUMPRODUCT with ranges and array literals', () => {
    const sheet = sheetWith({ A2: '0', B2: '=BLADES_BANDS(MAX(0; A2-1))', A5: '=MIN(2; -1; 7)' });
    expect(sheet.getRange('B2:E2').getValues()).toEqual([expectedBands(0)]);
    // Same made-up costs as above: mean 7/4. Inside {…} ";" still starts a row: {0.5;0.5} is a column.
    sheet.getRange('B3:H3').setValues([[0.125, 0, 0.25, 0.5, 0, 0, 0.125]]);
    sheet.enter(3, 1, '=SUMPRODUCT(B3:H3; {-1,0,1,2,3,4,5})');
    sheet.enter(4, 1, '=SUMPRODUCT({0.5;0.5}; {1;3})');
    sheet.enter(6, 1, '=SUMPRODUCT({0.5;0.5}; {1,3})');
    expect(sheet.getRange('A3:A5').getValues()).toEqual([[1.75], [2], [-1]]);
    expect(sheet.cellView(6, 1)).toMatchObject({ text: '#VALUE!', error: 'SUMPRODUCT has mismatched range sizes.' });
  });

  test('SUM of a row; MAX and MIN of plain numbers', () => {
    const sheet = sheetWith({ A1: '0.25', B1: '0.5', C1: '0.25', A2: '=SUM(A1:C1)', A3: '=MAX(2, -1, 7)', A4: '=MIN(2, -1, 7)' });
    expect(sheet.getRange('A2:A4').getValues()).toEqual([[1], [7], [-1]]);
  });

  test('SUMPRODUCT of ranges of different sizes is refused, as in Sheets', () => {
    const sheet = sheetWith({ A1: '=SUMPRODUCT(B1:C1, B2:D2)' });
    expect(sheet.cellView(1, 1)).toMatchObject({ text: '#VALUE!', error: 'SUMPRODUCT has mismatched range sizes.' });
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

describe('number formats as the grid shows them', () => {
  test('plain patterns', () => {
    expect(formatNumber(0.125, '0.0%')).toBe('12.5%');
    expect(formatNumber(0.0625, '0.0%')).toBe('6.3%');
    expect(formatNumber(1 / 3, 'General')).toBe('0.3333333333');
    expect(formatNumber(3, 'General')).toBe('3');
    expect(formatNumber(2.5, '0.00')).toBe('2.50');
    expect(formatNumber(-2.5, '0.0')).toBe('-2.5');
  });

  // The Sheets API guide "Date and number formats": [<100]"Low";[>1000]"High";000 shows Low below 100,
  // High above 1000 and a three-digit number between; only the first two sections take conditions,
  // the third is everything else, and with two sections a number matching neither fills the cell with #.
  test('conditions, as the Sheets guide’s example reads', () => {
    const f = '[<100]"Low";[>1000]"High";000';
    expect([5, 99.9, 100, 500, 1000, 1001].map((x) => formatNumber(x, f))).toEqual(['Low', 'Low', '100', '500', '1000', 'High']);
    expect(formatNumber(5, '000')).toBe('005');
    expect(formatNumber(500, '[<100]"Low";[>1000]"High"')).toMatch(/^#+$/);
    // The first matching section wins; <=, >=, = and <> compare as written.
    expect(formatNumber(50, '[<100]"a";[<60]"b";0')).toBe('a');
    expect(['<=', '>=', '=', '<>'].map((op) => formatNumber(1, `[${op}1]"yes";"no"`))).toEqual(['yes', 'yes', 'yes', 'no']);
  });

  test('without conditions: positive;negative;zero, the negative section without its sign', () => {
    expect(formatNumber(2, '0;"minus "0;"nil"')).toBe('2');
    expect(formatNumber(-2, '0;"minus "0;"nil"')).toBe('minus 2');
    expect(formatNumber(0, '0;"minus "0;"nil"')).toBe('nil');
    expect(formatNumber(0, '0.0;(0.0)')).toBe('0.0');
  });

  test('the inserts’ percent formats: the sidebar’s reading of every probability class', () => {
    // 1/3000 and 2999/3000 round to 0.0% and 100.0% at one decimal; 1/2000 rounds half up to 0.1%.
    const cases: Array<[number, number, string]> = [
      [0, 1, '0.0%'],
      [1, 3000, '<0.1%'],
      [1, 2000, '0.1%'],
      [1, 8, '12.5%'],
      [1999, 2000, '>99.9%'],
      [2999, 3000, '>99.9%'],
      [1, 1, '100.0%'],
    ];
    for (const [num, den, sidebar] of cases) {
      const p = Fraction.of(num, den);
      expect(percentText(p)).toBe(sidebar);
      expect(formatNumber(p.toNumber(), percentFormat(p))).toBe(sidebar);
    }
    // A format picked for 0 or 1 still reads a live row that moved off it as the sidebar would.
    expect(formatNumber(1 / 3000, IMPOSSIBLE_FORMAT)).toBe('<0.1%');
    expect(formatNumber(0.5, IMPOSSIBLE_FORMAT)).toBe('50.0%');
    expect(formatNumber(2999 / 3000, CERTAIN_FORMAT)).toBe('>99.9%');
    expect(formatNumber(0.5, CERTAIN_FORMAT)).toBe('50.0%');
    // The one case a single format cannot tell apart, which is why the engine picks per cell.
    expect(formatNumber(0, PERCENT_FORMAT)).toBe('<0.1%');
  });

  test('setNumberFormats: one format per cell, in the range’s shape', () => {
    const s = new MemorySheet();
    s.getRange('A1:B1').setValues([[0.5, 0.25]]);
    s.getRange('A1:B1').setNumberFormats([['0%', '0.0%']]);
    expect(s.getRange('A1:B1').getDisplayValues()).toEqual([['50%', '25.0%']]);
    expect(() => s.getRange('A1:B1').setNumberFormats([['0%']])).toThrow(/number of columns in the data does not match/);
  });
});

describe('embedded charts', () => {
  test('newChart … build, insertChart: recorded, and the snapshot reads its ranges’ values now', () => {
    const s = new MemorySheet();
    s.getRange('A1:B3').setValues([
      ['Dice', 'Odds'],
      [1, 0.5],
      [2, 0.75],
    ]);
    const chart = s
      .newChart()
      .setChartType('BAR')
      .addRange(s.getRange('A1:B3'))
      .setOption('isStacked', true)
      .setPosition(1, 4, 0, 0)
      .build();
    expect(s.getCharts()).toEqual([]);
    s.insertChart(chart);
    s.enter(3, 2, '0.8');
    expect(s.getCharts()).toHaveLength(1);
    expect(s.snapshot().charts).toEqual([
      {
        type: 'BAR',
        ranges: ['A1:B3'],
        options: { isStacked: true },
        position: { row: 1, column: 4, offsetX: 0, offsetY: 0 },
        data: [
          [
            ['Dice', 'Odds'],
            [1, 0.5],
            [2, 0.8],
          ],
        ],
      },
    ]);
  });

  test('the page’s layout: a stacked bar per pool, its segments as long as its odds, in the given colours', () => {
    const layout = layoutChart({
      type: 'BAR',
      ranges: ['A1:A3', 'B1:C3'],
      options: { title: 'T', isStacked: true, colors: ['#111111', '#222222'], 'hAxis.format': 'percent' },
      position: { row: 1, column: 4, offsetX: 0, offsetY: 0 },
      data: [
        [['Dice'], [1], [2]],
        [
          ['Bad', 'Good'],
          [0.25, 0.75],
          [0.5, 0.5],
        ],
      ],
    });
    const full = layout.plot.width;
    expect(layout.bars.map((b) => [b.domain, b.series, b.colour, b.width / full])).toEqual([
      ['1', 'Bad', '#111111', 0.25],
      ['1', 'Good', '#222222', 0.75],
      ['2', 'Bad', '#111111', 0.5],
      ['2', 'Good', '#222222', 0.5],
    ]);
    // Stacked: each segment starts where the one before it ends.
    expect(layout.bars[1].x).toBe(layout.bars[0].x + layout.bars[0].width);
    expect(layout.legend.map((l) => l.text)).toEqual(['Bad', 'Good']);
    expect(layout.axisEnd.text).toBe('100%');
  });

  test('setTransposeRowsAndColumns and setNumHeaders: recorded, and described only when set', () => {
    const s = new MemorySheet();
    const plain = s.newChart().setChartType('BAR').addRange(s.getRange('A1:B3')).build();
    expect(plain.getTransposeRowsAndColumns()).toBe(false);
    expect(plain.getNumHeaders()).toBe(-1);
    expect(plain.describe()).not.toHaveProperty('transposed');
    expect(plain.describe()).not.toHaveProperty('numHeaders');
    const turned = s
      .newChart()
      .setChartType('LINE')
      .addRange(s.getRange('A1:B3'))
      .setTransposeRowsAndColumns(true)
      .setNumHeaders(1)
      .build();
    expect(turned.getTransposeRowsAndColumns()).toBe(true);
    expect(turned.getNumHeaders()).toBe(1);
    expect(turned.describe()).toMatchObject({ type: 'LINE', transposed: true, numHeaders: 1 });
    expect(() => s.newChart().setNumHeaders(0.5)).toThrow('Invalid argument: headers (0.5).');
  });

  test('the page’s layout: a transposed line chart, one line per row named by its first cell, across the header’s columns', () => {
    const layout = layoutLineChart({
      type: 'LINE',
      ranges: ['A1:A3', 'B1:D3'],
      options: {
        title: 'Clock',
        colors: ['#111111', '#222222'],
        series: { 1: { labelInLegend: '1 die' } },
        'vAxis.format': 'percent',
        'vAxis.viewWindow.min': 0,
        'vAxis.viewWindow.max': 1,
        'hAxis.title': 'Rolls',
        lineWidth: 3,
        pointSize: 6,
      },
      position: { row: 1, column: 6, offsetX: 0, offsetY: 0 },
      transposed: true,
      numHeaders: 1,
      data: [
        [['Dice'], [0], [1]],
        [
          ['By roll 1', 'By roll 2', 'By roll 3'],
          [0, 0.25, 0.5],
          [0.5, 1, 1],
        ],
      ],
    });
    // Two lines, the pools; each across the three rolls.
    expect(layout.lines.map((l) => [l.series, l.label, l.colour])).toEqual([
      ['0', '0', '#111111'],
      ['1', '1 die', '#222222'],
    ]);
    const { plot } = layout;
    const height = (value: number) => plot.top + plot.height - value * plot.height;
    expect(layout.lines[0].points.map((p) => [p.domain, p.value, p.y])).toEqual([
      ['By roll 1', 0, height(0)],
      ['By roll 2', 0.25, height(0.25)],
      ['By roll 3', 0.5, height(0.5)],
    ]);
    // Evenly across the plot, first roll at its left edge, last at its right.
    expect(layout.lines[1].points.map((p) => p.x)).toEqual([plot.left, plot.left + plot.width / 2, plot.left + plot.width]);
    expect(layout.ticks.map((t) => t.text)).toEqual(['0%', '50%', '100%']);
    expect(layout.labels.map((l) => l.text)).toEqual(['By roll 1', 'By roll 2', 'By roll 3']);
    expect(layout.legend.map((l) => [l.text, l.colour])).toEqual([
      ['0', '#111111'],
      ['1 die', '#222222'],
    ]);
    expect([layout.dot, layout.stroke]).toEqual([3, 3]);
    expect(layout.axisTitles).toEqual({ h: 'Rolls', v: '' });
  });

  test('a long domain’s labels are thinned so that they do not overlap, the last kept', () => {
    const rolls = Array.from({ length: 24 }, (_, i) => `By roll ${i + 1}`);
    const layout = layoutLineChart({
      type: 'LINE',
      ranges: ['A1:A2', 'B1:Y2'],
      options: {},
      position: { row: 1, column: 1, offsetX: 0, offsetY: 0 },
      transposed: true,
      data: [
        [['Dice'], [2]],
        [rolls, rolls.map((_, i) => (i + 1) / 24)],
      ],
    });
    const xs = layout.labels.map((l) => l.x);
    for (let i = 1; i < xs.length; i++) expect(xs[i] - xs[i - 1]).toBeGreaterThanOrEqual(50);
    expect(layout.labels[0].text).toBe('By roll 1');
    expect(layout.labels[layout.labels.length - 1].text).toBe('By roll 24');
    // Unset, the lines are Sheets' 2 px, without dots, and the value axis runs from 0 to the largest value.
    expect([layout.dot, layout.stroke]).toEqual([0, 2]);
    expect(layout.ticks.map((t) => t.text)).toEqual(['0', '0.5', '1']);
  });

  test('a bar chart of one range: its first column the domain, the rest the series', () => {
    const layout = layoutChart({
      type: 'BAR',
      ranges: ['A1:C2'],
      options: { isStacked: true },
      position: { row: 1, column: 4, offsetX: 0, offsetY: 0 },
      data: [
        [
          ['Dice', 'Bad', 'Good'],
          [1, 0.25, 0.75],
        ],
      ],
    });
    expect(layout.bars.map((b) => [b.domain, b.series, b.value])).toEqual([
      ['1', 'Bad', 0.25],
      ['1', 'Good', 0.75],
    ]);
  });

  test('a chart without a type or data is refused at build', () => {
    const s = new MemorySheet();
    expect(() => s.newChart().addRange(s.getRange('A1')).build()).toThrow('The chart has no type: call setChartType.');
    expect(() => s.newChart().setChartType('BAR').build()).toThrow('The chart has no data: call addRange.');
  });
});

describe('sizes, the used range and what each formula fills', () => {
  test('columns are 100 px and rows 21 px until set, as on a new sheet; out of the sheet is refused', () => {
    const s = new MemorySheet({ rows: 10, columns: 6 });
    expect([s.getColumnWidth(1), s.getColumnWidth(6), s.getRowHeight(1), s.getRowHeight(10)]).toEqual([100, 100, 21, 21]);
    s.setColumnWidth(3, 250).setRowHeight(4, 60);
    expect([s.getColumnWidth(2), s.getColumnWidth(3), s.getRowHeight(4), s.getRowHeight(5)]).toEqual([100, 250, 60, 21]);
    expect(() => s.getColumnWidth(7)).toThrow('The coordinates of the range are outside the dimensions of the sheet.');
    expect(() => s.getRowHeight(0)).toThrow('Invalid argument: 0.');
    expect(() => s.setColumnWidth(1, -5)).toThrow('Invalid argument: -5.');
  });

  test('getLastRow, getLastColumn and getDataRange: the cells with content, a spill included', () => {
    const s = sheetWith({ B2: 'x', C4: '=BLADES_BANDS(2)' });
    expect([s.getLastRow(), s.getLastColumn(), s.getDataRange().getA1Notation()]).toEqual([4, 6, 'A1:F4']);
    expect(new MemorySheet().getDataRange().getA1Notation()).toBe('A1');
  });

  test('resultArea: what a formula fills from its cell, blank rows of its result included', () => {
    const s = sheetWith({ A2: '2', A4: '3', B2: '=BLADES_BANDS(A2:A4)', B7: '=BLADES_BANDS(-1)', B9: '=1+1', A9: 'x' });
    expect(s.resultArea(2, 2)).toEqual({ rows: 3, columns: 4 });
    expect(s.getRange('C3:E3').getValues()).toEqual([['', '', '']]);
    expect(s.resultArea(7, 2)).toEqual({ rows: 1, columns: 1 });
    expect(s.resultArea(9, 2)).toEqual({ rows: 1, columns: 1 });
    expect(s.resultArea(9, 1)).toBeNull();
  });
});

describe('failing writes (fault injection) and undoing them', () => {
  test('the n-th write from when it is armed throws Sheets’ protected-range message and changes nothing; later writes succeed', () => {
    const s = new MemorySheet();
    s.getRange('A1').setValues([[1]]);
    s.failWrite({ call: 2 });
    s.getRange('A2').setValues([[2]]);
    expect(() => s.getRange('A3').setNumberFormats([['0.0%']])).toThrow('You are trying to edit a protected cell or object.');
    expect(s.getRange('A3').getNumberFormats()).toEqual([['General']]);
    s.getRange('A3').setValues([[3]]);
    expect(s.getRange('A1:A3').getValues()).toEqual([[1], [2], [3]]);
    expect(s.writes.map((w) => w.method)).toEqual(['setValues', 'setValues', 'setNumberFormats', 'setValues']);
  });

  test('a fault given as an option counts from the first write, with its own message; insertChart is a write', () => {
    const s = new MemorySheet({ failWrite: { call: 1, message: 'Service Spreadsheets failed while accessing document.' } });
    const chart = s.newChart().setChartType('BAR').addRange(s.getRange('A1:B2')).setPosition(1, 3, 0, 0).build();
    expect(() => s.insertChart(chart)).toThrow('Service Spreadsheets failed while accessing document.');
    expect(s.getCharts()).toEqual([]);
    s.insertChart(chart);
    expect(s.writes).toEqual([
      { method: 'insertChart', range: 'C1' },
      { method: 'insertChart', range: 'C1' },
    ]);
  });

  test('a fault made first (after) changes the sheet and then throws; times makes several writes in a row fail', () => {
    const s = new MemorySheet();
    s.failWrite({ call: 1, after: true });
    expect(() => s.getRange('A1').setValues([[1]])).toThrow('You are trying to edit a protected cell or object.');
    expect(s.getRange('A1').getValues()).toEqual([[1]]);
    s.failWrite({ call: 1, times: 2 });
    expect(() => s.getRange('A2').setValues([[2]])).toThrow('You are trying to edit a protected cell or object.');
    expect(() => s.getRange('A3').setValues([[3]])).toThrow('You are trying to edit a protected cell or object.');
    s.getRange('A4').setValues([[4]]);
    expect(s.getRange('A1:A4').getValues()).toEqual([[1], [''], [''], [4]]);
  });

  test('an inserted chart has an id, and removeChart finds it by that id', () => {
    const s = new MemorySheet();
    const chart = s.newChart().setChartType('BAR').addRange(s.getRange('A1:B2')).build();
    expect(chart.getChartId()).toBeNull();
    s.insertChart(chart);
    const [onSheet] = s.getCharts();
    expect(onSheet.getChartId()).toBe(1);
    s.removeChart(onSheet);
    expect(s.getCharts()).toEqual([]);
  });

  test('removeChart takes a chart off the sheet; setFontWeights sets one weight per cell', () => {
    const s = new MemorySheet();
    const chart = s.newChart().setChartType('BAR').addRange(s.getRange('A1:B2')).build();
    s.insertChart(chart);
    s.removeChart(chart);
    expect(s.getCharts()).toEqual([]);
    expect(() => s.removeChart(chart)).toThrow('The chart is not on this sheet.');
    s.getRange('A1:B1').setFontWeights([['bold', null]]);
    expect(s.getRange('A1:B1').getFontWeights()).toEqual([['bold', 'normal']]);
  });
});
