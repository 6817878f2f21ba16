/**
 * The rolls the sidebar shows and its inserts write, in the switch's order.
 * Fortune and engagement rolls read the action bands, so they are not a
 * type of their own. Only a clock has a further argument: its segments.
 */
export const ROLL_TYPES = ['action', 'resistance', 'vice', 'clock'] as const;
export type RollType = (typeof ROLL_TYPES)[number];

/** A roll type and, for a clock, its size: what one view or one table is of. */
export interface RollChoice {
  readonly roll: RollType;
  /** Set for a clock only. */
  readonly segments?: number;
}

export const takesSegments = (roll: RollType): boolean => roll === 'clock';

/** A clock choice's segments; asking a roll without any is a programming error, not user input. */
export function segmentsOf(choice: RollChoice): number {
  if (choice.segments === undefined) throw new Error(`a ${choice.roll} roll has no segments`);
  return choice.segments;
}

/** "8 segments", "1 segment". */
export const segmentsText = (segments: number): string => `${segments} ${segments === 1 ? 'segment' : 'segments'}`;
