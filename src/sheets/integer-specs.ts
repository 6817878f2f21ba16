import { MAX_COIN, MAX_SEGMENTS, MIN_SEGMENTS } from '../blades/clock';
import { MAX_ROLLS, MAX_TICKS, MIN_ROLLS } from '../blades/progress';
import { MAX_DICE, MIN_DICE } from '../blades/pool-size';
import { MAX_MARKED, MAX_TRACK, MIN_TRACK } from '../blades/stress-risk';
import { MAX_THREATS, MIN_THREATS } from '../blades/threat';
import { MAX_TRAUMA_ROLLS, MIN_TRAUMA_ROLLS } from '../blades/trauma-walk';
import { IntegerSpec } from './integer-arg';

/**
 * Every integer argument of the custom functions, named as their
 * parameters are (src/appsscript/Code.ts's @param), with the noun and the
 * range its message states ("Use an integer dice count 0–20."), the range
 * from src/blades: the one place this layer writes one. The rest reuse
 * them under another name: BLADES_ODDS_TABLE's max_dice and min_dice, a
 * group's pools (./pools-arg.ts), the inserts' fields as the sidebar
 * labels them (./insert-options.ts).
 */

export const DICE: IntegerSpec = {
  name: 'dice',
  noun: 'dice count',
  min: MIN_DICE,
  max: MAX_DICE,
  belowMinHint: 'A negative pool rolls as zero dice: pass 0, e.g. MAX(0, A2-1).',
};

export const SEGMENTS: IntegerSpec = { name: 'segments', noun: 'segment count', min: MIN_SEGMENTS, max: MAX_SEGMENTS };

/** Coin spent on every roll; omitted means none, the plain clock. */
export const COIN: IntegerSpec = { name: 'coin', noun: 'coin count', min: 0, max: MAX_COIN };

/** Stress marked, up to a full longest track; resisting also needs a box left on its own track (./stress-track.ts). */
export const STRESS: IntegerSpec = { name: 'stress', noun: 'stress count', min: 0, max: MAX_MARKED };

export const TRACK: IntegerSpec = { name: 'track', noun: 'track length', min: MIN_TRACK, max: MAX_TRACK };

/** A progress clock's rolls, one column each (BLADES_PROGRESS); omitted means as many as the clock has segments. */
export const ROLLS: IntegerSpec = { name: 'rolls', noun: 'roll count', min: MIN_ROLLS, max: MAX_ROLLS };

/** One of an effect row's four tick counts, named by its band: "effect Partial ticks 2.5 is not a whole number". */
export const ticksSpec = (band: string): IntegerSpec => ({ name: `effect ${band} ticks`, noun: 'tick count', min: 0, max: MAX_TICKS });
/** The threats a Deep Cuts threat roll faces (docs/rules.md#threat-limits). */
export const THREATS: IntegerSpec = { name: 'threats', noun: 'threat count', min: MIN_THREATS, max: MAX_THREATS };
/** BLADES_TRAUMA_BY's look-ahead: resistance rolls 1–24. */
export const TRAUMA_ROLLS: IntegerSpec = { name: 'rolls', noun: 'roll count', min: MIN_TRAUMA_ROLLS, max: MAX_TRAUMA_ROLLS };
