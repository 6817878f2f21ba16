import { engagementWeights } from '../../blades/engagement';
import { memoByDice } from '../../blades/memo';
import { opposedWeights } from '../../blades/opposed';
import { CustomFunction } from '../../rolls/custom-functions';
import { ENGAGEMENT_POSITIONS, VERSUS_OUTCOMES } from '../../rolls/rows';
import { OutputRow } from '../cell';
import { mapDiceColumn, mapIntegerColumn } from '../dice-column';
import { FunctionShapes, poolShape } from '../function-shape';
import { readScalarInteger } from '../integer-arg';
import { ADVANTAGES, DISADVANTAGES, OPPOSED } from '../integer-specs';
import { weightCells } from './rounded';

/**
 * Fortune rolls a GM makes for the crew, Sheets-facing: the engagement
 * roll (docs/rules.md#engagement-roll) and opposed fortune rolls
 * (docs/rules.md#opposed-fortune-rolls). Each row is computed once per
 * pool pair, and per script load.
 */

const ENGAGEMENT_WIDTH = ENGAGEMENT_POSITIONS.length;
const VERSUS_WIDTH = VERSUS_OUTCOMES.length;

const engagementRow = memoByDice((advantages, disadvantages: number) => weightCells(engagementWeights(advantages, disadvantages)));
const versusRow = memoByDice((dice, opposed: number) => weightCells(opposedWeights(dice, opposed)));

/** One row per advantages cell: the chance of each opening position. Disadvantages are read first: they shape every row. */
export function bladesEngagement(advantages?: unknown, disadvantages?: unknown): OutputRow[] {
  const fn: CustomFunction = 'BLADES_ENGAGEMENT';
  const against = readScalarInteger(fn, DISADVANTAGES, disadvantages, DISADVANTAGES.min);
  return mapIntegerColumn(fn, ADVANTAGES, advantages, ADVANTAGES.min, ENGAGEMENT_WIDTH, (n) => engagementRow(n, against).slice());
}

/** One row per pool: the first side's chance to come out ahead, level and behind the opposing pool. */
export function bladesVersus(dice: unknown, opposed: unknown): OutputRow[] {
  const fn: CustomFunction = 'BLADES_VERSUS';
  const them = readScalarInteger(fn, OPPOSED, opposed);
  return mapDiceColumn(fn, dice, VERSUS_WIDTH, (n) => versusRow(n, them).slice());
}

/** The parameters and result shapes of this module's functions (../function-shape.ts). */
export const FORTUNE_SHAPES = {
  BLADES_ENGAGEMENT: poolShape(['advantages', 'disadvantages'], ENGAGEMENT_WIDTH),
  BLADES_VERSUS: poolShape(['dice', 'opposed'], VERSUS_WIDTH),
} satisfies FunctionShapes;
