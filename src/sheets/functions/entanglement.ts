import { entanglementWeights } from '../../blades/entanglement';
import { memoByDice } from '../../blades/memo';
import { CustomFunction } from '../../rolls/custom-functions';
import { entanglementNames } from '../../rolls/rows';
import { OutputRow } from '../cell';
import { mapIntegerColumn } from '../dice-column';
import { FunctionShapes, functionShape } from '../function-shape';
import { readScalarInteger } from '../integer-arg';
import { HEAT, WANTED } from '../integer-specs';
import { weightCells } from './rounded';

/**
 * The entanglement roll (docs/rules.md#entanglements), Sheets-facing:
 * the heat's column of the table as a header row, then the chance of each
 * of its three entanglements per wanted level.
 */

/** The column's three entanglements, on a 1–3, a 4/5 and a 6 or a critical. */
const ENTANGLEMENT_WIDTH = entanglementNames(HEAT.min).length;

const entanglementRow = memoByDice((wanted) => weightCells(entanglementWeights(wanted)));

/** The heat's three entanglements, then one row per wanted-level cell. Heat is read first: it names the columns. */
export function bladesEntanglement(wanted: unknown, heat?: unknown): OutputRow[] {
  const fn: CustomFunction = 'BLADES_ENTANGLEMENT';
  const names = entanglementNames(readScalarInteger(fn, HEAT, heat, HEAT.min));
  return [names.slice(), ...mapIntegerColumn(fn, WANTED, wanted, undefined, ENTANGLEMENT_WIDTH, (n) => entanglementRow(n).slice())];
}

/** The parameters and result shapes of this module's functions (../function-shape.ts). */
export const ENTANGLEMENT_SHAPES = {
  // The header row of the column's names, then a row per wanted level.
  BLADES_ENTANGLEMENT: functionShape({
    params: ['wanted', 'heat'],
    pool: { param: 'wanted', cells: 'column' },
    area: ({ rows }) => ({ rows: rows + 1, columns: ENTANGLEMENT_WIDTH }),
  }),
} satisfies FunctionShapes;
