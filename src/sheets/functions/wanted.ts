import { DEFAULT_REDUCE_DICE, DEFAULT_REDUCE_ROLLS, MAX_WANTED, trajectoryWalk, walkScores } from '../../blades/heat';
import { CustomFunction } from '../../rolls/custom-functions';
import { OutputRow } from '../cell';
import { mapIntegerColumn } from '../dice-column';
import { FunctionShapes, functionShape } from '../function-shape';
import { readScalarInteger } from '../integer-arg';
import { HEAT, HEAT_PER_SCORE, REDUCE_DICE, REDUCE_ROLLS, SCORES, WANTED } from '../integer-specs';
import { weightCells } from './rounded';

/**
 * Heat and the wanted level over a campaign (docs/rules.md#heat-and-wanted-level),
 * Sheets-facing: the chance of each wanted level after a number of scores
 * and their downtimes. A column of scores is one walk, as long as its
 * longest entry, computed once per trajectory and per script load.
 */

/** Wanted level 0 … 4. */
const WANTED_WIDTH = MAX_WANTED + 1;

/** One row per scores cell: the chance the wanted level is 0 … 4 after that many scores. Every other argument is read first. */
export function bladesWanted(
  heatPerScore: unknown,
  scores: unknown,
  reduceDice?: unknown,
  reduceRolls?: unknown,
  heat?: unknown,
  wanted?: unknown,
): OutputRow[] {
  const fn: CustomFunction = 'BLADES_WANTED';
  const perScore = readScalarInteger(fn, HEAT_PER_SCORE, heatPerScore);
  const dice = readScalarInteger(fn, REDUCE_DICE, reduceDice, DEFAULT_REDUCE_DICE);
  const rolls = readScalarInteger(fn, REDUCE_ROLLS, reduceRolls, DEFAULT_REDUCE_ROLLS);
  const startHeat = readScalarInteger(fn, HEAT, heat, HEAT.min);
  const startWanted = readScalarInteger(fn, WANTED, wanted, WANTED.min);
  // The trajectory's walk, kept by src/blades/heat.ts and extended as longer ones are asked for, looked up once
  // per call (its key of five arguments is a string per lookup); each row rounded from it per cell, with no cache
  // of its own: a key per cell cost a first call more than the rounding (docs/benchmarks.md). The scores cells
  // are read checked, so walkScores is called without wantedTrajectory's check per cell.
  const walk = trajectoryWalk(perScore, dice, rolls, startHeat, startWanted);
  return mapIntegerColumn(fn, SCORES, scores, undefined, WANTED_WIDTH, (n) => weightCells(walkScores(walk, n)[n - 1]));
}

/** The parameters and result shapes of this module's functions (../function-shape.ts). */
export const WANTED_SHAPES = {
  BLADES_WANTED: functionShape({
    params: ['heat_per_score', 'scores', 'reduce_dice', 'reduce_rolls', 'heat', 'wanted'],
    pool: { param: 'scores', cells: 'column' },
    area: ({ rows }) => ({ rows, columns: WANTED_WIDTH }),
  }),
} satisfies FunctionShapes;
