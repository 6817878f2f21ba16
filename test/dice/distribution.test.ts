import { Distribution } from '../../src/dice/distribution';

/**
 * A hand-sized distribution, weights written out: outcome −1 once, 1
 * twice, 3 three times (given as 1 + 2), and a 2 of weight 0; total 6.
 */
const d = Distribution.fromWeights([
  [3, 1n],
  [1, 2n],
  [3, 2n],
  [2, 0n],
  [-1, 1n],
]);
const text = (f: { toString(): string }) => f.toString();

describe('Distribution', () => {
  test('repeated outcomes add up, zero weights drop out, outcomes ascend', () => {
    expect(d.outcomes()).toEqual([-1, 1, 3]);
    expect(d.total).toBe(6n);
    expect([d.weight(-1), d.weight(1), d.weight(2), d.weight(3), d.weight(4)]).toEqual([1n, 2n, 0n, 3n, 0n]);
  });
  test('pmf, cdf and pGe as exact fractions, at and between the outcomes', () => {
    expect([-1, 1, 2, 3].map((x) => text(d.pmf(x)))).toEqual(['1/6', '1/3', '0', '1/2']);
    expect([-2, -1, 0, 1, 2, 3, 4].map((x) => text(d.cdf(x)))).toEqual(['0', '1/6', '1/6', '1/2', '1/2', '1', '1']);
    expect([-2, -1, 0, 1, 2, 3, 4].map((x) => text(d.pGe(x)))).toEqual(['1', '1', '5/6', '5/6', '1/2', '1/2', '0']);
  });
  test('the mean: (−1 + 2 + 9) / 6 = 5/3; a negative mean keeps its sign', () => {
    expect(text(d.mean())).toBe('5/3');
    const cost = Distribution.fromWeights([
      [-3, 2n],
      [1, 1n],
    ]);
    expect(text(cost.mean())).toBe('-5/3');
  });
  test('the mean needs whole-number outcomes', () => {
    expect(() => Distribution.fromWeights([[0.5, 1n]]).mean()).toThrow(RangeError);
  });
  test('map: outcomes that meet add their weights, over the same total', () => {
    const squares = d.map((x) => x * x);
    expect(squares.outcomes()).toEqual([1, 9]);
    expect([squares.weight(1), squares.weight(9)]).toEqual([3n, 3n]);
    expect(squares.total).toBe(6n);
  });
  test('a total other than the weights’ sum is kept when they agree, refused when not', () => {
    expect(
      Distribution.fromWeights([[1, 4n]], 4n)
        .pmf(1)
        .toString(),
    ).toBe('1');
    expect(() => Distribution.fromWeights([[1, 1n]], 2n)).toThrow('Distribution: weights sum to 1, not the total 2');
    expect(() => Distribution.fromWeights([[1, 3n]], 2n)).toThrow(RangeError);
  });
  test('no weight at all, or a negative one, is refused', () => {
    expect(() => Distribution.fromWeights([])).toThrow(RangeError);
    expect(() => Distribution.fromWeights([[1, 0n]], 0n)).toThrow(RangeError);
    expect(() =>
      Distribution.fromWeights([
        [1, -1n],
        [2, 2n],
      ]),
    ).toThrow('Distribution: negative weight for 1');
  });
});
