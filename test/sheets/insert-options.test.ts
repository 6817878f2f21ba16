import { formulaBlock, tableTitle } from '../../src/sheets/insert-blocks';
import { TableSpec, readFormulaSpec, readTableSpec } from '../../src/sheets/insert-options';
import { ROLL_KEYS_TEXT, TABLE_KEYS_TEXT } from '../support/option-keys';

/**
 * The options object Insert formula and Insert table are called with, as
 * the sidebar (or a script) sends it, and the title an inserted table
 * carries. The messages are the ones the built add-on gives against the
 * in-memory sheet (test/dist/menu-and-inserts.test.ts), here without a build.
 */

const ROLL = `Pass an object with any of ${ROLL_KEYS_TEXT}, or nothing.`;
const TABLE = `Pass an object with any of ${TABLE_KEYS_TEXT}, or nothing.`;
const ROLL_KEYS = `Use ${ROLL_KEYS_TEXT}.`;
const TABLE_KEYS = `Use ${TABLE_KEYS_TEXT}.`;

describe('the options object', () => {
  test.each([null, undefined])('%p means every default', (options) => {
    expect(formulaBlock(readFormulaSpec(3, options)).what).toBe('=BLADES_BANDS(3)');
    expect(readTableSpec(options)).toEqual({ roll: 'action', from: 0, to: 6, mode: 'formulas', chart: false, dice: 0 });
  });

  test('an empty object means every default too', () => {
    expect(readFormulaSpec(3, {})).toEqual({ roll: 'action', dice: 3 });
    expect(readTableSpec({})).toEqual({ roll: 'action', from: 0, to: 6, mode: 'formulas', chart: false, dice: 0 });
  });

  test.each<[unknown, string]>([
    ['clock', `Insert formula: the options are "clock", not an object. ${ROLL}`],
    [8, `Insert formula: the options are 8, not an object. ${ROLL}`],
    [true, `Insert formula: the options are TRUE, not an object. ${ROLL}`],
    [[['clock']], `Insert formula: the options are a range, not an object. ${ROLL}`],
    [[], `Insert formula: the options are a range, not an object. ${ROLL}`],
    [new Date(2026, 10, 30), `Insert formula: the options are a date, not an object. ${ROLL}`],
    [{ rol: 'clock' }, `Insert formula: the options hold "rol", which is not an option. ${ROLL_KEYS}`],
    [{ roll: 'clock', segments: 8, mode: 'values' }, `Insert formula: the options hold "mode", which is not an option. ${ROLL_KEYS}`],
    [{ roll: 'group', pool: [2, 1] }, `Insert formula: the options hold "pool", which is not an option. ${ROLL_KEYS}`],
    [{ chart: true }, `Insert formula: the options hold "chart", which is not an option. ${ROLL_KEYS}`],
  ])('Insert formula refuses %p as its options', (options, message) => {
    expect(() => readFormulaSpec(3, options)).toThrow(new Error(message));
  });

  test.each<[unknown, string]>([
    ['values', `Insert table: the options are "values", not an object. ${TABLE}`],
    [0, `Insert table: the options are 0, not an object. ${TABLE}`],
    [[{ from: 1 }], `Insert table: the options are a range, not an object. ${TABLE}`],
    [new Date(0), `Insert table: the options are a date, not an object. ${TABLE}`],
    [{ form: 2 }, `Insert table: the options hold "form", which is not an option. ${TABLE_KEYS}`],
    [{ charts: true }, `Insert table: the options hold "charts", which is not an option. ${TABLE_KEYS}`],
    // The first stray key is named, whichever known keys come before it.
    [{ roll: 'action', from: 1, To: 3, Mode: 'values' }, `Insert table: the options hold "To", which is not an option. ${TABLE_KEYS}`],
  ])('Insert table refuses %p as its options', (options, message) => {
    expect(() => readTableSpec(options)).toThrow(new Error(message));
  });

  test('every key either function takes is read, not refused', () => {
    expect(readFormulaSpec(2, { roll: 'vice', stress: 3 })).toEqual({ roll: 'vice', stress: 3, dice: 2 });
    expect(readFormulaSpec(2, { roll: 'clock', segments: 4, coin: 1 })).toEqual({ roll: 'clock', segments: 4, coin: 1, dice: 2 });
    expect(readFormulaSpec(2, { roll: 'resistance', stress: 6, track: 9 })).toEqual({ roll: 'resistance', stress: 6, track: 9, dice: 2 });
    expect(readFormulaSpec(2, { roll: 'group', pools: [1, 1], synchronized: false })).toEqual({
      roll: 'group',
      pools: [1, 1],
      synchronized: false,
    });
    expect(readTableSpec({ roll: 'clock', segments: 4, coin: 1, from: 1, to: 1, mode: 'values', chart: true })).toEqual({
      roll: 'clock',
      segments: 4,
      coin: 1,
      from: 1,
      to: 1,
      mode: 'values',
      chart: true,
      dice: 1,
    });
  });
});

describe('null is an option left out, as undefined is, in every field', () => {
  const FORMULA_KEYS = ['roll', 'segments', 'coin', 'stress', 'track', 'pools', 'synchronized', 'effect', 'rolls'] as const;
  const TABLE_ONLY_KEYS = ['from', 'to', 'mode', 'chart'] as const;
  /** One set of options per roll type, every field it reads given. */
  const FULL: Array<Record<string, unknown>> = [
    { roll: 'action' },
    { roll: 'resistance', stress: 6, track: 12 },
    { roll: 'vice', stress: 3 },
    { roll: 'clock', segments: 8, coin: 1 },
    { roll: 'progress', segments: 8, effect: 'great', rolls: 12 },
    { roll: 'group', pools: [2, 1, 0], synchronized: true },
  ];
  /** What a call gives: its result, or the message it is refused with. */
  const outcome = (call: () => unknown): unknown => {
    try {
      return { result: call() };
    } catch (e) {
      return { refused: (e as Error).message };
    }
  };
  const without = (options: Record<string, unknown>, key: string) => Object.fromEntries(Object.entries(options).filter(([k]) => k !== key));

  const cases = FULL.flatMap((full) => [
    ...FORMULA_KEYS.map((key) => ['Insert formula', full, key] as const),
    ...[...FORMULA_KEYS, ...TABLE_ONLY_KEYS].map((key) => ['Insert table', full, key] as const),
  ]);
  test.each(cases)('%s, %j: %s null', (fn, full, key) => {
    const read = fn === 'Insert formula' ? (o: unknown) => readFormulaSpec(2, o) : (o: unknown) => readTableSpec(o);
    const leftOut = outcome(() => read(without(full, key)));
    expect(outcome(() => read({ ...full, [key]: null }))).toEqual(leftOut);
    expect(outcome(() => read({ ...full, [key]: undefined }))).toEqual(leftOut);
  });

  test('what null gives: the default where there is one, "is missing" where there is none', () => {
    expect(readFormulaSpec(2, { roll: 'clock', segments: 8, coin: null })).toEqual({ roll: 'clock', segments: 8, dice: 2 });
    expect(readFormulaSpec(2, { roll: 'resistance', stress: 6, track: null })).toEqual({
      roll: 'resistance',
      stress: 6,
      track: 9,
      dice: 2,
    });
    expect(readFormulaSpec(2, { roll: 'resistance', stress: null, track: null })).toEqual({ roll: 'resistance', dice: 2 });
    expect(readFormulaSpec(2, { roll: 'vice', stress: null })).toEqual({ roll: 'vice', dice: 2 });
    expect(readFormulaSpec(null, { roll: null })).toEqual({ roll: 'action', dice: 2 });
    expect(readTableSpec({ from: null, to: null, mode: null, chart: null })).toEqual(readTableSpec({}));
    expect(readFormulaSpec(2, { roll: 'group', pools: [2], synchronized: null })).toMatchObject({ synchronized: false });
    expect(() => readFormulaSpec(2, { roll: 'clock', segments: null })).toThrow(
      new Error('Insert formula: Segments is missing. Use an integer segment count 1–24.'),
    );
    expect(() => readTableSpec({ roll: 'group', pools: null })).toThrow(/^Insert table: Pools is missing\. /);
  });
});

describe('Insert table’s span and mode', () => {
  test('From above To is refused, naming both; From equal to To is one pool', () => {
    expect(() => readTableSpec({ from: 5, to: 2 })).toThrow(new Error('Insert table: From 5 is above To 2. Give the smaller pool first.'));
    expect(() => readTableSpec({ from: 7 })).toThrow(new Error('Insert table: From 7 is above To 6. Give the smaller pool first.'));
    expect(() => readTableSpec({ to: '0', from: '1' })).toThrow(
      new Error('Insert table: From 1 is above To 0. Give the smaller pool first.'),
    );
    expect(readTableSpec({ from: 3, to: 3 })).toMatchObject({ from: 3, to: 3 });
    expect(readTableSpec({ from: 20, to: 20 })).toMatchObject({ from: 20, to: 20 });
    expect(readTableSpec({ to: 0 })).toMatchObject({ from: 0, to: 0 });
  });

  test.each<[unknown, string]>([
    ['csv', 'Insert table: the table is written as "formulas" or "values", not "csv".'],
    [5, 'Insert table: the table is written as "formulas" or "values", not 5.'],
    ['Values', 'Insert table: the table is written as "formulas" or "values", not "Values".'],
    ['', 'Insert table: the table is written as "formulas" or "values", not "".'],
  ])('mode %p is refused, naming the two', (mode, message) => {
    expect(() => readTableSpec({ mode })).toThrow(new Error(message));
    // A group's block is written either way too, so its mode is checked as well.
    expect(() => readTableSpec({ roll: 'group', pools: [2], mode })).toThrow(new Error(message));
  });

  test('mode: formulas or values, left out or null meaning formulas', () => {
    expect(readTableSpec({ mode: 'values' }).mode).toBe('values');
    expect(readTableSpec({ mode: 'formulas' }).mode).toBe('formulas');
    expect(readTableSpec({ mode: null }).mode).toBe('formulas');
    expect(readTableSpec({ roll: 'group', pools: [2], mode: 'values' }).mode).toBe('values');
  });
});

describe('Insert formula for a group', () => {
  test('writes no chart: only Insert table’s Add a chart does', () => {
    const block = formulaBlock(readFormulaSpec(2, { roll: 'group', pools: [2, 1, 0] }));
    expect(block.chart).toBeUndefined();
    expect(Object.keys(block)).not.toContain('chart');
  });
});

describe('tableTitle: the title row and the chart’s title', () => {
  const table = (spec: Partial<TableSpec>): TableSpec =>
    ({ roll: 'action', from: 0, to: 6, mode: 'formulas', chart: false, ...spec }) as TableSpec;

  test('a span of pools: "0–6 dice"', () => {
    expect(tableTitle(table({}))).toEqual({ table: 'Action roll, 0–6 dice (live formulas)', chart: 'Action roll, 0–6 dice' });
    expect(tableTitle(table({ roll: 'clock', segments: 4, from: 1, to: 3, mode: 'values' }))).toEqual({
      table: 'Clock of 4 segments, 1–3 dice (values)',
      chart: 'Clock of 4 segments, 1–3 dice',
    });
  });

  test('one pool: "3 dice", not "3–3"', () => {
    expect(tableTitle(table({ from: 3, to: 3, mode: 'values' }))).toEqual({
      table: 'Action roll, 3 dice (values)',
      chart: 'Action roll, 3 dice',
    });
    expect(tableTitle(table({ roll: 'vice', from: 0, to: 0 }))).toEqual({
      table: 'Indulging a vice, 0 dice (live formulas)',
      chart: 'Indulging a vice, 0 dice',
    });
  });

  test('a group: its pools, no span', () => {
    expect(tableTitle({ roll: 'group', pools: [2, 1, 0], synchronized: false, mode: 'formulas', chart: true })).toEqual({
      table: 'Group action, pools 2, 1, 0 (live formulas)',
      chart: 'Group action, pools 2, 1, 0',
    });
  });
});

describe('a progress clock’s options', () => {
  test('Segments and Effect required, Rolls optional (1–50): each read as the sidebar labels it', () => {
    expect(readFormulaSpec(2, { roll: 'progress', segments: 8, effect: 'limited' })).toEqual({
      roll: 'progress',
      segments: 8,
      effect: 'limited',
      dice: 2,
    });
    expect(readTableSpec({ roll: 'progress', segments: 4, effect: 'extreme', rolls: 50, from: 1, to: 2 })).toMatchObject({
      roll: 'progress',
      segments: 4,
      effect: 'extreme',
      rolls: 50,
      from: 1,
      to: 2,
    });
    expect(() => readFormulaSpec(2, { roll: 'progress', effect: 'great' })).toThrow(
      new Error('Insert formula: Segments is missing. Use an integer segment count 1–24.'),
    );
    expect(() => readFormulaSpec(2, { roll: 'progress', segments: 8 })).toThrow(
      new Error('Insert formula: Effect is "limited", "standard", "great" or "extreme", not missing.'),
    );
    // The sidebar sends a level's own word: another case, a tick row or a number is not one.
    for (const [effect, shown] of [
      ['Great', '"Great"'],
      [[0, 1, 1, 2], 'a range'],
      [2, '2'],
    ] as const) {
      expect(() => readTableSpec({ roll: 'progress', segments: 8, effect })).toThrow(
        new Error(`Insert table: Effect is "limited", "standard", "great" or "extreme", not ${shown}.`),
      );
    }
    expect(() => readTableSpec({ roll: 'progress', segments: 8, effect: 'great', rolls: 51 })).toThrow(
      new Error('Insert table: Rolls 51 is above 50. Use an integer roll count 1–50.'),
    );
  });
});
