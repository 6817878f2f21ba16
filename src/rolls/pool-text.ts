/**
 * A pool in words, "1 die", "3 dice": in the registry's subjects and
 * titles, the inserts' titles and legends, and the custom functions'
 * messages. A module of its own so a custom function's import path does
 * not pull in the registry (./registry.ts), which only the sidebar and the
 * inserts need.
 */
export const poolText = (pool: number): string => `${pool} ${pool === 1 ? 'die' : 'dice'}`;

/** A table's span of pools in words, "0–6 dice", "2 dice": its title, and what the sidebar says Insert table will write. */
export const poolsText = (from: number, to: number): string => (from === to ? poolText(from) : `${from}–${to} dice`);
