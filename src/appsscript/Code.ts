/**
 * The Apps Script entry points. The build turns every export of this file
 * into a top-level `function NAME(params)` of dist/Code.js carrying the
 * JSDoc written here, which is what Sheets' formula helper reads; keep each
 * one a thin call into src/sheets/functions/ (custom functions) or the
 * edge's own modules here (menu, sidebar, inserts). google.script.run calls
 * the sidebar's server functions by these names too.
 */
import { bladesAtLeast, bladesBands, bladesFractions, bladesOddsTable } from '../sheets/functions/action';
import { bladesClock, bladesClockMean } from '../sheets/functions/clock';
import { bladesGroup, bladesGroupStress } from '../sheets/functions/group';
import { bladesOverindulge, bladesResist, bladesResistMean, bladesTrauma, bladesVice } from '../sheets/functions/stress';
import { RollRequest, TableRequest } from '../sheets/insert-options';
import { addMenu, openSidebar, runFromMenu } from './menu';
import { insertRollFormula, insertTable } from './write-block';

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
 * A campaign odds table: a header row (Dice, Bad, Partial, Clean, Critical), then one row per pool.
 *
 * @param {number} max_dice Largest pool, 0–20 (default 6).
 * @param {number} min_dice Smallest pool, 0–20 (default 0).
 * @customfunction
 */
export function BLADES_ODDS_TABLE(max_dice?: unknown, min_dice?: unknown): Array<Array<number | string>> {
  return bladesOddsTable(max_dice, min_dice);
}

/**
 * Chance that an action roll's result is the given band or better.
 *
 * @param {number} dice Dice in the pool, 0–20 (default 2), or a column of them.
 * @param {string} band Bad, Partial, Clean or Critical (any case).
 * @customfunction
 */
export function BLADES_AT_LEAST(dice: unknown, band: unknown): Array<Array<number | string>> {
  return bladesAtLeast(dice, band);
}

/**
 * The action-roll bands (Bad, Partial, Clean, Critical) as exact fractions in text, e.g. "49/108".
 *
 * @param {number} dice Dice in the pool, 0–20 (default 2), or a column of them.
 * @customfunction
 */
export function BLADES_FRACTIONS(dice?: unknown): Array<Array<number | string>> {
  return bladesFractions(dice);
}

/**
 * Resistance roll: chance of each stress cost −1 (critical: clear 1), 0, 1, 2, 3, 4, 5.
 *
 * @param {number} dice Dice in the pool (the attribute rating), 0–20 (default 2), or a column of them.
 * @customfunction
 */
export function BLADES_RESIST(dice?: unknown): Array<Array<number | string>> {
  return bladesResist(dice);
}

/**
 * Resistance roll: the expected stress cost.
 *
 * @param {number} dice Dice in the pool (the attribute rating), 0–20 (default 2), or a column of them.
 * @customfunction
 */
export function BLADES_RESIST_MEAN(dice?: unknown): Array<Array<number | string>> {
  return bladesResistMean(dice);
}

/**
 * Indulging a vice: chance of clearing 1, 2, 3, 4, 5, 6 stress.
 *
 * @param {number} dice Dice in the pool (the lowest attribute rating), 0–20 (default 2), or a column of them.
 * @customfunction
 */
export function BLADES_VICE(dice?: unknown): Array<Array<number | string>> {
  return bladesVice(dice);
}

/**
 * Downtime clock: entry k is the chance the clock is full after at most k rolls, k = 1 … segments.
 *
 * @param {number} dice Dice per downtime roll, 0–20 (default 2), or a column of them.
 * @param {number} segments Clock size, 1–24.
 * @param {number} coin Coin spent on every roll, 0–3 (default 0): each raises the result one level (Bad → Partial → Clean → Critical).
 * @customfunction
 */
export function BLADES_CLOCK(dice: unknown, segments: unknown, coin?: unknown): Array<Array<number | string>> {
  return bladesClock(dice, segments, coin);
}

/**
 * Downtime clock: the expected number of rolls to fill it.
 *
 * @param {number} dice Dice per downtime roll, 0–20 (default 2), or a column of them.
 * @param {number} segments Clock size, 1–24.
 * @param {number} coin Coin spent on every roll, 0–3 (default 0): each raises the result one level (Bad → Partial → Clean → Critical).
 * @customfunction
 */
export function BLADES_CLOCK_MEAN(dice: unknown, segments: unknown, coin?: unknown): Array<Array<number | string>> {
  return bladesClockMean(dice, segments, coin);
}

/**
 * Group action: odds of the group's result (the best single result) as one row: Bad, Partial, Clean, Critical.
 *
 * @param {number} pools Each participant's pool, 0–20 dice, the leader included: a row or column of cells or a list like {2,1,0}; blank cells are skipped; 1–12 participants.
 * @param {boolean} synchronized TRUE if the crew has Synchronized: 6s from different rolls count together for a critical. Default FALSE (also for a blank cell).
 * @return The probabilities of Bad, Partial, Clean and Critical for the group, summing to 1.
 * @customfunction
 */
export function BLADES_GROUP(pools: unknown, synchronized?: unknown): Array<Array<number | string>> {
  return bladesGroup(pools, synchronized);
}

/**
 * Group action: the chance the leader takes 0, 1, 2, … stress (1 for each participant, the leader included, whose result is Bad), as one row.
 *
 * @param {number} pools Each participant's pool, 0–20 dice, the leader included: a row or column of cells or a list like {2,1,0}; blank cells are skipped; 1–12 participants.
 * @return One more cell than there are participants: the probabilities of 0 … k stress.
 * @customfunction
 */
export function BLADES_GROUP_STRESS(pools: unknown): Array<Array<number | string>> {
  return bladesGroupStress(pools);
}

/**
 * Resistance roll: the chance it causes trauma (the stress cost reaches the boxes left on the track). A critical never does.
 *
 * @param {number} dice Dice in the pool (the attribute rating), 0–20 (default 2), or a column of them.
 * @param {number} stress Stress already marked, 0 to track − 1.
 * @param {number} track Stress boxes on the track, 1–24 (default 9).
 * @customfunction
 */
export function BLADES_TRAUMA(dice: unknown, stress: unknown, track?: unknown): Array<Array<number | string>> {
  return bladesTrauma(dice, stress, track);
}

/**
 * Indulging a vice: the chance it clears more stress than is marked (overindulging).
 *
 * @param {number} dice Dice in the pool (the lowest attribute rating), 0–20 (default 2), or a column of them.
 * @param {number} stress Stress marked, 0–24.
 * @customfunction
 */
export function BLADES_OVERINDULGE(dice: unknown, stress: unknown): Array<Array<number | string>> {
  return bladesOverindulge(dice, stress);
}

/**
 * Adds the Blades Odds menu (Quick lookup, Insert odds table) when the spreadsheet opens. The open event is not read: the menu is the same in every authorization mode.
 */
export function onOpen(): void {
  addMenu();
}

/**
 * Adds the menu right after the add-on is installed, without waiting for the next open.
 */
export function onInstall(): void {
  onOpen();
}

/**
 * Opens the Blades Odds sidebar (menu: Quick lookup).
 */
export function showSidebar(): void {
  openSidebar();
}

/**
 * Writes the roll's formula (=BLADES_BANDS(dice) by default, =BLADES_CLOCK(dice; segments; coin) for a clock: arguments apart by ";", which every locale reads) into the active cell, percent-formatted, if it and the cells it spills into are empty; for a group, its pools down a column under "Pools" and =BLADES_GROUP over them beside. Called by the sidebar.
 *
 * @param {number} dice Dice in the pool, 0–20 (not read for a group).
 * @param {Object} options { roll, segments, coin, stress, track, pools, synchronized }: "action" (default), "resistance", "vice", "clock" or "group"; a clock's segments, 1–24, and coin, 0–3; marked stress and the track (resistance) or marked stress (vice); a group's pools (1–12 of 0–20) and Synchronized (TRUE/FALSE).
 * @return {string} What was written and where.
 */
export function insertFormula(dice: number, options?: RollRequest): string {
  return insertRollFormula(SpreadsheetApp.getActiveSheet(), dice, options);
}

/**
 * Writes an odds table at the active cell: a title, a header and one row per pool, as live formulas or values, writing only cells with content, and with chart: true a bar chart of it to its right; refuses if any target cell is not empty. Called by the sidebar.
 *
 * @param {Object} options { from, to, mode, chart, roll, … }: the pools (default 0 and 6; not read for a group), "formulas" (default) or "values", whether to add a chart (true or false, default false), and the roll as for insertFormula. A group's table is its pools, its bands and its leader's stress.
 * @return {string} What was written and where.
 */
export function insertOddsTable(options?: TableRequest): string {
  return insertTable(SpreadsheetApp.getActiveSheet(), options);
}

/**
 * Inserts the 0–6 dice table as live formulas at the active cell (menu: Insert odds table).
 */
export function insertDefaultOddsTable(): void {
  runFromMenu(() => insertTable(SpreadsheetApp.getActiveSheet()));
}
