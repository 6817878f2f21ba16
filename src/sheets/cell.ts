/** What a custom function can receive in one cell, and how to name it in an error. */

/** One output cell: a number, or "" to leave it visibly blank. */
export type OutputCell = number | string;
export type OutputRow = OutputCell[];

/** Dates come from the script's own realm; checking the tag also works across realms. */
export function isDate(value: unknown): value is Date {
  return Object.prototype.toString.call(value) === '[object Date]';
}

/** The value as the user would recognise it in the sheet. */
export function showValue(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'number') return Object.is(value, -0) ? '0' : String(value);
  if (isDate(value)) {
    const time = value.getTime();
    return Number.isNaN(time) ? 'an invalid date' : `the date ${value.toISOString().slice(0, 10)}`;
  }
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a range';
  return `a ${typeof value} value`;
}
