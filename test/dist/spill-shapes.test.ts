import { parseCell } from '../../src/sheets/a1';
import { areaNotation } from '../../src/sheets/cell-area';
import { FunctionShape } from '../../src/sheets/function-shape';
import { FUNCTION_SHAPES } from '../../src/sheets/functions/shapes';
import { addonSpill } from '../../src/sheets/spill';
import { builtAddon } from '../support/addon';
import { DeclaredFunction, declaredCustomFunctions } from '../support/entry-file';
import { parseExample } from '../../scripts/docs.cjs';

/**
 * The shapes the modules of src/sheets/functions/ declare (read by
 * src/sheets/spill.ts) against the built functions: for every custom
 * function, formulas made from its declaration and its own checked
 * @example (the one with the most arguments), typed into the in-memory
 * sheet beside the cells they read, fill the area spill.ts computes from
 * their text (blank rows of the result included, its own cell alone when
 * it is refused), as the sheet shows it (MemorySheet.resultArea). The
 * formulas: the example, and it without each optional trailing argument;
 * in each, the pool argument as a column with a blank cell, a group's
 * pools as a roster with an empty slot, one argument too many, and each
 * size argument in a cell, in a blank cell, above its range, at the end
 * of its range that makes the largest result, and computed (`8+0`,
 * `H1+0`, `MAX(1; H1)`), whose area is that largest one and holds what
 * the formula fills. No list of functions or widths is written here.
 */

const declared = declaredCustomFunctions();

/** The pools (A3 blank), a group's roster (J3 blank). H1 is each case's size value. */
const CELLS: Record<string, string> = { A2: '2', A4: '5', A5: '0', J2: '2', J4: '0' };
const POOL_COLUMN = 'A2:A5';
const ROSTER = 'J2:J5';

/** An example's argument as a formula writes it. */
function argText(value: unknown): string {
  if (typeof value === 'string') return `"${value.replace(/"/g, '""')}"`;
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (Array.isArray(value)) return `{${value.map((row: unknown[]) => row.map(argText).join(',')).join(';')}}`;
  return String(value);
}

const formulaOf = (name: string, args: readonly string[]): string => `=${name}(${args.join('; ')})`;

interface Case {
  readonly formula: string;
  /** H1's value, when the formula reads it. */
  readonly h1?: number;
  /** Computed: the area is the largest, that of `largest`, and holds what the formula fills. */
  readonly largest?: string;
}

/** Every formula of one function, from its declaration and its example. */
function casesOf(fn: DeclaredFunction, shape: FunctionShape): Case[] {
  const examples = fn.examples.map<{ rows?: unknown; args?: unknown[] }>(parseExample).filter((e) => e.rows && e.args);
  const example = examples.sort((a, b) => b.args!.length - a.args!.length)[0];
  if (!example) throw new Error(`${fn.name} has no checked @example to build formulas from`);
  const full: string[] = example.args!.map(argText);
  const required = fn.optional.lastIndexOf(false) + 1;
  const cases: Case[] = [];
  for (let length = full.length; length >= Math.min(required, full.length); length--) {
    const args = full.slice(0, length);
    const withArg = (i: number, text: string) => args.map((a, j) => (j === i ? text : a));
    cases.push({ formula: formulaOf(fn.name, args) });
    if (shape.pool) cases.push({ formula: formulaOf(fn.name, withArg(shape.params.indexOf(shape.pool.param), POOL_COLUMN)) });
    if (shape.participants !== undefined) {
      const i = shape.params.indexOf(shape.participants);
      // A roster with an empty slot; one computed value is one participant.
      cases.push({ formula: formulaOf(fn.name, withArg(i, ROSTER)) }, { formula: formulaOf(fn.name, withArg(i, 'H1+0')), h1: 2 });
    }
    const padded = [...args, ...shape.params.slice(args.length).map(() => '""')];
    cases.push({ formula: formulaOf(fn.name, [...padded, '1']) });
    for (const [param, size] of Object.entries(shape.sizes ?? {})) {
      const i = shape.params.indexOf(param);
      if (i < 0) throw new Error(`${fn.name}: size ${param} is not a parameter`);
      // A size after the arguments given: put it right after them (its example leaves it out).
      const at = i < args.length ? args : i === args.length ? [...args, String(size!.spec.min)] : null;
      if (!at) continue;
      const value = Number(at[i]);
      const put = (text: string) => formulaOf(fn.name, at.map((a, j) => (j === i ? text : a)));
      const largest = put(String(size!.least ? size!.spec.min : size!.spec.max));
      cases.push(
        { formula: put('H1'), h1: value },
        { formula: put('H9') },
        { formula: put(String(size!.spec.max + 1)) },
        { formula: largest },
        { formula: put(`${value}+0`), largest },
        { formula: put('H1+0'), h1: value, largest },
        { formula: put(`MAX(${size!.spec.min}; H1)`), h1: value, largest },
      );
    }
  }
  return cases;
}

const shapes: ReadonlyArray<readonly [string, FunctionShape, DeclaredFunction]> = declared.map((fn) => [
  fn.name,
  (FUNCTION_SHAPES as Record<string, FunctionShape>)[fn.name],
  fn,
]);

test('every custom function Code.ts declares has a shape, with the parameters Code.ts gives it', () => {
  expect(Object.keys(FUNCTION_SHAPES).sort()).toEqual(declared.map((f) => f.name).sort());
  for (const [name, shape, fn] of shapes) expect([name, ...shape.params]).toEqual([name, ...fn.params]);
});

const cases: Array<[string, Case]> = shapes.flatMap(([name, shape, fn]) => casesOf(fn, shape).map((c): [string, Case] => [name, c]));

/** The area `formula` fills on a fresh sheet, and the area spill.ts computes for it from its text, in A1 notation. */
function areas(formula: string, h1?: number): { filled: string; computed: string | null } {
  const { sheet } = builtAddon({ rows: 40, columns: 60 });
  for (const [a1, text] of Object.entries({ ...CELLS, ...(h1 === undefined ? {} : { H1: String(h1) }) })) {
    const cell = parseCell(a1)!;
    sheet.enter(cell.row, cell.column, text);
  }
  const at = { row: 12, column: 2 };
  sheet.enter(at.row, at.column, formula);
  const size = { rows: sheet.getMaxRows(), columns: sheet.getMaxColumns() };
  const area = addonSpill(formula, at, size, (a) => sheet.getRange(a.row, a.column, a.rows, a.columns).getValues());
  const filled = sheet.resultArea(at.row, at.column)!;
  return { filled: areaNotation({ ...at, ...filled }), computed: area && areaNotation(area) };
}

test.each(cases)('%s: %j', (_, { formula, h1, largest }) => {
  const { filled, computed } = areas(formula, h1);
  if (largest === undefined) {
    expect(computed).toBe(filled);
    return;
  }
  // Computed: the largest area its size allows, which holds what it fills.
  expect(computed).toBe(areas(largest).computed);
  expect(within(filled, computed!)).toBe(true);
});

/** Whether the area `inner` (A1 notation, from B12) lies within `outer`. */
function within(inner: string, outer: string): boolean {
  const corner = (a: string) => parseCell(a.split(':').pop()!)!;
  return corner(inner).row <= corner(outer).row && corner(inner).column <= corner(outer).column;
}
