import { LOCK_WAIT_MS } from '../../src/appsscript/document-lock';
import { FUNCTION_SHAPES } from '../../src/sheets/functions/shapes';
import { addonWith, builtAddon, refused, sheetState } from '../support/addon';
import { PROTECTED_MESSAGE } from '../../preview/sheet';
import { errorOf, expectedBands } from '../support/apps-script';

/**
 * What an insert must never do to what is already on the sheet, against
 * the built Code.js and the in-memory sheet: break another add-on
 * formula's result by writing into its blank cells (docs/sidebar.md, *It
 * never overwrites*).
 */

type Addon = ReturnType<typeof builtAddon>;

const BREAKS = 'blank cells of its result, which an insert would break with #REF!. Choose another cell.';
/** The same, where some of the cells show a value. */
const SHOWN_BREAKS = 'cells of its result, which an insert would break with #REF!. Choose another cell.';

describe('never breaks a spill: the blank cells of another add-on formula’s result are refused, naming the formula and its cell', () => {
  // B2's pools skip A3, so its second row is blank: C3:E3 read as "", yet they hold its result.
  const POOLS = { A2: '2', A4: '3', B2: '=BLADES_BANDS(A2:A4)' };

  test('as the sheet shows it: C3:E3 read blank, and a value there breaks B2 with #REF!', () => {
    const { sheet } = addonWith(POOLS, 'A1');
    expect(sheet.getRange('B2:E4').getValues()).toEqual([expectedBands(2), ['', '', '', ''], expectedBands(3)]);
    expect(sheet.getRange('C3:E3').getFormulas()).toEqual([['', '', '']]);
    sheet.enter(3, 3, 'x');
    expect(sheet.cellView(2, 2).text).toBe('#REF!');
  });

  test('Insert formula at C3: nothing written', () => {
    const addon = addonWith(POOLS, 'C3');
    expect(refused(addon, 'insertFormula', [2])).toBe(
      `Nothing was inserted: =BLADES_BANDS(2) needs C3:F3, and =BLADES_BANDS(A2:A4) in B2 spills into C3, D3 and E3: ${BREAKS}`,
    );
  });

  test('a table at C3 over the blank row and the values shown: the formula named for both, since clearing them does nothing', () => {
    const addon = addonWith(POOLS, 'C3');
    expect(refused(addon, 'insertOddsTable', [{}])).toBe(
      'Nothing was inserted: the 0–6 dice table (live formulas) needs C3:G11, ' +
        `and =BLADES_BANDS(A2:A4) in B2 spills into C3, D3, E3 and 3 more cells: ${SHOWN_BREAKS}`,
    );
  });

  test('cells that show a group’s result (issue 28: "D20 and E20 are not empty"): the formula named', () => {
    const addon = addonWith({ B20: '=BLADES_GROUP({2,1,0})' }, 'D20');
    expect(addon.sheet.getRange('D20:E20').getValues()[0].every((v) => typeof v === 'number')).toBe(true);
    expect(refused(addon, 'insertFormula', [2])).toBe(
      `Nothing was inserted: =BLADES_BANDS(2) needs D20:G20, and =BLADES_GROUP({2,1,0}) in B20 spills into D20 and E20: ${SHOWN_BREAKS}`,
    );
  });

  test('a value typed where a formula would spill (it shows #REF!) is content, not its result', () => {
    const addon = addonWith({ B2: '=BLADES_BANDS(2)', D2: 'x' }, 'D2');
    expect(addon.sheet.cellView(2, 2).text).toBe('#REF!');
    expect(refused(addon, 'insertFormula', [2])).toBe(
      'Nothing was inserted: =BLADES_BANDS(2) needs D2:G2, and D2 is not empty. Clear D2:G2 or choose another cell.',
    );
  });

  test('the menu’s Insert odds table: the same refusal, in an alert', () => {
    const addon = addonWith(POOLS, 'D3');
    addon.run('insertDefaultOddsTable');
    expect(addon.events).toEqual([
      {
        kind: 'alert',
        title: 'Blades Odds',
        text:
          'Nothing was inserted: the 0–6 dice table (live formulas) needs D3:H11, ' +
          `and =BLADES_BANDS(A2:A4) in B2 spills into D3, E3, D4 and 1 more cell: ${SHOWN_BREAKS}`,
      },
    ]);
  });

  test('a clock whose segments are in a cell far from the insert: its width read from that cell', () => {
    // Pools 2 and a blank in A12:A13, segments in Z1 (outside everything the insert reads): A13's row B13:J13 is blank.
    const addon = addonWith({ A12: '2', Z1: '9', B12: '=BLADES_CLOCK(A12:A13; Z1)' }, 'J13');
    expect(refused(addon, 'insertFormula', [2])).toBe(
      `Nothing was inserted: =BLADES_BANDS(2) needs J13:M13, and =BLADES_CLOCK(A12:A13; Z1) in B12 spills into J13: ${BREAKS}`,
    );
    // One segment fewer and J13 is free.
    addon.sheet.enter(1, 26, '8');
    expect(addon.run('insertFormula', [2])).toBe('Inserted =BLADES_BANDS(2) at J13:M13.');
  });

  test('a group’s roster with an empty slot: the leader’s stress row is as wide as its participants, no wider', () => {
    // Pools in A2 and A4, A3 empty: two participants, so BLADES_GROUP_STRESS fills B6:D6 and E6 is free.
    const roster = { A2: '2', A4: '1', B6: '=BLADES_GROUP_STRESS(A2:A4)', B7: '=BLADES_GROUP(A2:A4)' };
    const addon = addonWith(roster, 'E6');
    expect(addon.run('insertFormula', [2, { roll: 'resistance' }])).toBe('Inserted =BLADES_RESIST(2) at E6:K6.');
    // BLADES_GROUP's row is four cells whatever the roster: B7:E7, so F7 is free.
    expect(addonWith(roster, 'F7').run('insertFormula', [2])).toBe('Inserted =BLADES_BANDS(2) at F7:I7.');
  });

  test('two formulas in the way: each named, with the cells it fills', () => {
    // Blank pools in C9:C10: both results are blank rows, A1's across B1:G2 and A5's across B5:F6.
    const addon = addonWith({ A1: '=BLADES_RESIST(C9:C10)', A5: '=BLADES_VICE(C9:C10)' }, 'B2');
    expect(refused(addon, 'insertFormula', [0])).toBe(
      `Nothing was inserted: =BLADES_BANDS(0) needs B2:E2, and =BLADES_RESIST(C9:C10) in A1 spills into B2, C2, D2 and 1 more cell: ${BREAKS}`,
    );
    addon.sheet.setActiveSelection('B1');
    expect(refused(addon, 'insertOddsTable', [{ from: 1, to: 3 }])).toBe(
      'Nothing was inserted: the 1–3 dice table (live formulas) needs B1:F5, ' +
        'and =BLADES_RESIST(C9:C10) in A1 spills into B1, C1, D1 and 7 more cells, ' +
        'and =BLADES_VICE(C9:C10) in A5 spills into B5, C5, D5 and 2 more cells: ' +
        'blank cells of their results, which an insert would break with #REF!. Choose another cell.',
    );
  });

  test('many formulas in the way: the first two named, the rest counted', () => {
    // A blank pool (Z9) gives a blank row: each of A1:A4 fills B..D of its row with blanks.
    const rows = Object.fromEntries([1, 2, 3, 4].map((r) => [`A${r}`, '=BLADES_BANDS(Z9)']));
    const addon = addonWith(rows, 'B1');
    expect(refused(addon, 'insertOddsTable', [{}])).toBe(
      'Nothing was inserted: the 0–6 dice table (live formulas) needs B1:F9, ' +
        'and =BLADES_BANDS(Z9) in A1 spills into B1, C1 and D1, and =BLADES_BANDS(Z9) in A2 spills into B2, C2 and D2, ' +
        'and 2 more formulas spill there too: blank cells of their results, which an insert would break with #REF!. Choose another cell.',
    );
  });

  test('cells next to a spill, and a spill that ends before the insert, are free', () => {
    const addon = addonWith({ A2: '2', A4: '3', B2: '=BLADES_BANDS(A2:A4)' }, 'F3');
    expect(addon.run('insertFormula', [2])).toBe('Inserted =BLADES_BANDS(2) at F3:I3.');
    addon.sheet.setActiveSelection('B5');
    expect(addon.run('insertFormula', [2])).toBe('Inserted =BLADES_BANDS(2) at B5:E5.');
    expect(addon.sheet.cellView(2, 2).text).not.toBe('#REF!');
  });

  test('the stated limit: a formula whose spill its text does not tell (here an array literal with a blank) is not protected', () => {
    const addon = addonWith({ B2: '={1;"";3}' }, 'B3');
    expect(addon.sheet.getRange('B2:B4').getValues()).toEqual([[1], [''], [3]]);
    // B3 reads blank and holds no formula: the insert goes ahead, and B2 then shows #REF!.
    expect(addon.run('insertFormula', [2])).toBe('Inserted =BLADES_BANDS(2) at B3:E3.');
    expect(addon.sheet.cellView(2, 2).text).toBe('#REF!');
  });
});

describe('a size argument whose value the text does not give: the largest it allows is protected', () => {
  // Issue 28's sheet: pools in A3 and A4, A5:A12 blank (blank rows of the result), Z1 = 3.
  const SHEET = { A3: '2', A4: '3', Z1: '3' };
  // The functions whose result can hold blank cells and whose width a size argument decides, each with that size computed.
  const FORMS: Record<string, (size: string) => string> = {
    BLADES_PROGRESS: (size) => `=BLADES_PROGRESS(A3:A12, 8, "standard", ${size})`,
    BLADES_CLOCK: (size) => `=BLADES_CLOCK(A3:A12, ${size})`,
    BLADES_TRAUMA_BY: (size) => `=BLADES_TRAUMA_BY(A3:A12, 6, ${size})`,
    BLADES_ACQUIRE: (size) => `=BLADES_ACQUIRE(A3:A12, ${size})`,
  };
  const INSERTS: ReadonlyArray<[string, unknown[]]> = [
    ['insertFormula', [3]],
    ['insertOddsTable', [{}]],
    ['insertSectionTable', [{ section: 'bonus-dice', dice: 3 }]],
  ];

  test('every such function has a form here', () => {
    const sized = Object.entries(FUNCTION_SHAPES).filter(([, shape]) => shape.pool?.cells === 'column' && shape.sizes);
    expect(Object.keys(FORMS).sort()).toEqual(sized.map(([name]) => name).sort());
  });

  const cases = Object.entries(FORMS).flatMap(([name, form]) =>
    ['Z1+1', '8+0', 'MAX(2, Z1)', 'MAX(2; Z1)'].flatMap((size) => INSERTS.map(([fn, args]): [string, string, string, unknown[]] => [name, form(size), fn, args])),
  );

  test.each(cases)('%s: %s in B3, then %s at B5: nothing written, B3 intact', (_, formula, fn, args) => {
    const addon = addonWith({ ...SHEET, B3: formula }, 'B5');
    expect(addon.sheet.getRange('B5:E5').getValues()).toEqual([['', '', '', '']]);
    expect(refused(addon, fn, args)).toMatch(/^Nothing was inserted: .* in B3 spills into B5, C5, D5 and \d+ more cells?: blank cells of its result/);
    expect(addon.sheet.cellView(3, 2).text).not.toBe('#REF!');
  });

  test('the largest the argument allows, past what it fills today: a clock’s 24 segments, and nothing further', () => {
    const addon = addonWith({ ...SHEET, B3: '=BLADES_CLOCK(A3:A12, Z1+1)' }, 'Y5', { columns: 40 });
    expect(refused(addon, 'insertFormula', [3])).toContain('=BLADES_CLOCK(A3:A12, Z1+1) in B3 spills into Y5: blank cells');
    addon.sheet.setActiveSelection('Z5');
    expect(addon.run('insertFormula', [3])).toBe('Inserted =BLADES_BANDS(3) at Z5:AC5.');
    expect(addon.sheet.cellView(3, 2).text).not.toBe('#REF!');
  });

  test('a pool whose rows the text does not tell: down to the sheet’s edge, named as what may spill', () => {
    const addon = addonWith({ B3: '=BLADES_BANDS(SEQUENCE(3))' }, 'C40');
    expect(refused(addon, 'insertFormula', [3])).toBe(
      'Nothing was inserted: =BLADES_BANDS(3) needs C40:F40, and =BLADES_BANDS(SEQUENCE(3)) in B3 may spill into C40, D40 and E40 ' +
        `(how many rows it fills cannot be known from its text): ${BREAKS}`,
    );
  });
});

describe('one insert at a time: the check and the writes hold the document lock', () => {
  const INSERTS: ReadonlyArray<[string, unknown[], string]> = [
    ['insertFormula', [3], '=BLADES_BANDS(3)'],
    ['insertOddsTable', [{}], 'the 0–6 dice table (live formulas)'],
    ['insertSectionTable', [{ section: 'bonus-dice', dice: 3 }], 'the bonus-dice options table for 3 dice (live formulas)'],
  ];

  test.each(INSERTS)('%s while another execution holds the lock: waits a few seconds, then writes nothing and says why', (fn, args, what) => {
    const addon = addonWith({}, 'B2');
    const elsewhere = addon.LockService.getDocumentLock();
    expect(elsewhere.tryLock(0)).toBe(true);
    expect(refused(addon, fn, args)).toBe(
      `Nothing was inserted: another insert into this spreadsheet is under way, and after ${LOCK_WAIT_MS / 1000} seconds it still was, so ${what} was not written. Try again in a moment.`,
    );
    expect(addon.LockService.waits.slice(1)).toEqual([LOCK_WAIT_MS]);
    // Once the other insert is done, the same insert goes in, and lets the lock go.
    elsewhere.releaseLock();
    expect(addon.run(fn, args)).toMatch(/^Inserted /);
    expect(addon.LockService.held).toBe(false);
  });

  test('a refused insert lets the lock go too', () => {
    const addon = addonWith({ C2: 'x' }, 'B2');
    expect(refused(addon, 'insertFormula', [3])).toMatch(/^Nothing was inserted: =BLADES_BANDS\(3\) needs B2:E2, and C2 is not empty/);
    expect(addon.LockService.waits).toEqual([LOCK_WAIT_MS]);
    expect(addon.LockService.held).toBe(false);
  });

  test('from the menu: the alert says another insert is under way', () => {
    const addon = addonWith({}, 'B2');
    addon.LockService.getDocumentLock().waitLock(0);
    addon.run('insertDefaultOddsTable');
    expect(addon.events.at(-1)).toEqual({
      kind: 'alert',
      title: 'Blades Odds',
      text: `Nothing was inserted: another insert into this spreadsheet is under way, and after ${LOCK_WAIT_MS / 1000} seconds it still was, so the 0–6 dice table (live formulas) was not written. Try again in a moment.`,
    });
    expect(addon.sheet.writes).toEqual([]);
  });
});

describe('never hides anything under a chart: its footprint must be free, beside the table or else below it', () => {
  const TABLE = 'Inserted the 0–6 dice table (live formulas) at B2:F10';
  const chartAt = (addon: Addon) =>
    addon.sheet.getCharts().map((c) => {
      const info = c.getContainerInfo();
      return [info.getAnchorRow(), info.getAnchorColumn(), c.getOptions().get('width'), c.getOptions().get('height')];
    });

  /** A chart put on the sheet as a user (or another script) would: anchored at `row`, `column`, with offsets and options. */
  function placeChart(addon: Addon, row: number, column: number, offsets: [number, number] = [0, 0], options: Record<string, number> = {}) {
    let builder = addon.sheet.newChart().setChartType('BAR').addRange(addon.sheet.getRange('Z1:Z2'));
    for (const [name, value] of Object.entries(options)) builder = builder.setOption(name, value);
    addon.sheet.insertChart(builder.setPosition(row, column, ...offsets).build());
    addon.sheet.writes.length = 0;
  }

  test('beside the table, sized 600 × 371 px as Sheets sizes a new chart: G2:L19 on default columns and rows', () => {
    // The last cell under the chart is L19 (6 columns of 100 px, 18 rows of 21 px); M20 is just outside.
    const addon = addonWith({ M2: 'note', G20: 'note' }, 'B2');
    expect(addon.run('insertOddsTable', [{ chart: true }])).toBe(`${TABLE}, with a chart beside it at G2.`);
    expect(chartAt(addon)).toEqual([[2, 7, 600, 371]]);
  });

  test.each<[string, Record<string, string>]>([
    ['a note', { L19: 'note' }],
    ['a formula showing nothing', { H2: '=""' }],
  ])('%s under it: the chart goes below the table, under its first column', (_, cells) => {
    const addon = addonWith(cells, 'B2');
    expect(addon.run('insertOddsTable', [{ chart: true }])).toBe(`${TABLE}, with a chart below it at B11.`);
    expect(chartAt(addon)).toEqual([[11, 2, 600, 371]]);
  });

  test('the columns’ widths and the rows’ heights decide what it covers', () => {
    const addon = addonWith({ K2: 'note', G12: 'note' }, 'B2');
    // G is 300 px wide: 600 px end at J; row 2 is 200 px high: 371 px end in row 11.
    addon.sheet.setColumnWidth(7, 300);
    addon.sheet.setRowHeight(2, 200);
    expect(addon.run('insertOddsTable', [{ chart: true }])).toBe(`${TABLE}, with a chart beside it at G2.`);
    // Narrow columns: six of 50 px and then 100 px columns, so it reaches O.
    const narrow = addonWith({ O2: 'note' }, 'B2');
    for (let c = 7; c <= 12; c++) narrow.sheet.setColumnWidth(c, 50);
    expect(narrow.run('insertOddsTable', [{ chart: true }])).toBe(`${TABLE}, with a chart below it at B11.`);
  });

  test('past the sheet’s last column beside it: below', () => {
    const addon = addonWith({}, 'B2', { columns: 11 });
    expect(addon.run('insertOddsTable', [{ chart: true }])).toBe(`${TABLE}, with a chart below it at B11.`);
  });

  test('another chart in the way, by its anchor, offsets and size (Sheets’ default when it has none)', () => {
    // J15 with no size: 600 × 371 px, J15:O32, which meets G2:L19 but not B11:G28.
    const unsized = addonWith({}, 'B2');
    placeChart(unsized, 15, 10);
    expect(unsized.run('insertOddsTable', [{ chart: true }])).toBe(`${TABLE}, with a chart below it at B11.`);
    // C12 with no size covers C12:H29, in the way of both places; sized 100 × 21 px it is C12 alone, in neither.
    const inBoth = addonWith({}, 'B2');
    placeChart(inBoth, 12, 3);
    expect(refused(inBoth, 'insertOddsTable', [{ chart: true }])).toBe(
      'Nothing was inserted: the chart of the 0–6 dice table (live formulas) has no free place. ' +
        'Beside B2:F10 it would cover G2:L19, where the chart at C12 is; below it, it would cover B11:G28, where the chart at C12 is. ' +
        'Make room, choose another cell, or untick Add a chart.',
    );
    const small = addonWith({}, 'B2');
    placeChart(small, 12, 3, [0, 0], { width: 100, height: 21 });
    expect(small.run('insertOddsTable', [{ chart: true }])).toBe(`${TABLE}, with a chart beside it at G2.`);
    // Anchored at A1 but offset 650 px right and 30 px down: it sits on G2:H3.
    const offset = addonWith({}, 'B2');
    placeChart(offset, 1, 1, [650, 30], { width: 100, height: 21 });
    expect(offset.run('insertOddsTable', [{ chart: true }])).toBe(`${TABLE}, with a chart below it at B11.`);
  });

  test('both places taken: nothing inserted, each place named with what is in its way', () => {
    const addon = addonWith({ H5: 'note', Z1: '2', A12: '=BLADES_CLOCK(Z2:Z3; 12)' }, 'B2');
    placeChart(addon, 20, 3);
    expect(refused(addon, 'insertOddsTable', [{ chart: true }])).toBe(
      'Nothing was inserted: the chart of the 0–6 dice table (live formulas) has no free place. ' +
        'Beside B2:F10 it would cover G2:L19, where H5 is not empty and =BLADES_CLOCK(Z2:Z3; 12) in A12 spills into G12, H12, I12 and 9 more cells; ' +
        'below it, it would cover B11:G28, where =BLADES_CLOCK(Z2:Z3; 12) in A12 spills into B12, C12, D12 and 9 more cells and the chart at C20 is' +
        '. Make room, choose another cell, or untick Add a chart.',
    );
    expect(addon.sheet.getCharts()).toHaveLength(1);
  });

  test('a group’s chart goes below its block when the right is taken', () => {
    const addon = addonWith({ G2: 'note' }, 'B2');
    expect(addon.run('insertOddsTable', [{ roll: 'group', pools: [2, 1, 0], chart: true }])).toBe(
      'Inserted the group table of 3 (2, 1, 0 dice; live formulas) at B2:F8, with a chart below it at B9.',
    );
  });

  test('a chart already over the cells an insert needs: nothing written under it, each chart named with what it covers', () => {
    // D5 with no size: 600 × 371 px, D5:I22, over D5:F10 of the table.
    const table = addonWith({}, 'B2');
    placeChart(table, 5, 4);
    expect(refused(table, 'insertOddsTable', [{}])).toBe(
      'Nothing was inserted: the 0–6 dice table (live formulas) needs B2:F10, and the chart at D5 covers D5:F10: ' +
        'cells under a chart are hidden by it. Move the chart or choose another cell.',
    );
    // Two charts over a formula's row B1:E1: offset 120 px right of A1 and 100 px wide, one sits on B1:C1; the other on B1.
    const formula = addonWith({}, 'B1');
    placeChart(formula, 1, 1, [120, 0], { width: 100, height: 21 });
    placeChart(formula, 1, 2, [0, 0], { width: 50, height: 10 });
    expect(refused(formula, 'insertFormula', [3, { roll: 'action' }])).toBe(
      'Nothing was inserted: =BLADES_BANDS(3) needs B1:E1, and the chart at A1 covers B1:C1 and the chart at B1 covers B1: ' +
        'cells under a chart are hidden by it. Move the chart or choose another cell.',
    );
    // Beside the cells, not over them: the insert goes ahead.
    const beside = addonWith({}, 'B2');
    placeChart(beside, 2, 7, [0, 0], { width: 100, height: 21 });
    expect(beside.run('insertOddsTable', [{}])).toBe(`${TABLE}.`);
  });

  test('the table’s cells are checked first: a refusal for them says nothing of the chart', () => {
    const addon = addonWith({ E5: 'x', H5: 'note' }, 'B2');
    expect(refused(addon, 'insertOddsTable', [{ chart: true }])).toBe(
      'Nothing was inserted: the 0–6 dice table (live formulas) needs B2:F10, and E5 is not empty. Clear B2:F10 or choose another cell.',
    );
  });
});

describe('all or nothing: if any write fails, what was written is cleared back and the sheet is as before', () => {
  const SHEET = { rows: 40, columns: 20 };

  /** Everything a write can change: every cell's formula, value, format and weight, every chart and colour scale. */
  const state = (addon: Addon) => sheetState(addon, SHEET);

  /**
   * A sheet with things of its own around and under the insert: a note, a bold title cell and a
   * number format among the empty cells the table will fill, and a chart far away.
   */
  function setUp(): Addon {
    const addon = addonWith({ A1: 'Campaign odds', A30: '=BLADES_BANDS(3)' }, 'B2', SHEET);
    addon.sheet.getRange('B2').setFontWeight('bold');
    addon.sheet.getRange('C5:D5').setNumberFormat('0.00');
    addon.sheet.getRange('B4').setFontWeight('bold');
    const chart = addon.sheet.newChart().setChartType('BAR').addRange(addon.sheet.getRange('A30:E30')).setPosition(32, 10, 0, 0).build();
    addon.sheet.insertChart(chart);
    addon.sheet.writes.length = 0;
    return addon;
  }

  const cases = [
    { name: 'a live table with a chart', options: { chart: true }, what: 'the 0–6 dice table (live formulas)', target: 'B2:F10' },
    {
      name: 'a values table with a risk column',
      options: { roll: 'resistance', stress: 6, track: 9, mode: 'values' },
      what: 'the 0–6 dice resistance table (6 of 9 stress marked, values)',
      target: 'B2:J10',
    },
    {
      name: 'a group table',
      options: { roll: 'group', pools: [2, 1, 0], synchronized: true },
      what: 'the Synchronized group table of 3 (2, 1, 0 dice; live formulas)',
      target: 'B2:F8',
    },
  ];

  describe.each(cases)('$name', ({ options, what, target }) => {
    /** How many writes the insert makes when none fails. */
    const writes = (() => {
      const addon = setUp();
      addon.run('insertOddsTable', [options]);
      return addon.sheet.writes.map((w) => w.method);
    })();

    test('it makes several writes of each kind', () => {
      expect(writes.filter((m) => m === 'setValues').length).toBeGreaterThan(1);
      expect(writes).toContain('setNumberFormats');
      expect(writes).toContain('setFontWeight');
      if ('chart' in options) expect(writes[writes.length - 1]).toBe('insertChart');
    });

    const faults = writes.flatMap((method, i) => [
      { n: i + 1, method, after: false },
      { n: i + 1, method, after: true },
    ]);
    test.each(faults)('write $n ($method) fails (made first: $after): nothing left, Sheets’ words quoted', ({ n, after }) => {
      const addon = setUp();
      const before = state(addon);
      addon.sheet.failWrite({ call: n, after });
      expect(errorOf(() => addon.run('insertOddsTable', [options]))).toBe(
        `Nothing was inserted: writing ${what} at ${target} failed, so what had been written is cleared again. Sheets said: ${PROTECTED_MESSAGE}`,
      );
      expect(state(addon)).toEqual(before);
    });

    test('a fault past the last write never fires: the insert goes in', () => {
      const addon = setUp();
      addon.sheet.failWrite({ call: writes.length + 1 });
      expect(addon.run('insertOddsTable', [options])).toMatch(/^Inserted /);
    });
  });

  test('from the menu: the alert says nothing was inserted, in Sheets’ own words', () => {
    const addon = setUp();
    addon.sheet.failWrite({ call: 2, message: 'Service Spreadsheets timed out while accessing document with id 1x2y3z' });
    addon.run('insertDefaultOddsTable');
    expect(addon.events).toEqual([
      {
        kind: 'alert',
        title: 'Blades Odds',
        text:
          'Nothing was inserted: writing the 0–6 dice table (live formulas) at B2:F10 failed, so what had been written is cleared again. ' +
          'Sheets said: Service Spreadsheets timed out while accessing document with id 1x2y3z.',
      },
    ]);
  });

  test('when clearing back fails too, the message says what to check rather than that nothing is left', () => {
    const addon = setUp();
    // The second write and every one after it fail: the first (B2:B10) stays.
    addon.sheet.failWrite({ call: 2, times: Infinity });
    expect(errorOf(() => addon.run('insertOddsTable', [{}]))).toBe(
      'Writing the 0–6 dice table (live formulas) at B2:F10 failed part-way, and clearing it again failed too: ' +
        `check B2:F10 and remove what is left. Sheets said: ${PROTECTED_MESSAGE}`,
    );
    expect(addon.sheet.getRange('B2').getValues()).toEqual([['Action roll, 0–6 dice (live formulas)']]);
  });
});
