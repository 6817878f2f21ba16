import { DEFAULT_TRACK, overindulgeChance, traumaChance } from '../blades/stress-risk';
import { Fraction } from '../dice/fraction';
import { CustomFunction } from './custom-functions';
import { ChoiceOf } from './roll-types';

/**
 * What marked stress puts at risk, when a choice says how much is marked:
 * trauma for resistance, overindulging for a vice (docs/rules.md#stress-at-risk).
 * Each is its roll type's registry entry's `risk` (./registry.ts): the
 * sidebar lists it below the rows (./rows.ts riskRows), and an inserted
 * table gives it a column of its own function
 * (src/sheets/insert-blocks.ts).
 */
export interface StressRisk {
  /** The table column's heading: "Trauma". */
  readonly heading: string;
  /** "6 of 9 stress marked". */
  readonly marked: string;
  /** Its custom function, and the arguments after the pool. */
  readonly fn: CustomFunction;
  readonly args: readonly number[];
  readonly chance: (dice: number) => Fraction;
}

/** The track a resistance choice names: its own, or the book's 9 boxes. */
export const trackOf = (c: ChoiceOf<'resistance'>): number => c.track ?? DEFAULT_TRACK;

/** "6 of 9 stress marked", "3 stress marked": what a risk is of. */
export const markedText = (stress: number, track?: number): string =>
  track === undefined ? `${stress} stress marked` : `${stress} of ${track} stress marked`;

/** The chance resisting causes trauma, when the choice marks stress. */
export function traumaRisk(c: ChoiceOf<'resistance'>): StressRisk | null {
  if (c.stress === undefined) return null;
  const [stress, track] = [c.stress, trackOf(c)];
  const chance = (dice: number) => traumaChance(dice, stress, track);
  return { heading: 'Trauma', marked: markedText(stress, track), fn: 'BLADES_TRAUMA', args: [stress, track], chance };
}

/** The chance indulging overindulges, when the choice marks stress. */
export function overindulgeRisk(c: ChoiceOf<'vice'>): StressRisk | null {
  if (c.stress === undefined) return null;
  const stress = c.stress;
  const chance = (dice: number) => overindulgeChance(dice, stress);
  return { heading: 'Overindulging', marked: markedText(stress), fn: 'BLADES_OVERINDULGE', args: [stress], chance };
}
