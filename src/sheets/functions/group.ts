import { groupBandWeights, leaderStressWeights } from '../../blades/group';
import { CustomFunction } from '../../rolls/custom-functions';
import { readSwitch, SwitchSpec } from '../boolean-arg';
import { OutputRow } from '../cell';
import { readPools } from '../pools-arg';
import { weightCells } from './rounded';
import { FunctionShapes, functionShape } from '../function-shape';
import { BANDS } from '../../blades/action';

/**
 * The group action's functions (docs/rules.md#group-action), Sheets-facing:
 * the crew's pools in one argument, Synchronized read before them. One
 * row each, whatever the number of participants. Each cell is its
 * integer weight over the total rounded once (no fraction reduced: only
 * the sidebar shows one).
 */

const SYNCHRONIZED: SwitchSpec = {
  name: 'synchronized',
  numberHint: 'The pools go together in the first argument: BLADES_GROUP({2,1,0}, TRUE).',
};

/** One row: Bad, Partial, Clean, Critical for the group's best single result. */
export function bladesGroup(pools: unknown, synchronized?: unknown): OutputRow[] {
  const fn: CustomFunction = 'BLADES_GROUP';
  const synced = readSwitch(fn, SYNCHRONIZED, synchronized);
  return [weightCells(groupBandWeights(readPools(fn, pools), synced))];
}

const GROUP_STRESS: CustomFunction = 'BLADES_GROUP_STRESS';

/** One row: the chance the leader takes 0, 1, …, k stress for k participants. */
export function bladesGroupStress(pools: unknown): OutputRow[] {
  return [weightCells(leaderStressWeights(readPools(GROUP_STRESS, pools)))];
}

/** The parameters and result shapes of this module's functions (../function-shape.ts). */
export const GROUP_SHAPES = {
  BLADES_GROUP: functionShape({ params: ['pools', 'synchronized'], area: () => ({ rows: 1, columns: BANDS.length }) }),
  // 0 … k stress for k participants.
  BLADES_GROUP_STRESS: functionShape({
    params: ['pools'],
    participants: 'pools',
    area: (_, { pools }) => ({ rows: 1, columns: pools + 1 }),
  }),
} satisfies FunctionShapes;
