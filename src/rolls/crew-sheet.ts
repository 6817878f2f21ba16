import { MAX_PARTICIPANTS, MIN_PARTICIPANTS } from '../blades/group';

/**
 * The crew sheet's words and bounds, once for the block the insert writes
 * (src/sheets/crew-block.ts) and the sidebar's Characters field
 * (src/sidebar/crew.ts):
 * the twelve actions under their three attributes, in the character
 * sheet's order, and how many characters a sheet has room for (a crew's
 * size, as a group action's participants).
 */

export interface Attribute {
  readonly name: string;
  readonly actions: readonly string[];
}

/** The attributes and their actions, in the order of the Blades in the Dark character sheet. */
export const ATTRIBUTES: readonly Attribute[] = [
  { name: 'Insight', actions: ['Hunt', 'Study', 'Survey', 'Tinker'] },
  { name: 'Prowess', actions: ['Finesse', 'Prowl', 'Skirmish', 'Wreck'] },
  { name: 'Resolve', actions: ['Attune', 'Command', 'Consort', 'Sway'] },
];

/** Every action, attribute by attribute. */
export const ACTIONS: readonly string[] = ATTRIBUTES.flatMap((a) => a.actions);

/** The characters a crew sheet has rows for: 1–12, 4 unless chosen. */
export const CREW_CHARACTERS = { min: MIN_PARTICIPANTS, max: MAX_PARTICIPANTS, default: 4 } as const;
