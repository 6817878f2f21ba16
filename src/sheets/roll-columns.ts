import { BANDS } from '../blades/action';
import { RollChoice, RollType, segmentsOf } from '../blades/roll-types';
import { RESISTANCE_COSTS, VICE_CLEARED } from '../blades/stress';
import { OutputRow } from './cell';
import { bladesBands, bladesClock, bladesResist, bladesVice } from './functions';

/**
 * How each roll type fills one row of a sheet: the custom function a live
 * cell calls, what its columns are, and its row as values (the function's
 * own output, so a values table shows what the live one would). One entry
 * per roll type; the inserts (odds-table.ts) work from this alone.
 */
interface RollColumns {
  /** The custom function; it spills across the columns. */
  readonly fn: string;
  /** In messages, "the 0–6 dice resistance table". The action table is plain "table", as BLADES_ODDS_TABLE's. */
  readonly table: string;
  /** What each column is: the band, the stress, the roll number. */
  readonly headings: (choice: RollChoice) => Array<number | string>;
  readonly values: (dice: number, choice: RollChoice) => OutputRow;
}

const ROLL_COLUMNS: Record<RollType, RollColumns> = {
  action: { fn: 'BLADES_BANDS', table: 'table', headings: () => [...BANDS], values: (dice) => bladesBands(dice)[0] },
  resistance: {
    fn: 'BLADES_RESIST',
    table: 'resistance table',
    headings: () => [...RESISTANCE_COSTS],
    values: (dice) => bladesResist(dice)[0],
  },
  vice: { fn: 'BLADES_VICE', table: 'vice table', headings: () => [...VICE_CLEARED], values: (dice) => bladesVice(dice)[0] },
  clock: {
    fn: 'BLADES_CLOCK',
    table: 'clock table',
    headings: (c) => Array.from({ length: segmentsOf(c) }, (_, i) => i + 1),
    values: (dice, c) => bladesClock(dice, segmentsOf(c))[0],
  },
};

export const rollColumns = (choice: RollChoice): RollColumns => ROLL_COLUMNS[choice.roll];

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
 * write it (WRITTEN_SEPARATOR).
 */
export function rollFormula(choice: RollChoice, dice: number | string, separator = ', '): string {
  const args = choice.segments === undefined ? [dice] : [dice, choice.segments];
  return `=${rollColumns(choice).fn}(${args.join(separator)})`;
}
