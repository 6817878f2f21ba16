import fc from 'fast-check';
import vm from 'node:vm';
import { clockRolls, fullByOdds } from '../../src/blades/clock';
import { groupBands, leaderStressOdds } from '../../src/blades/group';
import { overindulgeChance, traumaChance } from '../../src/blades/stress-risk';
import { errorOf, loadBuiltCode, sheetsFunction } from '../support/apps-script';
import { cellValue, expectedIntegerCell } from '../support/arbitrary-cells';
import { checkCall, COIN, DICE, poolRows, quoted, SEGMENTS, STRESS, TRACK, valueOf } from '../support/argument-checks';
import { runs } from '../support/property-runs';

// The group, risk and coin functions' arguments over arbitrary cells: each single value
// (stress, track, coin, synchronized) read before the dice column or the
// pools, then every cell of the pools named by its participant. Rows come
// from the engine, itself checked against enumeration in test/blades.

const code = loadBuiltCode();
const makeDate = (ms: number): Date => vm.runInContext(`new Date(${ms})`, code);
const column = fc.array(cellValue(makeDate), { minLength: 1, maxLength: 30 });
const pool = fc.oneof(fc.integer({ min: 0, max: 20 }), fc.constant(''));
const goodDice = fc.array(pool, { minLength: 1, maxLength: 5 });
const single = (min: number, max: number) =>
  fc.oneof({ arbitrary: cellValue(makeDate, { min, max }), weight: 20 }, { arbitrary: fc.constant(undefined), weight: 1 });
const numbers = (fs: readonly { toNumber(): number }[]) => fs.map((f) => f.toNumber());

describe('BLADES_TRAUMA: stress, then track, then the dice column', () => {
  const TRAUMA = sheetsFunction(code, 'BLADES_TRAUMA');
  test('the trauma chances, the first bad argument, or stress and track named when the track is full', () => {
    fc.assert(
      fc.property(single(0, 24), single(1, 24), goodDice, fc.option(column), (stress, track, good, bad) => {
        const dice = bad ?? good;
        const call = () => TRAUMA(
          dice.map((v) => [v]),
          stress,
          track,
        );
        // Both read well but the track is full: that is the error, before any dice cell.
        const [s, t] = [STRESS.read(stress), TRACK.read(track)];
        if (s.kind === 'ok' && t.kind === 'ok' && s.value >= t.value) {
          expect(errorOf(call)).toBe(
            `BLADES_TRAUMA: stress ${s.value} is not below track ${t.value}: a full track is already trauma. Use stress 0–${t.value - 1} for a ${t.value}-box track.`,
          );
          return;
        }
        checkCall(
          'BLADES_TRAUMA',
          [
            { arg: STRESS, cells: [stress] },
            { arg: TRACK, cells: [track] },
            { arg: DICE, cells: dice, asRange: true, blankIsRow: true },
          ],
          call,
          ([[marked], [boxes], reads]) => poolRows(reads, 1, (n) => [traumaChance(n, valueOf(marked), valueOf(boxes)).toNumber()]),
        );
      }),
      { numRuns: runs(5_000) },
    );
  });
});

describe('BLADES_OVERINDULGE: stress, then the dice column', () => {
  const OVERINDULGE = sheetsFunction(code, 'BLADES_OVERINDULGE');
  test('the overindulge chances, or the first bad argument', () => {
    fc.assert(
      fc.property(single(0, 24), goodDice, fc.option(column), (stress, good, bad) => {
        const dice = bad ?? good;
        checkCall(
          'BLADES_OVERINDULGE',
          [
            { arg: STRESS, cells: [stress] },
            { arg: DICE, cells: dice, asRange: true, blankIsRow: true },
          ],
          () => OVERINDULGE(
            dice.map((v) => [v]),
            stress,
          ),
          ([[s], reads]) => poolRows(reads, 1, (n) => [overindulgeChance(n, valueOf(s)).toNumber()]),
        );
      }),
      { numRuns: runs(5_000) },
    );
  });
});

describe('the coin argument of the clock functions', () => {
  const clocks = [
    ['BLADES_CLOCK', (n: number, s: number, c: number) => numbers(fullByOdds(n, s, c))],
    ['BLADES_CLOCK_MEAN', (n: number, s: number, c: number) => [clockRolls(n, s, c).mean().toNumber()]],
  ] as const;
  test.each(clocks)('%s: segments, then coin, then the dice column', (name, row) => {
    const fn = sheetsFunction(code, name);
    fc.assert(
      fc.property(single(1, 8), single(0, 3), goodDice, fc.option(column), (segments, coin, good, bad) => {
        const dice = bad ?? good;
        checkCall(
          name,
          [
            { arg: SEGMENTS, cells: [segments] },
            { arg: COIN, cells: [coin] },
            { arg: DICE, cells: dice, asRange: true, blankIsRow: true },
          ],
          () => fn(
            dice.map((v) => [v]),
            segments,
            coin,
          ),
          ([[s], [c], reads]) => poolRows(reads, name === 'BLADES_CLOCK' ? valueOf(s) : 1, (d) => row(d, valueOf(s), valueOf(c))),
        );
      }),
      { numRuns: runs(5_000) },
    );
  });
});

/**
 * A cell as the messages show it, after its argument's name, written out
 * here from the README's examples: long text by its first 30 characters and
 * its length; a date as no value at all (the problem says "is a date").
 */
function shown(value: unknown): string {
  if (typeof value === 'string') return ` ${quoted(value)}`;
  if (typeof value === 'boolean') return value ? ' TRUE' : ' FALSE';
  if (typeof value === 'number') return Object.is(value, -0) ? ' 0' : ` ${value}`;
  return '';
}

const USE_SWITCH = 'Use TRUE or FALSE (a checkbox works); blank or omitted means FALSE.';
const POOLS_HINT = 'The pools go together in the first argument: BLADES_GROUP({2,1,0}, TRUE).';
const POOLS_ADVICE = 'Give 1–12 pools of 0–20 dice: a number, one row or one column of cells, or a list such as {2,1,0}.';
const NEGATIVE_HINT = 'A negative pool rolls as zero dice: pass 0, e.g. MAX(0, A2-1).';

/** The documented reading of synchronized: TRUE/FALSE; omitted or blank FALSE; any other value an error message. */
function expectedSwitch(value: unknown): boolean | string {
  if (value === undefined || value === '') return false;
  if (typeof value === 'boolean') return value;
  const kind = typeof value === 'number' ? 'a number' : typeof value === 'string' ? 'text' : 'a date';
  const hint = typeof value === 'number' ? ` ${POOLS_HINT}` : '';
  return `BLADES_GROUP: synchronized${shown(value)} is ${kind}, not TRUE or FALSE. ${USE_SWITCH}${hint}`;
}

/** The documented reading of pools: the non-blank cells in order, or the message for the first thing wrong. */
function expectedPools(fn: string, cells: unknown[]): number[] | string {
  const pools: number[] = [];
  for (const [i, cell] of cells.entries()) {
    const e = expectedIntegerCell(cell, 0, 20);
    if (e.kind === 'error') {
      const hint = e.problem === 'is negative' ? ` ${NEGATIVE_HINT}` : '';
      return `${fn}: pools${shown(cell)} for participant ${i + 1} ${e.problem}. Use an integer dice count 0–20.${hint}`;
    }
    if (e.kind === 'ok') pools.push(e.value);
  }
  if (pools.length === 0) return `${fn}: pools has no participants: every cell is blank. ${POOLS_ADVICE}`;
  if (pools.length > 12) return `${fn}: pools has ${pools.length} participants, more than 12. ${POOLS_ADVICE}`;
  return pools;
}

describe('BLADES_GROUP and BLADES_GROUP_STRESS over arbitrary rosters', () => {
  const rosterCell = fc.oneof({ arbitrary: pool, weight: 12 }, { arbitrary: cellValue(makeDate), weight: 1 });
  const roster = fc.array(rosterCell, { minLength: 1, maxLength: 15 });
  const shape = fc.constantFrom('single', 'row', 'column');
  const synchronized = fc.oneof(
    { arbitrary: fc.boolean(), weight: 8 },
    { arbitrary: fc.constantFrom(undefined, ''), weight: 2 },
    { arbitrary: cellValue(makeDate), weight: 2 },
  );
  const given = (cells: unknown[], how: string): unknown =>
    how === 'single' ? cells[0] : how === 'row' ? [cells] : cells.map((c) => [c]);
  /** The call's outcome: its rows, or its error message. */
  const outcome = (call: () => unknown): unknown => {
    try {
      return call();
    } catch (e) {
      expect(Object.prototype.toString.call(e)).toBe('[object Error]');
      return (e as Error).message;
    }
  };

  test('BLADES_GROUP: the group bands, or synchronized named first, then the first bad participant', () => {
    const GROUP = sheetsFunction(code, 'BLADES_GROUP');
    fc.assert(
      fc.property(roster, shape, synchronized, (all, how, synced) => {
        const cells = how === 'single' ? all.slice(0, 1) : all;
        const sync = expectedSwitch(synced);
        const pools = expectedPools('BLADES_GROUP', cells);
        const expected =
          typeof sync === 'string' ? sync : typeof pools === 'string' ? pools : [numbers(groupBands(pools, sync))];
        expect(outcome(() => GROUP(given(cells, how), synced))).toEqual(expected);
      }),
      { numRuns: runs(5_000) },
    );
  });

  test('BLADES_GROUP_STRESS: the leader’s stress row, one cell more than participants, or the first bad participant', () => {
    const GROUP_STRESS = sheetsFunction(code, 'BLADES_GROUP_STRESS');
    fc.assert(
      fc.property(roster, shape, (all, how) => {
        const cells = how === 'single' ? all.slice(0, 1) : all;
        const pools = expectedPools('BLADES_GROUP_STRESS', cells);
        const expected = typeof pools === 'string' ? pools : [numbers(leaderStressOdds(pools))];
        expect(outcome(() => GROUP_STRESS(given(cells, how)))).toEqual(expected);
      }),
      { numRuns: runs(5_000) },
    );
  });
});
