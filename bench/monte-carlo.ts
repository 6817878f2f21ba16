/**
 * 3. What RANDBETWEEN sheets do: simulate 100,000 rolls per pool and count
 * the bands. Timed against the exact engine; its error is measured against
 * the exact fractions. A seeded generator makes every run give the same error.
 */
import { actionBands, BANDS } from '../src/blades/action';
import { Fraction } from '../src/dice/fraction';
import { ALL_POOLS, exactAllPools } from './engine';
import { Section } from './report';
import { Mode, ratio, sideBySide } from './timing';

export const ROLLS = 100_000;
export const SEED = 0x5eed;

/** mulberry32: a small, fast 32-bit generator, uniform in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Counts of Bad, Partial, Clean, Critical over `rolls` simulated rolls of a pool. */
export function simulateBands(dice: number, rolls: number, random: () => number): number[] {
  const counts = [0, 0, 0, 0];
  const d6 = () => 1 + Math.floor(random() * 6); // RANDBETWEEN(1, 6)
  for (let r = 0; r < rolls; r++) {
    let read: number;
    let sixes = 0;
    if (dice === 0) {
      read = Math.min(d6(), d6()); // lower of two, never critical
    } else {
      read = 0;
      for (let i = 0; i < dice; i++) {
        const face = d6();
        if (face > read) read = face;
        if (face === 6) sixes++;
      }
    }
    counts[sixes >= 2 ? 3 : read === 6 ? 2 : read >= 4 ? 1 : 0]++;
  }
  return counts;
}

/** Every pool 0–20, each from the same seed, as one sheet recalculation would. */
export const simulateAllPools = (rolls = ROLLS, seed = SEED): number[][] =>
  ALL_POOLS.map((n) => simulateBands(n, rolls, mulberry32(seed + n)));

export interface WorstError {
  error: number;
  dice: number;
  band: string;
}

/** The largest |estimate − exact| over every pool and band, computed exactly, rounded once. */
export function largestError(counts: number[][], rolls = ROLLS): WorstError {
  let worst: WorstError = { error: 0, dice: 0, band: BANDS[0] };
  counts.forEach((row, i) => {
    const exact = actionBands(ALL_POOLS[i]);
    row.forEach((count, b) => {
      const diff = Fraction.of(count, rolls).sub(exact[b]).toNumber();
      if (Math.abs(diff) > worst.error) worst = { error: Math.abs(diff), dice: ALL_POOLS[i], band: BANDS[b] };
    });
  });
  return worst;
}

export function monteCarloSection(mode: Mode): Section {
  const t = sideBySide(
    [
      { name: 'monte carlo', run: () => simulateAllPools() },
      { name: 'exact', run: exactAllPools },
    ],
    mode,
  );
  const worst = largestError(simulateAllPools());
  const mc = t.get('monte carlo')!;
  const exact = t.get('exact')!;
  return {
    id: 'monteCarlo',
    title: `3. Monte Carlo (${ROLLS.toLocaleString('en-US')} simulated rolls per pool, seeded) against the exact engine, pools 0–20`,
    figures: [
      { id: 'monteCarlo.simulateMs', label: 'Monte Carlo, all 21 pools', value: mc.medianMs, unit: 'ms' },
      { id: 'monteCarlo.exactMs', label: 'exact engine, all 21 pools', value: exact.medianMs, unit: 'ms' },
      { id: 'monteCarlo.ratio', label: 'Monte Carlo ÷ exact, time', value: ratio(mc, exact), unit: 'ratio' },
      {
        id: 'monteCarlo.largestError',
        label: 'Monte Carlo largest absolute error vs the exact fractions',
        value: worst.error,
        unit: 'abs error',
        note: `${(worst.error * 100).toFixed(2)} percentage points, ${worst.band} at ${worst.dice} dice (seed ${SEED})`,
      },
    ],
  };
}
