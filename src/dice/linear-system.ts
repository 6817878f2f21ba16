/**
 * Solve A·x = b exactly for an integer upper Hessenberg A (nothing below
 * its first subdiagonal), as an absorbing chain's W·(I − Q) is when a step
 * goes back at most one state. Elimination down the one subdiagonal,
 * without division: row j + 1 becomes p_j·row(j + 1) − a(j+1, j)·row j,
 * so each row is eliminated once, and the pivot p_j is then A's j-th
 * leading principal minor (it carries every earlier pivot's factor
 * exactly), which for an M-matrix is positive. By Cramer's rule every
 * x_i is an integer over det A = p_(n−1), so back-substitution stays in
 * integers: N_i = (b_i·det − Σ u(i, c)·N_c) / u(i, i), an exact division.
 * No gcd anywhere: a cell rounds N_i / det once (ratioToDouble), and a
 * reader reduces the one fraction it shows. Throws on a zero pivot
 * rather than guess.
 *
 * The solve reduces `matrix` and `rhs` in place, and reads A as upper
 * Hessenberg: entries below the subdiagonal are never read, so a caller
 * passes rows it has just built for the solve, from a chain that steps
 * back at most one state (trauma-walk.ts holds its own to that, in
 * test/blades/trauma-walk.test.ts). Neither a copy nor a scan of the
 * n²/2 entries below, and no test to skip a zero entry: on a first call
 * each costs more than the products by zero it would save, which V8
 * answers at once (docs/benchmarks.md).
 */
export function solveHessenberg(matrix: bigint[][], rhs: bigint[]): { readonly numerators: bigint[]; readonly denominator: bigint } {
  const n = rhs.length;
  const a = matrix;
  const b = rhs;
  for (let j = 0; j + 1 < n; j++) {
    const pivot = a[j][j];
    if (pivot === 0n) throw unsolvable(`zero pivot in column ${j}`);
    // Scaled even when the entry below is already 0 (a pool too small for a critical): the pivots stay the minors.
    const below = a[j + 1][j];
    for (let c = j; c < n; c++) a[j + 1][c] = a[j + 1][c] * pivot - below * a[j][c];
    b[j + 1] = b[j + 1] * pivot - below * b[j];
  }
  const det = a[n - 1][n - 1];
  if (det === 0n) throw unsolvable(`zero pivot in column ${n - 1}`);
  const numerators = new Array<bigint>(n);
  for (let i = n - 1; i >= 0; i--) {
    let s = b[i] * det;
    for (let c = i + 1; c < n; c++) s -= a[i][c] * numerators[c];
    // Exact by Cramer's rule (N_i is det A with column i replaced by b), so
    // not checked here: a check costs a product or a second division of
    // numbers thousands of bits long on every row, and the solve is held to
    // Gauss–Jordan over fractions by test/dice/linear-system.test.ts.
    numerators[i] = s / a[i][i];
  }
  return { numerators, denominator: det };
}

/** solveHessenberg's refusals, worded apart from the solve. */
const unsolvable = (problem: string): RangeError => new RangeError(`solveHessenberg: ${problem}`);
