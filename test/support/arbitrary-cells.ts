import fc from 'fast-check';

/**
 * Arbitrary cell values as Sheets hands them to a custom function: numbers
 * of every kind, numeric and other text, blanks, booleans and dates. Biased
 * toward the edges (0–20, just outside, text integers) so that both the
 * accept and the refuse paths are exercised hard.
 */
export function cellValue(makeDate: (ms: number) => Date): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: fc.integer({ min: -3, max: 24 }), weight: 6 },
    { arbitrary: fc.integer(), weight: 1 },
    { arbitrary: fc.double(), weight: 2 },
    { arbitrary: fc.constantFrom(NaN, Infinity, -Infinity, -0, 0.5, 19.999999999999996, 1e21), weight: 1 },
    { arbitrary: fc.integer({ min: -3, max: 24 }).map((n) => String(n)), weight: 2 },
    {
      arbitrary: fc
        .tuple(fc.constantFrom('', ' ', '  ', '\t'), fc.integer({ min: -2, max: 22 }), fc.constantFrom('', '.0', '.5', 'e0', ' '))
        .map(([pad, n, tail]) => `${pad}${n}${tail}${pad}`),
      weight: 2,
    },
    { arbitrary: fc.string(), weight: 2 },
    { arbitrary: fc.constant(''), weight: 2 },
    { arbitrary: fc.boolean(), weight: 1 },
    { arbitrary: fc.integer({ min: -1e12, max: 4e12 }).map(makeDate), weight: 1 },
  );
}

export type Expected = { kind: 'blank' } | { kind: 'pool'; n: number } | { kind: 'error' };

/**
 * What the documented rule says a cell means, written independently of the
 * product's parser: a whole number 0–20, or text that is exactly such a
 * number once trimmed; "" is blank; everything else is an error.
 */
export function expectedIntegerCell(value: unknown, min: number, max: number): Expected {
  if (value === '') return { kind: 'blank' };
  let n: number;
  if (typeof value === 'number') n = value;
  else if (typeof value === 'string') {
    const t = value.trim();
    if (t === '' || !/^[0-9+\-.eE]+$/.test(t)) return { kind: 'error' };
    n = Number(t);
  } else return { kind: 'error' };
  if (Number.isInteger(n) && n >= min && n <= max) return { kind: 'pool', n: n + 0 };
  return { kind: 'error' };
}
