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

/**
 * The oracle: roll every participant's dice at once (a zero-dice roll is two
 * dice, keep the lower) and read the group off each joint face tuple as the
 * table would: each participant's own band, the best of them; with
 * Synchronized, two 6s across the rolls (a zero-dice roll shows its kept die)
 * make a critical; the leader's stress is the count of Bad results.
 */
export function enumerateGroup(pools: readonly number[]) {
  const rolls = pools.map(bladesRead);
  const rolled = rolls.reduce((n, r) => n + r.rolled, 0);
  const { counts, total } = tally(rolled, (faces) => {
    let at = 0;
    let best = 0;
    let sixes = 0;
    let bad = 0;
    for (const [i, roll] of rolls.entries()) {
      const own = faces.slice(at, at + roll.rolled);
      at += roll.rolled;
      const read = roll.read(own);
      const level = BANDS.indexOf(actionBandOf(read));
      best = Math.max(best, level);
      sixes += pools[i] === 0 ? (read.die === 6 ? 1 : 0) : own.filter((f) => f === 6).length;
      if (level === 0) bad += 1;
    }
    return (best * 4 + (sixes >= 2 ? 3 : best)) * 16 + bad;
  });
  const odds = (pick: (best: number, synced: number, bad: number) => number, outcomes: number) => {
    const weights = new Array<bigint>(outcomes).fill(0n);
    for (const [key, w] of counts) weights[pick(key >> 6, (key >> 4) & 3, key & 15)] += w;
    return weights.map((w) => Fraction.of(w, total));
  };
  return {
    bands: odds((best) => best, 4),
    synchronized: odds((_, synced) => synced, 4),
    stress: odds((_, __, bad) => bad, pools.length + 1),
  };
}

/** "13/32" → the exact fraction, for figures written out by hand. */
export function fractionOf(text: string): Fraction {
  const [n, d = '1'] = text.split('/');
  return Fraction.of(BigInt(n), BigInt(d));
}
