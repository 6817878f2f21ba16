import { BANDS } from '../blades/action';
import { groupBands, leaderStress, leaderStressOdds } from '../blades/group';
import { OddsRow } from '../blades/roll';
import { DEFAULT_TRACK, overindulgeChance, stressCleared, traumaChance } from '../blades/stress-risk';
import { Fraction } from '../dice/fraction';
import type { Mean, Unit } from './registry';
import { ChoiceOf, PoolChoice, RollChoice } from './roll-types';

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

/**
 * What marked stress puts at risk, when the choice says how much is marked:
 * trauma for resistance, overindulging for a vice. The sidebar lists it
 * below the rows; an inserted table gives it a column of its own function.
 */
export interface StressRisk {
  /** The table column's heading: "Trauma". */
  readonly heading: string;
  /** "6 of 9 stress marked". */
  readonly marked: string;
  /** Its custom function, and the arguments after the pool. */
  readonly fn: string;
  readonly args: readonly number[];
  readonly chance: (dice: number) => Fraction;
}

export function stressRisk(c: RollChoice): StressRisk | null {
  if (c.roll === 'resistance' && c.stress !== undefined) {
    const [stress, track] = [c.stress, trackOf(c)];
    const chance = (dice: number) => traumaChance(dice, stress, track);
    return { heading: 'Trauma', marked: markedText(stress, track), fn: 'BLADES_TRAUMA', args: [stress, track], chance };
  }
  if (c.roll === 'vice' && c.stress !== undefined) {
    const stress = c.stress;
    const chance = (dice: number) => overindulgeChance(dice, stress);
    return { heading: 'Overindulging', marked: markedText(stress), fn: 'BLADES_OVERINDULGE', args: [stress], chance };
  }
  return null;
}

/** The risk as the sidebar lists it: "Trauma (6 of 9 stress marked)". */
export function riskRows(c: PoolChoice): OddsRow[] {
  const risk = stressRisk(c);
  return risk ? [{ label: `${risk.heading} (${risk.marked})`, fraction: risk.chance(c.dice) }] : [];
}

/** E[min(cleared, marked)]: the stress indulging takes off the track. */
export const clearedMeans = (c: ChoiceOf<'vice'>, unit: Unit): Mean[] =>
  c.stress === undefined ? [] : [{ label: `Cleared of ${c.stress} marked`, unit, value: stressCleared(c.dice, c.stress).mean() }];
