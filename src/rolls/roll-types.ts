import { Effect } from '../blades/progress';
import type { Position } from '../blades/threat';

/**
 * The rolls the sidebar shows and its inserts write, in the switch's order.
 * Fortune and engagement rolls read the action bands, so they are not a
 * type of their own. A group action is several pools rolled together. A
 * threat roll is Deep Cuts' action roll.
 */
export const ROLL_TYPES = ['action', 'resistance', 'vice', 'clock', 'progress', 'group', 'threat'] as const;
export type RollType = (typeof ROLL_TYPES)[number];

/**
 * A roll type and everything its odds depend on, its subject included:
 * one pool (`dice`) or a crew's pools. What one view, one formula or one
 * row of a table is of. One shape per roll type, so every place that
 * reads a choice handles each (the compiler narrows on `roll`).
 */
export type RollChoice =
  | { readonly roll: 'action'; readonly dice: number }
  /** Stress already marked of a track of `track` boxes (default 9): for the chance of trauma. */
  | { readonly roll: 'resistance'; readonly dice: number; readonly stress?: number; readonly track?: number }
  /** Stress marked: for the chance of overindulging and the stress actually cleared. */
  | { readonly roll: 'vice'; readonly dice: number; readonly stress?: number }
  /** Coin spent on every roll, 0–3 (omitted: none). */
  | { readonly roll: 'clock'; readonly dice: number; readonly segments: number; readonly coin?: number }
  /** An action-roll progress clock: its effect level, and the rolls its rows run to (omitted: as many as its segments). */
  | { readonly roll: 'progress'; readonly dice: number; readonly segments: number; readonly effect: Effect; readonly rolls?: number }
  /** Each participant's pool, the leader first; no single pool. */
  | { readonly roll: 'group'; readonly pools: readonly number[]; readonly synchronized: boolean }
  /** Deep Cuts: `dice` the rating plus bonus dice, the threats named (1–6) and the position. */
  | { readonly roll: 'threat'; readonly dice: number; readonly threats: number; readonly position: Position };

/** The choice of one roll type: ChoiceOf<'clock'> has its segments. */
export type ChoiceOf<R extends RollType> = Extract<RollChoice, { readonly roll: R }>;

/** A roll of one pool: its subject is `dice`, so a table can list it pool by pool. */
export type PoolChoice = Extract<RollChoice, { readonly dice: number }>;
/** A roll of several pools at once (a group action): its subject is `pools`. */
export type CrewChoice = Exclude<RollChoice, PoolChoice>;

/**
 * Whether a choice is of one pool or of a crew. The one place that sorts
 * the roll types by subject: a new roll type is a compile error here until
 * it says which it is, and every other place asks this.
 */
export function isPoolChoice(choice: RollChoice): choice is PoolChoice {
  switch (choice.roll) {
    case 'action':
    case 'resistance':
    case 'vice':
    case 'clock':
    case 'progress':
    case 'threat':
      return true;
    case 'group':
      return false;
  }
}

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

/** "8 segments", "1 segment". */
export const segmentsText = (segments: number): string => `${segments} ${segments === 1 ? 'segment' : 'segments'}`;

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
/** "1 threat", "3 threats". */
export const threatsText = (threats: number): string => `${threats} ${threats === 1 ? 'threat' : 'threats'}`;

/** ["2 threats", "risky"]: a threat roll's threats and position, as titles and messages say them. */
export const threatDetails = (c: ChoiceOf<'threat'>): string[] => [threatsText(c.threats), c.position];
