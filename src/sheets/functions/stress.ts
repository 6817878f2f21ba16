import { memoByDice } from '../../blades/memo';
import { RESISTANCE_COSTS, resistanceWeights, VICE_CLEARED, viceWeights } from '../../blades/stress';
import { DEFAULT_TRACK, overindulgeWeight, traumaWeight } from '../../blades/stress-risk';
import { ratioToDouble } from '../../dice/fraction';
import { CustomFunction } from '../../rolls/custom-functions';
import { OutputRow } from '../cell';
import { mapDiceColumn, perPool } from '../dice-column';
import { readScalarInteger } from '../integer-arg';
import { STRESS, TRACK } from '../integer-specs';
import { trackWithBoxLeft } from '../stress-track';
import { meanCell, weightCells } from './rounded';

/**
 * The stress functions, Sheets-facing: resisting (docs/rules.md#resistance-cost)
 * and indulging a vice (docs/rules.md#indulging-a-vice), and what marked
 * stress puts at risk (docs/rules.md#stress-at-risk): trauma and
 * overindulging. Each figure is computed once per pool (and stress and
 * track) and per script load.
 */

export const bladesResist = perPool(
  'BLADES_RESIST',
  RESISTANCE_COSTS.length,
  memoByDice((dice) => weightCells(resistanceWeights(dice))),
);

export const bladesResistMean = perPool(
  'BLADES_RESIST_MEAN',
  1,
  memoByDice((dice) => [meanCell(resistanceWeights(dice), RESISTANCE_COSTS)]),
);

export const bladesVice = perPool(
  'BLADES_VICE',
  VICE_CLEARED.length,
  memoByDice((dice) => weightCells(viceWeights(dice))),
);

// Weights over the pool's total, rounded once: no fraction reduced for a cell.
const traumaNumber = memoByDice((dice, marked: number, track: number) =>
  ratioToDouble(traumaWeight(dice, marked, track), resistanceWeights(dice).total),
);
const overindulgeNumber = memoByDice((dice, marked: number) => ratioToDouble(overindulgeWeight(dice, marked), viceWeights(dice).total));

/**
 * One cell per pool: the chance resisting causes trauma. Marked stress must
 * leave a box: a full track is already trauma, and the message names both.
 */
export function bladesTrauma(dice: unknown, stress: unknown, track?: unknown): OutputRow[] {
  const fn: CustomFunction = 'BLADES_TRAUMA';
  const marked = readScalarInteger(fn, STRESS, stress);
  const boxes = trackWithBoxLeft(
    fn,
    { stress: STRESS.name, track: TRACK.name },
    marked,
    readScalarInteger(fn, TRACK, track, DEFAULT_TRACK),
  );
  return mapDiceColumn(fn, dice, 1, (n) => [traumaNumber(n, marked, boxes)]);
}

/** One cell per pool: the chance indulging clears more stress than is marked. */
export function bladesOverindulge(dice: unknown, stress: unknown): OutputRow[] {
  const fn: CustomFunction = 'BLADES_OVERINDULGE';
  const marked = readScalarInteger(fn, STRESS, stress);
  return mapDiceColumn(fn, dice, 1, (n) => [overindulgeNumber(n, marked)]);
}
