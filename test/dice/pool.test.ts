import { choose, dicePool, keepLowest, Pool } from '../../src/dice/pool';
import { odds } from '../support/enumerate';

const text = (fs: readonly { toString(): string }[]) => fs.map(String);
const FACES = [1, 2, 3, 4, 5, 6];

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
  test.each([1, 2, 3, 4, 5])('%i dice: highest, lowest, and the count of each face', (dice) => {
    const pool = dicePool(dice);
    expect(pool.faces).toBe(6);
    expect(pool.total).toBe(6n ** BigInt(dice));
    const highest = pool.highest();
    const lowest = pool.lowest();
    expect(text(FACES.map((x) => highest.pmf(x)))).toEqual(text(odds(dice, (f) => Math.max(...f), FACES)));
    expect(text(FACES.map((x) => lowest.pmf(x)))).toEqual(text(odds(dice, (f) => Math.min(...f), FACES)));
    expect(text(FACES.map((x) => keepLowest(dice).pmf(x)))).toEqual(text(odds(dice, (f) => Math.min(...f), FACES)));
    const counts = Array.from({ length: dice + 1 }, (_, k) => k);
    for (const face of FACES) {
      const count = pool.count(face);
      expect(count.outcomes()).toEqual(counts);
      expect(text(counts.map((k) => count.pmf(k)))).toEqual(text(odds(dice, (f) => f.filter((x) => x === face).length, counts)));
    }
    // p_none of a set of faces: 4, 5, 6 nowhere is (1/2)^n; a face named twice counts once; no faces is certain.
    expect(pool.pNone([4, 5, 6]).toString()).toBe(`1/${2 ** dice}`);
    expect(pool.pNone([6, 6]).toString()).toBe(pool.pNone(6).toString());
    expect(pool.pNone(6).toString()).toBe(odds(dice, (f) => f.includes(6), [false])[0].toString());
    expect(pool.pNone([]).toString()).toBe('1');
  });
});

describe('other dice: the closed forms, written out', () => {
  test('2d4: highest 1, 3, 5, 7 in 16; lowest the mirror', () => {
    const pool = new Pool(2, 4);
    expect(pool.total).toBe(16n);
    expect(text([1, 2, 3, 4].map((x) => pool.highest().pmf(x)))).toEqual(['1/16', '3/16', '5/16', '7/16']);
    expect(text([1, 2, 3, 4].map((x) => pool.lowest().pmf(x)))).toEqual(['7/16', '5/16', '3/16', '1/16']);
    expect(text([1, 2, 3, 4].map((x) => keepLowest(2, 4).pmf(x)))).toEqual(['7/16', '5/16', '3/16', '1/16']);
  });
  test('3d4: the count of 4s is C(3,k)·3^(3−k) in 64: 27, 27, 9, 1', () => {
    const count = new Pool(3, 4).count(4);
    expect(text([0, 1, 2, 3].map((k) => count.pmf(k)))).toEqual(['27/64', '27/64', '9/64', '1/64']);
    expect(new Pool(3, 4).pNone(4).toString()).toBe('27/64');
  });
  test('a one-faced die always shows 1', () => {
    expect(new Pool(3, 1).highest().pmf(1).toString()).toBe('1');
  });
  test('zero dice: one empty tuple; no die shows anything', () => {
    const empty = new Pool(0);
    expect(empty.total).toBe(1n);
    expect(empty.pNone(6).toString()).toBe('1');
    expect(empty.count(6).pmf(0).toString()).toBe('1');
  });
});

describe('refused', () => {
  test('a pool that is not a whole number of dice, or of faces', () => {
    expect(() => new Pool(-1)).toThrow('Pool: bad dice count -1');
    expect(() => new Pool(2.5)).toThrow('Pool: bad dice count 2.5');
    expect(() => new Pool(2, 0)).toThrow('Pool: bad face count 0');
    expect(() => new Pool(2, 1.5)).toThrow('Pool: bad face count 1.5');
  });
  test('a face the die does not have', () => {
    const pool = dicePool(3);
    expect(() => pool.pNone(7)).toThrow('Pool: no face 7 on a d6');
    expect(() => pool.pNone([1, 0])).toThrow('Pool: no face 0 on a d6');
    expect(() => pool.count(2.5)).toThrow('Pool: no face 2.5 on a d6');
    expect(() => new Pool(2, 4).count(5)).toThrow('Pool: no face 5 on a d4');
    expect(pool.count(1).total).toBe(216n);
  });
  test('the highest or lowest die of an empty pool', () => {
    expect(() => new Pool(0).highest()).toThrow(RangeError);
    expect(() => new Pool(0).lowest()).toThrow(RangeError);
  });
});
