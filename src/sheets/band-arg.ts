import { Band, BANDS } from '../blades/action';
import { isDate } from './cell';
import { argumentError } from './integer-arg';
import { joinWords } from './words';

/**
 * The `band` argument: one of the four band names, in any case, with
 * surrounding spaces ignored (a typed "partial " is meant as Partial).
 * Anything else is refused with the four valid names; a range too, as the
 * band applies to every row of a dice column.
 */
export function readBand(fn: string, value: unknown): Band {
  const typed = typeof value === 'string' ? value.trim().toLowerCase() : null;
  const band = BANDS.find((b) => b.toLowerCase() === typed);
  if (band) return band;
  const problem =
    value === null || value === undefined
      ? 'is missing'
      : value === ''
        ? 'is blank'
        : Array.isArray(value)
          ? 'is a range where one value was expected'
          : isDate(value)
            ? 'is a date, not a band'
            : 'is not a band';
  throw argumentError(fn, 'band', value ?? undefined, null, problem, `Use ${joinWords(BANDS, 'or')} (any case).`);
}
