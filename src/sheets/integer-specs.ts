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
