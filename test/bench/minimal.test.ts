import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import vm from 'node:vm';
import { BANDS } from '../../src/blades/action';
import { MAX_SEGMENTS } from '../../src/blades/clock';
import { MAX_PARTICIPANTS } from '../../src/blades/group';
import { MAX_MARKED, MAX_TRACK, MIN_TRACK } from '../../src/blades/stress-risk';
import { ALL_POOLS } from '../../bench/engine';
import { loadBuiltCode, sheetsFunction } from '../support/apps-script';

/**
 * bench/minimal.js is the floor the bench holds Code.js against, so it must
 * do the same work: every output of every function over pools 0–20 (clocks
 * at every size, trauma on every track, overindulging at every stress; the
 * group functions over crews of 1–12) equal to the built engine's, cell for
 * cell. Both are exact
 * and round once, and they share no code, so any difference is a bug in one.
 */
const code = loadBuiltCode();
const minimal = vm.createContext({});
vm.runInContext(readFileSync(join(__dirname, '../../bench/minimal.js'), 'utf8'), minimal, { filename: 'minimal.js' });

const column = ALL_POOLS.map((n) => [n]);
const both = (name: string, ...args: unknown[]) => [sheetsFunction(minimal, name)(...args), sheetsFunction(code, name)(...args)];

describe('bench/minimal.js gives every cell Code.js gives, pools 0–20', () => {
  test.each(['BLADES_BANDS', 'BLADES_FRACTIONS', 'BLADES_RESIST', 'BLADES_RESIST_MEAN', 'BLADES_VICE'])(
    '%s over a 0–20 column and one cell',
    (name) => {
      const [floor, engine] = both(name, column);
      expect(floor).toHaveLength(21);
      expect(floor).toEqual(engine);
      const [one, engineOne] = both(name, 3);
      expect(one).toEqual(engineOne);
    },
  );

  test.each([...BANDS])('BLADES_AT_LEAST over a 0–20 column, band %s', (band) => {
    const [floor, engine] = both('BLADES_AT_LEAST', column, band);
    expect(floor).toEqual(engine);
  });

  test('BLADES_ODDS_TABLE(20, 0) and the default table', () => {
    expect(both('BLADES_ODDS_TABLE', 20, 0)[0]).toEqual(both('BLADES_ODDS_TABLE', 20, 0)[1]);
    expect(both('BLADES_ODDS_TABLE')[0]).toEqual(both('BLADES_ODDS_TABLE')[1]);
  });

  const sizes = Array.from({ length: MAX_SEGMENTS }, (_, i) => i + 1);
  test.each(sizes)('BLADES_CLOCK and BLADES_CLOCK_MEAN over a 0–20 column, %i segments', (segments) => {
    const [floor, engine] = both('BLADES_CLOCK', column, segments);
    expect(floor).toHaveLength(21);
    expect(floor[20]).toHaveLength(segments);
    expect(floor).toEqual(engine);
    const [mean, engineMean] = both('BLADES_CLOCK_MEAN', column, segments);
    expect(mean).toEqual(engineMean);
  });

  const tracks = Array.from({ length: MAX_TRACK - MIN_TRACK + 1 }, (_, i) => i + MIN_TRACK);
  test.each(tracks)('BLADES_TRAUMA over a 0–20 column, a %i-box track at every stress marked', (track) => {
    for (let stress = 0; stress < track; stress++) {
      const [floor, engine] = both('BLADES_TRAUMA', column, stress, track);
      expect(floor).toHaveLength(21);
      expect(floor).toEqual(engine);
    }
    if (track === 9) expect(both('BLADES_TRAUMA', column, 6)[0]).toEqual(both('BLADES_TRAUMA', column, 6)[1]);
  });

  test('BLADES_OVERINDULGE over a 0–20 column, every stress marked', () => {
    for (let stress = 0; stress <= MAX_MARKED; stress++) {
      const [floor, engine] = both('BLADES_OVERINDULGE', column, stress);
      expect(floor).toHaveLength(21);
      expect(floor).toEqual(engine);
    }
  });

  /** Crews of 1–3 participants over a spread of pools, then larger ones up to 12 of 20 dice. */
  const SOME = [0, 1, 2, 3, 6, 20];
  const crews: number[][] = [
    ...SOME.map((a) => [a]),
    ...SOME.flatMap((a) => SOME.map((b) => [a, b])),
    ...SOME.flatMap((a) => SOME.flatMap((b) => [0, 1, 5].map((c) => [a, b, c]))),
    [2, 1, 0],
    new Array<number>(MAX_PARTICIPANTS).fill(20),
    new Array<number>(MAX_PARTICIPANTS).fill(0),
    Array.from({ length: MAX_PARTICIPANTS }, (_, i) => (i * 7) % 21),
    Array.from({ length: MAX_PARTICIPANTS }, (_, i) => i % 2),
    [20, 0, 20, 0, 20, 0, 20, 0, 20, 0, 20, 0],
  ];

  test.each([false, true])('BLADES_GROUP over every crew as a row, Synchronized %p', (synchronized) => {
    for (const pools of crews) {
      const [floor, engine] = both('BLADES_GROUP', [pools], synchronized);
      expect([pools, floor]).toEqual([pools, engine]);
    }
  });

  test('BLADES_GROUP_STRESS over every crew as a row', () => {
    for (const pools of crews) {
      const [floor, engine] = both('BLADES_GROUP_STRESS', [pools]);
      expect([pools, floor]).toEqual([pools, engine]);
    }
  });

  test('the group functions over a column with blank slots, one pool, and Synchronized left out', () => {
    const roster = [[2], [''], [1], [0]];
    expect(both('BLADES_GROUP', roster, true)[0]).toEqual(both('BLADES_GROUP', roster, true)[1]);
    expect(both('BLADES_GROUP', roster)[0]).toEqual(both('BLADES_GROUP', roster)[1]);
    expect(both('BLADES_GROUP_STRESS', roster)[0]).toEqual(both('BLADES_GROUP_STRESS', roster)[1]);
    expect(both('BLADES_GROUP', 3, true)[0]).toEqual(both('BLADES_GROUP', 3, true)[1]);
    expect(both('BLADES_GROUP_STRESS', 3)[0]).toEqual(both('BLADES_GROUP_STRESS', 3)[1]);
  });
});
