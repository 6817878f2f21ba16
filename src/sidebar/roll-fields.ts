import { MAX_COIN } from '../blades/clock';
import { DEFAULT_TRACK, MAX_MARKED, MAX_TRACK, MIN_TRACK } from '../blades/stress-risk';
import { RollChoice, RollType, isPoolChoice } from '../rolls/roll-types';
import { el } from './dom';
import { NumberField } from './number-field';
import { Participants } from './participants';

/**
 * The fields some roll types add below Dice: stress marked and the track
 * for resistance (for the chance of trauma), stress marked for a vice (for
 * overindulging and the stress actually cleared), and coin for a clock.
 * Resistance's marked stress stays below its track and the track above it:
 * each field's bounds follow the other, and a value outside them is refused
 * in words like Dice, never clamped.
 */
/** Vice opens at 3 marked: the rules' worked example (docs/rules.md#overindulging); at 0 every roll overindulges. */
const VICE_STRESS = 3;

class ExtraFields {
  readonly resistStress: NumberField;
  readonly track: NumberField;
  readonly viceStress: NumberField;
  readonly coin: NumberField;
  private readonly groups: Record<'resistance' | 'vice' | 'clock', HTMLElement>;

  constructor(host: HTMLElement, onChange: () => void) {
    const following = () => {
      this.resistStress.refresh();
      this.track.refresh();
      onChange();
    };
    this.resistStress = new NumberField(
      {
        id: 'stress',
        label: 'Stress marked',
        help: () => `0–${this.track.value - 1} · for trauma`,
        min: () => 0,
        max: () => this.track.value - 1,
        value: 0,
      },
      following,
    );
    this.track = new NumberField(
      {
        id: 'track',
        label: 'Track',
        help: () => `${Math.max(MIN_TRACK, this.resistStress.value + 1)}–${MAX_TRACK} · stress boxes`,
        min: () => Math.max(MIN_TRACK, this.resistStress.value + 1),
        max: () => MAX_TRACK,
        value: DEFAULT_TRACK,
      },
      following,
    );
    this.viceStress = new NumberField(
      { id: 'vice-stress', label: 'Stress marked', help: () => `0–${MAX_MARKED}`, min: () => 0, max: () => MAX_MARKED, value: VICE_STRESS },
      onChange,
    );
    this.coin = new NumberField(
      { id: 'coin', label: 'Coin per roll', help: () => `0–${MAX_COIN} · a level a coin`, min: () => 0, max: () => MAX_COIN, value: 0 },
      onChange,
    );
    this.groups = {
      resistance: el('div', { id: 'resistance-fields' }, [this.resistStress.element, this.track.element]),
      vice: el('div', { id: 'vice-fields' }, [this.viceStress.element]),
      clock: el('div', { id: 'clock-fields' }, [this.coin.element]),
    };
    for (const field of [this.resistStress, this.track, this.viceStress, this.coin]) field.refresh();
    host.append(...Object.values(this.groups));
  }

  /** Only the chosen roll type's fields on show. */
  show(roll: RollType): void {
    for (const [type, group] of Object.entries(this.groups)) group.hidden = type !== roll;
  }
}

/**
 * Each roll type's own fields, as one hook for the sidebar: the fields
 * under Dice (stress, track, coin), the group's participants, and the
 * choice they make with the roll type on the switch. Also hides what a
 * group has no use for: the Dice field and the table's pool span.
 */
export class RollFields {
  private readonly extra: ExtraFields;
  private readonly group: Participants;

  constructor(
    host: HTMLElement,
    private readonly poolOnly: readonly HTMLElement[],
    onChange: () => void,
  ) {
    this.extra = new ExtraFields(host, onChange);
    this.group = new Participants(onChange);
    host.append(this.group.element);
  }

  /** What the sidebar shows and inserts for the roll type on the switch, on the Dice field's pool. */
  choice(roll: RollType, dice: number, segments: number): RollChoice {
    switch (roll) {
      case 'action':
        return { roll, dice };
      case 'resistance':
        return { roll, dice, stress: this.extra.resistStress.value, track: this.extra.track.value };
      case 'vice':
        return { roll, dice, stress: this.extra.viceStress.value };
      case 'clock':
        return { roll, dice, segments, coin: this.extra.coin.value };
      case 'group':
        return { roll, pools: this.group.pools, synchronized: this.group.synchronized };
    }
  }

  show(choice: RollChoice): void {
    this.extra.show(choice.roll);
    const pool = isPoolChoice(choice);
    this.group.element.hidden = pool;
    for (const e of this.poolOnly) e.hidden = !pool;
  }
}
