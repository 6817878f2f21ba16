import { Distribution } from '../dice/distribution';
import { CRITICAL, OddsRow, pmfRows, tableRead } from './roll';

/** Resistance stress costs, in column order: −1 (a critical clears 1 stress), then 0–5. */
export const RESISTANCE_COSTS = [-1, 0, 1, 2, 3, 4, 5] as const;

/** Resistance roll: stress suffered is 6 − the read die; a critical clears 1 instead. */
export function resistance(dice: number): Distribution {
  return tableRead(dice).map((x) => (x === CRITICAL ? -1 : 6 - x));
}

export const resistanceRows = (dice: number): OddsRow[] =>
  pmfRows(resistance(dice), RESISTANCE_COSTS, (c) => (c < 0 ? '−1 stress (critical)' : `${c} stress`));

/** Stress cleared by indulging a vice, in column order. */
export const VICE_CLEARED = [1, 2, 3, 4, 5, 6] as const;

/** Vice: stress cleared is the read die; a critical has no special effect (its highest die is a 6). */
export function vice(dice: number): Distribution {
  return tableRead(dice).map((x) => Math.min(x, 6));
}

export const viceRows = (dice: number): OddsRow[] => pmfRows(vice(dice), VICE_CLEARED, (x) => `clear ${x} stress`);
