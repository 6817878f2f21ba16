import { DEFAULT_DICE, DEFAULT_TABLE_MAX, MIN_DICE } from '../blades/pool-size';
import { INSERTABLE_SECTIONS, InsertableSection } from '../rolls/decisions';
import { FIELDS, Field, FieldName, KeyOf, PoolsField, WordsField, fieldSpec, keyOf } from '../rolls/fields';
import {
  ChoiceOf,
  CrewChoice,
  ROLL_TYPES,
  RollChoice,
  SpanSettings,
  RollType,
  SpanChoice,
  SpanSubject,
  isSpanChoice,
  rollFields,
  spanSubject,
  subjectField,
  subjectOf,
} from '../rolls/roll-types';
import { CREW_CHARACTERS } from '../rolls/crew-sheet';
import { readSwitch } from './boolean-arg';
import { CHARACTERS_FIELD, CrewSpec } from './crew-block';
import { QUOTED_CHARS, isDate, quoteText, showValue } from './cell';
import { IntegerSpec, readScalarInteger } from './integer-arg';
import { DICE } from './integer-specs';
import { readPools } from './pools-arg';
import { readWord } from './word-arg';
import { TABLE_MODES, TableMode } from './sheet-block';
import { trackWithBoxLeft } from './stress-track';
import { joinWords } from './words';

/**
 * What the sidebar's two inserts are asked for, checked on the server: the
 * sidebar sends what it holds, so the rules and messages are the ones the
 * custom functions use, each field named as the sidebar labels it. One
 * reader, readRollChoice, for every roll type, from its fields
 * (src/rolls/fields.ts); fields another roll type takes are not read.
 */

/**
 * The options a roll type may take besides its subject, by their keys
 * (./fields.ts): every field but a count subject (a pool's `dice`, an
 * engagement's advantages), which each insert reads its own way.
 */
type OptionKey = KeyOf<Exclude<FieldName, SpanSubject>>;

/** The roll type and what else it takes, as the sidebar sends them (all optional: the action roll). */
export type RollOptions = { readonly roll?: unknown } & { readonly [K in OptionKey]?: unknown };

export interface TableOptions extends RollOptions {
  readonly from?: unknown;
  readonly to?: unknown;
  readonly mode?: unknown;
  readonly chart?: unknown;
}

/**
 * What the sidebar means to send, typed for the google.script.run bridge
 * (a wrong name or shape fails the typecheck there): a choice without its
 * subject, which Insert formula takes as its own argument and a table spans.
 * The server still reads every field as RollOptions/TableOptions, since
 * anything can arrive.
 */
export type RollRequest = SpanSettings | CrewChoice;

export type TableRequest = RollRequest & {
  /** The subject's span, as typed in the sidebar's fields (pools) or as its view fixes it: the server checks them as it checks the subject. Not read for a group. */
  readonly from?: number | string;
  readonly to?: number | string;
  readonly mode?: TableMode;
  /** "Add a chart": a chart of the table beside it. */
  readonly chart?: boolean;
};

/** The pools people actually roll, as BLADES_ODDS_TABLE's defaults. */
export const DEFAULT_SPAN = { from: MIN_DICE, to: DEFAULT_TABLE_MAX } as const;

/** The span a table of a subject takes when none is sent: the subject's own (../rolls/fields.ts), to its opening value where it runs to the one on show. */
function defaultSpan(name: SpanSubject): { readonly from: number; readonly to: number } {
  const { span, default: opening } = subjectField(name);
  return { from: span.from, to: span.to === 'shown' ? opening : span.to };
}

/** How a table is written, whatever its roll. */
export interface TableWriting {
  readonly mode: TableMode;
  readonly chart: boolean;
}

/** A table of its subject from–to (its choice's subject is `from`), or a group's block (its pools are its rows). */
export type TableSpec = (SpanChoice & TableWriting & { readonly from: number; readonly to: number }) | (CrewChoice & TableWriting);

/** '"a", "b" or "c"' for a list of allowed words. */
const quotedChoices = (words: readonly string[]): string =>
  joinWords(
    words.map((w) => JSON.stringify(w)),
    'or',
  );

/** The count subjects: no insert's option (Insert formula takes its value, Insert table its span). */
const SPAN_SUBJECTS: ReadonlySet<FieldName> = new Set(ROLL_TYPES.flatMap((roll) => spanSubject(roll) ?? []));

// Every option's key, once, in the fields' order: so a new field cannot be refused as unknown.
const ROLL_KEYS: readonly (keyof RollOptions)[] = [
  'roll',
  ...new Set((Object.keys(FIELDS) as FieldName[]).filter((name) => !SPAN_SUBJECTS.has(name)).map((name) => keyOf(name) as OptionKey)),
];
const TABLE_FIELDS: Record<Exclude<keyof TableOptions, keyof RollOptions>, true> = { from: true, to: true, mode: true, chart: true };
const TABLE_KEYS: readonly (keyof TableOptions)[] = [...ROLL_KEYS, ...(Object.keys(TABLE_FIELDS) as (keyof TableOptions)[])];

/** What a server option that is not there arrives as: undefined (left out) or null (google.script.run, JSON, a script). */
const isLeftOut = (value: unknown): value is null | undefined => value === undefined || value === null;

/**
 * The options a server function was called with, as an object of known
 * keys. One rule for null: it means left out, as undefined does, for the
 * options as a whole (every default) and for each field (its default, or
 * "is missing" where it has none), so every reader below sees a field left
 * out as undefined and nothing else. Anything else, or a key the function
 * does not know (a typo would silently give the defaults), is refused
 * naming what was passed and what is allowed.
 */
function readOptions<K extends string>(fn: string, options: unknown, keys: readonly K[]): { readonly [key in K]?: unknown } {
  if (isLeftOut(options)) return {};
  const allowed = joinWords(keys, 'and');
  if (typeof options !== 'object' || Array.isArray(options) || isDate(options)) {
    throw new Error(`${fn}: the options are ${showValue(options)}, not an object. Pass an object with any of ${allowed}, or nothing.`);
  }
  const stray = Object.keys(options).find((k) => !(keys as readonly string[]).includes(k));
  if (stray !== undefined) throw new Error(`${fn}: the options hold ${quoteText(stray)}, which is not an option. Use ${allowed}.`);
  return Object.fromEntries(Object.entries(options).filter(([, value]) => !isLeftOut(value))) as { readonly [key in K]?: unknown };
}

/**
 * The roll type (default: action) and the fields it takes (ROLL_FIELDS,
 * src/rolls/roll-types.ts), in their order, then, for a roll whose subject
 * is a count, its value from `subject` (called only then, after the rest
 * is read, with the subject's field). Each
 * field is checked as the custom functions check their arguments, named as
 * the sidebar labels it: a field the inserts may leave out is read only
 * when sent (or takes its default), any other is required. Stress marked on
 * a track is checked against it, and a resistance roll with stress gets
 * its track (the book's 9 when none is sent).
 */
export function readRollChoice(fn: string, options: RollOptions, subject: (name: SpanSubject) => number): RollChoice {
  const roll = options.roll ?? 'action';
  if (!ROLL_TYPES.includes(roll as RollType)) {
    throw new Error(`${fn}: the roll type is ${quotedChoices(ROLL_TYPES)}, not ${showValue(roll)}.`);
  }
  const counted = spanSubject(roll as RollType);
  const names = rollFields(roll as RollType).filter((name) => name !== counted);
  const read: Record<string, unknown> = { roll };
  for (const name of names) {
    const value = readField(fn, fieldSpec(name), options[keyOf(name) as OptionKey]);
    if (value !== undefined) read[keyOf(name)] = value;
  }
  for (const name of names) {
    const field = fieldSpec(name);
    const marked = read[keyOf(name)];
    if (field.kind !== 'count' || field.markedOn === undefined || marked === undefined) continue;
    const track = field.markedOn as FieldName;
    const labels = { stress: field.label, track: fieldSpec(track).label };
    read[keyOf(track)] = trackWithBoxLeft(fn, labels, marked as number, read[keyOf(track)] as number | undefined);
  }
  if (counted !== null) read[keyOf(counted)] = subject(counted);
  return read as RollChoice;
}

/** One field as sent: undefined when left out and the inserts may leave it out, its default when they take that. */
function readField(fn: string, field: Field, value: unknown): unknown {
  if (value === undefined && field.optional === 'omitted') return undefined;
  if (value === undefined && field.optional === 'default') return field.default;
  switch (field.kind) {
    case 'count':
      return readScalarInteger(fn, { name: field.label, noun: field.noun, min: field.min, max: field.max }, value);
    case 'words':
      return field.anyCase
        ? readWord(fn, { name: field.label, words: field.words, ...field.anyCase }, value)
        : readWordAsSent(fn, field, value);
    case 'switch':
      return readSwitch(fn, { name: field.label }, value);
    case 'pools':
      return readPoolList(fn, field, value);
  }
}

/** One of the words exactly as the sidebar sends it (a progress clock's Effect, its select): a tick row is the functions' alone. */
function readWordAsSent(fn: string, field: WordsField, value: unknown): string {
  const word = field.words.find((w) => w === value);
  if (word) return word;
  throw new Error(`${fn}: ${field.label} is ${quotedChoices(field.words)}, not ${value === undefined ? 'missing' : showValue(value)}.`);
}

/** A list as sent, bounded in length as showValue bounds text: [2,[1]], or [2,"xxxx… (a list of 3). */
function shownList(list: readonly unknown[]): string {
  const chars = [...JSON.stringify(list)];
  return chars.length <= QUOTED_CHARS ? chars.join('') : `${chars.slice(0, QUOTED_CHARS).join('')}… (a list of ${list.length})`;
}

/** A crew's pools as a flat list, each read as BLADES_GROUP reads a cell. */
function readPoolList(fn: string, field: PoolsField, pools: unknown): number[] {
  const advice = `Send ${field.label} as a list of ${field.min}–${field.max} dice counts, ${DICE.min}–${DICE.max} each, e.g. [2, 1, 0].`;
  if (!Array.isArray(pools)) {
    throw new Error(`${fn}: ${field.label} ${pools === undefined ? 'is missing' : `${showValue(pools)} is not a list`}. ${advice}`);
  }
  if (pools.length === 0 || pools.some((p) => Array.isArray(p) || p === '')) {
    throw new Error(`${fn}: ${field.label} ${shownList(pools)} is not a list of dice counts. ${advice}`);
  }
  return readPools(fn, [pools]);
}

/**
 * How Insert formula names its subject: a pool as the functions name their
 * dice argument, any other by its label ("Advantages").
 */
const subjectArgument = (name: SpanSubject): IntegerSpec => {
  const { label, noun, min, max } = subjectField(name);
  return name === 'dice' ? DICE : { name: label, noun, min, max };
};

/**
 * Insert formula's subject (`dice`: a pool, an engagement's advantages)
 * and options, checked before the sheet is read: anything off is an Error
 * saying what to change. `dice` is not read for a group, whose formula
 * reads its pools.
 */
export function readFormulaSpec(dice: unknown, options?: unknown): RollChoice {
  const fn = 'Insert formula';
  return readRollChoice(fn, readOptions(fn, options, ROLL_KEYS), (name) =>
    readScalarInteger(fn, subjectArgument(name), dice, name === 'dice' ? DEFAULT_DICE : subjectField(name).default),
  );
}

const FN = 'Insert table';
// The span ends are values of the subject (pools), checked as the functions
// check it, but named as the sidebar labels them; "pass 0" advice is for formulas, not here.
const spanEnd = (name: SpanSubject, end: 'From' | 'To'): IntegerSpec => ({ ...subjectArgument(name), name: end, belowMinHint: undefined });

/**
 * The options the sidebar sends, checked; anything off is an Error saying
 * what to change, naming the insert `fn`: Insert table, or a section's
 * table of pools (readSectionSpec).
 */
export function readTableSpec(given?: unknown, fn = FN): TableSpec {
  const options: TableOptions = readOptions(fn, given, TABLE_KEYS);
  // A group's pools are its rows: there is no span to read.
  let to: number = DEFAULT_SPAN.to;
  const choice = readRollChoice(fn, options, (name) => {
    const span = defaultSpan(name);
    const from = readScalarInteger(fn, spanEnd(name, 'From'), options.from, span.from);
    to = readScalarInteger(fn, spanEnd(name, 'To'), options.to, span.to);
    if (from > to) throw new Error(`${fn}: From ${from} is above To ${to}. Give the smaller ${name === 'dice' ? 'pool' : 'value'} first.`);
    return from;
  });
  const writing = readWriting(options, fn);
  return isSpanChoice(choice) ? { ...choice, from: subjectOf(choice), to, ...writing } : { ...choice, ...writing };
}

function readWriting(options: TableOptions, fn: string): TableWriting {
  const chart = options.chart ?? false;
  if (typeof chart !== 'boolean') throw new Error(`${fn}: Add a chart is true or false, not ${showValue(chart)}.`);
  return { mode: readMode(options.mode, fn), chart };
}

/** Live formulas (the default) or values. */
function readMode(given: unknown, fn: string): TableMode {
  const mode = given ?? 'formulas';
  if (!TABLE_MODES.includes(mode as TableMode)) {
    throw new Error(`${fn}: the table is written as ${quotedChoices(TABLE_MODES)}, not ${showValue(mode)}.`);
  }
  return mode as TableMode;
}

/** Insert crew sheet's options, as the sidebar sends them (all optional: 4 characters, live formulas). */
export interface CrewRequest {
  readonly characters?: number;
  readonly mode?: TableMode;
}

/** Insert crew sheet: the characters (1–12, default 4) and the mode, checked as Insert table's are. */
export function readCrewSpec(given?: unknown): CrewSpec {
  const fn = 'Insert crew sheet';
  const options = readOptions(fn, given, ['characters', 'mode'] as const);
  return {
    characters: readScalarInteger(fn, CHARACTERS_FIELD, options.characters, CREW_CHARACTERS.default),
    mode: readMode(options.mode, fn),
  };
}

/** Insert options table / Insert trauma table: a decision section's table (src/rolls/decisions.ts), as the sidebar sends it. */
export type SectionRequest = TableRequest & {
  readonly section: InsertableSection;
  /** The pool on show: the options table's. Not read for the trauma table, which spans From–To. */
  readonly dice?: number | string;
};

/** A section's table, checked: the options of one pool, or the trauma walk for a span of pools. */
export type SectionSpec =
  | { readonly section: 'bonus-dice'; readonly dice: number; readonly writing: TableWriting }
  | { readonly section: 'trauma-within'; readonly table: TraumaTableSpec };

/** A resistance table of pools From–To, with its stress and track: the trauma table's. */
export type TraumaTableSpec = Extract<TableSpec, { readonly from: number }> & ChoiceOf<'resistance'>;

const SECTION_FNS: { readonly [S in InsertableSection]: string } = {
  'bonus-dice': 'Insert options table',
  'trauma-within': 'Insert trauma table',
};
/** The roll type each section belongs to: its view's. */
const SECTION_ROLLS: { readonly [S in InsertableSection]: RollType } = { 'bonus-dice': 'action', 'trauma-within': 'resistance' };
const SECTION_KEYS: readonly string[] = [...TABLE_KEYS, 'section', 'dice'];
const DICE_FIELD: IntegerSpec = { ...DICE, name: FIELDS.dice.label, belowMinHint: undefined };

/**
 * A section insert's options, checked before the sheet is read, each
 * message naming the insert by its button: the section, its roll type
 * (its view's, default that one), then for the options table the Dice
 * field and how to write it, for the trauma table what Insert table reads
 * of a resistance roll (From, To, Stress marked, Track, mode, chart).
 */
export function readSectionSpec(given?: unknown): SectionSpec {
  const section = isLeftOut(given) || typeof given !== 'object' ? undefined : (given as { section?: unknown }).section;
  if (!INSERTABLE_SECTIONS.includes(section as InsertableSection)) {
    const sent = section === undefined ? 'missing' : `not ${showValue(section)}`;
    throw new Error(`Insert section table: the section is ${quotedChoices(INSERTABLE_SECTIONS)}, ${sent}.`);
  }
  const id = section as InsertableSection;
  const fn = SECTION_FNS[id];
  const options = readOptions(fn, given, SECTION_KEYS) as TableOptions & { readonly dice?: unknown };
  const roll = options.roll ?? SECTION_ROLLS[id];
  if (roll !== SECTION_ROLLS[id]) throw new Error(`${fn}: the roll type is "${SECTION_ROLLS[id]}" for this table, not ${showValue(roll)}.`);
  switch (id) {
    case 'bonus-dice':
      return { section: id, dice: readScalarInteger(fn, DICE_FIELD, options.dice, DEFAULT_DICE), writing: readWriting(options, fn) };
    case 'trauma-within': {
      const { section: _section, dice: _dice, ...table } = options as TableOptions & { section?: unknown; dice?: unknown };
      return { section: id, table: readTableSpec({ ...table, roll }, fn) as TraumaTableSpec };
    }
  }
}
