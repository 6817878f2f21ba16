import {
  CountField,
  FieldName,
  FieldSpec,
  FieldValues,
  KeyOf,
  SubjectSpan,
  fieldSpec,
  keyOf,
  segmentsText,
  threatsText,
  tierText,
} from './fields';

/**
 * The rolls the sidebar shows and its inserts write, new ones at the end
 * (the navigation's order is ./families.ts's). A fortune roll reads the
 * action bands, so it is not a type of its own; an engagement roll is,
 * since its subject is the advantages, not a pool. A group action is several pools rolled together. A
 * threat roll is Deep Cuts' action roll.
 */
export const ROLL_TYPES = [
  'action',
  'resistance',
  'vice',
  'clock',
  'progress',
  'group',
  'threat',
  'engagement',
  'entanglement',
  'wanted',
  'acquire',
  'versus',
] as const;
export type RollType = (typeof ROLL_TYPES)[number];

/**
 * The fields each roll type takes (./fields.ts), in the order the inserts
 * read them; a roll of one pool takes `dice`, its subject, a crew's roll
 * `pools`. Adding a field to a roll type here adds it to its choice, the
 * inserts' validation, the sidebar's form and memory.
 */
export const ROLL_FIELDS = {
  action: ['dice'],
  /** Stress already marked of a track (default 9): for the chance of trauma. Read track first: stress is checked against it. */
  resistance: ['dice', 'track', 'stress'],
  /** Stress marked: for the chance of overindulging and the stress actually cleared. */
  vice: ['dice', 'viceStress'],
  /** Coin spent on every roll, 0–3 (omitted: none). */
  clock: ['dice', 'segments', 'coin'],
  /** An action-roll progress clock: its effect level, and the rolls its rows run to (omitted: as many as its segments). */
  progress: ['dice', 'segments', 'effect', 'rolls'],
  /** Each participant's pool, the leader first; no single pool. */
  group: ['pools', 'synchronized'],
  /** Deep Cuts: `dice` the rating plus bonus dice, the threats named (1–6) and the position. */
  threat: ['dice', 'threats', 'position'],
  /** The crew's major advantages (its subject) and disadvantages: the net pool 1 + advantages − disadvantages. */
  engagement: ['advantages', 'disadvantages'],
  /** The wanted level (its subject, the dice rolled) and the heat, whose column the roll reads. */
  entanglement: ['wanted', 'heat'],
  /** A trajectory: its scores (its subject), then BLADES_WANTED's other arguments in its order. */
  wanted: ['scores', 'heatPerScore', 'reduceDice', 'reduceRolls', 'startHeat', 'startWanted'],
  /** Acquire an asset or craft: `dice` the crew's Tier plus bonus dice (or the Tinker rating), the target quality and the mode. */
  acquire: ['dice', 'quality', 'acquireMode'],
  /** An opposed fortune roll: `dice` the first side's pool, `opposed` the other side's. */
  versus: ['dice', 'opposed'],
} as const satisfies { readonly [R in RollType]: readonly FieldName[] };

/**
 * Each roll type's table subject: the field a table lists row by row, a
 * chart bar by bar, the formula takes first (or where its function takes
 * it: ./registry.ts's `leading`) and Insert formula sends on its own. A
 * count, with the span its tables list (./fields.ts, `span`): a pool's
 * `dice`, an engagement's advantages; or a crew's `pools`, whose table is
 * its crew. Written once, here: every place that lists a table's rows, or
 * reads a choice without its subject, reads it.
 */
export const ROLL_SUBJECTS = {
  action: 'dice',
  resistance: 'dice',
  vice: 'dice',
  clock: 'dice',
  progress: 'dice',
  group: 'pools',
  threat: 'dice',
  engagement: 'advantages',
  entanglement: 'wanted',
  wanted: 'scores',
  acquire: 'dice',
  versus: 'dice',
} as const satisfies { readonly [R in RollType]: (typeof ROLL_FIELDS)[R][number] };

/** The fields a roll type takes. */
export const rollFields = (roll: RollType): readonly FieldName[] => ROLL_FIELDS[roll];

/** Whether a roll type is of one pool (its subject `dice`) rather than a crew's pools or another count. */
export const isPoolRoll = (roll: RollType): boolean => ROLL_SUBJECTS[roll] === 'dice';

/** A table subject that is a count: every subject but a crew's pools. */
export type SpanSubject = Extract<
  (typeof ROLL_SUBJECTS)[RollType],
  { [N in FieldName]: FieldSpec<N> extends { readonly kind: 'count' } ? N : never }[FieldName]
>;

/** A roll type's subject, when it is a count (a table lists it value by value), else null (a crew's pools). */
export function spanSubject(roll: RollType): SpanSubject | null {
  const name = ROLL_SUBJECTS[roll];
  return fieldSpec(name).kind === 'count' ? (name as SpanSubject) : null;
}

/** A count subject's field: its label, range and span. */
export const subjectField = (name: SpanSubject): CountField & { readonly span: SubjectSpan } =>
  fieldSpec(name) as CountField & { readonly span: SubjectSpan };

/** "0–6 dice", "advantages 0–4": a span of a subject as titles say it, or (`said`) as an insert's message does ("2–2 dice"). */
export function spanText(name: SpanSubject, from: number, to: number, said = false): string {
  const { span, label } = subjectField(name);
  const words = said ? span.said : span.text;
  return words ? words(from, to) : `${label.toLowerCase()} ${from === to && !said ? from : `${from}–${to}`}`;
}

type Simplify<T> = { [K in keyof T]: T[K] } & {};

/**
 * A roll type and everything its odds depend on, its subject included:
 * one pool (`dice`) or a crew's pools. What one view, one formula or one
 * row of a table is of. One shape per roll type, derived from its fields,
 * so every place that reads a choice handles each (the compiler narrows on
 * `roll`).
 */
export type RollChoice = { [R in RollType]: Simplify<{ readonly roll: R } & FieldValues<(typeof ROLL_FIELDS)[R][number]>> }[RollType];

/** The choice of one roll type: ChoiceOf<'clock'> has its segments. */
export type ChoiceOf<R extends RollType> = Extract<RollChoice, { readonly roll: R }>;

/** A roll of one pool: its subject is `dice`, so a table can list it pool by pool. */
export type PoolChoice = Extract<RollChoice, { readonly dice: number }>;
/** A roll of several pools at once (a group action): its subject is `pools`. */
export type CrewChoice = Extract<RollChoice, { readonly pools: readonly number[] }>;
/** A roll whose subject is a count (a pool, an engagement's advantages): a table lists it value by value. */
export type SpanChoice = Exclude<RollChoice, CrewChoice>;

/** Whether a choice is of one pool (`dice`), by its subject. */
export const isPoolChoice = (choice: RollChoice): choice is PoolChoice => isPoolRoll(choice.roll);
/** Whether a choice's subject is a count, rather than a crew's pools: every place that lists a table's rows asks this. */
export const isSpanChoice = (choice: RollChoice): choice is SpanChoice => spanSubject(choice.roll) !== null;

/** The value of a choice's subject: its pool, its advantages. */
export const subjectOf = (choice: SpanChoice): number => (choice as unknown as Record<string, number>)[keyOf(spanSubject(choice.roll)!)];

type SettingsOf<C> = C extends SpanChoice ? Omit<C, KeyOf<(typeof ROLL_SUBJECTS)[C['roll']]>> : never;
/** A choice without its subject: what every row of a table shares. */
export type SpanSettings = SettingsOf<SpanChoice>;
/** A pool choice without its pool: what every row of a table of pools shares. */
export type RollSettings = SettingsOf<PoolChoice>;

/** A choice's settings without its subject (a crew's choice is all settings): what a table spans, and what the inserts send beside a subject. */
export function settingsOf(choice: RollChoice): SpanSettings | CrewChoice {
  if (!isSpanChoice(choice)) return choice;
  const { [keyOf(spanSubject(choice.roll)!)]: _subject, ...settings } = choice as unknown as Record<string, unknown>;
  return settings as unknown as SpanSettings;
}

/** The same settings for another value of the subject: a table's row, a chart's bar. */
export const withSubject = (settings: SpanSettings | SpanChoice, value: number): SpanChoice =>
  ({ ...settings, [keyOf(spanSubject(settings.roll)!)]: value }) as SpanChoice;

/**
 * The values a table of the choice lists, from–to: its own span (From and
 * To) where the sidebar offers one, else its subject's (./fields.ts):
 * an engagement's advantages 0–4.
 */
export function fixedSpan(choice: SpanChoice): { readonly from: number; readonly to: number } | null {
  const { span } = subjectField(spanSubject(choice.roll)!);
  if (span.typed) return null;
  return { from: span.from, to: span.to === 'shown' ? subjectOf(choice) : span.to };
}

/** ["8 segments", "1 coin a roll"]: a clock's size and its coin (none said at 0), as titles and messages say them. */
export const clockDetails = (c: ChoiceOf<'clock'>): string[] => [segmentsText(c.segments), ...(c.coin ? [`${c.coin} coin a roll`] : [])];

/** The rolls a progress clock's rows run to: as many as asked, else as many as its segments (BLADES_PROGRESS's default). */
export const progressRolls = (c: ChoiceOf<'progress'>): number => c.rolls ?? c.segments;

/** ["8 segments", "standard effect", "12 rolls"]: a progress clock's size, effect and (when not its segments) rolls. */
export const progressDetails = (c: ChoiceOf<'progress'>): string[] => [
  segmentsText(c.segments),
  `${c.effect} effect`,
  ...(c.rolls === undefined || c.rolls === c.segments ? [] : [`${c.rolls} ${c.rolls === 1 ? 'roll' : 'rolls'}`]),
];

/** ["2 threats", "risky"]: a threat roll's threats and position, as titles and messages say them. */
export const threatDetails = (c: ChoiceOf<'threat'>): string[] => [threatsText(c.threats), c.position];

/** ["Tier +2"], ["Tier +2", "craft"]: acquiring's target and, when crafting, the mode, as titles and messages say them. */
export const acquireDetails = (c: ChoiceOf<'acquire'>): string[] => [tierText(c.quality), ...(c.acquireMode === 'craft' ? ['craft'] : [])];
