import fc from 'fast-check';
import { Fraction, gcd, ratioToDouble, sum } from '../../src/dice/fraction';
import { runs } from '../support/property-runs';

/** The exact rational value of a finite double. */
function exact(x: number): Fraction {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, x);
  const bits = view.getBigUint64(0);
  const sign = bits >> 63n ? -1n : 1n;
  const biased = Number((bits >> 52n) & 0x7ffn);
  const frac = bits & ((1n << 52n) - 1n);
  const [mant, exp] = biased === 0 ? [frac, -1074] : [frac | (1n << 52n), biased - 1075];
  return exp >= 0 ? Fraction.of(sign * mant * 2n ** BigInt(exp)) : Fraction.of(sign * mant, 2n ** BigInt(-exp));
}

function neighbours(x: number): [number, number] {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, x);
  const bits = view.getBigUint64(0);
  view.setBigUint64(0, bits - 1n);
  const below = view.getFloat64(0);
  view.setBigUint64(0, bits + 1n);
  return [below, view.getFloat64(0)];
}

const distance = (a: Fraction, b: Fraction) => {
  const d = a.sub(b);
  return d.num < 0n ? Fraction.of(-d.num, d.den) : d;
};
const less = (a: Fraction, b: Fraction) => a.num * b.den < b.num * a.den;

/** x is the nearest double to n/d, and on a tie has an even mantissa. */
function isCorrectlyRounded(n: bigint, d: bigint, x: number): boolean {
  const target = Fraction.of(n, d);
  const here = distance(exact(x), target);
  for (const y of neighbours(x)) {
    const there = distance(exact(y), target);
    if (less(there, here)) return false;
    if (there.equals(here)) {
      const view = new DataView(new ArrayBuffer(8));
      view.setFloat64(0, x);
      if ((view.getBigUint64(0) & 1n) === 1n) return false;
    }
  }
  return true;
}

describe('Fraction', () => {
  test('is kept reduced with a positive denominator', () => {
    expect(Fraction.of(9, 36).toString()).toBe('1/4');
    expect(Fraction.of(3, -6).toString()).toBe('-1/2');
    expect(Fraction.of(0, 5).toString()).toBe('0');
    expect(Fraction.of(36, 36).toString()).toBe('1');
  });
  test('arithmetic is exact', () => {
    expect(Fraction.of(1, 3).add(Fraction.of(1, 6)).toString()).toBe('1/2');
    expect(Fraction.of(5, 6).pow(4).toString()).toBe('625/1296');
    expect(Fraction.ONE.sub(Fraction.of(5, 6).pow(4)).toString()).toBe('671/1296');
    expect(Fraction.of(2, 3).div(Fraction.of(4, 9)).toString()).toBe('3/2');
  });
  test('refuses a zero denominator', () => {
    expect(() => Fraction.of(1, 0)).toThrow(RangeError);
  });
});

describe('ratioToDouble rounds exactly once', () => {
  test('equals IEEE division when both sides fit in a double', () => {
    fc.assert(
      fc.property(fc.bigInt(0n, 2n ** 53n), fc.bigInt(1n, 2n ** 53n), (n, d) => {
        expect(ratioToDouble(n, d)).toBe(Number(n) / Number(d));
      }),
      { numRuns: runs(2000) },
    );
  });
  test('is the nearest double, ties to even, for numbers far past 2^53', () => {
    fc.assert(
      fc.property(fc.bigInt(1n, 6n ** 200n), fc.bigInt(1n, 6n ** 200n), (n, d) => {
        expect(isCorrectlyRounded(n, d, ratioToDouble(n, d))).toBe(true);
      }),
      { numRuns: runs(2000) },
    );
  });
  test('halfway cases go to the even neighbour', () => {
    // 2^53 + 1 is exactly between 2^53 and 2^53 + 2: even wins.
    expect(ratioToDouble(2n ** 54n + 2n, 2n)).toBe(2 ** 53);
    expect(ratioToDouble(2n ** 54n + 6n, 2n)).toBe(2 ** 53 + 4);
    // Just above the halfway point rounds up.
    expect(ratioToDouble((2n ** 53n + 1n) * 3n + 1n, 3n)).toBe(2 ** 53 + 2);
  });
  test('tiny and subnormal results are still nearest', () => {
    const cases: Array<[bigint, bigint]> = [
      [1n, 6n ** 400n],
      [1n, 2n ** 1074n],
      [3n, 2n ** 1075n],
      [1n, 2n ** 1076n],
      [5n ** 300n, 6n ** 700n],
    ];
    for (const [n, d] of cases) expect(isCorrectlyRounded(n, d, ratioToDouble(n, d))).toBe(true);
    expect(ratioToDouble(1n, 2n ** 1074n)).toBe(Number.MIN_VALUE);
    expect(ratioToDouble(1n, 2n ** 1076n)).toBe(0);
  });
  test('a clock-sized ratio beats the naive Number(n) / Number(d)', () => {
    const n = 6n ** 400n - 1n;
    const d = 6n ** 401n;
    expect(isCorrectlyRounded(n, d, ratioToDouble(n, d))).toBe(true);
    expect(Number(n) / Number(d)).toBeNaN(); // Infinity / Infinity: why the BigInt path exists
  });
});

describe('negative fractions: a mean cost can be below zero', () => {
  const f = (n: number | bigint, d: number | bigint = 1) => Fraction.of(n, d);
  test('abs is the magnitude, as Fraction.of would reduce it', () => {
    fc.assert(
      fc.property(fc.bigInt(), fc.bigInt({ min: 1n }), (n, d) => {
        const x = f(n, d);
        expect(x.abs()).toEqual(f(n < 0n ? -n : n, d));
      }),
      { numRuns: runs(200) },
    );
  });
  test('the sign lives on the numerator; the denominator is always positive', () => {
    for (const [n, d, text] of [
      [3, -6, '-1/2'],
      [-3, 6, '-1/2'],
      [-3, -6, '1/2'],
      [-4, 2, '-2'],
      [6, -3, '-2'],
      [0, -7, '0'],
    ] as const) {
      const x = f(n, d);
      expect(x.toString()).toBe(text);
      expect(x.den > 0n).toBe(true);
    }
    expect(f(-9, 12).num).toBe(-3n);
    expect(f(-9, 12).den).toBe(4n);
  });
  test('add and sub across zero', () => {
    expect(f(-1, 2).add(f(1, 2)).toString()).toBe('0');
    expect(f(-1, 2).add(f(1, 3)).toString()).toBe('-1/6');
    expect(f(1, 3).sub(f(1, 2)).toString()).toBe('-1/6');
    expect(f(-1, 2).sub(f(1, 3)).toString()).toBe('-5/6');
    expect(f(-1, 2).sub(f(-1, 3)).toString()).toBe('-1/6');
    expect(f(1, 4).sub(f(-1, 4)).toString()).toBe('1/2');
    expect(Fraction.ZERO.sub(f(7, 3)).toString()).toBe('-7/3');
  });
  test('mul and div: signs multiply', () => {
    expect(f(-2, 3).mul(f(3, 4)).toString()).toBe('-1/2');
    expect(f(2, 3).mul(f(-3, 4)).toString()).toBe('-1/2');
    expect(f(-2, 3).mul(f(-3, 4)).toString()).toBe('1/2');
    expect(f(1, 2).div(f(-3, 4)).toString()).toBe('-2/3');
    expect(f(-1, 2).div(f(3, 4)).toString()).toBe('-2/3');
    expect(f(-1, 2).div(f(-1, 4)).toString()).toBe('2');
    expect(f(-5, 6).div(f(5, 6)).toString()).toBe('-1');
    expect(() => f(1, 2).div(Fraction.ZERO)).toThrow(RangeError);
  });
  test('powers of a negative alternate in sign; the zeroth power is 1', () => {
    expect(f(-1, 2).pow(3).toString()).toBe('-1/8');
    expect(f(-1, 2).pow(2).toString()).toBe('1/4');
    expect(f(-2, 3).pow(0).toString()).toBe('1');
    expect(f(5, 6).pow(1).toString()).toBe('5/6');
  });
  test('equals compares the value, sign included', () => {
    expect(f(1, 2).equals(f(2, 4))).toBe(true);
    expect(f(-1, 2).equals(f(1, -2))).toBe(true);
    expect(f(1, 2).equals(f(-1, 2))).toBe(false);
    expect(f(1, 2).equals(f(1, 3))).toBe(false);
    expect(f(1, 3).equals(f(2, 3))).toBe(false);
  });
  test('the empty sum is 0; a sum of mixed signs is exact', () => {
    expect(sum([]).toString()).toBe('0');
    expect(sum([f(1, 2), f(-1, 3), f(-1, 6)]).toString()).toBe('0');
    expect(sum([f(-1, 36), f(-1, 36)]).toString()).toBe('-1/18');
  });
  test('gcd ignores signs', () => {
    expect(gcd(-12n, 18n)).toBe(6n);
    expect(gcd(12n, -18n)).toBe(6n);
    expect(gcd(-12n, -18n)).toBe(6n);
    expect(gcd(0n, -5n)).toBe(5n);
    expect(gcd(7n, 0n)).toBe(7n);
  });
  test('toNumber of a negative is the negated double', () => {
    expect(f(-1, 3).toNumber()).toBe(-1 / 3);
    expect(f(-125, 36).toNumber()).toBe(-125 / 36);
    // Written out: BLADES_RESIST_MEAN(20), the mean stress of resisting with 20 dice (6^20 < 2^53, so one IEEE division rounds once).
    expect(f(-3082850850758472n, 3656158440062976n).toNumber()).toBe(-3082850850758472 / 3656158440062976);
  });
});

describe('ratioToDouble of negative ratios', () => {
  test('small ratios: the sign of n/d, on either side or both', () => {
    expect(ratioToDouble(-1n, 3n)).toBe(-1 / 3);
    expect(ratioToDouble(1n, -3n)).toBe(-1 / 3);
    expect(ratioToDouble(-1n, -3n)).toBe(1 / 3);
    expect(ratioToDouble(-7n, 1n)).toBe(-7);
    expect(ratioToDouble(0n, -5n)).toBe(0);
  });
  test('ratios past 2^53: the negation of the positive ratio, and still the nearest double', () => {
    fc.assert(
      fc.property(fc.bigInt(1n, 6n ** 200n), fc.bigInt(2n ** 54n, 6n ** 200n), (n, d) => {
        const x = ratioToDouble(-n, d);
        expect(x).toBe(-ratioToDouble(n, d));
        expect(ratioToDouble(n, -d)).toBe(x);
        expect(ratioToDouble(-n, -d)).toBe(-x);
        expect(isCorrectlyRounded(-n, d, x)).toBe(true);
      }),
      { numRuns: runs(500) },
    );
  });
  test('a negative clock-sized ratio and a negative subnormal', () => {
    const n = 6n ** 400n - 1n;
    const d = 6n ** 401n;
    expect(isCorrectlyRounded(-n, d, ratioToDouble(-n, d))).toBe(true);
    expect(ratioToDouble(-n, d) < 0).toBe(true);
    expect(ratioToDouble(-1n, 2n ** 1074n)).toBe(-Number.MIN_VALUE);
  });
  test('past the largest double: ±Infinity; just inside: the largest double', () => {
    // Number.MAX_VALUE is (2^53 − 1) · 2^971 exactly.
    expect(ratioToDouble((2n ** 53n - 1n) * 2n ** 971n, 1n)).toBe(Number.MAX_VALUE);
    expect(ratioToDouble(-((2n ** 53n - 1n) * 2n ** 972n), 2n)).toBe(-Number.MAX_VALUE);
    expect(ratioToDouble(2n ** 1024n, 1n)).toBe(Infinity);
    expect(ratioToDouble(-(2n ** 1026n), 3n)).toBe(-Infinity);
  });
  test('a zero denominator is refused', () => {
    expect(() => ratioToDouble(1n, 0n)).toThrow(RangeError);
  });
});

describe('Fraction.of past 2^53 reduces exactly as Euclid does', () => {
  /** What Fraction.of must give: n and d over their gcd by plain Euclid, the sign on the numerator. */
  function expectEuclid(n: bigint, d: bigint): void {
    const g = gcd(n, d);
    const x = Fraction.of(n, d);
    expect([x.num, x.den]).toEqual([n / g, d / g]);
  }
  const TWO_53 = 2n ** 53n;
  const smooth = (a: number, b: number) => 2n ** BigInt(a) * 3n ** BigInt(b);
  // Exponents either side of the powers the reduction divides by (3^40, 3^6, 3) and of a clock's 6^1000.
  const EXPONENTS = [0, 1, 2, 5, 6, 7, 39, 40, 41, 46, 80, 81, 500, 1000];
  // Other factors of a denominator: none, small primes, their products, primes past 2^53 (2^61 − 1, 2^89 − 1).
  const OTHERS = [1n, 5n, 7n, 25n, 5n * 7n * 11n, 2n ** 61n - 1n, 2n ** 89n - 1n, (2n ** 61n - 1n) * 5n];

  test('d = 2^a · 3^b, n sharing fewer, as many or more 2s and 3s, either sign, and n = 0', () => {
    for (const a of EXPONENTS) {
      for (const b of EXPONENTS) {
        const d = smooth(a, b);
        for (const [i, j] of [
          [0, 0],
          [a, b],
          [a + 3, b],
          [a, b + 41],
          [a >> 1, b + 7],
          [a + 50, b >> 1],
        ]) {
          for (const rest of [1n, 5n, 6n ** 20n + 1n, 2n ** 89n - 1n]) {
            expectEuclid(smooth(i, j) * rest, d);
            expectEuclid(-smooth(i, j) * rest, d);
          }
        }
        expectEuclid(0n, d);
        expectEuclid(d - 1n, d);
        expectEuclid(d + 1n, d);
      }
    }
  });

  test('d = 2^a · 3^b · m with other factors m, n sharing all, part or none of m', () => {
    for (const a of EXPONENTS) {
      for (const b of [0, 6, 40, 41, 500]) {
        for (const m of OTHERS) {
          const d = smooth(a, b) * m;
          for (const shared of [1n, m, 5n, 7n, 11n, 2n ** 61n - 1n]) {
            expectEuclid(smooth(a >> 1, b) * shared * 13n, d);
            expectEuclid(-smooth(a, b + 1) * shared, d);
            expectEuclid(shared * (2n ** 89n - 1n), d);
          }
        }
      }
    }
  });

  test('denominators either side of 2^53, where Fraction.of changes how it reduces', () => {
    const ds = [TWO_53 - 1n, TWO_53, TWO_53 + 1n, TWO_53 + 2n, TWO_53 + 3n, TWO_53 * 3n, 6n ** 20n, 6n ** 21n, 3n ** 34n, 2n ** 54n];
    for (const d of ds) {
      for (const n of [0n, 1n, -1n, 2n, 3n, 6n, 2n ** 52n, 3n ** 33n, 6n ** 20n, 6n ** 21n, d, -d, d - 1n, 2n * d, 6n ** 40n + 6n])
        expectEuclid(n, d);
    }
  });

  test('random n and d of some 2,000 bits, d 2^a · 3^b times another factor (seeded)', () => {
    fc.assert(
      fc.property(
        fc.bigInt(-(2n ** 2000n), 2n ** 2000n),
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: 0, max: 600 }),
        fc.constantFrom(1n, 1n, 5n, 7n, 2n ** 61n - 1n),
        fc.bigInt(1n, 2n ** 200n),
        fc.integer({ min: 0, max: 2 }),
        (r, a, b, m, big, share) => {
          const d = smooth(a, b) * m * (share === 2 ? big : 1n);
          // n shares nothing chosen, d's 2s and 3s (some of them), or d itself up to a factor.
          const n = share === 0 ? r : share === 1 ? r * smooth(a >> 1, b) : (r % 2n ** 300n) * (d / m);
          expectEuclid(n, d);
        },
      ),
      { numRuns: runs(2000), seed: 29 },
    );
  });
});
