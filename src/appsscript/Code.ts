/**
 * The Apps Script entry points. The build turns every export of this file
 * into a top-level `function NAME(params)` of dist/Code.js carrying the
 * JSDoc written here, which is what Sheets' formula helper reads; keep each
 * one a thin call into src/sheets (custom functions) or src/sheet-writer
 * (menu, sidebar, inserts). google.script.run calls the sidebar's server
 * functions by these names too.
 */
import { bladesBands } from '../sheets/functions';
import { TableOptions } from '../sheets/odds-table';
import { addMenu, openSidebar, runFromMenu } from '../sheet-writer/menu';
import { insertBandsFormula, insertTable } from '../sheet-writer/write-block';

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

/**
 * Adds the Blades Odds menu (Quick lookup, Insert odds table) when the spreadsheet opens.
 *
 * @param {Object} e The open event (unused: the menu is the same in every authorization mode).
 */
export function onOpen(e?: unknown): void {
  addMenu();
}

/**
 * Adds the menu right after the add-on is installed, without waiting for the next open.
 *
 * @param {Object} e The install event, passed on to onOpen.
 */
export function onInstall(e?: unknown): void {
  onOpen(e);
}

/**
 * Opens the Blades Odds sidebar (menu: Quick lookup).
 */
export function showSidebar(): void {
  openSidebar();
}

/**
 * Writes =BLADES_BANDS(dice) into the active cell, percent-formatted, if it and the three cells it spills into are empty. Called by the sidebar.
 *
 * @param {number} dice Dice in the pool, 0–20.
 * @return {string} What was written and where.
 */
export function insertFormula(dice: unknown): string {
  return insertBandsFormula(SpreadsheetApp.getActiveSheet(), dice);
}

/**
 * Writes an odds table at the active cell: a header and one row per pool, as live formulas or values, in one batch; refuses if any target cell is not empty. Called by the sidebar.
 *
 * @param {Object} options { from, to, mode }: the pools (default 0 and 6) and "formulas" (default) or "values".
 * @return {string} What was written and where.
 */
export function insertOddsTable(options?: TableOptions): string {
  return insertTable(SpreadsheetApp.getActiveSheet(), options);
}

/**
 * Inserts the 0–6 dice table as live formulas at the active cell (menu: Insert odds table).
 */
export function insertDefaultOddsTable(): void {
  runFromMenu(() => insertTable(SpreadsheetApp.getActiveSheet()));
}
