/**
 * The rolls the sidebar shows and its inserts write, in the switch's order.
 * Fortune and engagement rolls read the action bands, so they are not a
 * type of their own. A group action is several pools rolled together.
 */
export const ROLL_TYPES = ['action', 'resistance', 'vice', 'clock', 'group'] as const;
export type RollType = (typeof ROLL_TYPES)[number];

/**
 * A roll type and what else it needs: what one view or one table is of.
 * One shape per roll type, so every place that reads a choice handles
 * each (the compiler narrows on `roll`).
 */
export type RollChoice =
  | { readonly roll: 'action' }
  /** Stress already marked of a track of `track` boxes (default 9): for the chance of trauma. */
  | { readonly roll: 'resistance'; readonly stress?: number; readonly track?: number }
  /** Stress marked: for the chance of overindulging and the stress actually cleared. */
  | { readonly roll: 'vice'; readonly stress?: number }
  /** Coin spent on every roll, 0–3 (omitted: none). */
  | { readonly roll: 'clock'; readonly segments: number; readonly coin?: number }
  /** Each participant's pool, the leader first; no single pool. */
  | { readonly roll: 'group'; readonly pools: readonly number[]; readonly synchronized: boolean };

/** The choice of one roll type: ChoiceOf<'clock'> has its segments. */
export type ChoiceOf<R extends RollType> = Extract<RollChoice, { readonly roll: R }>;

export const takesSegments = (roll: RollType): boolean => roll === 'clock';

/** "8 segments", "1 segment". */
export const segmentsText = (segments: number): string => `${segments} ${segments === 1 ? 'segment' : 'segments'}`;

/** ["8 segments", "1 coin a roll"]: a clock's size and its coin (none said at 0), as titles and messages say them. */
export const clockDetails = (c: ChoiceOf<'clock'>): string[] => [segmentsText(c.segments), ...(c.coin ? [`${c.coin} coin a roll`] : [])];
