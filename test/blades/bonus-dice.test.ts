import { actionBands } from '../../src/blades/action';
import { BONUS_OPTIONS, bonusOptions, MAX_OPTION_DICE } from '../../src/blades/bonus-dice';
import { MAX_DICE } from '../../src/blades/pool-size';
import { Fraction, sum } from '../../src/dice/fraction';
import { enumeratedBands, frac, strings } from '../support/enumerate';

const POOLS = Array.from({ length: MAX_DICE + 1 }, (_, i) => i);

describe('the six options, in the issue order, with their dice and the crew total stress', () => {
  test('ids, bonus dice and stress', () => {
    expect(BONUS_OPTIONS.map(({ id, bonus, stress }) => [id, bonus, stress])).toEqual([
      ['asRolled', 0, 0],
      ['assist', 1, 1],
      ['bargain', 1, 0],
      ['push', 1, 2],
      ['assistBargain', 2, 1],
      ['assistPush', 2, 3],
    ]);
  });
  test('2 dice: As rolled is 2 dice, the bonus options 3 or 4, with the bands written out', () => {
    const options = bonusOptions(2);
    expect(options.map((o) => o.dice)).toEqual([2, 3, 3, 3, 4, 4]);
    expect(strings(options[0].bands)).toEqual(['1/4', '4/9', '5/18', '1/36']);
    // 3 dice: Bad 27/216, Partial 125/216 − 27/216, Clean 3·25/216, Critical the rest (16/216).
    expect(strings(options[1].bands)).toEqual(['1/8', '49/108', '25/72', '2/27']);
    // 4 dice: Bad 81/1296, Partial 625/1296 − 81/1296, Clean 4·125/1296, Critical 171/1296.
    expect(strings(options[5].bands)).toEqual(['1/16', '34/81', '125/324', '19/144']);
  });
  test('0 dice: the options roll 0, 1 or 2 dice: an assist lifts a desperate zero-dice roll to one die', () => {
    const options = bonusOptions(0);
    expect(options.map((o) => o.dice)).toEqual([0, 1, 1, 1, 2, 2]);
    expect(strings(options[0].bands)).toEqual(['3/4', '2/9', '1/36', '0']);
    expect(strings(options[2].bands)).toEqual(['1/2', '1/3', '1/6', '0']);
  });
});

describe('every pool 0–20: each option is the action roll of its pool', () => {
  test.each(POOLS)('%i dice', (dice) => {
    const options = bonusOptions(dice);
    expect(options.map((o) => o.id)).toEqual(BONUS_OPTIONS.map((o) => o.id));
    options.forEach((o, i) => {
      expect(o.dice).toBe(dice + BONUS_OPTIONS[i].bonus);
      expect(o.stress).toBe(BONUS_OPTIONS[i].stress);
      expect(strings(o.bands)).toEqual(strings(actionBands(o.dice)));
      expect(sum(o.bands).toString()).toBe('1');
    });
  });
});

describe('against every face tuple, pools 0–4 (options up to 6 dice)', () => {
  test.each([0, 1, 2, 3, 4])('%i dice', (dice) => {
    for (const o of bonusOptions(dice)) expect(strings(o.bands)).toEqual(strings(enumeratedBands(o.dice)));
  });
});

describe('the largest option pool, 22 dice, which the action math computes past the functions limit', () => {
  test('MAX_OPTION_DICE is 22', () => expect(MAX_OPTION_DICE).toBe(22));
  test('20 dice + assist + push: 22 dice, by the closed forms', () => {
    const n = 22;
    const half = frac(1, 2).pow(n);
    const noSix = frac(5, 6).pow(n);
    const clean = frac(n, 6).mul(frac(5, 6).pow(n - 1));
    const expected = [half, noSix.sub(half), clean, Fraction.ONE.sub(noSix).sub(clean)];
    expect(strings(bonusOptions(20)[5].bands)).toEqual(strings(expected));
  });
  test('a pool outside 0–20 is refused', () => {
    expect(() => bonusOptions(21)).toThrow(new RangeError('bonusOptions: 21 is not a pool 0–20'));
    expect(() => bonusOptions(-1)).toThrow(new RangeError('bonusOptions: -1 is not a pool 0–20'));
    expect(() => bonusOptions(1.5)).toThrow(RangeError);
  });
});
