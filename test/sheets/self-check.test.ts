import { ratioToDouble } from '../../src/dice/fraction';
import {
  CHECK_SHEET_NAME,
  DocumentedExample,
  FunctionExamples,
  argumentSeparator,
  checkSheetName,
  literal,
  expectedValue,
  pickCell,
  selfCheckPlan,
} from '../../src/sheets/self-check';

/** The self-check's plan as data: names, separators, the cell each check compares, and what it writes. */

/** An exact cell num/den as an example states it. */
const n = (num: number, den: number) => ({ num: String(num), den: String(den) });

describe('the check sheet', () => {
  test('takes a name never in use, ignoring case as Sheets does', () => {
    expect(checkSheetName(['Sheet1'])).toBe(CHECK_SHEET_NAME);
    expect(checkSheetName(['Sheet1', 'blades odds CHECK'])).toBe(`${CHECK_SHEET_NAME} 2`);
    expect(checkSheetName([CHECK_SHEET_NAME, `${CHECK_SHEET_NAME} 2`, `${CHECK_SHEET_NAME} 4`])).toBe(`${CHECK_SHEET_NAME} 3`);
  });

  test('writes "," between arguments where the decimal separator is a point, ";" where it is a comma or unknown', () => {
    expect(['en_US', 'en_GB', 'ja_JP'].map(argumentSeparator)).toEqual([',', ',', ',']);
    expect(['de_DE', 'fr_FR', 'pt_BR', 'tr_TR'].map(argumentSeparator)).toEqual([';', ';', ';', ';']);
    expect(argumentSeparator('not a locale!')).toBe(';');
  });
});

describe('an argument as a formula reads it in any locale', () => {
  test('text quoted, TRUE/FALSE, whole numbers, and a decimal as a quotient: no decimal separator written', () => {
    expect([literal('say "hi"'), literal(true), literal(-3), literal(1.5), literal(-0.25)]).toEqual([
      '"say ""hi"""',
      'TRUE',
      '-3',
      '(15/10)',
      '(-025/100)',
    ]);
    expect(() => literal(1e-9)).toThrow('literal: 1e-9 has no exact decimal form');
  });
});

describe('the cell a check compares', () => {
  test('is the number with the largest denominator, the first of equals', () => {
    expect(pickCell([[n(1, 4), n(4, 9), n(5, 18), n(1, 36)]])).toEqual({ row: 0, column: 3, cell: n(1, 36) });
    expect(
      pickCell([
        [n(1, 2), n(1, 3)],
        [n(49, 108), n(2, 27)],
      ]),
    ).toEqual({ row: 1, column: 0, cell: n(49, 108) });
  });
  test('is a number before any text, else the longest text', () => {
    expect(pickCell([[{ text: 'Dice' }, n(0, 1)]]).cell).toEqual(n(0, 1));
    expect(pickCell([[{ text: '1/8' }, { text: '49/108' }, { text: '25/72' }]]).cell).toEqual({ text: '49/108' });
  });
  test('is expected as its fraction rounded once by the engine, past 2^53 too', () => {
    const big = { num: '1', den: String(6n ** 30n) };
    expect(expectedValue(big)).toBe(ratioToDouble(1n, 6n ** 30n));
    expect(expectedValue(n(4, 9))).toBe(4 / 9);
    expect(expectedValue({ text: '1/8' })).toBe('1/8');
  });
});

describe('the plan', () => {
  const examples: DocumentedExample[] = [
    { args: [2], rows: [[n(1, 4), n(4, 9)]] },
    { args: [[[1], [3]]], rows: [[n(1, 2)], [n(1, 8)]] },
    { args: [2, 3], error: 'no' },
  ];
  const functions: FunctionExamples[] = [
    { name: 'BLADES_BANDS', examples },
    { name: 'BLADES_CLOCK_MEAN', examples: [{ args: [2, 4], rows: [[n(1309, 576)]] }] },
  ];
  const written = (plan: ReturnType<typeof selfCheckPlan>) => plan.writes.flatMap((w) => w.values.flat());

  test('one check per example, plus the two inserts; "n of n ok" counts them', () => {
    const plan = selfCheckPlan(functions, 'en_US');
    expect(plan.checks).toBe(4 + 2);
    expect(plan.refusals).toEqual([{ at: { row: 7, column: 6 }, fn: 'BLADES_BANDS', args: [2, 3] }]);
    expect(written(plan)).toContain('=COUNTIF(E5:E10, "ok")&" of "&COUNTA(E5:E10)&" ok"');
  });

  test('a range argument is written into the scratch area and read as a range; no array literal, no "" written', () => {
    const plan = selfCheckPlan(functions, 'en_US');
    expect(plan.writes).toContainEqual({ at: { row: 6, column: 8 }, values: [[1], [3]] });
    expect(written(plan)).toContain('=INDEX(BLADES_BANDS(H6:H7), 2, 1)');
    expect(written(plan).filter((v) => typeof v === 'string' && /\{/.test(v))).toEqual([]);
    expect(written(plan)).not.toContain('');
  });

  test('in a decimal-comma locale every formula has ";" between its arguments', () => {
    const plan = selfCheckPlan(functions, 'de_DE');
    expect(plan.separator).toBe(';');
    expect(written(plan)).toContain('=BLADES_CLOCK_MEAN(2; 4)');
    const formulas = written(plan).filter((v): v is string => typeof v === 'string' && v.startsWith('='));
    expect(formulas.filter((f) => f.replace(/"[^"]*"/g, '').includes(','))).toEqual([]);
  });
});
