import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MAX_COIN, MAX_SEGMENTS, MIN_SEGMENTS } from '../../src/blades/clock';
import { MAX_PARTICIPANTS, MIN_PARTICIPANTS } from '../../src/blades/group';
import { CREW_CHARACTERS } from '../../src/rolls/crew-sheet';
import { MAX_ROLLS, MAX_TICKS, MIN_ROLLS } from '../../src/blades/progress';
import { DEFAULT_DICE, DEFAULT_TABLE_MAX, MAX_DICE, MIN_DICE } from '../../src/blades/pool-size';
import { MAX_TRAUMA_ROLLS, MIN_TRAUMA_ROLLS } from '../../src/blades/trauma-walk';
import { DEFAULT_TRACK, MAX_MARKED, MAX_TRACK, MIN_TRACK, mostMarked } from '../../src/blades/stress-risk';
import { MAX_THREATS, MIN_THREATS } from '../../src/blades/threat';
import { readEntryPoints } from '../../scripts/lib/entry-points.cjs';
import { DEFAULT_QUALITY } from '../../src/blades/acquire';
import { ENTANGLEMENT_COLUMNS } from '../../src/blades/entanglement';
import { DEFAULT_REDUCE_DICE, DEFAULT_REDUCE_ROLLS } from '../../src/blades/heat';
import * as specs from '../../src/sheets/integer-specs';
import { IntegerSpec } from '../../src/sheets/integer-arg';

/**
 * The JSDoc of src/appsscript/Code.ts, which the build copies into
 * dist/Code.js and Sheets' formula helper shows, against the constants of
 * src/blades: every range and default it states ("0–20 (default 2)",
 * "1–24", "0–3", "1–12 participants") is the one the functions enforce.
 * A range the rules below cannot place fails too, so a new one is checked
 * once it is written.
 */

const FILE = 'src/appsscript/Code.ts';
const { functions } = readEntryPoints(FILE, readFileSync(join(__dirname, '../..', FILE), 'utf8'), { exportedOnly: true }) as {
  functions: Array<{ name: string; doc: { text: string } }>;
};

const range = (min: number, max: number) => `${min}–${max}`;
const DICE = range(MIN_DICE, MAX_DICE);
const SEGMENTS = range(MIN_SEGMENTS, MAX_SEGMENTS);
const COIN = range(0, MAX_COIN);
const STRESS = range(0, MAX_MARKED);
const TRACK = range(MIN_TRACK, MAX_TRACK);
const PARTICIPANTS = range(MIN_PARTICIPANTS, MAX_PARTICIPANTS);
const TICKS = range(0, MAX_TICKS);
const ROLLS = range(MIN_ROLLS, MAX_ROLLS);
const THREATS = range(MIN_THREATS, MAX_THREATS);
/** The default table's pools (the menu's Insert odds table, insertOddsTable without from and to). */
const DEFAULT_SPAN = range(MIN_DICE, DEFAULT_TABLE_MAX);
const TRAUMA_ROLLS = range(MIN_TRAUMA_ROLLS, MAX_TRAUMA_ROLLS);
/** Insert crew sheet's characters. */
const CHARACTERS = range(CREW_CHARACTERS.min, CREW_CHARACTERS.max);
/** A roll's lowest result, 1–3 (before 4/5): a face, not an argument's range. */
const LOW_RESULT = '1–3';
/** The entanglements' first heat column. */
const FIRST_HEAT_COLUMN = range(ENTANGLEMENT_COLUMNS[0], ENTANGLEMENT_COLUMNS[1] - 1);
/** The arguments the functions read with an IntegerSpec of their own, by the parameter it names: its range. */
const SPEC_RANGES: Record<string, string> = Object.fromEntries(
  [
    specs.ADVANTAGES,
    specs.DISADVANTAGES,
    specs.WANTED,
    specs.HEAT,
    specs.HEAT_PER_SCORE,
    specs.SCORES,
    specs.REDUCE_DICE,
    specs.REDUCE_ROLLS,
    specs.OPPOSED,
  ].map((spec: IntegerSpec) => [spec.name, range(spec.min, spec.max)]),
);

/** One part of an entry point's JSDoc: its description (param null) or one @param's text. */
interface Part {
  readonly fn: string;
  readonly param: string | null;
  readonly text: string;
}

const parts: Part[] = functions.flatMap(({ name, doc }) => {
  // The comment's lines without their " * ", joined: each tag's text on one line.
  const text = doc.text
    .split('\n')
    .map((line) => line.replace(/^\s*(\/\*\*|\*\/|\*)\s?/, '').trim())
    .join(' ');
  const [description, ...tags] = text.split(/(?=@\w+)/);
  const params = tags.flatMap((tag) => {
    const m = /^@param\s+(?:\{[^}]*\}\s+)?(\w+)\s+([\s\S]*)$/.exec(tag.trim());
    return m ? [{ fn: name, param: m[1], text: m[2] }] : [];
  });
  return [{ fn: name, param: null, text: description }, ...params];
});

/**
 * The range a JSDoc means where it writes one, from the parameter and the
 * words around it; null for a range no rule places.
 */
function meant({ fn, param, text }: Part, at: number, written: string): string | null {
  const before = text.slice(0, at);
  const after = text.slice(at + written.length);
  if (written === LOW_RESULT && after.includes('4/5')) return LOW_RESULT;
  if (param === 'heat' && written === FIRST_HEAT_COLUMN && after.startsWith(', 4/5')) return FIRST_HEAT_COLUMN;
  if (param !== null && param in SPEC_RANGES) return SPEC_RANGES[param];
  switch (param) {
    case 'dice':
    case 'max_dice':
    case 'min_dice':
      return DICE;
    case 'segments':
      return SEGMENTS;
    case 'coin':
      return COIN;
    case 'stress':
      return STRESS;
    case 'track':
      return TRACK;
    case 'effect':
      return TICKS;
    case 'rolls':
      return fn === 'BLADES_TRAUMA_BY' ? TRAUMA_ROLLS : ROLLS;
    case 'threats':
      return THREATS;
    case 'pools':
      return after.startsWith(' dice') ? DICE : after.startsWith(' participants') ? PARTICIPANTS : null;
    case 'options':
      if (before.endsWith('segments, ')) return SEGMENTS;
      if (before.endsWith('coin, ')) return COIN;
      if (before.endsWith('threats, ')) return THREATS;
      if (before.endsWith('the characters, ')) return CHARACTERS;
      if (before.endsWith('pools (') && after.startsWith(' of ')) return PARTICIPANTS;
      if (before.endsWith(' of ') && after.startsWith(')')) return DICE;
      return null;
    case null:
      return after.startsWith(' dice table') ? DEFAULT_SPAN : null;
    default:
      return null;
  }
}

const ranges = parts.flatMap((part) =>
  [...part.text.matchAll(/\d+–\d+/g)].map((m) => ({ ...part, written: m[0], meant: meant(part, m.index, m[0]) })),
);
const where = (r: { fn: string; param: string | null }) => `${r.fn} ${r.param === null ? 'description' : `@param ${r.param}`}`;

test('the JSDoc is read: the ranges of every kind are found', () => {
  expect(ranges.length).toBeGreaterThanOrEqual(20);
  expect(new Set(ranges.map((r) => r.meant))).toEqual(
    new Set([
      DICE,
      SEGMENTS,
      COIN,
      STRESS,
      TRACK,
      PARTICIPANTS,
      DEFAULT_SPAN,
      TICKS,
      ROLLS,
      THREATS,
      TRAUMA_ROLLS,
      LOW_RESULT,
      FIRST_HEAT_COLUMN,
      CHARACTERS,
      ...Object.values(SPEC_RANGES),
    ]),
  );
});

test.each(ranges.map((r) => [where(r), r.written, r] as const))('%s: %s is the range src/blades sets', (_, written, r) => {
  expect(r.meant).not.toBeNull();
  expect(written).toBe(r.meant);
});

test('every bounded parameter states its range', () => {
  const bounded = parts.filter(
    (p) => p.param !== null && ['dice', 'max_dice', 'min_dice', 'segments', 'coin', 'track', 'pools', 'rolls'].includes(p.param),
  );
  expect(bounded.length).toBeGreaterThanOrEqual(20);
  for (const p of bounded) expect([where(p), /\d+–\d+/.test(p.text)]).toEqual([where(p), true]);
});

describe('the defaults and the bound that follows the track', () => {
  /** "(default 2)" after a parameter's range, as each parameter means it. */
  const DEFAULTS: Record<string, number> = {
    dice: DEFAULT_DICE,
    max_dice: DEFAULT_TABLE_MAX,
    min_dice: MIN_DICE,
    coin: 0,
    track: DEFAULT_TRACK,
    advantages: specs.ADVANTAGES.min,
    disadvantages: specs.DISADVANTAGES.min,
    heat: specs.HEAT.min,
    wanted: specs.WANTED.min,
    reduce_dice: DEFAULT_REDUCE_DICE,
    reduce_rolls: DEFAULT_REDUCE_ROLLS,
    quality: DEFAULT_QUALITY,
  };
  const defaults = parts.flatMap((p) => [...p.text.matchAll(/\(default (\d+)\)/g)].map((m) => ({ ...p, written: Number(m[1]) })));

  test.each(defaults.map((d) => [where(d), d.written, d] as const))('%s: default %i', (_, written, d) => {
    expect(written).toBe(DEFAULTS[d.param ?? '']);
  });

  test('insertOddsTable: the pools default to the default table’s', () => {
    const options = parts.find((p) => p.fn === 'insertOddsTable' && p.param === 'options')!;
    expect(options.text).toContain(`(default ${MIN_DICE} and ${DEFAULT_TABLE_MAX};`);
  });

  test('BLADES_TRAUMA: stress is 0 to track − 1, the most a track leaves a box with', () => {
    const stress = parts.find((p) => p.fn === 'BLADES_TRAUMA' && p.param === 'stress')!;
    expect(stress.text).toContain('0 to track − 1');
    for (let track = MIN_TRACK; track <= MAX_TRACK; track++) expect(mostMarked(track)).toBe(track - 1);
  });
});
