import { MAX_COIN, MAX_SEGMENTS, MIN_SEGMENTS } from '../blades/clock';
import { DEFAULT_DICE, MAX_DICE, MIN_DICE } from '../blades/pool-size';
import { DEFAULT_TRACK, MAX_MARKED, MAX_TRACK, mostMarked, shortestTrack } from '../blades/stress-risk';
import { EFFECTS, Effect } from '../blades/progress';
import { DEFAULT_POSITION, MAX_THREATS, MIN_THREATS, POSITIONS, Position } from '../blades/threat';
import { poolText } from '../rolls/registry';
import { segmentsText, threatsText } from '../rolls/fields';
import { ChoiceOf, RollChoice, RollType } from '../rolls/roll-types';
import { el } from './dom';
import type { Memory } from './memory';
import { OPENING_POOLS, Participants } from './participants';
import { Bounds, WholeNumberField, fieldBlock, rangeText } from './whole-number';

/**
 * The fields of each roll type, as one record: Dice for a roll of one
 * pool, a clock's Segments and Coin per roll, resistance's Stress marked
 * and Track (for the chance of trauma), a vice's Stress marked (for
 * overindulging and the stress actually cleared), and the group's
 * participants. Each roll type says which blocks are on show for it,
 * which fields each insert reads, and the choice they make; a roll type
 * added to ROLL_TYPES is a compile error here until it says all three.
 */

/** One-tap pools: what people actually roll. */
const COMMON_POOLS = [0, 1, 2, 3, 4, 5, 6];
/** One-tap clocks: the common sizes, and a long project's 12. */
const COMMON_CLOCKS = [4, 6, 8, 12];
/** A long-term project's usual clock. */
const DEFAULT_SEGMENTS = 8;
/** A progress clock opens at standard effect, the book's default. */
const DEFAULT_EFFECT: Effect = 'standard';
/** The select's words: each level and what a 4–6 ticks. */
const EFFECT_LABELS: { readonly [E in Effect]: string } = {
  limited: 'Limited (1)',
  standard: 'Standard (2)',
  great: 'Great (3)',
  extreme: 'Extreme (4)',
};
/** Vice opens at 3 marked: the rules' worked example (docs/rules.md#overindulging); at 0 every roll overindulges. */
const VICE_STRESS = 3;
/** One-tap threats: a GM rarely names more than four. */
const COMMON_THREATS = [1, 2, 3, 4];
/** A threat roll opens on 2 threats: the smallest roll where the order of severity shows (docs/rules.md#severity-order). */
const DEFAULT_THREATS = 2;

/** The help beside a field: its range now, then what it is for. */
const helpOf =
  (note?: string) =>
  (bounds: Bounds): string =>
    note === undefined ? rangeText(bounds) : `${rangeText(bounds)} · ${note}`;

/** One roll type's fields. */
interface RollForm<R extends RollType> {
  /** The blocks on show for it (every other roll type's are hidden). */
  readonly blocks: readonly HTMLElement[];
  /** What Insert formula reads: the pool or pools, and what the formula writes besides. */
  formula(): readonly WholeNumberField[];
  /** What Insert table reads besides its span (a table of pools' own): every field its rows and columns are of. */
  table(): readonly WholeNumberField[];
  choice(): ChoiceOf<R>;
}

/** The values the roll fields open on and remember. */
export type RollMemory = Pick<
  Memory,
  'dice' | 'segments' | 'coin' | 'stress' | 'track' | 'viceStress' | 'pools' | 'synchronized' | 'effect' | 'threats' | 'position'
>;

export class RollFields {
  readonly dice: WholeNumberField;
  readonly segments: WholeNumberField;
  readonly coin: WholeNumberField;
  readonly stress: WholeNumberField;
  readonly track: WholeNumberField;
  readonly viceStress: WholeNumberField;
  readonly participants: Participants;
  readonly effect: HTMLSelectElement;
  readonly threats: WholeNumberField;
  private readonly positionRadios: HTMLInputElement[];
  private readonly forms: { readonly [R in RollType]: RollForm<R> };
  private readonly blocks: readonly HTMLElement[];

  /** Builds every roll type's fields into `host`, on the values in `opening` (remembered) or their defaults. */
  /** `onChange` is told what a button changed, if one did ("Added participant 4, 2 dice."). */
  constructor(host: HTMLElement, opening: Partial<RollMemory>, onChange: (said?: string) => void) {
    this.dice = new WholeNumberField({
      id: 'dice',
      name: 'Dice',
      min: MIN_DICE,
      max: MAX_DICE,
      value: opening.dice ?? DEFAULT_DICE,
      help: helpOf('arrow keys step'),
      picks: { name: 'Common pools', values: COMMON_POOLS, label: poolText },
      showing: poolText,
      onChange,
    });
    this.segments = new WholeNumberField({
      id: 'segments',
      name: 'Segments',
      min: MIN_SEGMENTS,
      max: MAX_SEGMENTS,
      value: opening.segments ?? DEFAULT_SEGMENTS,
      help: helpOf("the clock's size"),
      picks: { name: 'Common clocks', values: COMMON_CLOCKS, label: segmentsText },
      showing: segmentsText,
      onChange,
    });
    this.coin = new WholeNumberField({
      id: 'coin',
      name: 'Coin per roll',
      min: 0,
      max: MAX_COIN,
      value: opening.coin ?? 0,
      help: helpOf('a level a coin'),
      onChange,
    });
    // Stress marked stays below the track and the track above it: each
    // field's bounds follow the other, and a change of one checks the other again.
    const following = () => {
      this.stress.refresh();
      this.track.refresh();
      onChange();
    };
    this.stress = new WholeNumberField({
      id: 'stress',
      name: 'Stress marked',
      min: 0,
      max: () => mostMarked(this.track.value),
      value: opening.stress ?? 0,
      help: helpOf('for trauma'),
      onChange: following,
    });
    this.track = new WholeNumberField({
      id: 'track',
      name: 'Track',
      min: () => shortestTrack(this.stress.value),
      max: MAX_TRACK,
      value: opening.track ?? DEFAULT_TRACK,
      help: helpOf('stress boxes'),
      onChange: following,
    });
    // Each follows the other: their bounds are read once both exist.
    this.stress.refresh();
    this.track.refresh();
    this.viceStress = new WholeNumberField({
      id: 'vice-stress',
      name: 'Stress marked',
      min: 0,
      max: MAX_MARKED,
      value: opening.viceStress ?? VICE_STRESS,
      help: helpOf(),
      onChange,
    });
    this.participants = new Participants(opening.pools ?? OPENING_POOLS, opening.synchronized ?? false, onChange);
    // A progress clock's effect: the four levels by name (a table's own tick row is the functions' alone). A native select: the arrow keys pick.
    this.effect = el(
      'select',
      { id: 'effect', 'aria-describedby': 'effect-help' },
      EFFECTS.map((e) => el('option', { value: e }, [EFFECT_LABELS[e]])),
    ) as HTMLSelectElement;
    this.effect.value = opening.effect ?? DEFAULT_EFFECT;
    this.effect.addEventListener('change', () => onChange());
    this.threats = new WholeNumberField({
      id: 'threats',
      name: 'Threats',
      min: MIN_THREATS,
      max: MAX_THREATS,
      value: opening.threats ?? DEFAULT_THREATS,
      help: helpOf('most severe first'),
      picks: { name: 'Threats named', values: COMMON_THREATS, label: threatsText },
      showing: threatsText,
      onChange,
    });
    // Position: native radios, one Tab stop, the arrow keys between them; controlled is not rolled.
    const opened = opening.position ?? DEFAULT_POSITION;
    this.positionRadios = POSITIONS.map((p) => {
      const radio = el('input', { type: 'radio', name: 'position', value: p, id: `position-${p}` }) as HTMLInputElement;
      radio.checked = p === opened;
      radio.addEventListener('change', () => onChange());
      return radio;
    });

    const dice = fieldBlock(this.dice);
    const clock = [fieldBlock(this.segments), fieldBlock(this.coin)];
    const resistance = [fieldBlock(this.stress), fieldBlock(this.track)];
    const vice = [fieldBlock(this.viceStress)];
    const group = this.participants.element;
    const effect = el('div', { id: 'effect-field', class: 'whole-number' }, [
      el('div', { class: 'number-field' }, [
        el('label', { for: 'effect' }, ['Effect']),
        this.effect,
        el('span', { id: 'effect-help', class: 'secondary' }, ['ticks on 4–6, one more on a critical']),
      ]),
    ]);
    const threat = [
      fieldBlock(this.threats),
      // A fieldset (the group's look), its legend naming the radios: its own block, so `hidden` hides it.
      el('fieldset', { id: 'position-field', class: 'group' }, [
        el('legend', {}, ['Position']),
        el(
          'div',
          { class: 'modes' },
          this.positionRadios.map((r) => el('label', {}, [r, ` ${r.value}`])),
        ),
      ]),
    ];
    this.forms = {
      action: {
        blocks: [dice],
        formula: () => [this.dice],
        table: () => [],
        choice: () => ({ roll: 'action', dice: this.dice.value }),
      },
      resistance: {
        blocks: [dice, ...resistance],
        // Stress marked changes nothing in =BLADES_RESIST(n): the formula does not read it; the table's Trauma column does.
        formula: () => [this.dice],
        table: () => [this.stress, this.track],
        choice: () => ({ roll: 'resistance', dice: this.dice.value, stress: this.stress.value, track: this.track.value }),
      },
      vice: {
        blocks: [dice, ...vice],
        formula: () => [this.dice],
        table: () => [this.viceStress],
        choice: () => ({ roll: 'vice', dice: this.dice.value, stress: this.viceStress.value }),
      },
      clock: {
        blocks: [dice, ...clock],
        formula: () => [this.dice, this.segments, this.coin],
        table: () => [this.segments, this.coin],
        choice: () => ({ roll: 'clock', dice: this.dice.value, segments: this.segments.value, coin: this.coin.value }),
      },
      progress: {
        blocks: [dice, clock[0], effect],
        formula: () => [this.dice, this.segments],
        table: () => [this.segments],
        choice: () => ({ roll: 'progress', dice: this.dice.value, segments: this.segments.value, effect: this.effectValue }),
      },
      group: {
        blocks: [group],
        formula: () => this.participants.fields,
        table: () => this.participants.fields,
        choice: () => ({ roll: 'group', pools: this.participants.pools, synchronized: this.participants.synchronized }),
      },
      threat: {
        blocks: [dice, ...threat],
        formula: () => [this.dice, this.threats],
        table: () => [this.threats],
        choice: () => ({ roll: 'threat', dice: this.dice.value, threats: this.threats.value, position: this.position }),
      },
    };
    this.blocks = [dice, ...clock, effect, ...resistance, ...vice, group, ...threat];
    host.append(...this.blocks);
  }

  /** The effect level on show. */
  get effectValue(): Effect {
    return EFFECTS.find((e) => e === this.effect.value) ?? DEFAULT_EFFECT;
  }

  /** The threat roll's position on show. */
  get position(): Position {
    return POSITIONS.find((_, i) => this.positionRadios[i].checked) ?? DEFAULT_POSITION;
  }

  /** What the sidebar shows and inserts for the roll type on the switch. */
  choice(roll: RollType): RollChoice {
    return this.forms[roll].choice();
  }

  /** Only the roll type's own fields on show. */
  show(roll: RollType): void {
    const shown = this.forms[roll].blocks;
    for (const block of this.blocks) block.hidden = !shown.includes(block);
  }

  /** The fields each insert reads for the roll type: no other roll type's, on show or not, is ever read. */
  reads(roll: RollType): { readonly formula: readonly WholeNumberField[]; readonly table: readonly WholeNumberField[] } {
    const form = this.forms[roll];
    return { formula: form.formula(), table: form.table() };
  }

  /** Every value on show, to remember: a field's last valid entry, never a refused one. */
  remembered(): RollMemory {
    return {
      dice: this.dice.value,
      segments: this.segments.value,
      coin: this.coin.value,
      stress: this.stress.value,
      track: this.track.value,
      viceStress: this.viceStress.value,
      pools: this.participants.pools,
      synchronized: this.participants.synchronized,
      effect: this.effectValue,
      threats: this.threats.value,
      position: this.position,
    };
  }
}
