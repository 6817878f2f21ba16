import { MAX_PARTICIPANTS, MIN_PARTICIPANTS } from '../blades/group';
import { rangeWidth } from './dice-column';
import { argumentError, IntegerSpec, readInteger } from './integer-arg';
import { DICE } from './integer-specs';

/** One participant's pool: read as a dice count, named as the argument. */
const POOL: IntegerSpec = { ...DICE, name: 'pools' };

const ADVICE = `Give ${MIN_PARTICIPANTS}–${MAX_PARTICIPANTS} pools of ${DICE.min}–${DICE.max} dice: a number, one row or one column of cells, or a list such as {2,1,0}.`;

/**
 * A group's pools, one per participant: a single value, or one row or one
 * column of cells (an array literal {2,1,0} arrives as a one-row range).
 * Blank cells are empty slots of a roster and are skipped; participant N
 * is the Nth cell, blanks counted, so an error points at the cell itself.
 * A block of several rows and columns is refused rather than read in some
 * order, as a dice range is.
 */
export function readPools(fn: string, value: unknown): number[] {
  if (value === undefined || value === null) throw argumentError(fn, 'pools', undefined, null, 'is missing', ADVICE);
  let cells: unknown[] = [value];
  if (Array.isArray(value)) {
    const columns = rangeWidth(fn, 'pools', value);
    if (value.length > 1 && columns > 1) {
      throw new Error(`${fn}: the pools range is ${value.length} rows by ${columns} columns. ${ADVICE}`);
    }
    cells = value.flat();
  }
  const pools: number[] = [];
  for (let i = 0; i < cells.length; i++) {
    const n = readInteger(fn, POOL, cells[i], { participant: i + 1 });
    if (n !== null) pools.push(n);
  }
  if (pools.length < MIN_PARTICIPANTS) throw new Error(`${fn}: pools has no participants: every cell is blank. ${ADVICE}`);
  if (pools.length > MAX_PARTICIPANTS)
    throw new Error(`${fn}: pools has ${pools.length} participants, more than ${MAX_PARTICIPANTS}. ${ADVICE}`);
  return pools;
}
