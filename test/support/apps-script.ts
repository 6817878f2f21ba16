import vm from 'node:vm';
import { readFileSync } from 'node:fs';
import { actionBands } from '../../src/blades/action';
// The same loader the preview and the bench use: one plain script, fresh global scope.
import { loadCode, CODE_PATH } from '../../scripts/lib/load-code.cjs';

export type Row = Array<number | string>;
export type SheetsFunction = (...args: unknown[]) => Row[];

/** dist/Code.js run as Apps Script runs it; top-level declarations are its properties. */
export function loadBuiltCode(globals: Record<string, unknown> = {}): Record<string, unknown> & vm.Context {
  return loadCode(globals);
}

export function builtSource(): string {
  return readFileSync(CODE_PATH, 'utf8');
}

/** A custom function from a loaded Code.js, typed for the tests. */
export function sheetsFunction(context: vm.Context, name: string): SheetsFunction {
  const fn = context[name];
  if (typeof fn !== 'function') throw new Error(`dist/Code.js has no top-level ${name}`);
  return fn as SheetsFunction;
}

/** A Date made in the script's realm, as Sheets would hand one over. */
export function scriptDate(context: vm.Context, iso: string): Date {
  return vm.runInContext(`new Date(${JSON.stringify(iso)})`, context);
}

/** The row BLADES_BANDS must return: each exact band, rounded once. */
export const expectedBands = (dice: number): number[] => actionBands(dice).map((f) => f.toNumber());

/** Calls fn; returns the thrown error's message, failing if it did not throw an Error. */
export function errorOf(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    // Errors from the vm realm are not `instanceof Error` here; check the shape.
    expect(Object.prototype.toString.call(e)).toBe('[object Error]');
    expect((e as Error).name).toBe('Error');
    return (e as Error).message;
  }
  throw new Error('expected the call to throw');
}

/**
 * The message a bad cell of a dice column shows in the cell's own row
 * (`row` counts from 1, as the message does): the row's first cell, every
 * other cell of it blank. Fails if that row is not such a row.
 */
export function messageInRow(rows: readonly (readonly unknown[])[], row: number): string {
  const shown = rows[row - 1];
  expect(Array.isArray(shown)).toBe(true);
  expect(typeof shown[0]).toBe('string');
  expect(shown.slice(1)).toEqual(new Array(shown.length - 1).fill(''));
  return shown[0] as string;
}
