import { FUNCTION_SHAPES, GRID_FUNCTIONS } from '../../src/sheets/functions/shapes';
import { joinWords } from '../../src/sheets/words';

/**
 * What the tests know of the functions that take a grid, from the declared
 * shapes alone (src/sheets/functions/shapes.ts): which they are, and the
 * refusal a row-per-pool function gives a range wider than one column,
 * which names them.
 */
export const takesGridByName = (name: string): boolean => (GRID_FUNCTIONS as readonly string[]).includes(name);

/** A row-per-pool function's refusal of a dice range `columns` wide, without its name. */
export const wideRangeRefusal = (columns: number): string =>
  `the dice range is ${columns} columns wide. Pass one column of dice counts (e.g. A2:A21), one output row per cell. ` +
  `A grid of pools gives a grid of figures with the functions of one value per pool: ${joinWords(GRID_FUNCTIONS, 'and')}.`;

export { FUNCTION_SHAPES, GRID_FUNCTIONS };
