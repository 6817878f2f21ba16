import { OddsRow } from '../blades/roll';
import { Fraction } from '../dice/fraction';

/**
 * How the sidebar writes a probability: a percent with one decimal, the
 * exact reduced fraction, and a bar width. Pure, so every view (and its
 * tests) share one reading.
 */

/**
 * "12.5%": the exact fraction rounded half-up to a tenth of a percent, in
 * BigInt, so 1/2000 reads 0.1% whatever the double would say. A chance
 * that is possible but rounds to 0.0% reads "<0.1%", and one that is not
 * certain but rounds to 100.0% reads ">99.9%": the view never shows an
 * impossible or a certain result that is not.
 */
export function percentText(p: Fraction): string {
  if (p.num < 0n || p.num > p.den) throw new RangeError(`percentText: ${p} is not a probability`);
  const tenths = (2000n * p.num + p.den) / (2n * p.den);
  if (tenths === 0n && p.num > 0n) return '<0.1%';
  if (tenths === 1000n && p.num < p.den) return '>99.9%';
  return `${tenths / 10n}.${tenths % 10n}%`;
}

/** "49/108"; "0" and "1" for the impossible and the certain. */
export function fractionText(p: Fraction): string {
  return p.toString();
}

/** CSS width of a bar proportional to p, e.g. "12.5%". */
export function barWidth(p: Fraction): string {
  return `${+(p.toNumber() * 100).toFixed(3)}%`;
}

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
