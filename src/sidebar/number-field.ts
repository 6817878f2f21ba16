import { el } from './dom';
import { Bounds, checkAsTyped, markRefusal, readWholeNumber, refusalText, refusedEntry } from './whole-number';

/** How one whole-number field is labelled and bounded; the bounds may follow another field (stress below the track). */
export interface NumberFieldSpec {
  readonly id: string;
  readonly label: string;
  /** Said after the label, e.g. "0–3 · spent on every roll". */
  readonly help: () => string;
  readonly min: () => number;
  readonly max: () => number;
  readonly value: number;
  /** How a refusal names the value kept: "2 dice"; the bare number if not given. */
  readonly showing?: (n: number) => string;
}

/**
 * A labelled whole-number field built in the page, refusing as the Dice
 * field does: it holds the last valid entry; anything else typed is
 * refused at once, the field is aria-invalid and its error (its
 * description, and an alert) names the entry, the range and the value the
 * figures keep. Unlike Dice, leaving the field with a refused entry puts
 * back that value, the one the error named, and clears the error.
 */
export class NumberField {
  readonly element: HTMLElement;
  readonly input: HTMLInputElement;
  value: number;
  private readonly label: HTMLElement;
  private readonly help: HTMLElement;
  private readonly error: HTMLElement;

  constructor(
    private readonly spec: NumberFieldSpec,
    private readonly onChange: () => void,
  ) {
    const id = spec.id;
    this.value = spec.value;
    this.input = el('input', {
      id,
      type: 'number',
      step: '1',
      inputmode: 'numeric',
      value: String(spec.value),
      'aria-describedby': `${id}-help ${id}-error`,
    }) as HTMLInputElement;
    this.label = el('label', { for: id }, [spec.label]);
    this.help = el('span', { id: `${id}-help`, class: 'secondary' });
    // Always in the page, empty while nothing is refused, as Dice's error is:
    // an alert that is unhidden along with its text is not said by every screen reader.
    this.error = el('p', { id: `${id}-error`, class: 'error', role: 'alert' });
    this.element = el('div', { class: 'roll-field' }, [
      el('div', { class: 'number-field' }, [this.label, this.input, this.help]),
      this.error,
    ]);
    checkAsTyped(
      this.input,
      () => this.bounds(),
      (n) => {
        this.setError(null);
        this.value = n;
        this.onChange();
      },
      (typed) => this.setError(refusalText(this.labelText, refusedEntry(typed), this.bounds(), (spec.showing ?? String)(this.value))),
    );
    // Leaving the field empty or invalid puts back the number on show.
    this.input.addEventListener('change', () => {
      if (readWholeNumber(this.input.value, this.bounds()) === null) {
        this.input.value = String(this.value);
        this.setError(null);
      }
    });
  }

  get labelText(): string {
    return this.label.textContent ?? '';
  }

  /** A new label (a participant renumbered after a removal). */
  relabel(text: string): void {
    this.label.textContent = text;
  }

  /** Sets the bounds and help: once all the fields they follow exist, and again after one changes. */
  refresh(): void {
    this.input.min = String(this.spec.min());
    this.input.max = String(this.spec.max());
    this.help.textContent = this.spec.help();
  }

  /** The bounds now: they may follow another field. */
  private bounds(): Bounds {
    return { min: this.spec.min(), max: this.spec.max() };
  }

  private setError(message: string | null): void {
    markRefusal(this.input, this.error, message);
  }
}
