import { OddsRow } from '../blades/roll';
import { Mean, ROLL_SPECS, rollSpec } from '../rolls/registry';
import { ROLL_TYPES, RollChoice, RollType } from '../rolls/roll-types';

/**
 * The sidebar's lookups, as data: the chosen roll's registry entry turned
 * into a titled list of rows (with a bar each), means and totals (without)
 * for one pool, or for a group's pools. The sidebar renders whatever a view gives.
 */
export interface OddsView {
  /** Stable id, used for element ids and tests. */
  readonly id: RollType;
  readonly title: string;
  /** What the figures are of: "2 dice", "3 participants: 2, 1, 0 dice". */
  readonly subject: string;
  readonly rows: readonly OddsRow[];
  readonly means: readonly Mean[];
  readonly totals: readonly OddsRow[];
}

/** The roll-type switch, in its order: each roll type and its label. */
export const ROLL_SWITCH: ReadonlyArray<{ readonly roll: RollType; readonly name: string }> = ROLL_TYPES.map((roll) => ({
  roll,
  name: ROLL_SPECS[roll].name,
}));

/** The switch's word for a roll type: "Resistance". */
export const rollName = (roll: RollType): string => ROLL_SPECS[roll].name;

export const poolText = (pool: number): string => `${pool} ${pool === 1 ? 'die' : 'dice'}`;

/** Past this many, a group's heading counts its participants without listing their pools (the fields list them). */
const LISTED_POOLS = 4;

/** "2 dice" for one pool; a group's pools, "3 participants: 2, 1, 0 dice", or "12 participants". */
export function subjectText(choice: RollChoice, dice: number): string {
  if (choice.roll !== 'group') return poolText(dice);
  const k = choice.pools.length;
  if (k === 1) return `1 participant: ${poolText(choice.pools[0])}`;
  return k > LISTED_POOLS ? `${k} participants` : `${k} participants: ${choice.pools.join(', ')} dice`;
}

/** The view of one roll type for one pool (a group: its pools; `dice` unused): every figure an exact fraction from the engine. */
export function rollView(choice: RollChoice, dice: number): OddsView {
  const spec = rollSpec(choice);
  return {
    id: choice.roll,
    title: spec.title(choice),
    subject: subjectText(choice, dice),
    rows: spec.rows(dice, choice),
    means: spec.means?.(dice, choice) ?? [],
    totals: spec.totals?.(dice, choice) ?? [],
  };
}
