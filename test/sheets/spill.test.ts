import { a1Notation, parseCell } from '../../src/sheets/a1';
import { areaNotation } from '../../src/sheets/cell-area';
import { ReadCells, addonSpill } from '../../src/sheets/spill';

/**
 * The area an add-on formula fills, from its text: src/sheets/spill.ts
 * against a sheet of 1000 rows × 26 columns whose cells are given here.
 * test/dist/spill-shapes.test.ts holds the same shapes to what the built
 * functions fill.
 */

const SIZE = { rows: 1000, columns: 26 };

/** A reader over the cells given by A1 name (the rest blank); other sheets cannot be read. */
function cells(values: Record<string, unknown> = {}): ReadCells {
  return (area, sheet) => {
    if (sheet !== null) return null;
    return Array.from({ length: area.rows }, (_, r) =>
      Array.from({ length: area.columns }, (_, c) => values[a1Notation(area.row + r, area.column + c)] ?? ''),
    );
  };
}

/** The area of `formula` in cell `at`, in A1 notation, or null. */
function spill(formula: string, at = 'B2', values?: Record<string, unknown>): string | null {
  const area = addonSpill(formula, parseCell(at)!, SIZE, cells(values));
  return area && areaNotation(area);
}

describe('a pool’s function fills a row per pool: the dice argument’s rows × the function’s width', () => {
  test.each([
    ['=BLADES_BANDS(A2:A4)', 'B2:E4'],
    ['=BLADES_BANDS(2)', 'B2:E2'],
    ['=BLADES_BANDS()', 'B2:E2'],
    ['=blades_bands(a2:a4)', 'B2:E4'],
    ['=BLADES_BANDS(A2)', 'B2:E2'],
    ['=BLADES_BANDS(A2:A2)', 'B2:E2'],
    ['=BLADES_BANDS(A2+1)', 'B2:E2'],
    ['=BLADES_BANDS(-A2)', 'B2:E2'],
    ['=BLADES_BANDS(MAX(0, A2-1))', 'B2:E2'],
    ['=BLADES_BANDS(MAX(0; A2:A9))', 'B2:E2'],
    ['=BLADES_BANDS("3")', 'B2:E2'],
    ['=BLADES_BANDS($A$2:$A$9)', 'B2:E9'],
    ['=BLADES_BANDS(A9:A2)', 'B2:E9'],
    ['= BLADES_BANDS ( A2 : A4 )', 'B2:E4'],
    ['=BLADES_BANDS(Sheet2!A2:A4)', 'B2:E4'],
    ["=BLADES_BANDS('Pools and ''notes'''!A2:A4)", 'B2:E4'],
    ['=BLADES_BANDS({2;1;0})', 'B2:E4'],
    ['=BLADES_BANDS({3})', 'B2:E2'],
    ['=BLADES_FRACTIONS(A2:A3)', 'B2:E3'],
    ['=BLADES_RESIST(A2:A8)', 'B2:H8'],
    ['=BLADES_VICE(A2:A8)', 'B2:G8'],
    ['=BLADES_RESIST_MEAN(A2:A8)', 'B2:B8'],
    ['=BLADES_AT_LEAST(A2:A3, "Cl""ean")', 'B2:B3'],
    ['=BLADES_TRAUMA(B4:B10; 6; 9)', 'B2:B8'],
    ['=BLADES_OVERINDULGE(B4:B10; 3)', 'B2:B8'],
    ['=BLADES_CLOCK_MEAN(A2:A8, 8)', 'B2:B8'],
  ])('%s in B2 fills %s', (formula, area) => {
    expect(spill(formula)).toBe(area);
  });

  test('a range of any height, and whole columns down to the sheet’s last row', () => {
    expect(spill('=BLADES_BANDS(A1:A500)', 'C1')).toBe('C1:F500');
    expect(spill('=BLADES_BANDS(A:A)', 'B1')).toBe('B1:E1000');
    expect(spill('=BLADES_BANDS(A2:A)', 'B2')).toBe('B2:E1000');
  });

  test('past the sheet’s edge the area stops at it', () => {
    expect(spill('=BLADES_BANDS(A1:A10)', 'B995')).toBe('B995:E1000');
    expect(spill('=BLADES_RESIST(2)', 'X1')).toBe('X1:Z1');
  });

  test('one argument more than the function takes is refused: its own cell only', () => {
    expect(spill('=BLADES_BANDS(A2:A4, 3)')).toBe('B2');
    expect(spill('=BLADES_CLOCK(A2:A4; 8; 1; 0)')).toBe('B2');
    expect(spill('=BLADES_CLOCK(A2:A4; 8; 1)')).toBe('B2:I4');
  });

  test('a dice range wider than one column, or a row of pools, is refused: #ERROR! in its own cell only', () => {
    expect(spill('=BLADES_BANDS(A2:B4)')).toBe('B2');
    expect(spill('=BLADES_BANDS({2,1,0})')).toBe('B2');
    expect(spill('=BLADES_BANDS(2:3)')).toBe('B2');
  });

  test('a function of one value per pool fills its grid: the range’s rows × its columns', () => {
    expect(spill('=BLADES_AT_LEAST(B2:M5; "Partial")', 'B8')).toBe('B8:M11');
    expect(spill('=BLADES_RESIST_MEAN(O2:Q5)', 'B8')).toBe('B8:D11');
    expect(spill('=BLADES_TRAUMA({1,2;3,4}; 6; 9)')).toBe('B2:C3');
    expect(spill('=BLADES_CLOCK_MEAN(A2:C2; 8)')).toBe('B2:D2');
    // Whole rows: as wide as the sheet, from the formula's column to its edge.
    expect(spill('=BLADES_DC_PUSH_MEAN(2:3)')).toBe('B2:Z3');
    // A pool the text does not tell may be a grid of any size: to the sheet's edges.
    const area = addonSpill('=BLADES_AT_LEAST(crew; "Clean")', parseCell('B2')!, SIZE, cells());
    expect([area && areaNotation(area), area?.unbounded]).toEqual(['B2:Z1000', true]);
  });
});

describe('the arguments that decide a shape are read from the sheet and checked as the function checks them', () => {
  test.each<[string, Record<string, unknown>, string | null]>([
    ['=BLADES_CLOCK(B4:B10; 8)', {}, 'B2:I8'],
    ['=BLADES_CLOCK(B4:B10; 8; 1)', {}, 'B2:I8'],
    ['=BLADES_CLOCK(2, C1)', { C1: 10 }, 'B2:K2'],
    ['=BLADES_CLOCK(2, C1)', { C1: '12' }, 'B2:M2'],
    ['=BLADES_CLOCK(2, C1)', { C1: 30 }, 'B2'],
    ['=BLADES_CLOCK(2, C1)', {}, 'B2'],
    ['=BLADES_CLOCK(2)', {}, 'B2'],
    ['=BLADES_CLOCK(2, 2.5)', {}, 'B2'],
    ['=BLADES_CLOCK(2, C1:C2)', { C1: 4, C2: 4 }, 'B2'],
    ['=BLADES_ODDS_TABLE()', {}, 'B2:F9'],
    ['=BLADES_ODDS_TABLE(4, 1)', {}, 'B2:F6'],
    ['=BLADES_ODDS_TABLE(A1)', { A1: 2 }, 'B2:F5'],
    ['=BLADES_ODDS_TABLE(3, 5)', {}, 'B2'],
    ['=BLADES_ODDS_TABLE(21)', {}, 'B2'],
    ['=BLADES_GROUP({2,1,0})', {}, 'B2:E2'],
    ['=BLADES_GROUP(B4:B6; TRUE)', {}, 'B2:E2'],
    ['=BLADES_GROUP_STRESS({2,1,0})', {}, 'B2:E2'],
    ['=BLADES_GROUP_STRESS(B4:B6)', { B4: 2, B6: 0 }, 'B2:D2'],
    ['=BLADES_GROUP_STRESS(B4:B6)', {}, 'B2'],
    ['=BLADES_GROUP_STRESS(B4)', { B4: 3 }, 'B2:C2'],
    ['=BLADES_GROUP_STRESS(B4:B6)', { B4: 2, B5: 25 }, 'B2'],
  ])('%s with %j fills %s', (formula, values, area) => {
    expect(spill(formula, 'B2', values)).toBe(area);
  });

  test('a pool’s own range on another sheet: its height is in the text', () => {
    expect(spill('=BLADES_CLOCK(Sheet2!A1:A3, 4)')).toBe('B2:E4');
  });
});

describe('a size whose value is not known here takes the largest its range allows; the rows still come from the pool', () => {
  test.each<[string, Record<string, unknown>, string]>([
    // The forms of issue 28: segments or rolls computed, typed or from a cell.
    // rolls up to 50: to the sheet's edge, Z.
    ['=BLADES_PROGRESS(A3:A12, 8, "standard", Z1+1)', { Z1: 3 }, 'B2:Z11'],
    ['=BLADES_PROGRESS(A3:A12; 8+0; "standard")', {}, 'B2:Y11'],
    ['=BLADES_PROGRESS(A3:A12; MAX(2, Z1); "standard")', { Z1: 3 }, 'B2:Y11'],
    ['=BLADES_PROGRESS(A3:A12; 8; "standard"; MAX(2, Z1))', { Z1: 3 }, 'B2:Z11'],
    ['=BLADES_PROGRESS(A3:A12; Z1+1; "standard"; 4)', { Z1: 3 }, 'B2:E11'],
    ['=BLADES_CLOCK(A2:A4; Z1+1)', { Z1: 3 }, 'B2:Y4'],
    ['=BLADES_CLOCK(2; 8+0)', {}, 'B2:Y2'],
    ['=BLADES_CLOCK(2; MAX(2, Z1))', { Z1: 3 }, 'B2:Y2'],
    ['=BLADES_CLOCK(2, Sheet2!C1)', {}, 'B2:Y2'],
    ['=BLADES_TRAUMA_BY(A2:A3; 6; Z1+1)', { Z1: 3 }, 'B2:Y3'],
    ['=BLADES_TRAUMA_BY(2; 6; MAX(2; Z1); 9)', { Z1: 3 }, 'B2:Y2'],
    ['=BLADES_THREAT(2; Z1+1)', { Z1: 1 }, 'B2:D7'],
    ['=BLADES_ODDS_TABLE(Z1+1)', { Z1: 3 }, 'B2:F23'],
    ['=BLADES_ODDS_TABLE(6; Z1+0)', { Z1: 3 }, 'B2:F9'],
    ['=BLADES_ODDS_TABLE(Z1+1; 3)', { Z1: 3 }, 'B2:F20'],
    ['=BLADES_CLOCK(2; INDEX(Z1:Z3; 2))', {}, 'B2:Y2'],
    // Participants: one computed value is one; a range on another sheet its cells; anything else a group's most.
    ['=BLADES_GROUP_STRESS(Z1+1)', { Z1: 3 }, 'B2:C2'],
    ['=BLADES_GROUP_STRESS(Sheet2!B4:B6)', {}, 'B2:E2'],
    ['=BLADES_GROUP_STRESS(Sheet2!B1:B40)', {}, 'B2:N2'],
    ['=BLADES_GROUP_STRESS(crew)', {}, 'B2:N2'],
  ])('%s with %j may fill %s', (formula, values, area) => {
    expect(spill(formula, 'B2', values)).toBe(area);
  });

  test('a size known to be refused still refuses the call, whatever the others', () => {
    expect(spill('=BLADES_PROGRESS(A3:A12; Z1+1; "standard"; 51)', 'B2', { Z1: 3 })).toBe('B2');
    expect(spill('=BLADES_ODDS_TABLE(Z1+1; 21)', 'B2', { Z1: 3 })).toBe('B2');
    expect(spill('=BLADES_CLOCK(A2:B4; Z1+1)', 'B2', { Z1: 3 })).toBe('B2');
  });

  test('a pool whose rows are not known (another function’s result, a named range, a range’s arithmetic) fills down to the sheet’s edge', () => {
    for (const formula of [
      '=BLADES_BANDS(A2:A4+1)',
      '=BLADES_BANDS(FILTER(A:A, A:A>1))',
      '=BLADES_BANDS(SEQUENCE(3))',
      '=BLADES_BANDS(pools)',
      '=BLADES_BANDS(-A2:A4)',
    ]) {
      const area = addonSpill(formula, parseCell('B2')!, SIZE, cells());
      expect([formula, area && areaNotation(area), area?.unbounded]).toEqual([formula, 'B2:E1000', true]);
    }
    // One value only: a range is refused, one value fills the declared area.
    expect(spill('=BLADES_OPTIONS(INDEX(A2:A4; 2))')).toBe('B2:H8');
    expect(addonSpill('=BLADES_BANDS(A2:A4)', parseCell('B2')!, SIZE, cells())?.unbounded).toBeUndefined();
  });
});

describe('formulas whose spill the text does not tell are not known (the limit docs/sidebar.md states)', () => {
  test.each([
    '=ARRAYFORMULA(BLADES_BANDS(A2:A4))',
    '=IFERROR(BLADES_BANDS(A2:A4), "")',
    '=BLADES_BANDS(A2:A4)+1',
    '=FILTER(A:A, A:A>1)',
    '=QUERY(A1:C9, "select A")',
    '=SUM(A1:A3)',
    '=A1',
    '=BLADES_BANDS(',
    '=BLADES_BANDS(2))',
    '=BLADES_BANDS(2 3)',
    '=BLADES_BANDS({1,2;3})',
    'BLADES_BANDS(2)',
    '=NOT_A_FUNCTION(2)',
    '',
  ])('%s', (formula) => {
    expect(spill(formula)).toBeNull();
  });
});
