import { PUSH_STRESS, pushOdds, pushYourself } from '../../src/blades/push-yourself';
import { resistance } from '../../src/blades/stress';
import { MAX_THREATS, POSITIONS, Position, threatOdds, threatRowWeights, threatTotals, threatTotalWeights } from '../../src/blades/threat';
import { Fraction, sum } from '../../src/dice/fraction';
import { kthHighestAtLeast, readCounts } from '../support/closed-forms';
import { bladesOdds, strings, tally } from '../support/enumerate';
import { everyPool, sized } from '../support/property-runs';

/**
 * Deep Cuts' threat roll and push yourself (docs/rules.md#threat-roll,
 * docs/rules.md#push-yourself) against every face tuple (pools up to 6
 * dice at full scale, 1–4 threats, both positions, zero rating included), against
 * closed forms in plain BigInt counts up to 20 dice and 6 threats, and at
 * the values the issue states.
 */

// The rules, restated as a GM reads the dice off the table.
type Outcome = 'Avoided' | 'Reduced' | 'Full';
const outcomeOf = (die: number, position: Position): Outcome =>
  die === 6 ? 'Avoided' : die >= 4 && position === 'risky' ? 'Reduced' : 'Full';

/** Each threat's die, most severe first: the highest dice in turn; a zero rating's first threat the lower of its own two. */
function threatDice(dice: number, faces: number[]): number[] {
  const desc = (f: number[]) => [...f].sort((a, b) => b - a);
  return dice === 0 ? [Math.min(faces[0], faces[1]), ...desc(faces.slice(2))] : desc(faces);
}

/** One pass over every face tuple: each threat's outcome counts, All avoided, None full, Edge. */
function enumerate(dice: number, threats: number, position: Position) {
  const rolled = (dice === 0 ? 2 : dice) + threats - 1;
  const { counts, total } = tally(rolled, (faces) => {
    const outcomes = threatDice(dice, faces)
      .slice(0, threats)
      .map((d) => outcomeOf(d, position));
    const edge = dice > 0 && faces.filter((f) => f === 6).length >= 2;
    return JSON.stringify({ outcomes, edge });
  });
  const p = (keep: (o: Outcome[], edge: boolean) => boolean) => {
    let n = 0n;
    for (const [key, c] of counts) {
      const { outcomes, edge } = JSON.parse(key) as { outcomes: Outcome[]; edge: boolean };
      if (keep(outcomes, edge)) n += c;
    }
    return Fraction.of(n, total).toString();
  };
  return {
    perThreat: Array.from({ length: threats }, (_, i) => (['Avoided', 'Reduced', 'Full'] as const).map((o) => p((os) => os[i] === o))),
    allAvoided: p((os) => os.every((o) => o === 'Avoided')),
    noneFull: p((os) => os.every((o) => o !== 'Full')),
    edge: p((_, edge) => edge),
  };
}

const totalsStrings = (dice: number, threats: number, position: Position) => {
  const t = threatTotals(dice, threats, position);
  return [t.allAvoided, t.noneFull, t.edge].map((f) => f.toString());
};

/** The dice an enumerated case rolls at most: 6 at full scale, 5 below it (test/support/property-runs.ts). */
const MAX_ROLLED = sized(6, 5);
const enumeratedCases = POSITIONS.flatMap((position) =>
  [0, 1, 2, 3, 4, 5, 6].flatMap((dice) =>
    [1, 2, 3, 4].filter((threats) => dice + threats - 1 <= MAX_ROLLED).map((threats) => [dice, threats, position] as const),
  ),
);

describe(`threat roll against every face tuple: pools up to ${MAX_ROLLED} dice, 1–4 threats`, () => {
  test.each(enumeratedCases)('rating %i, %i threats, %s', (dice, threats, position) => {
    const oracle = enumerate(dice, threats, position);
    expect(threatOdds(dice, threats, position).map(strings)).toEqual(oracle.perThreat);
    expect(totalsStrings(dice, threats, position)).toEqual([oracle.allAvoided, oracle.noneFull, oracle.edge]);
  });
});

/** f is exactly count / total: compared by cross-multiplying, so no reduction is trusted. */
const expectExactly = (f: Fraction, count: bigint, total: bigint) =>
  expect(`${f.num * total} over ${f.den}`).toBe(`${count * f.den} over ${f.den}`);

describe('threat roll against closed forms: ratings 0–20 (a spread below full scale), 1–6 threats, both positions', () => {
  const cases = POSITIONS.flatMap((position) =>
    everyPool().flatMap((dice) => Array.from({ length: MAX_THREATS }, (_, t) => [dice, t + 1, position] as const)),
  );
  test.each(cases)('rating %i, %i threats, %s', (dice, threats, position) => {
    // Rating 1+: n dice ranked, threat i the i-th highest. Zero: the lower of two (1 and 9 of 36 tuples
    // at 6 and at 4 or more) times threats − 1 dice ranked for the rest.
    const n = dice === 0 ? threats - 1 : dice + threats - 1;
    const ownTotal = dice === 0 ? 36n : 1n;
    const total = 6n ** BigInt(n) * ownTotal;
    const atLeast = (x: number, rank: number): bigint => {
      if (dice === 0 && rank === 1) return (x === 6 ? 1n : 9n) * 6n ** BigInt(n);
      return kthHighestAtLeast(n, x, dice === 0 ? rank - 1 : rank) * ownTotal;
    };
    const odds = threatOdds(dice, threats, position);
    for (let i = 1; i <= threats; i++) {
      const avoided = atLeast(6, i);
      const notFull = position === 'risky' ? atLeast(4, i) : avoided;
      expectExactly(odds[i - 1][0], avoided, total);
      expectExactly(odds[i - 1][1], notFull - avoided, total);
      expectExactly(odds[i - 1][2], total - notFull, total);
      expect(sum(odds[i - 1]).toString()).toBe('1');
    }
    const all = (x: number) => (dice === 0 ? (x === 6 ? 1n : 9n) * kthHighestAtLeast(n, x, threats - 1) : kthHighestAtLeast(n, x, threats));
    const t = threatTotals(dice, threats, position);
    expectExactly(t.allAvoided, all(6), total);
    expectExactly(t.noneFull, position === 'risky' ? all(4) : all(6), total);
    expectExactly(t.edge, dice === 0 ? 0n : kthHighestAtLeast(n, 6, 2), total);
    expect(threatTotalWeights(dice, threats, position).total).toBe(total);
    expect(threatRowWeights(dice, threats, position).total).toBe(total);
  });
});

describe('threat roll: the values the issue states, and ones a GM can check by hand', () => {
  test('rating 2, 2 threats, risky: All avoided 2/27, None full 1/2', () => {
    const t = threatTotals(2, 2, 'risky');
    expect(t.allAvoided.toString()).toBe('2/27');
    expect(t.noneFull.toString()).toBe('1/2');
    // Three dice: at least two 6s is also Edge.
    expect(t.edge.toString()).toBe('2/27');
  });
  test('rating 1, 1 threat: Avoided 1/6, Reduced 1/3, Full 1/2; desperate Reduced 0, Full 5/6', () => {
    expect(strings(threatOdds(1, 1, 'risky')[0])).toEqual(['1/6', '1/3', '1/2']);
    expect(strings(threatOdds(1, 1, 'desperate')[0])).toEqual(['1/6', '0', '5/6']);
    expect(threatTotals(1, 1, 'risky').edge.toString()).toBe('0');
  });
  test('zero rating, 2 threats: the first takes the lower of two (1/36 avoided), the second a die of its own (1/6)', () => {
    const odds = threatOdds(0, 2, 'risky');
    expect(strings(odds[0])).toEqual(['1/36', '2/9', '3/4']);
    expect(strings(odds[1])).toEqual(['1/6', '1/3', '1/2']);
    expect(totalsStrings(0, 2, 'risky')).toEqual(['1/216', '1/8', '0']);
  });
  test('the most severe threat is never worse off than the next: it takes the higher die', () => {
    for (let dice = 1; dice <= 20; dice++) {
      const odds = threatOdds(dice, MAX_THREATS, 'risky');
      for (let i = 1; i < MAX_THREATS; i++) expect(odds[i - 1][0].sub(odds[i][0]).num >= 0n).toBe(true);
    }
  });
});

describe('push yourself', () => {
  const pushStress = (r: { die: number; critical: boolean }) => (r.critical ? 0 : r.die === 6 ? 1 : r.die >= 4 ? 2 : 3);
  test.each([0, 1, 2, 3, 4, 5, 6])('%i dice: every face tuple', (dice) => {
    expect(strings(pushOdds(dice))).toEqual(strings(bladesOdds(dice, pushStress, PUSH_STRESS)));
  });
  test.each(Array.from({ length: 20 }, (_, i) => i + 1))('%i dice: the closed forms', (dice) => {
    const { total, reads } = readCounts(dice);
    const counts = [reads[6], reads[5], reads[3] + reads[4], reads[0] + reads[1] + reads[2]];
    PUSH_STRESS.forEach((x, i) => expectExactly(pushYourself(dice).pmf(x), counts[i], total));
    expectExactly(pushYourself(dice).mean(), counts[1] + 2n * counts[2] + 3n * counts[3], total);
  });
  test('2 dice: mean 23/12 (0, 1, 2, 3 stress with 1/36, 5/18, 4/9, 1/4); the resistance roll costs 3/2', () => {
    expect(pushYourself(2).mean().toString()).toBe('23/12');
    expect(strings(pushOdds(2))).toEqual(['1/36', '5/18', '4/9', '1/4']);
    expect(resistance(2).mean().toString()).toBe('3/2');
  });
  test('zero dice: the lower of two, no critical: 0, 1/36, 2/9, 3/4', () => {
    expect(strings(pushOdds(0))).toEqual(['0', '1/36', '2/9', '3/4']);
  });
});
