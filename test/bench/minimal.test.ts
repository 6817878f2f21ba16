import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import vm from 'node:vm';
import { BANDS } from '../../src/blades/action';
import { MAX_COIN, MAX_SEGMENTS } from '../../src/blades/clock';
import { EFFECT_TICKS, EFFECTS } from '../../src/blades/progress';
import { MAX_THREATS, POSITIONS } from '../../src/blades/threat';
import { MAX_TRAUMA_ROLLS } from '../../src/blades/trauma-walk';
import { FUNCTION_SHAPES } from '../../src/sheets/functions/shapes';
import { MAX_PARTICIPANTS } from '../../src/blades/group';
import { MAX_MARKED, MAX_TRACK, MIN_TRACK } from '../../src/blades/stress-risk';
import { ALL_POOLS } from '../../bench/engine';
import { loadBuiltCode, sheetsFunction } from '../support/apps-script';

/**
 * bench/minimal.js is the floor the bench holds Code.js against, so it must
 * do the same work: every output of every function over pools 0–20 (clocks
 * at every size, trauma on every track, overindulging at every stress; the
 * group functions over crews of 1–12; threats 1–6 in each position, the
 * trauma walk on every track, progress clocks at every effect) equal to the
 * built engine's, cell for cell. Both are exact
 * and round once, and they share no code, so any difference is a bug in one.
 */
const code = loadBuiltCode();
const minimal = vm.createContext({});
vm.runInContext(readFileSync(join(__dirname, '../../bench/minimal.js'), 'utf8'), minimal, { filename: 'minimal.js' });

const column = ALL_POOLS.map((n) => [n]);
const both = (name: string, ...args: unknown[]) => [sheetsFunction(minimal, name)(...args), sheetsFunction(code, name)(...args)];

describe('bench/minimal.js gives every cell Code.js gives, pools 0–20', () => {
  test('it defines every custom function', () => {
    const missing = Object.keys(FUNCTION_SHAPES).filter((name) => typeof minimal[name] !== 'function');
    expect(missing).toEqual([]);
  });

  test.each([
    'BLADES_BANDS',
    'BLADES_FRACTIONS',
    'BLADES_RESIST',
    'BLADES_RESIST_MEAN',
    'BLADES_VICE',
    'BLADES_DC_PUSH',
    'BLADES_DC_PUSH_MEAN',
  ])('%s over a 0–20 column and one cell', (name) => {
    const [floor, engine] = both(name, column);
    expect(floor).toHaveLength(21);
    expect(floor).toEqual(engine);
    const [one, engineOne] = both(name, 3);
    expect(one).toEqual(engineOne);
  });

  test.each([...BANDS])('BLADES_AT_LEAST over a 0–20 column, band %s', (band) => {
    const [floor, engine] = both('BLADES_AT_LEAST', column, band);
    expect(floor).toEqual(engine);
  });

  test('BLADES_ODDS_TABLE(20, 0) and the default table', () => {
    expect(both('BLADES_ODDS_TABLE', 20, 0)[0]).toEqual(both('BLADES_ODDS_TABLE', 20, 0)[1]);
    expect(both('BLADES_ODDS_TABLE')[0]).toEqual(both('BLADES_ODDS_TABLE')[1]);
  });

  test('BLADES_OPTIONS at every pool and the default', () => {
    for (const n of [...ALL_POOLS, undefined]) expect(both('BLADES_OPTIONS', n)[0]).toEqual(both('BLADES_OPTIONS', n)[1]);
  });

  const sizes = Array.from({ length: MAX_SEGMENTS }, (_, i) => i + 1);
  test.each(sizes)('BLADES_CLOCK and BLADES_CLOCK_MEAN over a 0–20 column, %i segments, every coin', (segments) => {
    const [floor, engine] = both('BLADES_CLOCK', column, segments);
    expect(floor).toHaveLength(21);
    expect(floor[20]).toHaveLength(segments);
    expect(floor).toEqual(engine);
    for (let coin = 0; coin <= MAX_COIN; coin++) {
      expect(both('BLADES_CLOCK', column, segments, coin)[0]).toEqual(both('BLADES_CLOCK', column, segments, coin)[1]);
      const [mean, engineMean] = both('BLADES_CLOCK_MEAN', column, segments, coin);
      expect(mean).toEqual(engineMean);
    }
  });

  /** Every effect level, a tick row of the table's own, and the downtime clock's row. */
  const effects: unknown[] = [...EFFECTS, 'Great ', [[1, 0, 2, 7]], [[1, 2, 3, 5]]];
  test.each(sizes)('BLADES_PROGRESS and BLADES_PROGRESS_MEAN over a 1–20 column, %i segments, every effect', (segments) => {
    const pools = column.slice(1);
    for (const effect of effects) {
      const [floor, engine] = both('BLADES_PROGRESS', pools, segments, effect);
      expect(floor).toHaveLength(20);
      expect([effect, floor]).toEqual([effect, engine]);
      expect(both('BLADES_PROGRESS_MEAN', pools, segments, effect)[0]).toEqual(both('BLADES_PROGRESS_MEAN', pools, segments, effect)[1]);
    }
    const zero = [[0]];
    expect(both('BLADES_PROGRESS', zero, segments, 'standard', 50)[0]).toEqual(both('BLADES_PROGRESS', zero, segments, 'standard', 50)[1]);
    expect(both('BLADES_PROGRESS_MEAN', zero, segments, 'limited')[0]).toEqual(both('BLADES_PROGRESS_MEAN', zero, segments, 'limited')[1]);
    expect(EFFECT_TICKS.limited).toEqual([0, 1, 1, 2]);
  });

  const threatCounts = Array.from({ length: MAX_THREATS }, (_, i) => i + 1);
  test.each(threatCounts)('BLADES_THREAT at every rating and BLADES_THREAT_ALL over a 0–20 column, %i threats', (threats) => {
    for (const position of [...POSITIONS, undefined, 'Desperate']) {
      for (const n of ALL_POOLS)
        expect([n, position, both('BLADES_THREAT', n, threats, position)[0]]).toEqual([
          n,
          position,
          both('BLADES_THREAT', n, threats, position)[1],
        ]);
      const [floor, engine] = both('BLADES_THREAT_ALL', column, threats, position);
      expect(floor).toHaveLength(21);
      expect([position, floor]).toEqual([position, engine]);
    }
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

  /** The walk from an empty track, one box marked, half marked and one box left: the walk's every kind of start, in less time than every stress. */
  const starts = (track: number): number[] => [...new Set([0, 1, track >> 1, track - 1])].filter((m) => m < track);
  test.each(tracks)('BLADES_TRAUMA_BY and BLADES_TRAUMA_MEAN over a 0–20 column, a %i-box track, from four starts', (track) => {
    for (const stress of starts(track)) {
      const [floor, engine] = both('BLADES_TRAUMA_BY', column, stress, MAX_TRAUMA_ROLLS, track);
      expect(floor).toHaveLength(21);
      expect(floor[20]).toHaveLength(MAX_TRAUMA_ROLLS);
      expect([stress, floor]).toEqual([stress, engine]);
      expect(both('BLADES_TRAUMA_BY', column, stress, 1, track)[0]).toEqual(both('BLADES_TRAUMA_BY', column, stress, 1, track)[1]);
      expect([stress, both('BLADES_TRAUMA_MEAN', column, stress, track)[0]]).toEqual([
        stress,
        both('BLADES_TRAUMA_MEAN', column, stress, track)[1],
      ]);
    }
    if (track === 9) {
      expect(both('BLADES_TRAUMA_BY', column, 4, 6)[0]).toEqual(both('BLADES_TRAUMA_BY', column, 4, 6)[1]);
      expect(both('BLADES_TRAUMA_MEAN', column, 4)[0]).toEqual(both('BLADES_TRAUMA_MEAN', column, 4)[1]);
    }
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
