/**
 * The Apps Script entry points. The build turns every export of this file
 * into a top-level `function NAME(params)` of dist/Code.js carrying the
 * JSDoc written here, which is what Sheets' formula helper reads; keep each
 * one a thin call into src/sheets or src/ui-server.
 */
import { bladesBands } from '../sheets/functions';

/**
 * Odds of each action-roll result band (Bad, Partial, Clean, Critical) for a pool of d6, as a row that spills right. Give a column of dice counts for one row per pool.
 *
 * @param {number} dice Dice in the pool, 0–20 (default 2). Zero dice rolls two and keeps the lower, with no critical. A column range gives one row per cell; a blank cell gives a blank row.
 * @return The probabilities of Bad, Partial, Clean and Critical, each row summing to 1.
 * @customfunction
 */
export function BLADES_BANDS(dice?: unknown): Array<Array<number | string>> {
  return bladesBands(dice);
}
