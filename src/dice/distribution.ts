import { Fraction } from './fraction';

/**
 * A finite distribution over numeric outcomes, held as integer weights over
 * one common total (for dice: face-tuple counts over faces^dice), so that
 * pmf / cdf / p_ge are exact fractions and never a sum of rounded floats.
 */
export class Distribution {
  private constructor(
    /** Outcomes in ascending order, each with a positive weight. */
    private readonly entries: ReadonlyArray<readonly [number, bigint]>,
    readonly total: bigint,
  ) {}

  /**
   * Build from (outcome, weight) pairs; repeated outcomes add up and zero
   * weights are dropped. The total defaults to the sum of the weights.
   */
  static fromWeights(pairs: Iterable<readonly [number, bigint]>, total?: bigint): Distribution {
    const merged = new Map<number, bigint>();
    for (const [outcome, weight] of pairs) {
      if (weight < 0n) throw new RangeError(`Distribution: negative weight for ${outcome}`);
      merged.set(outcome, (merged.get(outcome) ?? 0n) + weight);
    }
    const entries = [...merged].filter(([, w]) => w > 0n).sort((a, b) => a[0] - b[0]);
    const weightSum = entries.reduce((acc, [, w]) => acc + w, 0n);
    const t = total ?? weightSum;
    if (t <= 0n || weightSum !== t) {
      throw new RangeError(`Distribution: weights sum to ${weightSum}, not the total ${t}`);
    }
    return new Distribution(entries, t);
  }

  /** Outcomes with non-zero probability, ascending. */
  outcomes(): number[] {
    return this.entries.map(([x]) => x);
  }

  /** Integer weight of one outcome (0 if impossible). */
  weight(x: number): bigint {
    return this.entries.find(([o]) => o === x)?.[1] ?? 0n;
  }

  private weightWhere(keep: (x: number) => boolean): Fraction {
    let w = 0n;
    for (const [x, weight] of this.entries) if (keep(x)) w += weight;
    return Fraction.of(w, this.total);
  }

  /** P(X = x). */
  pmf(x: number): Fraction {
    return this.weightWhere((o) => o === x);
  }

  /** P(X ≤ x). */
  cdf(x: number): Fraction {
    return this.weightWhere((o) => o <= x);
  }

  /** P(X ≥ x). */
  pGe(x: number): Fraction {
    return this.weightWhere((o) => o >= x);
  }

  /** Expected value. */
  mean(): Fraction {
    let acc = 0n;
    for (const [x, w] of this.entries) {
      if (!Number.isInteger(x)) throw new RangeError('Distribution.mean: outcomes must be integers');
      acc += BigInt(x) * w;
    }
    return Fraction.of(acc, this.total);
  }

  /** The distribution of f(X): outcomes that map together add their weights. */
  map(f: (x: number) => number): Distribution {
    return Distribution.fromWeights(
      this.entries.map(([x, w]) => [f(x), w] as const),
      this.total,
    );
  }
}
