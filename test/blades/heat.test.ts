import fc from 'fast-check';
import {
  clearHeat,
  DEFAULT_REDUCE_DICE,
  DEFAULT_REDUCE_ROLLS,
  HEAT_CLEARED,
  HEAT_PER_WANTED,
  MAX_HEAT,
  MAX_HEAT_PER_SCORE,
  MAX_REDUCE_DICE,
  MAX_REDUCE_ROLLS,
  MAX_SCORES,
  MAX_WANTED,
  takeHeat,
  wantedOdds,
  wantedTrajectory,
} from '../../src/blades/heat';
import { Fraction, sum } from '../../src/dice/fraction';
import { enumeratedBands, strings } from '../support/enumerate';
import { runs } from '../support/property-runs';

/**
 * Heat and the wanted level (docs/rules.md#heat-and-wanted-level) against
 * a walk over every sequence of reduce-heat results, written here from the
 * rules: each score adds its heat; 9 heat is a wanted level, the rest
 * stays (once per 9; past wanted 4 the levels are lost); then each
 * reduce-heat roll clears 1, 2, 3 or 5 by its result (the results' odds
 * counted face tuple by face tuple), never below 0.
 */
const CLEARED = [1, 2, 3, 5];

/** For k = 1 … scores: the chance of wanted 0 … 4 after k scores, by every sequence of rolls. */
function walk(heatPerScore: number, scores: number, dice: number, rolls: number, startHeat: number, startWanted: number): Fraction[][] {
  const results = enumeratedBands(dice);
  const after = Array.from({ length: scores }, () => new Array<Fraction>(5).fill(Fraction.ZERO));
  const score = (k: number, wanted: number, heat: number, p: Fraction): void => {
    heat += heatPerScore;
    while (heat >= 9) {
      heat -= 9;
      if (wanted < 4) wanted += 1;
    }
    after[k - 1][wanted] = after[k - 1][wanted].add(p);
    if (k < scores) roll(k, 0, wanted, heat, p);
  };
  const roll = (k: number, rolled: number, wanted: number, heat: number, p: Fraction): void => {
    if (rolled === rolls) return score(k + 1, wanted, heat, p);
    results.forEach((q, level) => {
      if (q.num !== 0n) roll(k, rolled + 1, wanted, heat > CLEARED[level] ? heat - CLEARED[level] : 0, p.mul(q));
    });
  };
  score(1, startWanted, startHeat, Fraction.ONE);
  return after;
}

const trajectory = (...args: Parameters<typeof wantedTrajectory>) =>
  wantedTrajectory(...args).map(({ weights, total }) => strings(weights.map((w) => Fraction.of(w, total))));
const atLeast = (odds: readonly Fraction[], wanted: number) => sum(odds.slice(wanted));

describe('the wanted level: the known values', () => {
  test('4 heat a score, 3 scores, one reduce-heat roll of 2 dice each downtime: wanted 1 or more with chance 41/144', () => {
    expect(atLeast(wantedOdds(4, 3, 2, 1, 0, 0), 1).toString()).toBe('41/144');
  });
  test('the same with no reduce-heat roll: 12 heat is wanted 1 for certain', () => {
    expect(strings(wantedOdds(4, 3, 2, 0, 0, 0))).toEqual(['0', '1', '0', '0', '0']);
  });
});

describe('heat by hand', () => {
  test("the SRD's example: heat 7 and 4 more is wanted +1 with 2 heat", () => {
    expect(takeHeat({ wanted: 0, heat: 7 }, 4)).toEqual({ wanted: 1, heat: 2 });
  });
  test('heat over 18 rolls over once per 9: 8 + 12 is two levels and 2 heat, 8 + 19 three and 0, 8 + 1 one and 0', () => {
    expect(takeHeat({ wanted: 1, heat: 8 }, 12)).toEqual({ wanted: 3, heat: 2 });
    expect(takeHeat({ wanted: 0, heat: 8 }, 19)).toEqual({ wanted: 3, heat: 0 });
    expect(takeHeat({ wanted: 0, heat: 8 }, 1)).toEqual({ wanted: 1, heat: 0 });
  });
  test('at wanted 4 heat still rolls over and the levels past 4 are lost', () => {
    expect(takeHeat({ wanted: 4, heat: 5 }, 6)).toEqual({ wanted: 4, heat: 2 });
    expect(takeHeat({ wanted: 3, heat: 8 }, 19)).toEqual({ wanted: 4, heat: 0 });
  });
  test('reduce heat clears 1, 2, 3 or 5, never below 0', () => {
    expect(HEAT_CLEARED).toEqual(CLEARED);
    expect([clearHeat(4, 3), clearHeat(2, 3), clearHeat(0, 5)]).toEqual([1, 0, 0]);
  });
  test('0 heat a score keeps the wanted level where it starts, whatever the rolls', () => {
    expect(strings(wantedOdds(0, 5, 2, 3, 8, 2))).toEqual(['0', '0', '1', '0', '0']);
  });
  test('one reduce-heat roll of 1 die after 5 heat: the second score of 5 reaches 9 only on a 1–3 (1/2)', () => {
    expect(trajectory(5, 2, 1, 1, 0, 0)).toEqual([
      ['1', '0', '0', '0', '0'],
      ['1/2', '1/2', '0', '0', '0'],
    ]);
  });
  test('the ranges', () => {
    expect([HEAT_PER_WANTED, MAX_HEAT, MAX_WANTED, MAX_HEAT_PER_SCORE, MAX_SCORES, MAX_REDUCE_DICE, MAX_REDUCE_ROLLS]).toEqual([
      9, 8, 4, 24, 50, 20, 8,
    ]);
    expect([DEFAULT_REDUCE_DICE, DEFAULT_REDUCE_ROLLS]).toEqual([2, 0]);
  });
});

describe('the wanted level against a walk over every sequence of reduce-heat rolls', () => {
  const grid = [0, 4, 9, 13].flatMap((h) => [0, 1, 2].flatMap((dice) => [0, 1, 2].map((rolls) => [h, dice, rolls] as const)));
  test.each(grid)('%i heat a score, %i dice, %i rolls, 3 scores from nothing', (heatPerScore, dice, rolls) => {
    expect(trajectory(heatPerScore, 3, dice, rolls, 0, 0)).toEqual(walk(heatPerScore, 3, dice, rolls, 0, 0).map(strings));
  });
  test('a longer trajectory asked after a shorter one extends it: 2 scores, then 4, then 3, each as the walk counts it', () => {
    for (const scores of [2, 4, 3]) expect(trajectory(6, scores, 1, 2, 3, 1)).toEqual(walk(6, scores, 1, 2, 3, 1).map(strings));
  });
  test('a start off the tracks or no score at all is refused, naming the trajectory', () => {
    expect(() => wantedTrajectory(4, 3, 2, 1, 9, 0)).toThrow(
      new RangeError('wantedTrajectory: 4 heat a score, 3 scores, 1 rolls from heat 9 and wanted 0 is not a trajectory'),
    );
    expect(() => wantedTrajectory(4, 3, 2, 1, 0, 5)).toThrow(RangeError);
    expect(() => wantedTrajectory(4, 0, 2, 1, 0, 0)).toThrow(RangeError);
    expect(() => wantedTrajectory(-1, 3, 2, 1, 0, 0)).toThrow(RangeError);
    expect(() => wantedTrajectory(4, 3, 2, 1.5, 0, 0)).toThrow(RangeError);
  });
  test('any heat a score, start and pool: short trajectories', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MAX_HEAT_PER_SCORE }),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 2 }),
        fc.integer({ min: 0, max: MAX_HEAT }),
        fc.integer({ min: 0, max: MAX_WANTED }),
        (perScore, scores, dice, rolls, heat, wanted) => {
          expect(trajectory(perScore, scores, dice, rolls, heat, wanted)).toEqual(
            walk(perScore, scores, dice, rolls, heat, wanted).map(strings),
          );
        },
      ),
      { numRuns: runs(300) },
    );
  });
});

describe('long trajectories', () => {
  test('the longest: 50 scores, 8 rolls of 20 dice; each row sums to 1 and the wanted level never falls', () => {
    for (const perScore of [1, 3, 6]) {
      const rows = wantedTrajectory(perScore, MAX_SCORES, MAX_REDUCE_DICE, MAX_REDUCE_ROLLS, 0, 0);
      expect(rows).toHaveLength(MAX_SCORES);
      rows.forEach(({ weights, total }, k) => {
        expect(weights.reduce((a, w) => a + w, 0n)).toBe(total);
        if (k === 0) return;
        const before = rows[k - 1];
        for (let w = 1; w <= MAX_WANTED; w++) {
          const now = Fraction.of(
            weights.slice(w).reduce((a, x) => a + x, 0n),
            total,
          );
          const then = Fraction.of(
            before.weights.slice(w).reduce((a, x) => a + x, 0n),
            before.total,
          );
          expect(now.sub(then).num >= 0n).toBe(true);
        }
      });
    }
  });
  test('one more reduce-heat roll never makes any wanted level more likely', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 2, max: 8 }),
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 0, max: MAX_REDUCE_ROLLS - 1 }),
        (perScore, scores, dice, rolls) => {
          const fewer = wantedOdds(perScore, scores, dice, rolls, 0, 0);
          const more = wantedOdds(perScore, scores, dice, rolls + 1, 0, 0);
          for (let w = 1; w <= MAX_WANTED; w++) expect(atLeast(fewer, w).sub(atLeast(more, w)).num >= 0n).toBe(true);
        },
      ),
      { numRuns: runs(300) },
    );
  });
});
