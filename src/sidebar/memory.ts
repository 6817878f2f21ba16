import { mostMarked } from '../blades/stress-risk';
import { FIELDS, Field, SIDEBAR_FIELDS, SidebarFieldName, ValueOf, fieldSpec } from '../rolls/fields';
import { ROLL_TYPES, RollType } from '../rolls/roll-types';

/** The values the roll fields open on and remember: every field the sidebar shows (src/rolls/fields.ts), by its name. */
export type RollMemory = { readonly [N in SidebarFieldName]: ValueOf<N> };

/**
 * What the sidebar remembers between openings, in its own localStorage (no
 * OAuth scope, nothing on the server): every field, the roll type on the
 * switch, the table's span and mode, Add a chart and Show exact fractions.
 * A field's value is the one on show (its last valid entry), never a
 * refused entry. Stored text is not trusted: each value is read back on
 * its own, only if it is one the controls could have held, and otherwise
 * left to its default. localStorage may be missing or throw (a sandboxed
 * frame, storage turned off): then the sidebar opens on its defaults and
 * forgets, silently.
 */
export type Memory = RollMemory & {
  readonly roll: RollType;
  readonly from: number;
  readonly to: number;
  readonly mode: string;
  /** Add a chart. */
  readonly chart: boolean;
  /** Show exact fractions: the long ones on show rather than folded behind their percent. */
  readonly fractions: boolean;
};

const KEY = 'blades-odds-sidebar';

const whole = (value: unknown, min: number, max: number): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : undefined;

const flag = (value: unknown): boolean | undefined => (typeof value === 'boolean' ? value : undefined);

/** A roster the group could have held: 1 to 12 pools, each 0–20; any other, none (not a part of it: that would be another group). */
function roster(value: unknown, { min, max }: { readonly min: number; readonly max: number }): number[] | undefined {
  if (!Array.isArray(value) || value.length < min || value.length > max) return undefined;
  const pools = value.map((p: unknown) => whole(p, FIELDS.dice.min, FIELDS.dice.max));
  return pools.every((p) => p !== undefined) ? pools : undefined;
}

/** A field's value as stored, if its control could have held it: a count in its whole range (stress marked is then held below its track). */
function fieldValue(field: Field, value: unknown): unknown {
  switch (field.kind) {
    case 'count':
      return whole(value, field.min, field.max);
    case 'words':
      return field.words.find((w) => w === value);
    case 'switch':
      return flag(value);
    case 'pools':
      return roster(value, field);
  }
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
  const fields: Record<string, unknown> = Object.fromEntries(SIDEBAR_FIELDS.map((name) => [name, fieldValue(fieldSpec(name), d[name])]));
  for (const name of SIDEBAR_FIELDS) {
    const field = fieldSpec(name);
    if (field.kind !== 'count' || field.markedOn === undefined || fields[name] === undefined) continue;
    // Below the track it opens on: the one remembered, or its default.
    const track = (fields[field.markedOn] as number | undefined) ?? fieldSpec(field.markedOn as SidebarFieldName).default;
    if ((fields[name] as number) > mostMarked(track as number)) fields[name] = undefined;
  }
  const read: Partial<Memory> = {
    ...fields,
    roll: ROLL_TYPES.find((r) => r === d.roll),
    from: whole(d.from, FIELDS.dice.min, FIELDS.dice.max),
    to: whole(d.to, FIELDS.dice.min, FIELDS.dice.max),
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

/** The memory to write once the fields settle; none when nothing is waiting. */
let waiting: (() => Memory) | null = null;
let timer = 0;
let listening = false;

function rememberWaiting(): void {
  clearTimeout(timer);
  const read = waiting;
  waiting = null;
  if (read) remember(read());
}

/**
 * Remembers `read()` once no change has come for `settleMs`, or at once
 * when the sidebar is closed or hidden: a burst of changes (typing, the
 * arrow keys) writes storage once, and never in the frame that shows a
 * change (a write is synchronous, and slow on a busy machine).
 */
export function rememberSoon(read: () => Memory, settleMs: number): void {
  if (!listening) {
    listening = true;
    window.addEventListener('pagehide', rememberWaiting);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') rememberWaiting();
    });
  }
  waiting = read;
  clearTimeout(timer);
  timer = window.setTimeout(rememberWaiting, settleMs);
}
