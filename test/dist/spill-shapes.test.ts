import { a1Notation, parseCell } from '../../src/sheets/a1';
import { addonSpill } from '../../src/sheets/spill';
import { builtAddon } from '../support/addon';
import { declaredCustomFunctions } from '../support/entry-file';

/**
 * src/sheets/spill.ts against the built functions: for formulas of every
 * custom function, typed into the in-memory sheet beside the cells they
 * read, the area the module computes from the formula's text is the area
 * the formula fills (blank rows of its result included, its own cell
 * alone when it is refused), as the sheet shows it (MemorySheet.resultArea).
 * So the widths the module writes cannot drift from the functions'.
 */

const customFunctions: string[] = declaredCustomFunctions().map((f) => f.name);

/** The cells the formulas read: pools with a blank (A3), a clock's segments, a roster with an empty slot. */
const CELLS: Record<string, string> = { A2: '2', A4: '5', A5: '0', H1: '10', H2: '3', H3: '1', J2: '2', J4: '0' };

const CASES: ReadonlyArray<readonly [string, string]> = [
  ['BLADES_BANDS', '=BLADES_BANDS(A2:A5)'],
  ['BLADES_BANDS', '=BLADES_BANDS(A2)'],
  ['BLADES_BANDS', '=BLADES_BANDS()'],
  ['BLADES_BANDS', '=BLADES_BANDS(A2+1)'],
  ['BLADES_BANDS', '=BLADES_BANDS(MAX(0; A2-1))'],
  ['BLADES_BANDS', '=BLADES_BANDS({2;1;0})'],
  ['BLADES_BANDS', '=BLADES_BANDS({2,1,0})'],
  ['BLADES_BANDS', '=BLADES_BANDS(A2:B3)'],
  ['BLADES_FRACTIONS', '=BLADES_FRACTIONS(A2:A5)'],
  ['BLADES_AT_LEAST', '=BLADES_AT_LEAST(A2:A5; "Clean")'],
  ['BLADES_RESIST', '=BLADES_RESIST(A2:A5)'],
  ['BLADES_RESIST_MEAN', '=BLADES_RESIST_MEAN(A2:A5)'],
  ['BLADES_VICE', '=BLADES_VICE(A2:A5)'],
  ['BLADES_TRAUMA', '=BLADES_TRAUMA(A2:A5; 6; 9)'],
  ['BLADES_OVERINDULGE', '=BLADES_OVERINDULGE(A2:A5; 3)'],
  ['BLADES_CLOCK', '=BLADES_CLOCK(A2:A5; 8)'],
  ['BLADES_CLOCK', '=BLADES_CLOCK(A2:A5; 8; 1)'],
  ['BLADES_CLOCK', '=BLADES_CLOCK(2; H1)'],
  ['BLADES_CLOCK', '=BLADES_CLOCK(2; H9)'],
  ['BLADES_CLOCK', '=BLADES_CLOCK(2; 25)'],
  ['BLADES_CLOCK', '=BLADES_CLOCK(2)'],
  ['BLADES_CLOCK_MEAN', '=BLADES_CLOCK_MEAN(A2:A5; 8)'],
  ['BLADES_CLOCK_MEAN', '=BLADES_CLOCK_MEAN(A2:A5; 8; 2)'],
  ['BLADES_ODDS_TABLE', '=BLADES_ODDS_TABLE()'],
  ['BLADES_ODDS_TABLE', '=BLADES_ODDS_TABLE(H2; H3)'],
  ['BLADES_ODDS_TABLE', '=BLADES_ODDS_TABLE(4; 1)'],
  ['BLADES_ODDS_TABLE', '=BLADES_ODDS_TABLE(1; 4)'],
  ['BLADES_GROUP', '=BLADES_GROUP({2,1,0})'],
  ['BLADES_GROUP', '=BLADES_GROUP(J2:J5; TRUE)'],
  ['BLADES_GROUP_STRESS', '=BLADES_GROUP_STRESS(J2:J5)'],
  ['BLADES_GROUP_STRESS', '=BLADES_GROUP_STRESS({2,1,0})'],
  ['BLADES_GROUP_STRESS', '=BLADES_GROUP_STRESS(J2)'],
  ['BLADES_GROUP_STRESS', '=BLADES_GROUP_STRESS(J5:J7)'],
  ['BLADES_PROGRESS', '=BLADES_PROGRESS(A2:A5; 8; "standard")'],
  ['BLADES_PROGRESS', '=BLADES_PROGRESS(A2:A5; 8; {0,1,2,3}; 12)'],
  ['BLADES_PROGRESS', '=BLADES_PROGRESS(2; H1; "great"; H2)'],
  ['BLADES_PROGRESS', '=BLADES_PROGRESS(2; H1; "great")'],
  ['BLADES_PROGRESS', '=BLADES_PROGRESS(2; 8; "great"; 51)'],
  ['BLADES_PROGRESS', '=BLADES_PROGRESS(2; 25; "great")'],
  ['BLADES_PROGRESS_MEAN', '=BLADES_PROGRESS_MEAN(A2:A5; 8; "Limited")'],
  ['BLADES_THREAT', '=BLADES_THREAT(2; 3)'],
  ['BLADES_THREAT', '=BLADES_THREAT(A2; H2; "desperate")'],
  ['BLADES_THREAT', '=BLADES_THREAT(2; 7)'],
  ['BLADES_THREAT', '=BLADES_THREAT(A2:A5; 2)'],
  ['BLADES_THREAT_ALL', '=BLADES_THREAT_ALL(A2:A5; 2)'],
  ['BLADES_THREAT_ALL', '=BLADES_THREAT_ALL(2; 4; "risky")'],
  ['BLADES_DC_PUSH', '=BLADES_DC_PUSH(A2:A5)'],
  ['BLADES_DC_PUSH_MEAN', '=BLADES_DC_PUSH_MEAN(A2:A5)'],
  // One argument too many: refused by name, its own cell alone.
  ['BLADES_BANDS', '=BLADES_BANDS(A2:A5; 1)'],
  ['BLADES_FRACTIONS', '=BLADES_FRACTIONS(A2:A5; 1)'],
  ['BLADES_AT_LEAST', '=BLADES_AT_LEAST(A2:A5; "Clean"; 1)'],
  ['BLADES_RESIST', '=BLADES_RESIST(A2:A5; 1)'],
  ['BLADES_RESIST_MEAN', '=BLADES_RESIST_MEAN(A2:A5; 1)'],
  ['BLADES_VICE', '=BLADES_VICE(A2:A5; 1)'],
  ['BLADES_TRAUMA', '=BLADES_TRAUMA(A2:A5; 6; 9; 1)'],
  ['BLADES_OVERINDULGE', '=BLADES_OVERINDULGE(A2:A5; 3; 1)'],
  ['BLADES_CLOCK', '=BLADES_CLOCK(A2:A5; 8; 1; 1)'],
  ['BLADES_CLOCK_MEAN', '=BLADES_CLOCK_MEAN(A2:A5; 8; 1; 1)'],
  ['BLADES_ODDS_TABLE', '=BLADES_ODDS_TABLE(4; 1; 1)'],
  ['BLADES_GROUP', '=BLADES_GROUP({2,1,0}; TRUE; 1)'],
  ['BLADES_GROUP_STRESS', '=BLADES_GROUP_STRESS({2,1,0}; 1)'],
  ['BLADES_PROGRESS', '=BLADES_PROGRESS(A2:A5; 8; "great"; 8; 1)'],
  ['BLADES_PROGRESS_MEAN', '=BLADES_PROGRESS_MEAN(A2:A5; 8; "great"; 1)'],
  ['BLADES_THREAT', '=BLADES_THREAT(2; 2; "risky"; 1)'],
  ['BLADES_THREAT_ALL', '=BLADES_THREAT_ALL(A2:A5; 2; "risky"; 1)'],
  ['BLADES_DC_PUSH', '=BLADES_DC_PUSH(A2:A5; 1)'],
  ['BLADES_DC_PUSH_MEAN', '=BLADES_DC_PUSH_MEAN(A2:A5; 1)'],
  ['BLADES_OPTIONS', '=BLADES_OPTIONS(A2)'],
  ['BLADES_OPTIONS', '=BLADES_OPTIONS()'],
  ['BLADES_OPTIONS', '=BLADES_OPTIONS(A2:A5)'],
  ['BLADES_OPTIONS', '=BLADES_OPTIONS({2;1})'],
  ['BLADES_OPTIONS', '=BLADES_OPTIONS(2; 1)'],
  ['BLADES_TRAUMA_BY', '=BLADES_TRAUMA_BY(A2:A5; 6; 3; 9)'],
  ['BLADES_TRAUMA_BY', '=BLADES_TRAUMA_BY(2; 0; H2)'],
  ['BLADES_TRAUMA_BY', '=BLADES_TRAUMA_BY(2; 0; H9)'],
  ['BLADES_TRAUMA_BY', '=BLADES_TRAUMA_BY(2; 0; 25)'],
  ['BLADES_TRAUMA_BY', '=BLADES_TRAUMA_BY(A2:A5; 6; 3; 9; 1)'],
  ['BLADES_TRAUMA_MEAN', '=BLADES_TRAUMA_MEAN(A2:A5; 6; 9)'],
  ['BLADES_TRAUMA_MEAN', '=BLADES_TRAUMA_MEAN(A2:A5; 6; 9; 1)'],
];

test('every custom function has a case here', () => {
  expect(new Set(CASES.map(([fn]) => fn))).toEqual(new Set(customFunctions));
});

test.each(CASES)('%s: %s fills what its text says', (_, formula) => {
  const { sheet } = builtAddon({ rows: 40, columns: 30 });
  for (const [a1, text] of Object.entries(CELLS)) {
    const at = parseCell(a1)!;
    sheet.enter(at.row, at.column, text);
  }
  const at = { row: 12, column: 2 };
  sheet.enter(at.row, at.column, formula);
  const size = { rows: sheet.getMaxRows(), columns: sheet.getMaxColumns() };
  const area = addonSpill(formula, at, size, (a) => sheet.getRange(a.row, a.column, a.rows, a.columns).getValues());
  expect(area).not.toBeNull();
  const shown = sheet.resultArea(at.row, at.column)!;
  expect(a1Notation(area!.row, area!.column, area!.rows, area!.columns)).toBe(a1Notation(at.row, at.column, shown.rows, shown.columns));
});
