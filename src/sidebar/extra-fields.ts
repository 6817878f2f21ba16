import { MAX_COIN } from '../blades/clock';
import { DEFAULT_TRACK, MAX_MARKED, MAX_TRACK, MIN_TRACK } from '../blades/stress-risk';
import { RollType } from '../rolls/roll-types';
import { el } from './dom';
import { NumberField } from './number-field';

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

export class ExtraFields {
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
