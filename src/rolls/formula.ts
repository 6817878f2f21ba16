import { ROLL_SPECS } from './registry';
import { RollChoice } from './roll-types';

/**
 * "=BLADES_RESIST(B3)", "=BLADES_CLOCK(2, 8, 1)", "=BLADES_GROUP(B3:B5, TRUE)":
 * the live formula for a pool (a number or a cell) or, for a group, its
 * pools (a range or a list). Its own module so that the sidebar, which shows
 * and inserts it, carries no Sheets argument checking.
 */
export function rollFormula(choice: RollChoice, subject: number | string): string {
  return `=${ROLL_SPECS[choice.roll].fn}(${[subject, ...moreArgs(choice)].join(', ')})`;
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
