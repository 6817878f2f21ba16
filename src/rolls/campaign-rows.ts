import { BANDS } from '../blades/action';
import { groupBands, leaderStress, leaderStressOdds } from '../blades/group';
import { OddsRow } from '../blades/roll';
import { DEFAULT_TRACK, overindulgeChance, stressCleared, traumaChance } from '../blades/stress-risk';
import { Fraction } from '../dice/fraction';
import type { Mean, Unit } from './registry';
import { ChoiceOf } from './roll-types';

/**
 * The registry's rows for the campaign questions: a group action's bands
 * and its leader's stress, and what marked stress puts at risk. Pure: the
 * sidebar lists these, and the inserts write the matching functions.
 */

/** ", Synchronized" after a group's title, or nothing. */
export const groupSubtitle = (c: ChoiceOf<'group'>): string => (c.synchronized ? ', Synchronized' : '');

/** The group's result, as the action bands. */
export const groupRows = (c: ChoiceOf<'group'>): OddsRow[] =>
  groupBands(c.pools, c.synchronized).map((fraction, i) => ({ label: BANDS[i], fraction }));

/** The chance the leader takes 0 … k stress, k the participants. */
export const leaderStressRows = (c: ChoiceOf<'group'>): OddsRow[] =>
  leaderStressOdds(c.pools).map((fraction, k) => ({ label: `Leader takes ${k} stress`, fraction }));

export const leaderStressMean = (c: ChoiceOf<'group'>): Fraction => leaderStress(c.pools).mean();

/** The track a resistance choice names: its own, or the book's 9 boxes. */
export const trackOf = (c: ChoiceOf<'resistance'>): number => c.track ?? DEFAULT_TRACK;

/** "6 of 9 stress marked", "3 stress marked": what a risk is of. */
export const markedText = (stress: number, track?: number): string =>
  track === undefined ? `${stress} stress marked` : `${stress} of ${track} stress marked`;

/** What marked stress puts at risk, when the choice says how much is marked. */
export const stressRisk = {
  resistance: (dice: number, c: ChoiceOf<'resistance'>): OddsRow[] =>
    c.stress === undefined
      ? []
      : [{ label: `Trauma (${markedText(c.stress, trackOf(c))})`, fraction: traumaChance(dice, c.stress, trackOf(c)) }],
  vice: (dice: number, c: ChoiceOf<'vice'>): OddsRow[] =>
    c.stress === undefined ? [] : [{ label: `Overindulging (${markedText(c.stress)})`, fraction: overindulgeChance(dice, c.stress) }],
  /** E[min(cleared, marked)]: the stress the roll takes off the track. */
  viceMeans: (dice: number, c: ChoiceOf<'vice'>, unit: Unit): Mean[] =>
    c.stress === undefined ? [] : [{ label: `Cleared of ${c.stress} marked`, unit, value: stressCleared(dice, c.stress).mean() }],
};
