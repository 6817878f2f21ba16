import { Distribution } from './distribution';
import { Fraction } from './fraction';

/** Binomial coefficient C(n, k) as a BigInt. */
export function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let c = 1n;
  for (let i = 1; i <= k; i++) c = (c * BigInt(n - k + i)) / BigInt(i);
  return c;
}

/**
 * A pool of `dice` identical fair dice with `faces` faces. Every query is a
 * closed form over faces^dice equally likely tuples (probability
 * decomposition); no tuple is ever enumerated, so 20 dice cost the same as 2.
 */
export class Pool {
  readonly total: bigint;

  constructor(
    readonly dice: number,
    readonly faces = 6,
  ) {
    if (!Number.isInteger(dice) || dice < 0) throw new RangeError(`Pool: bad dice count ${dice}`);
    if (!Number.isInteger(faces) || faces < 1) throw new RangeError(`Pool: bad face count ${faces}`);
    this.total = BigInt(faces) ** BigInt(dice);
  }

  private checkFace(face: number): void {
    if (!Number.isInteger(face) || face < 1 || face > this.faces) {
      throw new RangeError(`Pool: no face ${face} on a d${this.faces}`);
    }
  }

  /** p_none: the chance that no die shows any of `faces`. */
  pNone(faces: number | readonly number[]): Fraction {
    const set = new Set(typeof faces === 'number' ? [faces] : faces);
    set.forEach((f) => this.checkFace(f));
    return Fraction.of(BigInt(this.faces - set.size) ** BigInt(this.dice), this.total);
  }

  /** count(face): how many dice show `face`, a binomial distribution. */
  count(face: number): Distribution {
    this.checkFace(face);
    const others = BigInt(this.faces - 1);
    const pairs: Array<[number, bigint]> = [];
    for (let k = 0; k <= this.dice; k++) {
      pairs.push([k, choose(this.dice, k) * others ** BigInt(this.dice - k)]);
    }
    return Distribution.fromWeights(pairs, this.total);
  }

  /** The highest die: #{tuples with max ≤ x} = x^dice. Needs at least one die. */
  highest(): Distribution {
    return this.extreme((x) => BigInt(x) ** BigInt(this.dice));
  }

  /** The lowest die: #{tuples with min ≥ x} = (faces − x + 1)^dice. Needs at least one die. */
  lowest(): Distribution {
    // Read as a max over mirrored faces: min ≤ x ⇔ not all > x.
    const atMost = (x: number) => this.total - BigInt(this.faces - x) ** BigInt(this.dice);
    return this.extreme(atMost);
  }

  /** Distribution of a single read die from its count of tuples reading ≤ x. */
  private extreme(atMost: (x: number) => bigint): Distribution {
    if (this.dice === 0) throw new RangeError('Pool: an empty pool has no highest or lowest die');
    const pairs: Array<[number, bigint]> = [];
    for (let x = 1; x <= this.faces; x++) pairs.push([x, atMost(x) - atMost(x - 1)]);
    return Distribution.fromWeights(pairs, this.total);
  }
}

/** dice_pool(dice, faces), the pool of docs/rules.md#exact-model. */
export function dicePool(dice: number, faces = 6): Pool {
  return new Pool(dice, faces);
}

/** keep_lowest(dice, faces, 1): the lowest single die of the pool. */
export function keepLowest(dice: number, faces = 6): Distribution {
  return new Pool(dice, faces).lowest();
}
