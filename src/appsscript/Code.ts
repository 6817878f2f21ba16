/**
 * The Apps Script entry points. The build turns every export of this file
 * into a top-level `function NAME(params)` of dist/Code.js carrying the
 * JSDoc written here, which is what Sheets' formula helper reads; keep each
 * one a thin call into src/sheets/functions/ (custom functions) or the
 * edge's own modules here (menu, sidebar, inserts). google.script.run calls
 * the sidebar's server functions by these names too. `npm run docs` writes
 * docs/functions.md from this JSDoc; each custom function needs @return and
 * @example lines, whose syntax CONTRIBUTING.md gives
 * (test/docs/examples.test.ts checks them).
 */
import { CustomFunction } from '../rolls/custom-functions';
import { extraArgumentsError } from '../sheets/argument-count';
import { bladesAtLeast, bladesBands, bladesFractions, bladesOddsTable, bladesOptions } from '../sheets/functions/action';
import { bladesAcquire, bladesAcquireMean } from '../sheets/functions/acquire';
import { bladesClock, bladesClockMean } from '../sheets/functions/clock';
import { bladesEntanglement } from '../sheets/functions/entanglement';
import { bladesEngagement, bladesVersus } from '../sheets/functions/fortune';
import { bladesGroup, bladesGroupStress } from '../sheets/functions/group';
import { bladesProgress, bladesProgressMean } from '../sheets/functions/progress';
import {
  bladesOverindulge,
  bladesResist,
  bladesResistMean,
  bladesTrauma,
  bladesTraumaBy,
  bladesTraumaMean,
  bladesVice,
} from '../sheets/functions/stress';
import { bladesDcPush, bladesDcPushMean, bladesThreat, bladesThreatAll } from '../sheets/functions/threat';
import { bladesWanted } from '../sheets/functions/wanted';
import { CrewRequest, RollRequest, SectionRequest, TableRequest } from '../sheets/insert-options';
import { addMenu, openSidebar, runFromMenu } from './menu';
import { runSelfCheck } from './self-check';
import { insertCrew, insertRollFormula, insertSection, insertTable } from './write-block';

/**
 * Odds of each action-roll result band (Bad, Partial, Clean, Critical) for a pool of d6, as a row that spills right. Give a column of dice counts for one row per pool.
 *
 * @param {number} dice Dice in the pool, 0–20 (default 2). Zero dice rolls two and keeps the lower, with no critical. A column range gives one row per cell; a blank cell gives a blank row, and a bad one its message in its row.
 * @return The probabilities of Bad, Partial, Clean and Critical, each row summing to 1.
 * @example =BLADES_BANDS(2) → 1/4, 4/9, 5/18, 1/36
 * @example =BLADES_BANDS(3) → 1/8, 49/108, 25/72, 2/27
 * @example =BLADES_BANDS(0) → 3/4, 2/9, 1/36, 0 (the lower of two dice, no critical)
 * @example =BLADES_BANDS() → 1/4, 4/9, 5/18, 1/36 (the default pool, 2 dice)
 * @example =BLADES_BANDS(A2:A8) — with 0 … 6 in A2:A8, seven rows, one per pool: a whole odds table
 * @example =BLADES_BANDS({1;25;3}) → 1/2, 1/3, 1/6, 0; "BLADES_BANDS: dice 25 in row 2 of the range is above 20. Use an integer dice count 0–20.", "", "", ""; 1/8, 49/108, 25/72, 2/27 (a bad cell of a column: its message in its own row, the other rows their odds)
 * @example =BLADES_BANDS(A2+1) — the pool in A2 plus an assist or a push
 * @example =BLADES_BANDS(2, 3) → #ERROR! BLADES_BANDS takes 1 argument (dice); 2 were given.
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
 * @return The header row, then one row per pool from min_dice up to max_dice: the pool, then its Bad, Partial, Clean and Critical probabilities.
 * @example =BLADES_ODDS_TABLE() — the header and 7 rows, pools 0–6
 * @example =BLADES_ODDS_TABLE(4, 1) — the header and 4 rows, pools 1–4
 * @example =BLADES_ODDS_TABLE(1) → "Dice", "Bad", "Partial", "Clean", "Critical"; 0, 3/4, 2/9, 1/36, 0; 1, 1/2, 1/3, 1/6, 0
 * @example =BLADES_ODDS_TABLE(1, 1) → "Dice", "Bad", "Partial", "Clean", "Critical"; 1, 1/2, 1/3, 1/6, 0 (one pool)
 * @example =BLADES_ODDS_TABLE(3, 5) → #ERROR! BLADES_ODDS_TABLE: min_dice 5 is above max_dice 3. max_dice comes first: for pools 3–5 write BLADES_ODDS_TABLE(5, 3).
 * @customfunction
 */
export function BLADES_ODDS_TABLE(max_dice?: unknown, min_dice?: unknown): Array<Array<number | string>> {
  return bladesOddsTable(max_dice, min_dice);
}

/**
 * Chance that an action roll's result is the given band or better.
 *
 * @param {number} dice Dice in the pool, 0–20 (default 2), or a grid of them (a range of any shape, e.g. a crew's ratings): one cell per pool, in its place; a blank cell gives a blank, a bad one its message.
 * @param {string} band Bad, Partial, Clean or Critical (any case).
 * @return One probability per pool: the chance of that band or better.
 * @example =BLADES_AT_LEAST(2, "Partial") → 3/4 (27/36: no Bad)
 * @example =BLADES_AT_LEAST(3, "clean") → 91/216 (at least one 6)
 * @example =BLADES_AT_LEAST(2, "Bad") → 1 (at least Bad is certain)
 * @example =BLADES_AT_LEAST(A2:A8, "Critical") — one cell per pool
 * @example =BLADES_AT_LEAST(B2:M5, "Partial") — a crew's action ratings, 4 characters × 12 actions in B2:M5: their 4 × 12 odds, in one formula
 * @example =BLADES_AT_LEAST({1,2;3,""}, "Partial") → 1/2, 3/4; 7/8, "" (a grid: one cell per pool, in its place; a blank gives a blank)
 * @example =BLADES_AT_LEAST({1,"x"}, "Partial") → 1/2, "BLADES_AT_LEAST: dice ""x"" in row 1, column 2 of the range is text, not a number. Use an integer dice count 0–20." (a bad cell of a grid: its message in its own cell)
 * @example =BLADES_AT_LEAST(2, "Great") → #ERROR! BLADES_AT_LEAST: band "Great" is not a band. Use Bad, Partial, Clean or Critical (any case).
 * @customfunction
 */
export function BLADES_AT_LEAST(dice: unknown, band: unknown): Array<Array<number | string>> {
  return bladesAtLeast(dice, band);
}

/**
 * The action-roll bands (Bad, Partial, Clean, Critical) as exact fractions in text, e.g. "49/108".
 *
 * @param {number} dice Dice in the pool, 0–20 (default 2), or a column of them.
 * @return Per pool, four text cells (Bad, Partial, Clean, Critical), each an exact reduced fraction, or "0" or "1" when it is a whole number.
 * @example =BLADES_FRACTIONS(3) → "1/8", "49/108", "25/72", "2/27"
 * @example =BLADES_FRACTIONS(0) → "3/4", "2/9", "1/36", "0"
 * @customfunction
 */
export function BLADES_FRACTIONS(dice?: unknown): Array<Array<number | string>> {
  return bladesFractions(dice);
}

/**
 * Resistance roll: chance of each stress cost −1 (critical: clear 1), 0, 1, 2, 3, 4, 5.
 *
 * @param {number} dice Dice in the pool (the attribute rating), 0–20 (default 2), or a column of them.
 * @return Per pool, the probabilities of a stress cost of −1, 0, 1, 2, 3, 4 and 5.
 * @example =BLADES_RESIST(2) → 1/36, 5/18, 1/4, 7/36, 5/36, 1/12, 1/36
 * @customfunction
 */
export function BLADES_RESIST(dice?: unknown): Array<Array<number | string>> {
  return bladesResist(dice);
}

/**
 * Resistance roll: the expected stress cost.
 *
 * @param {number} dice Dice in the pool (the attribute rating), 0–20 (default 2), or a grid of them (a range of any shape, e.g. a crew's ratings): one cell per pool, in its place; a blank cell gives a blank, a bad one its message.
 * @return The expected stress cost, one cell per pool.
 * @example =BLADES_RESIST_MEAN(0) → 125/36 (the lower of two dice)
 * @example =BLADES_RESIST_MEAN(2) → 3/2
 * @example =BLADES_RESIST_MEAN({0,2;1,3}) → 125/36, 3/2; 5/2, 209/216 (a grid of attribute ratings: one mean each)
 * @customfunction
 */
export function BLADES_RESIST_MEAN(dice?: unknown): Array<Array<number | string>> {
  return bladesResistMean(dice);
}

/**
 * Indulging a vice: chance of clearing 1, 2, 3, 4, 5, 6 stress.
 *
 * @param {number} dice Dice in the pool (the lowest attribute rating), 0–20 (default 2), or a column of them.
 * @return Per pool, the probabilities of clearing 1, 2, 3, 4, 5 and 6 stress.
 * @example =BLADES_VICE(1) → 1/6, 1/6, 1/6, 1/6, 1/6, 1/6
 * @example =BLADES_VICE(2) → 1/36, 1/12, 5/36, 7/36, 1/4, 11/36
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
 * @return Per pool, one probability per roll k = 1 … segments, rising to 1: the chance the clock is full after at most k rolls.
 * @example =BLADES_CLOCK(2, 4) → 1/36, 103/144, 63/64, 1 (a critical fills it in one roll; two rolls usually do)
 * @example =BLADES_CLOCK(2, 8) → 0, 7/432, 4669/23328, 129983/186624, 79133/82944, 12253/12288, 16383/16384, 1 (no single roll marks 8; the 4th is the chance four rolls are enough)
 * @example =BLADES_CLOCK(2, 4, 1) → 11/36, 1, 1, 1 (a 6 becomes a critical; every roll now marks at least 2)
 * @customfunction
 */
export function BLADES_CLOCK(dice: unknown, segments: unknown, coin?: unknown): Array<Array<number | string>> {
  return bladesClock(dice, segments, coin);
}

/**
 * Downtime clock: the expected number of rolls to fill it.
 *
 * @param {number} dice Dice per downtime roll, 0–20 (default 2), or a grid of them (a range of any shape, e.g. a crew's ratings): one cell per pool, in its place; a blank cell gives a blank, a bad one its message.
 * @param {number} segments Clock size, 1–24.
 * @param {number} coin Coin spent on every roll, 0–3 (default 0): each raises the result one level (Bad → Partial → Clean → Critical).
 * @return The expected number of rolls to fill the clock, one cell per pool.
 * @example =BLADES_CLOCK_MEAN(2, 4) → 1309/576
 * @example =BLADES_CLOCK_MEAN(2, 4, 1) → 61/36
 * @example =BLADES_CLOCK_MEAN(0, 24, 3) → 5 (3 coin make every roll a critical)
 * @example =BLADES_CLOCK_MEAN(A2:A8, 8) — the expected rolls for each pool in A2:A8
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
 * @example =BLADES_GROUP({2,1,0}) → 3/32, 1823/3888, 3185/7776, 1/36 (only the 2-dice roll can be a critical)
 * @example =BLADES_GROUP({2,1,0}, TRUE) → 3/32, 1823/3888, 1375/3888, 217/2592 (Bad and Partial unchanged, some Cleans become Criticals)
 * @example =BLADES_GROUP(B2:B6, C1) — the crew in B2:B6 (empty slots skipped), Synchronized as the checkbox in C1 says
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
 * @example =BLADES_GROUP_STRESS({2,1,0}) → 3/32, 13/32, 13/32, 3/32 (0, 1, 2 or 3 stress, 3/2 on average)
 * @customfunction
 */
export function BLADES_GROUP_STRESS(pools: unknown): Array<Array<number | string>> {
  return bladesGroupStress(pools);
}

/**
 * Resistance roll: the chance it causes trauma (the stress cost reaches the boxes left on the track). A critical never does.
 *
 * @param {number} dice Dice in the pool (the attribute rating), 0–20 (default 2), or a grid of them (a range of any shape, e.g. a crew's ratings): one cell per pool, in its place; a blank cell gives a blank, a bad one its message.
 * @param {number} stress Stress already marked, 0 to track − 1.
 * @param {number} track Stress boxes on the track, 1–24 (default 9).
 * @return One probability per pool: the chance the roll causes trauma.
 * @example =BLADES_TRAUMA(2, 6) → 1/4 (3 boxes left: trauma on a highest die of 3 or less)
 * @example =BLADES_TRAUMA(2, 6, 12) → 0 (6 boxes left: no roll costs that much)
 * @example =BLADES_TRAUMA(A2:A8, 8) — one box left: for each pool, the chance of no 6
 * @example =BLADES_TRAUMA({2;21}, 6) → 1/4; "BLADES_TRAUMA: dice 21 in row 2 of the range is above 20. Use an integer dice count 0–20." (the bad pool's row shows why)
 * @example =BLADES_TRAUMA(2, 9, 9) → #ERROR! BLADES_TRAUMA: stress 9 is not below track 9: a full track is already trauma. Use stress 0–8 for a 9-box track.
 * @customfunction
 */
export function BLADES_TRAUMA(dice: unknown, stress: unknown, track?: unknown): Array<Array<number | string>> {
  return bladesTrauma(dice, stress, track);
}

/**
 * Indulging a vice: the chance it clears more stress than is marked (overindulging).
 *
 * @param {number} dice Dice in the pool (the lowest attribute rating), 0–20 (default 2), or a grid of them (a range of any shape, e.g. a crew's ratings): one cell per pool, in its place; a blank cell gives a blank, a bad one its message.
 * @param {number} stress Stress marked, 0–24.
 * @return One probability per pool: the chance of clearing more stress than is marked.
 * @example =BLADES_OVERINDULGE(2, 3) → 3/4 (a highest die of 4 or more)
 * @example =BLADES_OVERINDULGE(0, 3) → 1/4 (both dice above 3)
 * @example =BLADES_OVERINDULGE(2, 6) → 0
 * @customfunction
 */
export function BLADES_OVERINDULGE(dice: unknown, stress: unknown): Array<Array<number | string>> {
  return bladesOverindulge(dice, stress);
}

/**
 * Progress clock filled by action rolls: entry k is the chance the clock is full after at most k rolls, k = 1 … rolls. Each roll ticks by its result and the effect: a Bad nothing, a Partial or a Clean the effect's segments, a critical one level more.
 *
 * @param {number} dice Dice per action roll, 0–20 (default 2), or a column of them.
 * @param {number} segments Clock size, 1–24.
 * @param {string} effect limited (ticks 0, 1, 1, 2 on Bad, Partial, Clean, Critical), standard (0, 2, 2, 3), great (0, 3, 3, 4) or extreme (0, 4, 4, 5), any case; or your table's own row of four tick counts 0–24, e.g. {0,1,2,3}.
 * @param {number} rolls How many rolls to show, 1–50 (default: as many as the clock has segments).
 * @return Per pool, one probability per roll k = 1 … rolls, rising: the chance the clock is full after at most k rolls.
 * @example =BLADES_PROGRESS(2, 4, "standard") → 0, 9/16, 27/32, 243/256 (a 4–6, chance 3/4, ticks 2: two of them fill it; a critical ticks 3)
 * @example =BLADES_PROGRESS(1, 2, "limited", 4) → 0, 1/4, 1/2, 11/16 (a 4–6, chance 1/2, ticks 1; no critical at 1 die)
 * @example =BLADES_PROGRESS(2, 8, {1,2,3,5}) — the downtime clock: the same row as BLADES_CLOCK(2, 8)
 * @example =BLADES_PROGRESS(A2:A8, 8, "Great", 12) — twelve rolls for each pool in A2:A8
 * @example =BLADES_PROGRESS(1, 4, {0,0,0,2}) → #ERROR! BLADES_PROGRESS: effect {0,0,0,2} never fills the clock at 1 die: only a critical ticks, and a critical needs 2 dice or more. Give Bad, Partial or Clean a tick, or roll 2 dice or more.
 * @customfunction
 */
export function BLADES_PROGRESS(dice: unknown, segments: unknown, effect: unknown, rolls?: unknown): Array<Array<number | string>> {
  return bladesProgress(dice, segments, effect, rolls);
}

/**
 * Progress clock filled by action rolls: the expected number of rolls to fill it, exactly (a Bad ticks nothing, so a roll may leave it where it was).
 *
 * @param {number} dice Dice per action roll, 0–20 (default 2), or a grid of them (a range of any shape, e.g. a crew's ratings): one cell per pool, in its place; a blank cell gives a blank, a bad one its message.
 * @param {number} segments Clock size, 1–24.
 * @param {string} effect limited, standard, great or extreme (any case), or a row of four tick counts 0–24 for Bad, Partial, Clean and Critical, e.g. {0,1,2,3}.
 * @return The expected number of rolls to fill the clock, one cell per pool.
 * @example =BLADES_PROGRESS_MEAN(2, 4, "standard") → 8/3
 * @example =BLADES_PROGRESS_MEAN(2, 4, "great") → 212/81
 * @example =BLADES_PROGRESS_MEAN(3, 2, "standard") → 8/7 (any 4–6 fills it: a wait for a roll that is not Bad, chance 7/8)
 * @example =BLADES_PROGRESS_MEAN(A2:A8, 8, "limited") — the expected rolls for each pool in A2:A8
 * @customfunction
 */
export function BLADES_PROGRESS_MEAN(dice: unknown, segments: unknown, effect: unknown): Array<Array<number | string>> {
  return bladesProgressMean(dice, segments, effect);
}

/**
 * Deep Cuts threat roll: for each threat the GM names, most severe first, the chance its die avoids it (a 6), reduces it (4/5, risky only) or brings it in full. The pool is the rating plus bonus dice plus one die per threat after the first, its dice given highest first to the most severe threat.
 *
 * @param {number} dice The rating plus bonus dice, 0–20 (default 2), one value. Zero: the most severe threat takes the lower of two dice, each further threat a die of its own.
 * @param {number} threats Threats named, 1–6.
 * @param {string} position risky (default) or desperate (any case): desperate makes a 4/5 a full consequence. Controlled is not rolled.
 * @return One row per threat, the most severe first: the probabilities of Avoided, Reduced and Full, each row summing to 1.
 * @example =BLADES_THREAT(1, 1) → 1/6, 1/3, 1/2
 * @example =BLADES_THREAT(2, 2) → 91/216, 49/108, 1/8; 2/27, 23/54, 1/2 (three dice: the first threat takes the highest, the second the next)
 * @example =BLADES_THREAT(2, 2, "desperate") → 91/216, 0, 125/216; 2/27, 0, 25/27
 * @example =BLADES_THREAT(0, 2) → 1/36, 2/9, 3/4; 1/6, 1/3, 1/2 (zero rating: the lower of two for the first threat, a die of its own for the second)
 * @example =BLADES_THREAT({1;2}, 2) → #ERROR! BLADES_THREAT: dice is a range where one value was expected. BLADES_THREAT gives one row per threat for one rating: pass one dice count 0–20 (e.g. A2); for a table of ratings, BLADES_THREAT_ALL takes a column.
 * @example =BLADES_THREAT(2, 2, "controlled") → #ERROR! BLADES_THREAT: position "controlled" is not rolled: a controlled action faces no threat roll. Use risky or desperate (any case).
 * @customfunction
 */
export function BLADES_THREAT(dice: unknown, threats: unknown, position?: unknown): Array<Array<number | string>> {
  return bladesThreat(dice, threats, position);
}

/**
 * Deep Cuts threat roll as a whole: the chance every threat is avoided, that none brings its full consequence, and of Edge (two or more 6s in the pool).
 *
 * @param {number} dice The rating plus bonus dice, 0–20 (default 2), or a column of them: one row per cell. Zero rating: no Edge.
 * @param {number} threats Threats named, 1–6.
 * @param {string} position risky (default) or desperate (any case). Controlled is not rolled.
 * @return Per rating, one row: the probabilities of All avoided, None full and Edge.
 * @example =BLADES_THREAT_ALL(2, 2) → 2/27, 1/2, 2/27
 * @example =BLADES_THREAT_ALL(2, 2, "desperate") → 2/27, 2/27, 2/27 (desperate: only a 6 keeps a threat from its full consequence)
 * @example =BLADES_THREAT_ALL(0, 1) → 1/36, 1/4, 0
 * @example =BLADES_THREAT_ALL(A2:A8, 2) — one row per rating in A2:A8: a whole table
 * @customfunction
 */
export function BLADES_THREAT_ALL(dice: unknown, threats: unknown, position?: unknown): Array<Array<number | string>> {
  return bladesThreatAll(dice, threats, position);
}

/**
 * Deep Cuts push yourself (its resistance roll): the chance of taking 0 (a critical), 1 (a 6), 2 (a 4 or 5) and 3 (a 1, 2 or 3) stress.
 *
 * @param {number} dice Dice in the pool (the attribute rating), 0–20 (default 2), or a column of them. Zero dice: the lower of two, no critical.
 * @return Per pool, the probabilities of 0, 1, 2 and 3 stress.
 * @example =BLADES_DC_PUSH(2) → 1/36, 5/18, 4/9, 1/4
 * @example =BLADES_DC_PUSH(0) → 0, 1/36, 2/9, 3/4
 * @customfunction
 */
export function BLADES_DC_PUSH(dice?: unknown): Array<Array<number | string>> {
  return bladesDcPush(dice);
}

/**
 * Deep Cuts push yourself: the expected stress.
 *
 * @param {number} dice Dice in the pool (the attribute rating), 0–20 (default 2), or a grid of them (a range of any shape, e.g. a crew's ratings): one cell per pool, in its place; a blank cell gives a blank, a bad one its message.
 * @return The expected stress, one cell per pool.
 * @example =BLADES_DC_PUSH_MEAN(2) → 23/12
 * @example =BLADES_DC_PUSH_MEAN(0) → 49/18
 * @example =BLADES_DC_PUSH_MEAN(A2:A8) — the expected stress for each pool in A2:A8
 * @customfunction
 */
export function BLADES_DC_PUSH_MEAN(dice?: unknown): Array<Array<number | string>> {
  return bladesDcPushMean(dice);
}

/**
 * Action roll: what a bonus die buys. A table of the six bonus-dice options (As rolled, Assist, Devil's bargain, Push, Assist + Devil's bargain, Assist + push) with each one's dice, the crew's total stress and its Bad, Partial, Clean and Critical odds.
 *
 * @param {number} dice Dice in the pool before any bonus die, 0–20 (default 2): one value, since each pool is a table of its own. The options roll up to 2 dice more (22 at most).
 * @return A header row (Option, Dice, Stress, Bad, Partial, Clean, Critical), then one row per option: its label, its dice, its stress, and its four band probabilities.
 * @example =BLADES_OPTIONS(0) → "Option", "Dice", "Stress", "Bad", "Partial", "Clean", "Critical"; "As rolled", 0, 0, 3/4, 2/9, 1/36, 0; "Assist", 1, 1, 1/2, 1/3, 1/6, 0; "Devil's bargain", 1, 0, 1/2, 1/3, 1/6, 0; "Push", 1, 2, 1/2, 1/3, 1/6, 0; "Assist + Devil's bargain", 2, 1, 1/4, 4/9, 5/18, 1/36; "Assist + push", 2, 3, 1/4, 4/9, 5/18, 1/36
 * @example =BLADES_OPTIONS(A2) — the six options for the pool in A2
 * @example =BLADES_OPTIONS({1;2}) → #ERROR! BLADES_OPTIONS: dice is a range where one value was expected. BLADES_OPTIONS gives one table per pool: pass one dice count 0–20 (e.g. A2), and one formula per pool.
 * @customfunction
 */
export function BLADES_OPTIONS(dice?: unknown): Array<Array<number | string>> {
  return bladesOptions(dice);
}

/**
 * Resistance rolls one after another: entry k is the chance that trauma has come by the k-th roll, k = 1 … rolls. Each roll costs 6 − the highest die, a critical clears 1 stress, and the rolls stop at the first trauma.
 *
 * @param {number} dice Dice in the pool (the attribute rating), 0–20 (default 2), or a column of them.
 * @param {number} stress Stress already marked, 0 to track − 1.
 * @param {number} rolls Resistance rolls to look ahead, 1–24.
 * @param {number} track Stress boxes on the track, 1–24 (default 9).
 * @return Per pool, one probability per roll k = 1 … rolls, never falling: the chance of trauma by the k-th roll. The first is BLADES_TRAUMA's.
 * @example =BLADES_TRAUMA_BY(1, 8, 3) → 5/6, 35/36, 215/216 (one box left: only a 6 saves)
 * @example =BLADES_TRAUMA_BY(1, 3, 2, 4) → 5/6, 35/36 (a track of 4 with one box left)
 * @example =BLADES_TRAUMA_BY(2, 0, 1) → 0 (9 boxes left: no single roll costs that much)
 * @example =BLADES_TRAUMA_BY(A2:A8, 4, 6) — six rolls ahead from 4 of 9 stress, one row per pool
 * @example =BLADES_TRAUMA_BY(2, 0, 25) → #ERROR! BLADES_TRAUMA_BY: rolls 25 is above 24. Use an integer roll count 1–24.
 * @customfunction
 */
export function BLADES_TRAUMA_BY(dice: unknown, stress: unknown, rolls: unknown, track?: unknown): Array<Array<number | string>> {
  return bladesTraumaBy(dice, stress, rolls, track);
}

/**
 * Resistance rolls one after another: the expected number of rolls up to and including the one that brings trauma, exact (a critical clears stress, so the walk can go back).
 *
 * @param {number} dice Dice in the pool (the attribute rating), 0–20 (default 2), or a grid of them (a range of any shape, e.g. a crew's ratings): one cell per pool, in its place; a blank cell gives a blank, a bad one its message.
 * @param {number} stress Stress already marked, 0 to track − 1.
 * @param {number} track Stress boxes on the track, 1–24 (default 9).
 * @return The expected number of resistance rolls until trauma, one cell per pool.
 * @example =BLADES_TRAUMA_MEAN(1, 8) → 6/5 (one box left: each roll is trauma unless a 6)
 * @example =BLADES_TRAUMA_MEAN(1, 3, 4) → 6/5 (a track of 4 with one box left)
 * @example =BLADES_TRAUMA_MEAN(0, 8) → 36/35 (only a double 6 saves)
 * @example =BLADES_TRAUMA_MEAN(1, 7) → 36/25
 * @example =BLADES_TRAUMA_MEAN(A2:A8, 0) — from an empty track, for each pool in A2:A8
 * @customfunction
 */
export function BLADES_TRAUMA_MEAN(dice: unknown, stress: unknown, track?: unknown): Array<Array<number | string>> {
  return bladesTraumaMean(dice, stress, track);
}

/**
 * Engagement roll (a fortune roll): the chance the score opens in a desperate, risky or controlled position, or controlled and already past the first obstacle (a critical). The pool is 1 die for sheer luck, +1 per major advantage, −1 per major disadvantage; zero or less rolls two dice and keeps the lower, with no critical.
 *
 * @param {number} advantages Major advantages, 0–19 (default 0), or a column of them: one row per cell.
 * @param {number} disadvantages Major disadvantages, 0–20 (default 0).
 * @return Per advantages cell, the probabilities of Desperate, Risky, Controlled and Past the first obstacle, each row summing to 1.
 * @example =BLADES_ENGAGEMENT(0, 0) → 1/2, 1/3, 1/6, 0 (sheer luck alone: one die)
 * @example =BLADES_ENGAGEMENT(0, 3) → 3/4, 2/9, 1/36, 0 (a net pool below one: the lower of two dice)
 * @example =BLADES_ENGAGEMENT(2) → 1/8, 49/108, 25/72, 2/27
 * @example =BLADES_ENGAGEMENT({0;1;2}, 1) → 3/4, 2/9, 1/36, 0; 1/2, 1/3, 1/6, 0; 1/4, 4/9, 5/18, 1/36
 * @example =BLADES_ENGAGEMENT(20) → #ERROR! BLADES_ENGAGEMENT: advantages 20 is above 19. Use an integer advantage count 0–19.
 * @customfunction
 */
export function BLADES_ENGAGEMENT(advantages?: unknown, disadvantages?: unknown): Array<Array<number | string>> {
  return bladesEngagement(advantages, disadvantages);
}

/**
 * Entanglements after a score: the heat's column of the entanglement table, then the chance of each of its three entanglements for a roll of dice equal to the wanted level (wanted 0: the lower of two dice). A critical reads as a 6.
 *
 * @param {number} wanted The crew's wanted level, 0–4, or a column of them: one row per cell.
 * @param {number} heat The crew's heat, 0–8 (default 0): 0–3, 4/5 and 6 or more each read their own column.
 * @return A header row of the column's three entanglements (on a 1–3, a 4/5, a 6), then per wanted level the probability of each.
 * @example =BLADES_ENTANGLEMENT(2, 5) → "Gang Trouble or Questioning", "Reprisals or Unquiet Dead", "Show of Force"; 1/4, 4/9, 11/36
 * @example =BLADES_ENTANGLEMENT(0) → "Gang Trouble or The Usual Suspects", "Rivals or Unquiet Dead", "Cooperation"; 3/4, 2/9, 1/36
 * @example =BLADES_ENTANGLEMENT({1;4}, 8) → "Flipped or Interrogation", "Demonic Notice or Show of Force", "Arrest"; 1/2, 1/3, 1/6; 1/16, 34/81, 671/1296
 * @example =BLADES_ENTANGLEMENT(2, 9) → #ERROR! BLADES_ENTANGLEMENT: heat 9 is above 8. Use an integer heat 0–8.
 * @customfunction
 */
export function BLADES_ENTANGLEMENT(wanted: unknown, heat?: unknown): Array<Array<number | string>> {
  return bladesEntanglement(wanted, heat);
}

/**
 * Heat and the wanted level over a campaign: the chance the crew's wanted level is 0, 1, 2, 3 or 4 after a number of scores, each giving the same heat and followed by a downtime's reduce-heat rolls. Heat rolls over into a wanted level at 9; a reduce-heat roll clears 1, 2, 3 or 5 heat on 1–3, 4/5, 6 or a critical.
 *
 * @param {number} heat_per_score Heat each score gives, 0–24: 0, 2, 4 or 6 by exposure, +1 high-profile target, +1 hostile turf, +1 at war, +2 killing.
 * @param {number} scores Scores played, 1–50, or a column of them: one row per cell, a whole trajectory in one formula.
 * @param {number} reduce_dice Dice of each reduce-heat roll, 0–20 (default 2).
 * @param {number} reduce_rolls Reduce-heat rolls in each downtime, the whole crew's, 0–8 (default 0).
 * @param {number} heat Heat before the first score, 0–8 (default 0).
 * @param {number} wanted Wanted level before the first score, 0–4 (default 0).
 * @return Per scores cell, the probabilities of wanted level 0, 1, 2, 3 and 4 after that many scores, each row summing to 1.
 * @example =BLADES_WANTED(4, 3, 2, 1) → 103/144, 41/144, 0, 0, 0 (wanted 1 only if the first two reduce-heat rolls cleared 3 heat or less)
 * @example =BLADES_WANTED(4, 3, 2, 0) → 0, 1, 0, 0, 0 (12 heat: wanted 1 and 3 heat)
 * @example =BLADES_WANTED(6, {2;4}, 2, 1) → 1/36, 35/36, 0, 0, 0; 0, 71/1296, 1225/1296, 0, 0
 * @example =BLADES_WANTED(2, 1, 2, 0, 7, 1) → 0, 0, 1, 0, 0 (from wanted 1 and 7 heat, 2 more roll over)
 * @example =BLADES_WANTED(4, A2:A11, 2, 2) — the wanted level after each number of scores in A2:A11
 * @example =BLADES_WANTED(4, 0) → #ERROR! BLADES_WANTED: scores 0 is below 1. Use an integer score count 1–50.
 * @customfunction
 */
export function BLADES_WANTED(
  heat_per_score: unknown,
  scores: unknown,
  reduce_dice?: unknown,
  reduce_rolls?: unknown,
  heat?: unknown,
  wanted?: unknown,
): Array<Array<number | string>> {
  return bladesWanted(heat_per_score, scores, reduce_dice, reduce_rolls, heat, wanted);
}

/**
 * Acquire an asset (or craft): the chance of reaching a target quality having spent at most 0, 1, 2, … coin. The roll gives Tier −1 on 1–3, Tier on 4/5, Tier +1 on a 6, Tier +2 on a critical; each coin then raises it one level, and past a critical acquiring costs 2 coin a quality (crafting 1).
 *
 * @param {number} dice The crew's Tier plus bonus dice (crafting: the Tinker rating), 0–20 (default 2), or a column of them.
 * @param {number} quality The target quality relative to the crew's Tier, −1 to 6 (default 1).
 * @param {string} mode acquire (default) or craft (any case).
 * @return Per pool, one probability per coin from 0 up to the most acquiring that quality can cost, never falling, the last 1. Crafting's rows are as wide, 1 past the most crafting costs.
 * @example =BLADES_ACQUIRE(2, 2) → 1/36, 11/36, 3/4, 1
 * @example =BLADES_ACQUIRE(2) → 11/36, 3/4, 1 (Tier +1: a 6 or better, or a coin or two)
 * @example =BLADES_ACQUIRE(2, 4, "craft") → 0, 0, 1/36, 11/36, 3/4, 1, 1, 1
 * @example =BLADES_ACQUIRE(A2:A8, 2) — one row per pool in A2:A8
 * @example =BLADES_ACQUIRE(2, 1, "steal") → #ERROR! BLADES_ACQUIRE: mode "steal" is not a mode. Use acquire or craft (any case).
 * @customfunction
 */
export function BLADES_ACQUIRE(dice?: unknown, quality?: unknown, mode?: unknown): Array<Array<number | string>> {
  return bladesAcquire(dice, quality, mode);
}

/**
 * Acquire an asset (or craft): the expected coin reaching a target quality costs.
 *
 * @param {number} dice The crew's Tier plus bonus dice (crafting: the Tinker rating), 0–20 (default 2), or a grid of them (a range of any shape, e.g. a crew's ratings): one cell per pool, in its place; a blank cell gives a blank, a bad one its message.
 * @param {number} quality The target quality relative to the crew's Tier, −1 to 6 (default 1).
 * @param {string} mode acquire (default) or craft (any case).
 * @return The expected coin, one cell per pool.
 * @example =BLADES_ACQUIRE_MEAN(2, 2) → 23/12
 * @example =BLADES_ACQUIRE_MEAN(2, 4) → 71/12 (past a critical, 2 coin a quality)
 * @example =BLADES_ACQUIRE_MEAN(2, 4, "craft") → 47/12
 * @example =BLADES_ACQUIRE_MEAN(A2:A8, 1) — the expected coin for each pool in A2:A8
 * @example =BLADES_ACQUIRE_MEAN(2, 7) → #ERROR! BLADES_ACQUIRE_MEAN: quality 7 is above 6. Use an integer quality over Tier -1–6.
 * @customfunction
 */
export function BLADES_ACQUIRE_MEAN(dice?: unknown, quality?: unknown, mode?: unknown): Array<Array<number | string>> {
  return bladesAcquireMean(dice, quality, mode);
}

/**
 * Opposed fortune rolls: each side rolls its pool and the result levels are compared (1–3 < 4/5 < 6 < critical). The chance the first side comes out ahead, level or behind.
 *
 * @param {number} dice The first side's pool, 0–20 (default 2), or a column of them.
 * @param {number} opposed The opposing side's pool, 0–20.
 * @return Per pool, the probabilities of Ahead, Level and Behind, each row summing to 1.
 * @example =BLADES_VERSUS(2, 1) → 13/27, 23/72, 43/216
 * @example =BLADES_VERSUS(1, 1) → 11/36, 7/18, 11/36
 * @example =BLADES_VERSUS(A2:A8, 3) — one row per pool in A2:A8 against 3 dice
 * @example =BLADES_VERSUS(2) → #ERROR! BLADES_VERSUS: opposed is missing. Use an integer dice count 0–20.
 * @customfunction
 */
export function BLADES_VERSUS(dice: unknown, opposed: unknown): Array<Array<number | string>> {
  return bladesVersus(dice, opposed);
}

/**
 * The refusal of a custom function's call with more arguments than it has parameters, naming them: "BLADES_BANDS takes 1 argument (dice); 2 were given.". The build's wrapper of every custom function throws it when arguments.length is above the number of its parameters, with the function's name and its parameter names as written above. Private (the trailing _): the build gives it no top-level function, so neither Sheets nor google.script.run sees it.
 *
 * @param {string} fn The custom function's name.
 * @param {string[]} params Its parameter names, in order.
 * @param {number} given The number of arguments it was called with.
 * @return {Error} The error to throw.
 */
export function extraArgumentsError_(fn: CustomFunction, params: readonly string[], given: number): Error {
  return extraArgumentsError(fn, params, given);
}

/**
 * Adds the Blades Odds menu (Extensions › Blades Odds: Quick lookup, Insert odds table, Check this add-on) when the spreadsheet opens. It does the same in every authorization mode, NONE (the add-on installed but not yet used in this spreadsheet), LIMITED and FULL: it builds the add-on menu and nothing else, which AuthMode.NONE allows, so it reads no mode.
 *
 * @param {Object} e The open event (its authMode is NONE, LIMITED or FULL); not read.
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- Apps Script passes the event; the menu is the same in every mode.
export function onOpen(e?: { authMode: GoogleAppsScript.Script.AuthMode }): void {
  addMenu();
}

/**
 * Adds the menu right after the add-on is installed (in AuthMode.FULL), without waiting for the next open.
 *
 * @param {Object} e The install event, passed on to onOpen.
 */
export function onInstall(e?: GoogleAppsScript.Events.AddonOnInstall): void {
  onOpen(e);
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
 * @param {number} dice The roll's subject: dice in the pool, 0–20, or another subject's value in its own function's range (an engagement's advantages, an entanglement roll's wanted level, a trajectory's scores); not read for a group.
 * @param {Object} options { roll, segments, coin, stress, track, pools, synchronized, threats, position, disadvantages, heat, heatPerScore, reduceDice, reduceRolls, startHeat, startWanted }: "action" (default), "resistance", "vice", "clock", "group", "threat", "engagement", "entanglement" or "wanted"; a clock's segments, 1–24, and coin, 0–3; marked stress and the track (resistance) or marked stress (vice); a group's pools (1–12 of 0–20) and Synchronized (TRUE/FALSE); a threat roll's threats, 1–6, and position ("risky", the default, or "desperate"); an engagement's disadvantages, an entanglement roll's heat, and a trajectory's heatPerScore, reduceDice, reduceRolls, startHeat and startWanted, as their functions take them.
 * @return {string} What was written and where.
 */
export function insertFormula(dice: number, options?: RollRequest): string {
  return insertRollFormula(SpreadsheetApp.getActiveSheet(), dice, options);
}

/**
 * Writes an odds table at the active cell: a title, a header and one row per pool, as live formulas (one formula per function over the pool column, =BLADES_BANDS(B4:B10), spilling down) or values, writing only cells with content, and with chart: true a bar chart of it to its right; refuses if any target cell is not empty. Called by the sidebar.
 *
 * @param {Object} options { from, to, mode, chart, roll, … }: the pools (default 0 and 6; not read for a group), "formulas" (default) or "values", whether to add a chart (true or false, default false), and the roll as for insertFormula. A group's table is its pools, its bands and its leader's stress.
 * @return {string} What was written and where.
 */
export function insertOddsTable(options?: TableRequest): string {
  return insertTable(SpreadsheetApp.getActiveSheet(), options);
}

/**
 * The active cell of the active sheet in A1 notation ("B2"): where Insert formula and Insert table will land. Called by the sidebar when it opens, after each insert and when it regains focus, to show "Inserts at B2".
 *
 * @return {string} The active cell's A1 notation.
 */
export function activeCell(): string {
  return SpreadsheetApp.getActiveSheet().getActiveCell().getA1Notation();
}

/**
 * Inserts the 0–6 dice table as live formulas at the active cell (menu: Insert odds table).
 */
export function insertDefaultOddsTable(): void {
  runFromMenu(() => insertTable(SpreadsheetApp.getActiveSheet()));
}

/**
 * Writes the crew sheet at the active cell, all or nothing, as Insert table does: a Character column and the twelve actions under Insight, Prowess and Resolve, a row per character for the GM to fill, and below them the odds for every character and action (At least Partial, Clean or better: one =BLADES_AT_LEAST formula each over the whole ratings grid), each character's attribute ratings (COUNTIF) and their resistance roll's mean stress (one =BLADES_RESIST_MEAN over them); or, as values, the figures for ratings of 0. Called by the sidebar's Insert crew sheet.
 *
 * @param {Object} options { characters, mode }: the characters, 1–12, 4 when left out; "formulas" (default) or "values".
 * @return {string} What was written and where.
 */
export function insertCrewSheet(options?: CrewRequest): string {
  return insertCrew(SpreadsheetApp.getActiveSheet(), options);
}

/**
 * Inserts the crew sheet for 4 characters, as live formulas, at the active cell (menu: Insert crew sheet).
 */
export function insertDefaultCrewSheet(): void {
  runFromMenu(() => insertCrew(SpreadsheetApp.getActiveSheet()));
}

/**
 * Adds a sheet that checks the add-on in this spreadsheet (menu: Check this add-on): one row per checked example of every custom function, a refusal's message, a formula in this spreadsheet's locale and two refused inserts, each with a verdict Sheets computes, and at A2 how many are ok. Writes nothing on any other sheet.
 */
export function checkThisAddon(): void {
  runFromMenu(runSelfCheck);
}

/**
 * Writes a decision section's table at the active cell, all or nothing, as Insert table does: "bonus-dice", one =BLADES_OPTIONS(dice) formula under a title (or its values), with chart: true a stacked bar per option; "trauma-within", the pools From–To with =BLADES_TRAUMA_BY and =BLADES_TRAUMA_MEAN over them for the stress and track given (or their values), with chart: true a line per pool. Called by the sidebar's Insert options table and Insert trauma table.
 *
 * @param {Object} options { section, dice, from, to, stress, track, mode, chart, roll }: "bonus-dice" (its pool in dice, a pool of 0–20), dice 2 when left out, or "trauma-within" (its pools from and to, 0 and 6 when left out; stress marked and the track as for a resistance table); "formulas" (default) or "values"; whether to add a chart. roll, if sent, is the section's own ("action", "resistance").
 * @return {string} What was written and where.
 */
export function insertSectionTable(options?: SectionRequest): string {
  return insertSection(SpreadsheetApp.getActiveSheet(), options);
}
