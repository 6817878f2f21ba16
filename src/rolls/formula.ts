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

/**
 * "=BLADES_RESIST(B3)", "=BLADES_CLOCK(2, 8)": the live formula for a pool
 * (a number or a cell), as a reader types it (", "), or as the inserts
 * write it (WRITTEN_SEPARATOR). Its own module so that the sidebar, which
 * shows it, carries no Sheets argument checking.
 */
export function rollFormula(choice: RollChoice, dice: number | string, separator = ', '): string {
  const args = choice.segments === undefined ? [dice] : [dice, choice.segments];
  return `=${ROLL_SPECS[choice.roll].fn}(${args.join(separator)})`;
}
