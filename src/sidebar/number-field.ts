import { el } from './dom';
import { Bounds, checkAsTyped, markRefusal, readWholeNumber } from './whole-number';

/** How one whole-number field is labelled and bounded; the bounds may follow another field (stress below the track). */
export interface NumberFieldSpec {
  readonly id: string;
  readonly label: string;
  /** Said after the label, e.g. "0–3 · spent on every roll". */
  readonly help: () => string;
  readonly min: () => number;
  readonly max: () => number;
  readonly value: number;
}

/**
 * A labelled whole-number field built in the page, as the Dice field
 * behaves: it holds the last valid entry; while the field holds anything
 * else, the error under it says so (the field points at it with
 * aria-describedby and is aria-invalid) and the figures on show keep theirs.
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
    this.error = el('p', { id: `${id}-error`, class: 'error' });
    this.error.hidden = true;
    this.element = el('div', { class: 'campaign-field' }, [
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
      () => this.setError(`${this.labelText} must be a whole number from ${spec.min()} to ${spec.max()}; showing ${this.value}.`),
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
    this.error.hidden = message === null;
  }
}
