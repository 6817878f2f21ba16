import { CustomFunction } from './custom-functions';
import { rollSpec } from './registry';
import { RollChoice, isSpanChoice, subjectOf } from './roll-types';

/**
 * The argument separator of the formulas the inserts write. A script's
 * formula is read in the spreadsheet's locale, where "," fails wherever
 * the decimal separator is a comma (de_DE: "formula parse error"), while
 * ";" is read as the separator in every locale. Evidence and the live
 * check that confirms it: docs/live-check.md.
 */
export const WRITTEN_SEPARATOR = '; ';

/** The separator of a formula shown to a reader (the sidebar's preview), as they would type it in an English locale. */
export const SHOWN_SEPARATOR = ', ';

/** "=BLADES_TRAUMA(B4; 3; 9)": a call of `fn` on its arguments, joined by `separator`. */
export const formulaCall = (fn: CustomFunction, args: ReadonlyArray<number | string>, separator: string): string =>
  `=${fn}(${args.join(separator)})`;

/**
 * "=BLADES_RESIST(B3)", "=BLADES_CLOCK(2, 8, 1)", "=BLADES_GROUP(B3:B5, TRUE)":
 * the live formula of a choice on `subject`, the cell or range that holds
 * its subject (./roll-types.ts, ROLL_SUBJECTS: its pool or pools, an
 * engagement's advantages; the choice's own value, as a number, when left
 * out), first, or after the registry's `leading` arguments where the
 * function takes some (BLADES_WANTED's heat per score),
 * as a reader is shown it (SHOWN_SEPARATOR) or as the inserts write it
 * (WRITTEN_SEPARATOR). Its own module so that the sidebar, which shows it,
 * carries no Sheets argument checking. Marked stress is not an argument
 * of BLADES_RESIST or BLADES_VICE.
 */
export function rollFormula(choice: RollChoice, separator: string, subject?: number | string): string {
  const spec = rollSpec(choice);
  return formulaCall(spec.fn, [...(spec.leading?.(choice) ?? []), subject ?? defaultSubject(choice), ...spec.args(choice)], separator);
}

/** A count subject's own value; a crew's pools are in no one cell, so a reader is shown the word "pools". */
const defaultSubject = (choice: RollChoice): number | string => (isSpanChoice(choice) ? subjectOf(choice) : 'pools');
