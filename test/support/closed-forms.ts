/**
 * What a player reads off one Blades roll, as plain BigInt tuple counts from
 * closed forms, sharing no code with the engine (not even Fraction): for
 * n ≥ 1 dice, #(highest ≤ x) = x^n and #(exactly one six) = n·5^(n−1);
 * for zero dice, the lower of two: #(lower = x) = (7 − x)² − (6 − x)².
 */
export interface ReadCounts {
  /** Tuples in all: 6^n, or 36 for zero dice. */
  readonly total: bigint;
  /** Tuples reading 1 … 6 (index 0 … 5), then a critical (index 6). */
  readonly reads: readonly bigint[];
}

export function readCounts(dice: number): ReadCounts {
  if (dice === 0) return { total: 36n, reads: [11n, 9n, 7n, 5n, 3n, 1n, 0n] };
  const n = BigInt(dice);
  const total = 6n ** n;
  const highestIs = (x: bigint) => x ** n - (x - 1n) ** n;
  const oneSix = n * 5n ** (n - 1n);
  return { total, reads: [1n, 2n, 3n, 4n, 5n].map(highestIs).concat([oneSix, total - 5n ** n - oneSix]) };
}

/** Tuples per label, reading each die 1 … 6 and a critical (7) through `label`. */
export function countsBy<L>(dice: number, label: (read: number) => L, labels: readonly L[]): bigint[] {
  const { reads } = readCounts(dice);
  return labels.map((l) => reads.reduce((acc, w, i) => (label(i + 1) === l ? acc + w : acc), 0n));
}

/** The correctly rounded double of count/total: both below 2^53 up to 20 dice, so one IEEE division. */
export const double = (count: bigint, total: bigint): number => Number(count) / Number(total);

/** "49/108", "0", "1": count/total reduced, by BigInt alone. */
export function reduced(count: bigint, total: bigint): string {
  let [a, b] = [count < 0n ? -count : count, total];
  while (b !== 0n) [a, b] = [b, a % b];
  const [n, d] = [count / a, total / a];
  return d === 1n ? `${n}` : `${n}/${d}`;
}

export const CRITICAL_READ = 7;
export const resistCost = (read: number): number => (read === CRITICAL_READ ? -1 : 6 - read);
export const viceCleared = (read: number): number => Math.min(read, 6);
export const bandOf = (read: number): string =>
  read === CRITICAL_READ ? 'Critical' : read === 6 ? 'Clean' : read >= 4 ? 'Partial' : 'Bad';

/**
 * Tuples of n d6 by how many dice show x or more: index k holds the tuples
 * with exactly k such dice, built die by die (each die high in 7 − x ways,
 * low in x − 1), so no binomial and nothing of the engine's Pool.
 */
export function countsByHighDice(n: number, x: number): bigint[] {
  const high = BigInt(7 - x);
  const low = BigInt(x - 1);
  let counts = [1n];
  for (let d = 0; d < n; d++) counts = [...counts, 0n].map((c, k) => c * low + (k > 0 ? counts[k - 1] * high : 0n));
  return counts;
}

/** Tuples of n d6 whose k-th highest die is at least x: at least k dice show x or more. */
export const kthHighestAtLeast = (n: number, x: number, k: number): bigint =>
  countsByHighDice(n, x).reduce((acc, c, j) => (j >= k ? acc + c : acc), 0n);
