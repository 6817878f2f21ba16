import { BANDS } from '../../src/blades/action';
import { clockRolls, fullByWeights, MAX_SEGMENTS } from '../../src/blades/clock';
import {
  EFFECT_TICKS,
  EFFECTS,
  effectAbove,
  MAX_ROLLS,
  neverFills,
  progressFullBy,
  progressFullByWeights,
  progressMean,
  progressMeanWeight,
  progressPushes,
  PROGRESS_PUSHES,
  Ticks,
} from '../../src/blades/progress';
import { Fraction, sum } from '../../src/dice/fraction';
import { enumeratedBands, frac, strings } from '../support/enumerate';
import { everyPool } from '../support/property-runs';

const CLOCK_TICKS: Ticks = [1, 2, 3, 5];

/**
 * The brute force: walk every sequence of `rolls` action results (the
 * bands counted face tuple by face tuple, not the engine's), multiplying
 * their odds, and add up the sequences whose ticks fill the clock by roll
 * k. A sequence that fills early stops there, counted for every later k.
 */
function walk(dice: number, segments: number, ticks: Ticks, rolls: number): Fraction[] {
  const odds = enumeratedBands(dice);
  const fullBy = new Array<Fraction>(rolls).fill(Fraction.ZERO);
  const step = (marked: number, rolled: number, p: Fraction): void => {
    if (marked >= segments) {
      for (let k = rolled; k <= rolls; k++) fullBy[k - 1] = fullBy[k - 1].add(p);
      return;
    }
    if (rolled === rolls) return;
    BANDS.forEach((_, i) => {
      const q = p.mul(odds[i]);
      if (q.num !== 0n) step(marked + ticks[i], rolled + 1, q);
    });
  };
  step(0, 0, Fraction.ONE);
  return fullBy;
}

/**
 * A second route to the mean, by first-step analysis in exact fractions
 * over the enumerated bands: E(p) = 1 + P(0) E(p) + Σ P(t) E(p + t), so
 * E(p) = (1 + Σ_{t>0} P(t) E(p + t)) / (1 − P(0)), E(p) = 0 once full.
 */
function firstStepMean(dice: number, segments: number, ticks: Ticks): Fraction {
  const odds = enumeratedBands(dice);
  const stay = sum(odds.filter((_, i) => ticks[i] === 0));
  const e = (p: number): Fraction => {
    if (p >= segments) return Fraction.ZERO;
    const on = sum(odds.map((q, i) => (ticks[i] === 0 ? Fraction.ZERO : q.mul(e(p + ticks[i])))));
    return Fraction.ONE.add(on).div(Fraction.ONE.sub(stay));
  };
  return e(0);
}

describe('progress by hand', () => {
  test('1 die, limited, 2 segments: a 4–6 ticks 1 (chance 1/2), so full by k is 1 − (k + 1)/2^k; the mean 4', () => {
    expect(strings(progressFullBy(1, 2, EFFECT_TICKS.limited, 4))).toEqual(['0', '1/4', '1/2', '11/16']);
    expect(progressMean(1, 2, EFFECT_TICKS.limited).toString()).toBe('4');
  });
  test('0 dice, standard, 2 segments: the lower of two is 4 or more with chance 1/4, and fills it; the mean 4', () => {
    expect(strings(progressFullBy(0, 2, EFFECT_TICKS.standard, 3))).toEqual(['1/4', '7/16', '37/64']);
    expect(progressMean(0, 2, EFFECT_TICKS.standard).toString()).toBe('4');
  });
  test('2 dice, great, 4 segments: a critical (1/36) fills it in one roll; two 4–6s otherwise; mean 212/81', () => {
    // E(3) = 1/(3/4) = 4/3; E(0) = (1 + 13/18 · 4/3)/(3/4) = 212/81.
    expect(progressMean(2, 4, EFFECT_TICKS.great).toString()).toBe('212/81');
    expect(progressFullBy(2, 4, EFFECT_TICKS.great, 1)[0].toString()).toBe('1/36');
  });
  test('the effect levels and their ticks, and one level up', () => {
    expect(EFFECTS.map((e) => EFFECT_TICKS[e].join(','))).toEqual(['0,1,1,2', '0,2,2,3', '0,3,3,4', '0,4,4,5']);
    expect(EFFECTS.map(effectAbove)).toEqual(['standard', 'great', 'extreme', null]);
  });
});

describe('progress against a brute-force walk over every sequence of rolls', () => {
  const tickRows: Ticks[] = [...EFFECTS.map((e) => EFFECT_TICKS[e]), [0, 0, 1, 1], [2, 0, 0, 1], [0, 0, 0, 3]];
  const cases = [0, 1, 2, 3].flatMap((dice) => [1, 2, 3, 5].flatMap((s) => tickRows.map((t) => [dice, s, t] as const)));
  test.each(cases)('%i dice, %i segments, ticks %j', (dice, segments, ticks) => {
    if (neverFills(dice, ticks)) {
      expect(() => progressFullBy(dice, segments, ticks, 5)).toThrow(RangeError);
      return;
    }
    expect(strings(progressFullBy(dice, segments, ticks, 5))).toEqual(strings(walk(dice, segments, ticks, 5)));
    expect(progressMean(dice, segments, ticks).toString()).toBe(firstStepMean(dice, segments, ticks).toString());
  });
});

describe('the downtime clock is the tick row {1,2,3,5}', () => {
  test('full by roll k, weight for weight, every pool 0–20 (a spread below full scale) and size 1–24; always full after `segments` rolls', () => {
    for (const dice of everyPool()) {
      for (let s = 1; s <= MAX_SEGMENTS; s++) {
        const clock = fullByWeights(dice, s);
        const progress = progressFullByWeights(dice, s, s + 2, ...CLOCK_TICKS);
        expect(progress.slice(0, s)).toEqual(clock);
        expect(progress.slice(s).every(([full, all]) => full === all)).toBe(true);
      }
    }
  });
  test('the chain mean equals the clock mean, by another algorithm, pools 0–6 and 20, sizes 1–24', () => {
    for (const dice of [0, 1, 2, 3, 4, 5, 6, 20]) {
      for (let s = 1; s <= MAX_SEGMENTS; s++) expect(progressMean(dice, s, CLOCK_TICKS).equals(clockRolls(dice, s).mean())).toBe(true);
    }
  });
});

describe('ticks that never fill the clock', () => {
  test('only a critical ticks: refused at 0 and 1 die, which never roll one; fine from 2 dice', () => {
    expect(neverFills(0, [0, 0, 0, 2])).toBe(true);
    expect(neverFills(1, [0, 0, 0, 2])).toBe(true);
    expect(neverFills(2, [0, 0, 0, 2])).toBe(false);
    expect(() => progressMeanWeight(1, 4, 0, 0, 0, 2)).toThrow(new RangeError('ticks 0,0,0,2 never fill a clock at 1 dice'));
    // At 2 dice only a critical (1/36) ticks: 2 segments need one, a geometric wait of 36 rolls.
    expect(progressMean(2, 2, [0, 0, 0, 2]).toString()).toBe('36');
  });
  test('no tick at all never fills, at any pool; a Partial, a Clean or a Bad always can', () => {
    for (let dice = 0; dice <= 20; dice++) {
      expect(neverFills(dice, [0, 0, 0, 0])).toBe(true);
      for (const t of [
        [1, 0, 0, 0],
        [0, 1, 0, 0],
        [0, 0, 1, 0],
      ] as Ticks[])
        expect(neverFills(dice, t)).toBe(false);
    }
  });
});

describe('progress rows', () => {
  test('entries never fall and stay within 0–1, the worst case runs: 20 dice, 24 segments, 50 rolls', () => {
    for (const e of EFFECTS) {
      const rows = progressFullBy(20, 24, EFFECT_TICKS[e], MAX_ROLLS);
      expect(rows).toHaveLength(MAX_ROLLS);
      rows.forEach((f, i) => {
        expect(f.num >= 0n && f.num <= f.den).toBe(true);
        if (i > 0) expect(f.sub(rows[i - 1]).num >= 0n).toBe(true);
      });
    }
  });
  test('a higher effect never takes longer on average, nor a bigger pool', () => {
    for (let dice = 0; dice <= 6; dice++) {
      const means = EFFECTS.map((e) => progressMean(dice, 8, EFFECT_TICKS[e]));
      for (let i = 1; i < means.length; i++) expect(means[i].sub(means[i - 1]).num <= 0n).toBe(true);
      if (dice > 0)
        expect(progressMean(dice, 8, EFFECT_TICKS.standard).sub(progressMean(dice - 1, 8, EFFECT_TICKS.standard)).num <= 0n).toBe(true);
    }
  });
  test('the mean is exact as a ratio: 1/(1 − P(no tick)) when any tick fills the clock', () => {
    // 3 dice, standard, 2 segments: any 4–6 fills, chance 1 − 1/8.
    expect(frac(...progressMeanWeight(3, 2, ...EFFECT_TICKS.standard)).toString()).toBe('8/7');
  });
});

describe('pushing yourself on every roll: +1d, +1 effect, or both for 4 stress', () => {
  test('by hand, 0 dice, standard, 2 segments: +1d rolls one die (a 4–6 fills it, mean 2), +1 effect needs the lower of two at 4+ (mean 4), both mean 2', () => {
    const pushes = progressPushes(0, 2, 'standard');
    expect(pushes.map((p) => [p.id, p.dice, p.effect, p.stress])).toEqual([
      ['dice', 1, 'standard', 2],
      ['effect', 0, 'great', 2],
      ['both', 1, 'great', 4],
    ]);
    expect(pushes.map((p) => p.meanRolls.toString())).toEqual(['2', '4', '2']);
    expect(pushes.map((p) => p.meanStress.toString())).toEqual(['4', '8', '8']);
  });
  test('the three pushes and their stress', () => {
    expect(PROGRESS_PUSHES.map((p) => [p.id, p.bonusDice, p.effectUp, p.stress])).toEqual([
      ['dice', 1, 0, 2],
      ['effect', 0, 1, 2],
      ['both', 1, 1, 4],
    ]);
  });
  test('at extreme no effect level is above: +1d alone', () => {
    expect(progressPushes(3, 8, 'extreme').map((p) => p.id)).toEqual(['dice']);
  });
  const cases = [0, 1, 2, 3].flatMap((dice) =>
    [1, 2, 4, 6].flatMap((s) => (['limited', 'standard', 'great'] as const).map((e) => [dice, s, e] as const)),
  );
  test.each(cases)(
    '%i dice, %i segments, %s: each mean by first-step analysis over the enumerated bands of the pushed roll',
    (dice, segments, effect) => {
      const above = effectAbove(effect)!;
      const expected = [
        firstStepMean(dice + 1, segments, EFFECT_TICKS[effect]),
        firstStepMean(dice, segments, EFFECT_TICKS[above]),
        firstStepMean(dice + 1, segments, EFFECT_TICKS[above]),
      ];
      const pushes = progressPushes(dice, segments, effect);
      expect(strings(pushes.map((p) => p.meanRolls))).toEqual(strings(expected));
      expect(strings(pushes.map((p) => p.meanStress))).toEqual(strings(expected.map((m, i) => m.mul(frac([2, 2, 4][i])))));
    },
  );
  test('pushing for both never takes more rolls on average than either push alone', () => {
    for (let dice = 0; dice <= 6; dice++) {
      for (const effect of ['limited', 'standard', 'great'] as const) {
        for (const segments of [4, 8, 12]) {
          const [one, other, both] = progressPushes(dice, segments, effect).map((p) => p.meanRolls);
          expect(both.sub(one).num <= 0n && both.sub(other).num <= 0n).toBe(true);
        }
      }
    }
  });
});
