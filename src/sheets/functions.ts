import { actionBands } from '../blades/action';
import { memoByDice } from '../blades/memo';
import { OutputRow } from './cell';
import { mapDiceColumn } from './dice-column';

/**
 * The Sheets-facing implementations: argument shapes in, 2-D arrays out.
 * Each probability is the correctly rounded double of the engine's exact
 * fraction, computed once per pool and per script load.
 */

const bandNumbers = memoByDice((dice) => actionBands(dice).map((f) => f.toNumber()));

export function bladesBands(dice?: unknown): OutputRow[] {
  return mapDiceColumn('BLADES_BANDS', dice, 4, (n) => bandNumbers(n).slice());
}
