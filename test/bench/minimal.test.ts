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
import { MAX_ADVANTAGES, MAX_DISADVANTAGES } from '../../src/blades/engagement';
import { ACQUIRE_MODES, MAX_QUALITY, MIN_QUALITY } from '../../src/blades/acquire';
import { MAX_HEAT, MAX_HEAT_PER_SCORE, MAX_REDUCE_ROLLS, MAX_SCORES, MAX_WANTED } from '../../src/blades/heat';
import { loadBuiltCode, sheetsFunction } from '../support/apps-script';

/**
 * bench/minimal.js is the floor the bench holds Code.js against, so it must
 * do the same work: every output of every function over pools 0–20 (clocks
 * at every size, trauma on every track, overindulging at every stress; the
 * group functions over crews of 1–12; threats 1–6 in each position, the
 * trauma walk on every track, progress clocks at every effect; engagement
 * and opposed rolls at every count, entanglements at every heat, acquiring
 * and crafting at every quality, wanted-level walks over a spread of heat,
 * pools, rolls and starts) equal to the
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

  const counts = (least: number, most: number): number[][] => Array.from({ length: most - least + 1 }, (_, i) => [i + least]);

  test('BLADES_ENGAGEMENT over a column of every advantage count, every disadvantage count, and left out', () => {
    const advantages = counts(0, MAX_ADVANTAGES);
    for (let against = 0; against <= MAX_DISADVANTAGES; against++) {
      const [floor, engine] = both('BLADES_ENGAGEMENT', advantages, against);
      expect(floor).toHaveLength(MAX_ADVANTAGES + 1);
      expect([against, floor]).toEqual([against, engine]);
    }
    expect(both('BLADES_ENGAGEMENT', advantages)[0]).toEqual(both('BLADES_ENGAGEMENT', advantages)[1]);
    expect(both('BLADES_ENGAGEMENT', 2)[0]).toEqual(both('BLADES_ENGAGEMENT', 2)[1]);
    expect(both('BLADES_ENGAGEMENT')[0]).toEqual(both('BLADES_ENGAGEMENT')[1]);
  });

  test('BLADES_VERSUS over a 0–20 column against every opposing pool, and one cell', () => {
    for (const them of ALL_POOLS) {
      const [floor, engine] = both('BLADES_VERSUS', column, them);
      expect(floor).toHaveLength(21);
      expect([them, floor]).toEqual([them, engine]);
    }
    expect(both('BLADES_VERSUS', 3, 1)[0]).toEqual(both('BLADES_VERSUS', 3, 1)[1]);
  });

  test('BLADES_ENTANGLEMENT over a column of every wanted level, at every heat and heat left out', () => {
    const wanted = counts(0, MAX_WANTED);
    for (const heat of [...counts(0, MAX_HEAT).map(([h]) => h), undefined]) {
      const [floor, engine] = both('BLADES_ENTANGLEMENT', wanted, heat);
      expect(floor).toHaveLength(MAX_WANTED + 2);
      expect([heat, floor]).toEqual([heat, engine]);
    }
    expect(both('BLADES_ENTANGLEMENT', 3, 6)[0]).toEqual(both('BLADES_ENTANGLEMENT', 3, 6)[1]);
  });

  test.each([...ACQUIRE_MODES, ' Craft ', undefined])(
    'BLADES_ACQUIRE and BLADES_ACQUIRE_MEAN over a 0–20 column, every quality, mode %p',
    (mode) => {
      for (const quality of [...counts(MIN_QUALITY, MAX_QUALITY).map(([q]) => q), undefined]) {
        const [floor, engine] = both('BLADES_ACQUIRE', column, quality, mode);
        expect(floor).toHaveLength(21);
        expect([quality, floor]).toEqual([quality, engine]);
        expect([quality, both('BLADES_ACQUIRE_MEAN', column, quality, mode)[0]]).toEqual([
          quality,
          both('BLADES_ACQUIRE_MEAN', column, quality, mode)[1],
        ]);
      }
      const grid = [
        [0, 1, 2],
        [5, 20, 3],
      ];
      expect(both('BLADES_ACQUIRE_MEAN', grid, 4, mode)[0]).toEqual(both('BLADES_ACQUIRE_MEAN', grid, 4, mode)[1]);
      expect(both('BLADES_ACQUIRE', 2, undefined, mode)[0]).toEqual(both('BLADES_ACQUIRE', 2, undefined, mode)[1]);
      expect(both('BLADES_ACQUIRE_MEAN')[0]).toEqual(both('BLADES_ACQUIRE_MEAN')[1]);
    },
  );

  /** Heat per score from none to the most, through every rollover; pools, rolls and starts (heat, wanted) spread over their ranges. */
  const perScore = [0, 1, 2, 4, 6, 8, 9, 11, 17, 18, 19, MAX_HEAT_PER_SCORE];
  const heatStarts = [
    [undefined, undefined],
    [7, 1],
    [MAX_HEAT, 3],
    [3, MAX_WANTED],
  ];
  test.each(perScore)('BLADES_WANTED over a column of scores, %i heat a score, a spread of pools, rolls and starts', (gained) => {
    const scores = counts(1, 12);
    for (const dice of [0, 1, 2, 5, undefined])
      for (const rolls of [0, 1, 3, MAX_REDUCE_ROLLS, undefined])
        for (const [heat, wanted] of heatStarts) {
          const [floor, engine] = both('BLADES_WANTED', gained, scores, dice, rolls, heat, wanted);
          expect(floor).toHaveLength(12);
          expect([dice, rolls, heat, wanted, floor]).toEqual([dice, rolls, heat, wanted, engine]);
        }
    const long = counts(1, MAX_SCORES);
    expect(both('BLADES_WANTED', gained, long, 20, MAX_REDUCE_ROLLS)[0]).toEqual(
      both('BLADES_WANTED', gained, long, 20, MAX_REDUCE_ROLLS)[1],
    );
    expect(both('BLADES_WANTED', gained, 5, 3, 2)[0]).toEqual(both('BLADES_WANTED', gained, 5, 3, 2)[1]);
  });
});
