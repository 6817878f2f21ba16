import { groupBands, leaderStressOdds } from '../blades/group';
import { memoByDice } from '../blades/memo';
import { DEFAULT_TRACK, MAX_MARKED, MAX_TRACK, MIN_TRACK, overindulgeChance, traumaChance } from '../blades/stress-risk';
import { readSwitch, SwitchSpec } from './boolean-arg';
import { OutputRow } from './cell';
import { mapDiceColumn } from './dice-column';
import { toNumbers } from './functions';
import { IntegerSpec, readScalarInteger } from './integer-arg';
import { readPools } from './pools-arg';
import { trackWithBoxLeft } from './stress-track';

/**
 * The campaign questions, Sheets-facing: a group action, the leader's
 * stress, trauma and overindulging. Single-value arguments are read first,
 * then the pools or the dice column, as in functions.ts.
 */

const SYNCHRONIZED: SwitchSpec = {
  name: 'synchronized',
  numberHint: 'The pools go together in the first argument: BLADES_GROUP({2,1,0}, TRUE).',
};

/** One row: Bad, Partial, Clean, Critical for the group's best single result. */
export function bladesGroup(pools: unknown, synchronized?: unknown): OutputRow[] {
  const fn = 'BLADES_GROUP';
  const synced = readSwitch(fn, SYNCHRONIZED, synchronized);
  return [toNumbers(groupBands(readPools(fn, pools), synced))];
}

/** One row: the chance the leader takes 0, 1, …, k stress for k participants. */
export function bladesGroupStress(pools: unknown): OutputRow[] {
  return [toNumbers(leaderStressOdds(readPools('BLADES_GROUP_STRESS', pools)))];
}

const STRESS: IntegerSpec = { name: 'stress', noun: 'stress count', min: 0, max: MAX_MARKED };
const TRACK: IntegerSpec = { name: 'track', noun: 'track length', min: MIN_TRACK, max: MAX_TRACK };

const traumaNumber = memoByDice((dice, marked: number, track: number) => traumaChance(dice, marked, track).toNumber());
const overindulgeNumber = memoByDice((dice, marked: number) => overindulgeChance(dice, marked).toNumber());

/**
 * One cell per pool: the chance resisting causes trauma. Marked stress must
 * leave a box: a full track is already trauma, and the message names both.
 */
export function bladesTrauma(dice: unknown, stress: unknown, track?: unknown): OutputRow[] {
  const fn = 'BLADES_TRAUMA';
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
  const fn = 'BLADES_OVERINDULGE';
  const marked = readScalarInteger(fn, STRESS, stress);
  return mapDiceColumn(fn, dice, 1, (n) => [overindulgeNumber(n, marked)]);
}
