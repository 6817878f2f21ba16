import fc from 'fast-check';
import vm from 'node:vm';
import { actionBands, atLeast, Band } from '../../src/blades/action';
import { clockRolls, fullByOdds } from '../../src/blades/clock';
import { expectedBands, loadBuiltCode, sheetsFunction } from '../support/apps-script';
import { bandValue, cellValue } from '../support/arbitrary-cells';
import { BAND, checkCall, DICE, MAX_DICE, MIN_DICE, poolRows, SEGMENTS, valueOf } from '../support/argument-checks';
import { callWithDice, poolFunctions } from '../support/pool-functions';
import { runs } from '../support/property-runs';

// The pool functions over arbitrary cells, with the same checker as
// BLADES_BANDS: every pool argument, and the new single-value arguments
// (band, segments, the table's bounds), each alone and read before the
// dice column. BLADES_BANDS itself has its own 100,000-value file.

const code = loadBuiltCode();
const makeDate = (ms: number): Date => vm.runInContext(`new Date(${ms})`, code);
const column = fc.array(cellValue(makeDate), { minLength: 1, maxLength: 30 });
const pool = fc.oneof(fc.integer({ min: 0, max: 20 }), fc.constant(''));

describe('every pool function over an arbitrary dice column', () => {
  const functions = poolFunctions({ band: 'Partial', segments: 5 }).filter((f) => f.name !== 'BLADES_BANDS');
  test.each(functions.map((f) => [f.name, f] as const))('%s: every row right, or the first bad row named', (name, f) => {
    const call = callWithDice(code, f);
    fc.assert(
      fc.property(column, fc.boolean(), (cells, asRange) => {
        const dice = asRange ? cells : cells.slice(0, 1);
        checkCall(
          name,
          [{ arg: DICE, cells: dice, asRange, blankIsRow: true }],
          () => call(asRange ? dice.map((v) => [v]) : dice[0]),
          ([reads]) => poolRows(reads, f.width, f.row),
        );
      }),
      { numRuns: runs(1_500) },
    );
  });
});

describe('the band argument of BLADES_AT_LEAST', () => {
  const AT_LEAST = sheetsFunction(code, 'BLADES_AT_LEAST');
  test('any band cell, then a dice column: the at-least row, or the band error first', () => {
    fc.assert(
      fc.property(bandValue(makeDate), fc.array(pool, { minLength: 1, maxLength: 5 }), fc.option(column), (band, good, bad) => {
        const dice = bad ?? good;
        checkCall(
          'BLADES_AT_LEAST',
          [
            { arg: BAND, cells: [band] },
            { arg: DICE, cells: dice, asRange: true, blankIsRow: true },
          ],
          () => AT_LEAST(dice.map((v) => [v]), band),
          ([[b], reads]) => poolRows(reads, 1, (n) => [atLeast(n, valueOf(b) as Band).toNumber()]),
        );
      }),
      { numRuns: runs(15_000) },
    );
  });
});

describe('the segments argument of the clock functions', () => {
  const segments = fc.oneof({ arbitrary: cellValue(makeDate, { min: 1, max: 24 }), weight: 20 }, { arbitrary: fc.constant(undefined), weight: 1 });
  const clocks = [
    ['BLADES_CLOCK', (n: number, s: number) => fullByOdds(n, s).map((f) => f.toNumber())],
    ['BLADES_CLOCK_MEAN', (n: number, s: number) => [clockRolls(n, s).mean().toNumber()]],
  ] as const;
  test.each(clocks)('%s: any segments cell, then a dice column: the clock rows, or the segments error first', (name, row) => {
    const fn = sheetsFunction(code, name);
    fc.assert(
      fc.property(segments, fc.array(pool, { minLength: 1, maxLength: 5 }), fc.option(column), (s, good, bad) => {
        const dice = bad ?? good;
        checkCall(
          name,
          [
            { arg: SEGMENTS, cells: [s] },
            { arg: DICE, cells: dice, asRange: true, blankIsRow: true },
          ],
          () => fn(dice.map((v) => [v]), s),
          ([[seg], reads]) => {
            const n = valueOf(seg);
            return poolRows(reads, name === 'BLADES_CLOCK' ? n : 1, (d) => row(d, n));
          },
        );
      }),
      { numRuns: runs(15_000) },
    );
  });
});

describe('the bounds of BLADES_ODDS_TABLE', () => {
  const ODDS_TABLE = sheetsFunction(code, 'BLADES_ODDS_TABLE');
  const bound = fc.oneof({ arbitrary: cellValue(makeDate), weight: 10 }, { arbitrary: fc.constant(undefined), weight: 1 });
  test('any max_dice and min_dice: the table, the first bad bound, or both named when the wrong way round', () => {
    fc.assert(
      fc.property(bound, bound, (max, min) => {
        checkCall(
          'BLADES_ODDS_TABLE',
          [
            { arg: MAX_DICE, cells: [max] },
            { arg: MIN_DICE, cells: [min] },
          ],
          () => ODDS_TABLE(max, min),
          ([[hi], [lo]]) => {
            const [top, bottom] = [valueOf(hi), valueOf(lo)];
            if (bottom > top) return { message: `BLADES_ODDS_TABLE: min_dice ${bottom} is above max_dice ${top}. max_dice comes first: for pools ${top}–${bottom} write BLADES_ODDS_TABLE(${bottom}, ${top}).` };
            const rows: unknown[][] = [['Dice', 'Bad', 'Partial', 'Clean', 'Critical']];
            for (let n = bottom; n <= top; n++) rows.push([n, ...expectedBands(n)]);
            return rows;
          },
        );
      }),
      { numRuns: runs(15_000) },
    );
  });
});

test('the fraction text agrees with the band numbers for every pool', () => {
  // BLADES_FRACTIONS and BLADES_BANDS are two views of one exact row.
  const FRACTIONS = sheetsFunction(code, 'BLADES_FRACTIONS');
  for (let n = 0; n <= 20; n++) {
    const text = FRACTIONS(n)[0] as string[];
    expect(text).toEqual(actionBands(n).map(String));
    expect(text.map((t) => { const [a, b = '1'] = t.split('/'); return Number(BigInt(a)) / Number(BigInt(b)); })).toEqual(expectedBands(n));
  }
});
