import { actionBands } from '../../src/blades/action';
import { MAX_DICE } from '../../src/blades/pool-size';
import { MAX_TRACK } from '../../src/blades/stress-risk';
import { traumaBy, traumaMeanRolls } from '../../src/blades/trauma-walk';
import { errorOf, expectedBands, loadBuiltCode, sheetsFunction } from '../support/apps-script';

/**
 * BLADES_OPTIONS, BLADES_TRAUMA_BY and BLADES_TRAUMA_MEAN on the built
 * Code.js: exact cells (each the exact fraction rounded once), the
 * identity with BLADES_TRAUMA, and the refusals by name.
 */

const code = loadBuiltCode();
const OPTIONS = sheetsFunction(code, 'BLADES_OPTIONS');
const TRAUMA = sheetsFunction(code, 'BLADES_TRAUMA');
const TRAUMA_BY = sheetsFunction(code, 'BLADES_TRAUMA_BY');
const TRAUMA_MEAN = sheetsFunction(code, 'BLADES_TRAUMA_MEAN');
const POOLS = Array.from({ length: MAX_DICE + 1 }, (_, i) => i);

describe('BLADES_OPTIONS', () => {
  test('2 dice: the header and the six options, written out', () => {
    const f = (n: number, d: number) => n / d;
    expect(OPTIONS(2)).toEqual([
      ['Option', 'Dice', 'Stress', 'Bad', 'Partial', 'Clean', 'Critical'],
      ['As rolled', 2, 0, f(1, 4), f(4, 9), f(5, 18), f(1, 36)],
      ['Assist', 3, 1, f(1, 8), f(49, 108), f(25, 72), f(2, 27)],
      ["Devil's bargain", 3, 0, f(1, 8), f(49, 108), f(25, 72), f(2, 27)],
      ['Push', 3, 2, f(1, 8), f(49, 108), f(25, 72), f(2, 27)],
      ["Assist + Devil's bargain", 4, 1, f(1, 16), f(34, 81), f(125, 324), f(19, 144)],
      ['Assist + push', 4, 3, f(1, 16), f(34, 81), f(125, 324), f(19, 144)],
    ]);
  });
  test.each(POOLS)('%i dice: each option is its pool’s bands, rounded once, BLADES_BANDS’s cells up to 20', (dice) => {
    const rows = OPTIONS(dice);
    expect(rows).toHaveLength(7);
    const bonus = [0, 1, 1, 1, 2, 2];
    rows.slice(1).forEach((row, i) => {
      const pool = dice + bonus[i];
      expect(row.slice(1, 3)).toEqual([pool, [0, 1, 0, 2, 1, 3][i]]);
      expect(row.slice(3)).toEqual(actionBands(pool).map((b) => b.toNumber()));
      if (pool <= MAX_DICE) expect(row.slice(3)).toEqual(expectedBands(pool));
    });
  });
  test('omitted: the default pool, 2 dice', () => {
    expect(OPTIONS()).toEqual(OPTIONS(2));
  });
  test('a range or an array is refused: one table per pool', () => {
    const message =
      'BLADES_OPTIONS: dice is a range where one value was expected. BLADES_OPTIONS gives one table per pool: pass one dice count 0–20 (e.g. A2), and one formula per pool.';
    expect(errorOf(() => OPTIONS([[1], [2]]))).toBe(message);
    expect(errorOf(() => OPTIONS([[2]]))).toBe(message);
  });
  test('a bad pool is refused by name and value', () => {
    expect(errorOf(() => OPTIONS(21))).toBe('BLADES_OPTIONS: dice 21 is above 20. Use an integer dice count 0–20.');
    expect(errorOf(() => OPTIONS(-1))).toBe(
      'BLADES_OPTIONS: dice -1 is negative. Use an integer dice count 0–20. A negative pool rolls as zero dice: pass 0, e.g. MAX(0, A2-1).',
    );
    expect(errorOf(() => OPTIONS('x'))).toBe('BLADES_OPTIONS: dice "x" is text, not a number. Use an integer dice count 0–20.');
    expect(errorOf(() => OPTIONS(''))).toBe('BLADES_OPTIONS: dice "" is blank. Use an integer dice count 0–20.');
  });
});

describe('BLADES_TRAUMA_BY', () => {
  test('one die at 8 of 9: 1 − (1/6)^k, written out', () => {
    expect(TRAUMA_BY(1, 8, 3)).toEqual([[5 / 6, 35 / 36, 215 / 216]]);
  });
  test('2 dice at 6 of 9: 1/4, 737/1296, 12143/15552', () => {
    expect(TRAUMA_BY(2, 6, 3, 9)).toEqual([[1 / 4, 737 / 1296, 12143 / 15552]]);
  });
  test('a column of pools gives a row each; a blank cell a blank row; a bad cell its message', () => {
    expect(TRAUMA_BY([[1], [''], [21]], 8, 2)).toEqual([
      [5 / 6, 35 / 36],
      ['', ''],
      ['BLADES_TRAUMA_BY: dice 21 in row 3 of the range is above 20. Use an integer dice count 0–20.', ''],
    ]);
  });
  test.each(POOLS)('%i dice: rolls 1 equals BLADES_TRAUMA cell for cell, every track and stress', (dice) => {
    for (let track = 1; track <= MAX_TRACK; track++) {
      for (let stress = 0; stress < track; stress++) {
        expect(TRAUMA_BY(dice, stress, 1, track)).toEqual(TRAUMA(dice, stress, track));
      }
    }
  });
  test('every cell the exact chance rounded once, at the longest track and look-ahead', () => {
    for (const dice of [0, 3, 20]) {
      expect(TRAUMA_BY(dice, 12, 24, 24)).toEqual([traumaBy(dice, 12, 24, 24).map((f) => f.toNumber())]);
    }
  });
  test('refusals name the function, the argument and the value', () => {
    expect(errorOf(() => TRAUMA_BY(2, 0, 25))).toBe('BLADES_TRAUMA_BY: rolls 25 is above 24. Use an integer roll count 1–24.');
    expect(errorOf(() => TRAUMA_BY(2, 0, 0))).toBe('BLADES_TRAUMA_BY: rolls 0 is below 1. Use an integer roll count 1–24.');
    expect(errorOf(() => TRAUMA_BY(2, 0))).toBe('BLADES_TRAUMA_BY: rolls is missing. Use an integer roll count 1–24.');
    expect(errorOf(() => TRAUMA_BY(2, 9, 3))).toBe(
      'BLADES_TRAUMA_BY: stress 9 is not below track 9: a full track is already trauma. Use stress 0–8 for a 9-box track.',
    );
    expect(errorOf(() => TRAUMA_BY(2, 0, 3, 25))).toBe('BLADES_TRAUMA_BY: track 25 is above 24. Use an integer track length 1–24.');
  });
});

describe('BLADES_TRAUMA_MEAN', () => {
  test('written out: 6/5, 36/35, 36/25, and 2 dice at 6 of 9', () => {
    expect(TRAUMA_MEAN(1, 8)).toEqual([[6 / 5]]);
    expect(TRAUMA_MEAN(0, 8, 9)).toEqual([[36 / 35]]);
    expect(TRAUMA_MEAN(1, 7)).toEqual([[36 / 25]]);
    expect(TRAUMA_MEAN(2, 6)).toEqual([[traumaMeanRolls(2, 6, 9).toNumber()]]);
    expect(traumaMeanRolls(2, 6, 9).toString()).toBe('6048302892444/2333558621171');
  });
  test('the worst case, 20 dice on a 24-box track from empty: the exact mean rounded once', () => {
    expect(TRAUMA_MEAN(20, 0, 24)).toEqual([[traumaMeanRolls(20, 0, 24).toNumber()]]);
  });
  test('a column of pools gives a row each', () => {
    expect(TRAUMA_MEAN([[1], [0]], 8)).toEqual([[6 / 5], [36 / 35]]);
  });
  test('refusals name the function, the argument and the value', () => {
    expect(errorOf(() => TRAUMA_MEAN(2))).toBe('BLADES_TRAUMA_MEAN: stress is missing. Use an integer stress count 0–24.');
    expect(errorOf(() => TRAUMA_MEAN(2, 4, 4))).toBe(
      'BLADES_TRAUMA_MEAN: stress 4 is not below track 4: a full track is already trauma. Use stress 0–3 for a 4-box track.',
    );
  });
});
