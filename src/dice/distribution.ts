import { Fraction } from './fraction';

/**
 * A finite distribution over numeric outcomes, held as integer weights over
 * one common total (for dice: face-tuple counts over faces^dice), so that
 * pmf / cdf / p_ge are exact fractions and never a sum of rounded floats.
 */
const byOutcome = (a: readonly [number, bigint], b: readonly [number, bigint]): number => a[0] - b[0];

export class Distribution {
  private constructor(
    /** Outcomes in ascending order, each with the positive weight at the same index. */
    private readonly xs: readonly number[],
    private readonly ws: readonly bigint[],
    readonly total: bigint,
  ) {}

  /**
   * Build from (outcome, weight) pairs; repeated outcomes add up and zero
   * weights are dropped. The total defaults to the sum of the weights.
   */
  static fromWeights(pairs: Iterable<readonly [number, bigint]>, total?: bigint): Distribution {
    const sorted = [...pairs].sort(byOutcome);
    const xs: number[] = [];
    const ws: bigint[] = [];
    let weightSum = 0n;
    // An index loop, not for-of with destructuring: that compiles to far more bytecode, a first call's cost (docs/benchmarks.md).
    for (let i = 0; i < sorted.length; i++) {
      const x = sorted[i][0];
      const w = sorted[i][1];
      if (w < 0n) throw new RangeError(`Distribution: negative weight for ${x}`);
      weightSum += w;
      if (w === 0n) continue;
      if (xs[xs.length - 1] === x) ws[ws.length - 1] += w;
      else {
        xs.push(x);
        ws.push(w);
      }
    }
    const t = total ?? weightSum;
    if (t <= 0n || weightSum !== t) {
      throw new RangeError(`Distribution: weights sum to ${weightSum}, not the total ${t}`);
    }
    return new Distribution(xs, ws, t);
  }

  /** Outcomes with non-zero probability, ascending. */
  outcomes(): number[] {
    return this.xs.slice();
  }

  /** Integer weight of one outcome (0 if impossible). */
  weight(x: number): bigint {
    const i = this.xs.indexOf(x);
    return i < 0 ? 0n : this.ws[i];
  }

  private weightWhere(keep: (x: number) => boolean): Fraction {
    let w = 0n;
    this.xs.forEach((x, i) => {
      if (keep(x)) w += this.ws[i];
    });
    return Fraction.of(w, this.total);
  }

  /** P(X = x). */
  pmf(x: number): Fraction {
    return Fraction.of(this.weight(x), this.total);
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
    this.xs.forEach((x, i) => {
      if (!Number.isInteger(x)) throw new RangeError('Distribution.mean: outcomes must be integers');
      acc += BigInt(x) * this.ws[i];
    });
    return Fraction.of(acc, this.total);
  }

  /** The distribution of f(X): outcomes that map together add their weights. */
  map(f: (x: number) => number): Distribution {
    return Distribution.fromWeights(
      this.xs.map((x, i) => [f(x), this.ws[i]] as const),
      this.total,
    );
  }
}
