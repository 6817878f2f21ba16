/**
 * What every whole-number field in the sidebar shares (Dice, Segments, From
 * and To in number-control.ts; the roll types' own fields in number-field.ts):
 * which entries are taken, when an entry is checked, and how a refusal
 * marks the field, and what a refusal says. What leaving the field does
 * stays each field's own.
 */

export interface Bounds {
  readonly min: number;
  readonly max: number;
}

/**
 * A whole number from min to max as typed, or null. Digits only: no sign,
 * point, exponent or space within. Decision: leading zeros are read as the
 * number ("007" is 7, as Sheets reads it). No cap but the bounds: digits
 * beyond the largest bound's length are above it, whatever Number would
 * round them to.
 */
export function readWholeNumber(text: string, { min, max }: Bounds): number | null {
  const t = text.trim();
  if (!/^\d+$/.test(t)) return null;
  const digits = t.replace(/^0+(?=\d)/, '');
  if (digits.length > String(max).length) return null;
  const n = Number(digits);
  return n >= min && n <= max ? n : null;
}

/**
 * Checks each entry as it is typed, against the bounds at that moment (they
 * may follow another field): a whole number in them goes to `take`,
 * anything else to `refuse` as typed. An empty field the browser finds
 * valid is an edit under way and waits; a letter reads as empty but
 * invalid, and is refused.
 */
export function checkAsTyped(
  input: HTMLInputElement,
  bounds: () => Bounds,
  take: (n: number) => void,
  refuse: (typed: string) => void,
): void {
  input.addEventListener('input', () => {
    if (input.value.trim() === '' && input.validity.valid) return;
    const n = readWholeNumber(input.value, bounds());
    if (n === null) refuse(input.value);
    else take(n);
  });
}

/** An entry as a refusal names it: as typed, or "(not a number)" for a letter, which the browser reads as empty. */
export const refusedEntry = (typed: string): string => typed.trim() || '(not a number)';

/**
 * "Dice 25 refused: use a whole number from 0 to 20. Showing 4 dice.": the
 * field, the entry, the range, and the value the figures keep (left out
 * for From and To, whose value shows nowhere else).
 */
export function refusalText(name: string, entry: string, { min, max }: Bounds, showing?: string): string {
  return `${name} ${entry} refused: use a whole number from ${min} to ${max}.${showing === undefined ? '' : ` Showing ${showing}.`}`;
}

/**
 * Marks the field invalid with `message` in its error (which the field
 * names in aria-describedby), or unmarks it and empties the error. The same
 * message again is left as it is, so an alert is not said twice.
 */
export function markRefusal(input: HTMLInputElement, error: HTMLElement, message: string | null): void {
  if (error.textContent !== (message ?? '')) error.textContent = message ?? '';
  input.setAttribute('aria-invalid', String(message !== null));
}
