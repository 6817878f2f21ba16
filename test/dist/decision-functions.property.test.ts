import fc from 'fast-check';
import vm from 'node:vm';
import { actionBands } from '../../src/blades/action';
import { traumaBy, traumaMeanRolls } from '../../src/blades/trauma-walk';
import { errorOf, loadBuiltCode, sheetsFunction } from '../support/apps-script';
import { cellValue } from '../support/arbitrary-cells';
import { checkCall, DICE, integerArgument, poolRows, STRESS, TRACK, valueOf } from '../support/argument-checks';
import { runs } from '../support/property-runs';

// The new functions' arguments over arbitrary cells, read in the documented
// order (stress, track, then rolls, then the dice column); the rows come
// from the engine, itself checked against walking every sequence in test/blades.

const code = loadBuiltCode();
const makeDate = (ms: number): Date => vm.runInContext(`new Date(${ms})`, code);
const column = fc.array(cellValue(makeDate), { minLength: 1, maxLength: 12 });
const pool = fc.oneof(fc.integer({ min: 0, max: 20 }), fc.constant(''));
const goodDice = fc.array(pool, { minLength: 1, maxLength: 4 });
const single = (min: number, max: number) =>
  fc.oneof({ arbitrary: cellValue(makeDate, { min, max }), weight: 20 }, { arbitrary: fc.constant(undefined), weight: 1 });
const ROLLS = integerArgument('rolls', 'roll count', 1, 24);
const LABELS = ['As rolled', 'Assist', "Devil's bargain", 'Push', "Assist + Devil's bargain", 'Assist + push'];
const BONUS = [0, 1, 1, 1, 2, 2];
const STRESS_OF = [0, 1, 0, 2, 1, 3];

/** The full-track refusal, when stress and track both read well but leave no box. */
function fullTrack(fn: string, stress: unknown, track: unknown): string | null {
  const [s, t] = [STRESS.read(stress), TRACK.read(track)];
  if (s.kind !== 'ok' || t.kind !== 'ok' || s.value < t.value) return null;
  return `${fn}: stress ${s.value} is not below track ${t.value}: a full track is already trauma. Use stress 0–${t.value - 1} for a ${t.value}-box track.`;
}

describe('BLADES_OPTIONS: one pool, any cell', () => {
  const OPTIONS = sheetsFunction(code, 'BLADES_OPTIONS');
  test('the seven rows, or the pool named', () => {
    fc.assert(
      fc.property(single(0, 22), (dice) => {
        checkCall('BLADES_OPTIONS', [{ arg: DICE, cells: [dice] }], () => OPTIONS(dice), ([[d]]) => {
          const n = valueOf(d) as number;
          return [
            ['Option', 'Dice', 'Stress', 'Bad', 'Partial', 'Clean', 'Critical'],
            ...LABELS.map((label, i) => [label, n + BONUS[i], STRESS_OF[i], ...actionBands(n + BONUS[i]).map((f) => f.toNumber())]),
          ];
        });
      }),
      { numRuns: runs(2_000) },
    );
  });
  test('any range is refused, whatever it holds', () => {
    fc.assert(
      fc.property(column, (cells) => {
        expect(errorOf(() => OPTIONS(cells.map((v) => [v])))).toMatch(/^BLADES_OPTIONS: dice is a range where one value was expected\. /);
      }),
      { numRuns: runs(500) },
    );
  });
});

describe('BLADES_TRAUMA_BY: stress, track, rolls, then the dice column', () => {
  const TRAUMA_BY = sheetsFunction(code, 'BLADES_TRAUMA_BY');
  const TRAUMA = sheetsFunction(code, 'BLADES_TRAUMA');
  test('the chances by roll k, the first bad argument, or stress and track named when the track is full', () => {
    fc.assert(
      fc.property(single(0, 24), single(1, 24), single(1, 24), goodDice, fc.option(column), (stress, track, rolls, good, bad) => {
        const dice = bad ?? good;
        const call = () => TRAUMA_BY(dice.map((v) => [v]), stress, rolls, track);
        const full = fullTrack('BLADES_TRAUMA_BY', stress, track);
        if (full) return expect(errorOf(call)).toBe(full);
        checkCall(
          'BLADES_TRAUMA_BY',
          [
            { arg: STRESS, cells: [stress] },
            { arg: TRACK, cells: [track] },
            { arg: ROLLS, cells: [rolls] },
            { arg: DICE, cells: dice, asRange: true, blankIsRow: true },
          ],
          call,
          ([[s], [t], [k], reads]) =>
            poolRows(reads, valueOf(k), (n) => traumaBy(n, valueOf(s), valueOf(t), valueOf(k)).map((f) => f.toNumber())),
        );
      }),
      { numRuns: runs(3_000) },
    );
  });
  test('rolls 1 is BLADES_TRAUMA, cell for cell, for any good arguments', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 24 }), fc.nat(23), goodDice, (track, s, dice) => {
        const stress = s % track;
        const column = dice.map((v) => [v]);
        expect(TRAUMA_BY(column, stress, 1, track)).toEqual(TRAUMA(column, stress, track));
      }),
      { numRuns: runs(2_000) },
    );
  });
});

describe('BLADES_TRAUMA_MEAN: stress, track, then the dice column', () => {
  const TRAUMA_MEAN = sheetsFunction(code, 'BLADES_TRAUMA_MEAN');
  test('the mean rolls, the first bad argument, or stress and track named when the track is full', () => {
    fc.assert(
      fc.property(single(0, 24), single(1, 24), goodDice, fc.option(column), (stress, track, good, bad) => {
        const dice = bad ?? good;
        const call = () => TRAUMA_MEAN(dice.map((v) => [v]), stress, track);
        const full = fullTrack('BLADES_TRAUMA_MEAN', stress, track);
        if (full) return expect(errorOf(call)).toBe(full);
        checkCall(
          'BLADES_TRAUMA_MEAN',
          [
            { arg: STRESS, cells: [stress] },
            { arg: TRACK, cells: [track] },
            { arg: DICE, cells: dice, asRange: true, blankIsRow: true },
          ],
          call,
          ([[s], [t], reads]) => poolRows(reads, 1, (n) => [traumaMeanRolls(n, valueOf(s), valueOf(t)).toNumber()]),
        );
      }),
      { numRuns: runs(3_000) },
    );
  });
});
