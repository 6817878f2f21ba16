import { isDate } from './cell';
import { argumentError } from './integer-arg';

/** How one TRUE/FALSE argument is named and explained in errors. */
export interface SwitchSpec {
  readonly name: string;
  /** Extra advice when a number arrives: often a value meant for another argument. */
  readonly numberHint?: string;
}

/**
 * A TRUE/FALSE argument, e.g. a checkbox cell. Omitted or a blank cell is
 * FALSE, as Sheets reads a blank in a logical test. Only the values TRUE
 * and FALSE are accepted: text (even "TRUE", which Sheets' own IF refuses)
 * and numbers (which IF would read as nonzero = TRUE) are refused, since
 * here they are far more often a slip (a pool typed one argument too far)
 * than a choice.
 */
export function readSwitch(fn: string, spec: SwitchSpec, value: unknown): boolean {
  if (value === undefined || value === null || value === '') return false;
  if (typeof value === 'boolean') return value;
  const problem =
    typeof value === 'number'
      ? 'is a number, not TRUE or FALSE'
      : typeof value === 'string'
        ? 'is text, not TRUE or FALSE'
        : isDate(value)
          ? 'is a date, not TRUE or FALSE'
          : Array.isArray(value)
            ? 'is a range where one value was expected'
            : 'is not TRUE or FALSE';
  const hint = typeof value === 'number' && spec.numberHint ? ` ${spec.numberHint}` : '';
  throw argumentError(fn, spec.name, value, null, problem, `Use TRUE or FALSE (a checkbox works); blank or omitted means FALSE.${hint}`);
}
