/** The pools every custom function covers. */
import { MAX_DICE, MIN_DICE } from '../src/blades/pool-size';

export const ALL_POOLS: readonly number[] = Array.from({ length: MAX_DICE - MIN_DICE + 1 }, (_, i) => MIN_DICE + i);
