import fc from 'fast-check';
import vm from 'node:vm';
import { expectedBands, loadBuiltCode, sheetsFunction } from '../support/apps-script';
import { cellValue } from '../support/arbitrary-cells';
import { checkCall, DICE, poolRows } from '../support/argument-checks';
import { runs } from '../support/property-runs';

const code = loadBuiltCode();
const BLADES_BANDS = sheetsFunction(code, 'BLADES_BANDS');
const makeDate = (ms: number): Date => vm.runInContext(`new Date(${ms})`, code);

let checked = 0;

/** One call's outcome against the documented rule, value by value. */
function check(cells: unknown[], asRange: boolean): void {
  checked += checkCall(
    'BLADES_BANDS',
    [{ arg: DICE, cells, asRange, blankIsRow: true }],
    () => BLADES_BANDS(asRange ? cells.map((v) => [v]) : cells[0]),
    ([dice]) => poolRows(dice, 4, expectedBands),
  );
}

describe('BLADES_BANDS over arbitrary cells (property-based)', () => {
  test('a single cell: the engine row, a blank row, or the documented error', () => {
    fc.assert(fc.property(cellValue(makeDate), (v) => check([v], false)), { numRuns: runs(60_000) });
  });

  test('a column range: every row right, or the first bad row named', () => {
    fc.assert(
      fc.property(fc.array(cellValue(makeDate), { minLength: 1, maxLength: 60 }), (cells) => check(cells, true)),
      { numRuns: runs(6_000) },
    );
  });

  test('a column of valid pools and blanks never throws', () => {
    const good = fc.oneof(fc.integer({ min: 0, max: 20 }), fc.constant(''), fc.integer({ min: 0, max: 20 }).map((n) => ` ${n} `));
    fc.assert(
      fc.property(fc.array(good, { minLength: 1, maxLength: 60 }), (cells) => check(cells, true)),
      { numRuns: runs(2_000) },
    );
  });

  afterAll(() => {
    // The required coverage: at least 100,000 generated cell values at the full counts (PROPERTY_SCALE=1, as CI runs).
    expect(checked).toBeGreaterThanOrEqual(runs(100_000));
  });
});
