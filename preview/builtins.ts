import * as formulajs from '@formulajs/formulajs';
import { BuiltinFunction, CellError, Grid, Scalar } from './formula';

/**
 * The Sheets built-in functions the preview evaluates: the ones the docs
 * and the add-on's messages recommend (MAX in "pass 0, e.g. MAX(0, A2-1)",
 * SUMPRODUCT for a mean, SUM) and a few of their neighbours, and the ones
 * the check sheet's verdicts use (IF, AND, EXACT, FIND, INDEX, COUNTIF,
 * COUNTA; src/sheets/self-check.ts), implemented by @formulajs/formulajs;
 * and the three that read an error, written here: IFERROR, ISERROR and
 * ERROR.TYPE. A short list on purpose: formulajs follows Excel, and where
 * it differs from Sheets (text in ranges, for one) the preview should say
 * #NAME? rather than show a figure Sheets would not.
 */

type Builtin = (...args: Array<Scalar | Grid>) => unknown;

const NAMES = [
  'ABS',
  'AND',
  'AVERAGE',
  'COUNTA',
  'COUNTIF',
  'EXACT',
  'FIND',
  'IF',
  'INDEX',
  'MAX',
  'MIN',
  'ROUND',
  'SUM',
  'SUMPRODUCT',
] as const;
const FUNCTIONS = formulajs as unknown as Record<string, Builtin>;

const isGrid = (x: Scalar | Grid): x is Grid => Array.isArray(x);

/** Sheets refuses ranges of different shapes; formulajs would pair what it can. */
function sameShapes(fn: string, args: Array<Scalar | Grid>): CellError | null {
  const grids = args.filter(isGrid);
  const [first] = grids;
  const mismatch = grids.some((g) => g.length !== first.length || g[0]?.length !== first[0]?.length);
  return mismatch ? new CellError('#VALUE!', `${fn} has mismatched range sizes.`) : null;
}

/** ERROR.TYPE's numbers, as Sheets documents them; any other error (#ERROR!, a script's refusal) is 8. */
const ERROR_TYPES: Record<string, number> = { '#NULL!': 1, '#DIV/0!': 2, '#VALUE!': 3, '#REF!': 4, '#NAME?': 5, '#NUM!': 6, '#N/A': 7 };
const NOT_AN_ERROR = new CellError('#N/A', 'Argument 1 of function ERROR.TYPE does not hold an error.');

/** The built-ins that read an error argument rather than stop at it. */
const ERROR_READERS: Record<string, (...args: Array<Scalar | Grid | CellError>) => unknown> = {
  IFERROR: (value, ifError = '') => (value instanceof CellError ? ifError : value),
  ISERROR: (value) => value instanceof CellError,
  'ERROR.TYPE': (value) => (value instanceof CellError ? (ERROR_TYPES[value.code] ?? 8) : NOT_AN_ERROR),
};

/** formulajs answers an error value as an Error whose message is its code, returned or thrown. */
const asCellError = (name: string, e: Error) => new CellError(e.message, `Function ${name} returned ${e.message}.`);

/** A built-in by its upper-case name, as a cell calls it, or undefined if the preview lacks it. */
export function builtinFunction(name: string): BuiltinFunction | undefined {
  const reader = ERROR_READERS[name];
  if (reader) return Object.assign((...args: Array<Scalar | Grid | CellError>) => reader(...args), { takesErrors: true });
  if (!(NAMES as readonly string[]).includes(name)) return undefined;
  const fn = FUNCTIONS[name];
  return (...given) => {
    // Only the error readers are handed errors (preview/formula.ts).
    const args = given as Array<Scalar | Grid>;
    if (name === 'SUMPRODUCT') {
      const refused = sameShapes(name, args);
      if (refused) return refused;
    }
    let result: unknown;
    try {
      result = fn(...args);
    } catch (e) {
      if (e instanceof Error && e.message.startsWith('#')) return asCellError(name, e);
      throw e;
    }
    return result instanceof Error ? asCellError(name, result) : result;
  };
}

export const BUILTIN_NAMES: readonly string[] = [...NAMES, ...Object.keys(ERROR_READERS)].sort();
