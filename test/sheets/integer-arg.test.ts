import { IntegerSpec, integerOrError, readInteger, readScalarInteger } from '../../src/sheets/integer-arg';
import { DICE, SEGMENTS } from '../../src/sheets/integer-specs';
import { errorOf } from '../support/apps-script';

/**
 * How one cell of an integer argument reads, and every refusal's message in
 * full as the user sees it: the function, the argument, the value as the
 * sheet shows it, its row in a range, the problem, then what to pass.
 * Dates and long text are named loosely: their wording is being revised.
 */
const FN = 'BLADES_RESIST';
const USE_DICE = 'Use an integer dice count 0–20.';
const HINT = 'A negative pool rolls as zero dice: pass 0, e.g. MAX(0, A2-1).';
const USE_SEGMENTS = 'Use an integer segment count 1–24.';

const read = (value: unknown, place: { row: number } | null = null) => readInteger(FN, DICE, value, place);

describe('a dice cell that reads', () => {
  test.each([
    [0, 0],
    [3, 3],
    [20, 20],
    [-0, 0],
    [2.0, 2],
  ])('the number %p is %p', (value, n) => {
    expect(Object.is(read(value), n)).toBe(true);
  });
  // Numeric text as Sheets itself reads it: spaces around, a sign, a point, an exponent.
  test.each([
    ['3', 3],
    [' 3 ', 3],
    ['\t4\n', 4],
    ['+3', 3],
    ['-0', 0],
    ['3.0', 3],
    ['3.', 3],
    ['.5e1', 5],
    ['3e0', 3],
    ['3E+0', 3],
    ['30e-1', 3],
    ['0.2E2', 20],
    ['020', 20],
  ])('the text %p is %p', (value, n) => {
    expect(Object.is(read(value), n)).toBe(true);
  });
  test('a blank cell ("") is null: a blank row', () => {
    expect(read('')).toBeNull();
  });
});

describe('a dice cell that is refused, and the message in full', () => {
  test.each([
    // Numbers.
    [-1, `dice -1 is negative. ${USE_DICE} ${HINT}`],
    [-20, `dice -20 is negative. ${USE_DICE} ${HINT}`],
    [21, `dice 21 is above 20. ${USE_DICE}`],
    [2.5, `dice 2.5 is not a whole number. ${USE_DICE}`],
    [-1.5, `dice -1.5 is not a whole number. ${USE_DICE}`],
    [NaN, `dice NaN is not a number. ${USE_DICE}`],
    [Infinity, `dice Infinity is not a finite number. ${USE_DICE}`],
    [-Infinity, `dice -Infinity is not a finite number. ${USE_DICE}`],
    // Numeric text: the same rules as the number it reads as, the text quoted.
    ['21', `dice "21" is above 20. ${USE_DICE}`],
    [' -2 ', `dice " -2 " is negative. ${USE_DICE} ${HINT}`],
    ['2.5', `dice "2.5" is not a whole number. ${USE_DICE}`],
    ['1e400', `dice "1e400" is not a finite number. ${USE_DICE}`],
    // Other text, whatever a number parser might make of it.
    ['three', `dice "three" is text, not a number. ${USE_DICE}`],
    ['  ', `dice "  " is text, not a number. ${USE_DICE}`],
    ['3 dice', `dice "3 dice" is text, not a number. ${USE_DICE}`],
    ['0x10', `dice "0x10" is text, not a number. ${USE_DICE}`],
    ['1,5', `dice "1,5" is text, not a number. ${USE_DICE}`],
    ['e3', `dice "e3" is text, not a number. ${USE_DICE}`],
    ['3e', `dice "3e" is text, not a number. ${USE_DICE}`],
    ['.', `dice "." is text, not a number. ${USE_DICE}`],
    ['+', `dice "+" is text, not a number. ${USE_DICE}`],
    ['--3', `dice "--3" is text, not a number. ${USE_DICE}`],
    ['3 3', `dice "3 3" is text, not a number. ${USE_DICE}`],
    ['Infinity', `dice "Infinity" is text, not a number. ${USE_DICE}`],
    ['NaN', `dice "NaN" is text, not a number. ${USE_DICE}`],
    ['say "two"', `dice "say \\"two\\"" is text, not a number. ${USE_DICE}`],
    // A checkbox, and a range where one value belongs.
    [true, `dice TRUE is a TRUE/FALSE value, not a number. ${USE_DICE}`],
    [false, `dice FALSE is a TRUE/FALSE value, not a number. ${USE_DICE}`],
    [[[1]], `dice is a range where one value was expected. ${USE_DICE}`],
  ])('%p', (value, message) => {
    expect(errorOf(() => read(value))).toBe(`${FN}: ${message}`);
  });

  test('in a range, the row is named', () => {
    expect(errorOf(() => read(-3, { row: 3 }))).toBe(`${FN}: dice -3 in row 3 of the range is negative. ${USE_DICE} ${HINT}`);
    expect(errorOf(() => read('x', { row: 12 }))).toBe(`${FN}: dice "x" in row 12 of the range is text, not a number. ${USE_DICE}`);
    expect(errorOf(() => read(false, { row: 1 }))).toBe(
      `${FN}: dice FALSE in row 1 of the range is a TRUE/FALSE value, not a number. ${USE_DICE}`,
    );
  });

  test('integerOrError reads the same, and returns the error readInteger throws (a dice column shows it in its row)', () => {
    expect(integerOrError(FN, DICE, ' 3 ', { row: 1 })).toBe(3);
    expect(integerOrError(FN, DICE, '', { row: 1 })).toBeNull();
    expect(Object.is(integerOrError(FN, DICE, -0, null), 0)).toBe(true);
    for (const value of [25, 'x', true, 2.5, -1]) {
      const error = integerOrError(FN, DICE, value, { row: 4 });
      expect(error).toBeInstanceOf(Error);
      expect((error as Error).message).toBe(errorOf(() => read(value, { row: 4 })));
    }
  });

  test('a date is named as a date, not as text or a number', () => {
    const date = new Date(Date.UTC(2026, 10, 30));
    expect(errorOf(() => read(date))).toMatch(new RegExp(`^${FN}: dice (.+ )?is a date, not a number\\. ${USE_DICE}$`));
    expect(errorOf(() => read(date, { row: 2 }))).toMatch(/^BLADES_RESIST: dice (.+ )?in row 2 of the range is a date, not a number\./);
  });

  test('any other value is not a number', () => {
    expect(errorOf(() => read({}))).toMatch(/^BLADES_RESIST: dice .* is not a number\. Use an integer dice count 0–20\.$/);
  });
});

describe('other integer arguments', () => {
  const segments = (value: unknown) => readInteger('BLADES_CLOCK', SEGMENTS, value, null);
  test('segments 1–24: below 1 is "below", a negative is "negative", and no pool hint', () => {
    expect([1, 24, '8'].map(segments)).toEqual([1, 24, 8]);
    expect(errorOf(() => segments(0))).toBe(`BLADES_CLOCK: segments 0 is below 1. ${USE_SEGMENTS}`);
    expect(errorOf(() => segments(-4))).toBe(`BLADES_CLOCK: segments -4 is negative. ${USE_SEGMENTS}`);
    expect(errorOf(() => segments(25))).toBe(`BLADES_CLOCK: segments 25 is above 24. ${USE_SEGMENTS}`);
    expect(errorOf(() => segments('zero'))).toBe(`BLADES_CLOCK: segments "zero" is text, not a number. ${USE_SEGMENTS}`);
  });
  test('a range that may go below zero reads negatives and names its own bounds', () => {
    const OFFSET: IntegerSpec = { name: 'offset', noun: 'offset', min: -3, max: 3, belowMinHint: 'Never shown here.' };
    const offset = (value: unknown) => readInteger('F', OFFSET, value, null);
    expect([-3, -1, '-2', 3].map(offset)).toEqual([-3, -1, -2, 3]);
    expect(errorOf(() => offset(-4))).toBe('F: offset -4 is below -3. Use an integer offset -3–3.');
    expect(errorOf(() => offset(4))).toBe('F: offset 4 is above 3. Use an integer offset -3–3.');
  });
});

describe('a single-value argument', () => {
  test('omitted: the fallback, or "is missing" when it has none', () => {
    expect(readScalarInteger(FN, DICE, undefined, 6)).toBe(6);
    expect(readScalarInteger(FN, DICE, null, 0)).toBe(0);
    expect(errorOf(() => readScalarInteger('BLADES_CLOCK', SEGMENTS, undefined))).toBe(
      `BLADES_CLOCK: segments is missing. ${USE_SEGMENTS}`,
    );
    expect(errorOf(() => readScalarInteger('BLADES_CLOCK', SEGMENTS, null))).toBe(`BLADES_CLOCK: segments is missing. ${USE_SEGMENTS}`);
  });
  test('given: read as a cell, a blank refused even with a fallback', () => {
    expect(readScalarInteger(FN, DICE, ' 4 ', 6)).toBe(4);
    expect(readScalarInteger(FN, DICE, 0, 6)).toBe(0);
    expect(errorOf(() => readScalarInteger('BLADES_CLOCK', SEGMENTS, ''))).toBe(`BLADES_CLOCK: segments "" is blank. ${USE_SEGMENTS}`);
    expect(errorOf(() => readScalarInteger(FN, DICE, '', 6))).toBe(`${FN}: dice "" is blank. ${USE_DICE}`);
    expect(errorOf(() => readScalarInteger(FN, DICE, [[4], [6]], 6))).toBe(
      `${FN}: dice is a range where one value was expected. ${USE_DICE}`,
    );
  });
});
