import { parseCell } from '../../src/sheets/a1';
import { areaNotation } from '../../src/sheets/cell-area';
import { addonSpill } from '../../src/sheets/spill';
import { builtAddon } from '../support/addon';
import { errorOf, loadBuiltCode, Row, sheetsFunction } from '../support/apps-script';
import { FUNCTION_SHAPES, GRID_FUNCTIONS, wideRangeRefusal } from '../support/grid-functions';
import { callWithDice, PoolFunction, poolFunctions } from '../support/pool-functions';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readEntryPoints } from '../../scripts/lib/entry-points.cjs';

/**
 * A grid in, the same grid out: every function whose declared shape takes
 * a grid (src/sheets/functions/shapes.ts; a width-1, one-value-per-pool
 * function), typed as a GM types it over a crew's action ratings,
 * =FN(B2:M5; …) over 4 characters × 12 actions on the in-memory sheet with
 * the built Code.js, fills the 4 × 12 cells below it, each the function's
 * own single-pool result (and the exact figure rounded once), a blank
 * cell blank, a bad cell its message naming its row and column; in one
 * execution; and src/sheets/spill.ts knows the area it fills. Every other
 * pool function refuses a grid, naming the functions that take one. No
 * list of functions is written here: they come from the shapes.
 */

const code = loadBuiltCode();
const byName = new Map(poolFunctions({ band: 'Partial' }).map((f) => [f.name, f]));

/** The ratings: 0–3 as a crew has them, a blank at row 3, column 5, and a bad cell at row 2, column 3. */
const RATINGS: ReadonlyArray<ReadonlyArray<number | string>> = Array.from({ length: 4 }, (_, r) =>
  Array.from({ length: 12 }, (_, c) => (r === 2 && c === 4 ? '' : r === 1 && c === 2 ? 'x' : (r * 5 + c * 7) % 5)),
);
const BAD = { row: 2, column: 3 };

/** An argument as a formula writes it. */
const argText = (value: unknown): string => (typeof value === 'string' ? `"${value}"` : String(value));

const poolFunctionOf = (name: string): PoolFunction => {
  const f = byName.get(name);
  if (!f) throw new Error(`${name} takes a grid but test/support/pool-functions.ts has no entry for it: add one`);
  return f;
};

test('the functions that take a grid are the width-1 pool functions, and more than one', () => {
  expect(GRID_FUNCTIONS.length).toBeGreaterThan(1);
  for (const name of GRID_FUNCTIONS) expect([name, poolFunctionOf(name).width]).toEqual([name, 1]);
  for (const f of byName.values()) if (f.width === 1) expect(GRID_FUNCTIONS).toContain(f.name);
});

describe.each(GRID_FUNCTIONS.map((name) => [name]))('%s over a 4 × 12 grid of ratings', (name) => {
  const f = poolFunctionOf(name);
  const single = callWithDice(code, f);
  const formula = `=${name}(${['B2:M5', ...f.extra.map(argText)].join('; ')})`;

  const typed = () => {
    const { sheet } = builtAddon({ rows: 30, columns: 20 });
    RATINGS.forEach((row, r) => row.forEach((value, c) => sheet.enter(2 + r, 2 + c, String(value))));
    sheet.enter(8, 2, formula);
    return sheet;
  };

  test(`${formula} gives the same grid, each cell the single-pool call's`, () => {
    const sheet = typed();
    const result = sheet.getRange('B8:M11').getValues() as Row[];
    RATINGS.forEach((row, r) =>
      row.forEach((value, c) => {
        const place = `${name} at row ${r + 1}, column ${c + 1}`;
        if (value === '') expect([place, result[r][c]]).toEqual([place, '']);
        else if (r + 1 === BAD.row && c + 1 === BAD.column) {
          const message = errorOf(() => single(value)).replace(' is ', ` in row ${BAD.row}, column ${BAD.column} of the range is `);
          expect([place, result[r][c]]).toEqual([place, message]);
        } else {
          expect([place, result[r][c]]).toEqual([place, single(value)[0][0]]);
          expect([place, result[r][c]]).toEqual([place, f.row(Number(value))[0]]);
        }
      }),
    );
    // Nothing spills past the grid's shape.
    expect(sheet.resultArea(8, 2)).toEqual({ rows: 4, columns: 12 });
  });

  test('one execution for the whole grid', () => {
    expect(typed().recalculate().map((c) => `${c.cell} ${c.name}`)).toEqual([`B8 ${name}`]);
  });

  test('spill.ts reads its area from its text: the grid’s', () => {
    const sheet = typed();
    const read = (a: { row: number; column: number; rows: number; columns: number }) =>
      sheet.getRange(a.row, a.column, a.rows, a.columns).getValues();
    const area = addonSpill(formula, parseCell('B8')!, { rows: 30, columns: 20 }, read);
    expect(area && areaNotation(area)).toBe('B8:M11');
  });

  test('a one-column range still names its row alone', () => {
    const rows = single([[1], ['x']]);
    expect(rows[0]).toEqual(single(1)[0]);
    expect(rows[1][0]).toBe(errorOf(() => single('x')).replace(' is ', ' in row 2 of the range is '));
  });
});

describe('a function of a row per pool refuses a grid, naming the functions that take one', () => {
  const rowFunctions = [...byName.values()].filter((f) => FUNCTION_SHAPES[f.name as keyof typeof FUNCTION_SHAPES].pool?.cells === 'column');
  test('there are some', () => expect(rowFunctions.length).toBeGreaterThan(1));
  test.each(rowFunctions.map((f) => [f.name, f] as const))('%s', (name, f) => {
    expect(errorOf(() => callWithDice(code, f)(RATINGS.map((row) => [...row])))).toBe(`${name}: ${wideRangeRefusal(12)}`);
  });
  test('each name it lists is a custom function of the built Code.js', () => {
    for (const name of GRID_FUNCTIONS) expect(typeof sheetsFunction(code, name)).toBe('function');
  });
});

test('the formula helper’s text (each @param dice, which docs/functions.md shows) says which functions take a grid', () => {
  const file = 'src/appsscript/Code.ts';
  const { functions } = readEntryPoints(file, readFileSync(join(__dirname, '../..', file), 'utf8'), { exportedOnly: true }) as {
    functions: Array<{ name: string; doc: { paramDocs: Array<{ name: string; text: string }> } | null }>;
  };
  const saysGrid = functions.flatMap(({ name, doc }) =>
    (doc?.paramDocs ?? []).filter((p) => p.name === 'dice' && p.text.includes('or a grid of them')).map(() => name),
  );
  expect(saysGrid.sort()).toEqual([...GRID_FUNCTIONS].sort());
});
