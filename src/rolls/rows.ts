import { actionBands, atLeast, BANDS } from '../blades/action';
import { BonusOptionId } from '../blades/bonus-dice';
import { clockRolls, fullByOdds } from '../blades/clock';
import { EFFECT_TICKS, Effect, progressFullBy, progressMean } from '../blades/progress';
import { groupBands, leaderStress, leaderStressOdds } from '../blades/group';
import { RESISTANCE_COSTS, resistance, resistanceOdds, VICE_CLEARED, vice, viceOdds } from '../blades/stress';
import { stressCleared } from '../blades/stress-risk';
import { pushYourself } from '../blades/push-yourself';
import { Position, THREAT_OUTCOMES, threatDiceRolled, threatOdds, threatTotals } from '../blades/threat';
import { ENTANGLEMENT_COLUMNS, entanglementColumn, entanglementOdds } from '../blades/entanglement';
import { engagementOdds } from '../blades/engagement';
import { MAX_WANTED, wantedOdds } from '../blades/heat';
import { AcquireMode, acquireByCoin, acquireMeanCoin, coinColumns } from '../blades/acquire';
import { opposedOdds } from '../blades/opposed';
import { Fraction } from '../dice/fraction';
import { poolText } from './pool-text';
import { StressRisk } from './stress-risk';

/**
 * Every labelled figure a view lists, in one place: the rows (a bar each),
 * the totals and the means below them. src/blades gives the exact
 * fractions and distributions; the words are written here, and the
 * registry (./registry.ts) says which roll type lists which. Each takes
 * what its figures depend on, as src/blades does: a pool and its roll's
 * settings, or a crew's pools.
 */

/** One line of a distribution as a view lists it (sidebar rows, table columns). */
export interface OddsRow {
  readonly label: string;
  readonly fraction: Fraction;
}

/** How a mean is read aloud and shown: "3.47 stress", "1 roll". */
export interface Unit {
  readonly one: string;
  readonly many: string;
}

/** One mean as a view lists it, below the rows. */
export interface Mean {
  readonly label: string;
  readonly unit: Unit;
  readonly value: Fraction;
}

export const STRESS: Unit = { one: 'stress', many: 'stress' };
export const ROLLS: Unit = { one: 'roll', many: 'rolls' };

/** Fractions in column order, each with the label of its column. */
const labelled = <T>(fractions: readonly Fraction[], columns: readonly T[], label: (column: T) => string): OddsRow[] =>
  fractions.map((fraction, i) => ({ label: label(columns[i]), fraction }));

/** Bad, Partial, Clean, Critical. */
export const actionRows = (dice: number): OddsRow[] => labelled(actionBands(dice), BANDS, (band) => band);

/** The two chances players ask about. */
export const actionTotals = (dice: number): OddsRow[] => [
  { label: 'At least Partial', fraction: atLeast(dice, 'Partial') },
  { label: 'Clean or better', fraction: atLeast(dice, 'Clean') },
];

/** "−1 stress (critical)", "0 stress" … "5 stress". */
export const resistanceRows = (dice: number): OddsRow[] =>
  labelled(resistanceOdds(dice), RESISTANCE_COSTS, (c) => (c < 0 ? '−1 stress (critical)' : `${c} stress`));

export const resistanceMeans = (dice: number): Mean[] => [{ label: 'Mean cost', unit: STRESS, value: resistance(dice).mean() }];

/** "Clear 1 stress" … "Clear 6 stress". */
export const viceRows = (dice: number): OddsRow[] => labelled(viceOdds(dice), VICE_CLEARED, (x) => `Clear ${x} stress`);

/** The mean cleared, and with stress marked E[min(cleared, marked)]: the stress indulging takes off the track. */
export const viceMeans = (dice: number, stress?: number): Mean[] => [
  { label: 'Mean cleared', unit: STRESS, value: vice(dice).mean() },
  ...(stress === undefined ? [] : [{ label: `Cleared of ${stress} marked`, unit: STRESS, value: stressCleared(dice, stress).mean() }]),
];

/** The risk to the track as the sidebar lists it: "Trauma (6 of 9 stress marked)"; none when no stress is marked. */
export const riskRows = (risk: StressRisk | null, dice: number): OddsRow[] =>
  risk ? [{ label: `${risk.heading} (${risk.marked})`, fraction: risk.chance(dice) }] : [];

/** "Full by roll 1" … "Full by roll k", k the segments. */
export const clockRows = (dice: number, segments: number, coin = 0): OddsRow[] => fullByRows(fullByOdds(dice, segments, coin));

/** Running totals, entry k − 1 the chance a clock is full by roll k: a downtime clock's or a progress clock's. */
const fullByRows = (fractions: readonly Fraction[]): OddsRow[] =>
  fractions.map((fraction, i) => ({ label: `Full by roll ${i + 1}`, fraction }));

export const clockMeans = (dice: number, segments: number, coin = 0): Mean[] => [
  { label: 'Mean to fill', unit: ROLLS, value: clockRolls(dice, segments, coin).mean() },
];

/** The group's result, as the action bands. */
export const groupRows = (pools: readonly number[], synchronized: boolean): OddsRow[] =>
  labelled(groupBands(pools, synchronized), BANDS, (band) => band);

/** The chance the leader takes 0 … k stress, k the participants. */
export const leaderStressRows = (pools: readonly number[]): OddsRow[] =>
  leaderStressOdds(pools).map((fraction, k) => ({ label: `Leader takes ${k} stress`, fraction }));

export const leaderStressMeans = (pools: readonly number[]): Mean[] => [
  { label: 'Leader’s mean stress', unit: STRESS, value: leaderStress(pools).mean() },
];

/** A progress clock's "Full by roll 1" … "Full by roll k", k its rolls. */
export const progressRows = (dice: number, segments: number, effect: Effect, rolls: number): OddsRow[] =>
  fullByRows(progressFullBy(dice, segments, EFFECT_TICKS[effect], rolls));

export const progressMeans = (dice: number, segments: number, effect: Effect): Mean[] => [
  { label: 'Mean to fill', unit: ROLLS, value: progressMean(dice, segments, EFFECT_TICKS[effect]) },
];

/** A threat roll as a whole: the three chances its table lists, in its columns' order. */
export const THREAT_TOTALS = ['All avoided', 'None full', 'Edge'] as const;

/** An engagement roll's opening positions, by the roll's level: 1–3, 4/5, a 6, a critical (docs/rules.md#engagement-roll). */
export const ENGAGEMENT_POSITIONS = ['Desperate', 'Risky', 'Controlled', 'Past the first obstacle'] as const;

/** Desperate, Risky, Controlled, Past the first obstacle: the opening an engagement roll gives. */
export const engagementRows = (advantages: number, disadvantages: number): OddsRow[] =>
  labelled(engagementOdds(advantages, disadvantages), ENGAGEMENT_POSITIONS, (p) => p);

/** The wanted levels a trajectory ends on, 0 … 4: BLADES_WANTED's columns. */
export const WANTED_LEVELS: readonly number[] = Array.from({ length: MAX_WANTED + 1 }, (_, level) => level);

/** "Wanted level 0" … "Wanted level 4" after a trajectory (wantedOdds's arguments). */
export const wantedRows = (...args: Parameters<typeof wantedOdds>): OddsRow[] =>
  labelled(wantedOdds(...args), WANTED_LEVELS, (level) => `Wanted level ${level}`);

/** An opposed fortune roll's outcomes for the first side (docs/rules.md#opposed-fortune-rolls). */
export const VERSUS_OUTCOMES = ['Ahead', 'Level', 'Behind'] as const;

/**
 * The entanglements each heat column names (docs/rules.md#entanglements),
 * in the order of ENTANGLEMENT_COLUMNS: on a 1–3, a 4/5, and a 6 or a
 * critical. BLADES_ENTANGLEMENT's header row and the view's rows.
 */
type PerColumn<T extends readonly unknown[]> = { readonly [C in keyof T]: readonly [string, string, string] };
export const ENTANGLEMENTS: PerColumn<typeof ENTANGLEMENT_COLUMNS> = [
  ['Gang Trouble or The Usual Suspects', 'Rivals or Unquiet Dead', 'Cooperation'],
  ['Gang Trouble or Questioning', 'Reprisals or Unquiet Dead', 'Show of Force'],
  ['Flipped or Interrogation', 'Demonic Notice or Show of Force', 'Arrest'],
];

/** The three entanglements the column of `heat` (0–8) names. */
export const entanglementNames = (heat: number): readonly [string, string, string] => ENTANGLEMENTS[entanglementColumn(heat)];

/** The chance of each of the heat column's entanglements, named, on a roll of `wanted` dice. */
export const entanglementRows = (wanted: number, heat: number): OddsRow[] =>
  labelled(entanglementOdds(wanted), entanglementNames(heat), (name) => name);

export const threatRows = (dice: number, threats: number, position: Position): OddsRow[] => {
  const t = threatTotals(dice, threats, position);
  return labelled([t.allAvoided, t.noneFull, t.edge], THREAT_TOTALS, (label) => label);
};

/**
 * What a threat roll's heading says of its dice: the pool, and the dice
 * rolled where that is more (a die per threat after the first): "2 dice,
 * 3 rolled"; "0 dice, 3 rolled" (two for the first threat, the lower kept).
 */
export function threatSubject(dice: number, threats: number): string {
  return threats > 1 ? `${poolText(dice)}, ${threatDiceRolled(dice, threats)} rolled` : poolText(dice);
}

/**
 * Why rows of a threat roll are one chance, by rule, where they are: at
 * desperate a 4 or 5 is full, so None full is All avoided; with 2 threats
 * (and a rating) All avoided is two 6s, which is Edge.
 */
export function threatNotes(dice: number, threats: number, position: Position): string[] {
  return [
    ...(position === 'desperate'
      ? ['Desperate: a 4 or 5 brings the full consequence, so None full is All avoided, every threat’s die a 6.']
      : []),
    ...(threats === 2 && dice > 0 ? ['With 2 threats, All avoided is two 6s, which is Edge.'] : []),
  ];
}

/** Each threat's partition, most severe first: "Avoided", "Reduced", "Full", one list per threat. */
export const threatParts = (dice: number, threats: number, position: Position): OddsRow[][] =>
  threatOdds(dice, threats, position).map((odds) => labelled(odds, THREAT_OUTCOMES, (o) => o));

/** "Threat 1 avoided" … "Threat k full": every threat's partition as one list. */
export const threatPartRows = (dice: number, threats: number, position: Position): OddsRow[] =>
  threatParts(dice, threats, position).flatMap((rows, i) =>
    rows.map((r) => ({ label: `Threat ${i + 1} ${r.label.toLowerCase()}`, fraction: r.fraction })),
  );

/** Deep Cuts' push yourself beside the core resistance roll, for the same dice: the stress each costs on average. */
export const pushMeans = (dice: number): Mean[] => [
  { label: 'Push yourself (Deep Cuts)', unit: STRESS, value: pushYourself(dice).mean() },
  { label: 'Resistance (core)', unit: STRESS, value: resistance(dice).mean() },
];

/** The bonus-dice options' labels (src/blades/bonus-dice.ts), as BLADES_OPTIONS's first column and the sidebar list them. */
export const BONUS_OPTION_LABELS: { readonly [Id in BonusOptionId]: string } = {
  asRolled: 'As rolled',
  assist: 'Assist',
  bargain: "Devil's bargain",
  push: 'Push',
  assistBargain: "Assist + Devil's bargain",
  assistPush: 'Assist + push',
};

export const COIN: Unit = { one: 'coin', many: 'coin' };

/** "With 0 coin", "With at most 2 coin": the chance of reaching the quality having spent at most that much. */
export const acquireRows = (dice: number, quality: number, mode: AcquireMode): OddsRow[] => {
  const byCoin = acquireByCoin(dice, quality, mode);
  return Array.from({ length: coinColumns(quality) }, (_, coin) => ({
    label: coin === 0 ? 'With 0 coin' : `With at most ${coin} coin`,
    fraction: byCoin[Math.min(coin, byCoin.length - 1)],
  }));
};

/** The mean coin's label: the view's line and the inserted table's column. */
export const MEAN_COIN = 'Mean coin';

export const acquireMeans = (dice: number, quality: number, mode: AcquireMode): Mean[] => [
  { label: MEAN_COIN, unit: COIN, value: acquireMeanCoin(dice, quality, mode) },
];

/** Ahead, Level, Behind: the first side's chances in an opposed fortune roll. */
export const versusRows = (dice: number, opposed: number): OddsRow[] => labelled(opposedOdds(dice, opposed), VERSUS_OUTCOMES, (o) => o);
