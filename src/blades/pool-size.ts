/** The pools every Blades function accepts, and the default one (docs/rules.md#pool-limits). */
export const MIN_DICE = 0;
export const MAX_DICE = 20;
export const DEFAULT_DICE = 2;
/** The largest pool of a default odds table: 0–6 are the pools people actually roll. */
export const DEFAULT_TABLE_MAX = 6;
