import { ROLL_SPECS } from '../../src/rolls/registry';
import { figuresKey, rollChart, rollView } from '../../src/sidebar/views';
import { enumerateGroup, strings } from '../support/enumerate';
import { sized } from '../support/property-runs';

/**
 * The sidebar keeps the figures it has computed, per choice and pool, so a
 * change computes only what it changed. Pinned here: what it then computes
 * (counted calls to the registry), and that each choice still shows its own
 * figures: a group's bands walked face by face, and docs/rules.md's worked
 * example written out by hand.
 */

const fractions = (rows: ReadonlyArray<{ fraction: { toString(): string } }>) => rows.map((r) => r.fraction.toString());

afterEach(() => jest.restoreAllMocks());

describe('the figures the sidebar keeps', () => {
  test('a group: the chart reuses the rows on show, and after one pool changes, every crew without it', () => {
    const rows = jest.spyOn(ROLL_SPECS.group, 'rows');
    // The last pool changes; the oracle walks every face tuple of the whole group after it:
    // 6^8 of them at full scale, 6^6 below it.
    const [first, last] = sized([[1, 0, 2, 1], 3] as const, [[1, 0, 1, 1], 2] as const);
    const before = { roll: 'group' as const, pools: [...first], synchronized: false };
    rollView(before);
    rollChart(before);
    // Four crews (the first 1, 2, 3 and 4 participants), the whole group once for view and chart.
    expect(rows).toHaveBeenCalledTimes(4);
    const after = { ...before, pools: [...first.slice(0, 3), last] };
    const view = rollView(after);
    rollChart(after);
    // Only the whole group is new: the first three participants did not change.
    expect(rows).toHaveBeenCalledTimes(5);
    expect(fractions(view.rows)).toEqual(strings(enumerateGroup(after.pools).bands));
  });

  test('a clock: the chart draws the rows on show, computed once', () => {
    const rows = jest.spyOn(ROLL_SPECS.clock, 'rows');
    const choice = { roll: 'clock' as const, dice: 17, segments: 23, coin: 2 };
    const view = rollView(choice);
    rollChart(choice);
    expect(rows).toHaveBeenCalledTimes(1);
    expect(view.rows).toHaveLength(23);
  });

  test('Synchronized on, off and on again: each time its own bands, as docs/rules.md works them out', () => {
    const plain = ['3/32', '1823/3888', '3185/7776', '1/36'];
    const synchronized = ['3/32', '1823/3888', '1375/3888', '217/2592'];
    for (const sync of [false, true, false, true]) {
      const view = rollView({ roll: 'group', pools: [2, 1, 0], synchronized: sync });
      expect(fractions(view.rows)).toEqual(sync ? synchronized : plain);
    }
  });

  test('the key: the whole choice, its subject included; each option and its value count, not their order', () => {
    const group = { roll: 'group' as const, pools: [2, 1], synchronized: false };
    expect(figuresKey(group)).toBe(figuresKey({ synchronized: false, pools: [2, 1], roll: 'group' }));
    expect(figuresKey(group)).not.toBe(figuresKey({ ...group, synchronized: true }));
    expect(figuresKey(group)).not.toBe(figuresKey({ ...group, pools: [1, 2] }));
    expect(figuresKey({ roll: 'clock', dice: 2, segments: 8 })).toBe(figuresKey({ segments: 8, dice: 2, roll: 'clock' }));
    expect(figuresKey({ roll: 'action', dice: 2 })).not.toBe(figuresKey({ roll: 'action', dice: 3 }));
    expect(figuresKey({ roll: 'clock', dice: 2, segments: 8, coin: 1 })).not.toBe(
      figuresKey({ roll: 'clock', dice: 2, segments: 8, coin: 2 }),
    );
    expect(figuresKey({ roll: 'vice', dice: 2, stress: 2 })).not.toBe(figuresKey({ roll: 'resistance', dice: 2, stress: 2 }));
  });
});
