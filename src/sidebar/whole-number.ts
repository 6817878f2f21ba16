import { el } from './dom';

/**
 * The sidebar's one whole-number field (Dice, Segments, From, To, Coin per
 * roll, Stress marked, Track, each participant's pool): built in the page
 * from the engine's bounds, with optional one-tap picks, and bounds that
 * may follow another field (stress below the track).
 *
 * It holds the last valid entry. Anything else typed is refused at once:
 * the field is marked invalid (aria-invalid), and its error (its accessible
 * description, and an alert) names what was typed, the range and the value
 * the figures keep.
 *
 * Decision, one rule for every field: a refused entry stays as typed, with
 * its error, until the next valid entry. While it is on show the figures
 * are those of the last entry before it, not of a number passed through
 * on the way to it: typing 25 over 4 shows 2 dice for a keystroke, then
 * 4 again with the refusal, "Showing 4 dice". A typed entry the refused
 * one extends (the 2 of 25, the 1 and 12 of 123) was on the way; the value
 * before the first of them is the one kept. Leaving the field moves nothing:
 * putting a value back on blur removes the error line, the layout moves up
 * under the pointer, and a click on a button just after (its mousedown is
 * the blur) is released somewhere else and lost. An insert then refuses
 * under its button, naming the entry (`refusal`).
 */

export interface Bounds {
  readonly min: number;
  readonly max: number;
}

/** A bound fixed, or one read when needed because it follows another field. */
export type Bound = number | (() => number);

/**
 * A whole number from min to max as typed, or null. Digits only: no sign,
 * point, exponent or space within. Decision: leading zeros are read as the
 * number ("007" is 7, as Sheets reads it), and leaving the field shows it
 * as 7. No cap but the bounds: digits beyond the largest bound's length are
 * above it, whatever Number would round them to.
 */
export function readWholeNumber(text: string, { min, max }: Bounds): number | null {
  const t = text.trim();
  if (!/^\d+$/.test(t)) return null;
  const digits = t.replace(/^0+(?=\d)/, '');
  if (digits.length > String(max).length) return null;
  const n = Number(digits);
  return n >= min && n <= max ? n : null;
}

/** An entry as a refusal names it: as typed, or "(not a number)" for a letter, which the browser reads as empty. */
export const refusedEntry = (typed: string): string => typed.trim() || '(not a number)';

/**
 * A field's name and the entry it refused: "Dice 25", and with a colon
 * after a name that ends in a number, "Participant 2: 25", which would
 * otherwise read as two numbers. Decision: a colon there alone; "Dice 25"
 * and "Track 6" read as they are, and the insert's refusal says it the
 * same way.
 */
export const namedEntry = (name: string, entry: string): string => `${name}${/\d$/.test(name) ? ':' : ''} ${entry}`;

/**
 * "Dice 25 refused: use a whole number from 0 to 20. Showing 4 dice.": the
 * field, the entry, the range, and the value the figures keep (left out
 * for From and To, whose value shows nowhere else).
 * "Participant 2: 25 refused: …" (see namedEntry).
 */
export function refusalText(name: string, entry: string, { min, max }: Bounds, showing?: string): string {
  return `${namedEntry(name, entry)} refused: use a whole number from ${min} to ${max}.${showing === undefined ? '' : ` Showing ${showing}.`}`;
}

/** "0–20": a field's range, as its help says it. */
export const rangeText = ({ min, max }: Bounds): string => `${min}–${max}`;

/** Each refusal's turn: a later refusal has a larger one (see latestRefusal). */
let refusals = 0;

/** How many refusals the fields have made so far: one made after a change means that change's figures need not be read out. */
export const latestRefusal = (): number => refusals;

export interface WholeNumberOptions {
  /** The input's id; its error is #id-error, its help #id-help, its picks #id-picks, its block #id-field. */
  readonly id: string;
  /** Its name in messages, and its label ("Dice", "Participant 2"; see relabel). */
  readonly name: string;
  /** The label, where it reads otherwise than the name: the span's "From 0 to 6 dice" has "to" for To. */
  readonly label?: string;
  readonly min: Bound;
  readonly max: Bound;
  /** The value it opens on: within the bounds. */
  readonly value: number;
  /** The help beside the input, for the bounds now ("0–20 · arrow keys step"); none if not given. */
  readonly help?: (bounds: Bounds) => string;
  /** One-tap values: one radio group named `name` (one Tab stop; the arrow keys move and pick), each radio named by `label` ("3 dice"). */
  readonly picks?: { readonly name: string; readonly values: readonly number[]; readonly label: (n: number) => string };
  /** How a refusal names the value kept ("4 dice"); the bare number if not given, and null for none (From, To). */
  readonly showing?: ((n: number) => string) | null;
  readonly onChange: () => void;
}

export class WholeNumberField {
  /** The last valid entry: what the figures and the inserts use. */
  value: number;
  /** The entry typed last, while the typing goes on (null once the field is left, or set): a refused entry that extends it goes back to `before`. */
  private typed: string | null = null;
  /** The value before the typed entries that led up to `typed`. */
  private before: number;
  /** What was typed and refused, or null while the field holds its value. */
  private refused: string | null = null;
  readonly input: HTMLInputElement;
  readonly label: HTMLElement;
  readonly error: HTMLElement;
  readonly help: HTMLElement | null;
  readonly picks: HTMLElement | null;
  private name: string;
  private readonly radios: HTMLInputElement[] = [];

  constructor(private readonly o: WholeNumberOptions) {
    const id = o.id;
    this.value = o.value;
    this.before = o.value;
    this.name = o.name;
    this.input = el('input', {
      id,
      type: 'number',
      step: '1',
      inputmode: 'numeric',
      value: String(o.value),
      'aria-describedby': [...(o.help ? [`${id}-help`] : []), `${id}-error`].join(' '),
    }) as HTMLInputElement;
    this.label = el('label', { for: id }, [o.label ?? o.name]);
    this.help = o.help ? el('span', { id: `${id}-help`, class: 'secondary' }) : null;
    // Always in the page, empty while nothing is refused: an alert unhidden
    // along with its text is not said by every screen reader.
    this.error = el('p', { id: `${id}-error`, class: 'error', role: 'alert' });
    this.picks = o.picks ? this.pickGroup(o.picks) : null;
    this.input.addEventListener('input', () => this.check());
    // Leaving: a refused entry stays, with its error (see above); anything
    // else shows the value held, so an emptied field gets it back and 007 reads 7.
    // Left: what was typed is no longer on the way to anything.
    this.input.addEventListener('blur', () => {
      this.typed = null;
    });
    this.input.addEventListener('change', () => {
      if (this.refused !== null) return;
      if (this.input.value !== String(this.value)) this.input.value = String(this.value);
    });
    // A bound that follows another field is read once that field exists: its owner calls refresh().
    if (typeof o.min === 'number' && typeof o.max === 'number') this.markBounds();
    this.pick();
  }

  /** The picks as one radio group, each radio a drawn button with its number. */
  private pickGroup({ name, values, label }: NonNullable<WholeNumberOptions['picks']>): HTMLElement {
    const group = el('div', { id: `${this.o.id}-picks`, class: 'picks', role: 'radiogroup', 'aria-label': name });
    for (const n of values) {
      const radio = el('input', { type: 'radio', name: `${this.o.id}-pick`, value: String(n), 'aria-label': label(n) }) as HTMLInputElement;
      radio.addEventListener('change', () => {
        if (radio.checked) this.set(n);
      });
      this.radios.push(radio);
      group.append(el('label', { class: 'pick' }, [radio, el('span', { 'aria-hidden': 'true' }, [String(n)])]));
    }
    return group;
  }

  /** The bounds now: they may follow another field. */
  bounds(): Bounds {
    const read = (b: Bound) => (typeof b === 'number' ? b : b());
    return { min: read(this.o.min), max: read(this.o.max) };
  }

  /** Puts a value in the field as if typed (a pick). */
  set(n: number): void {
    this.input.value = String(n);
    this.typed = null;
    this.take(n);
  }

  /** A new name (a participant renumbered after a removal): the label, and a refusal on show, say it. */
  relabel(name: string): void {
    if (name === this.name) return;
    this.name = name;
    this.label.textContent = name;
    if (this.refused !== null) this.showRefusal();
  }

  /**
   * Once the fields these bounds follow exist, and after one of them has
   * changed: the input's min and max
   * and the help follow, and a refused entry is checked again: taken if it
   * is now in range (the field shows it, so the figures follow it), or its
   * error says the new range.
   */
  refresh(): void {
    this.markBounds();
    if (this.refused !== null) this.check();
  }

  /** "Dice 25 is not a whole number from 0 to 20" ("Participant 2: 21 is not …") while the field holds a refused entry, for an insert that will not use it; else null. */
  refusal(): string | null {
    if (this.refused === null) return null;
    const { min, max } = this.bounds();
    return `${namedEntry(this.name, this.refused)} is not a whole number from ${min} to ${max}`;
  }

  /**
   * Checks the entry against the bounds now: a whole number in them is
   * taken, anything else refused as typed. An empty field the browser finds
   * valid is an edit under way: nothing is refused (a refusal on show goes),
   * and the figures keep the value; a letter reads as empty but invalid,
   * and is refused.
   */
  private check(): void {
    const text = this.input.value;
    if (text.trim() === '' && this.input.validity.valid) {
      this.showError(null);
      return;
    }
    const n = readWholeNumber(text, this.bounds());
    const onTheWay = this.typed !== null && text.trim().startsWith(this.typed);
    if (n === null) {
      // The entries that led up to it were on the way: the figures go back to the value before them.
      if (onTheWay && this.value !== this.before) {
        this.value = this.before;
        this.pick();
        this.o.onChange();
      }
      this.refuse(text);
      return;
    }
    if (!onTheWay) this.before = this.value;
    this.typed = text.trim();
    this.take(n);
  }

  private take(n: number): void {
    this.showError(null);
    this.value = n;
    this.pick();
    this.o.onChange();
  }

  private refuse(typed: string): void {
    const entry = refusedEntry(typed);
    if (entry !== this.refused) refusals++;
    this.refused = entry;
    // No pick is what the field holds now, so each pick, the one on show included, takes a click again.
    for (const r of this.radios) r.checked = false;
    this.showRefusal();
  }

  private showRefusal(): void {
    const showing = this.o.showing === null ? undefined : (this.o.showing ?? String)(this.value);
    this.showError(refusalText(this.name, this.refused!, this.bounds(), showing));
  }

  /** The input's min and max, and the help, as the bounds are now; each written only if it changed. */
  private markBounds(): void {
    const bounds = this.bounds();
    const min = String(bounds.min);
    const max = String(bounds.max);
    if (this.input.min !== min) this.input.min = min;
    if (this.input.max !== max) this.input.max = max;
    const help = this.o.help?.(bounds);
    if (this.help && this.help.textContent !== help) this.help.textContent = help ?? '';
  }

  private pick(): void {
    for (const r of this.radios) r.checked = Number(r.value) === this.value;
  }

  /**
   * Marks the field invalid with `message` in its error, or unmarks it and
   * empties the error. The same message again is left as it is, so an alert
   * is not said twice.
   */
  private showError(message: string | null): void {
    if (message === null) this.refused = null;
    if (this.error.textContent !== (message ?? '')) this.error.textContent = message ?? '';
    this.input.setAttribute('aria-invalid', String(message !== null));
  }
}

/**
 * A field as one block (#id-field): its label, input, help and `beside`
 * (a participant's Remove) on a line, then its picks, then its error.
 */
export function fieldBlock(field: WholeNumberField, ...beside: HTMLElement[]): HTMLElement {
  const line = el('div', { class: 'number-field' }, [field.label, field.input, ...(field.help ? [field.help] : []), ...beside]);
  return el('div', { id: `${field.input.id}-field`, class: 'whole-number' }, [line, ...(field.picks ? [field.picks] : []), field.error]);
}
