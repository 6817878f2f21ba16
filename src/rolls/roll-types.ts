import { FieldName, FieldValues, segmentsText, threatsText, tierText } from './fields';

/**
 * The rolls the sidebar shows and its inserts write, in the switch's order.
 * Fortune and engagement rolls read the action bands, so they are not a
 * type of their own. A group action is several pools rolled together. A
 * threat roll is Deep Cuts' action roll.
 */
export const ROLL_TYPES = ['action', 'resistance', 'vice', 'clock', 'progress', 'group', 'threat', 'acquire', 'versus'] as const;
export type RollType = (typeof ROLL_TYPES)[number];

/**
 * The fields each roll type takes (./fields.ts), in the order the inserts
 * read them; a roll of one pool takes `dice`, its subject, a crew's roll
 * `pools`. Adding a field to a roll type here adds it to its choice, the
 * inserts' validation, the sidebar's form and memory.
 */
export const ROLL_FIELDS = {
  action: ['dice'],
  /** Stress already marked of a track (default 9): for the chance of trauma. Read track first: stress is checked against it. */
  resistance: ['dice', 'track', 'stress'],
  /** Stress marked: for the chance of overindulging and the stress actually cleared. */
  vice: ['dice', 'viceStress'],
  /** Coin spent on every roll, 0–3 (omitted: none). */
  clock: ['dice', 'segments', 'coin'],
  /** An action-roll progress clock: its effect level, and the rolls its rows run to (omitted: as many as its segments). */
  progress: ['dice', 'segments', 'effect', 'rolls'],
  /** Each participant's pool, the leader first; no single pool. */
  group: ['pools', 'synchronized'],
  /** Deep Cuts: `dice` the rating plus bonus dice, the threats named (1–6) and the position. */
  threat: ['dice', 'threats', 'position'],
  /** Acquire an asset or craft: `dice` the crew's Tier plus bonus dice (or the Tinker rating), the target quality and the mode. */
  acquire: ['dice', 'quality', 'acquireMode'],
  /** An opposed fortune roll: `dice` the first side's pool, `opposed` the other side's. */
  versus: ['dice', 'opposed'],
} as const satisfies { readonly [R in RollType]: readonly FieldName[] };

/** The fields a roll type takes. */
export const rollFields = (roll: RollType): readonly FieldName[] => ROLL_FIELDS[roll];

/** Whether a roll type is of one pool (`dice`) rather than a crew's pools. */
export const isPoolRoll = (roll: RollType): boolean => rollFields(roll).includes('dice');

type Simplify<T> = { [K in keyof T]: T[K] } & {};

/**
 * A roll type and everything its odds depend on, its subject included:
 * one pool (`dice`) or a crew's pools. What one view, one formula or one
 * row of a table is of. One shape per roll type, derived from its fields,
 * so every place that reads a choice handles each (the compiler narrows on
 * `roll`).
 */
export type RollChoice = { [R in RollType]: Simplify<{ readonly roll: R } & FieldValues<(typeof ROLL_FIELDS)[R][number]>> }[RollType];

/** The choice of one roll type: ChoiceOf<'clock'> has its segments. */
export type ChoiceOf<R extends RollType> = Extract<RollChoice, { readonly roll: R }>;

/** A roll of one pool: its subject is `dice`, so a table can list it pool by pool. */
export type PoolChoice = Extract<RollChoice, { readonly dice: number }>;
/** A roll of several pools at once (a group action): its subject is `pools`. */
export type CrewChoice = Exclude<RollChoice, PoolChoice>;

/** Whether a choice is of one pool or of a crew, by its fields: every other place asks this. */
export const isPoolChoice = (choice: RollChoice): choice is PoolChoice => isPoolRoll(choice.roll);

/** A pool choice without its pool: what every row of a table of pools shares. */
export type RollSettings = PoolChoice extends infer C ? (C extends PoolChoice ? Omit<C, 'dice'> : never) : never;

/** A choice's settings without its pool (a crew's choice is all settings): what a table spans, and what the inserts send beside a pool. */
export function settingsOf(choice: RollChoice): RollSettings | CrewChoice {
  if (!isPoolChoice(choice)) return choice;
  const { dice: _pool, ...settings } = choice;
  return settings;
}

/** The same settings for another pool: a table's row. */
export const withDice = (settings: RollSettings | PoolChoice, dice: number): PoolChoice => ({ ...settings, dice });

/** ["8 segments", "1 coin a roll"]: a clock's size and its coin (none said at 0), as titles and messages say them. */
export const clockDetails = (c: ChoiceOf<'clock'>): string[] => [segmentsText(c.segments), ...(c.coin ? [`${c.coin} coin a roll`] : [])];

/** The rolls a progress clock's rows run to: as many as asked, else as many as its segments (BLADES_PROGRESS's default). */
export const progressRolls = (c: ChoiceOf<'progress'>): number => c.rolls ?? c.segments;

/** ["8 segments", "standard effect", "12 rolls"]: a progress clock's size, effect and (when not its segments) rolls. */
export const progressDetails = (c: ChoiceOf<'progress'>): string[] => [
  segmentsText(c.segments),
  `${c.effect} effect`,
  ...(c.rolls === undefined || c.rolls === c.segments ? [] : [`${c.rolls} ${c.rolls === 1 ? 'roll' : 'rolls'}`]),
];

/** ["2 threats", "risky"]: a threat roll's threats and position, as titles and messages say them. */
export const threatDetails = (c: ChoiceOf<'threat'>): string[] => [threatsText(c.threats), c.position];

/** ["Tier +2"], ["Tier +2", "craft"]: acquiring's target and, when crafting, the mode, as titles and messages say them. */
export const acquireDetails = (c: ChoiceOf<'acquire'>): string[] => [tierText(c.quality), ...(c.acquireMode === 'craft' ? ['craft'] : [])];
