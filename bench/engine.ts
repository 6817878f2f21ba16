/** The exact engine as the product computes a row, and the pools it covers. */
import { actionBands } from '../src/blades/action';
import { MAX_DICE, MIN_DICE } from '../src/blades/pool-size';

export const ALL_POOLS: readonly number[] = Array.from({ length: MAX_DICE - MIN_DICE + 1 }, (_, i) => MIN_DICE + i);

/** One pool's four bands, exact fractions rounded once: what a cell shows, with no cache. */
export const exactRow = (dice: number): number[] => actionBands(dice).map((f) => f.toNumber());

/** Every pool 0–20 from scratch. */
export const exactAllPools = (): number[][] => ALL_POOLS.map(exactRow);
