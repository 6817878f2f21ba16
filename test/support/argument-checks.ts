import { Expected, expectedBandCell, expectedIntegerCell, expectedPositionCell } from './arbitrary-cells';

/**
 * One argument of a custom function as the README documents it: how a cell
 * reads (independently of the product's parser) and how its error message
 * ends. Shared by the property tests of every function.
 */
export interface Argument<T = unknown> {
  readonly name: string;
  /** The documented reading of one cell (undefined: the argument omitted). */
  readonly read: (value: unknown) => Expected<T>;
  /** The sentence after the problem, e.g. "Use an integer dice count 0–20." */
  readonly advice: string;
  /** Extra advice that comes exactly with negative whole numbers (dice). */
  readonly negativeHint?: string;
}

const DICE_HINT = 'A negative pool rolls as zero dice: pass 0, e.g. MAX(0, A2-1).';

export function integerArgument(
  name: string,
  noun: string,
  min: number,
  max: number,
  fallback?: number,
  negativeHint?: string,
): Argument<number> {
  return {
    name,
    advice: `Use an integer ${noun} ${min}–${max}.`,
    negativeHint,
    read: (v) =>
      v !== undefined
        ? expectedIntegerCell(v, min, max)
        : fallback !== undefined
          ? { kind: 'ok', value: fallback }
          : { kind: 'error', problem: 'is missing' },
  };
}

export const DICE = integerArgument('dice', 'dice count', 0, 20, 2, DICE_HINT);
export const SEGMENTS = integerArgument('segments', 'segment count', 1, 24);
export const MAX_DICE = integerArgument('max_dice', 'dice count', 0, 20, 6, DICE_HINT);
export const MIN_DICE = integerArgument('min_dice', 'dice count', 0, 20, 0, DICE_HINT);
export const COIN = integerArgument('coin', 'coin count', 0, 3, 0);
export const STRESS = integerArgument('stress', 'stress count', 0, 24);
export const TRACK = integerArgument('track', 'track length', 1, 24, 9);
/** A progress clock's rolls, called with 4 segments: omitted, as many rolls as segments. */
export const ROLLS = integerArgument('rolls', 'roll count', 1, 50, 4);
export const BAND: Argument<string> = {
  name: 'band',
  advice: 'Use Bad, Partial, Clean or Critical (any case).',
  read: (v) => (v === undefined ? { kind: 'error', problem: 'is missing' } : expectedBandCell(v)),
};

export const THREATS = integerArgument('threats', 'threat count', 1, 6);
export const POSITION: Argument<string> = {
  name: 'position',
  advice: 'Use risky or desperate (any case).',
  read: (v) => (v === undefined ? { kind: 'ok', value: 'risky' } : expectedPositionCell(v)),
};

/**
 * The cells given for one argument: a single value, or a one-column range
 * (only a pool may be one). A blank single value of a non-pool argument
 * is an error; a blank pool cell is a blank row.
 */
export interface Given<T> {
  readonly arg: Argument<T>;
  readonly cells: unknown[];
  readonly asRange?: boolean;
  readonly blankIsRow?: boolean;
}

/** What the rules call for once every argument reads well: the rows, or an exact error message. */
export type Result = unknown[][] | { message: string };

/**
 * The documented bound on any error message: the longest fixed wording
 * plus a quoted value of at most 30 characters (each escaped as up to six)
 * and its length.
 */
export const MAX_MESSAGE = 400;

/**
 * A text value as a message must quote it: whole up to 30 characters; else
 * its first 30 (29 when the 30th would split an emoji), an ellipsis inside
 * the quotes, and its length in characters, grouped in thousands by commas.
 */
export function quoted(text: string): string {
  if (text.length <= 30) return JSON.stringify(text);
  const cut = /[\ud800-\udbff]/.test(text[29]) ? 29 : 30;
  const count = text.length.toLocaleString('en-US');
  return `${JSON.stringify(text.slice(0, cut) + '…')} (${count} characters)`;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const patterns = new Map<string, RegExp>();

/** The documented message: `FN: name <value>[ in row R of the range] is <problem>. <advice>[ <hint>]`. */
function messagePattern(fn: string, arg: Argument<unknown>): RegExp {
  const key = `${fn} ${arg.name}`;
  let pattern = patterns.get(key);
  if (!pattern) {
    pattern = new RegExp(
      `^${escape(fn)}: ${escape(arg.name)}(?: (.+?))??(?: in row (\\d+) of the range)? (is [^.]+)\\. ${escape(arg.advice)}( .+)?$`,
    );
    patterns.set(key, pattern);
  }
  return pattern;
}

/**
 * One call's outcome against the rules. Arguments are read in the order
 * given (single values before the dice column, as documented). The first
 * bad single value (a Given without `asRange`) must be the error, thrown,
 * naming the function, the argument, the value, the problem in the
 * documented words and the advice. Otherwise the call returns `expected`,
 * except that each bad cell of a dice column (`asRange`) shows that same
 * message, with its row in the range, in the first cell of its own row, the
 * rest of the row blank (poolRows gives a blank row for it), while every
 * other row keeps its cells. Returns the number of cells checked.
 */
export function checkCall(
  fn: string,
  given: ReadonlyArray<Given<any>>, // eslint-disable-line @typescript-eslint/no-explicit-any
  call: () => unknown,
  expected: (reads: Expected<any>[][]) => Result, // eslint-disable-line @typescript-eslint/no-explicit-any
): number {
  const reads = given.map((g) => g.cells.map((v) => g.arg.read(v)));
  const problemOf = (g: Given<unknown>, e: Expected<unknown>) =>
    e.kind === 'error' ? e.problem : e.kind === 'blank' && !g.blankIsRow ? 'is blank' : null;
  let failure: Failure | undefined;
  /** The bad cells of the dice column, each shown in its own row. */
  const rowFailures: Failure[] = [];
  given.forEach((g, i) =>
    reads[i].forEach((e, row) => {
      const problem = problemOf(g, e);
      if (problem === null) return;
      if (g.asRange) rowFailures.push({ g, row, problem });
      else failure ??= { g, row, problem };
    }),
  );
  const wanted = failure ? null : expected(reads);
  let result: unknown;
  try {
    result = call();
  } catch (e) {
    expect(Object.prototype.toString.call(e)).toBe('[object Error]');
    const message = (e as Error).message;
    if (wanted && !Array.isArray(wanted)) {
      expect(message).toBe(wanted.message);
      return cellCount(given);
    }
    expect(failure).toBeDefined();
    checkMessage(fn, failure!, message);
    return cellCount(given);
  }
  expect(failure).toBeUndefined();
  expect(Array.isArray(wanted)).toBe(true);
  const rows = wanted as unknown[][];
  expect(Array.isArray(result)).toBe(true);
  const got = result as unknown[][];
  expect(got).toHaveLength(rows.length);
  const bad = new Map(rowFailures.map((f) => [f.row, f]));
  got.forEach((row, r) => {
    const f = bad.get(r);
    if (!f) return expect(row).toEqual(rows[r]);
    // The row of a bad cell: its message first, then the blanks of a blank row.
    expect(typeof row[0]).toBe('string');
    checkMessage(fn, f, row[0] as string);
    expect(row.slice(1)).toEqual(rows[r].slice(1));
  });
  return cellCount(given);
}

/** A bad cell: its argument, its index among the argument's cells, and the documented problem. */
interface Failure {
  readonly g: Given<unknown>;
  readonly row: number;
  readonly problem: string;
}

/** The message for a bad cell: every part of it as documented, its row named exactly when it is a range's. */
function checkMessage(fn: string, { g, row, problem }: Failure, message: string): void {
  const match = messagePattern(fn, g.arg).exec(message);
  expect(match).not.toBeNull();
  const [, shown, rowShown, problemShown, hint] = match!;
  expect(problemShown).toBe(problem);
  expect(rowShown === undefined ? undefined : Number(rowShown)).toBe(g.asRange ? row + 1 : undefined);
  const bad = g.cells[row];
  expect(message.length).toBeLessThanOrEqual(MAX_MESSAGE);
  if (typeof bad === 'string') expect(shown).toBe(quoted(bad));
  if (typeof bad === 'number') expect(shown).toBe(Object.is(bad, -0) ? '0' : String(bad));
  if (bad === undefined) expect(shown).toBeUndefined();
  if (Object.prototype.toString.call(bad) === '[object Date]') {
    // A date is never named as a day: the day depends on a time zone the code cannot know.
    expect(shown).toBeUndefined();
    expect(message).not.toMatch(/\d{4}-\d\d-\d\d|\d\d?\/\d\d?\/\d{2,4}/);
  }
  expect(hint).toBe(g.arg.negativeHint && problem === 'is negative' ? ` ${g.arg.negativeHint}` : undefined);
}

const cellCount = (given: ReadonlyArray<Given<unknown>>) => given.reduce((n, g) => n + g.cells.length, 0);

/** The value of a read that checkCall has already found good. */
export function valueOf<T>(e: Expected<T>): T {
  if (e.kind !== 'ok') throw new Error(`expected a good value, got ${e.kind}`);
  return e.value;
}

/** The rows a pool column calls for: a pool's row, or a blank row of the same width (for a blank cell, and under a bad cell's message). */
export function poolRows(reads: Expected<number>[], width: number, row: (dice: number) => unknown[]): unknown[][] {
  return reads.map((e) => (e.kind === 'ok' ? row(e.value) : new Array(width).fill('')));
}
