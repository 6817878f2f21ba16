import { MAX_PARTICIPANTS, MIN_PARTICIPANTS } from '../blades/group';
import { DEFAULT_DICE, MAX_DICE, MIN_DICE } from '../blades/pool-size';
import { poolText } from '../rolls/registry';
import { el } from './dom';
import { WholeNumberField, fieldBlock } from './whole-number';

interface Participant {
  readonly item: HTMLElement;
  readonly field: WholeNumberField;
  readonly remove: HTMLButtonElement;
}

/**
 * A group action's participants: one pool field each ("Participant 1" is
 * the leader), Add participant up to 12, Remove on each down to one; the
 * roll's other fields (Synchronized) join its fieldset. All native inputs and buttons, so the keyboard works
 * as anywhere; after Add, focus goes to the new pool, after Remove to the
 * next participant's Remove (or the previous one's, or the last pool when
 * one is left), and `onChange` is told what happened, for the sidebar to
 * say with the new figures, in one announcement.
 */
export class Participants {
  readonly element: HTMLElement;
  private readonly list: HTMLElement;
  private readonly add: HTMLButtonElement;
  private readonly participants: Participant[] = [];
  /** Ids stay unique after removals: never reused. */
  private made = 0;

  /** `pools`: what it opens on (remembered, or the worked example); `legend` names the fieldset. */
  constructor(
    pools: readonly number[],
    legend: string,
    private readonly onChange: (said?: string) => void,
  ) {
    this.list = el('ol', { id: 'participants', class: 'participants' });
    this.add = el('button', { id: 'add-participant', type: 'button' }, ['Add participant']) as HTMLButtonElement;
    this.element = el('fieldset', { id: 'group-fields', class: 'group' }, [
      el('legend', {}, [legend]),
      this.list,
      el('p', { class: 'buttons' }, [
        this.add,
        el('span', { id: 'participants-help', class: 'secondary' }, [`${MIN_PARTICIPANTS}–${MAX_PARTICIPANTS}, the leader first`]),
      ]),
    ]);
    for (const pool of pools) this.append(pool);
    this.renumber();
    this.add.addEventListener('click', () => {
      if (this.participants.length >= MAX_PARTICIPANTS) return;
      const added = this.append(DEFAULT_DICE);
      this.renumber();
      // Before the view is redrawn: focus lays out the page as it is, the new field in it, and the new figures are
      // styled and laid out once, in the frame. Focused after them, focus lays them out inside the click, and an add
      // measured about 8 ms more at 4× CPU slowdown, click and frame together (docs/sidebar.md#fields).
      added.field.input.focus();
      this.onChange(`Added participant ${this.participants.length}, ${DEFAULT_DICE} dice.`);
    });
  }

  /** Each participant's pool, the leader first. */
  get pools(): number[] {
    return this.participants.map((p) => p.field.value);
  }

  /** Each participant's pool field, the leader first. */
  get fields(): WholeNumberField[] {
    return this.participants.map((p) => p.field);
  }

  private append(pool: number): Participant {
    const n = this.participants.length + 1;
    const field = new WholeNumberField({
      id: `participant-${++this.made}`,
      name: `Participant ${n}`,
      min: MIN_DICE,
      max: MAX_DICE,
      value: pool,
      showing: poolText,
      onChange: () => this.onChange(),
    });
    const remove = el('button', { type: 'button', class: 'remove' }, ['Remove']) as HTMLButtonElement;
    const item = el('li', { class: 'participant' }, [fieldBlock(field, remove)]);
    const participant = { item, field, remove };
    remove.addEventListener('click', () => this.removeParticipant(participant));
    this.participants.push(participant);
    this.list.append(item);
    return participant;
  }

  private removeParticipant(p: Participant): void {
    const i = this.participants.indexOf(p);
    if (i < 0 || this.participants.length <= MIN_PARTICIPANTS) return;
    this.participants.splice(i, 1);
    p.item.remove();
    this.renumber();
    const next = this.participants[Math.min(i, this.participants.length - 1)];
    // Focus first, as after Add.
    (this.participants.length > MIN_PARTICIPANTS ? next.remove : next.field.input).focus();
    this.onChange(`Removed participant ${i + 1}; ${this.participants.length} left.`);
  }

  /** Labels (and a refusal on show) follow the order; Remove is off for a lone participant and Add at the limit. */
  private renumber(): void {
    this.participants.forEach((p, i) => {
      p.field.relabel(`Participant ${i + 1}`);
      const label = `Remove participant ${i + 1}`;
      // Written only when it changes: an attribute written restyles its element, even to the same value.
      if (p.remove.getAttribute('aria-label') !== label) p.remove.setAttribute('aria-label', label);
      p.remove.disabled = this.participants.length <= MIN_PARTICIPANTS;
    });
    this.add.disabled = this.participants.length >= MAX_PARTICIPANTS;
  }
}
