import { actionBands } from '../../src/blades/action';
import { CRITICAL, tableRead } from '../../src/blades/roll';
import { RESISTANCE_COSTS, resistance, resistanceOdds, VICE_CLEARED, vice, viceOdds } from '../../src/blades/stress';
import { Fraction } from '../../src/dice/fraction';
import { readCounts } from '../support/closed-forms';

/**
 * Every pool up to 20 dice against closed forms in plain BigInt counts over
 * 6^n tuples (test/support/closed-forms.ts), sharing no code with the
 * engine, not even Fraction's arithmetic.
 */
const POOLS = Array.from({ length: 20 }, (_, i) => i + 1);

function counts(n: number) {
  const { total, reads } = readCounts(n);
  // A 6 high is a single six or a critical.
  const highestIs = (x: bigint) => (x === 6n ? reads[5] + reads[6] : reads[Number(x) - 1]);
  return { total, highestIs, oneSix: reads[5], critical: reads[6] };
}

/** f is exactly count / total: compared by cross-multiplying, so no reduction is trusted. */
const expectExactly = (f: Fraction, count: bigint, total: bigint) =>
  expect(`${f.num * total} over ${f.den}`).toBe(`${count * f.den} over ${f.den}`);

describe('resistance, 1–20 dice: stress 6 − the highest die, 0 for a single 6, −1 on a critical', () => {
  test.each(POOLS)('%i dice: every cost and the mean', (n) => {
    const { total, highestIs, oneSix, critical } = counts(n);
    const cost = new Map<number, bigint>([
      [-1, critical],
      [0, oneSix],
    ]);
    for (let x = 1n; x <= 5n; x++) cost.set(6 - Number(x), highestIs(x));
    const d = resistance(n);
    for (const c of RESISTANCE_COSTS) expectExactly(d.pmf(c), cost.get(c)!, total);
    const meanCount = [...cost].reduce((acc, [c, w]) => acc + BigInt(c) * w, 0n);
    expectExactly(d.mean(), meanCount, total);
    // 6^20 < 2^53: one IEEE division of the exact counts is the correctly rounded mean.
    expect(d.mean().toNumber()).toBe(Number(meanCount) / Number(total));
  });

  test('the mean cost turns negative from 8 dice: criticals clear more stress than the rest cost', () => {
    const means = POOLS.map((n) => resistance(n).mean());
    expect(POOLS.filter((n) => means[n - 1].num < 0n)).toEqual(POOLS.filter((n) => n >= 8));
    expect(resistance(7).mean().toString()).toBe('1463/93312'); // 4389/279936 reduced by 3
    expect(resistance(8).mean().toString()).toBe('-16751/139968'); // -201012/1679616 reduced by 12
    expect(resistance(20).mean().toString()).toBe('-42817372927201/50779978334208');
    expect(resistance(20).mean().toNumber()).toBeLessThan(-0.84);
    expect(resistance(20).mean().toNumber()).toBeGreaterThan(-0.85);
  });
});

describe('vice, 1–20 dice: stress cleared is the highest die, a critical being a 6', () => {
  test.each(POOLS)('%i dice', (n) => {
    const { total, highestIs } = counts(n);
    const d = vice(n);
    let meanCount = 0n;
    for (const x of VICE_CLEARED) {
      expectExactly(d.pmf(x), highestIs(BigInt(x)), total);
      meanCount += BigInt(x) * highestIs(BigInt(x));
    }
    expect(d.pmf(CRITICAL).num).toBe(0n);
    expectExactly(d.mean(), meanCount, total);
  });
});

describe('the shared table read, 1–20 dice', () => {
  test.each(POOLS)('%i dice: 1–5 the highest die, 6 a single six, CRITICAL two or more', (n) => {
    const { total, highestIs, oneSix, critical } = counts(n);
    const read = tableRead(n);
    for (let x = 1; x <= 5; x++) expectExactly(read.pmf(x), highestIs(BigInt(x)), total);
    expectExactly(read.pmf(6), oneSix, total);
    expectExactly(read.pmf(CRITICAL), critical, total);
  });
  test('a critical reads one above a 6', () => {
    expect(CRITICAL).toBe(7);
  });
});
describe('the odds in column order, counted by hand', () => {
  test('action, 3 dice: Bad, Partial, Clean, Critical', () => {
    expect(actionBands(3).map(String)).toEqual(['1/8', '49/108', '25/72', '2/27']);
  });
  test('resistance and vice, 2 dice, in RESISTANCE_COSTS and VICE_CLEARED order', () => {
    // Two dice, counted by hand over 36: stress 5 ← highest 1 (1), 4 ← 2 (3), 3 ← 3 (5), 2 ← 4 (7), 1 ← 5 (9), 0 ← one six (10), −1 ← two sixes (1).
    expect(resistanceOdds(2).map(String)).toEqual(['1/36', '5/18', '1/4', '7/36', '5/36', '1/12', '1/36']);
    // Highest of two: 1, 3, 5, 7, 9, 11 in 36.
    expect(viceOdds(2).map(String)).toEqual(['1/36', '1/12', '5/36', '7/36', '1/4', '11/36']);
  });
});
