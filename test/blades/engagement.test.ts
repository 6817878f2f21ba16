import { MAX_DICE } from '../../src/blades/pool-size';
import {
  engagementOdds,
  engagementPool,
  engagementWeights,
  MAX_ADVANTAGES,
  MAX_DISADVANTAGES,
  MIN_ADVANTAGES,
  MIN_DISADVANTAGES,
} from '../../src/blades/engagement';
import { bandOf, countsBy, readCounts, reduced } from '../support/closed-forms';
import { bladesOdds, strings, TableRead } from '../support/enumerate';

/**
 * The engagement roll (docs/rules.md#engagement-roll) against every face
 * tuple of small pools and against closed-form counts for every argument
 * in range, the pool written here from the rule: one die for luck, one
 * more per advantage, one fewer per disadvantage; a net pool of 0 or less
 * rolls two dice and keeps the lower, with no critical.
 */
const OPENINGS = ['desperate', 'risky', 'controlled', 'past the first obstacle'] as const;
const openingOf = (r: TableRead) => (r.critical ? OPENINGS[3] : r.die === 6 ? OPENINGS[2] : r.die >= 4 ? OPENINGS[1] : OPENINGS[0]);
const rolled = (advantages: number, disadvantages: number) => {
  const net = 1 + advantages - disadvantages;
  return net >= 1 ? net : 0;
};

describe('engagement roll: the known values', () => {
  test('no advantage, no disadvantage: one die, 1/2, 1/3, 1/6, 0', () => {
    expect(strings(engagementOdds(0, 0))).toEqual(['1/2', '1/3', '1/6', '0']);
  });
  test('three disadvantages: a net pool of −2, two dice keep the lower: 3/4, 2/9, 1/36, 0', () => {
    expect(strings(engagementOdds(0, 3))).toEqual(['3/4', '2/9', '1/36', '0']);
  });
});

describe('engagement roll against every face tuple, advantages 0–4 and disadvantages 0–6', () => {
  const cases = [0, 1, 2, 3, 4].flatMap((a) => [0, 1, 2, 3, 4, 5, 6].map((d) => [a, d] as const));
  test.each(cases)('%i advantages, %i disadvantages', (a, d) => {
    expect(strings(engagementOdds(a, d))).toEqual(strings(bladesOdds(rolled(a, d), openingOf, OPENINGS)));
  });
});

describe('engagement roll against closed-form counts, every argument in range', () => {
  test('advantages 0–19 by disadvantages 0–20: each figure the reduced count over the pool total', () => {
    for (let a = MIN_ADVANTAGES; a <= MAX_ADVANTAGES; a++) {
      for (let d = MIN_DISADVANTAGES; d <= MAX_DISADVANTAGES; d++) {
        const dice = rolled(a, d);
        const total = readCounts(dice).total;
        const counts = countsBy(dice, bandOf, ['Bad', 'Partial', 'Clean', 'Critical']);
        expect(strings(engagementOdds(a, d))).toEqual(counts.map((c) => reduced(c, total)));
        expect(engagementWeights(a, d)).toEqual({ weights: counts, total });
      }
    }
  });
  test('the ranges: 0–19 advantages reach the largest pool, 20; 20 disadvantages still roll two dice', () => {
    expect([MIN_ADVANTAGES, MAX_ADVANTAGES, MIN_DISADVANTAGES, MAX_DISADVANTAGES]).toEqual([0, 19, 0, 20]);
    expect(engagementPool(MAX_ADVANTAGES, 0)).toBe(MAX_DICE);
    expect(engagementPool(0, MAX_DISADVANTAGES)).toBe(0);
    expect(engagementPool(3, 1)).toBe(3);
  });
});
