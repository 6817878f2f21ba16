import { byId, el } from './dom';
import { checkAsTyped, markRefusal, refusalText, refusedEntry } from './whole-number';

/**
 * A whole-number field (Dice, Segments, From, To), with one-tap picks for
 * the common values as one radio group (one Tab stop; the arrow keys move
 * and pick). It holds the last valid entry. Anything else typed is refused
 * at once: the field is marked invalid, its error (its accessible
 * description, and an alert) names what was typed and the range, and stays
 * until the next valid entry, so leaving the field moves nothing under the
 * pointer.
 */
export interface NumberOptions {
  /** The id of the input; its error is #id-error, its picks #id-picks. */
  readonly id: string;
  /** The field's name in messages: "Dice". */
  readonly name: string;
  readonly min: number;
  readonly max: number;
  readonly value: number;
  /** Values offered as picks, and each pick's accessible name ("3 dice"). */
  readonly picks?: { readonly values: readonly number[]; readonly label: (n: number) => string };
  /** How the value on show is named after a refusal: "4 dice"; none for a field whose value shows nowhere else. */
  readonly showing?: (n: number) => string;
  readonly onChange: () => void;
}

export class NumberControl {
  value: number;
  /** What was typed and refused, or null while the field holds its value. */
  refused: string | null = null;
  private readonly input: HTMLInputElement;
  private readonly error: HTMLElement;
  private readonly radios: HTMLInputElement[] = [];

  constructor(private readonly o: NumberOptions) {
    this.value = o.value;
    this.input = byId<HTMLInputElement>(o.id);
    this.error = byId(`${o.id}-error`);
    this.input.value = String(o.value);
    checkAsTyped(
      this.input,
      () => o,
      (n) => this.choose(n),
      (typed) => this.refuse(typed),
    );
    // Leaving the field empty puts back the number on show; a refused entry stays, with its error, until a valid one.
    this.input.addEventListener('change', () => {
      if (this.input.value.trim() === '' && this.refused === null) this.input.value = String(this.value);
    });
    if (o.picks) {
      const group = byId(`${o.id}-picks`);
      for (const n of o.picks.values) {
        const radio = el('input', {
          type: 'radio',
          name: `${o.id}-pick`,
          value: String(n),
          'aria-label': o.picks.label(n),
        }) as HTMLInputElement;
        radio.addEventListener('change', () => {
          if (radio.checked) this.set(n);
        });
        this.radios.push(radio);
        group.append(el('label', { class: 'pick' }, [radio, el('span', { 'aria-hidden': 'true' }, [String(n)])]));
      }
    }
    this.pick();
  }

  /** Puts a value in the field as if typed (a pick, or a remembered value). */
  set(n: number): void {
    this.input.value = String(n);
    this.choose(n);
  }

  /** "Dice 25 is not a whole number from 0 to 20" while the field holds a refused entry, for an insert that will not use it; else null. */
  refusal(): string | null {
    return this.refused === null ? null : `${this.o.name} ${this.refused} is not a whole number from ${this.o.min} to ${this.o.max}`;
  }

  private choose(n: number): void {
    this.setError(null);
    this.value = n;
    this.pick();
    this.o.onChange();
  }

  private refuse(typed: string): void {
    this.refused = refusedEntry(typed);
    // No pick is what the field holds now, so each pick, the one on show included, takes a click again.
    for (const r of this.radios) r.checked = false;
    this.setError(refusalText(this.o.name, this.refused, this.o, this.o.showing?.(this.value)));
  }

  private pick(): void {
    for (const r of this.radios) r.checked = Number(r.value) === this.value;
  }

  private setError(message: string | null): void {
    if (message === null) this.refused = null;
    markRefusal(this.input, this.error, message);
  }
}
