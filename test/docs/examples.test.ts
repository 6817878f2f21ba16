// Every @example in src/appsscript/Code.ts that says what cells it gives
// (`=NAME(args) → cells`, or `→ #ERROR! message`) holds on the built
// dist/Code.js, each call in a fresh node:vm context as Sheets loads the
// script afresh. A cell is the correctly rounded double of the fraction
// the example states, compared exactly.
import { loadCode, readCode } from '../../scripts/lib/load-code.cjs';
import { Example, ExampleCell, parseExample, readReferenceEntryPoints } from '../../scripts/docs.cjs';
import { EntryPoint, isPrivateName, readEntryPoints } from '../../scripts/lib/entry-points.cjs';

const TWO_53 = 2n ** 53n;
const abs = (x: bigint) => (x < 0n ? -x : x);

/** The exact value of a finite double, as num / den with den a power of two. */
function exactOf(x: number): [bigint, bigint] {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, x);
  const bits = view.getBigUint64(0);
  const sign = bits >> 63n ? -1n : 1n;
  const biased = Number((bits >> 52n) & 0x7ffn);
  const fraction = bits & ((1n << 52n) - 1n);
  const [mantissa, exponent] = biased === 0 ? [fraction, -1074] : [fraction | (1n << 52n), biased - 1075];
  return exponent >= 0 ? [(sign * mantissa) << BigInt(exponent), 1n] : [sign * mantissa, 1n << BigInt(-exponent)];
}

/** The finite doubles either side of a finite x. */
function neighbours(x: number): number[] {
  if (x === 0) return [-Number.MIN_VALUE, Number.MIN_VALUE];
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, Math.abs(x));
  const bits = view.getBigUint64(0);
  const around = [bits - 1n, bits + 1n].map((b) => {
    view.setBigUint64(0, b);
    return Math.sign(x) * view.getFloat64(0);
  });
  return around.filter(Number.isFinite);
}

/** |n/d − a/b| as a fraction [p, q], q > 0. */
const distance = (n: bigint, d: bigint, [a, b]: [bigint, bigint]): [bigint, bigint] => [abs(n * b - a * d), d * b];
const below = ([p1, q1]: [bigint, bigint], [p2, q2]: [bigint, bigint]) => p1 * q2 < p2 * q1;
const same = ([p1, q1]: [bigint, bigint], [p2, q2]: [bigint, bigint]) => p1 * q2 === p2 * q1;
const evenMantissa = (x: number) => {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, x);
  return (view.getBigUint64(0) & 1n) === 0n;
};

/**
 * Whether `cell` is n/d rounded to the nearest double (ties to even), as
 * the engine's ratioToDouble promises. Where n and d are both below 2^53,
 * one IEEE division is that double; past it, Number(n) / Number(d) would
 * round twice, so compare with BigInt arithmetic against the neighbours.
 */
function isRoundedFraction(cell: unknown, n: bigint, d: bigint): boolean {
  if (typeof cell !== 'number' || !Number.isFinite(cell)) return false;
  if (abs(n) < TWO_53 && d < TWO_53) return cell === Number(n) / Number(d);
  const here = distance(n, d, exactOf(cell));
  return neighbours(cell).every((y) => {
    const there = distance(n, d, exactOf(y));
    return !below(there, here) && (!same(there, here) || evenMantissa(cell));
  });
}

const entryPoints: EntryPoint[] = readReferenceEntryPoints();
/** A function's JSDoc: readReferenceEntryPoints refuses a function without one. */
function jsDocOf(f: EntryPoint) {
  if (!f.doc) throw new Error(`${f.name} has no JSDoc`);
  return f.doc;
}
const custom = entryPoints.filter((f) => /^[A-Z][A-Z0-9_]*$/.test(f.name));
const examples = custom.flatMap((f) => jsDocOf(f).examples.map((text): [string, Example] => [text, parseExample(text)]));
const checked = examples.filter(([, e]) => !('words' in e));

/** Calls the example's function in a fresh load of dist/Code.js; its result, or the message it threw. */
function run(e: Example): { value?: unknown; thrown?: string } {
  const fn = loadCode()[e.name];
  if (typeof fn !== 'function') throw new Error(`dist/Code.js has no top-level ${e.name}`);
  try {
    return { value: fn(...(e.args ?? [])) };
  } catch (err) {
    // Errors from the vm realm are not `instanceof Error` here; check the shape.
    if (Object.prototype.toString.call(err) !== '[object Error]') throw err;
    return { thrown: (err as Error).message };
  }
}

/** What is wrong with `value` as the rows `expected`, or '' when it is them. */
function mismatch(value: unknown, expected: ExampleCell[][]): string {
  if (!Array.isArray(value) || !value.every(Array.isArray)) return `returned ${JSON.stringify(value)}, not rows of cells`;
  const shape = (rows: unknown[][]) => rows.map((r) => r.length).join(',');
  if (shape(value) !== shape(expected)) return `returned rows of ${shape(value)} cells, the example states ${shape(expected)}`;
  const wrong: string[] = [];
  expected.forEach((row, i) =>
    row.forEach((want, j) => {
      const got = value[i][j];
      const ok = 'text' in want ? got === want.text : isRoundedFraction(got, want.num, want.den);
      if (!ok)
        wrong.push(`row ${i + 1}, cell ${j + 1}: ${JSON.stringify(got)}, not ${'text' in want ? JSON.stringify(want.text) : want.source}`);
    }),
  );
  return wrong.join('; ');
}

describe('the examples in the function reference hold on dist/Code.js', () => {
  test('dist/Code.js carries the JSDoc of src/appsscript/Code.ts (else: run npm run build)', () => {
    const built = readEntryPoints('Code.js', readCode(), { exportedOnly: false }).functions;
    const docOf = new Map(built.map((f) => [f.name, f.doc?.text]));
    // A private export (extraArgumentsError_) has no top-level function to carry it.
    const stale = entryPoints.filter((f) => !isPrivateName(f.name) && docOf.get(f.name) !== jsDocOf(f).text).map((f) => f.name);
    if (stale.length) throw new Error(`dist/Code.js is older than src/appsscript/Code.ts for ${stale.join(', ')}: run \`npm run build\``);
  });

  test('every custom function has an example whose cells are checked', () => {
    const withChecked = new Set(checked.map(([, e]) => e.name));
    expect(custom.map((f) => f.name).filter((name) => !withChecked.has(name))).toEqual([]);
  });

  test.each(checked)('%s', (text, e) => {
    const { value, thrown } = run(e);
    if (e.error !== undefined) {
      if (thrown === undefined) throw new Error(`${e.formula} returned ${JSON.stringify(value)}; the example says it is refused`);
      expect(thrown).toBe(e.error);
      return;
    }
    if (thrown !== undefined) throw new Error(`${e.formula} threw "${thrown}"`);
    const problem = mismatch(value, e.rows ?? []);
    if (problem) throw new Error(`@example ${text}\n  ${e.formula} ${problem}`);
  });
});

describe('isRoundedFraction, the exact comparison the examples use', () => {
  const next = (x: number) => neighbours(x)[1];
  test('below 2^53: one IEEE division', () => {
    expect(isRoundedFraction(1 / 3, 1n, 3n)).toBe(true);
    expect(isRoundedFraction(next(1 / 3), 1n, 3n)).toBe(false);
    expect(isRoundedFraction('1/3', 1n, 3n)).toBe(false);
  });
  test('past 2^53: exact, with ties to even', () => {
    const d = 6n ** 30n;
    expect(isRoundedFraction(1, d - 1n, d)).toBe(true); // 1 − 6^-30 is nearer 1 than the double below 1
    expect(isRoundedFraction(neighbours(1)[0], d - 1n, d)).toBe(false);
    // (2^53 + 1) / 2^53 lies halfway between 1 and 1 + 2^-52: the even one, 1, wins.
    expect(isRoundedFraction(1, TWO_53 + 1n, TWO_53)).toBe(true);
    expect(isRoundedFraction(next(1), TWO_53 + 1n, TWO_53)).toBe(false);
    // (2^53 + 3) / 2^53 lies halfway between 1 + 2^-52 and 1 + 2^-51: the even one is 1 + 2^-51.
    expect(isRoundedFraction(next(next(1)), TWO_53 + 3n, TWO_53)).toBe(true);
    expect(isRoundedFraction(next(1), TWO_53 + 3n, TWO_53)).toBe(false);
    // 2^60 is exact as a double, so one division is correctly rounded too: both paths agree.
    expect(isRoundedFraction(2 ** 60 / 3, 2n ** 60n, 3n)).toBe(true);
    expect(isRoundedFraction(next(2 ** 60 / 3), 2n ** 60n, 3n)).toBe(false);
    expect(isRoundedFraction(0, 1n, 6n ** 500n)).toBe(true); // far below the least double: 0
    expect(isRoundedFraction(0, 1n, TWO_53)).toBe(false);
  });
});
