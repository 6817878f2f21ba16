import { ChartTypes } from './charts';
import { MemorySheet, SheetOptions } from './sheet';
import { MemorySpreadsheet, SpreadsheetOptions } from './spreadsheet';
// The same loader the tests use: dist/Code.js as one plain script in a fresh global scope.
import { loadCode } from '../scripts/lib/load-code.cjs';
import { isCustomFunctionName } from '../scripts/lib/entry-points.cjs';

/**
 * The Apps Script services the add-on uses (SpreadsheetApp: the
 * spreadsheet's sheets, the active one, its locale, Ui menus, sidebar,
 * alert, toast; HtmlService; Charts.ChartType for the sheet's
 * newChart/insertChart/getCharts; ScriptApp.AuthMode; LockService's
 * document lock), backed by a MemorySpreadsheet and recording what the
 * user would see as events. Shared by the tests and the preview server.
 */

export type UiEvent =
  | { readonly kind: 'menu'; readonly title: string; readonly items: ReadonlyArray<{ caption: string; handler: string }> }
  | { readonly kind: 'sidebar'; readonly title: string; readonly html: string }
  | { readonly kind: 'toast'; readonly title: string; readonly text: string }
  | { readonly kind: 'alert'; readonly title: string; readonly text: string };

class HtmlOutput {
  private title = '';
  constructor(private readonly content: string) {}
  setTitle(title: string): HtmlOutput {
    this.title = title;
    return this;
  }
  getTitle(): string {
    return this.title;
  }
  getContent(): string {
    return this.content;
  }
}

/**
 * A document's lock as LockService hands it out: each getDocumentLock()
 * is a Lock of its own (one execution's) on the document's one mutex.
 * One process here, so nothing can release a lock held elsewhere while
 * tryLock waits: it returns false at once and records how long it would
 * have waited (`waits`); waitLock throws Apps Script's timeout error.
 */
export class DocumentLocks {
  private holder: Lock | null = null;
  /** The timeouts passed to tryLock and waitLock, in order. */
  readonly waits: number[] = [];

  getDocumentLock(): Lock {
    return new Lock(this);
  }

  /** @internal Lock's side of the mutex. */
  acquire(lock: Lock, timeoutInMillis: number): boolean {
    this.waits.push(timeoutInMillis);
    if (this.holder !== null && this.holder !== lock) return false;
    this.holder = lock;
    return true;
  }

  /** @internal */
  release(lock: Lock): void {
    if (this.holder === lock) this.holder = null;
  }

  /** @internal */
  holds(lock: Lock): boolean {
    return this.holder === lock;
  }

  /** Whether any execution holds the lock. */
  get held(): boolean {
    return this.holder !== null;
  }
}

/** Apps Script's Lock: tryLock(ms), waitLock(ms), releaseLock(), hasLock(). */
export class Lock {
  constructor(private readonly locks: DocumentLocks) {}
  tryLock(timeoutInMillis: number): boolean {
    return this.locks.acquire(this, timeoutInMillis);
  }
  waitLock(timeoutInMillis: number): void {
    if (!this.tryLock(timeoutInMillis)) throw new Error('Lock timeout: another process was holding the lock for too long.');
  }
  releaseLock(): void {
    this.locks.release(this);
  }
  hasLock(): boolean {
    return this.locks.holds(this);
  }
}

/** Apps Script's authorization modes, as an open event's authMode holds them. */
const AUTH_MODES = { NONE: 'NONE', LIMITED: 'LIMITED', FULL: 'FULL', CUSTOM_FUNCTION: 'CUSTOM_FUNCTION' } as const;

export function fakeServices(book: MemorySpreadsheet, htmlFile: (name: string) => string | undefined) {
  const events: UiEvent[] = [];
  const menu = (title: string) => {
    const items: Array<{ caption: string; handler: string }> = [];
    const m = {
      addItem(caption: string, handler: string) {
        items.push({ caption, handler });
        return m;
      },
      addSeparator() {
        return m;
      },
      addToUi() {
        events.push({ kind: 'menu', title, items: [...items] });
      },
    };
    return m;
  };
  const ui = {
    ButtonSet: { OK: 'OK', OK_CANCEL: 'OK_CANCEL', YES_NO: 'YES_NO', YES_NO_CANCEL: 'YES_NO_CANCEL' },
    Button: { OK: 'OK', CLOSE: 'CLOSE' },
    createMenu: (title: string) => menu(title),
    createAddonMenu: () => menu('Extensions › Blades Odds'),
    showSidebar(output: HtmlOutput) {
      events.push({ kind: 'sidebar', title: output.getTitle(), html: output.getContent() });
    },
    /** alert(prompt) or alert(title, prompt, buttons). */
    alert(titleOrPrompt: string, prompt?: string) {
      events.push({ kind: 'alert', title: prompt === undefined ? '' : titleOrPrompt, text: prompt ?? titleOrPrompt });
      return 'OK';
    },
  };
  const spreadsheet = {
    getActiveSheet: () => book.getActiveSheet(),
    getSheets: () => book.getSheets(),
    getSheetByName: (name: string) => book.getSheetByName(name),
    insertSheet: (name?: string) => book.insertSheet(name),
    setActiveSheet: (s: MemorySheet) => book.setActiveSheet(s),
    getSpreadsheetLocale: () => book.getSpreadsheetLocale(),
    toast(text: string, title = '') {
      events.push({ kind: 'toast', title, text });
    },
  };
  const SpreadsheetApp = {
    getUi: () => ui,
    getActiveSheet: () => book.getActiveSheet(),
    getActiveSpreadsheet: () => spreadsheet,
    getActiveRange: () => book.getActiveSheet().getActiveRange(),
    flush: () => undefined,
  };
  const HtmlService = {
    createHtmlOutputFromFile(name: string) {
      const content = htmlFile(name);
      if (content === undefined) throw new Error(`No HTML file named ${name} was found.`);
      return new HtmlOutput(content);
    },
  };
  const Charts = { ChartType: ChartTypes };
  const LockService = new DocumentLocks();
  const ScriptApp = { AuthMode: AUTH_MODES };
  return { globals: { SpreadsheetApp, HtmlService, Charts, LockService, ScriptApp, console }, events, LockService };
}

export interface AddonOptions {
  /** The text of dist/Code.js. */
  readonly code: string;
  /** The project's HTML files by name ("Sidebar" → dist/Sidebar.html). */
  readonly htmlFile: (name: string) => string | undefined;
  readonly sheet?: SheetOptions;
  /** The spreadsheet's locale ("en_US" unless given) and the size of the sheets insertSheet adds. */
  readonly locale?: SpreadsheetOptions['locale'];
  readonly newSheet?: SpreadsheetOptions['newSheet'];
}

export interface Addon {
  /** The spreadsheet's first sheet, active until the add-on or the user activates another. */
  readonly sheet: MemorySheet;
  readonly spreadsheet: MemorySpreadsheet;
  readonly context: Record<string, unknown>;
  /** What the user has been shown so far (menus, sidebars, toasts, alerts). */
  readonly events: UiEvent[];
  /** The spreadsheet's document lock, as the add-on's LockService hands it out: a test holds it as another execution would. */
  readonly LockService: DocumentLocks;
  /** A server function called as google.script.run calls it: by name, top-level and public only. */
  run(fn: string, args?: unknown[]): unknown;
}

/** dist/Code.js loaded against a fresh MemorySpreadsheet, its custom functions available to every sheet's formulas. */
export function loadAddon(options: AddonOptions): Addon {
  const spreadsheet = new MemorySpreadsheet({ sheet: options.sheet, locale: options.locale, newSheet: options.newSheet });
  const sheet = spreadsheet.getActiveSheet();
  const { globals, events, LockService } = fakeServices(spreadsheet, options.htmlFile);
  const context = loadCode(globals, options.code);
  /** A top-level function of Code.js (its own property, not one inherited from Object). */
  const topLevel = (name: string) => {
    const fn = Object.prototype.hasOwnProperty.call(context, name) ? context[name] : undefined;
    return typeof fn === 'function' ? (fn as (...a: unknown[]) => unknown) : undefined;
  };
  spreadsheet.customFunction = (name) => (isCustomFunctionName(name) ? topLevel(name) : undefined);
  const run = (fn: string, args: unknown[] = []) => {
    const target = topLevel(fn);
    // google.script.run sees top-level functions only, and not private ones (a trailing _).
    if (!target || fn.endsWith('_')) throw new Error(`Script function not found: ${fn}`);
    return target(...args);
  };
  return { sheet, spreadsheet, context, events, LockService, run };
}
