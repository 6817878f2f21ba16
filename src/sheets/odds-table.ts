import { BANDS } from '../blades/action';
import { DEFAULT_DICE, DEFAULT_TABLE_MAX, MIN_DICE } from '../blades/pool-size';
import { CellAddress, a1Notation } from './a1';
import { DICE } from './dice-column';
import { ODDS_TABLE_HEADER, bladesOddsTable } from './functions';
import { IntegerSpec, readScalarInteger } from './integer-arg';

/**
 * What the sidebar and the menu write into a sheet, as plain data: the
 * cells of one block and how to format it. No Apps Script services here;
 * src/sheet-writer puts a block on the sheet in one batch.
 */

export type BlockCell = number | string;

/** A rectangle of cells written in one batch from a chosen top-left cell. */
export interface SheetBlock {
  /** Row by row. A string starting with "=" is a formula; "" is an empty cell (room for a spill). */
  readonly cells: BlockCell[][];
  /** Rows at the top that are a header (bold). */
  readonly headerRows: number;
  /** Where the probabilities are, as 0-based offsets from the top-left cell. */
  readonly percent: { readonly row: number; readonly column: number; readonly rows: number; readonly columns: number };
  /** What was written, for the confirmation: "the 0–6 dice table (live formulas)". */
  readonly what: string;
}

/** One decimal, as the sidebar shows them. */
export const PERCENT_FORMAT = '0.0%';
export const TABLE_MODES = ['formulas', 'values'] as const;
export type TableMode = (typeof TABLE_MODES)[number];
/** The pools people actually roll, as BLADES_ODDS_TABLE's defaults. */
export const DEFAULT_SPAN = { from: MIN_DICE, to: DEFAULT_TABLE_MAX } as const;

export function bandsFormula(dice: number | string): string {
  return `=BLADES_BANDS(${dice})`;
}

/** =BLADES_BANDS(n) and the three empty cells it spills into, as percent. */
export function bandsFormulaBlock(dice: unknown): SheetBlock {
  const n = readScalarInteger('Insert formula', DICE, dice, DEFAULT_DICE);
  const formula = bandsFormula(n);
  return {
    cells: [[formula, ...new Array<string>(BANDS.length - 1).fill('')]],
    headerRows: 0,
    percent: { row: 0, column: 0, rows: 1, columns: BANDS.length },
    what: formula,
  };
}

export interface TableOptions {
  readonly from?: unknown;
  readonly to?: unknown;
  readonly mode?: unknown;
}

export interface TableSpec {
  readonly from: number;
  readonly to: number;
  readonly mode: TableMode;
}

const FN = 'Insert table';
// The span ends are pools, checked as the functions check a dice count, but
// named as the sidebar labels them; "pass 0" advice is for formulas, not here.
const FROM: IntegerSpec = { ...DICE, name: 'From', belowMinHint: undefined };
const TO: IntegerSpec = { ...DICE, name: 'To', belowMinHint: undefined };

/** The options the sidebar sends, checked; anything off is an Error saying what to change. */
export function readTableSpec(options: TableOptions = {}): TableSpec {
  const from = readScalarInteger(FN, FROM, options.from, DEFAULT_SPAN.from);
  const to = readScalarInteger(FN, TO, options.to, DEFAULT_SPAN.to);
  if (from > to) throw new Error(`${FN}: From ${from} is above To ${to}. Give the smaller pool first.`);
  const mode = options.mode ?? 'formulas';
  if (!TABLE_MODES.includes(mode as TableMode)) {
    throw new Error(`${FN}: the table is written as "formulas" or "values", not ${JSON.stringify(mode)}.`);
  }
  return { from, to, mode: mode as TableMode };
}

/**
 * The header (Dice, Bad, Partial, Clean, Critical) and one row per pool,
 * with its top-left cell at `at`. As live formulas, column 1 holds the pool
 * and column 2 =BLADES_BANDS(<that cell>), spilling into columns 3–5 (left
 * empty here), so editing a pool updates its row. As values, what
 * BLADES_ODDS_TABLE returns for the span.
 */
export function oddsTableBlock(spec: TableSpec, at: CellAddress): SheetBlock {
  let rows: BlockCell[][];
  if (spec.mode === 'values') {
    rows = bladesOddsTable(spec.to, spec.from);
  } else {
    rows = [[...ODDS_TABLE_HEADER]];
    for (let dice = spec.from; dice <= spec.to; dice++) {
      const formula = bandsFormula(a1Notation(at.row + rows.length, at.column));
      rows.push([dice, formula, ...new Array<string>(BANDS.length - 1).fill('')]);
    }
  }
  return {
    cells: rows,
    headerRows: 1,
    percent: { row: 1, column: 1, rows: rows.length - 1, columns: BANDS.length },
    what: `the ${spec.from}–${spec.to} dice table (${spec.mode === 'formulas' ? 'live formulas' : 'values'})`,
  };
}
