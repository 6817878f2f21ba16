import { Fraction } from '../dice/fraction';
import { OddsRow, Unit } from '../rolls/rows';

/**
 * How the sidebar writes a probability: a percent with one decimal, the
 * exact reduced fraction, and a bar width. Pure, so every view (and its
 * tests) share one reading.
 */

/**
 * `text` of a figure, computed once per fraction: the views keep their
 * figures (views.ts's cache), so a pool shown again writes its hundreds of
 * digits from memory.
 */
function onceEach<T>(text: (p: Fraction) => T): (p: Fraction) => T {
  const written = new WeakMap<Fraction, T>();
  return (p) => {
    let t = written.get(p);
    if (t === undefined) written.set(p, (t = text(p)));
    return t;
  };
}

/**
 * "12.5%": the exact fraction rounded half-up to a tenth of a percent, in
 * BigInt, so 1/2000 reads 0.1% whatever the double would say. A chance
 * that is possible but rounds to 0.0% reads "<0.1%", and one that is not
 * certain but rounds to 100.0% reads ">99.9%": the view never shows an
 * impossible or a certain result that is not.
 */
export const percentText = onceEach((p: Fraction): string => {
  if (p.num < 0n || p.num > p.den) throw new RangeError(`percentText: ${p} is not a probability`);
  const tenths = (2000n * p.num + p.den) / (2n * p.den);
  if (tenths === 0n && p.num > 0n) return '<0.1%';
  if (tenths === 1000n && p.num < p.den) return '>99.9%';
  return `${tenths / 10n}.${tenths % 10n}%`;
});

/** "49/108"; "0" and "1" for the impossible and the certain. */
export const fractionText = onceEach((p: Fraction): string => p.toString());

/** CSS width of a bar proportional to p, e.g. "12.5%". */
export const barWidth = onceEach((p: Fraction): string => `${+(p.toNumber() * 100).toFixed(3)}%`);

/** What a row shows, as text: what the sidebar renders and a screen reader hears. */
export interface RowText {
  readonly label: string;
  readonly percent: string;
  readonly fraction: string;
  readonly bar: string;
}

export function rowText(row: OddsRow): RowText {
  return { label: row.label, percent: percentText(row.fraction), fraction: fractionText(row.fraction), bar: barWidth(row.fraction) };
}

/** A signed number as the sidebar writes it: a true minus sign, as in "−1 stress". */
const signed = (negative: boolean, digits: string): string => (negative ? `−${digits}` : digits);
const magnitude = (x: Fraction): bigint => (x.num < 0n ? -x.num : x.num);

/** "125/36", "−17/20", "3": an exact value that need not be a probability. */
export const exactText = onceEach((x: Fraction): string => signed(x.num < 0n, fractionText(x.abs())));

/**
 * "≈ 3.47" for 125/36, "1.5" for 3/2: the exact value rounded half away
 * from zero to `places` decimals, in BigInt; "≈" only when that rounding
 * changed it, and then the zeros stay (≈ 3.40 says two places were kept).
 */
export function decimalText(x: Fraction, places = 2): string {
  const scale = 10n ** BigInt(places);
  const n = magnitude(x);
  const scaled = (2n * n * scale + x.den) / (2n * x.den);
  const exact = (n * scale) % x.den === 0n;
  let digits = `${scaled / scale}.${(scaled % scale).toString().padStart(places, '0')}`;
  if (exact) digits = digits.replace(/\.?0+$/, '');
  return `${exact ? '' : '≈ '}${signed(x.num < 0n, digits)}`;
}

/** How a mean is counted: "1 roll", "2.27 rolls"; "stress" either way. */

/** What a mean shows, as text: its exact fraction, and a decimal with its unit. */
export interface MeanText {
  readonly label: string;
  readonly fraction: string;
  /** "≈ 3.47 stress", "1 roll". */
  readonly decimal: string;
}

export function meanText(label: string, mean: Fraction, unit: Unit): MeanText {
  const word = mean.num === mean.den ? unit.one : unit.many;
  return { label, fraction: exactText(mean), decimal: `${meanFigure(mean)} ${word}` };
}

/** A mean's figure without its unit: a decimal, or in powers of ten from a million up. */
const meanFigure = onceEach((mean: Fraction): string => (magnitude(mean) >= LARGE * mean.den ? powerText(mean) : decimalText(mean)));

/** From a million up, a mean reads in powers of ten: the trauma walk at 20 dice runs to 34 digits, which no line holds. */
const LARGE = 10n ** 6n;
const SUPERSCRIPTS = '⁰¹²³⁴⁵⁶⁷⁸⁹';

/** "≈ 7.54 × 10³³": three significant digits, rounded half up in BigInt; "≈" only when that changed the value. */
function powerText(x: Fraction): string {
  const n = magnitude(x);
  let exponent = (n / x.den).toString().length - 1;
  let scale = 10n ** BigInt(exponent - 2);
  let m = (2n * n + scale * x.den) / (2n * scale * x.den);
  // 999.5 and up round to 1.00 of the next power.
  if (m === 1000n) [m, exponent, scale] = [100n, exponent + 1, scale * 10n];
  const exact = m * scale * x.den === n;
  let digits = `${m / 100n}.${(m % 100n).toString().padStart(2, '0')}`;
  if (exact) digits = digits.replace(/\.?0+$/, '');
  const power = [...String(exponent)].map((d) => SUPERSCRIPTS[Number(d)]).join('');
  return `${exact ? '' : '≈ '}${signed(x.num < 0n, digits)} × 10${power}`;
}

/** "+12.5%", "−3.0%", "0.0%": a change of chance, signed with a true minus, rounded as percentText rounds. */
export function changeText(x: Fraction): string {
  const size = percentText(x.abs());
  return x.num === 0n ? size : `${x.num < 0n ? '−' : '+'}${size}`;
}
