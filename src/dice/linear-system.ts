import { Fraction } from './fraction';

/**
 * Solve A·x = b exactly by Gaussian elimination over fractions, for a
 * square A whose leading pivots are never zero (a nonsingular M-matrix,
 * as an absorbing chain's I − Q is, needs no row swaps). Zero entries are
 * skipped, so a banded matrix costs little more than its band. Throws on
 * a zero pivot rather than guess.
 */
export function solveLinear(matrix: readonly (readonly Fraction[])[], rhs: readonly Fraction[]): Fraction[] {
  const n = rhs.length;
  const a = matrix.map((row) => row.slice());
  const b = rhs.slice();
  for (let j = 0; j < n; j++) {
    const pivot = a[j][j];
    if (pivot.num === 0n) throw new RangeError(`solveLinear: zero pivot in column ${j}`);
    for (let i = j + 1; i < n; i++) {
      if (a[i][j].num === 0n) continue;
      const factor = a[i][j].div(pivot);
      for (let c = j; c < n; c++) if (a[j][c].num !== 0n) a[i][c] = a[i][c].sub(factor.mul(a[j][c]));
      b[i] = b[i].sub(factor.mul(b[j]));
    }
  }
  const x = new Array<Fraction>(n);
  for (let i = n - 1; i >= 0; i--) {
    let s = b[i];
    for (let c = i + 1; c < n; c++) if (a[i][c].num !== 0n) s = s.sub(a[i][c].mul(x[c]));
    x[i] = s.div(a[i][i]);
  }
  return x;
}
