import { groupBands, leaderStress, leaderStressOdds } from '../../src/blades/group';
import { Fraction, sum } from '../../src/dice/fraction';
import { bladesRead, enumerateGroup, frac, strings } from '../support/enumerate';

/**
 * Every pool list of 1–3 participants with 0–3 dice each, in non-decreasing
 * order, that rolls at most 7 dice in all (6^7 joint tuples; 3, 3, 3 would
 * be 6^9, a minute of enumeration for nothing the others miss).
 */
function poolLists(): number[][] {
  const lists: number[][] = [];
  const grow = (list: number[]) => {
    if (list.length) lists.push(list);
    if (list.length === 3) return;
    for (let d = list.length ? list[list.length - 1] : 0; d <= 3; d++) grow([...list, d]);
  };
  grow([]);
  const rolled = (list: number[]) => list.reduce((n, d) => n + bladesRead(d).rolled, 0);
  return lists.filter((list) => rolled(list) <= 7);
}

describe('group action against every joint face tuple, 1–3 participants of 0–3 dice', () => {
  test.each(poolLists().map((p) => [p.join(', '), p] as const))('pools %s', (_, pools) => {
    const oracle = enumerateGroup(pools);
    expect(strings(groupBands(pools))).toEqual(strings(oracle.bands));
    expect(strings(groupBands(pools, true))).toEqual(strings(oracle.synchronized));
    expect(strings(leaderStressOdds(pools))).toEqual(strings(oracle.stress));
  });
});

describe('the worked example: pools 2, 1 and 0', () => {
  test('best single result: Bad 3/32, Partial 1823/3888, Clean 3185/7776, Critical 1/36', () => {
    expect(strings(groupBands([2, 1, 0]))).toEqual(['3/32', '1823/3888', '3185/7776', '1/36']);
  });
  test('Synchronized: Clean 1375/3888, Critical 217/2592; Bad and Partial unchanged', () => {
    expect(strings(groupBands([2, 1, 0], true))).toEqual(['3/32', '1823/3888', '1375/3888', '217/2592']);
  });
  test('by hand: Bad needs all three Bad (1/4 · 1/2 · 3/4); Synchronized Critical is 1 − P(fewer than two 6s)', () => {
    expect(groupBands([2, 1, 0])[0].toString()).toBe(frac(1, 4).mul(frac(1, 2)).mul(frac(3, 4)).toString());
    // Sixes: 2 dice show 0 (25/36) or 1 (10/36); 1 die 0 (5/6) or 1 (1/6); zero dice 0 (35/36) or 1 (1/36).
    const none = frac(25, 36).mul(frac(5, 6)).mul(frac(35, 36));
    const one = frac(10, 36)
      .mul(frac(5, 6))
      .mul(frac(35, 36))
      .add(frac(25, 36).mul(frac(1, 6)).mul(frac(35, 36)))
      .add(frac(25, 36).mul(frac(5, 6)).mul(frac(1, 36)));
    expect(groupBands([2, 1, 0], true)[3].toString()).toBe(Fraction.ONE.sub(none).sub(one).toString());
  });
  test('leader stress 0, 1, 2, 3: 3/32, 13/32, 13/32, 3/32, mean 3/2', () => {
    expect(strings(leaderStressOdds([2, 1, 0]))).toEqual(['3/32', '13/32', '13/32', '3/32']);
    expect(leaderStress([2, 1, 0]).mean().toString()).toBe('3/2');
  });
});

describe('group action, every size', () => {
  test('one participant is that participant’s own roll, synchronized or not', () => {
    for (let dice = 0; dice <= 20; dice++) {
      const alone = enumerateAlone(dice);
      expect(strings(groupBands([dice]))).toEqual(alone);
      expect(strings(groupBands([dice], true))).toEqual(alone);
    }
  });
  test('the order of the participants does not matter', () => {
    expect(strings(groupBands([0, 5, 1, 20]))).toEqual(strings(groupBands([20, 1, 5, 0])));
    expect(strings(groupBands([0, 5, 1, 20], true))).toEqual(strings(groupBands([1, 20, 0, 5], true)));
    expect(strings(leaderStressOdds([0, 5, 1, 20]))).toEqual(strings(leaderStressOdds([5, 0, 20, 1])));
  });
  test('twelve pools of twenty, synchronized: a distribution, computed in milliseconds', () => {
    const pools = new Array<number>(12).fill(20);
    const start = performance.now();
    const bands = groupBands(pools, true);
    const stress = leaderStressOdds(pools);
    const elapsed = performance.now() - start;
    expect(sum(bands).toString()).toBe('1');
    expect(sum(stress).toString()).toBe('1');
    // Every one of the 12 rolls Bad: (1/2)^20 each.
    expect(bands[0].toString()).toBe(frac(1, 2).pow(240).toString());
    expect(stress[12].toString()).toBe(frac(1, 2).pow(240).toString());
    // Synchronized Critical: anything but fewer than two 6s in all 240 dice.
    const fewer = frac(5, 6)
      .pow(240)
      .add(frac(240).mul(frac(1, 6)).mul(frac(5, 6).pow(239)));
    expect(bands[3].toString()).toBe(Fraction.ONE.sub(fewer).toString());
    expect(elapsed).toBeLessThan(250);
  });
  test('leader stress is binomial when every pool is the same: 4 zero-dice rolls, P(Bad) = 3/4', () => {
    const binomial = [1, 4, 6, 4, 1].map((c, k) =>
      frac(c)
        .mul(frac(3, 4).pow(k))
        .mul(frac(1, 4).pow(4 - k)),
    );
    expect(strings(leaderStressOdds([0, 0, 0, 0]))).toEqual(strings(binomial));
  });
  test('no participants is a programming error', () => {
    expect(() => groupBands([])).toThrow(new RangeError('groupBands: a group needs at least one participant'));
    expect(() => leaderStress([])).toThrow(new RangeError('leaderStress: a group needs at least one participant'));
  });
});

/** One roll's bands by the face-by-face oracle, as strings. */
function enumerateAlone(dice: number): string[] {
  if (dice > 6) {
    // Past 6 dice, the card's closed forms: Bad (1/2)^n, Partial (5/6)^n − (1/2)^n, Clean n·5^(n−1)/6^n.
    const bad = frac(1, 2).pow(dice);
    const partial = frac(5, 6).pow(dice).sub(bad);
    const clean = frac(dice)
      .mul(frac(5).pow(dice - 1))
      .div(frac(6).pow(dice));
    return strings([bad, partial, clean, Fraction.ONE.sub(bad).sub(partial).sub(clean)]);
  }
  return strings(enumerateGroup([dice]).bands);
}
