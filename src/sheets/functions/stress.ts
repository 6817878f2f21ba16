import { memoByPool } from '../../blades/memo';
import { readWeights } from '../../blades/roll';
import { RESISTANCE_COSTS, resistanceWeights, VICE_CLEARED, viceWeights } from '../../blades/stress';
import { costsReaching, DEFAULT_TRACK, overindulgeWeight } from '../../blades/stress-risk';
import { traumaMeans, traumaWalks, walkWeights } from '../../blades/trauma-walk';
import { ratioToDouble } from '../../dice/fraction';
import { CustomFunction } from '../../rolls/custom-functions';
import { OutputRow } from '../cell';
import { mapDiceColumn, mapDiceGrid, perPool } from '../dice-column';
import { readScalarInteger } from '../integer-arg';
import { STRESS, TRACK, TRAUMA_ROLLS } from '../integer-specs';
import { trackWithBoxLeft } from '../stress-track';
import { meanCell, weightCells } from './rounded';
import { FunctionShapes, functionShape, poolShape } from '../function-shape';

/**
 * The stress functions, Sheets-facing: resisting (docs/rules.md#resistance-cost)
 * and indulging a vice (docs/rules.md#indulging-a-vice), and what marked
 * stress puts at risk (docs/rules.md#stress-at-risk): trauma and
 * overindulging. Each pool's weights are computed once per script load
 * (src/blades/ caches them); the figures of several arguments (stress,
 * track, rolls) are rounded from them per cell, with no cache of their own:
 * its key, a string per cell, cost a first call more than the rounding.
 */

export const bladesResist = perPool(
  'BLADES_RESIST',
  RESISTANCE_COSTS.length,
  memoByPool((dice) => weightCells(resistanceWeights(dice))),
);

export const bladesResistMean = perPool(
  'BLADES_RESIST_MEAN',
  1,
  memoByPool((dice) => [meanCell(resistanceWeights(dice), RESISTANCE_COSTS)]),
);

export const bladesVice = perPool(
  'BLADES_VICE',
  VICE_CLEARED.length,
  memoByPool((dice) => weightCells(viceWeights(dice))),
);

// Weights over the pool's total (the roll's: every reading of one roll has the same), rounded once: no fraction reduced for a cell.
const overindulgeNumber = (dice: number, marked: number): number => ratioToDouble(overindulgeWeight(dice, marked), readWeights(dice).total);

/**
 * One cell per pool (a grid of pools gives a grid): the chance resisting causes trauma. Marked stress must
 * leave a box: a full track is already trauma, and the message names both.
 */
export function bladesTrauma(dice: unknown, stress: unknown, track?: unknown): OutputRow[] {
  const fn: CustomFunction = 'BLADES_TRAUMA';
  const marked = readScalarInteger(fn, STRESS, stress);
  const boxes = readTrack(fn, marked, track);
  // The track was checked for a box left just now, once per call: each cell weighs the costs reaching the boxes left.
  const left = boxes - marked;
  return mapDiceGrid(fn, dice, (n) => traumaCell(n, left));
}

/** The chance one resistance roll of `dice` brings trauma with `left` boxes left: the costs reaching them over the pool's total. */
const traumaCell = (dice: number, left: number): number => ratioToDouble(costsReaching(dice, left), readWeights(dice).total);

/**
 * The trauma functions' track, read after their stress (`marked`): it must
 * leave a box. The two are read apart rather than returned together: an
 * object built and taken apart per call costs a first call more than a
 * line written in each function (docs/benchmarks.md).
 */
const readTrack = (fn: CustomFunction, marked: number, track: unknown): number =>
  trackWithBoxLeft(fn, TRACK_NAMES, marked, readScalarInteger(fn, TRACK, track, DEFAULT_TRACK));

/** The two arguments as a full track's refusal names them. */
const TRACK_NAMES = { stress: STRESS.name, track: TRACK.name };

/** One cell per pool (a grid of pools gives a grid): the chance indulging clears more stress than is marked. */
export function bladesOverindulge(dice: unknown, stress: unknown): OutputRow[] {
  const fn: CustomFunction = 'BLADES_OVERINDULGE';
  const marked = readScalarInteger(fn, STRESS, stress);
  return mapDiceGrid(fn, dice, (n) => overindulgeNumber(n, marked));
}

/**
 * One row of `rolls` cells per pool (docs/rules.md#the-trauma-walk): entry k
 * is the chance that resistance rolls one after another have brought
 * trauma by the k-th. Its first cell is BLADES_TRAUMA's, the same weight
 * over the same total.
 */
export function bladesTraumaBy(dice: unknown, stress: unknown, rolls: unknown, track?: unknown): OutputRow[] {
  const fn: CustomFunction = 'BLADES_TRAUMA_BY';
  const marked = readScalarInteger(fn, STRESS, stress);
  const boxes = readTrack(fn, marked, track);
  const k = readScalarInteger(fn, TRAUMA_ROLLS, rolls);
  // One roll is BLADES_TRAUMA's figure: no walk built for it.
  if (k === 1) return mapDiceColumn(fn, dice, 1, (n) => [traumaCell(n, boxes - marked)]);
  // The walks from this start looked up once; each pool's walks only as far as the most rolls asked (trauma-walk.ts).
  // The rolls are read checked above, so walkWeights is called without traumaByWeight's check per cell.
  const walks = traumaWalks(marked, boxes);
  return mapDiceColumn(fn, dice, k, (n) => {
    const weights = walkWeights(walks(n), k);
    const row: number[] = [];
    for (let i = 0; i < weights.length; i++) row.push(ratioToDouble(weights[i][0], weights[i][1]));
    return row;
  });
}

/** One cell per pool: the expected number of resistance rolls up to and including the one that brings trauma. */
export function bladesTraumaMean(dice: unknown, stress: unknown, track?: unknown): OutputRow[] {
  const fn: CustomFunction = 'BLADES_TRAUMA_MEAN';
  const marked = readScalarInteger(fn, STRESS, stress);
  const boxes = readTrack(fn, marked, track);
  // The start was checked with the track; each pool's mean from the start's numerator over the
  // denominator, rounded once (no fraction reduced).
  return mapDiceGrid(fn, dice, (n) => {
    const solved = traumaMeans(n, boxes);
    return ratioToDouble(solved.numerators[marked], solved.denominator);
  });
}

/** The parameters and result shapes of this module's functions (../function-shape.ts). */
export const STRESS_SHAPES = {
  BLADES_RESIST: poolShape(['dice'], RESISTANCE_COSTS.length),
  BLADES_RESIST_MEAN: poolShape(['dice'], 1),
  BLADES_VICE: poolShape(['dice'], VICE_CLEARED.length),
  BLADES_TRAUMA: poolShape(['dice', 'stress', 'track'], 1),
  BLADES_OVERINDULGE: poolShape(['dice', 'stress'], 1),
  // One column per resistance roll.
  BLADES_TRAUMA_BY: functionShape({
    params: ['dice', 'stress', 'rolls', 'track'],
    pool: { param: 'dice', cells: 'column' },
    sizes: { rolls: { spec: TRAUMA_ROLLS } },
    area: ({ rows }, { rolls }) => ({ rows, columns: rolls }),
  }),
  BLADES_TRAUMA_MEAN: poolShape(['dice', 'stress', 'track'], 1),
} satisfies FunctionShapes;
