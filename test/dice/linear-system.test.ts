import fc from 'fast-check';
import { Fraction } from '../../src/dice/fraction';
import { solveHessenberg } from '../../src/dice/linear-system';
import { runs } from '../support/property-runs';

/** The oracle: Gauss–Jordan over fractions with row swaps, for any nonsingular matrix. */
function gaussJordan(matrix: readonly (readonly bigint[])[], rhs: readonly bigint[]): Fraction[] {
  const n = rhs.length;
  const a = matrix.map((row, i) => [...row.map((x) => Fraction.of(x)), Fraction.of(rhs[i])]);
  for (let j = 0; j < n; j++) {
    const p = a.findIndex((row, i) => i >= j && row[j].num !== 0n);
    [a[j], a[p]] = [a[p], a[j]];
    const pivot = a[j][j];
    a[j] = a[j].map((x) => x.div(pivot));
    for (let i = 0; i < n; i++) {
      if (i === j) continue;
      const f = a[i][j];
      a[i] = a[i].map((x, c) => x.sub(f.mul(a[j][c])));
    }
  }
  return a.map((row) => row[n]);
}

/** The solve on copies: it reduces its arguments in place, and the oracle reads them after. */
const solved = (matrix: bigint[][], rhs: bigint[]) => {
  const { numerators, denominator } = solveHessenberg(
    matrix.map((row) => row.slice()),
    rhs.slice(),
  );
  return numerators.map((x) => Fraction.of(x, denominator).toString());
};

describe('solveHessenberg', () => {
  test('a 2×2 by hand: 2x − y = 1, −x + 2y = 1 gives x = y = 1', () => {
    expect(
      solved(
        [
          [2n, -1n],
          [-1n, 2n],
        ],
        [1n, 1n],
      ),
    ).toEqual(['1', '1']);
  });
  test('the denominator is det A, the numerators x·det A', () => {
    // 3x − y = 1, −x + 3y = 2: det 8, x = 5/8, y = 7/8.
    expect(
      solveHessenberg(
        [
          [3n, -1n],
          [-1n, 3n],
        ],
        [1n, 2n],
      ),
    ).toEqual({ numerators: [5n, 7n], denominator: 8n });
  });
  test('a zero subdiagonal (no step back) still scales every row: upper triangular', () => {
    expect(
      solved(
        [
          [2n, -1n, 0n],
          [0n, 3n, -1n],
          [0n, 0n, 4n],
        ],
        [1n, 1n, 1n],
      ),
    ).toEqual(['17/24', '5/12', '1/4']);
  });
  test('a 1×1 system', () => {
    expect(solved([[36n]], [25n])).toEqual(['25/36']);
  });
  test('refused: a zero pivot', () => {
    expect(() =>
      solveHessenberg(
        [
          [0n, 1n],
          [1n, 1n],
        ],
        [1n, 1n],
      ),
    ).toThrow(new RangeError('solveHessenberg: zero pivot in column 0'));
  });
  test('against Gauss–Jordan over fractions: random banded Hessenberg M-matrices, as a chain’s W·(I − Q) is', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8 }), fc.array(fc.nat(20), { minLength: 64, maxLength: 64 }), (n, ws) => {
        // Row m: −weights to m − 1 and m + 1 … m + 3, the diagonal W minus what stays; W exceeds the row's outflow.
        let k = 0;
        const matrix = Array.from({ length: n }, (_, m) => {
          const row = new Array<bigint>(n).fill(0n);
          let out = 0n;
          for (const c of [m - 1, m + 1, m + 2, m + 3]) {
            const w = BigInt(ws[k++ % ws.length]);
            if (c >= 0 && c < n) {
              row[c] = -w;
              out += w;
            }
          }
          row[m] = out + 1n + BigInt(ws[k++ % ws.length]);
          return row;
        });
        const rhs = matrix.map((_, i) => BigInt(ws[i] + 1));
        expect(solved(matrix, rhs)).toEqual(gaussJordan(matrix, rhs).map(String));
      }),
      { numRuns: runs(2_000) },
    );
  });
});
