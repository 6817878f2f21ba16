import { actionRows, atLeast } from '../blades/action';
import { clockRolls, clockRows } from '../blades/clock';
import { OddsRow } from '../blades/roll';
import { RollChoice, RollType, segmentsOf, segmentsText } from '../blades/roll-types';
import { resistance, resistanceRows, vice, viceRows } from '../blades/stress';
import { Fraction } from '../dice/fraction';
import { Unit } from './format';

/**
 * The sidebar's lookups, as data: one description per roll type, turning
 * the chosen pool (and a clock's segments) into a titled list of rows
 * (with a bar each), totals (without) and a mean. The sidebar renders
 * whatever a description gives, so a new roll type is one more entry.
 */
export interface OddsView {
  /** Stable id, used for element ids and tests. */
  readonly id: RollType;
  readonly title: string;
  readonly rows: readonly OddsRow[];
  readonly totals: readonly OddsRow[];
  readonly mean?: { readonly label: string; readonly value: Fraction; readonly unit: Unit };
}

interface RollView {
  readonly roll: RollType;
  /** The roll-type switch's label. */
  readonly name: string;
  readonly title: (choice: RollChoice) => string;
  readonly rows: (dice: number, choice: RollChoice) => OddsRow[];
  readonly totals?: (dice: number) => OddsRow[];
  readonly mean?: { readonly label: string; readonly unit: Unit; readonly of: (dice: number, choice: RollChoice) => Fraction };
}

const STRESS: Unit = { one: 'stress', many: 'stress' };
const ROLLS: Unit = { one: 'roll', many: 'rolls' };

/** In the switch's order. */
export const ROLL_VIEWS: readonly RollView[] = [
  {
    roll: 'action',
    name: 'Action',
    title: () => 'Action roll',
    rows: actionRows,
    // The two chances players ask about.
    totals: (dice) => [
      { label: 'At least Partial', fraction: atLeast(dice, 'Partial') },
      { label: 'Clean or better', fraction: atLeast(dice, 'Clean') },
    ],
  },
  {
    roll: 'resistance',
    name: 'Resistance',
    title: () => 'Resistance roll',
    rows: resistanceRows,
    mean: { label: 'Mean cost', unit: STRESS, of: (dice) => resistance(dice).mean() },
  },
  {
    roll: 'vice',
    name: 'Vice',
    title: () => 'Indulging a vice',
    rows: viceRows,
    mean: { label: 'Mean cleared', unit: STRESS, of: (dice) => vice(dice).mean() },
  },
  {
    roll: 'clock',
    name: 'Clock',
    title: (c) => `Clock of ${segmentsText(segmentsOf(c))}`,
    rows: (dice, c) => clockRows(dice, segmentsOf(c)),
    mean: { label: 'Mean to fill', unit: ROLLS, of: (dice, c) => clockRolls(dice, segmentsOf(c)).mean() },
  },
];

const entryFor = (roll: RollType): RollView => {
  const found = ROLL_VIEWS.find((v) => v.roll === roll);
  if (!found) throw new Error(`no sidebar view for the ${roll} roll`);
  return found;
};

/** The switch's word for a roll type: "Resistance". */
export const rollName = (roll: RollType): string => entryFor(roll).name;

/** The view of one roll type for one pool: every figure an exact fraction from the engine. */
export function rollView(choice: RollChoice, dice: number): OddsView {
  const d = entryFor(choice.roll);
  return {
    id: d.roll,
    title: d.title(choice),
    rows: d.rows(dice, choice),
    totals: d.totals?.(dice) ?? [],
    mean: d.mean && { label: d.mean.label, value: d.mean.of(dice, choice), unit: d.mean.unit },
  };
}
