import { bladesAtLeast, bladesBands, bladesFractions, bladesOddsTable } from '../../src/sheets/functions/action';
import { bladesClock, bladesClockMean } from '../../src/sheets/functions/clock';
import { bladesResist, bladesResistMean, bladesVice } from '../../src/sheets/functions/stress';
import { bandOf, countsBy, double, readCounts, reduced, resistCost, viceCleared } from '../support/closed-forms';
import { errorOf, messageInRow } from '../support/apps-script';
import { takesGridByName, wideRangeRefusal } from '../support/grid-functions';

/**
 * The custom functions as Sheets calls them, straight from src/ (the built
 * Code.js is test/dist): each cell the correctly rounded double of a
 * figure counted independently (test/support/closed-forms.ts), or written
 * out by hand.
 */
const POOLS = Array.from({ length: 21 }, (_, i) => i);
const BANDS = ['Bad', 'Partial', 'Clean', 'Critical'];
const COSTS = [-1, 0, 1, 2, 3, 4, 5];
const CLEARED = [1, 2, 3, 4, 5, 6];
const USE_DICE = 'Use an integer dice count 0–20.';
const USE_SEGMENTS = 'Use an integer segment count 1–24.';
const USE_BAND = 'Use Bad, Partial, Clean or Critical (any case).';

const bands = (n: number) => countsBy(n, bandOf, BANDS);
const bandRow = (n: number) => bands(n).map((c) => double(c, readCounts(n).total));
const resistRow = (n: number) => countsBy(n, resistCost, COSTS).map((c) => double(c, readCounts(n).total));
const viceRow = (n: number) => countsBy(n, viceCleared, CLEARED).map((c) => double(c, readCounts(n).total));
const meanCost = (n: number) =>
  double(
    countsBy(n, resistCost, COSTS).reduce((acc, c, i) => acc + BigInt(COSTS[i]) * c, 0n),
    readCounts(n).total,
  );

describe('every pool 0–20, each cell against the closed-form counts', () => {
  test.each(POOLS)('%i dice', (n) => {
    const { total } = readCounts(n);
    expect(bladesBands(n)).toEqual([bandRow(n)]);
    expect(bladesFractions(n)).toEqual([bands(n).map((c) => reduced(c, total))]);
    expect(bladesResist(n)).toEqual([resistRow(n)]);
    expect(bladesResistMean(n)).toEqual([[meanCost(n)]]);
    expect(bladesVice(n)).toEqual([viceRow(n)]);
    BANDS.forEach((b, i) => {
      const atLeast = bands(n)
        .slice(i)
        .reduce((a, c) => a + c, 0n);
      expect(bladesAtLeast(n, b)).toEqual([[double(atLeast, total)]]);
    });
  });
});

describe('figures to check by hand', () => {
  test('BLADES_BANDS(3) and BLADES_FRACTIONS(3): 1/8, 49/108, 25/72, 2/27', () => {
    expect(bladesBands(3)).toEqual([[1 / 8, 49 / 108, 25 / 72, 2 / 27]]);
    expect(bladesFractions(3)).toEqual([['1/8', '49/108', '25/72', '2/27']]);
    expect(bladesFractions(0)).toEqual([['3/4', '2/9', '1/36', '0']]);
  });
  test('BLADES_RESIST_MEAN: 125/36 with zero dice, 3/2 with two, below zero from 8 dice', () => {
    expect(bladesResistMean(0)).toEqual([[125 / 36]]);
    expect(bladesResistMean(2)).toEqual([[1.5]]);
    expect(bladesResistMean(8)).toEqual([[-16751 / 139968]]);
    expect(bladesResistMean(20)).toEqual([[-42817372927201 / 50779978334208]]);
    expect(bladesResistMean(POOLS.map((n) => [n])).map(([m]) => (m as number) < 0)).toEqual(POOLS.map((n) => n >= 8));
  });
  test('BLADES_AT_LEAST(3, …): 1, 7/8, 91/216, 2/27', () => {
    expect(BANDS.map((b) => bladesAtLeast(3, b)[0][0])).toEqual([1, 7 / 8, 91 / 216, 2 / 27]);
    expect(bladesAtLeast(0, 'Critical')).toEqual([[0]]);
  });
  test('BLADES_CLOCK(2, 4): 1/36, 103/144, 63/64, 1; the mean 1309/576 rolls', () => {
    // Per roll of 2 dice: 1 segment 1/4, 2 segments 4/9, 3 segments 5/18, 5 (a critical) 1/36.
    // Not full after 2 rolls: 1+1, 1+2, 2+1 = 1/16 + 2/9 = 41/144; after 3: 1+1+1 = 1/64.
    expect(bladesClock(2, 4)).toEqual([[1 / 36, 103 / 144, 63 / 64, 1]]);
    // E = Σ P(not full after k) = 1 + 35/36 + 41/144 + 1/64.
    expect(bladesClockMean(2, 4)).toEqual([[1309 / 576]]);
  });
  test('a 1-segment clock is full after one roll, whatever the pool', () => {
    expect(
      bladesClock(
        POOLS.map((n) => [n]),
        1,
      ),
    ).toEqual(POOLS.map(() => [1]));
    expect(
      bladesClockMean(
        POOLS.map((n) => [n]),
        1,
      ),
    ).toEqual(POOLS.map(() => [1]));
  });
  test('a clock row is as wide as the clock and ends at 1', () => {
    for (const s of [2, 8, 24]) {
      const [row] = bladesClock(20, s);
      expect(row).toHaveLength(s);
      expect(row[s - 1]).toBe(1);
    }
  });
});

describe('the dice argument, as every pool function reads it', () => {
  const functions: Array<[string, (dice?: unknown) => unknown[][], number]> = [
    ['BLADES_BANDS', bladesBands, 4],
    ['BLADES_FRACTIONS', bladesFractions, 4],
    ['BLADES_RESIST', bladesResist, 7],
    ['BLADES_RESIST_MEAN', bladesResistMean, 1],
    ['BLADES_VICE', bladesVice, 6],
    ['BLADES_AT_LEAST', (d) => bladesAtLeast(d, 'Partial'), 1],
    ['BLADES_CLOCK', (d) => bladesClock(d, 5), 5],
    ['BLADES_CLOCK_MEAN', (d) => bladesClockMean(d, 5), 1],
  ];
  test.each(functions)('%s: omitted is the card’s 2 dice; blanks are blank rows; a column is a row per cell', (_, f, width) => {
    const blank = Array(width).fill('');
    expect(f()).toEqual(f(2));
    expect(f(undefined)).toEqual(f(2));
    expect(f('')).toEqual([blank]);
    expect(f([[1], [''], [' 4 '], [0]])).toEqual([f(1)[0], blank, f(4)[0], f(0)[0]]);
    expect(f('3')).toEqual(f(3));
    expect(f(-0)).toEqual(f(0));
    // Rows are fresh arrays: changing one result never changes the next.
    const first = f(2);
    first[0][0] = 99;
    expect(f(2)[0][0]).not.toBe(99);
  });
  test('omitted dice: 2 dice, written out', () => {
    expect(bladesBands()).toEqual([[9 / 36, 16 / 36, 10 / 36, 1 / 36]]);
    expect(bladesResistMean()).toEqual([[1.5]]);
    expect(bladesVice()).toEqual([[1 / 36, 3 / 36, 5 / 36, 7 / 36, 9 / 36, 11 / 36]]);
  });
  test.each(functions)('%s: a bad cell of a column shows its message in its row; a bad single value throws', (name, f) => {
    const column = f([[1], [2], [-3]]);
    expect(column.slice(0, 2)).toEqual([f(1)[0], f(2)[0]]);
    expect(messageInRow(column, 3)).toBe(
      `${name}: dice -3 in row 3 of the range is negative. ${USE_DICE} A negative pool rolls as zero dice: pass 0, e.g. MAX(0, A2-1).`,
    );
    expect(errorOf(() => f(true))).toBe(`${name}: dice TRUE is a TRUE/FALSE value, not a number. ${USE_DICE}`);
    expect(errorOf(() => f('two'))).toBe(`${name}: dice "two" is text, not a number. ${USE_DICE}`);
    expect(errorOf(() => f(21))).toBe(`${name}: dice 21 is above 20. ${USE_DICE}`);
    const wide = () =>
      f([
        [1, 2],
        [3, 4],
      ]);
    // One value per pool: a grid gives a grid; a row per pool: refused, naming the functions that take one.
    if (takesGridByName(name)) expect(wide()).toEqual([f(1)[0].concat(f(2)[0]), f(3)[0].concat(f(4)[0])]);
    else expect(errorOf(wide)).toBe(`${name}: ${wideRangeRefusal(2)}`);
    expect(errorOf(() => f([[1], [2, 3]]))).toBe(`${name}: the dice range is not rectangular: its rows differ in length.`);
  });
});

describe('BLADES_AT_LEAST: the band, read before the dice', () => {
  test('any case, spaces around', () => {
    expect(bladesAtLeast(3, ' partial ')).toEqual([[7 / 8]]);
    expect(bladesAtLeast([[2], ['']], 'CRITICAL')).toEqual([[1 / 36], ['']]);
  });
  test('a bad band is named before a bad pool', () => {
    expect(errorOf(() => bladesAtLeast([[-1]], 'Good'))).toBe(`BLADES_AT_LEAST: band "Good" is not a band. ${USE_BAND}`);
    expect(errorOf(() => bladesAtLeast(2, undefined))).toBe(`BLADES_AT_LEAST: band is missing. ${USE_BAND}`);
  });
});

describe('BLADES_CLOCK and BLADES_CLOCK_MEAN: segments, read before the dice', () => {
  const clocks: Array<[string, (d: unknown, s: unknown) => unknown[][]]> = [
    ['BLADES_CLOCK', bladesClock],
    ['BLADES_CLOCK_MEAN', bladesClockMean],
  ];
  test.each(clocks)('%s', (name, f) => {
    expect(f(2, ' 4 ')).toEqual(f(2, 4));
    expect(errorOf(() => f(2, 0))).toBe(`${name}: segments 0 is below 1. ${USE_SEGMENTS}`);
    expect(errorOf(() => f(2, 25))).toBe(`${name}: segments 25 is above 24. ${USE_SEGMENTS}`);
    expect(errorOf(() => f(2, undefined))).toBe(`${name}: segments is missing. ${USE_SEGMENTS}`);
    expect(errorOf(() => f(2, ''))).toBe(`${name}: segments "" is blank. ${USE_SEGMENTS}`);
    expect(errorOf(() => f(2, [[4], [6]]))).toBe(`${name}: segments is a range where one value was expected. ${USE_SEGMENTS}`);
    expect(errorOf(() => f([['x']], 30))).toBe(`${name}: segments 30 is above 24. ${USE_SEGMENTS}`);
  });
  test('a blank pool is a blank row as wide as the clock', () => {
    // One die marks 1 (1–3) half the time, 2 (4, 5) a third, 3 (a 6) a sixth: full by roll 1 is 1/6, by roll 2 all but 1+1 (1/4).
    expect(bladesClock([[''], [1]], 3)).toEqual([
      ['', '', ''],
      [1 / 6, 3 / 4, 1],
    ]);
  });
});

describe('BLADES_ODDS_TABLE', () => {
  const header = ['Dice', ...BANDS];
  const table = (from: number, to: number) => [
    header,
    ...Array.from({ length: to - from + 1 }, (_, i) => [from + i, ...bandRow(from + i)]),
  ];
  test('default 0–6; max_dice alone; both bounds; one pool; all 21', () => {
    expect(bladesOddsTable(undefined, undefined)).toEqual(table(0, 6));
    expect(bladesOddsTable(3, undefined)).toEqual(table(0, 3));
    expect(bladesOddsTable(5, 2)).toEqual(table(2, 5));
    expect(bladesOddsTable(' 4 ', '4')).toEqual(table(4, 4));
    expect(bladesOddsTable(20, 0)).toEqual(table(0, 20));
  });
  test('the wrong way round names both and never swaps', () => {
    expect(errorOf(() => bladesOddsTable(3, 5))).toBe(
      'BLADES_ODDS_TABLE: min_dice 5 is above max_dice 3. max_dice comes first: for pools 3–5 write BLADES_ODDS_TABLE(5, 3).',
    );
  });
  test.each([
    [[21, undefined], `max_dice 21 is above 20. ${USE_DICE}`],
    [[-1, undefined], `max_dice -1 is negative. ${USE_DICE} A negative pool rolls as zero dice: pass 0, e.g. MAX(0, A2-1).`],
    [[6, 1.5], `min_dice 1.5 is not a whole number. ${USE_DICE}`],
    [['', 2], `max_dice "" is blank. ${USE_DICE}`],
    [[6, 'one'], `min_dice "one" is text, not a number. ${USE_DICE}`],
    [[true, undefined], `max_dice TRUE is a TRUE/FALSE value, not a number. ${USE_DICE}`],
  ])('%p: %s', ([max, min], message) => {
    expect(errorOf(() => bladesOddsTable(max, min))).toBe(`BLADES_ODDS_TABLE: ${message}`);
  });
  test('rows are fresh: changing one table never changes the next', () => {
    const first = bladesOddsTable(2, 2);
    first[0][0] = 'changed';
    first[1][1] = 99;
    expect(bladesOddsTable(2, 2)).toEqual(table(2, 2));
  });
});
