import { big } from '../dice/builtins';
import { Fraction } from '../dice/fraction';
import { Weights } from './roll';
import { memoByPool } from './memo';

/**
 * The action roll's result bands (docs/rules.md#action-roll-bands). Fortune and engagement
 * rolls read the same four bands under other names.
 */
export const BANDS = ['Bad', 'Partial', 'Clean', 'Critical'] as const;
export type Band = (typeof BANDS)[number];

/** Bad, Partial, Clean, Critical as exact fractions, in that order. */
export type BandOdds = readonly [Fraction, Fraction, Fraction, Fraction];

/**
 * docs/rules.md#exact-model, line for line, as tuple counts over 6^n: Bad
 * 3^n (no die 4–6), Partial 5^n − 3^n (no 6, less Bad), Clean n·5^(n−1)
 * (exactly one 6), Critical the rest; zero dice, the lower of two d6 over
 * 36, with no critical. The closed forms are written here rather than asked
 * of a Pool: every pool function passes through this on its first call,
 * and each method is one more function to compile then (docs/benchmarks.md);
 * test/blades checks them against enumeration of every face tuple.
 */
export const bandWeights = memoByPool((dice: number): Weights => {
  if (dice === 0) {
    // The lower die: 3 or less (Bad) 36 − 3², a 6 (Clean) 1² of 36.
    const two = 36n;
    const bad = two - 9n;
    const clean = 1n;
    return { weights: [bad, two - bad - clean, clean, 0n], total: two };
  }
  const n = big(dice);
  const total = 6n ** n;
  const bad = 3n ** n;
  const noSix = 5n ** n;
  const oneSix = n * 5n ** (n - 1n);
  return { weights: [bad, noSix - bad, oneSix, total - noSix - oneSix], total };
});

export function actionBands(dice: number): BandOdds {
  const { weights, total } = bandWeights(dice);
  const [bad, partial, clean, critical] = weights.map((w) => Fraction.of(w, total));
  return [bad, partial, clean, critical];
}

/** Tuples whose result is `band` or better: the bands from `band` up, summed. */
export function atLeastWeight(dice: number, band: Band): bigint {
  let w = 0n;
  for (const x of bandWeights(dice).weights.slice(BANDS.indexOf(band))) w += x;
  return w;
}

/** P(the result is `band` or better), exactly. */
export const atLeast = (dice: number, band: Band): Fraction => Fraction.of(atLeastWeight(dice, band), bandWeights(dice).total);
