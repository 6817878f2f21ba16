import { BANDS } from '../../src/blades/action';
import { RESISTANCE_COSTS, VICE_CLEARED } from '../../src/blades/stress';
import { sum } from '../../src/dice/fraction';
import { builtSource, errorOf, expectedBands, loadBuiltCode, messageInRow, scriptDate, sheetsFunction } from '../support/apps-script';
import { bladesOdds, frac, TableRead } from '../support/enumerate';
import { callWithDice, poolFunctions } from '../support/pool-functions';
import { readEntryPoints } from '../../scripts/lib/entry-points.cjs';

const code = loadBuiltCode();
const fn = (name: string) => sheetsFunction(code, name);
const [ODDS_TABLE, AT_LEAST, FRACTIONS, RESIST, RESIST_MEAN, VICE, CLOCK, CLOCK_MEAN] = [
  'BLADES_ODDS_TABLE',
  'BLADES_AT_LEAST',
  'BLADES_FRACTIONS',
  'BLADES_RESIST',
  'BLADES_RESIST_MEAN',
  'BLADES_VICE',
  'BLADES_CLOCK',
  'BLADES_CLOCK_MEAN',
].map(fn);
const USE_DICE = 'Use an integer dice count 0–20.';
const USE_SEGMENTS = 'Use an integer segment count 1–24.';
const USE_BAND = 'Use Bad, Partial, Clean or Critical (any case).';
const NEGATIVE_HINT = 'A negative pool rolls as zero dice: pass 0, e.g. MAX(0, A2-1).';
const POOLS_0_6 = [0, 1, 2, 3, 4, 5, 6];
const ALL_POOLS = Array.from({ length: 21 }, (_, i) => i);
const numbers = (fs: { toNumber(): number }[]) => fs.map((f) => f.toNumber());

describe('the pool functions’ entry points in dist/Code.js', () => {
  test('are top-level functions with the documented parameters, each with @param and @customfunction', () => {
    const { functions, problems } = readEntryPoints('Code.js', builtSource(), { exportedOnly: false });
    expect(problems).toEqual([]);
    const params = Object.fromEntries(functions.map((f: { name: string; params: string[] }) => [f.name, f.params]));
    expect(params).toMatchObject({
      BLADES_ODDS_TABLE: ['max_dice', 'min_dice'],
      BLADES_AT_LEAST: ['dice', 'band'],
      BLADES_FRACTIONS: ['dice'],
      BLADES_RESIST: ['dice'],
      BLADES_RESIST_MEAN: ['dice'],
      BLADES_VICE: ['dice'],
      BLADES_CLOCK: ['dice', 'segments', 'coin'],
      BLADES_CLOCK_MEAN: ['dice', 'segments', 'coin'],
      BLADES_GROUP: ['pools', 'synchronized'],
      BLADES_GROUP_STRESS: ['pools'],
      BLADES_TRAUMA: ['dice', 'stress', 'track'],
      BLADES_OVERINDULGE: ['dice', 'stress'],
    });
    // The custom functions; the menu and sidebar entry points (onOpen, insertFormula, …) are not.
    const custom = functions.filter((f: { name: string }) => f.name.startsWith('BLADES_'));
    expect(custom.length).toBeGreaterThan(8);
    for (const f of custom) expect(f.doc?.tags).toContain('customfunction');
  });
});

// The rules as a player reads one roll, applied by the face-by-face oracle.
const resistCost = (r: TableRead) => (r.critical ? -1 : 6 - r.die);
const band = (r: TableRead) => (r.critical ? 'Critical' : r.die === 6 ? 'Clean' : r.die >= 4 ? 'Partial' : 'Bad');

describe('Sheets gets the enumeration’s exact odds, rounded once, pools 0–6', () => {
  test.each(POOLS_0_6)('%i dice', (dice) => {
    const resist = bladesOdds(dice, resistCost, RESISTANCE_COSTS);
    expect(RESIST(dice)).toEqual([numbers(resist)]);
    expect(RESIST_MEAN(dice)).toEqual([[sum(resist.map((p, i) => p.mul(frac(RESISTANCE_COSTS[i])))).toNumber()]]);
    expect(VICE(dice)).toEqual([numbers(bladesOdds(dice, (r) => r.die, VICE_CLEARED))]);
    const bands = bladesOdds(dice, band, BANDS);
    expect(FRACTIONS(dice)).toEqual([bands.map(String)]);
    BANDS.forEach((b, i) => expect(AT_LEAST(dice, b)).toEqual([[sum(bands.slice(i)).toNumber()]]));
  });
});

describe('figures to check by hand', () => {
  test('BLADES_FRACTIONS(3) and (0): the bands’ fractions as text', () => {
    expect(FRACTIONS(3)).toEqual([['1/8', '49/108', '25/72', '2/27']]);
    expect(FRACTIONS(0)).toEqual([['3/4', '2/9', '1/36', '0']]);
  });
  test('BLADES_RESIST_MEAN(0) is 125/36; BLADES_RESIST(0) never clears stress', () => {
    expect(RESIST_MEAN(0)).toEqual([[125 / 36]]);
    expect(RESIST(0)[0][0]).toBe(0);
  });
  test('BLADES_VICE(1): 1/6 for each of 1 … 6', () => {
    expect(VICE(1)).toEqual([Array(6).fill(1 / 6)]);
  });
  test('a 1-segment clock is full after one roll; its mean is 1', () => {
    expect(CLOCK(ALL_POOLS.map((n) => [n]), 1)).toEqual(ALL_POOLS.map(() => [1]));
    expect(CLOCK_MEAN(3, 1)).toEqual([[1]]);
  });
  test('BLADES_CLOCK(2, 4) starts at 1/36 (a critical) and ends at 1', () => {
    const [row] = CLOCK(2, 4);
    expect(row).toHaveLength(4);
    expect(row[0]).toBe(1 / 36);
    expect(row[3]).toBe(1);
  });
  test('at least Bad is 1, at least Critical with zero dice is 0', () => {
    expect(AT_LEAST(ALL_POOLS.map((n) => [n]), 'Bad')).toEqual(ALL_POOLS.map(() => [1]));
    expect(AT_LEAST(0, 'Critical')).toEqual([[0]]);
  });
});

describe('BLADES_ODDS_TABLE', () => {
  const header = ['Dice', 'Bad', 'Partial', 'Clean', 'Critical'];
  const table = (from: number, to: number) => [header, ...Array.from({ length: to - from + 1 }, (_, i) => [from + i, ...expectedBands(from + i)])];
  test('default: the 0–6 table, the Dice column as numbers', () => {
    expect(ODDS_TABLE()).toEqual(table(0, 6));
    expect(ODDS_TABLE().slice(1).map((r) => typeof r[0])).toEqual(Array(7).fill('number'));
  });
  test('max_dice alone, both bounds, one pool, the whole range', () => {
    expect(ODDS_TABLE(3)).toEqual(table(0, 3));
    expect(ODDS_TABLE(5, 2)).toEqual(table(2, 5));
    expect(ODDS_TABLE(' 4 ', '4')).toEqual(table(4, 4));
    expect(ODDS_TABLE(20, 0)).toEqual(table(0, 20));
  });
  test('min_dice above max_dice names both, never swaps', () => {
    expect(errorOf(() => ODDS_TABLE(3, 5))).toBe(
      'BLADES_ODDS_TABLE: min_dice 5 is above max_dice 3. max_dice comes first: for pools 3–5 write BLADES_ODDS_TABLE(5, 3).',
    );
  });
  const cases: Array<[string, unknown[], string]> = [
    ['max_dice above 20', [21], `BLADES_ODDS_TABLE: max_dice 21 is above 20. ${USE_DICE}`],
    ['negative max_dice', [-1], `BLADES_ODDS_TABLE: max_dice -1 is negative. ${USE_DICE} ${NEGATIVE_HINT}`],
    ['fractional min_dice', [6, 1.5], `BLADES_ODDS_TABLE: min_dice 1.5 is not a whole number. ${USE_DICE}`],
    ['blank max_dice', ['', 2], `BLADES_ODDS_TABLE: max_dice "" is blank. ${USE_DICE}`],
    ['text min_dice', [6, 'one'], `BLADES_ODDS_TABLE: min_dice "one" is text, not a number. ${USE_DICE}`],
    ['TRUE max_dice', [true], `BLADES_ODDS_TABLE: max_dice TRUE is a TRUE/FALSE value, not a number. ${USE_DICE}`],
    ['a range as max_dice', [[[6], [5]]], `BLADES_ODDS_TABLE: max_dice is a range where one value was expected. ${USE_DICE}`],
  ];
  test.each(cases)('%s', (_, args, message) => {
    expect(errorOf(() => ODDS_TABLE(...args))).toBe(message);
  });
});

describe('every pool function: shapes as Sheets calls it', () => {
  test.each(poolFunctions().map((f) => [f.name, f] as const))('%s', (_, f) => {
    const call = callWithDice(code, f);
    const blank = Array(f.width).fill('');
    // A column of every pool, in order; with blanks kept as blank rows.
    expect(call(ALL_POOLS.map((n) => [n]))).toEqual(ALL_POOLS.map(f.row));
    expect(call([[1], [''], [' 4 ']])).toEqual([f.row(1), blank, f.row(4)]);
    expect(call('')).toEqual([blank]);
    // Omitted: the default pool of 2 dice; text integers as Sheets reads them.
    expect(call(undefined)).toEqual([f.row(2)]);
    expect(call('3')).toEqual([f.row(3)]);
    expect(call(-0)).toEqual([f.row(0)]);
    // Rows are fresh arrays: changing one result never changes the next.
    const first = call(2);
    first[0][0] = 99;
    expect(call(2)).toEqual([f.row(2)]);
  });
});

describe('every pool function refuses bad dice with the message naming it', () => {
  const bad: Array<[string, unknown, string]> = [
    ['negative', -1, `dice -1 is negative. ${USE_DICE} ${NEGATIVE_HINT}`],
    ['fractional', 2.5, `dice 2.5 is not a whole number. ${USE_DICE}`],
    ['above 20', 21, `dice 21 is above 20. ${USE_DICE}`],
    ['NaN', NaN, `dice NaN is not a number. ${USE_DICE}`],
    ['Infinity', Infinity, `dice Infinity is not a finite number. ${USE_DICE}`],
    ['TRUE', true, `dice TRUE is a TRUE/FALSE value, not a number. ${USE_DICE}`],
    ['text', 'three', `dice "three" is text, not a number. ${USE_DICE}`],
    ['whitespace', '  ', `dice "  " is text, not a number. ${USE_DICE}`],
    ['negative text', '-2', `dice "-2" is negative. ${USE_DICE} ${NEGATIVE_HINT}`],
    ['a date', 'DATE', `dice is a date, not a number. ${USE_DICE}`],
    ['a wide range', [[1, 2], [3, 4]], 'the dice range is 2 columns wide. Pass one column of dice counts (e.g. A2:A21), one output row per cell.'],
  ];
  const cases = poolFunctions().flatMap((f) => bad.map(([kind, value, message]) => [f.name, kind, f, value, message] as const));
  test.each(cases)('%s: %s', (name, _, f, value, message) => {
    const dice = value === 'DATE' ? scriptDate(code, '2026-11-30T00:00:00Z') : value;
    expect(errorOf(() => callWithDice(code, f)(dice))).toBe(`${name}: ${message}`);
  });
  // The same values as the second cell of a column: the message, naming row 2, in that row; rows 1 and 3 keep their odds.
  const inColumn = cases.filter(([, kind]) => kind !== 'a wide range');
  test.each(inColumn)('%s: %s, in row 2 of a column', (name, _, f, value, message) => {
    const dice = value === 'DATE' ? scriptDate(code, '2026-11-30T00:00:00Z') : value;
    const rows = callWithDice(code, f)([[1], [dice], [3]]);
    expect([rows[0], rows[2]]).toEqual([f.row(1), f.row(3)]);
    expect(messageInRow(rows, 2)).toBe(`${name}: ${message.replace(' is ', ' in row 2 of the range is ')}`);
  });
});

describe('BLADES_AT_LEAST: the band argument', () => {
  test('any case, surrounding spaces ignored', () => {
    expect(AT_LEAST(3, ' partial ')).toEqual([[7 / 8]]);
    expect(AT_LEAST(3, 'CLEAN')).toEqual(AT_LEAST(3, 'Clean'));
    expect(AT_LEAST([[2], ['']], 'critical')).toEqual([[1 / 36], ['']]);
  });
  const cases: Array<[string, unknown, string]> = [
    ['not a band', 'Great', 'band "Great" is not a band'],
    ['a near miss', 'Partia', 'band "Partia" is not a band'],
    ['a number', 3, 'band 3 is not a band'],
    ['TRUE', true, 'band TRUE is not a band'],
    ['blank', '', 'band "" is blank'],
    ['missing', undefined, 'band is missing'],
    ['a range', [['Bad'], ['Clean']], 'band is a range where one value was expected'],
    ['a date', 'DATE', 'band is a date, not a band'],
  ];
  test.each(cases)('%s', (_, value, problem) => {
    const band = value === 'DATE' ? scriptDate(code, '2026-11-30T00:00:00Z') : value;
    expect(errorOf(() => AT_LEAST(2, band))).toBe(`BLADES_AT_LEAST: ${problem}. ${USE_BAND}`);
  });
  test('the band is read before the dice column', () => {
    expect(errorOf(() => AT_LEAST([[-1]], 'Good'))).toBe(`BLADES_AT_LEAST: band "Good" is not a band. ${USE_BAND}`);
  });
});

describe('BLADES_CLOCK and BLADES_CLOCK_MEAN: the segments argument', () => {
  test('accepted as Sheets reads it, 1–24; the row is as wide as the clock', () => {
    expect(CLOCK(2, ' 8 ')).toEqual(CLOCK(2, 8));
    expect(CLOCK(2, '8.0')[0]).toHaveLength(8);
    expect(CLOCK(2, 24)[0]).toHaveLength(24);
    expect(CLOCK([[''], [3]], 3)).toEqual([['', '', ''], CLOCK(3, 3)[0]]);
  });
  const cases: Array<[string, unknown, string]> = [
    ['zero', 0, 'segments 0 is below 1'],
    ['above 24', 25, 'segments 25 is above 24'],
    ['negative', -4, 'segments -4 is negative'],
    ['fractional', 2.5, 'segments 2.5 is not a whole number'],
    ['text', 'eight', 'segments "eight" is text, not a number'],
    ['TRUE', true, 'segments TRUE is a TRUE/FALSE value, not a number'],
    ['blank', '', 'segments "" is blank'],
    ['missing', undefined, 'segments is missing'],
    ['a range', [[4], [6]], 'segments is a range where one value was expected'],
  ];
  const both = [CLOCK, CLOCK_MEAN].flatMap((f, i) => cases.map(([kind, v, p]) => [i ? 'BLADES_CLOCK_MEAN' : 'BLADES_CLOCK', kind, f, v, p] as const));
  test.each(both)('%s: %s', (name, _, f, value, problem) => {
    expect(errorOf(() => f(2, value))).toBe(`${name}: ${problem}. ${USE_SEGMENTS}`);
  });
  test('segments are read before the dice column', () => {
    expect(errorOf(() => CLOCK([['x']], 30))).toBe(`BLADES_CLOCK: segments 30 is above 24. ${USE_SEGMENTS}`);
  });
});
