import { Band, BANDS } from '../../src/blades/action';
import { Fraction } from '../../src/dice/fraction';

/**
 * The test oracle: walk every one of the 6^n face tuples and tally what a
 * player would read off the table. Deliberately naive and separate from the
 * engine's decomposition; only tests use it.
 */
export function tally<K>(dice: number, read: (faces: number[]) => K): { counts: Map<K, bigint>; total: bigint } {
  const counts = new Map<K, bigint>();
  const faces = new Array<number>(dice).fill(1);
  let total = 0n;
  for (;;) {
    const key = read(faces);
    counts.set(key, (counts.get(key) ?? 0n) + 1n);
    total += 1n;
    let i = 0;
    while (i < dice && faces[i] === 6) faces[i++] = 1;
    if (i === dice) break;
    faces[i] += 1;
  }
  return { counts, total };
}

/** P(key) for every key, from a tally. */
export function odds<K>(dice: number, read: (faces: number[]) => K, keys: readonly K[]): Fraction[] {
  const { counts, total } = tally(dice, read);
  return keys.map((k) => Fraction.of(counts.get(k) ?? 0n, total));
}

/**
 * A Blades roll as read at the table: zero dice rolls two and keeps the
 * lower (never critical); otherwise the highest die, critical on two 6s.
 */
export interface TableRead {
  die: number;
  critical: boolean;
}

export function bladesRead(dice: number): { rolled: number; read: (faces: number[]) => TableRead } {
  if (dice === 0) return { rolled: 2, read: (f) => ({ die: Math.min(...f), critical: false }) };
  return {
    rolled: dice,
    read: (f) => ({ die: Math.max(...f), critical: f.filter((x) => x === 6).length >= 2 }),
  };
}

/** Odds of each label, reading every tuple of a Blades roll of `dice` dice. */
export function bladesOdds<L extends string | number>(dice: number, label: (r: TableRead) => L, labels: readonly L[]): Fraction[] {
  const { rolled, read } = bladesRead(dice);
  return odds(rolled, (f) => label(read(f)), labels);
}

/** The action band a player reads off one roll, by the table in docs/rules.md#action-roll-bands. */
export const actionBandOf = (r: TableRead): Band => (r.critical ? 'Critical' : r.die === 6 ? 'Clean' : r.die >= 4 ? 'Partial' : 'Bad');

/** The four action bands of a `dice` pool, counted face tuple by face tuple. */
export const enumeratedBands = (dice: number): Fraction[] => bladesOdds(dice, actionBandOf, BANDS);

export const frac = (n: number | bigint, d: number | bigint = 1) => Fraction.of(n, d);
export const strings = (fs: readonly Fraction[]) => fs.map((f) => f.toString());
