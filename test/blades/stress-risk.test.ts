import { MAX_TRACK, overindulgeChance, stressCleared, traumaChance } from '../../src/blades/stress-risk';
import { Fraction } from '../../src/dice/fraction';
import { bladesOdds, frac } from '../support/enumerate';
import { everyPool, sized } from '../support/property-runs';

/** P(the read die ≤ x): (x/6)^n for n dice; zero dice keep the lower of two: 1 − ((6 − x)/6)^2. */
function readAtMost(dice: number, x: number): Fraction {
  const y = Math.max(0, Math.min(6, x));
  return dice === 0 ? Fraction.ONE.sub(frac(6 - y, 6).pow(2)) : frac(y, 6).pow(dice);
}

const POOLS = everyPool();
/** The pools walked face tuple by face tuple: 0–5 at full scale, 0–4 below it. */
const ENUMERATED = Array.from({ length: sized(5, 4) + 1 }, (_, i) => i);
const enumerated = `pools 0–${ENUMERATED.length - 1}`;

describe('trauma when resisting: closed form, pools 0–20 (a spread below full scale), tracks 1–24, every marked count', () => {
  // Trauma needs a cost 6 − die ≥ boxes left ⇔ die ≤ 6 − boxes left (a critical's die is a 6, left ≥ 1).
  test.each(POOLS)('%i dice', (dice) => {
    for (let track = 1; track <= MAX_TRACK; track++) {
      for (let marked = 0; marked < track; marked++) {
        expect(traumaChance(dice, marked, track).toString()).toBe(readAtMost(dice, 6 - (track - marked)).toString());
      }
    }
  });
});

describe('overindulging: closed form, pools 0–20 (a spread below full scale), 0–24 marked', () => {
  test.each(POOLS)('%i dice', (dice) => {
    for (let marked = 0; marked <= 24; marked++) {
      expect(overindulgeChance(dice, marked).toString()).toBe(Fraction.ONE.sub(readAtMost(dice, marked)).toString());
    }
  });
});

describe(`against every face tuple, ${enumerated}`, () => {
  test.each(ENUMERATED)('%i dice', (dice) => {
    for (let track = 1; track <= 9; track++) {
      for (let marked = 0; marked < track; marked++) {
        const left = track - marked;
        const [trauma] = bladesOdds(dice, (r) => (!r.critical && 6 - r.die >= left ? 1 : 0), [1]);
        expect(traumaChance(dice, marked, track).toString()).toBe(trauma.toString());
      }
    }
    for (let marked = 0; marked <= 7; marked++) {
      const [over] = bladesOdds(dice, (r) => (r.die > marked ? 1 : 0), [1]);
      expect(overindulgeChance(dice, marked).toString()).toBe(over.toString());
    }
  });
});

describe('figures to check by hand', () => {
  test('2 dice at 6 of 9: 1/4 (trauma on a highest die of 3 or less)', () => {
    expect(traumaChance(2, 6, 9).toString()).toBe('1/4');
  });
  test('2 dice with 3 marked: 3/4 overindulge (a highest die of 4 or more)', () => {
    expect(overindulgeChance(2, 3).toString()).toBe('3/4');
  });
  test('with one box left any cost of 1 or more is trauma: only a 6 saves; zero dice 1 − 1/36', () => {
    expect(traumaChance(3, 8, 9).toString()).toBe(Fraction.ONE.sub(frac(91, 216)).toString());
    expect(traumaChance(0, 8, 9).toString()).toBe('35/36');
  });
  test('six or more boxes left: no roll costs that much', () => {
    expect(traumaChance(0, 0, 9).toString()).toBe('0');
    expect(traumaChance(1, 3, 9).toString()).toBe('0');
  });
  test('six or more marked: no die clears more', () => {
    expect(overindulgeChance(0, 6).toString()).toBe('0');
    expect(overindulgeChance(20, 24).toString()).toBe('0');
  });
  test('a full track is not a question the function answers', () => {
    expect(() => traumaChance(2, 9, 9)).toThrow(new RangeError('traumaChance: 9 marked of 9 is not a track with a box left'));
    expect(() => traumaChance(2, -1, 9)).toThrow(new RangeError('traumaChance: -1 marked of 9 is not a track with a box left'));
  });
});

describe(`stress an indulgence clears: the read die, but no more than is marked; against every face tuple, ${enumerated}`, () => {
  const CLEARED = [0, 1, 2, 3, 4, 5, 6];
  test.each(ENUMERATED)('%i dice, 0–7 marked', (dice) => {
    for (let marked = 0; marked <= 7; marked++) {
      const oracle = bladesOdds(dice, (r) => Math.min(r.die, marked), CLEARED);
      const cleared = stressCleared(dice, marked);
      expect(CLEARED.map((x) => cleared.pmf(x).toString())).toEqual(oracle.map((f) => f.toString()));
    }
  });
});
