import { actionRows, atLeast, BANDS } from '../blades/action';
import { clockRolls, clockRows } from '../blades/clock';
import { OddsRow } from '../blades/roll';
import { RESISTANCE_COSTS, resistance, resistanceRows, VICE_CLEARED, vice, viceRows } from '../blades/stress';
import { Fraction } from '../dice/fraction';
import { BAND_COLOURS, CLOCK_COLOUR, RESISTANCE_COLOURS, VICE_COLOURS } from './colours';
import { clearedMeans, groupRows, groupSubtitle, leaderStressMean, leaderStressRows, riskRows } from './campaign-rows';
import { ChoiceOf, RollChoice, RollType, clockDetails } from './roll-types';

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

/** One mean as a view lists it, below the rows. */
export interface Mean {
  readonly label: string;
  readonly unit: Unit;
  readonly value: Fraction;
}

/**
 * One roll type's entry. Its functions take that roll type's own choice
 * (ChoiceOf<R>), so a clock's entry reads its segments without a check. A
 * group action has no single pool: its functions ignore `dice` and read
 * the pools in its choice.
 */
export interface RollSpec<R extends RollType = RollType> {
  /** The sidebar switch's label. */
  readonly name: string;
  /** The sidebar's heading: "Resistance roll", "Clock of 8 segments". */
  readonly title: (choice: ChoiceOf<R>) => string;
  /** The custom function a live cell calls; its row spills across the columns. */
  readonly fn: string;
  /** In messages, "the 0–6 dice resistance table". The action table is plain "table", as BLADES_ODDS_TABLE's. */
  readonly table: string;
  /**
   * What each column of the function's row is, as the inserted table's
   * header names it ("Partial", "Cost 0", "Clear 3", "By roll 2"): the one
   * place the columns are named, and the row's width.
   */
  readonly headings: (choice: ChoiceOf<R>) => string[];
  /**
   * Whether the columns split one pool's outcomes (each row sums to 1), so
   * a chart stacks them; a clock's are running totals, drawn side by side.
   */
  readonly partition: boolean;
  /** Each column's colour in both charts, the sidebar's and the native one, one per heading (./colours.ts). */
  readonly colours: (choice: ChoiceOf<R>) => readonly string[];
  /** One pool's exact odds, one per heading, labelled as the sidebar lists them. */
  readonly rows: (dice: number, choice: ChoiceOf<R>) => OddsRow[];
  /** Further chances the sidebar lists below the rows (sums, the risk to the stress track), without bars. */
  readonly totals?: (dice: number, choice: ChoiceOf<R>) => OddsRow[];
  /** Means the sidebar lists below the rows, before the totals. */
  readonly means?: (dice: number, choice: ChoiceOf<R>) => Mean[];
}

const STRESS: Unit = { one: 'stress', many: 'stress' };
const ROLLS: Unit = { one: 'roll', many: 'rolls' };

export const ROLL_SPECS: { readonly [R in RollType]: RollSpec<R> } = {
  action: {
    name: 'Action',
    title: () => 'Action roll',
    fn: 'BLADES_BANDS',
    partition: true,
    table: 'table',
    headings: () => [...BANDS],
    colours: () => BAND_COLOURS,
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
    colours: () => RESISTANCE_COLOURS,
    rows: resistanceRows,
    means: (dice) => [{ label: 'Mean cost', unit: STRESS, value: resistance(dice).mean() }],
    totals: riskRows,
  },
  vice: {
    name: 'Vice',
    title: () => 'Indulging a vice',
    fn: 'BLADES_VICE',
    partition: true,
    table: 'vice table',
    headings: () => VICE_CLEARED.map((x) => `Clear ${x}`),
    colours: () => VICE_COLOURS,
    rows: viceRows,
    means: (dice, c) => [{ label: 'Mean cleared', unit: STRESS, value: vice(dice).mean() }, ...clearedMeans(dice, c, STRESS)],
    totals: riskRows,
  },
  clock: {
    name: 'Clock',
    title: (c) => `Clock of ${clockDetails(c).join(', ')}`,
    fn: 'BLADES_CLOCK',
    partition: false,
    table: 'clock table',
    headings: (c) => Array.from({ length: c.segments }, (_, i) => `By roll ${i + 1}`),
    colours: (c) => new Array<string>(c.segments).fill(CLOCK_COLOUR),
    rows: (dice, c) => clockRows(dice, c.segments, c.coin ?? 0),
    means: (dice, c) => [{ label: 'Mean to fill', unit: ROLLS, value: clockRolls(dice, c.segments, c.coin ?? 0).mean() }],
  },
  group: {
    name: 'Group',
    title: (c) => `Group action${groupSubtitle(c)}`,
    fn: 'BLADES_GROUP',
    partition: true,
    table: 'group table',
    headings: () => [...BANDS],
    colours: () => BAND_COLOURS,
    rows: (_dice, c) => groupRows(c),
    totals: (_dice, c) => leaderStressRows(c),
    means: (_dice, c) => [{ label: 'Leader’s mean stress', unit: STRESS, value: leaderStressMean(c) }],
  },
};

/**
 * The entry of a choice's roll type. ROLL_SPECS[choice.roll] is a union of
 * entries that TypeScript cannot call with the (union) choice; each entry
 * takes exactly the choice of its own key, so the widening is sound for
 * the `choice` given here, and callers pass that same choice back.
 */
export const rollSpec = (choice: RollChoice): RollSpec => ROLL_SPECS[choice.roll] as RollSpec;
