import { OddsRow } from '../blades/roll';
import { Fraction } from '../dice/fraction';
import { ROLL_SPECS, Unit } from '../rolls/registry';
import { ROLL_TYPES, RollChoice, RollType } from '../rolls/roll-types';

/**
 * The sidebar's lookups, as data: the chosen roll's registry entry turned
 * into a titled list of rows (with a bar each), totals (without) and a
 * mean for one pool. The sidebar renders whatever a view gives.
 */
export interface OddsView {
  /** Stable id, used for element ids and tests. */
  readonly id: RollType;
  readonly title: string;
  readonly rows: readonly OddsRow[];
  readonly totals: readonly OddsRow[];
  readonly mean?: { readonly label: string; readonly value: Fraction; readonly unit: Unit };
}

/** The roll-type switch, in its order: each roll type and its label. */
export const ROLL_SWITCH: ReadonlyArray<{ readonly roll: RollType; readonly name: string }> = ROLL_TYPES.map((roll) => ({
  roll,
  name: ROLL_SPECS[roll].name,
}));

/** The switch's word for a roll type: "Resistance". */
export const rollName = (roll: RollType): string => ROLL_SPECS[roll].name;

/** The view of one roll type for one pool: every figure an exact fraction from the engine. */
export function rollView(choice: RollChoice, dice: number): OddsView {
  const spec = ROLL_SPECS[choice.roll];
  return {
    id: choice.roll,
    title: spec.title(choice),
    rows: spec.rows(dice, choice),
    totals: spec.totals?.(dice) ?? [],
    mean: spec.mean && { label: spec.mean.label, value: spec.mean.of(dice, choice), unit: spec.mean.unit },
  };
}
