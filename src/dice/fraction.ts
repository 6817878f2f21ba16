/**
 * Exact rational numbers on BigInt, always kept reduced with a positive
 * denominator. Dice odds are ratios of face counts, so every figure this
 * add-on shows starts life as one of these and is rounded to a double once.
 */
import { big, clz32, num } from './builtins';

const abs = (x: bigint): bigint => (x < 0n ? -x : x);

export function gcd(a: bigint, b: bigint): bigint {
  a = abs(a);
  b = abs(b);
  // No [a, b] = [b, a % b]: that builds an array per step.
  while (b !== 0n) {
    const r = a % b;
    a = b;
    b = r;
  }
  return a;
}

/**
 * Powers of 3 to divide by, largest first: 3^40, the largest in one 64-bit
 * BigInt digit, then 3^6 and 3, so that at most a dozen divisions by the
 * smaller ones follow the last 3^40 (one by one, 3 took up to 39).
 */
const THREE_POWERS = [3n ** 40n, 3n ** 6n, 3n];

/**
 * gcd(n, d) for d > 0 past 2^53, the same as `gcd`. Dice odds' large
 * denominators are 6^k or close (a clock's 6^(dice × rolls), over 1,000
 * bits), where Euclid takes hundreds of steps on the full width, the
 * largest cost of a sidebar change (issue 29). Here the common 2s (lowest
 * set bits) and 3s come out first, and Euclid runs only on what is left of
 * d once all its 2s and 3s are gone, when that is not 1:
 * gcd(n, d) = 2^min · 3^min · gcd(n', d') with d' free of 2 and 3.
 */
function gcdOfLarge(n: bigint, d: bigint): bigint {
  if (n === 0n) return d;
  let x = abs(n);
  const twosOfX = x & -x;
  const twosOfD = d & -d;
  let g = twosOfX < twosOfD ? twosOfX : twosOfD;
  x /= g;
  let y = d / twosOfD;
  for (let i = 0; i < THREE_POWERS.length; i++) {
    const p = THREE_POWERS[i];
    while (x % p === 0n && y % p === 0n) {
      x /= p;
      y /= p;
      g *= p;
    }
  }
  for (let i = 0; i < THREE_POWERS.length; i++) {
    const p = THREE_POWERS[i];
    while (y % p === 0n) y /= p;
  }
  return y === 1n ? g : g * gcd(x, y);
}

/** The hex digits in order: a digit's value is its place. */
const HEX_DIGITS = '0123456789abcdef';

/** Bits in x > 0: from its hex digits, a quarter of the string toString(2) would build. */
function bitLength(x: bigint): number {
  const hex = x.toString(16);
  // The leading digit's value by its place in HEX_DIGITS: no parseInt (a global lookup) or function of its own to compile on a first call.
  return hex.length * 4 - (clz32(HEX_DIGITS.indexOf(hex[0])) - 28);
}

const TWO_53 = 2n ** 53n;
const MINUS_TWO_53 = -TWO_53;

/**
 * The double nearest to n/d (ties to even), as IEEE division would give if
 * it could hold n and d exactly. Number(n) / Number(d) rounds twice once
 * either side passes 2^53, which is why clock odds (denominators up to
 * 6^480) need this.
 *
 * The common case alone here, both sides exact as doubles (every pool's
 * weights over 6^n up to 20 dice): one IEEE division is then already
 * correctly rounded. Everything else is `roundedRatio`'s, a function of its
 * own so that a call that never needs it never compiles it (a first call's
 * cost is mostly compiling what it runs: docs/benchmarks.md).
 */
export function ratioToDouble(n: bigint, d: bigint): number {
  return d > 0n && n >= MINUS_TWO_53 && n <= TWO_53 && d <= TWO_53 ? num(n) / num(d) : roundedRatio(n, d);
}

/** ratioToDouble's every other case: a zero or negative denominator, or a side past 2^53. */
function roundedRatio(n: bigint, d: bigint): number {
  if (d === 0n) throw new RangeError('ratioToDouble: zero denominator');
  if (n === 0n) return 0;
  const negative = n < 0n !== d < 0n;
  if (n < 0n) n = -n;
  if (d < 0n) d = -d;
  // q = floor(n * 2^s / d) holds 54 or 55 bits: 53 kept, the rest decide rounding.
  const s = 54 - (bitLength(n) - bitLength(d));
  const scaledN = s >= 0 ? n << big(s) : n;
  const scaledD = s >= 0 ? d : d << big(-s);
  const q = scaledN / scaledD;
  const length = bitLength(q);
  const exponent = length - 1 - s; // value lies in [2^exponent, 2^(exponent+1))
  if (exponent > 1023) return negative ? -Infinity : Infinity;
  // Below 2^-1022 the double has fewer mantissa bits (subnormals).
  const precision = exponent < -1022 ? 53 - (-1022 - exponent) : 53;
  const drop = length - precision;
  let mantissa = q >> big(drop);
  const rest = q - (mantissa << big(drop));
  const half = 1n << big(drop - 1);
  // On a tie in q, a remainder of the division (sticky) puts n/d above it; only then is it worked out.
  if (rest > half || (rest === half && (q * scaledD !== scaledN || (mantissa & 1n) === 1n))) mantissa += 1n;
  // mantissa * 2^(drop - s), split so no intermediate leaves the normal range.
  const scale = drop - s;
  const lift = scale < -1000 ? 600 : 0;
  const value = num(mantissa) * 2 ** (scale + lift) * 2 ** -lift;
  return negative ? -value : value;
}

export class Fraction {
  static readonly ZERO = new Fraction(0n, 1n);
  static readonly ONE = new Fraction(1n, 1n);

  private constructor(
    readonly num: bigint,
    readonly den: bigint,
  ) {}

  static of(num: bigint | number, den: bigint | number = 1n): Fraction {
    let n = big(num);
    let d = big(den);
    // The zero test under the sign test: d > TWO_53 below keeps the common path at two BigInt comparisons, each a first call's cost.
    if (d <= 0n) {
      if (d === 0n) throw new RangeError('Fraction: zero denominator');
      n = -n;
      d = -d;
    }
    // Past 2^53 alone: small denominators compile nothing new.
    const g = d > TWO_53 ? gcdOfLarge(n, d) : gcd(n, d);
    return g > 1n ? new Fraction(n / g, d / g) : new Fraction(n, d);
  }

  add(o: Fraction): Fraction {
    return Fraction.of(this.num * o.den + o.num * this.den, this.den * o.den);
  }

  sub(o: Fraction): Fraction {
    return Fraction.of(this.num * o.den - o.num * this.den, this.den * o.den);
  }

  mul(o: Fraction): Fraction {
    return Fraction.of(this.num * o.num, this.den * o.den);
  }

  div(o: Fraction): Fraction {
    return Fraction.of(this.num * o.den, this.den * o.num);
  }

  pow(k: number): Fraction {
    return Fraction.of(this.num ** big(k), this.den ** big(k));
  }

  /** |x|: still reduced, so no gcd (one costs milliseconds on a clock's 1,500-bit denominators). */
  abs(): Fraction {
    return this.num < 0n ? new Fraction(-this.num, this.den) : this;
  }

  equals(o: Fraction): boolean {
    return this.num === o.num && this.den === o.den;
  }

  /** "49/108", or a bare integer ("0", "1") when the denominator is 1. */
  toString(): string {
    return this.den === 1n ? `${this.num}` : `${this.num}/${this.den}`;
  }

  /** The correctly rounded double: what a cell shows. */
  toNumber(): number {
    return ratioToDouble(this.num, this.den);
  }
}

/** Sum of fractions; the empty sum is zero. */
export function sum(fractions: readonly Fraction[]): Fraction {
  return fractions.reduce((acc, f) => acc.add(f), Fraction.ZERO);
}
