import { errorOf, messageInRow, SheetsFunction } from './apps-script';

/**
 * The group action, stress at risk and coin functions (docs/rules.md's
 * sections of those names) as Sheets calls them, run against the built
 * Code.js (test/dist/group-stress-clock.test.ts) and against src/ directly
 * (test/sheets/group-stress-clock-functions.test.ts, fast enough for mutation
 * testing). Expected cells are the correctly rounded doubles of fractions
 * written out by hand.
 */
// Every figure here is exact as a double on both sides, so one IEEE division rounds once.
const r = (n: bigint, d: bigint) => Number(n) / Number(d);

const USE_DICE = 'Use an integer dice count 0–20.';
const NEGATIVE_HINT = 'A negative pool rolls as zero dice: pass 0, e.g. MAX(0, A2-1).';
const POOLS_ADVICE = 'Give 1–12 pools of 0–20 dice: a number, one row or one column of cells, or a list such as {2,1,0}.';
const USE_SWITCH = 'Use TRUE or FALSE (a checkbox works); blank or omitted means FALSE.';
const POOLS_HINT = 'The pools go together in the first argument: BLADES_GROUP({2,1,0}, TRUE).';
const USE_STRESS = 'Use an integer stress count 0–24.';
const USE_TRACK = 'Use an integer track length 1–24.';
const USE_COIN = 'Use an integer coin count 0–3.';

const EXAMPLE_BANDS = [r(3n, 32n), r(1823n, 3888n), r(3185n, 7776n), r(1n, 36n)];
const EXAMPLE_SYNCHRONIZED = [r(3n, 32n), r(1823n, 3888n), r(1375n, 3888n), r(217n, 2592n)];
const EXAMPLE_STRESS = [r(3n, 32n), r(13n, 32n), r(13n, 32n), r(3n, 32n)];

/** The functions by name, and a Date as the realm under test makes one. */
export function groupStressClockCases(fn: (name: string) => SheetsFunction, date: (iso: string) => Date): void {
  const [GROUP, GROUP_STRESS, TRAUMA, OVERINDULGE, CLOCK, CLOCK_MEAN] = [
    'BLADES_GROUP',
    'BLADES_GROUP_STRESS',
    'BLADES_TRAUMA',
    'BLADES_OVERINDULGE',
    'BLADES_CLOCK',
    'BLADES_CLOCK_MEAN',
  ].map(fn);

  describe('the worked example: pools 2, 1 and 0', () => {
    test('BLADES_GROUP({2,1,0}): Bad 3/32, Partial 1823/3888, Clean 3185/7776, Critical 1/36', () => {
      expect(GROUP([[2, 1, 0]])).toEqual([EXAMPLE_BANDS]);
    });
    test('BLADES_GROUP({2,1,0}, TRUE): Clean 1375/3888, Critical 217/2592', () => {
      expect(GROUP([[2, 1, 0]], true)).toEqual([EXAMPLE_SYNCHRONIZED]);
    });
    test('BLADES_GROUP_STRESS({2,1,0}): 3/32, 13/32, 13/32, 3/32', () => {
      expect(GROUP_STRESS([[2, 1, 0]])).toEqual([EXAMPLE_STRESS]);
    });
  });

  describe('BLADES_GROUP and BLADES_GROUP_STRESS: the shapes of pools', () => {
    test('a row, a column or an array literal, in any order, blank cells skipped', () => {
      for (const pools of [[[2], [1], [0]], [[0, 1, 2]], [['', 2, '', 1, 0, '']], [[1], [''], [0], ['2']], [[' 2 ', '1', '0.0']]]) {
        expect(GROUP(pools)).toEqual([EXAMPLE_BANDS]);
        expect(GROUP(pools, true)).toEqual([EXAMPLE_SYNCHRONIZED]);
        expect(GROUP_STRESS(pools)).toEqual([EXAMPLE_STRESS]);
      }
    });
    test('one participant, as a number or a cell, is that pool’s own bands; the leader takes 0 or 1 stress', () => {
      expect(GROUP(3)).toEqual([[1 / 8, 49 / 108, 25 / 72, 2 / 27]]);
      expect(GROUP('3', true)).toEqual([[1 / 8, 49 / 108, 25 / 72, 2 / 27]]);
      expect(GROUP([[0]])).toEqual([[r(3n, 4n), r(2n, 9n), r(1n, 36n), 0]]);
      expect(GROUP_STRESS(0)).toEqual([[r(1n, 4n), r(3n, 4n)]]);
      expect(GROUP_STRESS([[''], [1]])).toEqual([[0.5, 0.5]]);
    });
    test('synchronized: omitted, blank and FALSE are the same; TRUE is the crew ability', () => {
      expect(GROUP([[2, 1, 0]], '')).toEqual([EXAMPLE_BANDS]);
      expect(GROUP([[2, 1, 0]], false)).toEqual([EXAMPLE_BANDS]);
      expect(GROUP([[2, 1, 0]], undefined)).toEqual([EXAMPLE_BANDS]);
      // A script calling the function directly may pass null for an omitted argument.
      expect(GROUP([[2, 1, 0]], null)).toEqual([EXAMPLE_BANDS]);
    });
    test('twelve participants of twenty dice: every roll Bad is (1/2)^240', () => {
      const [row] = GROUP([new Array(12).fill(20)], true);
      expect(row[0]).toBe(r(1n, 2n ** 240n));
      const [stress] = GROUP_STRESS(new Array(12).fill([20]));
      expect(stress).toHaveLength(13);
      expect(stress[12]).toBe(r(1n, 2n ** 240n));
    });
  });

  describe('BLADES_GROUP and BLADES_GROUP_STRESS refuse bad pools, naming the participant', () => {
    const cases: Array<[string, unknown, string]> = [
      ['missing', undefined, `pools is missing. ${POOLS_ADVICE}`],
      ['null (from a script)', null, `pools is missing. ${POOLS_ADVICE}`],
      ['a blank cell', '', `pools has no participants: every cell is blank. ${POOLS_ADVICE}`],
      ['an all-blank roster', [[''], [''], ['']], `pools has no participants: every cell is blank. ${POOLS_ADVICE}`],
      ['thirteen participants', [new Array(13).fill(1)], `pools has 13 participants, more than 12. ${POOLS_ADVICE}`],
      [
        'a block of rows and columns',
        [
          [1, 2],
          [3, 4],
        ],
        `the pools range is 2 rows by 2 columns. ${POOLS_ADVICE}`,
      ],
      ['a ragged range', [[1, 2], [3]], 'the pools range is not rectangular: its rows differ in length.'],
      ['a negative pool', [[2, 1, -1]], `pools -1 for participant 3 is negative. ${USE_DICE} ${NEGATIVE_HINT}`],
      ['a blank counted in the position', [[2], [''], [21]], `pools 21 for participant 3 is above 20. ${USE_DICE}`],
      ['text', 'two', `pools "two" for participant 1 is text, not a number. ${USE_DICE}`],
      ['a fraction', [[1.5, 2]], `pools 1.5 for participant 1 is not a whole number. ${USE_DICE}`],
      ['TRUE', [[2, true]], `pools TRUE for participant 2 is a TRUE/FALSE value, not a number. ${USE_DICE}`],
      ['a date', 'DATE', `pools for participant 1 is a date, not a number. ${USE_DICE}`],
    ];
    const both = ['BLADES_GROUP', 'BLADES_GROUP_STRESS'].flatMap((name) => cases.map((c) => [name, ...c] as const));
    test.each(both)('%s: %s', (name, _, value, message) => {
      const pools = value === 'DATE' ? date('2026-11-30T00:00:00Z') : value;
      expect(errorOf(() => fn(name)(pools))).toBe(`${name}: ${message}`);
    });
  });

  describe('BLADES_GROUP refuses a synchronized that is not TRUE or FALSE', () => {
    const cases: Array<[string, unknown, string]> = [
      ['1 (a pool typed one argument too far)', 1, `synchronized 1 is a number, not TRUE or FALSE. ${USE_SWITCH} ${POOLS_HINT}`],
      ['0', 0, `synchronized 0 is a number, not TRUE or FALSE. ${USE_SWITCH} ${POOLS_HINT}`],
      ['text "TRUE"', 'TRUE', `synchronized "TRUE" is text, not TRUE or FALSE. ${USE_SWITCH}`],
      ['text "yes"', 'yes', `synchronized "yes" is text, not TRUE or FALSE. ${USE_SWITCH}`],
      ['a date', 'DATE', `synchronized is a date, not TRUE or FALSE. ${USE_SWITCH}`],
      ['a range', [[true], [false]], `synchronized is a range where one value was expected. ${USE_SWITCH}`],
    ];
    test.each(cases)('%s', (_, value, message) => {
      const synced = value === 'DATE' ? date('2026-11-30T00:00:00Z') : value;
      expect(errorOf(() => GROUP([[2, 1, 0]], synced))).toBe(`BLADES_GROUP: ${message}`);
    });
    test('synchronized is read before the pools', () => {
      expect(errorOf(() => GROUP([[-1]], 'yes'))).toBe(`BLADES_GROUP: synchronized "yes" is text, not TRUE or FALSE. ${USE_SWITCH}`);
    });
  });

  describe('BLADES_TRAUMA', () => {
    test('2 dice at 6 of 9: 1/4; the track defaults to 9', () => {
      expect(TRAUMA(2, 6)).toEqual([[0.25]]);
      expect(TRAUMA(2, 6, 9)).toEqual([[0.25]]);
      expect(TRAUMA(2, '6', ' 9 ')).toEqual([[0.25]]);
    });
    test('a column of dice: one row per cell, a blank cell a blank row', () => {
      // 6 of 9 leaves 3 boxes: trauma on a read die of 3 or less. Zero dice: 1 − (3/6)^2; 1 die 1/2; 3 dice 1/8.
      expect(TRAUMA([[0], [''], [1], [3]], 6)).toEqual([[0.75], [''], [0.5], [0.125]]);
    });
    test('with one box left only a 6 avoids it; on a longer track the same stress is safer', () => {
      expect(TRAUMA(3, 8)).toEqual([[r(125n, 216n)]]);
      expect(TRAUMA(0, 23, 24)).toEqual([[r(35n, 36n)]]);
      expect(TRAUMA(2, 6, 12)).toEqual([[0]]);
    });
    const cases: Array<[string, unknown[], string]> = [
      ['stress missing', [2], `stress is missing. ${USE_STRESS}`],
      ['stress blank', [2, ''], `stress "" is blank. ${USE_STRESS}`],
      ['stress negative', [2, -1], `stress -1 is negative. ${USE_STRESS}`],
      ['stress above 24', [2, 25], `stress 25 is above 24. ${USE_STRESS}`],
      ['stress text', [2, 'six'], `stress "six" is text, not a number. ${USE_STRESS}`],
      ['stress a range', [2, [[1], [2]]], `stress is a range where one value was expected. ${USE_STRESS}`],
      ['track 0', [2, 0, 0], `track 0 is below 1. ${USE_TRACK}`],
      ['track above 24', [2, 3, 25], `track 25 is above 24. ${USE_TRACK}`],
      ['track blank', [2, 3, ''], `track "" is blank. ${USE_TRACK}`],
      ['track TRUE', [2, 3, true], `track TRUE is a TRUE/FALSE value, not a number. ${USE_TRACK}`],
      ['a full track', [2, 9], 'stress 9 is not below track 9: a full track is already trauma. Use stress 0–8 for a 9-box track.'],
      [
        'stress past a short track',
        [2, 5, 4],
        'stress 5 is not below track 4: a full track is already trauma. Use stress 0–3 for a 4-box track.',
      ],
      ['stress before track', [2, 30, 0], `stress 30 is above 24. ${USE_STRESS}`],
      [
        'both before the dice',
        [[[-1]], 9, 9],
        'stress 9 is not below track 9: a full track is already trauma. Use stress 0–8 for a 9-box track.',
      ],
      ['a bad single dice value', ['x', 3], `dice "x" is text, not a number. ${USE_DICE}`],
    ];
    test.each(cases)('%s', (_, args, message) => {
      expect(errorOf(() => TRAUMA(...args))).toBe(`BLADES_TRAUMA: ${message}`);
    });
    test('a bad cell of a dice column: its message in its own row, the other rows their chance', () => {
      const rows = TRAUMA([[1], ['x'], [3]], 8);
      expect([rows[0], rows[2]]).toEqual([...TRAUMA(1, 8), ...TRAUMA(3, 8)]);
      expect(messageInRow(rows, 2)).toBe(`BLADES_TRAUMA: dice "x" in row 2 of the range is text, not a number. ${USE_DICE}`);
    });
  });

  describe('BLADES_OVERINDULGE', () => {
    test('2 dice with 3 marked: 3/4', () => {
      expect(OVERINDULGE(2, 3)).toEqual([[0.75]]);
    });
    test('a column of dice; 0 marked is certain, 6 or more impossible', () => {
      // 3 marked: zero dice keep the lower of two, above 3 with (3/6)^2; 1 die 1/2.
      expect(OVERINDULGE([[0], [''], [1]], 3)).toEqual([[0.25], [''], [0.5]]);
      expect(OVERINDULGE(0, 0)).toEqual([[1]]);
      expect(OVERINDULGE(20, 6)).toEqual([[0]]);
      expect(OVERINDULGE(20, 24)).toEqual([[0]]);
      expect(OVERINDULGE(1, 5)).toEqual([[1 / 6]]);
    });
    const cases: Array<[string, unknown[], string]> = [
      ['stress missing', [2], `stress is missing. ${USE_STRESS}`],
      ['stress above 24', [2, 25], `stress 25 is above 24. ${USE_STRESS}`],
      ['stress fractional', [2, 2.5], `stress 2.5 is not a whole number. ${USE_STRESS}`],
      ['stress before the dice', [-2, 'x'], `stress "x" is text, not a number. ${USE_STRESS}`],
    ];
    test.each(cases)('%s', (_, args, message) => {
      expect(errorOf(() => OVERINDULGE(...args))).toBe(`BLADES_OVERINDULGE: ${message}`);
    });
  });

  describe('BLADES_CLOCK and BLADES_CLOCK_MEAN: coin per roll', () => {
    test('no coin answers as before: 4 segments, 2 dice, mean 1309/576; row 1/36, 103/144, 63/64, 1', () => {
      const row = [r(1n, 36n), r(103n, 144n), r(63n, 64n), 1];
      expect(CLOCK(2, 4)).toEqual([row]);
      expect(CLOCK(2, 4, 0)).toEqual([row]);
      expect(CLOCK_MEAN(2, 4)).toEqual([[r(1309n, 576n)]]);
      expect(CLOCK_MEAN(2, 4, '0')).toEqual([[r(1309n, 576n)]]);
    });
    test('1 coin: a 6 becomes a critical, so 11/36 fill a 4-segment clock in one roll; every roll marks 2 or more', () => {
      expect(CLOCK(2, 4, 1)).toEqual([[r(11n, 36n), 1, 1, 1]]);
      // One roll with 11/36, else two: 11/36 + 2 · 25/36.
      expect(CLOCK_MEAN(2, 4, 1)).toEqual([[r(61n, 36n)]]);
    });
    test('3 coin: every roll is a critical (5 segments), for any pool', () => {
      expect(CLOCK([[0], [''], [20]], 10, 3)).toEqual([
        [0, 1, ...new Array(8).fill(1)],
        new Array(10).fill(''),
        [0, 1, ...new Array(8).fill(1)],
      ]);
      expect(CLOCK_MEAN(0, 24, 3)).toEqual([[5]]);
    });
    const cases: Array<[string, unknown, string]> = [
      ['above 3', 4, `coin 4 is above 3. ${USE_COIN}`],
      ['negative', -1, `coin -1 is negative. ${USE_COIN}`],
      ['fractional', 1.5, `coin 1.5 is not a whole number. ${USE_COIN}`],
      ['text', 'one', `coin "one" is text, not a number. ${USE_COIN}`],
      ['TRUE', true, `coin TRUE is a TRUE/FALSE value, not a number. ${USE_COIN}`],
      ['blank', '', `coin "" is blank. ${USE_COIN}`],
      ['a range', [[1], [2]], `coin is a range where one value was expected. ${USE_COIN}`],
    ];
    const both = ['BLADES_CLOCK', 'BLADES_CLOCK_MEAN'].flatMap((name) => cases.map((c) => [name, ...c] as const));
    test.each(both)('%s: coin %s', (name, _, value, message) => {
      expect(errorOf(() => fn(name)(2, 4, value))).toBe(`${name}: ${message}`);
    });
    test('coin is read after segments and before the dice column', () => {
      expect(errorOf(() => CLOCK([['x']], 30, 9))).toBe('BLADES_CLOCK: segments 30 is above 24. Use an integer segment count 1–24.');
      expect(errorOf(() => CLOCK([['x']], 4, 9))).toBe(`BLADES_CLOCK: coin 9 is above 3. ${USE_COIN}`);
    });
  });
}
