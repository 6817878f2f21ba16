import * as formulajs from '@formulajs/formulajs';
import { CellError, Grid, Scalar } from './formula';

/**
 * The Sheets built-in functions the preview evaluates: the ones the docs
 * and the add-on's messages recommend (MAX in "pass 0, e.g. MAX(0, A2-1)",
 * SUMPRODUCT for a mean, SUM, COUNTIF as the crew sheet counts an
 * attribute's rated actions) and a few of their neighbours, implemented
 * by @formulajs/formulajs. A short list on purpose: formulajs follows
 * Excel, and where it differs from Sheets (text in ranges, for one) the
 * preview should say #NAME? rather than show a figure Sheets would not.
 */

type Builtin = (...args: Array<Scalar | Grid>) => unknown;

const NAMES = ['ABS', 'AVERAGE', 'COUNTIF', 'MAX', 'MIN', 'ROUND', 'SUM', 'SUMPRODUCT'] as const;
const FUNCTIONS = formulajs as unknown as Record<string, Builtin>;

const isGrid = (x: Scalar | Grid): x is Grid => Array.isArray(x);

/** Sheets refuses ranges of different shapes; formulajs would pair what it can. */
function sameShapes(fn: string, args: Array<Scalar | Grid>): CellError | null {
  const grids = args.filter(isGrid);
  const [first] = grids;
  const mismatch = grids.some((g) => g.length !== first.length || g[0]?.length !== first[0]?.length);
  return mismatch ? new CellError('#VALUE!', `${fn} has mismatched range sizes.`) : null;
}

/** A built-in by its upper-case name, as a cell calls it, or undefined if the preview lacks it. */
export function builtinFunction(name: string): ((...args: Array<Scalar | Grid>) => unknown) | undefined {
  if (!(NAMES as readonly string[]).includes(name)) return undefined;
  const fn = FUNCTIONS[name];
  return (...args) => {
    if (name === 'SUMPRODUCT') {
      const refused = sameShapes(name, args);
      if (refused) return refused;
    }
    const result = fn(...args);
    // formulajs answers an error value as an Error whose message is its code.
    if (result instanceof Error) return new CellError(result.message, `Function ${name} returned ${result.message}.`);
    return result;
  };
}

export const BUILTIN_NAMES: readonly string[] = NAMES;
