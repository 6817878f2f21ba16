import { MAX_DICE, MIN_DICE } from '../../src/blades/pool-size';

/**
 * How many runs a property test makes: its full count, written at the call
 * site, times PROPERTY_SCALE (default 0.1, so a local `npm test` is quick),
 * rounded; never fewer than the full count or 200, whichever is smaller.
 * CI sets PROPERTY_SCALE=1 (.ci/run), so every push runs the full counts.
 * The exhaustive tests (every pool, every track, every face tuple of a
 * crew) scale the same way: `spread` and `sized` below.
 */
export const DEFAULT_SCALE = 0.1;
export const FLOOR = 200;

/** A plain decimal, as a person would type it: `1`, `0.25`, `.5`, `2e-1`. */
const DECIMAL = /^(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** PROPERTY_SCALE as a number; an unset variable is the default, anything but a positive finite number throws. */
export function propertyScale(value: string | undefined = process.env.PROPERTY_SCALE): number {
  if (value === undefined) return DEFAULT_SCALE;
  const scale = DECIMAL.test(value) ? Number(value) : NaN;
  if (!(Number.isFinite(scale) && scale > 0)) {
    throw new Error(`PROPERTY_SCALE must be a positive number (e.g. 1 for the full counts), not ${JSON.stringify(value)}`);
  }
  return scale;
}

/** The number of runs for a property whose full count is `full`, at the current PROPERTY_SCALE. */
export function runs(full: number): number {
  if (!(Number.isSafeInteger(full) && full > 0)) throw new Error(`runs: the full count must be a positive integer, not ${full}`);
  return Math.max(Math.round(full * propertyScale()), Math.min(full, FLOOR));
}

/** Whether PROPERTY_SCALE asks for the full counts and sizes: 1 or more, as CI runs. */
export const atFullScale = (): boolean => propertyScale() >= 1;

/**
 * The cases an exhaustive test walks (every pool 0–20, every track 1–24, …):
 * all of them at full scale; below it, ⌈length × scale⌉ of them (at least
 * two) spread evenly from the first to the last, and each of `always`, the
 * kinds of case that must run every time (zero dice, one die, …). In the
 * order of `all`. A case of `always` that `all` lacks is a mistake at the
 * call site.
 */
export function spread<T>(all: readonly T[], always: readonly T[] = []): T[] {
  const scale = propertyScale();
  const key = (c: T) => JSON.stringify(c);
  const keys = all.map(key);
  for (const c of always) if (!keys.includes(key(c))) throw new Error(`spread: ${key(c)} is not one of the cases`);
  if (scale >= 1) return [...all];
  const n = all.length;
  const k = Math.min(n, Math.max(2, Math.ceil(n * scale)));
  const picked = new Set(always.map(key));
  for (let i = 0; i < k; i++) picked.add(keys[k === 1 ? 0 : Math.round((i * (n - 1)) / (k - 1))]);
  return all.filter((c) => picked.has(key(c)));
}

/** One enumeration's size: `full` at full scale, `quick` below it (fewer dice in a tuple, a shorter track, …). */
export const sized = <T>(full: T, quick: T): T => (atFullScale() ? full : quick);

/**
 * Every pool, MIN_DICE–MAX_DICE, for a test that walks them all; below full
 * scale a spread, always with zero dice, one die and two dice, which read a
 * roll each their own way (the lower of two; one die, no critical; the
 * fewest dice that can roll a critical).
 */
export const everyPool = (): number[] =>
  spread(
    Array.from({ length: MAX_DICE - MIN_DICE + 1 }, (_, i) => MIN_DICE + i),
    [0, 1, 2],
  );
