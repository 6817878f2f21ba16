import { ROLL_SPECS } from './registry';
import { RollChoice } from './roll-types';

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
export const formulaCall = (fn: string, args: ReadonlyArray<number | string>, separator: string): string =>
  `=${fn}(${args.join(separator)})`;

/**
 * "=BLADES_RESIST(B3)", "=BLADES_CLOCK(2, 8, 1)", "=BLADES_GROUP(B3:B5, TRUE)":
 * the live formula for a pool (a number or a cell) or, for a group, its
 * pools (a range or a list), as a reader is shown it (SHOWN_SEPARATOR) or
 * as the inserts write it (WRITTEN_SEPARATOR). Its own module so that the
 * sidebar, which shows it, carries no Sheets argument checking.
 */
export function rollFormula(choice: RollChoice, subject: number | string, separator: string): string {
  return formulaCall(ROLL_SPECS[choice.roll].fn, [subject, ...moreArgs(choice)], separator);
}

/**
 * The arguments after the pool: a clock's segments and its coin (left out
 * at 0, the function's default), a group's TRUE for Synchronized. Marked
 * stress is not an argument of BLADES_RESIST or BLADES_VICE.
 */
function moreArgs(choice: RollChoice): Array<number | string> {
  switch (choice.roll) {
    case 'clock':
      return choice.coin ? [choice.segments, choice.coin] : [choice.segments];
    case 'group':
      return choice.synchronized ? ['TRUE'] : [];
    case 'action':
    case 'resistance':
    case 'vice':
      return [];
  }
}
