import { atLeast } from '../blades/action';
import { bonusOptions } from '../blades/bonus-dice';
import { ProgressPushId, progressPushes } from '../blades/progress';
import { traumaBy, traumaMeanRolls } from '../blades/trauma-walk';
import { Fraction } from '../dice/fraction';
import { poolColours } from './colours';
import { ChoiceOf } from './roll-types';
import { BONUS_OPTION_LABELS, Mean, OddsRow, ROLLS, STRESS, Unit } from './rows';
import { trackOf } from './stress-risk';

/**
 * A view's decision sections: the choices a player weighs at the table,
 * beside the roll's own figures (a registry entry's optional `sections`,
 * ./registry.ts). One plain-data shape for every such question, so the
 * sidebar renders them all one way: a table of options (each a label, its
 * cells and a marker word) and/or a series charted across rolls with its
 * means. *What a bonus die buys* (action), *Trauma within 1 to 10 rolls*
 * (resistance) and *Push yourself every roll* (progress: a table of two
 * options, each a mean, the better marked) are here.
 */
/** The sections a sidebar insert can write as a table (src/sheets/section-blocks.ts): each a switch case there. */
export const INSERTABLE_SECTIONS = ['bonus-dice', 'trauma-within'] as const;
export type InsertableSection = (typeof INSERTABLE_SECTIONS)[number];

export interface DecisionSection {
  /** Stable id, for element ids and tests: "bonus-dice", "trauma-within", "push". */
  readonly id: string;
  /** When the section has an insert: its id, and its button's words ("Insert options table"). */
  readonly insert?: { readonly section: InsertableSection; readonly label: string };
  readonly title: string;
  /** A sentence under the title: what the figures are of, and how the marker is chosen. */
  readonly note: string;
  /** The options table's column headings, after the option's own label. */
  readonly columns: readonly string[];
  readonly options: readonly DecisionOption[];
  /** A running series across rolls, charted (the chance of trauma within 1, 2, … rolls); none when omitted. */
  readonly series?: DecisionSeries;
  readonly means: readonly Mean[];
}

/** A section's series: its rows, the chart's caption, and its colour (as the sidebar's clock chart paints one pool). */
export interface DecisionSeries {
  readonly rows: readonly OddsRow[];
  readonly caption: string;
  readonly colour: string;
}

/** One cell of an option: a count (its stress), a chance (with its change), or a mean. */
export type DecisionCell =
  | { readonly kind: 'count'; readonly value: number }
  /** A chance, and when given its change from the first option (As rolled), signed. */
  | { readonly kind: 'chance'; readonly value: Fraction; readonly change?: Fraction }
  | { readonly kind: 'mean'; readonly value: Fraction; readonly unit: Unit };

export interface DecisionOption {
  readonly label: string;
  readonly cells: readonly DecisionCell[];
  /** The word that marks it ("Best per stress", "No stress"), not a colour alone; null for none. */
  readonly marker: string | null;
}

export const BEST_PER_STRESS = 'Best per stress';
export const NO_STRESS = 'No stress';

/**
 * What a bonus die buys (docs/rules.md#best-gain-per-stress): the six
 * options, each with its stress, its chance of at least Partial and of
 * Clean or better, and each chance's change from As rolled. The option(s)
 * with the largest gain in At least Partial per stress are marked (exact
 * ties all marked); the options that cost no stress are not ranked, and a
 * Devil's bargain, the free die, is marked No stress.
 */
export function bonusDiceSection(c: ChoiceOf<'action'>): DecisionSection {
  const options = bonusOptions(c.dice).map((o) => ({ ...o, partial: atLeast(o.dice, 'Partial'), clean: atLeast(o.dice, 'Clean') }));
  const [base] = options;
  const best = bestOf(options.map((o) => (o.stress === 0 ? null : o.partial.sub(base.partial).div(Fraction.of(o.stress)))));
  return {
    id: 'bonus-dice',
    title: 'What a bonus die buys',
    insert: { section: 'bonus-dice', label: 'Insert options table' },
    note: `Under each chance, its change from As rolled. ${BEST_PER_STRESS}: the most At least Partial gained per stress. A Devil's bargain costs no stress.`,
    columns: ['Stress', 'At least Partial', 'Clean or better'],
    options: options.map((o, i) => ({
      label: BONUS_OPTION_LABELS[o.id],
      cells: [
        { kind: 'count', value: o.stress },
        { kind: 'chance', value: o.partial, change: o.partial.sub(base.partial) },
        { kind: 'chance', value: o.clean, change: o.clean.sub(base.clean) },
      ],
      marker: best.has(i) ? BEST_PER_STRESS : o.stress === 0 && o.dice > c.dice ? NO_STRESS : null,
    })),
    means: [],
  };
}

/**
 * The indices of the largest of `scores` (null: not ranked), every one of
 * an exact tie; none when no score is above 0 (nothing is gained).
 */
export function bestOf(scores: ReadonlyArray<Fraction | null>): Set<number> {
  let top: Fraction | null = null;
  for (const x of scores) if (x !== null && (top === null || x.sub(top).num > 0n)) top = x;
  const best = new Set<number>();
  if (top === null || top.num <= 0n) return best;
  const max = top;
  scores.forEach((x, i) => {
    if (x !== null && x.equals(max)) best.add(i);
  });
  return best;
}

/** "Within 1 roll", "Within 3 rolls": a trauma series' label, in the sidebar and as an inserted table's heading. */
export const withinRolls = (k: number): string => `Within ${k} ${k === 1 ? 'roll' : 'rolls'}`;

/** Decision: the chart looks ten rolls ahead, a long scene's worth of resisting; BLADES_TRAUMA_BY looks up to 24. */
export const TRAUMA_WITHIN_ROLLS = 10;
/** The trauma walk's section, as the sidebar and its inserted table name it: "Trauma within 1 to 10 rolls". */
export const TRAUMA_WITHIN_TITLE = `Trauma within 1 to ${TRAUMA_WITHIN_ROLLS} rolls`;

/**
 * Trauma within 1 to 10 rolls (docs/rules.md#the-trauma-walk), for the stress
 * and track on show (none marked: an empty track): the chance trauma has
 * come within 1 … TRAUMA_WITHIN_ROLLS rolls, and the mean rolls to it.
 */
export function traumaWithinSection(c: ChoiceOf<'resistance'>): DecisionSection {
  const [stress, track] = [c.stress ?? 0, trackOf(c)];
  return {
    id: 'trauma-within',
    title: TRAUMA_WITHIN_TITLE,
    insert: { section: 'trauma-within', label: 'Insert trauma table' },
    note: `Resisting again and again from ${stress} of ${track} stress marked, until the first trauma.`,
    columns: [],
    options: [],
    series: {
      rows: traumaBy(c.dice, stress, track, TRAUMA_WITHIN_ROLLS).map((fraction, i) => ({
        label: withinRolls(i + 1),
        fraction,
      })),
      caption: `Chance of trauma within 1 to ${TRAUMA_WITHIN_ROLLS} rolls`,
      colour: poolColours([c.dice])[0],
    },
    means: [{ label: 'Mean rolls to trauma', unit: ROLLS, value: traumaMeanRolls(c.dice, stress, track) }],
  };
}

/** The marker of the push with the least mean stress to fill. */
export const BETTER = 'Better';
const PUSH_NOTE = 'Pushing on every roll: the mean rolls and the mean stress to fill the clock.';

/** Each push's label, by its id in src/blades/progress.ts's PROGRESS_PUSHES. */
export const PUSH_LABELS: Readonly<Record<ProgressPushId, string>> = {
  dice: 'Push for +1d',
  effect: 'Push for +1 effect',
  both: 'Push for both',
};

/**
 * Push yourself on every roll: +1d at the same effect (2 stress), the same
 * pool at one effect level higher (2 stress), or both on the same roll (4
 * stress; docs/rules.md#pushing-for-dice-or-for-effect), each with its
 * stress a roll, the mean rolls to fill the clock and the mean stress
 * until it is full (src/blades/progress.ts's progressPushes). Decision:
 * the least mean stress is marked Better (between the two 2-stress pushes,
 * the fewer rolls, as before both was weighed); a tie for the least, none
 * marked, and the note says so. No level is above extreme: there, +1d
 * alone, and the note says why. No insert: each mean is a
 * BLADES_PROGRESS_MEAN formula, not a table.
 */
export function pushSection(c: ChoiceOf<'progress'>): DecisionSection {
  const pushes = progressPushes(c.dice, c.segments, c.effect);
  const least = pushes.reduce((min, p) => (p.meanStress.sub(min).num < 0n ? p.meanStress : min), pushes[0].meanStress);
  const leastAt = pushes.flatMap((p, i) => (p.meanStress.equals(least) ? [i] : []));
  const better = pushes.length > 1 && leastAt.length === 1 ? leastAt[0] : null;
  const why =
    pushes.length === 1
      ? '+1 effect and both: extreme is the highest effect level.'
      : better === null
        ? 'The least stress on average is a tie.'
        : `${BETTER}: the least stress to fill.`;
  return {
    id: 'push',
    title: 'Push yourself every roll',
    note: `${PUSH_NOTE} ${why}`,
    columns: ['Stress a roll', 'Mean rolls to fill', 'Mean stress to fill'],
    options: pushes.map((p, i) => ({
      label: PUSH_LABELS[p.id],
      cells: [
        { kind: 'count', value: p.stress },
        { kind: 'mean', value: p.meanRolls, unit: ROLLS },
        { kind: 'mean', value: p.meanStress, unit: STRESS },
      ],
      marker: i === better ? BETTER : null,
    })),
    means: [],
  };
}
