import { BANDS } from '../blades/action';
import { EFFECT_TICKS, EFFECTS, MAX_TICKS, Ticks } from '../blades/progress';
import { isDate } from './cell';
import { rangeWidth } from './dice-column';
import { argumentError, readInteger } from './integer-arg';
import { ticksSpec } from './integer-specs';
import { joinWords } from './words';

/** What an effect argument may be, as every refusal of one advises. */
export const EFFECT_ADVICE = `Use ${joinWords(EFFECTS, 'or')} (any case), or a row of four tick counts 0–${MAX_TICKS} for ${joinWords(BANDS, 'and')}, e.g. {0,2,2,3}.`;

/** A tick row as a formula writes it: {0,0,0,2}. */
export const ticksText = (ticks: Ticks): string => `{${ticks.join(',')}}`;

/**
 * The `effect` argument of a progress clock (docs/rules.md#effect-on-a-progress-clock):
 * an effect level's name in any case, spaces around it ignored, or a row of
 * four whole numbers 0–24, the segments ticked on Bad, Partial, Clean and
 * Critical: a range across one row, or an array literal {1,2,3,5} (which
 * Sheets passes as [[1,2,3,5]]). Decision: a column of four is refused, not
 * turned: every other row argument here is read as written, and a column
 * beside a dice column reads as one tick count per pool, which it is not.
 * A row of other than four, a cell that is no whole number 0–24 or is
 * blank, and a row of zeros (it ticks nothing) are refused by name.
 */
export function readEffect(fn: string, value: unknown): Ticks {
  if (typeof value === 'string') {
    const typed = value.trim().toLowerCase();
    const effect = EFFECTS.find((e) => e === typed);
    if (effect) return EFFECT_TICKS[effect];
  }
  if (Array.isArray(value)) return readTickRow(fn, value);
  const problem =
    value === null || value === undefined
      ? 'is missing'
      : value === ''
        ? 'is blank'
        : isDate(value)
          ? 'is a date, not an effect'
          : typeof value === 'number'
            ? 'is one number, not an effect'
            : 'is not an effect';
  throw argumentError(fn, 'effect', value ?? undefined, null, problem, EFFECT_ADVICE);
}

function readTickRow(fn: string, range: unknown[]): Ticks {
  const width = rangeWidth(fn, 'effect', range);
  const rows = range as unknown[][];
  if (rows.length !== 1 || width !== BANDS.length) {
    const shape =
      rows.length === BANDS.length && width === 1
        ? `is a column of ${BANDS.length} cells, not a row`
        : rows.length === 1
          ? `is a row of ${width} cell${width === 1 ? '' : 's'}, not ${BANDS.length}`
          : `is ${rows.length} rows by ${width} columns, not one row of ${BANDS.length}`;
    throw argumentError(fn, 'effect', range, null, shape, EFFECT_ADVICE);
  }
  const ticks = BANDS.map((band, i) => {
    const spec = ticksSpec(band);
    const n = readInteger(fn, spec, rows[0][i], null);
    if (n === null) throw argumentError(fn, spec.name, undefined, null, 'is blank', EFFECT_ADVICE);
    return n;
  });
  const [bad, partial, clean, critical] = ticks;
  if (ticks.every((t) => t === 0)) {
    throw argumentError(
      fn,
      'effect',
      range,
      null,
      `${ticksText([0, 0, 0, 0])} ticks no segment on any result, so the clock never fills`,
      'Give at least one tick count above 0.',
    );
  }
  return [bad, partial, clean, critical];
}
