import { groupBands, groupBandWeights, leaderStress, leaderStressOdds, leaderStressWeights } from '../../src/blades/group';
import { CRITICAL, levelOf, tableRead } from '../../src/blades/roll';
import { Fraction, sum } from '../../src/dice/fraction';
import { bladesRead, enumerateGroup, frac, strings } from '../support/enumerate';
import { sized } from '../support/property-runs';

/**
 * Every pool list of 1–3 participants with 0–3 dice each, in non-decreasing
 * order, that rolls at most 7 dice in all (6^7 joint tuples; 3, 3, 3 would
 * be 6^9, a minute of enumeration for nothing the others miss). Below full
 * scale (test/support/property-runs.ts), at most 5 dice, and three
 * zero-dice rolls (6): still every size of crew, pools of 0–3 and the
 * lower-of-two read three times over.
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
  const allZero = (list: number[]) => list.length === 3 && list.every((d) => d === 0);
  return lists.filter((list) => rolled(list) <= sized(7, 5) || allZero(list));
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
    expect(() => groupBandWeights([])).toThrow(new RangeError('groupBandWeights: a group needs at least one participant'));
    expect(() => leaderStressWeights([])).toThrow(new RangeError('leaderStressWeights: a group needs at least one participant'));
    expect(() => leaderStressOdds([])).toThrow(new RangeError('leaderStressOdds: a group needs at least one participant'));
  });
});

/**
 * The walk over joint states the engine once used: (best level so far, 6s
 * so far capped at 2), one participant at a time, over each roll's read.
 * Another derivation of the same rule, so the product form is held to it
 * on crews far past what enumeration reaches.
 */
function jointWalk(pools: readonly number[]): { bands: Fraction[]; synchronized: Fraction[]; stress: Fraction[] } {
  let states = new Map<string, bigint>([['0,0,0', 1n]]);
  let total = 1n;
  for (const dice of pools) {
    const read = tableRead(dice);
    const next = new Map<string, bigint>();
    for (const [key, w] of states) {
      const [level, sixes, bads] = key.split(',').map(Number);
      for (const x of read.outcomes()) {
        const l = levelOf(x);
        const k = [Math.max(level, l), Math.min(sixes + (x === CRITICAL ? 2 : x === 6 ? 1 : 0), 2), bads + (l === 0 ? 1 : 0)].join();
        next.set(k, (next.get(k) ?? 0n) + w * read.weight(x));
      }
    }
    states = next;
    total *= read.total;
  }
  const bands = [0n, 0n, 0n, 0n];
  const synchronized = [0n, 0n, 0n, 0n];
  const stress = pools.map(() => 0n).concat(0n);
  for (const [key, w] of states) {
    const [level, sixes, bads] = key.split(',').map(Number);
    bands[level] += w;
    synchronized[sixes === 2 ? 3 : level] += w;
    stress[bads] += w;
  }
  const of = (ws: bigint[]) => ws.map((w) => Fraction.of(w, total));
  return { bands: of(bands), synchronized: of(synchronized), stress: of(stress) };
}

describe('the product form against the joint walk, crews of 1–12', () => {
  const crews: number[][] = [
    [20],
    [0, 0],
    [1, 20],
    [6, 0, 3, 2],
    [0, 1, 2, 3, 4, 5, 6],
    new Array<number>(12).fill(0),
    new Array<number>(12).fill(1),
    Array.from({ length: 12 }, (_, i) => (i * 7) % 21),
    [20, 0, 20, 0, 20, 0, 20, 0, 20, 0, 20, 0],
    new Array<number>(12).fill(20),
  ];
  test.each(crews.map((c) => [c.join(', '), c] as const))('pools %s', (_, pools) => {
    const walk = jointWalk(pools);
    expect(strings(groupBands(pools))).toEqual(strings(walk.bands));
    expect(strings(groupBands(pools, true))).toEqual(strings(walk.synchronized));
    expect(strings(leaderStressOdds(pools))).toEqual(strings(walk.stress));
    expect(
      strings(
        leaderStress(pools)
          .outcomes()
          .map((k) => leaderStress(pools).pmf(k)),
      ),
    ).toEqual(strings(walk.stress));
  });

  test('the weights: over the product of the pools’ totals, unreduced, summing to it', () => {
    for (const pools of crews) {
      const total = pools.reduce((t, d) => t * (d === 0 ? 36n : 6n ** BigInt(d)), 1n);
      for (const w of [groupBandWeights(pools), groupBandWeights(pools, true), leaderStressWeights(pools)]) {
        expect(w.total).toBe(total);
        expect(w.weights.reduce((a, b) => a + b, 0n)).toBe(total);
      }
    }
    // 2, 1, 0: over 36 · 6 · 36 = 7776, Bad 729/7776 (= 3/32, unreduced).
    expect(groupBandWeights([2, 1, 0])).toEqual({ weights: [729n, 3646n, 3185n, 216n], total: 7776n });
    expect(groupBandWeights([2, 1, 0], true)).toEqual({ weights: [729n, 3646n, 2750n, 651n], total: 7776n });
    expect(leaderStressWeights([2, 1, 0])).toEqual({ weights: [729n, 3159n, 3159n, 729n], total: 7776n });
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
