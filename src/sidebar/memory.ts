import { MAX_SEGMENTS, MIN_SEGMENTS } from '../blades/clock';
import { MAX_DICE, MIN_DICE } from '../blades/pool-size';
import { ROLL_TYPES, RollType } from '../rolls/roll-types';

/**
 * What the sidebar remembers between openings, in its own localStorage (no
 * OAuth scope, nothing on the server): the roll type, the pool, the
 * clock's segments and the table's span and mode. Stored text is not
 * trusted: each value is read back only if it is one the controls could
 * have held, and otherwise left to its default. localStorage may be
 * missing or throw (a sandboxed frame, storage turned off): then the
 * sidebar opens on its defaults and forgets, silently.
 */
export interface Memory {
  readonly roll: RollType;
  readonly dice: number;
  readonly segments: number;
  readonly from: number;
  readonly to: number;
  readonly mode: string;
}

const KEY = 'blades-odds-sidebar';

const whole = (value: unknown, min: number, max: number): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : undefined;

/** The values in `stored` (JSON text, or null) that are valid, each on its own; `modes` are the table modes on offer. */
export function readMemory(stored: string | null, modes: readonly string[]): Partial<Memory> {
  let data: unknown;
  try {
    data = JSON.parse(stored ?? 'null');
  } catch {
    return {};
  }
  if (typeof data !== 'object' || data === null) return {};
  const d = data as Record<string, unknown>;
  return {
    roll: ROLL_TYPES.find((r) => r === d.roll),
    dice: whole(d.dice, MIN_DICE, MAX_DICE),
    segments: whole(d.segments, MIN_SEGMENTS, MAX_SEGMENTS),
    from: whole(d.from, MIN_DICE, MAX_DICE),
    to: whole(d.to, MIN_DICE, MAX_DICE),
    mode: modes.find((m) => m === d.mode),
  };
}

/** The remembered values, or none if storage cannot be read. */
export function recall(modes: readonly string[]): Partial<Memory> {
  try {
    return readMemory(window.localStorage.getItem(KEY), modes);
  } catch {
    return {};
  }
}

export function remember(memory: Memory): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(memory));
  } catch {
    // Storage refused (sandboxed, full or turned off): the sidebar works, it just forgets.
  }
}
