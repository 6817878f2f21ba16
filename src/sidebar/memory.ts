import { MAX_COIN, MAX_SEGMENTS, MIN_SEGMENTS } from '../blades/clock';
import { MAX_PARTICIPANTS, MIN_PARTICIPANTS } from '../blades/group';
import { MAX_DICE, MIN_DICE } from '../blades/pool-size';
import { DEFAULT_TRACK, MAX_MARKED, MAX_TRACK, MIN_TRACK, mostMarked } from '../blades/stress-risk';
import { EFFECTS, Effect } from '../blades/progress';
import { MAX_THREATS, MIN_THREATS, POSITIONS, Position } from '../blades/threat';
import { ROLL_TYPES, RollType } from '../rolls/roll-types';

/**
 * What the sidebar remembers between openings, in its own localStorage (no
 * OAuth scope, nothing on the server): every field, the roll type on the
 * switch, the group's roster, Synchronized, the table's span and mode,
 * Add a chart and Show exact fractions. A field's value is the one on show
 * (its last valid entry), never a refused entry. Stored text is not trusted: each value is read
 * back on its own, only if it is one the controls could have held, and
 * otherwise left to its default. localStorage may be missing or throw (a
 * sandboxed frame, storage turned off): then the sidebar opens on its
 * defaults and forgets, silently.
 */
export interface Memory {
  readonly roll: RollType;
  readonly dice: number;
  readonly segments: number;
  /** A clock's coin per roll. */
  readonly coin: number;
  /** Resistance: stress marked, below its track. */
  readonly stress: number;
  readonly track: number;
  /** A vice's stress marked. */
  readonly viceStress: number;
  /** The group's pools, the leader first. */
  readonly pools: readonly number[];
  readonly synchronized: boolean;
  /** A progress clock's effect level. */
  readonly effect: Effect;
  /** A threat roll's threats and position. */
  readonly threats: number;
  readonly position: Position;
  readonly from: number;
  readonly to: number;
  readonly mode: string;
  /** Add a chart. */
  readonly chart: boolean;
  /** Show exact fractions: the long ones on show rather than folded behind their percent. */
  readonly fractions: boolean;
}

const KEY = 'blades-odds-sidebar';

const whole = (value: unknown, min: number, max: number): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : undefined;

const flag = (value: unknown): boolean | undefined => (typeof value === 'boolean' ? value : undefined);

/** A roster the group could have held: 1 to 12 pools, each 0–20; any other, none (not a part of it: that would be another group). */
function roster(value: unknown): number[] | undefined {
  if (!Array.isArray(value) || value.length < MIN_PARTICIPANTS || value.length > MAX_PARTICIPANTS) return undefined;
  const pools = value.map((p: unknown) => whole(p, MIN_DICE, MAX_DICE));
  return pools.every((p) => p !== undefined) ? pools : undefined;
}

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
  const track = whole(d.track, MIN_TRACK, MAX_TRACK);
  const read: Partial<Memory> = {
    roll: ROLL_TYPES.find((r) => r === d.roll),
    dice: whole(d.dice, MIN_DICE, MAX_DICE),
    segments: whole(d.segments, MIN_SEGMENTS, MAX_SEGMENTS),
    coin: whole(d.coin, 0, MAX_COIN),
    track,
    // Below the track it opens on: the one remembered, or the book's.
    stress: whole(d.stress, 0, mostMarked(track ?? DEFAULT_TRACK)),
    viceStress: whole(d.viceStress, 0, MAX_MARKED),
    pools: roster(d.pools),
    synchronized: flag(d.synchronized),
    effect: EFFECTS.find((e) => e === d.effect),
    threats: whole(d.threats, MIN_THREATS, MAX_THREATS),
    position: POSITIONS.find((p) => p === d.position),
    from: whole(d.from, MIN_DICE, MAX_DICE),
    to: whole(d.to, MIN_DICE, MAX_DICE),
    mode: modes.find((m) => m === d.mode),
    chart: flag(d.chart),
    fractions: flag(d.fractions),
  };
  // Only what was read: a value left out is one to default.
  return Object.fromEntries(Object.entries(read).filter(([, v]) => v !== undefined));
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
