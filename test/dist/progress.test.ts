import fc from 'fast-check';
import { BANDS } from '../../src/blades/action';
import { EFFECT_TICKS, EFFECTS, neverFills, progressFullBy, progressMean, Ticks } from '../../src/blades/progress';
import { errorOf, loadBuiltCode, scriptDate, sheetsFunction } from '../support/apps-script';
import { cellValue, expectedIntegerCell } from '../support/arbitrary-cells';
import { frac } from '../support/enumerate';
import { runs } from '../support/property-runs';

/**
 * BLADES_PROGRESS and BLADES_PROGRESS_MEAN on the built Code.js, in a fresh
 * node:vm context: exact values written out, every refusal by its message,
 * the downtime clock as the tick row {1,2,3,5}, and property tests over
 * every argument against the engine (itself checked by walking every roll
 * sequence in test/blades/progress.test.ts).
 */

const code = loadBuiltCode();
const progress = sheetsFunction(code, 'BLADES_PROGRESS');
const mean = sheetsFunction(code, 'BLADES_PROGRESS_MEAN');
const clock = sheetsFunction(code, 'BLADES_CLOCK');
const clockMean = sheetsFunction(code, 'BLADES_CLOCK_MEAN');
const cells = (...fractions: Array<[number, number]>) => fractions.map(([n, d]) => frac(n, d).toNumber());
const EFFECT = 'Use limited, standard, great or extreme (any case), or a row of four tick counts 0–24 for Bad, Partial, Clean and Critical, e.g. {0,2,2,3}.';

describe('exact values', () => {
  test('2 dice, 4 segments, standard: 0, 9/16, 27/32, 243/256; the mean 8/3', () => {
    expect(progress(2, 4, 'standard')).toEqual([cells([0, 1], [9, 16], [27, 32], [243, 256])]);
    expect(mean(2, 4, 'standard')).toEqual([[8 / 3]]);
  });
  test('1 die, 2 segments, limited, 4 rolls: 0, 1/4, 1/2, 11/16; any case, spaces around', () => {
    expect(progress(1, 2, ' LIMITED ', 4)).toEqual([cells([0, 1], [1, 4], [1, 2], [11, 16])]);
    expect(mean(1, 2, 'Limited')).toEqual([[4]]);
  });
  test('great at 2 dice, 4 segments: mean 212/81; a tick row as a range or an array literal reads the same', () => {
    expect(mean(2, 4, 'great')).toEqual([[frac(212, 81).toNumber()]]);
    expect(mean(2, 4, [[0, 3, 3, 4]])).toEqual(mean(2, 4, 'great'));
    expect(mean(2, 4, [['0', ' 3 ', 3, 4]])).toEqual(mean(2, 4, 'great'));
  });
  test('rolls: default the segments, any 1–50; a column of pools gives a row each, a blank pool a blank row', () => {
    expect(progress(2, 6, 'standard')[0]).toHaveLength(6);
    expect(progress(2, 6, 'standard', 50)[0]).toHaveLength(50);
    expect(progress(2, 6, 'standard', 50)[0][49]).toBe(1);
    expect(progress([[2], [''], [0]], 3, 'great', 2)).toEqual([...progress(2, 3, 'great', 2), ['', ''], ...progress(0, 3, 'great', 2)]);
  });
  test('worst case, 20 dice × 24 segments × 50 rolls: every cell the engine’s exact fraction rounded once', () => {
    for (const e of EFFECTS) {
      expect(progress(20, 24, e, 50)).toEqual([progressFullBy(20, 24, EFFECT_TICKS[e], 50).map((f) => f.toNumber())]);
    }
  });
});

describe('the downtime clock is the tick row {1,2,3,5}', () => {
  test('BLADES_PROGRESS(d, s, {1,2,3,5}) = BLADES_CLOCK(d, s) cell for cell, every pool 0–20 and size 1–24', () => {
    for (let d = 0; d <= 20; d++) {
      for (let s = 1; s <= 24; s++) expect([d, s, progress(d, s, [[1, 2, 3, 5]])]).toEqual([d, s, clock(d, s)]);
    }
  });
  test('and its mean BLADES_CLOCK_MEAN(d, s), by another algorithm, for every pool, sizes 1–24', () => {
    for (let d = 0; d <= 20; d++) {
      for (let s = 1; s <= 24; s++) expect([d, s, mean(d, s, [[1, 2, 3, 5]])]).toEqual([d, s, clockMean(d, s)]);
    }
  });
});

describe('refusals, by name', () => {
  const cases: Array<[string, () => unknown, string]> = [
    ['a name that is no effect', () => progress(2, 4, 'Great!'), `BLADES_PROGRESS: effect "Great!" is not an effect. ${EFFECT}`],
    ['one number', () => progress(2, 4, 2), `BLADES_PROGRESS: effect 2 is one number, not an effect. ${EFFECT}`],
    ['missing', () => progress(2, 4), `BLADES_PROGRESS: effect is missing. ${EFFECT}`],
    ['blank', () => mean(2, 4, ''), `BLADES_PROGRESS_MEAN: effect "" is blank. ${EFFECT}`],
    ['TRUE', () => mean(2, 4, true), `BLADES_PROGRESS_MEAN: effect TRUE is not an effect. ${EFFECT}`],
    ['a column of four', () => progress(2, 4, [[1], [2], [3], [5]]), `BLADES_PROGRESS: effect is a column of 4 cells, not a row. ${EFFECT}`],
    ['a row of three', () => progress(2, 4, [[1, 2, 3]]), `BLADES_PROGRESS: effect is a row of 3 cells, not 4. ${EFFECT}`],
    ['a block', () => progress(2, 4, [[1, 2, 3, 5], [1, 2, 3, 5]]), `BLADES_PROGRESS: effect is 2 rows by 4 columns, not one row of 4. ${EFFECT}`],
    ['a fraction', () => progress(2, 4, [[0, 2.5, 2, 3]]), 'BLADES_PROGRESS: effect Partial ticks 2.5 is not a whole number. Use an integer tick count 0–24.'],
    ['above 24', () => progress(2, 4, [[0, 2, 2, 25]]), 'BLADES_PROGRESS: effect Critical ticks 25 is above 24. Use an integer tick count 0–24.'],
    ['negative', () => progress(2, 4, [[-1, 2, 2, 3]]), 'BLADES_PROGRESS: effect Bad ticks -1 is negative. Use an integer tick count 0–24.'],
    ['text', () => progress(2, 4, [[0, 'two', 2, 3]]), 'BLADES_PROGRESS: effect Partial ticks "two" is text, not a number. Use an integer tick count 0–24.'],
    ['a blank tick', () => progress(2, 4, [[0, '', 2, 3]]), `BLADES_PROGRESS: effect Partial ticks is blank. ${EFFECT}`],
    [
      'all zero',
      () => progress(2, 4, [[0, 0, 0, 0]]),
      'BLADES_PROGRESS: effect {0,0,0,0} ticks no segment on any result, so the clock never fills. Give at least one tick count above 0.',
    ],
    [
      'only a critical, at 1 die',
      () => progress(1, 4, [[0, 0, 0, 2]]),
      'BLADES_PROGRESS: effect {0,0,0,2} never fills the clock at 1 die: only a critical ticks, and a critical needs 2 dice or more. Give Bad, Partial or Clean a tick, or roll 2 dice or more.',
    ],
    [
      'only a critical, at 0 dice',
      () => mean(0, 4, [[0, 0, 0, 2]]),
      'BLADES_PROGRESS_MEAN: effect {0,0,0,2} never fills the clock at 0 dice: only a critical ticks, and a critical needs 2 dice or more. Give Bad, Partial or Clean a tick, or roll 2 dice or more.',
    ],
    ['rolls 51', () => progress(2, 4, 'great', 51), 'BLADES_PROGRESS: rolls 51 is above 50. Use an integer roll count 1–50.'],
    ['rolls 0', () => progress(2, 4, 'great', 0), 'BLADES_PROGRESS: rolls 0 is below 1. Use an integer roll count 1–50.'],
    ['segments 25', () => mean(2, 25, 'great'), 'BLADES_PROGRESS_MEAN: segments 25 is above 24. Use an integer segment count 1–24.'],
    ['segments first', () => progress(2, 0, 'nope', 99), 'BLADES_PROGRESS: segments 0 is below 1. Use an integer segment count 1–24.'],
  ];
  test.each(cases)('%s', (_, call, message) => expect(errorOf(call)).toBe(message));

  test('in a column of pools, a pool that never fills shows why in its own row; the others their odds', () => {
    const rows = progress([[1], [2]], 2, [[0, 0, 0, 2]], 2);
    expect(rows[0]).toEqual([
      'BLADES_PROGRESS: effect {0,0,0,2} never fills the clock at 1 die in row 1 of the range: only a critical ticks, and a critical needs 2 dice or more. Give Bad, Partial or Clean a tick, or roll 2 dice or more.',
      '',
    ]);
    expect(rows[1]).toEqual(cells([1, 36], [71, 1296]));
    expect(progress([[2], [''], [0]], 2, [[0, 0, 0, 2]], 2)[2][0]).toBe(
      'BLADES_PROGRESS: effect {0,0,0,2} never fills the clock at 0 dice in row 3 of the range: only a critical ticks, and a critical needs 2 dice or more. Give Bad, Partial or Clean a tick, or roll 2 dice or more.',
    );
  });
});

const effectArg = fc.oneof(
  fc.constantFrom(...EFFECTS).chain((e) => fc.constantFrom(e, e.toUpperCase(), ` ${e[0].toUpperCase()}${e.slice(1)} `)),
  fc.tuple(...BANDS.map(() => fc.integer({ min: 0, max: 24 }))).map((t) => [t]),
);
const ticksOf = (effect: string | number[][]): Ticks =>
  typeof effect === 'string' ? EFFECT_TICKS[effect.trim().toLowerCase() as keyof typeof EFFECT_TICKS] : (effect[0] as unknown as Ticks);

describe('properties over every argument', () => {
  test('any pool, size, effect and rolls: the engine’s exact figures rounded once, or the refusal of a clock that never fills', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 1, max: 24 }), effectArg, fc.integer({ min: 1, max: 50 }), (d, s, effect, k) => {
        const ticks = ticksOf(effect);
        if (ticks.every((t) => t === 0)) {
          expect(errorOf(() => progress(d, s, effect, k))).toContain('ticks no segment on any result');
        } else if (neverFills(d, ticks)) {
          expect(errorOf(() => mean(d, s, effect))).toContain('never fills the clock');
        } else {
          const row = progress(d, s, effect, k)[0] as number[];
          expect(row).toEqual(progressFullBy(d, s, ticks, k).map((f) => f.toNumber()));
          row.forEach((p, i) => expect(p).toBeGreaterThanOrEqual(i > 0 ? row[i - 1] : 0));
          expect(mean(d, s, effect)).toEqual([[progressMean(d, s, ticks).toNumber()]]);
        }
      }),
      { numRuns: runs(300) },
    );
  });

  test('any cell in a tick row: a whole number 0–24 is read as one, a blank or anything else refused naming its band', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 }), cellValue((ms) => scriptDate(code, new Date(ms).toISOString()), { min: 0, max: 24 }), (band, value) => {
        const row: unknown[] = [1, 1, 1, 1];
        row[band] = value;
        const expected = expectedIntegerCell(value, 0, 24);
        if (expected.kind === 'ok') {
          const ticks = [1, 1, 1, 1];
          ticks[band] = expected.value;
          expect(mean(3, 6, [row])).toEqual(mean(3, 6, [ticks]));
        } else {
          const problem = expected.kind === 'blank' ? 'is blank' : expected.problem;
          expect(errorOf(() => mean(3, 6, [row]))).toMatch(new RegExp(`^BLADES_PROGRESS_MEAN: effect ${BANDS[band]} ticks .*${problem.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\. `));
        }
      }),
      { numRuns: runs(500) },
    );
  });
});
