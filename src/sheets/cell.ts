/** What a custom function can receive in one cell, and how to name it in an error. */

/** One output cell: a number, or "" to leave it visibly blank. */
export type OutputCell = number | string;
export type OutputRow = OutputCell[];

// Borrowed once: calling it on a value is a brand check that needs no method of the value itself.
const dateTime = Date.prototype.getTime;

/**
 * Whether the value is a real Date, also one from another realm (the
 * tests' vm context). Checked by its internal date slot, not its tag: an
 * object tagged "Date" is not one, and none of its methods is called.
 */
export function isDate(value: unknown): value is Date {
  if (typeof value !== 'object' || value === null) return false;
  try {
    dateTime.call(value);
    return true;
  } catch {
    return false;
  }
}

/** How much of a long text a message quotes: enough to recognise the cell. */
export const QUOTED_CHARS = 30;

/** 50000 → "50,000", the same in any locale. */
const grouped = (n: number): string => String(n).replace(/\B(?=(\d{3})+$)/g, ',');

/**
 * Text as a message quotes it: whole when short; else its first
 * QUOTED_CHARS characters, an ellipsis and its length, so that a message
 * stays short whatever the cell holds (up to 50,000 characters).
 */
export function quoteText(text: string): string {
  if (text.length <= QUOTED_CHARS) return JSON.stringify(text);
  let end = QUOTED_CHARS;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end--; // never split a surrogate pair
  return `${JSON.stringify(text.slice(0, end)).slice(0, -1)}…" (${grouped(text.length)} characters)`;
}

/**
 * The value as the user would recognise it in the sheet, bounded in length.
 *
 * A date is "a date", never a day: Sheets hands a date cell over as the
 * instant of its midnight in the spreadsheet's time zone, which this layer
 * cannot ask for (only Apps Script's services know it), and naming the day
 * in UTC or in the script's zone can name the day before or after the one
 * the cell shows (Tokyo, Berlin, Kiritimati).
 */
export function showValue(value: unknown): string {
  if (typeof value === 'string') return quoteText(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'number') return Object.is(value, -0) ? '0' : String(value);
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a range';
  if (isDate(value)) return 'a date';
  const kind = typeof value;
  return `${/^[aeiou]/.test(kind) ? 'an' : 'a'} ${kind}`;
}
