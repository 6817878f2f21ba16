import { Fraction } from '../dice/fraction';

/**
 * The number formats the inserts give a probability cell, so the sheet reads
 * as the sidebar does (src/sidebar/format.ts percentText): one decimal, a
 * possible chance that rounds to 0.0% shows "<0.1%", an uncertain one that
 * rounds to 100.0% shows ">99.9%", and only the impossible and the certain
 * show 0.0% and 100.0%.
 *
 * Sheets' custom formats allow at most two conditional sections and a third
 * for everything else (Sheets API guide "Date and number formats", the
 * [condition] token): three cases per format, where the sidebar has five
 * (0, below 0.05%, between, from 99.95%, 1). So the engine, which knows each
 * cell's exact value when it is inserted, picks one of three formats per
 * cell: each tells its own value's case from the cases next to it.
 *
 * The thresholds are the sidebar's half-up rounding: p < 1/2000 reads
 * <0.1%, p ≥ 1999/2000 reads >99.9% (unless 1). A cell holds the double of
 * its exact fraction; no odds here have a denominator that puts them within
 * half an ulp of either threshold, so the double compares as the fraction.
 */

const BELOW = '[<0.0005]"<0.1%"';
const ABOVE = '[>=0.9995]">99.9%"';
const BETWEEN = '0.0%';

/** A chance strictly between 0 and 1. */
export const PERCENT_FORMAT = `${BELOW};${ABOVE};${BETWEEN}`;
/** Exactly 0 (impossible): 0.0%, and still <0.1% if a live row later makes it possible. */
export const IMPOSSIBLE_FORMAT = `[=0]${BETWEEN};${BELOW};${BETWEEN}`;
/** Exactly 1 (certain): 100.0%, and still >99.9% if a live row later makes it uncertain. */
export const CERTAIN_FORMAT = `[=1]${BETWEEN};${ABOVE};${BETWEEN}`;

/** The format for a cell that holds this exact probability. */
export function percentFormat(p: Fraction): string {
  if (p.num === 0n) return IMPOSSIBLE_FORMAT;
  if (p.num === p.den) return CERTAIN_FORMAT;
  return PERCENT_FORMAT;
}

/**
 * The format for a cell that holds this exact change of a chance (a
 * decision table's change from As rolled), signed as the sidebar signs it
 * (src/sidebar/format.ts changeText): 0.0% for none, "+12.5%" for a gain,
 * "−3.1%" for a loss, and "+<0.1%" ("−<0.1%") for one that would round to
 * nothing. One format per cell, from its exact value, as percentFormat's.
 */
export function changeFormat(change: Fraction): string {
  if (change.num === 0n) return BETWEEN;
  const size = change.num < 0n ? -change.num : change.num;
  // Below 1/2000 rounds to 0.0%: said as "<0.1%", its sign kept.
  return size * 2000n < change.den ? CHANGE_TINY_FORMAT : CHANGE_FORMAT;
}

/** A change that shows: signed, one decimal (a negative's own section, so its sign is the sidebar's minus). */
export const CHANGE_FORMAT = '+0.0%;"−"0.0%;0.0%';
/** A change that would round to nothing. */
export const CHANGE_TINY_FORMAT = '"+<0.1%";"−<0.1%"';
