import { actionBands, atLeast, BANDS } from '../../src/blades/action';
import { segmentsMarked } from '../../src/blades/clock';
import { tableRead } from '../../src/blades/roll';
import { RESISTANCE_COSTS, resistance, resistanceOdds, VICE_CLEARED, vice, viceOdds } from '../../src/blades/stress';
import { Distribution } from '../../src/dice/distribution';
import { Fraction, sum } from '../../src/dice/fraction';
import { bladesOdds, frac, strings, TableRead } from '../support/enumerate';

// The rules, restated from docs/rules.md as a player reads one roll; the
// oracle applies them to every face tuple.
const resistCost = (r: TableRead) => (r.critical ? -1 : 6 - r.die);
const viceCleared = (r: TableRead) => r.die;
const clockMarks = (r: TableRead) => (r.critical ? 5 : r.die === 6 ? 3 : r.die >= 4 ? 2 : 1);
const band = (r: TableRead) => (r.critical ? 'Critical' : r.die === 6 ? 'Clean' : r.die >= 4 ? 'Partial' : 'Bad');

const POOLS = [0, 1, 2, 3, 4, 5, 6];
const pmfs = (d: Distribution, outcomes: readonly number[]) => strings(outcomes.map((x) => d.pmf(x)));
/** The mean of a labelled oracle distribution, as an exact fraction. */
const oracleMean = (labels: readonly number[], odds: Fraction[]) => sum(odds.map((p, i) => p.mul(frac(labels[i]))));

describe('every roll type against the face-by-face enumeration, pools 0–6', () => {
  test.each(POOLS)('%i dice: resistance stress cost −1 … 5', (dice) => {
    const oracle = bladesOdds(dice, resistCost, RESISTANCE_COSTS);
    expect(pmfs(resistance(dice), RESISTANCE_COSTS)).toEqual(strings(oracle));
    expect(strings(resistanceOdds(dice))).toEqual(strings(oracle));
    expect(resistance(dice).mean().toString()).toBe(oracleMean(RESISTANCE_COSTS, oracle).toString());
  });

  test.each(POOLS)('%i dice: vice stress cleared 1 … 6', (dice) => {
    const oracle = bladesOdds(dice, viceCleared, VICE_CLEARED);
    expect(pmfs(vice(dice), VICE_CLEARED)).toEqual(strings(oracle));
    expect(strings(viceOdds(dice))).toEqual(strings(oracle));
    expect(vice(dice).mean().toString()).toBe(oracleMean(VICE_CLEARED, oracle).toString());
  });

  test.each(POOLS)('%i dice: clock segments marked per roll', (dice) => {
    const marks = [1, 2, 3, 5];
    expect(pmfs(segmentsMarked(dice), marks)).toEqual(strings(bladesOdds(dice, clockMarks, marks)));
    expect(
      segmentsMarked(dice)
        .outcomes()
        .every((m) => marks.includes(m)),
    ).toBe(true);
  });

  test.each(POOLS)('%i dice: at least each band', (dice) => {
    const oracle = bladesOdds(dice, band, BANDS);
    BANDS.forEach((b, i) => expect(atLeast(dice, b).toString()).toBe(sum(oracle.slice(i)).toString()));
  });
});

describe('each distribution is a whole roll: rows sum to exactly 1, pools 0–20', () => {
  const all = Array.from({ length: 21 }, (_, i) => i);
  test.each(all)('%i dice', (dice) => {
    expect(sum(resistanceOdds(dice)).toString()).toBe('1');
    expect(sum(viceOdds(dice)).toString()).toBe('1');
    expect(sum([1, 2, 3, 5].map((m) => segmentsMarked(dice).pmf(m))).toString()).toBe('1');
    expect(atLeast(dice, 'Bad').toString()).toBe('1');
  });

  test.each(all)('%i dice: the shared read gives back the action bands of the exact model', (dice) => {
    const read = tableRead(dice);
    const bands = [read.cdf(3), read.pmf(4).add(read.pmf(5)), read.pmf(6), read.pmf(7)];
    expect(strings(bands)).toEqual(strings(actionBands(dice)));
  });
});

describe('figures a player can check by hand', () => {
  test('zero dice resistance costs 125/36 stress on average (the lower of two)', () => {
    expect(resistance(0).mean().toString()).toBe('125/36');
    expect(resistance(0).pmf(-1).toString()).toBe('0'); // no critical with zero dice
    expect(resistance(0).pmf(5).toString()).toBe('11/36'); // lower die 1: 11 of 36
  });
  test('one die vice clears 1 … 6 stress with 1/6 each', () => {
    expect(pmfs(vice(1), VICE_CLEARED)).toEqual(Array(6).fill('1/6'));
  });
  test('two dice resistance: a critical (1/36) clears 1 stress; 0 stress is a single 6 (10/36)', () => {
    expect(resistance(2).pmf(-1).toString()).toBe('1/36');
    expect(resistance(2).pmf(0).toString()).toBe('5/18');
  });
  test('three dice: at least Partial is 7/8, Clean or better 1 − (5/6)^3 = 91/216', () => {
    expect(atLeast(3, 'Partial').toString()).toBe('7/8');
    expect(atLeast(3, 'Clean').toString()).toBe('91/216');
    expect(atLeast(3, 'Critical').toString()).toBe('2/27');
  });
});
