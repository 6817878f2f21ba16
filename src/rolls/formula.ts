import { ROLL_SPECS } from './registry';
import { RollChoice } from './roll-types';

/**
 * "=BLADES_RESIST(B3)", "=BLADES_CLOCK(2, 8)": the live formula for a pool
 * (a number or a cell). Its own module so that the sidebar, which shows and
 * inserts it, carries no Sheets argument checking.
 */
export function rollFormula(choice: RollChoice, dice: number | string): string {
  const args = choice.segments === undefined ? [dice] : [dice, choice.segments];
  return `=${ROLL_SPECS[choice.roll].fn}(${args.join(', ')})`;
}
