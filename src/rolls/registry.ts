import { actionRows, atLeast, BANDS } from '../blades/action';
import { clockRolls, clockRows } from '../blades/clock';
import { OddsRow } from '../blades/roll';
import { RESISTANCE_COSTS, resistance, resistanceRows, VICE_CLEARED, vice, viceRows } from '../blades/stress';
import { Fraction } from '../dice/fraction';
import { RollChoice, RollType, segmentsOf, segmentsText } from './roll-types';

/**
 * Everything each roll type is, shows and is called, in one place: the
 * custom function a live cell calls, the columns of its row, and what the
 * sidebar lists. Typed Record<RollType, …>, so a roll type added to
 * ROLL_TYPES is a compile error until it has an entry here; the inserts
 * (src/sheets/insert-blocks.ts), the formula text (./formula.ts) and the
 * sidebar's views read this alone. Pure: no Sheets, no DOM.
 */

/** How a mean is read aloud and shown: "3.47 stress", "1 roll". */
export interface Unit {
  readonly one: string;
  readonly many: string;
}

export interface RollSpec {
  /** The sidebar switch's label. */
  readonly name: string;
  /** The sidebar's heading: "Resistance roll", "Clock of 8 segments". */
  readonly title: (choice: RollChoice) => string;
  /** The custom function a live cell calls; its row spills across the columns. */
  readonly fn: string;
  /** In messages, "the 0–6 dice resistance table". The action table is plain "table", as BLADES_ODDS_TABLE's. */
  readonly table: string;
  /**
   * What each column of the function's row is, as the inserted table's
   * header names it ("Partial", "Cost 0", "Clear 3", "By roll 2"): the one
   * place the columns are named, and the row's width.
   */
  readonly headings: (choice: RollChoice) => string[];
  /**
   * Whether the columns split one pool's outcomes (each row sums to 1), so
   * a chart stacks them; a clock's are running totals, drawn side by side.
   */
  readonly partition: boolean;
  /** One pool's exact odds, one per heading, labelled as the sidebar lists them. */
  readonly rows: (dice: number, choice: RollChoice) => OddsRow[];
  /** Sums the sidebar lists below the rows. */
  readonly totals?: (dice: number) => OddsRow[];
  readonly mean?: { readonly label: string; readonly unit: Unit; readonly of: (dice: number, choice: RollChoice) => Fraction };
}

const STRESS: Unit = { one: 'stress', many: 'stress' };
const ROLLS: Unit = { one: 'roll', many: 'rolls' };

export const ROLL_SPECS: Record<RollType, RollSpec> = {
  action: {
    name: 'Action',
    title: () => 'Action roll',
    fn: 'BLADES_BANDS',
    partition: true,
    table: 'table',
    headings: () => [...BANDS],
    rows: actionRows,
    // The two chances players ask about.
    totals: (dice) => [
      { label: 'At least Partial', fraction: atLeast(dice, 'Partial') },
      { label: 'Clean or better', fraction: atLeast(dice, 'Clean') },
    ],
  },
  resistance: {
    name: 'Resistance',
    title: () => 'Resistance roll',
    fn: 'BLADES_RESIST',
    partition: true,
    table: 'resistance table',
    // The critical's "cost" clears 1 stress; short enough for a column.
    headings: () => RESISTANCE_COSTS.map((c) => (c < 0 ? `Cost −${-c} (crit)` : `Cost ${c}`)),
    rows: resistanceRows,
    mean: { label: 'Mean cost', unit: STRESS, of: (dice) => resistance(dice).mean() },
  },
  vice: {
    name: 'Vice',
    title: () => 'Indulging a vice',
    fn: 'BLADES_VICE',
    partition: true,
    table: 'vice table',
    headings: () => VICE_CLEARED.map((x) => `Clear ${x}`),
    rows: viceRows,
    mean: { label: 'Mean cleared', unit: STRESS, of: (dice) => vice(dice).mean() },
  },
  clock: {
    name: 'Clock',
    title: (c) => `Clock of ${segmentsText(segmentsOf(c))}`,
    fn: 'BLADES_CLOCK',
    partition: false,
    table: 'clock table',
    headings: (c) => Array.from({ length: segmentsOf(c) }, (_, i) => `By roll ${i + 1}`),
    rows: (dice, c) => clockRows(dice, segmentsOf(c)),
    mean: { label: 'Mean to fill', unit: ROLLS, of: (dice, c) => clockRolls(dice, segmentsOf(c)).mean() },
  },
};

export const rollSpec = (choice: RollChoice): RollSpec => ROLL_SPECS[choice.roll];
