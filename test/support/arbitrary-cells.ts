import fc from 'fast-check';

/**
 * Arbitrary cell values as Sheets hands them to a custom function: numbers
 * of every kind, numeric and other text, blanks, booleans and dates. Biased
 * toward the edges of an integer argument's range (0–20 for dice, 1–24 for
 * segments: just inside, just outside, text integers) so that both the
 * accept and the refuse paths are exercised hard.
 */
export function cellValue(makeDate: (ms: number) => Date, { min = 0, max = 20 } = {}): fc.Arbitrary<unknown> {
  const near = fc.integer({ min: min - 3, max: max + 4 });
  return fc.oneof(
    { arbitrary: near, weight: 6 },
    { arbitrary: fc.integer(), weight: 1 },
    { arbitrary: fc.double(), weight: 2 },
    { arbitrary: fc.constantFrom(NaN, Infinity, -Infinity, -0, 0.5, max - 0.000000000000004, 1e21), weight: 1 },
    { arbitrary: near.map((n) => String(n)), weight: 2 },
    {
      arbitrary: fc
        .tuple(fc.constantFrom('', ' ', '  ', '\t'), fc.integer({ min: min - 2, max: max + 2 }), fc.constantFrom('', '.0', '.5', 'e0', ' '))
        .map(([pad, n, tail]) => `${pad}${n}${tail}${pad}`),
      weight: 2,
    },
    { arbitrary: fc.string(), weight: 2 },
    // Past the 30 characters a message quotes: a long number, padded, or text.
    {
      arbitrary: fc
        .tuple(
          fc.constantFrom('', '0'.repeat(40), ' '.repeat(40)),
          near,
          fc.constantFrom('', 'x', '.0', ' '.repeat(40)),
          fc.string({ minLength: 31, maxLength: 80 }),
        )
        .map(([pad, n, tail, text]) => (pad === '' && tail === '' ? text : `${pad}${n}${tail}`)),
      weight: 1,
    },
    { arbitrary: fc.constant(''), weight: 2 },
    { arbitrary: fc.boolean(), weight: 1 },
    { arbitrary: fc.integer({ min: -1e12, max: 4e12 }).map(makeDate), weight: 1 },
  );
}

/** What a word cell might hold: the words in any case and padding, near misses, and any other cell. */
export function wordValue(makeDate: (ms: number) => Date, words: readonly string[], nearMisses: readonly string[]): fc.Arbitrary<unknown> {
  const pad = fc.constantFrom('', ' ', '  ', '\t');
  return fc.oneof(
    {
      arbitrary: fc
        .tuple(pad, fc.mixedCase(fc.constantFrom(...words.map((w) => w.toLowerCase()))), pad)
        .map(([a, name, b]) => `${a}${name}${b}`),
      weight: 6,
    },
    { arbitrary: fc.constantFrom(...nearMisses), weight: 2 },
    { arbitrary: cellValue(makeDate), weight: 3 },
  );
}

/** What a band cell might hold: the four names in any case and padding, near misses, and any other cell. */
export const bandValue = (makeDate: (ms: number) => Date): fc.Arbitrary<unknown> =>
  wordValue(makeDate, BAND_NAMES, ['Partia', 'Crit', 'Bad!', 'B ad', 'Clean.', 'Good', 'Success', 'Critical Success', '4']);

/** What a threat roll's position cell might hold: risky, desperate, controlled (refused), near misses. */
export const positionValue = (makeDate: (ms: number) => Date): fc.Arbitrary<unknown> =>
  wordValue(
    makeDate,
    ['risky', 'desperate', 'controlled'],
    ['risk', 'Desperate!', 'r isky', 'controlled.', 'Risky Desperate', '2', 'constructor', '__proto__', 'toString'],
  );

/** The documented reading of one cell: a value, a blank, or an error with its problem as the message words it. */
export type Expected<T = number> = { kind: 'ok'; value: T } | { kind: 'blank' } | { kind: 'error'; problem: string };

const error = (problem: string): Expected<never> => ({ kind: 'error', problem });

/**
 * What the documented rule says a cell means, written independently of the
 * product's parser: a whole number min–max, or text that is exactly such a
 * number once trimmed; "" is blank; everything else is an error, worded by
 * the first rule it breaks (not a number, not finite, not whole, negative,
 * below, above).
 */
export function expectedIntegerCell(value: unknown, min: number, max: number): Expected {
  if (value === '') return { kind: 'blank' };
  let n: number;
  if (typeof value === 'number') n = value;
  else if (typeof value === 'string') {
    const t = value.trim();
    n = t !== '' && /^[0-9+\-.eE]+$/.test(t) ? Number(t) : NaN;
    if (Number.isNaN(n)) return error('is text, not a number');
  } else if (typeof value === 'boolean') return error('is a TRUE/FALSE value, not a number');
  else if (Object.prototype.toString.call(value) === '[object Date]') return error('is a date, not a number');
  else return error('is not a number');
  if (Number.isNaN(n)) return error('is not a number');
  if (!Number.isFinite(n)) return error('is not a finite number');
  if (!Number.isInteger(n)) return error('is not a whole number');
  if (n < 0 && min >= 0) return error('is negative');
  if (n < min) return error(`is below ${min}`);
  if (n > max) return error(`is above ${max}`);
  return { kind: 'ok', value: n + 0 };
}

const BAND_NAMES = ['Bad', 'Partial', 'Clean', 'Critical'];

/**
 * A word cell: one of `words` once trimmed, in any case; "" is blank; a
 * word of `refused` its own problem; anything else is not a `noun`.
 */
export function expectedWordCell(
  value: unknown,
  noun: string,
  words: readonly string[],
  refused: Record<string, string> = {},
): Expected<string> {
  if (value === '') return { kind: 'blank' };
  if (Object.prototype.toString.call(value) === '[object Date]') return error(`is a date, not a ${noun}`);
  const name = typeof value === 'string' ? value.trim().toLowerCase() : '';
  const word = words.find((b) => b.toLowerCase() === name);
  const refusal = Object.prototype.hasOwnProperty.call(refused, name) ? refused[name] : undefined;
  return word ? { kind: 'ok', value: word } : error(refusal ?? `is not a ${noun}`);
}

/** A band cell: one of the four names once trimmed, in any case; "" is blank; anything else is not a band. */
export const expectedBandCell = (value: unknown): Expected<string> => expectedWordCell(value, 'band', BAND_NAMES);

/** A position cell: risky or desperate once trimmed, in any case; controlled refused with its own sentence. */
export const expectedPositionCell = (value: unknown): Expected<string> =>
  expectedWordCell(value, 'position', ['risky', 'desperate'], { controlled: 'is not rolled: a controlled action faces no threat roll' });
