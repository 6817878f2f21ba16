/**
 * How many runs a property test makes: its full count, written at the call
 * site, times PROPERTY_SCALE (default 0.1, so a local `npm test` is quick),
 * rounded; never fewer than the full count or 200, whichever is smaller.
 * CI sets PROPERTY_SCALE=1 (.ci/run), so every push runs the full counts.
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
