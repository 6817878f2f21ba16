import { ChartTypes } from './charts';
import { MemorySheet, SheetOptions } from './sheet';
import { MemorySpreadsheet, SpreadsheetOptions } from './spreadsheet';
// The same loader the tests use: dist/Code.js as one plain script in a fresh global scope.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { loadCode } = require('../scripts/lib/load-code.cjs') as { loadCode: (globals: object, code: string) => Record<string, unknown> };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { isCustomFunctionName } = require('../scripts/lib/entry-points.cjs') as { isCustomFunctionName: (name: string) => boolean };

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

/** Apps Script's authorization modes, as an open event's authMode holds them. */
const AUTH_MODES = { NONE: 'NONE', LIMITED: 'LIMITED', FULL: 'FULL', CUSTOM_FUNCTION: 'CUSTOM_FUNCTION' } as const;

/** One script runs at a time here: the document lock is always free. */
const documentLock = { waitLock: () => undefined, tryLock: () => true, releaseLock: () => undefined, hasLock: () => true };

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
  const ScriptApp = { AuthMode: AUTH_MODES };
  const LockService = { getDocumentLock: () => documentLock };
  return { globals: { SpreadsheetApp, HtmlService, Charts, ScriptApp, LockService, console }, events };
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
  /** A server function called as google.script.run calls it: by name, top-level and public only. */
  run(fn: string, args?: unknown[]): unknown;
}

/** dist/Code.js loaded against a fresh MemorySpreadsheet, its custom functions available to every sheet's formulas. */
export function loadAddon(options: AddonOptions): Addon {
  const spreadsheet = new MemorySpreadsheet({ sheet: options.sheet, locale: options.locale, newSheet: options.newSheet });
  const sheet = spreadsheet.getActiveSheet();
  const { globals, events } = fakeServices(spreadsheet, options.htmlFile);
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
  return { sheet, spreadsheet, context, events, run };
}
