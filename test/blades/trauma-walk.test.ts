import { RESISTANCE_COSTS } from '../../src/blades/stress';
import { MAX_TRACK, traumaChance } from '../../src/blades/stress-risk';
import { MAX_TRAUMA_ROLLS, traumaBy, traumaByWeight, traumaMeanRolls } from '../../src/blades/trauma-walk';
import { Fraction, sum } from '../../src/dice/fraction';
import { bladesRead, frac, strings, tally } from '../support/enumerate';
import { everyPool, spread } from '../support/property-runs';

/**
 * The oracle's roll: every face tuple of a Blades roll, read as the table
 * would (zero dice: the lower of two, never critical), as its change of
 * stress: −1 on a critical, else 6 − the die. Counted tuple by tuple.
 */
function costsByTuple(dice: number): Array<readonly [number, Fraction]> {
  const { rolled, read } = bladesRead(dice);
  const { counts, total } = tally(rolled, (f) => {
    const r = read(f);
    return r.critical ? -1 : 6 - r.die;
  });
  return [...counts].map(([cost, n]) => [cost, Fraction.of(n, total)] as const);
}

/** Walk every sequence of at most `rolls` rolls from `marked`, stopping at trauma: P(trauma within them). */
function walk(costs: Array<readonly [number, Fraction]>, marked: number, track: number, rolls: number): Fraction {
  if (rolls === 0) return Fraction.ZERO;
  return sum(costs.map(([cost, p]) => (cost >= track - marked ? p : p.mul(walk(costs, Math.max(0, marked + cost), track, rolls - 1)))));
}

describe('figures to check by hand', () => {
  test('one die at 8 of 9: only a 6 (cost 0) saves, so trauma by roll k is 1 − (1/6)^k and the mean 6/5', () => {
    expect(strings(traumaBy(1, 8, 9, 3))).toEqual(['5/6', '35/36', '215/216']);
    expect(traumaMeanRolls(1, 8, 9).toString()).toBe('6/5');
  });
  test('zero dice at 8 of 9: only a double 6 saves: 35/36 on the first roll, mean 36/35', () => {
    expect(strings(traumaBy(0, 8, 9, 2))).toEqual(['35/36', '1295/1296']);
    expect(traumaMeanRolls(0, 8, 9).toString()).toBe('36/35');
  });
  test('one die at 7 of 9: a 5 steps to 8, a 6 stays; E7 = (1 + E8/6)·6/5 = 36/25', () => {
    // By roll 2: 4/6 now, or a 5 then anything but a 6, or a 6 then a 4 or less.
    expect(strings(traumaBy(1, 7, 9, 2))).toEqual([
      '2/3',
      frac(2, 3)
        .add(frac(1, 6).mul(frac(5, 6)))
        .add(frac(1, 6).mul(frac(2, 3)))
        .toString(),
    ]);
    expect(traumaMeanRolls(1, 7, 9).toString()).toBe('36/25');
  });
  test('a one-box track: every cost of 1 or more is trauma; at 2 dice a 6 saves (11/36 of rolls)', () => {
    // 2 dice: highest die 6 with probability 11/36; a critical (1/36) clears nothing below 0 and stays.
    expect(strings(traumaBy(2, 0, 1, 2))).toEqual(['25/36', frac(1).sub(frac(11, 36).pow(2)).toString()]);
    expect(traumaMeanRolls(2, 0, 1).toString()).toBe('36/25');
  });
  test('two dice at 0 of 9: no first roll costs 9, so trauma by roll 1 is 0', () => {
    expect(traumaBy(2, 0, 9, 1)[0].toString()).toBe('0');
  });
});

describe("by roll 1 is BLADES_TRAUMA's chance: every start, pools 0–20 and tracks 1–24 (below full scale, a spread)", () => {
  // A roll costs at most 5: on tracks up to 5 every start can meet trauma in one roll, from 6 on the lowest cannot.
  // Below full scale (test/support/property-runs.ts), tracks 1–9 and a spread; pools as everyPool spreads them.
  const tracks = spread(
    Array.from({ length: MAX_TRACK }, (_, i) => i + 1),
    [1, 2, 3, 4, 5, 6, 7, 8, 9],
  );
  test.each(everyPool())('%i dice', (dice) => {
    for (const track of tracks) {
      for (let marked = 0; marked < track; marked++) {
        expect(traumaBy(dice, marked, track, 1)[0].toString()).toBe(traumaChance(dice, marked, track).toString());
      }
    }
  });
});

describe('the example of docs/rules.md#the-trauma-walk: 2 dice at 6 of 9', () => {
  test('trauma by roll 1, 2, 3 is 1/4, 737/1296, 12143/15552, as walking every sequence gives', () => {
    const expected = ['1/4', '737/1296', '12143/15552'];
    expect(strings(traumaBy(2, 6, 9, 3))).toEqual(expected);
    const costs = costsByTuple(2);
    expect([1, 2, 3].map((k) => walk(costs, 6, 9, k).toString())).toEqual(expected);
  });
  test('the mean is 6048302892444/2333558621171', () => {
    expect(traumaMeanRolls(2, 6, 9).toString()).toBe('6048302892444/2333558621171');
  });
});

describe('against walking every roll sequence, face tuple by face tuple', () => {
  const cases: Array<[number, number]> = [
    [0, 3],
    [1, 3],
    [2, 3],
    [3, 2],
  ];
  test.each(cases)('%i dice, up to %i rolls, tracks 1–7, every start', (dice, rolls) => {
    const costs = costsByTuple(dice);
    for (let track = 1; track <= 7; track++) {
      for (let marked = 0; marked < track; marked++) {
        const expected = Array.from({ length: rolls }, (_, k) => walk(costs, marked, track, k + 1).toString());
        expect(strings(traumaBy(dice, marked, track, rolls))).toEqual(expected);
      }
    }
  });
});

describe('the mean solves the walk exactly: E[m] = 1 + Σ P(cost) · E[after it], trauma counting 0', () => {
  // The chain reaches trauma from every start, so these equations have one solution: checking them checks the mean.
  test.each([0, 1, 2, 3, 4])('%i dice, tracks 1–9 (face tuples)', (dice) => {
    const costs = costsByTuple(dice);
    for (let track = 1; track <= 9; track++) {
      const mean = Array.from({ length: track }, (_, m) => traumaMeanRolls(dice, m, track));
      for (let m = 0; m < track; m++) {
        const rhs = sum(costs.map(([cost, p]) => (cost >= track - m ? Fraction.ZERO : p.mul(mean[Math.max(0, m + cost)]))));
        expect(mean[m].toString()).toBe(Fraction.ONE.add(rhs).toString());
      }
    }
  });
  test('every pool at the longest track: the equations hold, and the mean is at least the rolls trauma needs', () => {
    for (const dice of [5, 10, 20]) {
      const costs = costsOf(dice);
      const mean = Array.from({ length: MAX_TRACK }, (_, m) => traumaMeanRolls(dice, m, MAX_TRACK));
      for (let m = 0; m < MAX_TRACK; m++) {
        const rhs = sum(costs.map(([cost, p]) => (cost >= MAX_TRACK - m ? Fraction.ZERO : p.mul(mean[Math.max(0, m + cost)]))));
        expect(mean[m].toString()).toBe(Fraction.ONE.add(rhs).toString());
        // Each roll marks at most 5 and trauma needs a cost of the boxes left, so at least ⌈(left − 5) / 5⌉ + 1 rolls.
        expect(mean[m].toNumber()).toBeGreaterThanOrEqual(Math.ceil((MAX_TRACK - m - 5) / 5) + 1);
      }
    }
  });
  test('the sum of P(no trauma after k rolls) over k < 24 is below the mean and approaches it', () => {
    // E = Σ_{k ≥ 0} P(no trauma after k rolls): a truncated sum is a strict lower bound.
    const partial = Fraction.ONE.add(sum(traumaBy(1, 8, 9, MAX_TRAUMA_ROLLS - 1).map((p) => Fraction.ONE.sub(p))));
    const mean = traumaMeanRolls(1, 8, 9);
    expect(mean.sub(partial).num > 0n).toBe(true);
    expect(mean.sub(partial).toNumber()).toBeLessThan(1e-17);
  });
});

/** The engine-independent costs for pools too large to enumerate: P(read die ≤ x) in closed form. */
function costsOf(dice: number): Array<readonly [number, Fraction]> {
  const atMost = (x: number) => frac(x, 6).pow(dice);
  const out: Array<readonly [number, Fraction]> = [];
  for (let die = 1; die <= 5; die++) out.push([6 - die, atMost(die).sub(atMost(die - 1))]);
  const oneSix = frac(dice, 6).mul(frac(5, 6).pow(dice - 1));
  out.push([0, oneSix], [-1, Fraction.ONE.sub(atMost(5)).sub(oneSix)]);
  return out;
}

describe('weights and bounds', () => {
  test('a roll steps back at most one box, so the mean’s matrix is upper Hessenberg, as solveHessenberg reads it', () => {
    // solveHessenberg never reads below the subdiagonal: a cost below −1 would be dropped, not refused.
    expect(Math.min(...RESISTANCE_COSTS)).toBe(-1);
  });
  test('each weight is over total^k, the pool total to the power of the roll', () => {
    expect(traumaByWeight(2, 8, 9, 3).map(([, all]) => all)).toEqual([36n, 1296n, 46656n]);
  });
  test('the chance of trauma by roll k never falls, and stays below 1 while a save has a tuple', () => {
    for (const dice of [0, 2, 20]) {
      const by = traumaBy(dice, 0, MAX_TRACK, MAX_TRAUMA_ROLLS);
      for (let k = 1; k < by.length; k++) expect(by[k].sub(by[k - 1]).num >= 0n).toBe(true);
      expect(by[by.length - 1].num < by[by.length - 1].den).toBe(true);
    }
  });
  test('a start without a box left, or rolls outside 1–24, is not a walk', () => {
    expect(() => traumaBy(2, 9, 9, 1)).toThrow(new RangeError('trauma walk: 9 marked of 9 is not a track with a box left'));
    expect(() => traumaMeanRolls(2, -1, 9)).toThrow(new RangeError('trauma walk: -1 marked of 9 is not a track with a box left'));
    expect(() => traumaBy(2, 0, 9, 0)).toThrow(new RangeError('traumaBy: 0 rolls is not 1–24'));
    expect(() => traumaBy(2, 0, 9, 25)).toThrow(new RangeError('traumaBy: 25 rolls is not 1–24'));
  });
  test('a track beyond 24 boxes, or a pool that is not a whole count, is refused, never read as another pool’s solve', () => {
    // The solves are cached under pool × 25 + track: a track of 30 at 2 dice would otherwise be 3 dice at 5.
    expect(() => traumaMeanRolls(2, 0, 30)).toThrow(
      new RangeError('trauma walk: 2 dice on a track of 30 are not a pool and a track of 1–24 boxes'),
    );
    expect(() => traumaMeanRolls(-1, 0, 9)).toThrow(
      new RangeError('trauma walk: -1 dice on a track of 9 are not a pool and a track of 1–24 boxes'),
    );
    expect(() => traumaMeanRolls(1.5, 0, 9)).toThrow(
      new RangeError('trauma walk: 1.5 dice on a track of 9 are not a pool and a track of 1–24 boxes'),
    );
  });
});
