import fc from 'fast-check';
import vm from 'node:vm';
import { Position, threatOdds } from '../../src/blades/threat';
import { loadBuiltCode, sheetsFunction } from '../support/apps-script';
import { cellValue, positionValue } from '../support/arbitrary-cells';
import { checkCall, DICE, poolRows, POSITION, THREATS, valueOf } from '../support/argument-checks';
import { threatAllRow } from '../support/pool-functions';
import { runs } from '../support/property-runs';

// Deep Cuts' threat functions over arbitrary cells, with the checker every
// function shares: each argument alone and together, read in the order
// documented (threats, position, then the rating or the rating column),
// every good call's cells the engine's exact fractions rounded once. The
// pool functions' own file covers BLADES_THREAT_ALL's and BLADES_DC_PUSH's
// dice columns at fixed threats; this one varies every argument.

const code = loadBuiltCode();
const makeDate = (ms: number): Date => vm.runInContext(`new Date(${ms})`, code);
const maybe = (arbitrary: fc.Arbitrary<unknown>) =>
  fc.oneof({ arbitrary, weight: 20 }, { arbitrary: fc.constant(undefined), weight: 1 });
const threats = fc.oneof({ arbitrary: cellValue(makeDate, { min: 1, max: 6 }), weight: 20 }, { arbitrary: fc.constant(undefined), weight: 1 });
const position = maybe(positionValue(makeDate));
const rating = maybe(cellValue(makeDate));

describe('BLADES_THREAT: any rating, threats and position', () => {
  const THREAT = sheetsFunction(code, 'BLADES_THREAT');
  test('one row per threat, or the first bad argument named', () => {
    fc.assert(
      fc.property(rating, threats, position, (d, t, p) => {
        checkCall(
          'BLADES_THREAT',
          [
            { arg: THREATS, cells: [t] },
            { arg: POSITION, cells: [p] },
            { arg: DICE, cells: [d] },
          ],
          () => THREAT(d, t, p),
          ([[tr], [pr], [dr]]) => threatOdds(valueOf(dr), valueOf(tr), valueOf(pr) as Position).map((row) => row.map((f) => f.toNumber())),
        );
      }),
      { numRuns: runs(15_000) },
    );
  });
});

describe('BLADES_THREAT_ALL: any threats and position, then a rating column', () => {
  const ALL = sheetsFunction(code, 'BLADES_THREAT_ALL');
  const column = fc.array(cellValue(makeDate), { minLength: 1, maxLength: 8 });
  test('one row per rating, or the first bad single argument named, a bad rating in its own row', () => {
    fc.assert(
      fc.property(threats, position, column, fc.boolean(), (t, p, cells, asRange) => {
        const dice = asRange ? cells : cells.slice(0, 1);
        checkCall(
          'BLADES_THREAT_ALL',
          [
            { arg: THREATS, cells: [t] },
            { arg: POSITION, cells: [p] },
            { arg: DICE, cells: dice, asRange, blankIsRow: true },
          ],
          () => ALL(asRange ? dice.map((v) => [v]) : dice[0], t, p),
          ([[tr], [pr], reads]) => poolRows(reads, 3, (n) => threatAllRow(n, valueOf(tr), valueOf(pr) as Position)),
        );
      }),
      { numRuns: runs(15_000) },
    );
  });
});
