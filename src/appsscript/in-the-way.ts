import { CellAddress, a1Notation } from '../sheets/a1';
import { CellArea, areaNotation, intersection } from '../sheets/cell-area';
import { joinWords } from '../sheets/words';
import { Spill, SpillConflict } from './occupancy';

/**
 * What a refused insert says is in the way: cells by their A1 names (the
 * first three and a count), and another add-on formula by its text and
 * its cell. Shared by the table's cells (./write-block.ts) and its chart
 * (./chart-place.ts).
 */

/** "C4", "C4 and D5", "C4, D5, E6 and 2 more cells". */
export function listCells(cells: readonly string[]): string {
  const shown = cells.slice(0, 3);
  const more = cells.length - shown.length;
  if (more > 0) return `${shown.join(', ')} and ${more} more ${more === 1 ? 'cell' : 'cells'}`;
  return joinWords(shown, 'and');
}

/** How much of a formula a message quotes. */
const QUOTED_FORMULA = 40;

/** "=BLADES_BANDS(A2:A4) in B2", the formula cut short when long. */
export function formulaAt({ formula, at }: Spill): string {
  const text = formula.length > QUOTED_FORMULA ? `${formula.slice(0, QUOTED_FORMULA - 1)}…` : formula;
  return `${text} in ${a1Notation(at.row, at.column)}`;
}

/** "E5 is not empty", "E5, F5 and G5 are not empty". */
export const notEmpty = (cells: readonly string[]): string => `${listCells(cells)} ${cells.length === 1 ? 'is' : 'are'} not empty`;

/**
 * "=BLADES_BANDS(A2:A4) in B2 spills into C3, D3 and E3"; for a formula
 * whose rows its text does not tell (src/sheets/spill.ts), "may spill",
 * and why.
 */
export const spillPhrase = ({ spill, cells }: SpillConflict): string =>
  spill.area.unbounded
    ? `${formulaAt(spill)} may spill into ${listCells(cells)} (how many rows it fills cannot be known from its text)`
    : `${formulaAt(spill)} spills into ${listCells(cells)}`;

/** How many formulas a message names before it counts the rest. */
const NAMED_FORMULAS = 2;

/**
 * Why the cells a block needs are taken: cells with content (the message
 * as it always was, when nothing else is in the way), and cells of another
 * add-on formula's result, blank or showing a value, naming the formula
 * and its cell: writing there would break it with #REF!, and clearing them
 * does nothing.
 */
export function cellsInTheWay(what: string, target: string, occupied: readonly string[], spilled: readonly SpillConflict[]): string {
  const content = occupied.length ? [notEmpty(occupied)] : [];
  if (!spilled.length) return `Nothing was inserted: ${what} needs ${target}, and ${content[0]}. Clear ${target} or choose another cell.`;
  const named = spilled.slice(0, NAMED_FORMULAS).map(spillPhrase);
  const more = spilled.length - named.length;
  const others = more > 0 ? [`${more} more ${more === 1 ? 'formula spills' : 'formulas spill'} there too`] : [];
  const their = spilled.length === 1 ? 'its result' : 'their results';
  // Cells that show a value are as much the result as blank ones: clearing them does nothing.
  const cells = spilled.some((c) => c.shown) ? 'cells' : 'blank cells';
  return (
    `Nothing was inserted: ${what} needs ${target}, and ${[...content, ...named, ...others].join(', and ')}: ` +
    `${cells} of ${their}, which an insert would break with #REF!. Choose another cell.`
  );
}

/**
 * Why a table's chart has no place: each place tried, with the cells it
 * would cover there and what is in the way (./chart-place.ts).
 */
export function chartInTheWay(what: string, target: string, beside: string, below: string): string {
  return (
    `Nothing was inserted: the chart of ${what} has no free place. Beside ${target} it would ${beside}; below it, it would ${below}. ` +
    'Make room, choose another cell, or untick Add a chart.'
  );
}

/**
 * Why a block may not go under the charts already on the sheet: a chart
 * floats over the cells, so what is written there is hidden. Each chart by
 * its anchor and the block's cells it covers: "the chart at G2 covers
 * G2:H5".
 */
export function chartsOverCells(
  what: string,
  target: string,
  area: CellArea,
  charts: ReadonlyArray<{ readonly anchor: CellAddress; readonly area: CellArea }>,
): string {
  const covers = charts.map(
    (c) => `the chart at ${a1Notation(c.anchor.row, c.anchor.column)} covers ${areaNotation(intersection(c.area, area) ?? c.area)}`,
  );
  return (
    `Nothing was inserted: ${what} needs ${target}, and ${joinWords(covers, 'and')}: cells under a chart are hidden by it. ` +
    'Move the chart or choose another cell.'
  );
}
