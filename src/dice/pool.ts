import { big, isInteger, max, min } from './builtins';

/** Binomial coefficient C(n, k) as a BigInt. */
export function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let c = 1n;
  for (let i = 1; i <= k; i++) c = (c * big(n - k + i)) / big(i);
  return c;
}

/**
 * A pool of `dice` identical fair dice with `faces` faces. Every query is a
 * closed form counting some of the faces^dice equally likely tuples
 * (probability decomposition); no tuple is ever enumerated, so 20 dice cost
 * the same as 2. Counts stay integers: the caller divides by `total` once,
 * into an exact fraction or straight into a cell's double.
 */
export class Pool {
  readonly total: bigint;
  private readonly n: bigint;
  /** atLeast's sums by face x, each computed once (atLeastCounts). */
  private readonly tails: bigint[][] = [];

  constructor(
    readonly dice: number,
    readonly faces = 6,
  ) {
    if (!isInteger(dice) || dice < 0 || !isInteger(faces) || faces < 1) throw badPool(dice, faces);
    this.n = big(dice);
    this.total = big(faces) ** this.n;
  }

  private checkFace(face: number): void {
    if (!isInteger(face) || face < 1 || face > this.faces) throw new RangeError(`Pool: no face ${face} on a d${this.faces}`);
  }

  /** p_none's count: tuples in which no die shows any of `faces` (distinct faces). */
  none(...faces: number[]): bigint {
    // A loop, not forEach: one function fewer to compile on a cold call (docs/benchmarks.md).
    for (let i = 0; i < faces.length; i++) {
      this.checkFace(faces[i]);
      if (faces.indexOf(faces[i]) !== i) throw new RangeError(`Pool: face ${faces[i]} given twice`);
    }
    return big(this.faces - faces.length) ** this.n;
  }

  /** count(face) = k: tuples in which exactly k dice show `face` (a binomial count). */
  exactly(face: number, k: number): bigint {
    this.checkFace(face);
    return choose(this.dice, k) * big(this.faces - 1) ** big(max(0, this.dice - k));
  }

  /** Tuples whose highest die is at most x: x^dice. */
  highestAtMost(x: number): bigint {
    return big(max(0, min(x, this.faces))) ** this.n;
  }

  /**
   * Tuples in which at least k dice show x or more: the k-th highest die is
   * at least x (atLeastCounts); every tuple for k ≤ 0, none for k > dice.
   */
  atLeast(x: number, k: number): bigint {
    this.checkFace(x);
    const tail = this.tails[x] ?? (this.tails[x] = atLeastCounts(this.dice, x, this.faces));
    return k > this.dice ? 0n : tail[max(k, 0)];
  }

  /** Tuples whose lowest die is at least x: (faces − x + 1)^dice. */
  lowestAtLeast(x: number): bigint {
    return big(max(0, min(this.faces - x + 1, this.faces))) ** this.n;
  }
}

/**
 * Tuples of `dice` dice with `faces` faces in which at least k dice show x
 * or more, for every k = 0 … dice + 1 (Pool.atLeast's sums; the face is
 * the caller's to check): the k-th highest die is at least x, an order
 * statistic. Entry k is Σ_{j ≥ k} C(n, j) · (faces − x + 1)^j · (x − 1)^(n − j):
 * entry 0 counts every tuple, entry dice + 1 none. From the top, the
 * binomial C(n, j) stepping along with j, so the whole row costs O(n) terms
 * where a sum per k, each binomial afresh, cost O(n³). A function apart
 * from Pool: a first call that reads these counts alone (a threat roll)
 * builds no Pool, whose class and checks cost it more than the sums
 * (docs/benchmarks.md).
 */
export function atLeastCounts(dice: number, x: number, faces = 6): bigint[] {
  const high = big(faces - x + 1);
  const low = big(x - 1);
  const tail = new Array<bigint>(dice + 2);
  tail[dice + 1] = 0n;
  let c = 1n; // C(n, j), from j = n down
  for (let j = dice; j >= 0; j--) {
    tail[j] = tail[j + 1] + c * high ** big(j) * low ** big(dice - j);
    c = (c * big(j)) / big(dice - j + 1); // C(n, j − 1), an exact division
  }
  return tail;
}

/** The refusal of a pool that is not one, apart from the constructor: a good pool never compiles it (docs/benchmarks.md). */
const badPool = (dice: number, faces: number): RangeError =>
  new RangeError(!isInteger(dice) || dice < 0 ? `Pool: bad dice count ${dice}` : `Pool: bad face count ${faces}`);

/** dice_pool(dice, faces), the pool of docs/rules.md#exact-model. */
export function dicePool(dice: number, faces = 6): Pool {
  return new Pool(dice, faces);
}
