import { MAX_PARTICIPANTS, MIN_PARTICIPANTS } from '../blades/group';
import { DEFAULT_TRACK, MAX_MARKED, MAX_TRACK, MIN_TRACK } from '../blades/stress-risk';
import { RollChoice, RollType } from '../rolls/roll-types';
import { readSwitch } from './boolean-arg';
import { QUOTED_CHARS, showValue } from './cell';
import { IntegerSpec, readScalarInteger } from './integer-arg';
import { readPools } from './pools-arg';
import type { RollOptions } from './insert-blocks';

/**
 * The sidebar's options for the rolls other than a clock, checked on the
 * server: marked stress and the track for resistance, marked stress for a
 * vice, the pools and Synchronized for a group. Named as the sidebar labels
 * them; each optional field is read only when sent.
 */

const STRESS: IntegerSpec = { name: 'Stress marked', noun: 'stress count', min: 0, max: MAX_MARKED };
const TRACK: IntegerSpec = { name: 'Track', noun: 'track length', min: MIN_TRACK, max: MAX_TRACK };

const optional = (fn: string, spec: IntegerSpec, value: unknown): number | undefined =>
  value === undefined ? undefined : readScalarInteger(fn, spec, value);

export function readCampaignChoice(fn: string, roll: Exclude<RollType, 'clock'>, options: RollOptions): RollChoice {
  switch (roll) {
    case 'action':
      return { roll };
    case 'vice': {
      const stress = optional(fn, STRESS, options.stress);
      return stress === undefined ? { roll } : { roll, stress };
    }
    case 'resistance':
      return readResistance(fn, options);
    case 'group':
      return readGroup(fn, options);
  }
}

/** Marked stress must leave a box on the track: a full track is already trauma. */
function readResistance(fn: string, options: RollOptions): RollChoice {
  const track = optional(fn, TRACK, options.track);
  const stress = optional(fn, STRESS, options.stress);
  if (stress === undefined) return track === undefined ? { roll: 'resistance' } : { roll: 'resistance', track };
  const boxes = track ?? DEFAULT_TRACK;
  if (stress >= boxes) {
    throw new Error(
      `${fn}: Stress marked ${stress} is not below Track ${boxes}: a full track is already trauma. ` +
        `Use Stress marked 0–${boxes - 1} for a ${boxes}-box track.`,
    );
  }
  return { roll: 'resistance', stress, track: boxes };
}

const POOLS_ADVICE = `Send Pools as a list of ${MIN_PARTICIPANTS}–${MAX_PARTICIPANTS} dice counts, 0–20 each, e.g. [2, 1, 0].`;

/** A list as sent, bounded in length as showValue bounds text: [2,[1]], or [2,"xxxx… (a list of 3). */
function shownList(list: readonly unknown[]): string {
  const chars = [...JSON.stringify(list)];
  return chars.length <= QUOTED_CHARS ? chars.join('') : `${chars.slice(0, QUOTED_CHARS).join('')}… (a list of ${list.length})`;
}

/** The pools as a flat list (each read as BLADES_GROUP reads a cell), and Synchronized as TRUE/FALSE. */
function readGroup(fn: string, options: RollOptions): RollChoice {
  const pools: unknown = options.pools;
  if (!Array.isArray(pools)) {
    throw new Error(`${fn}: Pools ${pools === undefined ? 'is missing' : `${showValue(pools)} is not a list`}. ${POOLS_ADVICE}`);
  }
  if (pools.length === 0 || pools.some((p) => Array.isArray(p) || p === '')) {
    throw new Error(`${fn}: Pools ${shownList(pools)} is not a list of dice counts. ${POOLS_ADVICE}`);
  }
  return {
    roll: 'group',
    pools: readPools(fn, [pools]),
    synchronized: readSwitch(fn, { name: 'Synchronized' }, options.synchronized),
  };
}
