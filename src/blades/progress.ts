import { Distribution } from '../dice/distribution';
import { Fraction } from '../dice/fraction';
import { bandWeights } from './action';
import { fullByFromShort, meanToFillWeight, shortAfterRolls, stepOf } from './clock';
import { memoByDice } from './memo';

/**
 * An action roll's progress clock (docs/rules.md#progress-clocks): each
 * roll ticks segments by its result band, Bad, Partial, Clean and Critical,
 * as a row of four tick counts. The effect levels are named rows; a table
 * that plays another rule gives its own. The downtime clock is the row
 * {1, 2, 3, 5} (./clock.ts, whose DP this shares).
 */

/** Segments ticked on Bad, Partial, Clean and Critical, in that order. */
export type Ticks = readonly [number, number, number, number];

/** Rolls a progress table runs to: enough for a 24-segment clock at limited effect and a poor pool. */
export const MIN_ROLLS = 1;
export const MAX_ROLLS = 50;
/** The most segments one result may tick: a whole clock. */
export const MAX_TICKS = 24;

export const EFFECTS = ['limited', 'standard', 'great', 'extreme'] as const;
export type Effect = (typeof EFFECTS)[number];

/**
 * The effect levels' ticks (docs/rules.md#effect-on-a-progress-clock): 1–3
 * nothing, 4/5 and 6 the effect's segments (limited 1, standard 2, great
 * 3, and this add-on's extreme 4), a critical one effect level more.
 */
export const EFFECT_TICKS: { readonly [E in Effect]: Ticks } = {
  limited: [0, 1, 1, 2],
  standard: [0, 2, 2, 3],
  great: [0, 3, 3, 4],
  extreme: [0, 4, 4, 5],
};

/** One effect level up (a push for +1 effect), or null at extreme: there is none above it. */
export function effectAbove(effect: Effect): Effect | null {
  const i = EFFECTS.indexOf(effect);
  return i + 1 < EFFECTS.length ? EFFECTS[i + 1] : null;
}

/** Segments one action roll of `dice` ticks, from the action bands (zero dice: the lower of two, no critical). */
export function progressStep(dice: number, ticks: Ticks): Distribution {
  const { weights, total } = bandWeights(dice);
  return Distribution.fromWeights(
    weights.map((w, i) => [ticks[i], w] as const),
    total,
  );
}

/** Whether a roll's step ticks nothing, whatever it rolls. */
const ticksNothing = (step: Distribution): boolean => step.outcomes().every((t) => t === 0);

/** Whether no result the pool can roll ticks a segment, so the clock never fills: only a critical ticks, at 0 or 1 die, or nothing does. */
export const neverFills = (dice: number, ticks: Ticks): boolean => ticksNothing(progressStep(dice, ticks));

/** The pool's step, refused when it can never fill a clock. */
function fillingStep(dice: number, ticks: Ticks): Distribution {
  const step = progressStep(dice, ticks);
  if (ticksNothing(step)) throw new RangeError(`ticks ${ticks.join(',')} never fill a clock at ${dice} dice`);
  return step;
}

/** For k = 1 … rolls: the weight of "full after at most k rolls" and its total W^k, once per argument. */
export const progressFullByWeights = memoByDice(
  (dice: number, segments: number, rolls: number, bad: number, partial: number, clean: number, critical: number) => {
    const step = fillingStep(dice, [bad, partial, clean, critical]);
    return fullByFromShort(shortAfterRolls(stepOf(step), segments, rolls), step.total, rolls);
  },
);

/** The chance the clock is full after at most k rolls, k = 1 … rolls (entry k − 1), exactly. */
export const progressFullBy = (dice: number, segments: number, ticks: Ticks, rolls: number): Fraction[] =>
  progressFullByWeights(dice, segments, rolls, ...ticks).map(([full, all]) => Fraction.of(full, all));

/** The expected rolls to fill, as [numerator, denominator], once per argument. */
export const progressMeanWeight = memoByDice(
  (dice: number, segments: number, bad: number, partial: number, clean: number, critical: number) =>
    meanToFillWeight(fillingStep(dice, [bad, partial, clean, critical]), segments),
);

/** The expected rolls to fill, exactly. */
export const progressMean = (dice: number, segments: number, ticks: Ticks): Fraction =>
  Fraction.of(...progressMeanWeight(dice, segments, ...ticks));

/**
 * Pushing yourself on every roll of a progress clock
 * (docs/rules.md#pushing-for-dice-or-for-effect): 2 stress for +1d, 2 for
 * +1 effect, or both on the same roll for 4. Each as its id, its extra
 * dice, its effect levels up and its stress per roll.
 */
export const PROGRESS_PUSHES = [
  { id: 'dice', bonusDice: 1, effectUp: 0, stress: 2 },
  { id: 'effect', bonusDice: 0, effectUp: 1, stress: 2 },
  { id: 'both', bonusDice: 1, effectUp: 1, stress: 4 },
] as const;
export type ProgressPushId = (typeof PROGRESS_PUSHES)[number]['id'];

export interface ProgressPush {
  readonly id: ProgressPushId;
  /** The pool it rolls: the roll's dice plus its bonus die (at 20 dice, 21: the pool limit binds what is typed, not a push). */
  readonly dice: number;
  readonly effect: Effect;
  /** Stress each roll costs. */
  readonly stress: number;
  /** The expected rolls to fill the clock, pushing on every roll. */
  readonly meanRolls: Fraction;
  /** The expected stress until the clock is full: the stress per roll times the mean rolls. */
  readonly meanStress: Fraction;
}

/**
 * Each push a clock of `segments` at `effect` allows, in PROGRESS_PUSHES
 * order, with its means: at extreme there is no effect level above, so
 * +1 effect and both are left out.
 */
export function progressPushes(dice: number, segments: number, effect: Effect): ProgressPush[] {
  const pushes: ProgressPush[] = [];
  for (const { id, bonusDice, effectUp, stress } of PROGRESS_PUSHES) {
    const pushed = effectUp === 0 ? effect : effectAbove(effect);
    if (pushed === null) continue;
    const meanRolls = progressMean(dice + bonusDice, segments, EFFECT_TICKS[pushed]);
    pushes.push({ id, dice: dice + bonusDice, effect: pushed, stress, meanRolls, meanStress: meanRolls.mul(Fraction.of(stress)) });
  }
  return pushes;
}
