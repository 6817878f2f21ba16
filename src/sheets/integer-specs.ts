import { MAX_TICKS } from '../blades/progress';
import { MAX_TRAUMA_ROLLS, MIN_TRAUMA_ROLLS } from '../blades/trauma-walk';
import { CountField, FIELDS } from '../rolls/fields';
import { IntegerSpec } from './integer-arg';

/**
 * Every integer argument of the custom functions, named as their
 * parameters are (src/appsscript/Code.ts's @param), with the noun and the
 * range its message states ("Use an integer dice count 0–20."): a roll
 * type's option's from its field (src/rolls/fields.ts, the ranges from
 * src/blades), the others from src/blades. The rest reuse
 * them under another name: BLADES_ODDS_TABLE's max_dice and min_dice, a
 * group's pools (./pools-arg.ts), the inserts' fields as the sidebar
 * labels them (./insert-options.ts).
 */

/** The argument `name` that takes a field's values, in its words. */
const argumentOf = (name: string, { noun, min, max }: CountField): IntegerSpec => ({ name, noun, min, max });

export const DICE: IntegerSpec = {
  ...argumentOf('dice', FIELDS.dice),
  belowMinHint: 'A negative pool rolls as zero dice: pass 0, e.g. MAX(0, A2-1).',
};

export const SEGMENTS: IntegerSpec = argumentOf('segments', FIELDS.segments);

/** Coin spent on every roll; omitted means none, the plain clock. */
export const COIN: IntegerSpec = argumentOf('coin', FIELDS.coin);

/** Stress marked, up to a full longest track; resisting also needs a box left on its own track (./stress-track.ts). */
export const STRESS: IntegerSpec = argumentOf('stress', FIELDS.stress);

export const TRACK: IntegerSpec = argumentOf('track', FIELDS.track);

/** A progress clock's rolls, one column each (BLADES_PROGRESS); omitted means as many as the clock has segments. */
export const ROLLS: IntegerSpec = argumentOf('rolls', FIELDS.rolls);

/** One of an effect row's four tick counts, named by its band: "effect Partial ticks 2.5 is not a whole number". */
export const ticksSpec = (band: string): IntegerSpec => ({ name: `effect ${band} ticks`, noun: 'tick count', min: 0, max: MAX_TICKS });
/** The threats a Deep Cuts threat roll faces (docs/rules.md#threat-limits). */
export const THREATS: IntegerSpec = argumentOf('threats', FIELDS.threats);
/** BLADES_TRAUMA_BY's look-ahead: resistance rolls 1–24. */
export const TRAUMA_ROLLS: IntegerSpec = { name: 'rolls', noun: 'roll count', min: MIN_TRAUMA_ROLLS, max: MAX_TRAUMA_ROLLS };

/** An engagement roll's major advantages (a column gives a row each) and disadvantages (docs/rules.md#engagement-roll). */
export const ADVANTAGES: IntegerSpec = argumentOf('advantages', FIELDS.advantages);
export const DISADVANTAGES: IntegerSpec = argumentOf('disadvantages', FIELDS.disadvantages);

/** The crew's wanted level and heat (docs/rules.md#heat-and-wanted-level): an entanglement roll's, and a trajectory's start. */
export const WANTED: IntegerSpec = argumentOf('wanted', FIELDS.wanted);
export const HEAT: IntegerSpec = argumentOf('heat', FIELDS.heat);

/** A wanted-level trajectory's heat per score, scores (a column gives a row each), and each downtime's reduce-heat rolls and their pool. */
export const HEAT_PER_SCORE: IntegerSpec = argumentOf('heat_per_score', FIELDS.heatPerScore);
export const SCORES: IntegerSpec = argumentOf('scores', FIELDS.scores);
export const REDUCE_DICE: IntegerSpec = { ...DICE, ...argumentOf('reduce_dice', FIELDS.reduceDice) };
export const REDUCE_ROLLS: IntegerSpec = argumentOf('reduce_rolls', FIELDS.reduceRolls);

/** The quality acquiring or crafting aims at, relative to the crew's Tier (docs/rules.md#acquire-asset). */
export const QUALITY: IntegerSpec = argumentOf('quality', FIELDS.quality);

/** The opposing side's pool in an opposed fortune roll (docs/rules.md#opposed-fortune-rolls). */
export const OPPOSED: IntegerSpec = { ...DICE, ...argumentOf('opposed', FIELDS.opposed) };
