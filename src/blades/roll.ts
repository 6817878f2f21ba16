import { Distribution } from '../dice/distribution';
import { big } from '../dice/builtins';
import { memoByPool } from './memo';

/** The read of a critical (two or more 6s): one above a single 6, so reads sort by strength. */
export const CRITICAL = 7;

/** Integer weights over one total: what a roll's odds are until a cell or a fraction needs them. */
export interface Weights {
  readonly weights: readonly bigint[];
  readonly total: bigint;
}

/**
 * What the table reads off one roll of a pool, as tuple counts: index
 * 0–5 the read die 1–6, index 6 a critical (CRITICAL − 1). Every roll type
 * (action bands aside, which follow docs/rules.md#exact-model's own
 * decomposition) reads these, so the dice rule lives here once. One die or
 * more: the highest die, x^n − (x−1)^n tuples for x = 1–5; its 6s split by
 * the count of sixes into exactly one (6) and two or more (CRITICAL). Zero dice: the lower of
 * two, never critical.
 */
export const readWeights = memoByPool((dice: number): Weights => {
  const weights: bigint[] = [];
  if (dice === 0) {
    // The lower of two is x on (7 − x)² − (6 − x)² of 36 tuples.
    for (let x = 1; x <= 6; x++) weights.push(big((7 - x) * (7 - x) - (6 - x) * (6 - x)));
    weights.push(0n);
    return { weights, total: 36n };
  }
  // Closed forms, not a Pool's methods: one function to compile on a first call, not six (./action.ts).
  const n = big(dice);
  let below = 0n; // (x − 1)^n
  for (let x = 1; x <= 5; x++) {
    const upTo = big(x) ** n;
    weights.push(upTo - below);
    below = upTo;
  }
  const total = 6n ** n;
  const oneSix = n * 5n ** (n - 1n);
  weights.push(oneSix, total - below - oneSix);
  return { weights, total };
});

/** The same read as a distribution over 1–6 and CRITICAL. */
export function tableRead(dice: number): Distribution {
  const { weights, total } = readWeights(dice);
  return Distribution.fromWeights(
    weights.map((w, i) => [i + 1, w] as const),
    total,
  );
}

/**
 * The result level of a read, as the band index: 0 Bad (1–3), 1 Partial
 * (4/5), 2 Clean (a 6), 3 Critical. Group actions compare levels and coin
 * raises them; both read a roll through this one mapping.
 */
export const levelOf = (read: number): number => (read === CRITICAL ? 3 : read === 6 ? 2 : read >= 4 ? 1 : 0);
