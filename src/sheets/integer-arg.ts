import { isDate, showValue } from './cell';

/** How one integer argument is named, bounded and explained in errors. */
export interface IntegerSpec {
  /** The parameter name shown in the formula helper, e.g. "dice". */
  readonly name: string;
  /** The words in "Use an integer <noun> 0–20", e.g. "dice count". */
  readonly noun: string;
  readonly min: number;
  readonly max: number;
  /** Extra advice when the value is below min (dice: "pass 0"). */
  readonly belowMinHint?: string;
}

/**
 * Where a value came from: a range's row (1-based), and its column when the
 * range is wider than one; a group's participant (1-based); or a single
 * cell.
 */
export type Place = { readonly row: number; readonly column?: number } | { readonly participant: number } | null;

// Read once at load, so the per-cell path looks up no globals: in a node:vm
// context (the tests, the bench) each global lookup costs ~100 ns, several
// times the cell's own work (docs/benchmarks.md).
const { isNaN: isNaNNumber, isFinite: isFiniteNumber, isInteger: isIntegerNumber } = Number;

// A run of digits from lastIndex. It cannot backtrack (one quantified class,
// nothing after it), and as native code it scans a full cell in ~50 µs even
// in a cold script, where a character loop in the interpreter takes ms.
const DIGITS = /[0-9]*/y;
/** The index after the run of digits starting at i. */
function skipDigits(text: string, i: number): number {
  DIGITS.lastIndex = i;
  DIGITS.test(text);
  return DIGITS.lastIndex;
}

/**
 * Whether trimmed text is one that Sheets itself would read as a number:
 * "3", "+3", "-3", "3.0", "3.", ".5", "3e0", "3E+1". That is an optional
 * sign, digits with at most one point and at least one digit, then an
 * optional e/E, optional sign and digits. One left-to-right pass with no
 * backtracking: a cell holds up to 50,000 characters, and the pattern this
 * replaces (/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i) took seconds to
 * refuse a long run of digits ending in a letter.
 */
export function isNumericText(text: string): boolean {
  let i = 0;
  const at = (k: number) => text.charCodeAt(k);
  if (at(i) === 43 || at(i) === 45) i++; // + -
  const intEnd = skipDigits(text, i);
  let fracEnd = intEnd;
  if (at(intEnd) === 46) fracEnd = skipDigits(text, intEnd + 1); // .
  const mantissaDigits = intEnd - i + (fracEnd > intEnd ? fracEnd - intEnd - 1 : 0);
  if (mantissaDigits === 0) return false;
  i = fracEnd;
  if (at(i) === 101 || at(i) === 69) {
    // e E
    i++;
    if (at(i) === 43 || at(i) === 45) i++;
    const expEnd = skipDigits(text, i);
    if (expEnd === i) return false;
    i = expEnd;
  }
  return i === text.length;
}

/**
 * Thrown for any input the user must fix; the message is the whole story:
 * function, argument, the value as the sheet shows it (a missing value, a
 * range or a date has none to show: the problem says what it is), its row
 * in a range, what is wrong, what to pass.
 */
export function argumentError(fn: string, name: string, value: unknown, place: Place, problem: string, advice: string): Error {
  const shown = value === undefined || Array.isArray(value) || isDate(value) ? '' : ` ${showValue(value)}`;
  return new Error(`${fn}: ${name}${shown}${placeText(place)} ${problem}. ${advice}`);
}

/**
 * Where a value came from, as a message says it after the value: " in row
 * 2 of the range", " in row 2, column 3 of the range", " for participant
 * 3", or nothing for a single value.
 */
export const placeText = (place: Place): string =>
  place === null
    ? ''
    : 'row' in place
      ? ` in row ${place.row}${place.column === undefined ? '' : `, column ${place.column}`} of the range`
      : ` for participant ${place.participant}`;

/** argumentError for an integer argument: the advice is its range. */
export function inputError(fn: string, spec: IntegerSpec, value: unknown, place: Place, problem: string): Error {
  const hint = spec.belowMinHint && problem.startsWith('is negative') ? ` ${spec.belowMinHint}` : '';
  return argumentError(fn, spec.name, value, place, problem, `Use an integer ${spec.noun} ${spec.min}–${spec.max}.${hint}`);
}

/** The refusal of a value that is no number at all, by its kind: apart, so a call that reads good values never compiles it. */
function notANumber(fn: string, spec: IntegerSpec, value: unknown, place: Place): Error {
  const kind =
    typeof value === 'string'
      ? 'is text, not a number'
      : typeof value === 'boolean'
        ? 'is a TRUE/FALSE value, not a number'
        : isDate(value)
          ? 'is a date, not a number'
          : Array.isArray(value)
            ? 'is a range where one value was expected'
            : 'is not a number';
  return inputError(fn, spec, value, place, kind);
}

/**
 * The integer in a cell, or null for a blank cell (""). Numbers and numeric
 * text are accepted when they hold a whole number in range; everything else
 * throws, naming the value: never a clamp, never a guess.
 */
export function readInteger(fn: string, spec: IntegerSpec, value: unknown, place: Place): number | null {
  const n = integerOrError(fn, spec, value, place);
  if (n !== null && typeof n === 'object') throw n; // an Error (no global lookup: see the top of this file)
  return n;
}

/**
 * readInteger's reading, with the error returned rather than thrown: for a
 * caller that shows a bad cell's message in place of its result (a dice
 * column: ./dice-column.ts) and goes on with the next cell.
 */
export function integerOrError(fn: string, spec: IntegerSpec, value: unknown, place: Place): number | null | Error {
  // What nearly every cell holds, in as little code as a first call compiles (docs/benchmarks.md); -0 folds to 0.
  if (isWholeIn(spec, value)) return value === 0 ? 0 : value;
  return otherInteger(fn, spec, value, place);
}

/** Whether a value is a number that needs no reading: a whole number in the spec's range. */
export const isWholeIn = (spec: IntegerSpec, value: unknown): value is number =>
  typeof value === 'number' && isIntegerNumber(value) && value >= spec.min && value <= spec.max;

/** integerOrError's every other value: blank, numeric text, or refused. */
function otherInteger(fn: string, spec: IntegerSpec, value: unknown, place: Place): number | null | Error {
  let n: number;
  let text: string;
  if (typeof value === 'number') {
    n = value;
  } else if (value === '') {
    return null;
  } else if (typeof value === 'string' && isNumericText((text = value.trim()))) {
    n = Number(text);
  } else {
    return notANumber(fn, spec, value, place);
  }
  if (isNaNNumber(n)) return inputError(fn, spec, value, place, 'is not a number');
  if (!isFiniteNumber(n)) return inputError(fn, spec, value, place, 'is not a finite number');
  if (!isIntegerNumber(n)) return inputError(fn, spec, value, place, 'is not a whole number');
  if (n < 0 && spec.min >= 0) return inputError(fn, spec, value, place, 'is negative');
  if (n < spec.min) return inputError(fn, spec, value, place, `is below ${spec.min}`);
  if (n > spec.max) return inputError(fn, spec, value, place, `is above ${spec.max}`);
  return n === 0 ? 0 : n; // fold -0
}

/**
 * A single-value argument (a range is refused). Omitted means `fallback`;
 * with none the argument is required. A blank cell is refused: unlike a
 * blank row of a pool column, there is nothing sensible to leave blank.
 */
export function readScalarInteger(fn: string, spec: IntegerSpec, value: unknown, fallback?: number): number {
  // A whole number in range, or an omitted value with a fallback, with no
  // further call; the rest apart: the least code on a first call
  // (docs/benchmarks.md). -0 folds to 0.
  if (isWholeIn(spec, value)) return value === 0 ? 0 : value;
  if ((value === undefined || value === null) && fallback !== undefined) return fallback;
  return otherScalar(fn, spec, value);
}

/** readScalarInteger's every other value: missing (with no fallback), blank, numeric text, or refused. */
function otherScalar(fn: string, spec: IntegerSpec, value: unknown): number {
  if (value === undefined || value === null) throw inputError(fn, spec, undefined, null, 'is missing');
  const n = integerOrError(fn, spec, value, null);
  if (typeof n === 'number') return n;
  throw n ?? inputError(fn, spec, value, null, 'is blank');
}
