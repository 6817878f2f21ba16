import { Fraction } from '../../src/dice/fraction';
import { formulaBlock } from '../../src/sheets/insert-blocks';
import { formulaText, legendText, poolsRange, rollView } from '../../src/sidebar/views';
import { bladesRead, enumerateGroup, frac, strings, tally } from '../support/enumerate';

/**
 * The sidebar's views of the group, stress and coin questions against
 * independent figures: the worked examples of docs/rules.md written out
 * by hand, and a walk over every face of every participant's roll.
 */

const shown = (rows: ReadonlyArray<{ label: string; fraction: Fraction }>) => rows.map((r) => `${r.label} ${r.fraction}`);

describe('Group: the bands and the leader’s stress', () => {
  test('pools 2, 1, 0: the documented bands, leader stress and its mean', () => {
    const view = rollView({ roll: 'group', pools: [2, 1, 0], synchronized: false });
    expect(view.title).toBe('Group action');
    expect(view.subject).toBe('3 participants: 2, 1, 0 dice');
    expect(shown(view.rows)).toEqual(['Bad 3/32', 'Partial 1823/3888', 'Clean 3185/7776', 'Critical 1/36']);
    expect(shown(view.totals)).toEqual([
      'Leader takes 0 stress 3/32',
      'Leader takes 1 stress 13/32',
      'Leader takes 2 stress 13/32',
      'Leader takes 3 stress 3/32',
    ]);
    expect(view.means.map((m) => `${m.label} ${m.value} ${m.unit.many}`)).toEqual(['Leader’s mean stress 3/2 stress']);
  });

  test('Synchronized: Clean 1375/3888, Critical 217/2592, the leader’s stress unchanged', () => {
    const view = rollView({ roll: 'group', pools: [2, 1, 0], synchronized: true });
    expect(view.title).toBe('Group action, Synchronized');
    expect(shown(view.rows)).toEqual(['Bad 3/32', 'Partial 1823/3888', 'Clean 1375/3888', 'Critical 217/2592']);
    expect(strings(view.totals.map((r) => r.fraction))).toEqual(['3/32', '13/32', '13/32', '3/32']);
  });

  test.each([[[1]], [[0]], [[3, 0]], [[1, 1, 1]], [[0, 0, 2]], [[2, 2]], [[1, 0, 1, 0]]])(
    'pools %j, with and without Synchronized: every joint roll counted',
    (pools) => {
      const expected = enumerateGroup(pools);
      for (const synchronized of [false, true]) {
        const view = rollView({ roll: 'group', pools, synchronized });
        expect(strings(view.rows.map((r) => r.fraction))).toEqual(strings(synchronized ? expected.synchronized : expected.bands));
        expect(strings(view.totals.map((r) => r.fraction))).toEqual(strings(expected.stress));
        const mean = expected.stress.reduce((m, p, k) => m.add(p.mul(frac(k))), Fraction.ZERO);
        expect(view.means[0].value.toString()).toBe(mean.toString());
      }
    },
  );

  test('the heading lists up to four pools, then counts them', () => {
    expect(rollView({ roll: 'group', pools: [1], synchronized: false }).subject).toBe('1 participant: 1 die');
    expect(rollView({ roll: 'group', pools: [4, 3, 2, 1, 0], synchronized: false }).subject).toBe('5 participants');
  });
});

/** E[min(cleared, marked)] and P(cleared > marked), reading every face of a vice roll. */
function enumeratedVice(dice: number, marked: number): { over: Fraction; cleared: Fraction } {
  const { rolled, read } = bladesRead(dice);
  const { counts, total } = tally(rolled, (f) => read(f).die);
  let over = 0n;
  let cleared = 0n;
  for (const [die, c] of counts) {
    if (die > marked) over += c;
    cleared += BigInt(Math.min(die, marked)) * c;
  }
  return { over: frac(over, total), cleared: frac(cleared, total) };
}

describe('stress marked: trauma and overindulging', () => {
  test('resisting with 2 dice at 6 of 9 risks trauma 1/4 (docs/rules.md#trauma)', () => {
    const view = rollView({ roll: 'resistance', dice: 2, stress: 6, track: 9 });
    expect(shown(view.totals)).toEqual(['Trauma (6 of 9 stress marked) 1/4']);
    expect(view.means.map((m) => m.label)).toEqual(['Mean cost']);
  });

  test('trauma needs a cost of track − marked or more; a critical never: 1 die at 8 of 9 is a 1–5, 5/6', () => {
    expect(shown(rollView({ roll: 'resistance', dice: 1, stress: 8, track: 9 }).totals)).toEqual(['Trauma (8 of 9 stress marked) 5/6']);
    expect(shown(rollView({ roll: 'resistance', dice: 0, stress: 0, track: 9 }).totals)).toEqual(['Trauma (0 of 9 stress marked) 0']);
  });

  test('vice: 2 dice at 3 marked overindulge 3/4 and clear 103/36 on average (1·1 + 2·3 + 3·5 + 3·27, over 36)', () => {
    const view = rollView({ roll: 'vice', dice: 2, stress: 3 });
    expect(shown(view.totals)).toEqual(['Overindulging (3 stress marked) 3/4']);
    expect(view.means.map((m) => `${m.label} ${m.value}`)).toEqual(['Mean cleared 161/36', 'Cleared of 3 marked 103/36']);
  });

  test.each([0, 1, 2, 4])('vice, %i dice, every marked count 0–7: the chance and the mean cleared, face by face', (dice) => {
    for (let marked = 0; marked <= 7; marked++) {
      const view = rollView({ roll: 'vice', dice: dice, stress: marked });
      const expected = enumeratedVice(dice, marked);
      expect(view.totals[0].fraction.toString()).toBe(expected.over.toString());
      expect(view.means[1].value.toString()).toBe(expected.cleared.toString());
    }
  });

  test('without stress marked the views are as before: no risk line', () => {
    expect(rollView({ roll: 'resistance', dice: 2 }).totals).toEqual([]);
    expect(rollView({ roll: 'vice', dice: 2 }).means).toHaveLength(1);
  });
});

describe('coin, the formula shown and the table legend', () => {
  test('1 die, 1 coin, a clock of 3: full on the first roll half the time, 3/2 rolls on average', () => {
    const view = rollView({ roll: 'clock', dice: 1, segments: 3, coin: 1 });
    expect(view.title).toBe('Clock of 3 segments, 1 coin a roll');
    expect(strings(view.rows.map((r) => r.fraction))).toEqual(['1/2', '1', '1']);
    expect(view.means[0].value.toString()).toBe('3/2');
    // 3 coin: every roll a critical, 5 segments a roll.
    expect(strings(rollView({ roll: 'clock', dice: 0, segments: 10, coin: 3 }).rows.map((r) => r.fraction))).toEqual([
      '0',
      '1',
      ...new Array(8).fill('1'),
    ]);
  });

  test('formulaText and legendText follow the choice', () => {
    expect(formulaText({ roll: 'clock', dice: 3, segments: 8, coin: 2 })).toBe('=BLADES_CLOCK(3, 8, 2)');
    expect(formulaText({ roll: 'clock', dice: 3, segments: 8, coin: 0 })).toBe('=BLADES_CLOCK(3, 8)');
    expect(formulaText({ roll: 'group', pools: [2, 1], synchronized: true })).toBe('At A1: =BLADES_GROUP(A2:A3, TRUE)');
    expect(formulaText({ roll: 'group', pools: [2, 1, 0], synchronized: false }, 'B3')).toBe('=BLADES_GROUP(B4:B6)');
    expect(formulaText({ roll: 'group', pools: [2], synchronized: true }, 'aa10')).toBe('=BLADES_GROUP(AA11, TRUE)');
    expect(formulaText({ roll: 'group', pools: [2, 1], synchronized: false }, 'not a cell')).toBe('At A1: =BLADES_GROUP(A2:A3)');
    expect(formulaText({ roll: 'resistance', dice: 3, stress: 6, track: 9 })).toBe('=BLADES_RESIST(3)');
    expect(legendText({ roll: 'clock', dice: 2, segments: 8, coin: 1 })).toBe('Clock table, 8 segments, 1 coin a roll');
    expect(legendText({ roll: 'group', pools: [2, 1, 0], synchronized: false })).toBe('Group table, 3 participants');
    expect(legendText({ roll: 'resistance', dice: 2, stress: 6, track: 9 })).toBe('Resistance table, 6 of 9 stress marked');
    expect(legendText({ roll: 'vice', dice: 2, stress: 3 })).toBe('Vice table, 3 stress marked');
    expect(legendText({ roll: 'action', dice: 2 })).toBe('Action table');
  });

  test.each([
    ['A1', 1, 1, 1],
    ['B3', 3, 3, 2],
    ['Z20', 12, 20, 26],
    ['AB7', 2, 7, 28],
  ])('the group preview at %s names the range Insert formula writes its %i pools to', (anchor, k, row, column) => {
    const choice = { roll: 'group', pools: new Array<number>(k).fill(1), synchronized: false } as const;
    const written = formulaBlock(choice, { row, column }).cells[1][1];
    expect(written).toBe(`=BLADES_GROUP(${poolsRange(anchor, k)})`);
    expect(formulaText(choice, anchor)).toBe(written);
  });
});

describe('which views list running totals', () => {
  test('only a clock’s rows rise, so only a long clock lists the rolls that matter', () => {
    const views = [
      rollView({ roll: 'action', dice: 2 }),
      rollView({ roll: 'resistance', dice: 2, stress: 0, track: 9 }),
      rollView({ roll: 'vice', dice: 2, stress: 3 }),
      rollView({ roll: 'clock', dice: 2, segments: 24 }),
      rollView({ roll: 'group', pools: [2, 1, 0], synchronized: false }),
    ];
    expect(views.filter((v) => v.rising).map((v) => v.id)).toEqual(['clock']);
  });
});
