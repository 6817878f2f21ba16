import { ACQUIRE_MODES, DEFAULT_ACQUIRE_MODE, DEFAULT_QUALITY, MAX_QUALITY, MIN_QUALITY } from '../blades/acquire';
import { MAX_COIN, MAX_SEGMENTS, MIN_SEGMENTS } from '../blades/clock';
import { MAX_PARTICIPANTS, MIN_PARTICIPANTS } from '../blades/group';
import { DEFAULT_DICE, MAX_DICE, MIN_DICE } from '../blades/pool-size';
import { EFFECTS, EFFECT_TICKS, MAX_ROLLS, MIN_ROLLS } from '../blades/progress';
import { DEFAULT_TRACK, MAX_MARKED, MAX_TRACK, MIN_TRACK } from '../blades/stress-risk';
import { DEFAULT_POSITION, MAX_THREATS, MIN_THREATS, POSITIONS } from '../blades/threat';
import { MAX_ADVANTAGES, MAX_DISADVANTAGES, MIN_ADVANTAGES, MIN_DISADVANTAGES } from '../blades/engagement';
import { DEFAULT_TABLE_MAX } from '../blades/pool-size';
import * as Heat from '../blades/heat';
import { poolText, poolsText } from './pool-text';

/**
 * Every option a roll type takes, written once: its key in the choice, its
 * label (the sidebar's, and the inserts' messages'), its range or words
 * (from src/blades), the value the sidebar opens on, and whether the
 * inserts may leave it out. Which roll type takes which fields is
 * ROLL_FIELDS (./roll-types.ts), from which the choice's type is derived.
 * Read by the inserts' validation (src/sheets/insert-options.ts), the
 * functions' argument specs (src/sheets/integer-specs.ts), the sidebar's
 * widgets (src/sidebar/roll-fields.ts) and memory (src/sidebar/memory.ts),
 * and the help's field terms (./help.ts). Pure data: no Sheets, no DOM.
 */

/** How the inserts read a field that was not sent: refused as missing (no `optional`), left out of the choice, or its default. */
export type Optional = 'omitted' | 'default';

interface FieldBase {
  /** Its name in the sidebar and in the inserts' messages: "Stress marked". */
  readonly label: string;
  /** Its key in the choice and the inserts' options, where not the field's own name (a vice's stress is `stress`). */
  readonly key?: string;
  readonly optional?: Optional;
  /** Not in the sidebar (nor remembered): an option of the inserts alone (a progress clock's rolls). */
  readonly inSidebar?: false;
  /** Read by Insert table alone: the roll's formula does not take it, so Insert formula does not check it. */
  readonly tableOnly?: true;
}

/** A whole number in a range. */
export interface CountField extends FieldBase {
  readonly kind: 'count';
  /** The words in "Use an integer <noun> 0–20". */
  readonly noun: string;
  readonly min: number;
  readonly max: number;
  /** What the sidebar opens on. */
  readonly default: number;
  /** Stress marked on a track (a field's name): fewer than its boxes, so one is left (docs/rules.md#trauma). */
  readonly markedOn?: string;
  /** The sidebar's help beside the range: "0–20 · arrow keys step". */
  readonly note?: string;
  /** One-tap values, the group named `name`, each named by `label`. */
  readonly picks?: { readonly name: string; readonly values: readonly number[]; readonly label: (n: number) => string };
  /** How a refusal names the value the sidebar keeps ("4 dice"); the bare number if not given. */
  readonly showing?: (n: number) => string;
  /**
   * The sidebar's control, where not a whole-number field: a native select
   * of every value min … max, each shown as `showing` says it (a short
   * range whose values take a sign, which the whole-number field does not).
   */
  readonly widget?: 'select';
  /** A roll's table subject (ROLL_SUBJECTS, ./roll-types.ts): the span its table and chart list. */
  readonly span?: SubjectSpan;
}

/**
 * The values a table of a subject lists, one row each, and the sidebar's
 * chart one bar each: from `from` to `to`, or to the value on show
 * ('shown': a wanted-level trajectory's 1 … N scores). `typed`: the
 * sidebar offers From and To, opening on this span (a pool's 0–6 dice);
 * otherwise the span is the table's, fixed. `text` says a span as titles
 * say it ("0–6 dice", "2 dice"), `said` as an insert's message does
 * ("2–2 dice"); both "advantages 0–4" when not given.
 */
export interface SubjectSpan {
  readonly from: number;
  readonly to: number | 'shown';
  readonly typed?: true;
  readonly text?: (from: number, to: number) => string;
  readonly said?: (from: number, to: number) => string;
}

/** One of a list of words. */
export interface WordsField extends FieldBase {
  readonly kind: 'words';
  readonly words: readonly string[];
  readonly default: string;
  /** The sidebar's control: a select (its help beside it, `note`) or radios (in a fieldset, one Tab stop). */
  readonly widget: 'select' | 'radios';
  /** A select's words as it shows them. */
  readonly labels?: Readonly<Record<string, string>>;
  readonly note?: string;
  /**
   * Read as the custom functions read the argument: in any case, naming it
   * a `noun`, words in `refused` understood and refused with their own
   * sentence. Without it the inserts take the words exactly as the sidebar
   * sends them.
   */
  readonly anyCase?: { readonly noun: string; readonly refused?: Readonly<Record<string, string>> };
}

/** TRUE or FALSE: a checkbox. */
export interface SwitchField extends FieldBase {
  readonly kind: 'switch';
  readonly default: boolean;
}

/** A crew's pools, one per participant, the leader first: the group's subject. */
export interface PoolsField extends FieldBase {
  readonly kind: 'pools';
  /** The sidebar's name for the participants' fieldset and its help; `label` names the list in the inserts' messages. */
  readonly legend: string;
  readonly default: readonly number[];
  readonly min: number;
  readonly max: number;
}

export type Field = CountField | WordsField | SwitchField | PoolsField;

/** "8 segments", "1 segment". */
export const segmentsText = (segments: number): string => `${segments} ${segments === 1 ? 'segment' : 'segments'}`;
/** "1 threat", "3 threats". */
export const threatsText = (threats: number): string => `${threats} ${threats === 1 ? 'threat' : 'threats'}`;
/** "Tier −1", "Tier", "Tier +2": a quality relative to the crew's Tier, signed as the rules write it. */
export const tierText = (quality: number): string => (quality === 0 ? 'Tier' : `Tier ${quality < 0 ? '−' : '+'}${Math.abs(quality)}`);

/**
 * Every field, by name (the sidebar's memory key; its element id is the
 * name in kebab case: `vice-stress`), in the order the inserts' messages
 * list their keys and the sidebar builds its widgets. `dice` is a roll of
 * one pool's subject: each insert reads it its own way (Insert formula's
 * Dice, Insert table's From and To).
 */
export const FIELDS = {
  dice: {
    kind: 'count',
    label: 'Dice',
    noun: 'dice count',
    min: MIN_DICE,
    max: MAX_DICE,
    default: DEFAULT_DICE,
    note: 'arrow keys step',
    // What people actually roll.
    picks: { name: 'Common pools', values: [0, 1, 2, 3, 4, 5, 6], label: poolText },
    showing: poolText,
    // The pools people actually roll, as BLADES_ODDS_TABLE's defaults.
    span: { from: MIN_DICE, to: DEFAULT_TABLE_MAX, typed: true, text: poolsText, said: (from, to) => `${from}–${to} dice` },
  },
  segments: {
    kind: 'count',
    label: 'Segments',
    noun: 'segment count',
    min: MIN_SEGMENTS,
    max: MAX_SEGMENTS,
    // A long-term project's usual clock.
    default: 8,
    note: "the clock's size",
    // The common sizes, and a long project's 12.
    picks: { name: 'Common clocks', values: [4, 6, 8, 12], label: segmentsText },
    showing: segmentsText,
  },
  /** Coin spent on every roll; omitted means none, the plain clock. */
  coin: {
    kind: 'count',
    label: 'Coin per roll',
    noun: 'coin count',
    min: 0,
    max: MAX_COIN,
    default: 0,
    optional: 'omitted',
    note: 'a level a coin',
  },
  /** Resistance: stress marked, up to a full longest track, below its own track; read only when sent. */
  stress: {
    kind: 'count',
    label: 'Stress marked',
    noun: 'stress count',
    min: 0,
    max: MAX_MARKED,
    default: 0,
    optional: 'omitted',
    tableOnly: true,
    markedOn: 'track',
    note: 'for trauma',
  },
  track: {
    kind: 'count',
    label: 'Track',
    noun: 'track length',
    min: MIN_TRACK,
    max: MAX_TRACK,
    default: DEFAULT_TRACK,
    optional: 'omitted',
    tableOnly: true,
    note: 'stress boxes',
  },
  /** A vice's stress marked. Opens at 3: the rules' worked example (docs/rules.md#overindulging); at 0 every roll overindulges. */
  viceStress: {
    kind: 'count',
    key: 'stress',
    label: 'Stress marked',
    noun: 'stress count',
    min: 0,
    max: MAX_MARKED,
    default: 3,
    optional: 'omitted',
    tableOnly: true,
  },
  /** Opens on the rules' worked example (docs/rules.md#group-action). */
  pools: { kind: 'pools', label: 'Pools', legend: 'Participants', min: MIN_PARTICIPANTS, max: MAX_PARTICIPANTS, default: [2, 1, 0] },
  synchronized: { kind: 'switch', label: 'Synchronized', default: false, optional: 'default' },
  /** A progress clock's effect level, by name; a table's own tick row is the functions' alone. Opens at standard, the book's default. */
  effect: {
    kind: 'words',
    label: 'Effect',
    words: EFFECTS,
    default: 'standard',
    widget: 'select',
    // Each level and what a 4–6 ticks.
    labels: { limited: 'Limited (1)', standard: 'Standard (2)', great: 'Great (3)', extreme: 'Extreme (4)' },
    // The numbers, level by level: "a 4/5 or 6 ticks 1, 2, 3 or 4 segments by level, a critical 1 more".
    note: `a 4/5 or 6 ticks ${EFFECTS.map((e) => EFFECT_TICKS[e][1])
      .join(', ')
      .replace(/, (?=[^,]*$)/, ' or ')} segments by level, a critical 1 more`,
  },
  /** A progress clock's rolls, one column each (BLADES_PROGRESS); omitted means as many as the clock has segments. */
  // Its default is not shown: the sidebar does not offer it, and the inserts leave it out, as many rolls as segments.
  rolls: {
    kind: 'count',
    label: 'Rolls',
    noun: 'roll count',
    min: MIN_ROLLS,
    max: MAX_ROLLS,
    default: MIN_ROLLS,
    optional: 'omitted',
    inSidebar: false,
  },
  /** The threats a Deep Cuts threat roll faces (docs/rules.md#threat-limits). Opens on 2: the smallest roll where the order of severity shows (docs/rules.md#severity-order). */
  threats: {
    kind: 'count',
    label: 'Threats',
    noun: 'threat count',
    min: MIN_THREATS,
    max: MAX_THREATS,
    default: 2,
    note: 'most severe first',
    // A GM rarely names more than four.
    picks: { name: 'Threats named', values: [1, 2, 3, 4], label: threatsText },
    showing: threatsText,
  },
  /** Risky or desperate (docs/rules.md#threat-position); controlled is understood, and refused: it is not rolled. */
  position: {
    kind: 'words',
    label: 'Position',
    words: POSITIONS,
    default: DEFAULT_POSITION,
    optional: 'default',
    widget: 'radios',
    // Capitalised as every other label; the words themselves stay the functions' lowercase.
    labels: { risky: 'Risky', desperate: 'Desperate' },
    anyCase: { noun: 'position', refused: { controlled: 'is not rolled: a controlled action faces no threat roll' } },
  },
  /** An engagement roll's major advantages (docs/rules.md#engagement-roll): its subject, a table's rows 0–4. */
  advantages: {
    kind: 'count',
    label: 'Advantages',
    noun: 'advantage count',
    min: MIN_ADVANTAGES,
    max: MAX_ADVANTAGES,
    default: 0,
    note: 'major, +1d each',
    showing: (n: number) => `${n} ${n === 1 ? 'advantage' : 'advantages'}`,
    // A GM rarely counts more than four major advantages.
    span: { from: MIN_ADVANTAGES, to: 4 },
  },
  /** Labelled Drawbacks: "Disadvantages", one word, is wider than a 150 px page at 200% zoom (docs/sidebar.md, *Engagement*). */
  disadvantages: {
    kind: 'count',
    label: 'Drawbacks',
    noun: 'disadvantage count',
    min: MIN_DISADVANTAGES,
    max: MAX_DISADVANTAGES,
    default: 0,
    note: 'major disadvantages, −1d each',
    showing: (n: number) => `${n} ${n === 1 ? 'disadvantage' : 'disadvantages'}`,
  },
  /** A wanted-level trajectory (docs/rules.md#heat-and-wanted-level): the heat each score gives, the same every score. Opens on 4, a loud score. */
  heatPerScore: {
    kind: 'count',
    label: 'Heat per score',
    noun: 'heat',
    min: Heat.MIN_HEAT_PER_SCORE,
    max: Heat.MAX_HEAT_PER_SCORE,
    default: 4,
    note: '0/2/4/6, +1 or +2 each',
  },
  /** Its subject: the scores it runs to, a table's rows 1 … the count on show. */
  scores: {
    kind: 'count',
    label: 'Scores',
    noun: 'score count',
    min: Heat.MIN_SCORES,
    max: Heat.MAX_SCORES,
    default: 8,
    note: 'each with its downtime',
    showing: (n: number) => `${n} ${n === 1 ? 'score' : 'scores'}`,
    span: { from: Heat.MIN_SCORES, to: 'shown' },
  },
  reduceDice: {
    kind: 'count',
    label: 'Reduce-heat dice',
    noun: 'dice count',
    min: Heat.MIN_REDUCE_DICE,
    max: Heat.MAX_REDUCE_DICE,
    default: Heat.DEFAULT_REDUCE_DICE,
    showing: poolText,
  },
  /** Opens on 1: one reduce-heat roll a downtime, where the book's crews start (the function's default is none). */
  reduceRolls: {
    kind: 'count',
    label: 'Reduce-heat rolls',
    noun: 'roll count',
    min: Heat.MIN_REDUCE_ROLLS,
    max: Heat.MAX_REDUCE_ROLLS,
    default: Heat.DEFAULT_REDUCE_ROLLS + 1,
    note: 'each downtime',
  },
  startHeat: { kind: 'count', label: 'Starting heat', noun: 'heat', min: Heat.MIN_HEAT, max: Heat.MAX_HEAT, default: Heat.MIN_HEAT },
  startWanted: {
    kind: 'count',
    label: 'Starting wanted level',
    noun: 'wanted level',
    min: Heat.MIN_WANTED,
    max: Heat.MAX_WANTED,
    default: Heat.MIN_WANTED,
  },
  /** An entanglement roll's subject (docs/rules.md#entanglements): the crew's wanted level, the dice rolled; a table's rows 0–4. */
  wanted: {
    kind: 'count',
    label: 'Wanted level',
    noun: 'wanted level',
    min: Heat.MIN_WANTED,
    max: Heat.MAX_WANTED,
    default: 1,
    note: 'the dice rolled',
    showing: (n: number) => `wanted level ${n}`,
    span: { from: Heat.MIN_WANTED, to: Heat.MAX_WANTED },
  },
  /** The crew's heat, whose column the roll reads: 0–3, 4/5, 6 or more. */
  heat: {
    kind: 'count',
    label: 'Heat',
    noun: 'heat',
    min: Heat.MIN_HEAT,
    max: Heat.MAX_HEAT,
    default: Heat.MIN_HEAT,
    note: 'its column: 0–3, 4/5, 6+',
  },
  /**
   * Acquiring's or crafting's target quality, relative to the crew's Tier
   * (docs/rules.md#acquire-asset): a number, as BLADES_ACQUIRE takes it,
   * shown as a select of Tier −1 … Tier +6 (a sign the whole-number field
   * does not take). Opens on Tier +1, the functions' default.
   */
  quality: {
    kind: 'count',
    label: 'Quality',
    noun: 'quality over Tier',
    min: MIN_QUALITY,
    max: MAX_QUALITY,
    default: DEFAULT_QUALITY,
    optional: 'default',
    widget: 'select',
    note: 'the target, by the crew’s Tier',
    showing: tierText,
  },
  /**
   * Acquire (past a critical, 2 coin a quality) or craft (1 coin a
   * quality, no cap): docs/rules.md#crafting. Not `mode`: the inserts'
   * options have their own (formulas or values).
   */
  acquireMode: {
    kind: 'words',
    label: 'Mode',
    words: ACQUIRE_MODES,
    default: DEFAULT_ACQUIRE_MODE,
    optional: 'default',
    widget: 'radios',
    // Not "Acquire": the navigation's radio has that name.
    labels: { acquire: 'Acquiring', craft: 'Crafting' },
    anyCase: { noun: 'mode' },
  },
  /** The other side's pool in an opposed fortune roll (docs/rules.md#opposed-fortune-rolls); opens as the Dice field does. */
  opposed: {
    kind: 'count',
    label: 'Opposed dice',
    noun: 'dice count',
    min: MIN_DICE,
    max: MAX_DICE,
    default: DEFAULT_DICE,
    note: 'the other side’s pool',
    showing: poolText,
  },
} as const satisfies { readonly [name: string]: Field };

export type FieldName = keyof typeof FIELDS;
export type FieldSpec<N extends FieldName> = (typeof FIELDS)[N];

/** Every field by name, as its general type: for code that reads any field. */
export const fieldSpec = (name: FieldName): Field => FIELDS[name];

/** A field's key in the choice and the options. */
export type KeyOf<N extends FieldName> = N extends FieldName
  ? FieldSpec<N> extends { readonly key: infer K extends string }
    ? K
    : N
  : never;
export const keyOf = (name: FieldName): string => fieldSpec(name).key ?? name;

/** The value a field holds. */
export type ValueOf<N extends FieldName> =
  FieldSpec<N> extends { readonly kind: 'count' }
    ? number
    : FieldSpec<N> extends { readonly kind: 'words'; readonly words: readonly (infer W)[] }
      ? W
      : FieldSpec<N> extends { readonly kind: 'switch' }
        ? boolean
        : readonly number[];

type Omitted<N extends FieldName> = N extends FieldName ? (FieldSpec<N> extends { readonly optional: 'omitted' } ? N : never) : never;

/** The values of some fields, each under its key: optional where the inserts may leave it out. */
export type FieldValues<N extends FieldName> = {
  readonly [M in Exclude<N, Omitted<N>> as KeyOf<M>]: ValueOf<M>;
} & {
  readonly [M in Omitted<N> as KeyOf<M>]?: ValueOf<M>;
};

/** The fields the sidebar shows and remembers. */
export type SidebarFieldName = { [N in FieldName]: FieldSpec<N> extends { readonly inSidebar: false } ? never : N }[FieldName];
/** A field as the sidebar names it, in its label and its help's term: the participants by their legend. */
export function shownName(name: SidebarFieldName): string {
  const field = fieldSpec(name);
  return field.kind === 'pools' ? field.legend : field.label;
}

/** The fields the sidebar shows and remembers, in the fields' order. */
export const SIDEBAR_FIELDS = (Object.keys(FIELDS) as FieldName[]).filter(
  (name) => fieldSpec(name).inSidebar !== false,
) as SidebarFieldName[];
