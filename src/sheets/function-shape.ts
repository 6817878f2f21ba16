import { CustomFunction } from '../rolls/custom-functions';
import { IntegerSpec } from './integer-arg';

/**
 * A custom function's parameters and the shape of its result, declared
 * beside its implementation in src/sheets/functions/ (each module's
 * `*_SHAPES`, gathered in ./functions/shapes.ts). src/sheets/spill.ts reads
 * a formula's text and works out from these the cells it fills, so that an
 * insert never writes into them; test/dist/spill-shapes.test.ts holds every
 * declaration to what the built function fills. A declaration is data, not
 * code that reads the formula: which parameter's cells give the rows, which
 * integer arguments decide a width or a height (with the range the
 * function reads them in, the one IntegerSpec it uses), and the area from
 * those.
 *
 * The parameter names are written twice on purpose: here, and as the
 * signature of the function's export in src/appsscript/Code.ts, which
 * Sheets reads (with its JSDoc @param lines) and the build's wrapper
 * counts arguments by. Apps Script needs that declaration written out, so
 * it cannot be made from this one; test/dist/spill-shapes.test.ts holds
 * the two equal for every function.
 */

/** A result's height and width. */
export interface Area {
  readonly rows: number;
  readonly columns: number;
}

/**
 * An integer argument that decides a width or a height, read with the
 * IntegerSpec the function reads it with. When its value cannot be known
 * from the formula (`Z1+1`, `MAX(2, Z1)`, a cell on another sheet), the
 * largest area it allows is taken: its spec's max, or its min for one
 * whose area grows as it falls (`least`).
 */
export interface SizeArgument<P extends string = string> {
  readonly spec: IntegerSpec;
  /** Its value when omitted: a number, or another size argument's value (declared before it); none: it is required. */
  readonly omitted?: number | P;
  /** The area grows as the value falls (BLADES_ODDS_TABLE's min_dice). */
  readonly least?: boolean;
}

export interface FunctionShape<P extends string = string> {
  /** The parameters, in order, named as src/appsscript/Code.ts declares them (the JSDoc Sheets shows): a call with more arguments is refused. */
  readonly params: readonly P[];
  /**
   * The parameter whose cells give the rows: one row per cell of a
   * one-column range (`column`; one value or omitted: one row; a wider
   * range is refused), one value per cell of a range of any shape, the
   * result the range's shape (`grid`: a function of one value per pool,
   * `poolShape`'s width 1), or one value only (`one`: a range is refused).
   */
  readonly pool?: { readonly param: P; readonly cells: PoolCells };
  /** A group's pools argument: its participants (non-blank cells) are a size, named by the parameter. */
  readonly participants?: P;
  /** The integer arguments that decide the area, each read as the function reads it. */
  readonly sizes?: { readonly [K in P]?: SizeArgument<P> };
  /**
   * The area, from the pool argument's rows and columns (1 × 1 for one
   * value or without a pool; a `column` pool's columns are 1) and the
   * sizes by parameter name; null when those values make the function
   * refuse the call (#ERROR! in its own cell).
   */
  readonly area: (pool: Area, size: Readonly<Record<P, number>>) => Area | null;
}

/** How a pool argument's cells map to the result: see FunctionShape's `pool`. */
export type PoolCells = 'column' | 'one' | 'grid';

/** A declaration, its parameter names checked against the rest of it. */
export const functionShape = <const P extends string>(shape: FunctionShape<P>): FunctionShape<P> => shape;

/**
 * A function of the pool in its first parameter: one row per pool, `width`
 * cells each. One cell per pool (width 1) is a function of one value per
 * pool, which maps a grid of pools to a grid of the same shape (`grid`),
 * as Sheets' own functions of one value do under ARRAYFORMULA; its
 * implementation reads the pool with `mapDiceGrid` or `perPool` with
 * width 1 (../dice-column.ts). A wider row per pool takes one column.
 */
export const poolShape = <const P extends string>(params: readonly [P, ...P[]], width: number): FunctionShape<P> =>
  width === 1
    ? { params, pool: { param: params[0], cells: 'grid' }, area: (pool) => pool }
    : { params, pool: { param: params[0], cells: 'column' }, area: ({ rows }) => ({ rows, columns: width }) };

/** Whether a function maps a grid of pools to a grid of the same shape. */
export const takesGrid = (shape: FunctionShape): boolean => shape.pool?.cells === 'grid';

/** A module's declarations, by function name. */
export type FunctionShapes = { readonly [F in CustomFunction]?: FunctionShape };
