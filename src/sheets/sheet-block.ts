import { ChartSpec } from './chart-spec';

/**
 * What an insert writes into a sheet, as plain data: the cells of one
 * block and how to format them. A leaf module: the blocks of every roll
 * type (./insert-blocks.ts, ./group-block.ts) build it, and the edge
 * (src/appsscript/write-block.ts) puts it on the sheet.
 */

export type BlockCell = number | string;

/** A rectangle inside a block, as 0-based offsets from its top-left cell. */
export interface BlockRect {
  readonly row: number;
  readonly column: number;
  readonly rows: number;
  readonly columns: number;
}

/** Probabilities in a block: where they are, and the number format of each cell, row by row (see ./percent-format). */
export interface PercentCells {
  readonly rect: BlockRect;
  readonly formats: string[][];
}

/** A rectangle of cells from a chosen top-left cell; its cells with content are written. */
export interface SheetBlock {
  /** Row by row. A string starting with "=" is a formula; "" is an empty cell (room for a spill). */
  readonly cells: BlockCell[][];
  /** The rows (0-based) that are a header, set in bold: a table's title and column names. */
  readonly headerRows: readonly number[];
  /** Every rectangle of probabilities, formatted as percent. */
  readonly percent: readonly PercentCells[];
  /** What was written, for the confirmation: "the 0–6 dice table (live formulas)". */
  readonly what: string;
  /** A chart to put beside the block once it is written. */
  readonly chart?: ChartSpec;
  /** Colour scales, each a conditional format over a rectangle, so the best and worst figures stand out. */
  readonly colourScales?: readonly ColourScale[];
}

/**
 * A colour scale as a conditional format: its rectangle's lowest value in
 * `min`'s colour, its highest in `max`'s, the rest between (Sheets'
 * gradient rule, from the range's own minimum to its maximum). Colours are
 * "#rrggbb".
 */
export interface ColourScale {
  readonly rect: BlockRect;
  readonly min: string;
  readonly max: string;
}

export const TABLE_MODES = ['formulas', 'values'] as const;
export type TableMode = (typeof TABLE_MODES)[number];
