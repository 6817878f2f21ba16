import { actionBands } from '../../src/blades/action';
import { Fraction } from '../../src/dice/fraction';
import { ALL_POOLS } from '../../bench/engine';
import { largestError, simulateBands } from '../../bench/monte-carlo';
import { enumeratedBands, strings } from '../support/enumerate';

/** A "random" source that deals every face tuple of `dice` dice once, in order. */
function everyTuple(dice: number): { rolls: number; random: () => number } {
  const rolls = 6 ** dice;
  const faces: number[] = [];
  for (let t = 0; t < rolls; t++) {
    for (let i = 0, x = t; i < dice; i++, x = Math.floor(x / 6)) faces.push(x % 6);
  }
  let next = 0;
  // Mid-face values, so RANDBETWEEN's floor(r * 6) lands on the face.
  return { rolls, random: () => (faces[next++] + 0.5) / 6 };
}

describe("the bench's Monte Carlo reads each simulated roll by the rule", () => {
  test.each([0, 1, 2, 3, 4, 5])('%i dice: dealt every tuple once, the counts are the exact odds', (dice) => {
    const { rolls, random } = everyTuple(dice === 0 ? 2 : dice); // zero dice rolls two
    const counts = simulateBands(dice, rolls, random);
    expect(strings(counts.map((c) => Fraction.of(c, rolls)))).toEqual(strings(enumeratedBands(dice)));
  });
});

describe("the bench's Monte Carlo error is measured exactly", () => {
  // Counts over 6^20 rolls that match every pool's fractions exactly (6^20 is a multiple of each denominator).
  const rolls = 6 ** 20;
  const exactCounts = () => ALL_POOLS.map((n) => actionBands(n).map((f) => Number((f.num * BigInt(rolls)) / f.den)));

  test('counts equal to the exact fractions: no error at all', () => {
    expect(largestError(exactCounts(), rolls).error).toBe(0);
  });

  test('one roll in 6^20 moved between bands: the error is exactly 1/6^20, and the first band it hit is named', () => {
    const counts = exactCounts();
    counts[20][1] += 1;
    counts[20][0] -= 1;
    expect(largestError(counts, rolls)).toEqual({ error: 1 / rolls, dice: 20, band: 'Bad' });
  });
});
