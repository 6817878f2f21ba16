import { clockRolls, fullByOdds, MAX_COIN, MAX_SEGMENTS, meanRollsWeight, segmentsMarked, shortOfFull } from '../../src/blades/clock';
import { Fraction, sum } from '../../src/dice/fraction';
import { bladesOdds, frac, strings, TableRead } from '../support/enumerate';
import { everyPool } from '../support/property-runs';

const MARKS = [1, 2, 3, 5];
const clockMarks = (r: TableRead) => (r.critical ? 5 : r.die === 6 ? 3 : r.die >= 4 ? 2 : 1);

/** Per-roll odds of each mark, from the face-by-face oracle (not the engine). */
const markOdds = (dice: number) => bladesOdds(dice, clockMarks, MARKS);

/**
 * The brute force: walk every sequence of roll outcomes until the clock is
 * full, multiplying the oracle's per-roll odds; P(full on roll k) is the
 * sum over the sequences that fill it on roll k.
 */
function walk(odds: Fraction[], segments: number): Fraction[] {
  const filledOn = new Array<Fraction>(segments + 1).fill(Fraction.ZERO);
  const step = (marked: number, rolls: number, p: Fraction): void => {
    MARKS.forEach((m, i) => {
      const q = p.mul(odds[i]);
      if (q.num === 0n) return;
      if (marked + m >= segments) filledOn[rolls + 1] = filledOn[rolls + 1].add(q);
      else step(marked + m, rolls + 1, q);
    });
  };
  step(0, 0, Fraction.ONE);
  return filledOn.slice(1); // index k − 1: P(T = k)
}

const cumulative = (pmf: Fraction[]) => pmf.map((_, k) => sum(pmf.slice(0, k + 1)));

describe('clock against a brute-force walk over every sequence of rolls, clocks 1–8, pools 0–4', () => {
  const cases = [0, 1, 2, 3, 4].flatMap((dice) => [1, 2, 3, 4, 5, 6, 7, 8].map((s) => [dice, s] as const));
  test.each(cases)('%i dice, %i segments', (dice, segments) => {
    const pmf = walk(markOdds(dice), segments);
    const expected = strings(cumulative(pmf));
    expect(strings(fullByOdds(dice, segments))).toEqual(expected);
    const mean = sum(pmf.map((p, k) => p.mul(frac(k + 1))));
    expect(clockRolls(dice, segments).mean().toString()).toBe(mean.toString());
  });
});

/**
 * A second, independent route for every pool and clock size: the expected
 * number of rolls from each progress p, E(p) = 1 + Σ P(m) E(p + m), with
 * E(p) = 0 once full, in exact fractions over the oracle-checked per-roll
 * odds. It shares no code with the engine's sequence-counting DP.
 */
function expectedRolls(odds: Fraction[], segments: number): Fraction {
  const e = new Array<Fraction>(segments + 5).fill(Fraction.ZERO);
  for (let p = segments - 1; p >= 0; p--) e[p] = Fraction.ONE.add(sum(MARKS.map((m, i) => odds[i].mul(e[p + m]))));
  return e[0];
}

const POOLS = everyPool();

describe('clock means by first-step analysis, pools 0–20 (a spread below full scale), clocks 1–24', () => {
  test.each(POOLS)('%i dice', (dice) => {
    const odds = MARKS.map((m) => segmentsMarked(dice).pmf(m));
    for (let s = 1; s <= MAX_SEGMENTS; s++) {
      const expected = expectedRolls(odds, s).toString();
      expect(clockRolls(dice, s).mean().toString()).toBe(expected);
      // What BLADES_CLOCK_MEAN reads: the same mean as [weight, total], reduced only at the end.
      expect(frac(...meanRollsWeight(dice, s)).toString()).toBe(expected);
    }
  });
});

describe('clock rows', () => {
  test('a roll that could mark no segment is refused: the clock would never be sure to fill', () => {
    const step = { marks: [0, 1], weights: [1n, 1n], total: 2n };
    expect(() => shortOfFull(step, 4)).toThrow(new RangeError('a clock roll must mark at least one segment, not 0'));
  });
  test('a size, coin or pool off its range is refused, never read as another clock (the cache keys one number)', () => {
    expect(() => fullByOdds(2, MAX_SEGMENTS + 1)).toThrow(
      new RangeError(
        `clock: 2 dice, ${MAX_SEGMENTS + 1} segments and 0 coin are not a pool, 1–${MAX_SEGMENTS} segments and 0–${MAX_COIN} coin`,
      ),
    );
    expect(() => fullByOdds(2, 0)).toThrow(RangeError);
    expect(() => fullByOdds(2, 4, MAX_COIN + 1)).toThrow(RangeError);
    expect(() => meanRollsWeight(2, 4, -1)).toThrow(RangeError);
    expect(() => clockRolls(-1, 4)).toThrow(RangeError);
    expect(() => fullByOdds(2, 4.5)).toThrow(RangeError);
  });
  test('a 1-segment clock is full after the first roll, for any pool', () => {
    for (let dice = 0; dice <= 20; dice++) expect(strings(fullByOdds(dice, 1))).toEqual(['1']);
  });
  test('the last entry is exactly 1 (every roll marks a segment) and entries never fall', () => {
    for (const dice of [0, 1, 6, 20]) {
      for (let s = 1; s <= MAX_SEGMENTS; s++) {
        const row = fullByOdds(dice, s);
        expect(row).toHaveLength(s);
        expect(row[s - 1].toString()).toBe('1');
        for (let k = 1; k < s; k++) expect(row[k].sub(row[k - 1]).num >= 0n).toBe(true);
      }
    }
  });
  test('4-segment clock, 2 dice: only a critical (1/36) fills it in one roll; two rolls fill it unless both mark 1', () => {
    const row = strings(fullByOdds(2, 4));
    expect(row[0]).toBe('1/36');
    // Not full after two rolls: 1+1, 1+2 or 2+1 marks. P(1) = 1/4, P(2) = 4/9.
    const notFull = frac(1, 16).add(frac(2).mul(frac(1, 4)).mul(frac(4, 9)));
    expect(row[1]).toBe(Fraction.ONE.sub(notFull).toString());
  });
  test('a 24-segment clock with 20 dice is exact past 2^53 and still a distribution', () => {
    const rolls = clockRolls(20, 24);
    expect(rolls.total).toBe(6n ** 480n);
    expect(sum(rolls.outcomes().map((k) => rolls.pmf(k))).toString()).toBe('1');
    expect(rolls.outcomes()[0]).toBe(5); // 5 criticals mark 25 ≥ 24
  });
});

describe('coin on downtime rolls: each coin raises a roll one level, up to Critical', () => {
  const LEVEL_MARKS = [1, 2, 3, 5];
  const level = (r: TableRead) => (r.critical ? 3 : r.die === 6 ? 2 : r.die >= 4 ? 1 : 0);
  /** Per-roll odds of each mark with `coin` spent, from the face-by-face oracle. */
  const coinMarkOdds = (dice: number, coin: number) => bladesOdds(dice, (r) => LEVEL_MARKS[Math.min(level(r) + coin, 3)], MARKS);
  const cases = [0, 1, 2, 3].flatMap((coin) => [0, 1, 2, 4].flatMap((dice) => [1, 3, 4, 6, 8].map((s) => [coin, dice, s] as const)));
  test.each(cases)('%i coin, %i dice, %i segments: the walk over every sequence of rolls', (coin, dice, segments) => {
    const pmf = walk(coinMarkOdds(dice, coin), segments);
    expect(strings(fullByOdds(dice, segments, coin))).toEqual(strings(cumulative(pmf)));
    const mean = sum(pmf.map((p, k) => p.mul(frac(k + 1))));
    expect(clockRolls(dice, segments, coin).mean().toString()).toBe(mean.toString());
  });
  test('no coin is the plain clock, every pool (a spread below full scale) and size', () => {
    for (const dice of POOLS) {
      for (let s = 1; s <= MAX_SEGMENTS; s++) {
        expect(strings(fullByOdds(dice, s, 0))).toEqual(strings(fullByOdds(dice, s)));
      }
    }
    expect(clockRolls(2, 4, 0).mean().toString()).toBe('1309/576');
  });
  test('by hand: 3 coin makes every roll a Critical (5 segments); 2 coin lifts Bad to Clean, the rest to Critical', () => {
    expect(segmentsMarked(0, 3).outcomes()).toEqual([5]);
    // 2 dice, 2 coin: Bad (highest 1–3, 9/36) → Clean (3); Partial and up → Critical (5).
    expect(segmentsMarked(2, 2).pmf(3).toString()).toBe('1/4');
    expect(segmentsMarked(2, 2).pmf(5).toString()).toBe('3/4');
    // 1 coin, 4-segment clock, 2 dice: Bad → 2, Partial → 3, Clean/Critical → 5 (11/36 fills in one roll).
    expect(fullByOdds(2, 4, 1)[0].toString()).toBe('11/36');
    expect(clockRolls(20, 24, 3).outcomes()).toEqual([5]);
  });
});
