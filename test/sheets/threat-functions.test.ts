import { ratioToDouble } from '../../src/dice/fraction';
import { bladesDcPush, bladesDcPushMean, bladesThreat, bladesThreatAll } from '../../src/sheets/functions/threat';
import { readPosition } from '../../src/sheets/position-arg';
import { errorOf } from '../support/apps-script';
import { kthHighestAtLeast, readCounts } from '../support/closed-forms';

/**
 * Deep Cuts' functions straight from src/ (the built Code.js is
 * test/dist): each cell the correctly rounded double of a count from the
 * closed forms of test/support/closed-forms.ts (over 6^25 tuples at 20
 * dice and 6 threats, past 2^53, so ratioToDouble, itself tested against
 * exact comparisons in test/dice), and every refusal's message in full.
 */
const USE_THREATS = 'Use an integer threat count 1–6.';
const USE_POSITION = 'Use risky or desperate (any case).';

describe('BLADES_THREAT', () => {
  test.each([1, 2, 6, 20])('rating %i, 1–6 threats: threat i reads the i-th highest die', (dice) => {
    for (let threats = 1; threats <= 6; threats++) {
      const n = dice + threats - 1;
      const total = 6n ** BigInt(n);
      const risky = bladesThreat(dice, threats);
      const desperate = bladesThreat(dice, threats, ' Desperate ');
      expect(risky).toHaveLength(threats);
      for (let i = 1; i <= threats; i++) {
        const six = kthHighestAtLeast(n, 6, i);
        const four = kthHighestAtLeast(n, 4, i);
        expect(risky[i - 1]).toEqual([ratioToDouble(six, total), ratioToDouble(four - six, total), ratioToDouble(total - four, total)]);
        expect(desperate[i - 1]).toEqual([ratioToDouble(six, total), 0, ratioToDouble(total - six, total)]);
      }
    }
  });
  test('the known values: rating 1, 1 threat 1/6, 1/3, 1/2; the default rating is 2', () => {
    expect(bladesThreat(1, 1)).toEqual([[1 / 6, 1 / 3, 1 / 2]]);
    expect(bladesThreat(undefined, 2)).toEqual(bladesThreat(2, 2, 'risky'));
    expect(bladesThreat('3', '2', 'RISKY')).toEqual(bladesThreat(3, 2));
  });
  test.each([
    [[2, 0], `BLADES_THREAT: threats 0 is below 1. ${USE_THREATS}`],
    [[2, 7], `BLADES_THREAT: threats 7 is above 6. ${USE_THREATS}`],
    [[2, undefined], `BLADES_THREAT: threats is missing. ${USE_THREATS}`],
    [[2, ''], `BLADES_THREAT: threats "" is blank. ${USE_THREATS}`],
    [[2, 2, 'controlled'], `BLADES_THREAT: position "controlled" is not rolled: a controlled action faces no threat roll. ${USE_POSITION}`],
    [
      [2, 2, ' Controlled'],
      `BLADES_THREAT: position " Controlled" is not rolled: a controlled action faces no threat roll. ${USE_POSITION}`,
    ],
    [[2, 2, 'safe'], `BLADES_THREAT: position "safe" is not a position. ${USE_POSITION}`],
    [[2, 2, ''], `BLADES_THREAT: position "" is blank. ${USE_POSITION}`],
    [[2, 2, 1], `BLADES_THREAT: position 1 is not a position. ${USE_POSITION}`],
    // A word that is a key of every object is no refusal of its own.
    [[2, 2, 'constructor'], `BLADES_THREAT: position "constructor" is not a position. ${USE_POSITION}`],
    [[2, 2, '__proto__'], `BLADES_THREAT: position "__proto__" is not a position. ${USE_POSITION}`],
    [[21, 2], 'BLADES_THREAT: dice 21 is above 20. Use an integer dice count 0–20.'],
    [
      [[[1], [2]], 2],
      'BLADES_THREAT: dice is a range where one value was expected. BLADES_THREAT gives one row per threat for one rating: pass one dice count 0–20 (e.g. A2); for a table of ratings, BLADES_THREAT_ALL takes a column.',
    ],
    // Threats and position are read before the rating: the first bad one in that order.
    [[21, 0, 'x'], `BLADES_THREAT: threats 0 is below 1. ${USE_THREATS}`],
    [[21, 2, 'x'], `BLADES_THREAT: position "x" is not a position. ${USE_POSITION}`],
  ])('%j is refused', (args, message) => {
    expect(errorOf(() => bladesThreat(...(args as [unknown, unknown, unknown?])))).toBe(message);
  });
});

describe('BLADES_THREAT_ALL', () => {
  test('rating 2, 2 threats, risky: All avoided 2/27, None full 1/2, Edge 2/27', () => {
    expect(bladesThreatAll(2, 2)).toEqual([[2 / 27, 1 / 2, 2 / 27]]);
    expect(bladesThreatAll(2, 2, 'desperate')).toEqual([[2 / 27, 2 / 27, 2 / 27]]);
  });
  test('a column of ratings gives a row each; a bad cell its message in its row', () => {
    expect(bladesThreatAll([[0], [''], [25], [1]], 1)).toEqual([
      [1 / 36, 1 / 4, 0],
      ['', '', ''],
      ['BLADES_THREAT_ALL: dice 25 in row 3 of the range is above 20. Use an integer dice count 0–20.', '', ''],
      [1 / 6, 1 / 2, 0],
    ]);
  });
  test('controlled is refused with its own sentence', () => {
    expect(errorOf(() => bladesThreatAll([[2]], 2, 'controlled'))).toBe(
      `BLADES_THREAT_ALL: position "controlled" is not rolled: a controlled action faces no threat roll. ${USE_POSITION}`,
    );
  });
});

describe('BLADES_DC_PUSH and BLADES_DC_PUSH_MEAN', () => {
  test.each(Array.from({ length: 21 }, (_, i) => i))('%i dice: the closed forms', (dice) => {
    const { total, reads } = readCounts(dice);
    const counts = [reads[6], reads[5], reads[3] + reads[4], reads[0] + reads[1] + reads[2]];
    expect(bladesDcPush(dice)).toEqual([counts.map((c) => ratioToDouble(c, total))]);
    expect(bladesDcPushMean(dice)).toEqual([[ratioToDouble(counts[1] + 2n * counts[2] + 3n * counts[3], total)]]);
  });
  test('2 dice: mean 23/12', () => {
    expect(bladesDcPushMean(2)).toEqual([[23 / 12]]);
    expect(bladesDcPushMean([[2], [0]])).toEqual([[23 / 12], [49 / 18]]);
  });
});

test('the position reader: omitted is risky, any case and padding read', () => {
  expect(readPosition('BLADES_THREAT', undefined)).toBe('risky');
  expect(readPosition('BLADES_THREAT', null)).toBe('risky');
  expect(readPosition('BLADES_THREAT', '\tDESPERATE ')).toBe('desperate');
});
