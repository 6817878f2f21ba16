/**
 * The Monte-Carlo sheet's work, on its own so the bench can bundle it into a
 * plain script (no Node imports here).
 */
import { ALL_POOLS } from './engine';

// Read once: a global lookup per die would cost more than the die (about 1 µs in node:vm).
const { floor, imul, min } = Math;

export const ROLLS = 100_000;
export const SEED = 0x5eed;

/** mulberry32: a small, fast 32-bit generator, uniform in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = imul(t ^ (t >>> 15), t | 1);
    t ^= t + imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Counts of Bad, Partial, Clean, Critical over `rolls` simulated rolls of a pool. */
export function simulateBands(dice: number, rolls: number, random: () => number): number[] {
  const counts = [0, 0, 0, 0];
  const d6 = () => 1 + floor(random() * 6); // RANDBETWEEN(1, 6)
  for (let r = 0; r < rolls; r++) {
    let read: number;
    let sixes = 0;
    if (dice === 0) {
      read = min(d6(), d6()); // lower of two, never critical
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
