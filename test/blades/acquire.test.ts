import {
  ACQUIRE_MODES,
  acquireByCoin,
  acquireByCoinWeights,
  acquireCostWeights,
  acquireMeanCoin,
  acquireMeanWeight,
  AcquireMode,
  DEFAULT_ACQUIRE_MODE,
  DEFAULT_QUALITY,
  MAX_QUALITY,
  MIN_QUALITY,
  mostCoin,
} from '../../src/blades/acquire';
import { MAX_DICE } from '../../src/blades/pool-size';
import { Fraction } from '../../src/dice/fraction';
import { bandOf, countsBy, readCounts, reduced } from '../support/closed-forms';
import { actionBandOf, bladesRead, frac, strings, tally } from '../support/enumerate';

/**
 * Acquiring and crafting with coin (docs/rules.md#acquire-asset,
 * docs/rules.md#crafting), the coin counted here by spending it one coin at
 * a time as the rules say, from the level read off every face tuple (small
 * pools) or off closed-form counts (every pool): a roll gives quality Tier
 * −1, Tier, +1 or +2 on 1–3, 4/5, 6 or a critical; acquiring raises the
 * result a level per coin up to a critical and then pays 2 coin a quality;
 * crafting adds a quality per coin.
 */
const LEVELS = ['Bad', 'Partial', 'Clean', 'Critical'];
const QUALITIES = Array.from({ length: MAX_QUALITY - MIN_QUALITY + 1 }, (_, i) => MIN_QUALITY + i);

function coinSpent(level: number, target: number, mode: AcquireMode): number {
  let quality = level - 1;
  let coin = 0;
  while (quality < target) {
    if (mode === 'acquire' && level === 3) coin += 2;
    else coin += 1;
    if (mode === 'acquire' && level < 3) level += 1;
    quality += 1;
  }
  return coin;
}

/** Counts of each level over a total → the chance of reaching `target` with at most c coin, c = 0 … the cost of a 1–3, and the mean. */
function expected(levels: readonly bigint[], total: bigint, target: number, mode: AcquireMode) {
  const most = coinSpent(0, target, mode);
  const byCoin = new Array<bigint>(most + 1).fill(0n);
  levels.forEach((n, level) => (byCoin[coinSpent(level, target, mode)] += n));
  let atMost = 0n;
  const counts = byCoin.map((n) => (atMost += n));
  const coinSum = byCoin.reduce((acc, n, coin) => acc + n * BigInt(coin), 0n);
  return { counts, cumulative: counts.map((n) => reduced(n, total)), coinSum, mean: reduced(coinSum, total) };
}

/** Each level's tuple count, reading every face tuple of a Blades roll. */
function enumeratedLevels(dice: number) {
  const { rolled, read } = bladesRead(dice);
  const { counts, total } = tally(rolled, (f) => LEVELS.indexOf(actionBandOf(read(f))));
  return { levels: LEVELS.map((_, i) => counts.get(i) ?? 0n), total };
}

describe('acquiring: the known values', () => {
  test('2 dice, Tier +2: at most 0, 1, 2, 3 coin 1/36, 11/36, 3/4, 1; 23/12 coin on average', () => {
    expect(strings(acquireByCoin(2, 2, 'acquire'))).toEqual(['1/36', '11/36', '3/4', '1']);
    expect(acquireMeanCoin(2, 2, 'acquire').toString()).toBe('23/12');
  });
  test('2 dice, Tier +6: 4 qualities past a critical at 2 coin each, so 8 coin at least and 11 at most', () => {
    expect(strings(acquireByCoin(2, 6, 'acquire'))).toEqual(['0', '0', '0', '0', '0', '0', '0', '0', '1/36', '11/36', '3/4', '1']);
  });
  test('crafting 2 dice to Tier +6: a coin a quality, 4 to 7 coin', () => {
    expect(strings(acquireByCoin(2, 6, 'craft'))).toEqual(['0', '0', '0', '0', '1/36', '11/36', '3/4', '1']);
    expect(acquireMeanCoin(2, 6, 'craft').toString()).toBe(frac(23, 12).add(frac(4)).toString());
  });
  test('Tier −1 costs nothing; Tier costs a coin only after a 1–3', () => {
    expect(strings(acquireByCoin(2, -1, 'acquire'))).toEqual(['1']);
    expect(strings(acquireByCoin(2, 0, 'acquire'))).toEqual(['3/4', '1']);
    expect(strings(acquireByCoin(0, 0, 'craft'))).toEqual(['1/4', '1']);
  });
  test('the ranges and defaults', () => {
    expect([MIN_QUALITY, MAX_QUALITY, DEFAULT_QUALITY, DEFAULT_ACQUIRE_MODE]).toEqual([-1, 6, 1, 'acquire']);
    expect(ACQUIRE_MODES).toEqual(['acquire', 'craft']);
    expect(QUALITIES.map((q) => mostCoin(q, 'acquire'))).toEqual([0, 1, 2, 3, 5, 7, 9, 11]);
    expect(QUALITIES.map((q) => mostCoin(q, 'craft'))).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });
});

describe('refusals', () => {
  test('a target off Tier −1 … +6, or a mode that is neither, is refused by name', () => {
    expect(() => acquireByCoin(2, 7, 'acquire')).toThrow(
      new RangeError('acquireCostWeights: quality 7 by acquire is not Tier -1 … +6 by acquire or craft'),
    );
    expect(() => acquireByCoin(2, -2, 'craft')).toThrow(RangeError);
    expect(() => acquireByCoin(2, 1.5, 'craft')).toThrow(RangeError);
    expect(() => acquireMeanCoin(2, 1, 'buy' as AcquireMode)).toThrow(RangeError);
  });
});

describe('acquiring and crafting against every face tuple, pools 0–4', () => {
  const cases = [0, 1, 2, 3, 4].flatMap((dice) => ACQUIRE_MODES.map((mode) => [dice, mode] as const));
  test.each(cases)('%i dice, %s, every quality', (dice, mode) => {
    const { levels, total } = enumeratedLevels(dice);
    for (const q of QUALITIES) {
      const { cumulative, mean } = expected(levels, total, q, mode);
      expect(strings(acquireByCoin(dice, q, mode))).toEqual(cumulative);
      expect(acquireMeanCoin(dice, q, mode).toString()).toBe(mean);
    }
  });
});

describe('acquiring and crafting against closed-form counts, pools 0–20', () => {
  test('every pool, quality and mode; the last entry is 1 and the weights sum to the total', () => {
    for (let dice = 0; dice <= MAX_DICE; dice++) {
      const { total } = readCounts(dice);
      const levels = countsBy(dice, bandOf, LEVELS);
      for (const mode of ACQUIRE_MODES) {
        for (const q of QUALITIES) {
          const { counts, cumulative, coinSum, mean } = expected(levels, total, q, mode);
          const odds = acquireByCoin(dice, q, mode);
          expect(acquireByCoinWeights(dice, q, mode)).toEqual({ weights: counts, total });
          expect(acquireMeanWeight(dice, q, mode)).toEqual([coinSum, total]);
          expect(strings(odds)).toEqual(cumulative);
          expect(odds[odds.length - 1]).toEqual(Fraction.ONE);
          expect(acquireMeanCoin(dice, q, mode).toString()).toBe(mean);
          expect(acquireCostWeights(dice, q, mode).total).toBe(total);
        }
      }
    }
  });
  test('up to Tier +2 the two cost the same; past it acquiring costs 2 coin a quality more than crafting', () => {
    for (let dice = 0; dice <= MAX_DICE; dice++) {
      for (const q of QUALITIES) {
        const gap = acquireMeanCoin(dice, q, 'acquire').sub(acquireMeanCoin(dice, q, 'craft'));
        expect(gap.toString()).toBe(`${Math.max(0, q - 2)}`);
      }
    }
  });
});
