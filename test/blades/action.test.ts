import { actionBands } from '../../src/blades/action';
import { Fraction, sum } from '../../src/dice/fraction';
import { enumeratedBands, frac, strings } from '../support/enumerate';

describe('action bands: the checks by hand in docs/rules.md#exact-model', () => {
  test('two dice: 9/36, 16/36, 10/36, 1/36', () => {
    expect(strings(actionBands(2))).toEqual(strings([frac(9, 36), frac(16, 36), frac(10, 36), frac(1, 36)]));
  });
  test('zero dice: 27/36, 8/36, 1/36, 0 (lower of two, no critical)', () => {
    expect(strings(actionBands(0))).toEqual(strings([frac(27, 36), frac(8, 36), frac(1, 36), frac(0)]));
  });
  test('one die: Bad 1/2 and Partial 1/3, so Partial is not the most common band', () => {
    const [bad, partial] = actionBands(1);
    expect(bad.toString()).toBe('1/2');
    expect(partial.toString()).toBe('1/3');
  });
  test('four dice: Clean + Critical = 1 - (5/6)^4 = 671/1296', () => {
    const [, , clean, critical] = actionBands(4);
    expect(clean.add(critical).toString()).toBe('671/1296');
  });
});

describe('action bands against a face-by-face enumeration', () => {
  test.each([0, 1, 2, 3, 4, 5, 6, 7])('%i dice: every band equals the tuple count', (dice) => {
    expect(strings(actionBands(dice))).toEqual(strings(enumeratedBands(dice)));
  });
});

describe('action bands against the closed forms of docs/rules.md#exact-model, 1–20 dice', () => {
  const pools = Array.from({ length: 20 }, (_, i) => i + 1);
  test.each(pools)('%i dice', (n) => {
    const half = frac(1, 2).pow(n);
    const noSix = frac(5, 6).pow(n);
    const clean = frac(n)
      .mul(frac(1, 6))
      .mul(frac(5, 6).pow(n - 1));
    const critical = Fraction.ONE.sub(noSix).sub(clean);
    expect(strings(actionBands(n))).toEqual(strings([half, noSix.sub(half), clean, critical]));
  });
  test.each([0, ...pools])('%i dice: the four bands sum to exactly 1', (n) => {
    expect(sum(actionBands(n)).toString()).toBe('1');
  });
});
