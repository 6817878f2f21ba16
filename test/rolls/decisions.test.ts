import { atLeast } from '../../src/blades/action';
import { MAX_DICE } from '../../src/blades/pool-size';
import { traumaBy, traumaMeanRolls } from '../../src/blades/trauma-walk';
import { Fraction } from '../../src/dice/fraction';
import { EFFECT_TICKS, progressMean } from '../../src/blades/progress';
import {
  BEST_PER_STRESS,
  BETTER,
  DecisionSection,
  NO_STRESS,
  TRAUMA_WITHIN_ROLLS,
  bestOf,
  bonusDiceSection,
  pushSection,
  traumaWithinSection,
} from '../../src/rolls/decisions';
import { rollSpec } from '../../src/rolls/registry';
import { frac, strings } from '../support/enumerate';

const POOLS = Array.from({ length: MAX_DICE + 1 }, (_, i) => i);
const LABELS = ['As rolled', 'Assist', "Devil's bargain", 'Push', "Assist + Devil's bargain", 'Assist + push'];

describe('bestOf: the marker rule of docs/rules.md#best-gain-per-stress', () => {
  test('the largest score; unranked (null) entries never', () => {
    expect([...bestOf([null, frac(1, 8), null, frac(1, 16), frac(3, 16), frac(1, 16)])]).toEqual([4]);
  });
  test('an exact tie marks every one of them', () => {
    expect([...bestOf([null, frac(1, 4), frac(2, 8), frac(1, 5)])]).toEqual([1, 2]);
  });
  test('nothing gained, nothing marked; nothing ranked, nothing marked', () => {
    expect([...bestOf([null, frac(0), frac(0)])]).toEqual([]);
    expect([...bestOf([null, null])]).toEqual([]);
  });
});

describe('What a bonus die buys', () => {
  test('2 dice, written out: the options, stress, chances, changes, and the markers', () => {
    const section = bonusDiceSection({ roll: 'action', dice: 2 });
    expect(section.columns).toEqual(['Stress', 'At least Partial', 'Clean or better']);
    expect(section.options.map((o) => o.label)).toEqual(LABELS);
    expect(section.options.map((o) => o.marker)).toEqual([null, null, NO_STRESS, null, BEST_PER_STRESS, null]);
    const cells = section.options.map((o) =>
      o.cells.map((c) => (c.kind === 'count' ? c.value : c.kind === 'chance' ? `${c.value} ${c.change}` : 'mean')),
    );
    // At least Partial: 3/4 at 2 dice, 7/8 at 3, 15/16 at 4; Clean or better: 11/36, 91/216, 671/1296.
    expect(cells).toEqual([
      [0, '3/4 0', '11/36 0'],
      [1, '7/8 1/8', '91/216 25/216'],
      [0, '7/8 1/8', '91/216 25/216'],
      [2, '7/8 1/8', '91/216 25/216'],
      [1, '15/16 3/16', '671/1296 275/1296'],
      [3, '15/16 3/16', '671/1296 275/1296'],
    ]);
  });
  test.each(POOLS)(
    '%i dice: Assist + Devil’s bargain is the best per stress (an assist’s stress and a free die), the bargain No stress',
    (dice) => {
      const section = bonusDiceSection({ roll: 'action', dice });
      expect(section.options.map((o) => o.marker)).toEqual([null, null, NO_STRESS, null, BEST_PER_STRESS, null]);
      // Each chance is the engine's at the option's pool; each change is from As rolled.
      const pools = [0, 1, 1, 1, 2, 2].map((b) => dice + b);
      section.options.forEach((o, i) => {
        const [, p, c] = o.cells;
        expect(p).toEqual({
          kind: 'chance',
          value: atLeast(pools[i], 'Partial'),
          change: atLeast(pools[i], 'Partial').sub(atLeast(dice, 'Partial')),
        });
        expect(c).toEqual({
          kind: 'chance',
          value: atLeast(pools[i], 'Clean'),
          change: atLeast(pools[i], 'Clean').sub(atLeast(dice, 'Clean')),
        });
      });
    },
  );
  test('the Action entry lists it, the other pool views do not', () => {
    expect(
      rollSpec({ roll: 'action', dice: 2 })
        .sections?.({ roll: 'action', dice: 2 })
        .map((x) => x.id),
    ).toEqual(['bonus-dice']);
    expect(rollSpec({ roll: 'vice', dice: 2 }).sections).toBeUndefined();
  });
});

describe('Trauma within 1 to 10 rolls', () => {
  test('2 dice at 6 of 9: the chances within 1 … 10 rolls and the mean', () => {
    const section = traumaWithinSection({ roll: 'resistance', dice: 2, stress: 6, track: 9 });
    expect(section.series!.rows.map((r) => r.label)).toEqual([
      'Within 1 roll',
      ...[2, 3, 4, 5, 6, 7, 8, 9, 10].map((k) => `Within ${k} rolls`),
    ]);
    expect(strings(section.series!.rows.map((r) => r.fraction)).slice(0, 3)).toEqual(['1/4', '737/1296', '12143/15552']);
    expect(section.means.map((m) => [m.label, m.value.toString()])).toEqual([['Mean rolls to trauma', '6048302892444/2333558621171']]);
    expect(section.note).toBe('Resisting again and again from 6 of 9 stress marked, until the first trauma.');
    expect(section.series!.caption).toBe('Chance of trauma within 1 to 10 rolls');
  });
  test('no stress marked: an empty track of the book’s 9 boxes', () => {
    const section = traumaWithinSection({ roll: 'resistance', dice: 3 });
    expect(strings(section.series!.rows.map((r) => r.fraction))).toEqual(strings(traumaBy(3, 0, 9, TRAUMA_WITHIN_ROLLS)));
    expect(section.means[0].value.equals(traumaMeanRolls(3, 0, 9))).toBe(true);
    expect(section.series!.rows[0].fraction).toEqual(Fraction.ZERO);
  });
});

describe('Push yourself every roll: +1d, +1 effect, or both (4 stress)', () => {
  /** Each option as label, its stress a roll, its exact mean rolls and mean stress, and its marker. */
  const options = (section: DecisionSection) =>
    section.options.map((o) => {
      const [stress, rolls, meanStress] = o.cells;
      expect(o.cells).toHaveLength(3);
      if (stress.kind !== 'count' || rolls.kind !== 'mean' || meanStress.kind !== 'mean') throw new Error('cells of another kind');
      expect([rolls.unit, meanStress.unit]).toEqual([
        { one: 'roll', many: 'rolls' },
        { one: 'stress', many: 'stress' },
      ]);
      // The mean stress is the stress a roll times the mean rolls.
      expect(meanStress.value.equals(rolls.value.mul(Fraction.of(stress.value)))).toBe(true);
      return [o.label, stress.value, rolls.value.toString(), o.marker];
    });
  const NOTE = 'Pushing on every roll: the mean rolls and the mean stress to fill the clock.';
  const mean = (dice: number, segments: number, effect: keyof typeof EFFECT_TICKS) =>
    String(progressMean(dice, segments, EFFECT_TICKS[effect]));

  test('2 dice, 4 segments, standard: +1d (3 dice: any 4–6, chance 7/8, ticks 2, and two fill it: 16/7) is the least stress; both weighed at 4', () => {
    const section = pushSection({ roll: 'progress', dice: 2, segments: 4, effect: 'standard' });
    expect(section.title).toBe('Push yourself every roll');
    expect(section.columns).toEqual(['Stress a roll', 'Mean rolls to fill', 'Mean stress to fill']);
    expect(options(section)).toEqual([
      ['Push for +1d', 2, '16/7', BETTER],
      ['Push for +1 effect', 2, '212/81', null],
      ['Push for both', 4, mean(3, 4, 'great'), null],
    ]);
    expect(section.note).toBe(`${NOTE} Better: the least stress to fill.`);
    // No insert, no series, no means of its own.
    expect(section.insert).toBeUndefined();
    expect([section.series, section.means]).toEqual([undefined, []]);
  });
  test('2 dice, 8 segments, standard: +1 effect (great, the engine’s mean at 2 dice) beats +1d and both', () => {
    const section = pushSection({ roll: 'progress', dice: 2, segments: 8, effect: 'standard' });
    expect(options(section)).toEqual([
      ['Push for +1d', 2, mean(3, 8, 'standard'), null],
      ['Push for +1 effect', 2, mean(2, 8, 'great'), BETTER],
      ['Push for both', 4, mean(3, 8, 'great'), null],
    ]);
    expect(options(section)[1][2]).toBe('8744/2187');
  });
  test('at 1 segment any tick fills it, so only the chance of a tick counts: +1d wins, +1 effect changes nothing', () => {
    // +1 effect: still 1/(1 − 1/2) = 2 rolls at 1 die; +1d: 1/(1 − 1/4) = 4/3, and both the same 4/3 at twice the stress.
    const section = pushSection({ roll: 'progress', dice: 1, segments: 1, effect: 'limited' });
    expect(options(section)).toEqual([
      ['Push for +1d', 2, '4/3', BETTER],
      ['Push for +1 effect', 2, '2', null],
      ['Push for both', 4, '4/3', null],
    ]);
  });
  test('a tie for the least stress: none marked, and the note says so', () => {
    // 0 dice, 2 segments, limited: +1d is 1 die ticking 1 on a 4–6 (1/2), two ticks: 4 rolls; +1 effect is 0 dice
    // (the lower of two dice) at standard, ticking 2 on a 4–6 of the lower (1/4), one tick: 4 rolls; both, 1 die
    // ticking 2 on a 4–6: 2 rolls at 4 stress. 8 stress each.
    const section = pushSection({ roll: 'progress', dice: 0, segments: 2, effect: 'limited' });
    expect(options(section)).toEqual([
      ['Push for +1d', 2, '4', null],
      ['Push for +1 effect', 2, '4', null],
      ['Push for both', 4, '2', null],
    ]);
    expect(section.note).toBe(`${NOTE} The least stress on average is a tie.`);
  });
  test('extreme: +1d alone, unmarked, with why there is no +1 effect or both', () => {
    const section = pushSection({ roll: 'progress', dice: 2, segments: 8, effect: 'extreme' });
    expect(options(section)).toEqual([['Push for +1d', 2, mean(3, 8, 'extreme'), null]]);
    expect(section.note).toBe(`${NOTE} +1 effect and both: extreme is the highest effect level.`);
  });
  test('the Progress entry lists it, the Clock entry does not', () => {
    const choice = { roll: 'progress', dice: 2, segments: 4, effect: 'standard' } as const;
    expect(rollSpec(choice).sections?.(choice)).toEqual([pushSection(choice)]);
    expect(rollSpec({ roll: 'clock', dice: 2, segments: 4 }).sections).toBeUndefined();
  });
});
