import { ROLL_TYPES, RollType } from './roll-types';

/**
 * The sidebar's navigation: the roll types in families, by when a GM rolls
 * them (docs/sidebar.md, *Roll type*). Each roll type's family is declared
 * once, in ROLL_FAMILY, typed by RollType: a roll type added to ROLL_TYPES
 * without a family fails the typecheck. The navigation, its order and the
 * help's order are read from here.
 */

/** The families, in the navigation's order, each with the heading it shows. */
export const FAMILIES = [
  { id: 'score', name: 'Score' },
  { id: 'stress', name: 'Stress' },
  { id: 'clocks', name: 'Clocks' },
  { id: 'downtime', name: 'Downtime' },
  { id: 'deep-cuts', name: 'Deep Cuts' },
] as const;
export type FamilyId = (typeof FAMILIES)[number]['id'];

/**
 * Each roll type's family. Decision: the score's rolls (an action roll, a
 * group action, and the rolls that start or settle a score) sit together;
 * the stress a character pays or clears; clocks filled roll by roll (a
 * progress clock too: its rows are the rolls to fill it); the crew's rolls
 * between scores; Deep Cuts' rolls apart, as another rule set.
 */
export const ROLL_FAMILY: { readonly [R in RollType]: FamilyId } = {
  action: 'score',
  resistance: 'stress',
  vice: 'stress',
  clock: 'clocks',
  progress: 'clocks',
  group: 'score',
  threat: 'deep-cuts',
  // The roll that starts a score.
  engagement: 'score',
  // Between scores: the entanglements after a score, the heat the crew takes and clears.
  entanglement: 'downtime',
  wanted: 'downtime',
  acquire: 'downtime',
  versus: 'downtime',
};

/** A family on the navigation: its heading and its roll types, in ROLL_TYPES' order. */
export interface RollFamily {
  readonly id: FamilyId;
  readonly name: string;
  readonly rolls: readonly RollType[];
}

/** The families the navigation shows, in order: a family with no roll type is left out. */
export const ROLL_FAMILIES: readonly RollFamily[] = FAMILIES.map((f) => ({
  ...f,
  rolls: ROLL_TYPES.filter((r) => ROLL_FAMILY[r] === f.id),
})).filter((f) => f.rolls.length > 0);

/** Every roll type in the navigation's order: family by family. What the arrow keys step through, and the help's order. */
export const NAVIGATION_ORDER: readonly RollType[] = ROLL_FAMILIES.flatMap((f) => f.rolls);
