import { builtAddon } from '../support/addon';
import { errorOf, expectedBands } from '../support/apps-script';

/**
 * What an insert must never do to what is already on the sheet, against
 * the built Code.js and the in-memory sheet: break another add-on
 * formula's result by writing into its blank cells (docs/sidebar.md, *It
 * never overwrites*).
 */

type Addon = ReturnType<typeof builtAddon>;

/** An add-on whose sheet holds `cells` (typed, by A1 name), its active cell at `active`. */
function addonWith(cells: Record<string, string>, active: string, sheet?: { rows?: number; columns?: number }): Addon {
  const addon = builtAddon(sheet);
  for (const [a1, text] of Object.entries(cells)) {
    const r = addon.sheet.getRange(a1);
    addon.sheet.enter(r.getRow(), r.getColumn(), text);
  }
  addon.sheet.setActiveSelection(active);
  return addon;
}

/** The insert is refused: its message, with the sheet and its writes as they were. */
function refused(addon: Addon, fn: string, args: unknown[]): string {
  const before = addon.sheet.snapshot();
  const message = errorOf(() => addon.run(fn, args));
  expect(addon.sheet.snapshot()).toEqual(before);
  expect(addon.sheet.writes).toEqual([]);
  return message;
}

const BREAKS = 'blank cells of its result, which an insert would break with #REF!. Choose another cell.';

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

  test('a table at C3 over the blank row and the spilled values: both named', () => {
    const addon = addonWith(POOLS, 'C3');
    expect(refused(addon, 'insertOddsTable', [{}])).toBe(
      'Nothing was inserted: the 0–6 dice table (live formulas) needs C3:G11, and C4, D4 and E4 are not empty, ' +
        `and =BLADES_BANDS(A2:A4) in B2 spills into C3, D3 and E3: ${BREAKS}`,
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
          'Nothing was inserted: the 0–6 dice table (live formulas) needs D3:H11, and D4 and E4 are not empty, ' +
          `and =BLADES_BANDS(A2:A4) in B2 spills into D3 and E3: ${BREAKS}`,
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
