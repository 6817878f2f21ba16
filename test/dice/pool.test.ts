import { atLeastCounts, choose, dicePool, Pool } from '../../src/dice/pool';
import { tally } from '../support/enumerate';

const FACES = [1, 2, 3, 4, 5, 6];
/** Face tuples of `dice` d6 for which `keep` holds, counted one by one. */
const countWhere = (dice: number, keep: (faces: number[]) => boolean): bigint => tally(dice, keep).counts.get(true) ?? 0n;

describe('choose', () => {
  test('binomial coefficients, zero outside 0 ≤ k ≤ n', () => {
    expect([0, 1, 2, 3, 4, 5].map((k) => choose(5, k))).toEqual([1n, 5n, 10n, 10n, 5n, 1n]);
    expect(choose(20, 10)).toBe(184756n);
    expect(choose(5, 6)).toBe(0n);
    expect(choose(5, -1)).toBe(0n);
    expect(choose(0, 0)).toBe(1n);
  });
});

describe('a pool of d6 against every face tuple, 1–5 dice', () => {
  test.each([1, 2, 3, 4, 5])('%i dice: highest, lowest, p_none and the count of each face', (dice) => {
    const pool = dicePool(dice);
    expect(pool.faces).toBe(6);
    expect(pool.total).toBe(6n ** BigInt(dice));
    for (const x of [0, ...FACES, 7]) {
      expect(pool.highestAtMost(x)).toBe(countWhere(dice, (f) => Math.max(...f) <= x));
      expect(pool.lowestAtLeast(x)).toBe(countWhere(dice, (f) => Math.min(...f) >= x));
    }
    for (const face of FACES) {
      for (let k = 0; k <= dice + 1; k++)
        expect(pool.exactly(face, k)).toBe(countWhere(dice, (f) => f.filter((x) => x === face).length === k));
    }
    expect(pool.none(4, 5, 6)).toBe(countWhere(dice, (f) => f.every((x) => x < 4)));
    expect(pool.none(6)).toBe(countWhere(dice, (f) => !f.includes(6)));
    expect(pool.none()).toBe(pool.total);
  });

  test.each([0, 1, 2, 3, 4, 5])('%i dice: at least k dice showing x or more (the k-th highest die)', (dice) => {
    const pool = dicePool(dice);
    for (const x of FACES) {
      for (let k = -1; k <= dice + 1; k++) expect(pool.atLeast(x, k)).toBe(countWhere(dice, (f) => f.filter((y) => y >= x).length >= k));
    }
    expect(() => pool.atLeast(7, 1)).toThrow('Pool: no face 7 on a d6');
  });

  test.each([0, 1, 2, 3, 4, 5])('%i dice: atLeastCounts, every k at once, without a Pool', (dice) => {
    for (const x of FACES) {
      const counts = atLeastCounts(dice, x);
      expect(counts).toHaveLength(dice + 2);
      counts.forEach((count, k) => expect(count).toBe(countWhere(dice, (f) => f.filter((y) => y >= x).length >= k)));
    }
  });
});

describe('other dice: the closed forms, written out', () => {
  test('2d4: highest ≤ x is x², lowest ≥ x is (5 − x)²', () => {
    const pool = new Pool(2, 4);
    expect(pool.total).toBe(16n);
    expect([1, 2, 3, 4].map((x) => pool.highestAtMost(x))).toEqual([1n, 4n, 9n, 16n]);
    expect([1, 2, 3, 4].map((x) => pool.lowestAtLeast(x))).toEqual([16n, 9n, 4n, 1n]);
    // At least k of the two show 3 or more: all 16, all but the 2 × 2 with neither, the 2 × 2 with both, none.
    expect(atLeastCounts(2, 3, 4)).toEqual([16n, 12n, 4n, 0n]);
  });
  test('3d4: exactly k 4s is C(3,k)·3^(3−k): 27, 27, 9, 1', () => {
    const pool = new Pool(3, 4);
    expect([0, 1, 2, 3].map((k) => pool.exactly(4, k))).toEqual([27n, 27n, 9n, 1n]);
    expect(pool.none(4)).toBe(27n);
  });
  test('zero dice: one empty tuple, in which no die shows anything', () => {
    const empty = new Pool(0);
    expect(empty.total).toBe(1n);
    expect(empty.none(6)).toBe(1n);
    expect(empty.exactly(6, 0)).toBe(1n);
  });
});

describe('refused', () => {
  test('a pool that is not a whole number of dice, or of faces', () => {
    expect(() => new Pool(-1)).toThrow('Pool: bad dice count -1');
    expect(() => new Pool(2.5)).toThrow('Pool: bad dice count 2.5');
    expect(() => new Pool(2, 0)).toThrow('Pool: bad face count 0');
    expect(() => new Pool(2, 1.5)).toThrow('Pool: bad face count 1.5');
    expect(new Pool(3, 1).highestAtMost(1)).toBe(1n);
  });
  test('a face the die does not have, or one named twice', () => {
    const pool = dicePool(3);
    expect(() => pool.none(7)).toThrow('Pool: no face 7 on a d6');
    expect(() => pool.none(1, 0)).toThrow('Pool: no face 0 on a d6');
    expect(() => pool.exactly(2.5, 1)).toThrow('Pool: no face 2.5 on a d6');
    expect(() => new Pool(2, 4).exactly(5, 0)).toThrow('Pool: no face 5 on a d4');
    expect(() => pool.none(6, 6)).toThrow('Pool: face 6 given twice');
  });
});
