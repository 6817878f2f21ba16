import { big } from '../dice/builtins';
import { ratioToDouble } from '../dice/fraction';
import { CustomFunction } from '../rolls/custom-functions';
import { CellAddress, a1Notation } from './a1';
import { CellArea } from './cell-area';

/**
 * The self-check (menu: Check this add-on) as plain data: which checks a
 * new sheet holds, their formulas in the spreadsheet's locale, their
 * expected values and the verdict formulas Sheets computes. The edge
 * (src/appsscript/self-check.ts) writes it, calls what only a script can
 * observe (a refusal's message, a refused insert) and fills those cells in.
 *
 * One check per checked @example of every custom function: the build
 * parses the @example lines of src/appsscript/Code.ts (the same parser as
 * `npm run docs` and test/docs/examples.test.ts) and hands them to Code.js
 * as data. The expected value is the example's own fraction rounded once
 * by the engine's ratioToDouble, so it does not come from the function
 * under test. Decisions (and why) are in docs/live-check.md.
 */

export type ExampleScalar = number | string | boolean;
/** An argument as Sheets passes it: one value, or a range's (or array literal's) rows. */
export type ExampleArgument = ExampleScalar | ExampleScalar[][];
/** A cell an example states: an exact fraction (integers as decimal text) or a text. */
export type ExampleCell = { readonly num: string; readonly den: string } | { readonly text: string };

export type DocumentedExample =
  | { readonly args: readonly ExampleArgument[]; readonly rows: ReadonlyArray<readonly ExampleCell[]> }
  | { readonly args: readonly ExampleArgument[]; readonly error: string };

/** A custom function and its checked examples, in the order Code.ts declares them. */
export interface FunctionExamples {
  readonly name: CustomFunction;
  readonly examples: readonly DocumentedExample[];
}

/** The first name the check sheet may take, then "… 2", "… 3": never one in use. */
export const CHECK_SHEET_NAME = 'Blades Odds check';

export function checkSheetName(inUse: readonly string[]): string {
  const taken = new Set(inUse.map((n) => n.toLowerCase()));
  for (let n = 1; ; n++) {
    const name = n === 1 ? CHECK_SHEET_NAME : `${CHECK_SHEET_NAME} ${n}`;
    if (!taken.has(name.toLowerCase())) return name;
  }
}

/**
 * The argument separator a user types in `locale` (getSpreadsheetLocale(),
 * e.g. "en_US", "de_DE"): "," where the decimal separator is a point, ";"
 * where it is a comma, as Sheets reads them. A locale Intl cannot read
 * gets ";", which Sheets reads in every locale (src/rolls/formula.ts).
 */
export function argumentSeparator(locale: string): ',' | ';' {
  try {
    const parts = new Intl.NumberFormat(locale.replace(/_/g, '-')).formatToParts(1.5);
    return parts.find((p) => p.type === 'decimal')?.value === '.' ? ',' : ';';
  } catch {
    return ';';
  }
}

/** The sheet's columns, 1-based. */
export const CHECK_COLUMNS = { what: 1, formula: 2, expected: 3, result: 4, verdict: 5, observed: 6 } as const;
const HEADINGS = ['Check', 'Formula', 'Expected', 'Result', 'Verdict', 'Observed by the script'];
/** The columns' widths in pixels, A to F: room for a check's words, a formula, a figure to its last digit, a message. */
const COLUMN_WIDTHS = [420, 300, 160, 160, 60, 300];
/** Where the title, the summary and the headings go, and the first check's row. */
export const TITLE_ROW = 1;
export const SUMMARY_ROW = 2;
const LOCALE_ROW = 3;
export const HEADING_ROW = 4;
const FIRST_CHECK_ROW = 5;
/** The first column of the scratch area: the ranges the checks read, and the inserts' trials. */
const FIRST_SCRATCH_COLUMN = 8;

export const OK = 'ok';
export const NOT_OK = 'not ok';
/** What a refused insert's message starts with (src/appsscript/in-the-way.ts). */
const REFUSED = 'Nothing was inserted:';
/** What the script writes when the scratch area is as it was after a refused insert. */
export const UNCHANGED = 'unchanged';

/** Cells to write with one setValues: `values` from `at`, a string starting with "=" a formula, "'" keeping text as typed. */
export interface CellWrite {
  readonly at: CellAddress;
  readonly values: ExampleScalar[][];
}

/** A refusal the script calls itself, writing the message it observed into `at` (a formula cannot read a #ERROR!'s message). */
export interface RefusalCall {
  readonly at: CellAddress;
  readonly fn: CustomFunction;
  readonly args: readonly ExampleArgument[];
}

/**
 * A formula insert the script tries at `target` (2 dice, as the sidebar's
 * Insert formula), over `scratch` as `setUp` left it: it must be refused.
 * The script writes the message into `message` and into `observed` whether
 * `scratch` is as it was (UNCHANGED) or not.
 */
export interface InsertTrial {
  readonly target: CellAddress;
  readonly dice: number;
  readonly scratch: CellArea;
  readonly message: CellAddress;
  readonly observed: CellAddress;
}

export interface SelfCheckPlan {
  readonly separator: ',' | ';';
  /** Every value and formula, in the order to write them (the scratch before the checks that read it). */
  readonly writes: readonly CellWrite[];
  /** The rows set in bold: the title and the headings. */
  readonly boldRows: readonly number[];
  /** The widths of columns A, B, … in pixels. */
  readonly columnWidths: readonly number[];
  /** The last column the plan writes or an insert's trial reaches. */
  readonly columns: number;
  readonly refusals: readonly RefusalCall[];
  readonly inserts: readonly InsertTrial[];
  /** The number of checks: the summary reads "checks of checks ok" when all pass. */
  readonly checks: number;
}

/** Text a cell keeps as typed ("1/8" is not a date, "=…" not a formula). */
const asText = (text: string): string => `'${text}`;

/**
 * What a formula's argument reads as typed in any locale: "text",
 * TRUE/FALSE, a whole number, or a decimal as a quotient of whole numbers
 * (1.5 as (15/10)), since its decimal separator would depend on the locale.
 */
export function literal(value: ExampleScalar): string {
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'string') return `"${value.replace(/"/g, '""')}"`;
  const text = String(value);
  if (Number.isInteger(value)) return text;
  const decimal = /^(-?\d+)\.(\d+)$/.exec(text);
  if (!decimal) throw new RangeError(`literal: ${text} has no exact decimal form`);
  return `(${decimal[1]}${decimal[2]}/1${'0'.repeat(decimal[2].length)})`;
}

/** A call as typed in the locale: `=NAME(a; b)` or `=NAME(a, b)`. */
const call = (fn: string, args: readonly string[], separator: string): string => `${fn}(${args.join(`${separator} `)})`;

/** The exact cells of a checked example, by position, the one a check compares picked by `pickCell`. */
interface Pick {
  readonly row: number;
  readonly column: number;
  readonly cell: ExampleCell;
}

/**
 * The cell a check compares: the number with the largest denominator (the
 * least likely to come out right by chance), else the longest text; the
 * first of equals.
 */
export function pickCell(rows: ReadonlyArray<readonly ExampleCell[]>): Pick {
  let best: Pick | null = null;
  const better = (a: ExampleCell, b: ExampleCell): boolean => {
    if ('num' in a !== 'num' in b) return 'num' in a;
    if ('num' in a && 'num' in b) return big(a.den) > big(b.den);
    return 'text' in a && 'text' in b && a.text.length > b.text.length;
  };
  rows.forEach((cells, row) =>
    cells.forEach((cell, column) => {
      if (!best || better(cell, best.cell)) best = { row, column, cell };
    }),
  );
  if (!best) throw new Error('pickCell: an example with no cells');
  return best;
}

/** The expected value of a cell: a fraction rounded once by the engine, or the text. */
export const expectedValue = (cell: ExampleCell): number | string =>
  'num' in cell ? ratioToDouble(big(cell.num), big(cell.den)) : cell.text;

/** "4/9", "\"Dice\"": a cell as its example writes it. */
const cellSource = (cell: ExampleCell): string =>
  'num' in cell ? (cell.den === '1' ? cell.num : `${cell.num}/${cell.den}`) : `"${cell.text}"`;

const at = (row: number, column: number): CellAddress => ({ row, column });
const ref = (row: number, column: number): string => a1Notation(row, column);

/**
 * The whole check sheet for `functions` in `locale`. Each example is a
 * row: its formula (wrapped in INDEX to read one cell when it gives more),
 * its expected value and its verdict; an array argument is written into the
 * scratch area and passed as that range (a script writes no array
 * literal: their separators differ by locale too). Then two refused
 * inserts, over a value and over a blank cell of a spill.
 */
export function selfCheckPlan(functions: readonly FunctionExamples[], locale: string): SelfCheckPlan {
  const separator = argumentSeparator(locale);
  const f = (fn: string, ...args: string[]) => call(fn, args, separator);
  const writes: CellWrite[] = [];
  const refusals: RefusalCall[] = [];
  const inserts: InsertTrial[] = [];
  const verdict = (test: string) => `=${f('IF', test, `"${OK}"`, `"${NOT_OK}"`)}`;
  const row = (r: number, what: string, formula: string, expected: ExampleScalar, test: string) =>
    writes.push({ at: at(r, CHECK_COLUMNS.what), values: [[what, asText(formula), expected, formula, verdict(test)]] });

  let r = FIRST_CHECK_ROW;
  // Per scratch column, the last row used: an array goes in the first columns free from its row down.
  const usedTo: number[] = [];
  const place = (values: ExampleScalar[][]): string => {
    const width = values[0].length;
    let c = FIRST_SCRATCH_COLUMN;
    while (Array.from({ length: width }, (_, k) => usedTo[c + k] ?? 0).some((last) => last >= r)) c++;
    for (let k = 0; k < width; k++) usedTo[c + k] = r + values.length - 1;
    writes.push({ at: at(r, c), values: values.map((cells) => [...cells]) });
    return a1Notation(r, c, values.length, width);
  };
  let separatorNoted = false;
  for (const { name, examples } of functions) {
    examples.forEach((example, i) => {
      const ranged = example.args.some(Array.isArray);
      const args = example.args.map((arg) => (Array.isArray(arg) ? place(arg) : literal(arg)));
      // The locale's separator is noted on the first call with two arguments that gives a value.
      const separated = args.length > 1 && !('error' in example) && !separatorNoted;
      if (separated) separatorNoted = true;
      const tags = [
        ...(ranged ? ['a range call'] : []),
        ...(separated ? [`arguments apart by "${separator}", as locale ${locale} reads them`] : []),
      ];
      const label = (says: string) => `${name}, example ${i + 1}: ${says}${tags.length ? ` (${tags.join('; ')})` : ''}`;
      const result = ref(r, CHECK_COLUMNS.result);
      const expected = ref(r, CHECK_COLUMNS.expected);
      if ('error' in example) {
        const observed = ref(r, CHECK_COLUMNS.observed);
        // #ERROR! is ERROR.TYPE 8 ("all other errors"); its message only the script sees.
        const test = f('AND', `${f('IFERROR', f('ERROR.TYPE', result), '0')}=8`, f('EXACT', observed, expected));
        row(r, label('refused, with its message'), `=${f(name, ...args)}`, asText(example.error), test);
        refusals.push({ at: at(r, CHECK_COLUMNS.observed), fn: name, args: example.args });
      } else {
        const pick = pickCell(example.rows);
        const whole = example.rows.length === 1 && example.rows[0].length === 1;
        const formula = whole ? `=${f(name, ...args)}` : `=${f('INDEX', f(name, ...args), String(pick.row + 1), String(pick.column + 1))}`;
        const value = expectedValue(pick.cell);
        const test =
          typeof value === 'number' ? f('IFERROR', `${result}=${expected}`, 'FALSE') : f('IFERROR', f('EXACT', result, expected), 'FALSE');
        const where = whole ? '' : ` in row ${pick.row + 1}, column ${pick.column + 1}`;
        row(r, label(`${cellSource(pick.cell)}${where}`), formula, typeof value === 'number' ? value : asText(value), test);
      }
      r++;
    });
  }

  // The inserts' trials, right of the ranges the checks read.
  const column = Math.max(FIRST_SCRATCH_COLUMN, usedTo.length) + 1;
  const insertCheck = (what: string, trial: InsertTrial, phrase: string) => {
    const message = ref(trial.message.row, trial.message.column);
    const test = f(
      'AND',
      `${f('IFERROR', f('FIND', `"${REFUSED}"`, message), '0')}=1`,
      `${f('IFERROR', f('FIND', ref(trial.message.row, CHECK_COLUMNS.expected), message), '0')}>0`,
      `${ref(trial.observed.row, trial.observed.column)}="${UNCHANGED}"`,
    );
    const place = a1Notation(trial.target.row, trial.target.column);
    writes.push({
      at: at(trial.message.row, CHECK_COLUMNS.what),
      values: [[what, `Insert formula (${trial.dice} dice) at ${place}`, asText(phrase)]],
    });
    writes.push({ at: at(trial.message.row, CHECK_COLUMNS.verdict), values: [[verdict(test)]] });
    inserts.push(trial);
  };

  // Over a value: the formula's four cells would cover an "x".
  const valueAt = at(r, column + 3);
  writes.push({ at: valueAt, values: [['x']] });
  insertCheck(
    'An insert over a value is refused, naming the cell, and changes nothing',
    {
      target: at(r, column),
      dice: 2,
      scratch: { row: r, column, rows: 1, columns: 4 },
      message: at(r, CHECK_COLUMNS.result),
      observed: at(r, CHECK_COLUMNS.observed),
    },
    `${ref(valueAt.row, valueAt.column)} is not empty`,
  );
  r++;

  // Over a spill: 2, a blank and 3 down a column, one formula over them; its blank row is in the way.
  const spillFrom = at(r, column + 1);
  writes.push({ at: at(r, column), values: [[2]] }, { at: at(r + 2, column), values: [[3]] });
  writes.push({ at: spillFrom, values: [[`=${f('BLADES_BANDS', a1Notation(r, column, 3, 1))}`]] });
  insertCheck(
    'An insert over a blank cell of a spill is refused, naming the formula, and changes nothing',
    {
      target: at(r + 1, column + 2),
      dice: 2,
      scratch: { row: r, column, rows: 3, columns: 6 },
      message: at(r, CHECK_COLUMNS.result),
      observed: at(r, CHECK_COLUMNS.observed),
    },
    `in ${ref(spillFrom.row, spillFrom.column)} spills into`,
  );
  const last = r;

  const verdicts = a1Notation(FIRST_CHECK_ROW, CHECK_COLUMNS.verdict, last - FIRST_CHECK_ROW + 1, 1);
  const summary = `=${f('COUNTIF', verdicts, `"${OK}"`)}&" of "&${f('COUNTA', verdicts)}&" ok"`;
  writes.unshift(
    { at: at(TITLE_ROW, 1), values: [['Blades Odds check: every custom function, a range call, a refusal, the locale and two inserts']] },
    { at: at(SUMMARY_ROW, 1), values: [[summary]] },
    { at: at(LOCALE_ROW, 1), values: [[`Locale ${locale}: arguments apart by "${separator}"`]] },
    { at: at(HEADING_ROW, 1), values: [HEADINGS] },
  );
  return {
    separator,
    writes,
    boldRows: [TITLE_ROW, HEADING_ROW],
    columnWidths: COLUMN_WIDTHS,
    columns: column + 5,
    refusals,
    inserts,
    checks: last - FIRST_CHECK_ROW + 1,
  };
}
