import fc from 'fast-check';
import vm from 'node:vm';
import { expectedBands, loadBuiltCode, sheetsFunction } from '../support/apps-script';
import { cellValue, expectedIntegerCell } from '../support/arbitrary-cells';

const code = loadBuiltCode();
const BLADES_BANDS = sheetsFunction(code, 'BLADES_BANDS');
const makeDate = (ms: number): Date => vm.runInContext(`new Date(${ms})`, code);
const BLANK = ['', '', '', ''];

// The documented message: names the value, then its row if in a range, then the rule.
const MESSAGE =
  /^BLADES_BANDS: dice (.+?)(?: in row (\d+) of the range)? (is [^.]+)\. Use an integer dice count 0–20\.( A negative pool rolls as zero dice: pass 0, e\.g\. MAX\(0, A2-1\)\.)?$/;

let checked = 0;

/** One call's outcome against the rule, value by value. */
function check(cells: unknown[], asRange: boolean): void {
  const expected = cells.map((v) => expectedIntegerCell(v, 0, 20));
  checked += cells.length;
  const firstBad = expected.findIndex((e) => e.kind === 'error');
  let result: unknown;
  try {
    result = BLADES_BANDS(asRange ? cells.map((v) => [v]) : cells[0]);
  } catch (e) {
    expect(Object.prototype.toString.call(e)).toBe('[object Error]');
    const match = MESSAGE.exec((e as Error).message);
    expect(match).not.toBeNull();
    expect(firstBad).toBeGreaterThanOrEqual(0);
    const [, shown, row, problem, negativeHint] = match!;
    if (asRange) expect(Number(row)).toBe(firstBad + 1);
    else expect(row).toBeUndefined();
    const bad = cells[firstBad];
    if (typeof bad === 'string') expect(shown).toBe(JSON.stringify(bad));
    if (typeof bad === 'number' && !Object.is(bad, -0)) expect(shown).toBe(String(bad));
    // The "pass 0" advice comes exactly with negative whole numbers.
    const asNumber = typeof bad === 'string' ? Number(bad.trim()) : bad;
    const negativeWhole = typeof asNumber === 'number' && Number.isInteger(asNumber) && asNumber < 0;
    expect(problem === 'is negative').toBe(negativeWhole);
    expect(Boolean(negativeHint)).toBe(negativeWhole);
    return;
  }
  expect(firstBad).toBe(-1);
  expect(result).toEqual(expected.map((e) => (e.kind === 'pool' ? expectedBands(e.n) : BLANK)));
}

describe('BLADES_BANDS over arbitrary cells (property-based)', () => {
  test('a single cell: the engine row, a blank row, or the documented error', () => {
    fc.assert(fc.property(cellValue(makeDate), (v) => check([v], false)), { numRuns: 60_000 });
  });

  test('a column range: every row right, or the first bad row named', () => {
    fc.assert(
      fc.property(fc.array(cellValue(makeDate), { minLength: 1, maxLength: 60 }), (cells) => check(cells, true)),
      { numRuns: 6_000 },
    );
  });

  test('a column of valid pools and blanks never throws', () => {
    const good = fc.oneof(fc.integer({ min: 0, max: 20 }), fc.constant(''), fc.integer({ min: 0, max: 20 }).map((n) => ` ${n} `));
    fc.assert(
      fc.property(fc.array(good, { minLength: 1, maxLength: 60 }), (cells) => check(cells, true)),
      { numRuns: 2_000 },
    );
  });

  afterAll(() => {
    // The bar: at least 100,000 generated cell values per run.
    expect(checked).toBeGreaterThanOrEqual(100_000);
  });
});
