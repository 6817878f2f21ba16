import type * as Server from '../appsscript/Code';

/**
 * The sidebar's only way to the sheet: google.script.run, which HtmlService
 * provides inside Sheets (and the local preview provides too), as a typed
 * Promise. The server functions' names, arguments and results come from
 * the entry file itself (a type-only import: no bytes in the bundle), so a
 * misspelt name or a wrongly shaped argument fails the typecheck.
 */

/** The entry points the sidebar may call: not custom functions, not triggers, not menu-only handlers. */
export type ServerFunctions = Pick<
  typeof Server,
  'insertFormula' | 'insertOddsTable' | 'activeCell' | 'insertSectionTable' | 'insertCrewSheet'
>;
export type ServerFunctionName = keyof ServerFunctions;

interface ScriptRun {
  withSuccessHandler(handler: (value: unknown) => void): ScriptRun;
  withFailureHandler(handler: (error: unknown) => void): ScriptRun;
}

interface WindowWithScript {
  google?: { script?: { run?: ScriptRun } };
}

export const NOT_CONNECTED = 'Not connected to a sheet: open this sidebar from the Blades Odds menu in Google Sheets (or run `npm start`).';

export function callServer<K extends ServerFunctionName>(
  fn: K,
  ...args: Parameters<ServerFunctions[K]>
): Promise<ReturnType<ServerFunctions[K]>> {
  return new Promise((resolve, reject) => {
    const run = (window as WindowWithScript).google?.script?.run;
    if (!run) {
      reject(new Error(NOT_CONNECTED));
      return;
    }
    // google.script.run exposes every top-level server function by name; the types above say which exist.
    const runner = run
      .withSuccessHandler((value) => resolve(value as ReturnType<ServerFunctions[K]>))
      .withFailureHandler(reject) as unknown as Record<K, (...a: Parameters<ServerFunctions[K]>) => void>;
    runner[fn](...args);
  });
}

/** A server error as a sentence: Apps Script may prefix the thrown message with "Exception: " or "Error: ". */
export function errorText(error: unknown): string {
  const message = typeof error === 'object' && error !== null && 'message' in error ? String(error.message) : String(error);
  return message.replace(/^(Exception|Error):\s*/, '').trim() || 'The sheet refused without saying why.';
}
