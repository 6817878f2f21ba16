import { blankRow, mapDiceColumn, mapDiceGrid, messageRow } from '../../src/sheets/dice-column';
import { errorOf } from '../support/apps-script';

/** A stand-in row per pool, so the shape alone is under test: [n, 10n]. */
const rowFor = (n: number) => [n, 10 * n];
const column = (dice: unknown) => mapDiceColumn('FN', dice, 2, rowFor);

describe('the dice argument’s shapes', () => {
  test('one value: one row; omitted (or null): the card’s default of 2; blank: a blank row', () => {
    expect(column(5)).toEqual([[5, 50]]);
    expect(column(undefined)).toEqual([[2, 20]]);
    expect(column(null)).toEqual([[2, 20]]);
    expect(column('')).toEqual([['', '']]);
    expect(column(' 0 ')).toEqual([[0, 0]]);
  });
  test('a column: one row per cell, in order, blank cells blank rows', () => {
    expect(column([[1], [''], ['3'], [20]])).toEqual([
      [1, 10],
      ['', ''],
      [3, 30],
      [20, 200],
    ]);
    expect(column([['']])).toEqual([['', '']]);
  });
  test('a bad cell of a column: its message in its own row, the rest of that row blank; every other row computed', () => {
    expect(column([[1], [''], [2.5], ['x'], [4]])).toEqual([
      [1, 10],
      ['', ''],
      ['FN: dice 2.5 in row 3 of the range is not a whole number. Use an integer dice count 0–20.', ''],
      ['FN: dice "x" in row 4 of the range is text, not a number. Use an integer dice count 0–20.', ''],
      [4, 40],
    ]);
    // One cell wide: the message is the whole row.
    expect(mapDiceColumn('FN', [[25], [3]], 1, (n) => [n])).toEqual([
      ['FN: dice 25 in row 1 of the range is above 20. Use an integer dice count 0–20.'],
      [3],
    ]);
    expect(messageRow('m', 3)).toEqual(['m', '', '']);
  });
  test('a bad single value still throws: it has no row of its own', () => {
    expect(errorOf(() => column(2.5))).toBe('FN: dice 2.5 is not a whole number. Use an integer dice count 0–20.');
    expect(errorOf(() => column('x'))).toBe('FN: dice "x" is text, not a number. Use an integer dice count 0–20.');
  });
  test('a range wider than one column, or ragged, is refused rather than reshaped', () => {
    expect(errorOf(() => column([[1, 2, 3]]))).toBe(
      'FN: the dice range is 3 columns wide. Pass one column of dice counts (e.g. A2:A21), one output row per cell.',
    );
    expect(errorOf(() => column([[1], [2, 3]]))).toBe('FN: the dice range is not rectangular: its rows differ in length.');
    expect(errorOf(() => column([[1, 2], [3]]))).toBe('FN: the dice range is not rectangular: its rows differ in length.');
  });
  test('an empty or flat range (only a script can pass one) is refused', () => {
    for (const bad of [[], [[]], [3, 4], [[1], 2]]) expect(errorOf(() => column(bad))).toMatch(/^FN: the dice range is /);
  });
  test('an empty range is called empty; a flat one names its first row that is one value', () => {
    for (const empty of [[], [[]], [[], [], []]]) expect(errorOf(() => column(empty))).toMatch(/^FN: the dice range is empty\b/);
    expect(errorOf(() => column([3, 4]))).toMatch(/^FN: the dice range is not a range of rows: its row 1 is one value\b/);
    expect(errorOf(() => column([[1], [2], 3, [4]]))).toMatch(/^FN: the dice range is not a range of rows: its row 3 is one value\b/);
    // An empty row before a flat one: still flat, not empty.
    expect(errorOf(() => column([[], 5]))).toMatch(/^FN: the dice range is not a range of rows: its row 2 is one value\b/);
  });
  test('a blank row is as wide as asked', () => {
    expect(blankRow(3)).toEqual(['', '', '']);
    expect(blankRow(1)).toEqual(['']);
  });
});

describe('a grid of pools, for a function of one value per pool', () => {
  const grid = (dice: unknown) => mapDiceGrid('FN', dice, (n, place) => (place === null ? n : 10 * n));
  test('one value: one cell; omitted: the default of 2; blank: blank; a bad one throws', () => {
    expect([grid(5), grid(undefined), grid('')]).toEqual([[[5]], [[2]], [['']]]);
    expect(errorOf(() => grid('x'))).toBe('FN: dice "x" is text, not a number. Use an integer dice count 0–20.');
  });
  test('a range of any shape: its shape, one cell per pool in its place, a blank blank, a bad cell its message naming row and column', () => {
    expect(
      grid([
        [1, '', 3],
        [4, 2.5, '0'],
      ]),
    ).toEqual([
      [10, '', 30],
      [40, 'FN: dice 2.5 in row 2, column 2 of the range is not a whole number. Use an integer dice count 0–20.', 0],
    ]);
    // One column: the row alone, as a column's message says it.
    expect(grid([[1], [25]])).toEqual([[10], ['FN: dice 25 in row 2 of the range is above 20. Use an integer dice count 0–20.']]);
    expect(errorOf(() => grid([[1], [2, 3]]))).toBe('FN: the dice range is not rectangular: its rows differ in length.');
  });
});
