import { big, isInteger, max, min, zeros } from '../dice/builtins';
import { Fraction } from '../dice/fraction';
import { bandWeights } from './action';
import { memoByDice } from './memo';
import { Weights } from './roll';

/**
 * Acquiring an asset and crafting, with coin (docs/rules.md#acquire-asset,
 * docs/rules.md#crafting). Both roll a pool (the crew's Tier plus bonus
 * dice; a Tinker rating) and read the result level as a quality relative
 * to the crew's Tier: −1 on 1–3, Tier on 4/5, +1 on a 6, +2 on a critical.
 * Coin is spent after the roll:
 * - acquire: each coin raises the result one level (so one quality) up to
 *   a critical; past a critical, each further quality costs 2 coin;
 * - craft: each coin raises the final quality by one, with no cap.
 * So the two cost the same up to Tier +2. What is asked: the chance of
 * reaching a target quality having spent at most c coin, c = 0 … the most
 * it can cost (a roll of 1–3, which every pool can roll), and the mean coin.
 */

export const ACQUIRE_MODES = ['acquire', 'craft'] as const;
export type AcquireMode = (typeof ACQUIRE_MODES)[number];
export const DEFAULT_ACQUIRE_MODE: AcquireMode = 'acquire';

/** The target quality relative to the crew's Tier: a Tier −1 asset to Tier +6; Tier +1 by default. */
export const MIN_QUALITY = -1;
export const MAX_QUALITY = 6;
export const DEFAULT_QUALITY = 1;

/** Quality relative to Tier by result level: 1–3, 4/5, 6, critical. */
export const QUALITY_BY_LEVEL = [-1, 0, 1, 2] as const;

/** What acquiring pays per quality past a critical's (Tier +2). */
export const COIN_PER_QUALITY_PAST_CRITICAL = 2;

const CRITICAL_QUALITY = QUALITY_BY_LEVEL[QUALITY_BY_LEVEL.length - 1];

/** The coin a roll at result level `level` (0 for 1–3 … 3 for a critical) needs to reach `quality`. */
export function coinToReach(level: number, quality: number, mode: AcquireMode): number {
  const rolled = QUALITY_BY_LEVEL[level];
  if (mode === 'craft') return max(0, quality - rolled);
  const toCritical = max(0, min(quality, CRITICAL_QUALITY) - rolled);
  return toCritical + COIN_PER_QUALITY_PAST_CRITICAL * max(0, quality - CRITICAL_QUALITY);
}

/** The most reaching `quality` can cost: after a roll of 1–3. */
export const mostCoin = (quality: number, mode: AcquireMode): number => coinToReach(0, quality, mode);

/**
 * The coin amounts a table of `quality` lists, 0 … the most acquiring can
 * cost: BLADES_ACQUIRE's width and the sidebar's rows. Decision
 * (docs/rules.md#crafting): crafting's are as many, so a table of both
 * lines up; past the most crafting costs its chances are 1.
 */
export const coinColumns = (quality: number): number => mostCoin(quality, 'acquire') + 1;

/** Tuple counts of the coin needed, 0 … mostCoin, over the pool's total; the mode as its index in ACQUIRE_MODES, as the memo keys numbers. */
const costWeights = memoByDice((dice: number, quality: number, modeIndex: number): Weights => {
  const mode = ACQUIRE_MODES[modeIndex];
  const { weights: levels, total } = bandWeights(dice);
  const weights = zeros(mostCoin(quality, mode) + 1);
  // Loops, not forEach, here and below: no callbacks to compile on a first call (docs/benchmarks.md).
  for (let level = 0; level < levels.length; level++) weights[coinToReach(level, quality, mode)] += levels[level];
  return { weights, total };
});

/** The coin reaching `quality` needs, as tuple counts of 0 … mostCoin coin over the pool's total. */
export function acquireCostWeights(dice: number, quality: number, mode: AcquireMode): Weights {
  return costWeights(dice, quality, checkedModeIndex(quality, mode));
}

/** The mode's index in ACQUIRE_MODES, once quality and mode are checked: what every weighing of a cost reads first. */
function checkedModeIndex(quality: number, mode: AcquireMode): number {
  const modeIndex = ACQUIRE_MODES.indexOf(mode);
  if (modeIndex < 0 || !isInteger(quality) || quality < MIN_QUALITY || quality > MAX_QUALITY) throw badAcquire(quality, mode);
  return modeIndex;
}

/** The refusal of a bad quality or mode, apart: a good call never compiles it. */
const badAcquire = (quality: number, mode: AcquireMode): RangeError =>
  new RangeError(
    `acquireCostWeights: quality ${quality} by ${String(mode)} is not Tier ${MIN_QUALITY} … +${MAX_QUALITY} by ${ACQUIRE_MODES.join(' or ')}`,
  );

/** Reaching `quality` having spent at most c coin, c = 0 … mostCoin, as tuple counts over the pool's total: what a cell rounds. */
export function acquireByCoinWeights(dice: number, quality: number, mode: AcquireMode): Weights {
  const { weights, total } = acquireCostWeights(dice, quality, mode);
  let atMost = 0n;
  return { weights: weights.map((w) => (atMost += w)), total };
}

/** The chance of reaching `quality` having spent at most c coin, c = 0 … mostCoin (entry c; the last is 1), exactly. */
export function acquireByCoin(dice: number, quality: number, mode: AcquireMode): Fraction[] {
  const { weights, total } = acquireByCoinWeights(dice, quality, mode);
  return weights.map((w) => Fraction.of(w, total));
}

/**
 * The expected coin as [coin summed over every tuple, the pool's total],
 * unreduced: each result level's weight times the coin it needs, read
 * straight off the pool's levels, with no table of costs built (and no
 * cache of one) for a sum of four products: what a first call compiles
 * and runs costs more than the table saves (docs/benchmarks.md).
 */
export function acquireMeanWeight(dice: number, quality: number, mode: AcquireMode): readonly [bigint, bigint] {
  checkedModeIndex(quality, mode);
  const { weights: levels, total } = bandWeights(dice);
  let sum = 0n;
  for (let level = 0; level < levels.length; level++) sum += levels[level] * big(coinToReach(level, quality, mode));
  return [sum, total];
}

/** The expected coin reaching `quality` costs, exactly. */
export const acquireMeanCoin = (dice: number, quality: number, mode: AcquireMode): Fraction =>
  Fraction.of(...acquireMeanWeight(dice, quality, mode));
