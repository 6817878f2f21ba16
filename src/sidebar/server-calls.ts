/**
 * The sidebar's only way to the sheet: google.script.run, which HtmlService
 * provides inside Sheets (and the local preview provides too), as a Promise.
 */

interface ScriptRun {
  withSuccessHandler(handler: (value: unknown) => void): ScriptRun;
  withFailureHandler(handler: (error: unknown) => void): ScriptRun;
  [serverFunction: string]: unknown;
}

interface WindowWithScript {
  google?: { script?: { run?: ScriptRun } };
}

export const NOT_CONNECTED = 'Not connected to a sheet: open this sidebar from the Blades Odds menu in Google Sheets (or run `npm start`).';

export function callServer(fn: string, ...args: unknown[]): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const run = (window as unknown as WindowWithScript).google?.script?.run;
    if (!run) {
      reject(new Error(NOT_CONNECTED));
      return;
    }
    const runner = run.withSuccessHandler(resolve).withFailureHandler(reject);
    (runner[fn] as (...a: unknown[]) => void)(...args);
  });
}

/** A server error as a sentence: Apps Script may prefix the thrown message with "Exception: " or "Error: ". */
export function errorText(error: unknown): string {
  const message =
    typeof error === 'object' && error !== null && 'message' in error ? String((error as { message: unknown }).message) : String(error);
  return message.replace(/^(Exception|Error):\s*/, '').trim() || 'The sheet refused without saying why.';
}
