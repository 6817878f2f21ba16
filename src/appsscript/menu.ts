import type * as EntryPoints from './Code';

/**
 * The Blades Odds menu (Extensions › Blades Odds) and the sidebar. The menu names its handlers by
 * their top-level names in dist/Code.js (src/appsscript/Code.ts).
 */

export const ADDON_TITLE = 'Blades Odds';

/** A menu item calls a top-level function of Code.js by name: only an entry point's name type-checks. */
type EntryPointName = keyof typeof EntryPoints;

export const MENU_ITEMS: ReadonlyArray<{ readonly caption: string; readonly handler: EntryPointName }> = [
  { caption: 'Quick lookup', handler: 'showSidebar' },
  { caption: 'Insert odds table', handler: 'insertDefaultOddsTable' },
  { caption: 'Check this add-on', handler: 'checkThisAddon' },
];

/**
 * The add-on's menu, Extensions › Blades Odds. createAddonMenu() is the menu
 * a published Editor add-on shows (a createMenu() menu disappears once it is
 * published); in a script bound to one spreadsheet it makes the same submenu
 * of Extensions, named after the Apps Script project. It calls only the Ui's
 * menu methods, which every authorization mode allows, AuthMode.NONE
 * included (an add-on installed but not yet used in this spreadsheet); an
 * item asks for authorization when it is chosen, not before.
 */
export function addMenu(): void {
  const menu = SpreadsheetApp.getUi().createAddonMenu();
  for (const item of MENU_ITEMS) menu.addItem(item.caption, item.handler);
  menu.addToUi();
}

/** dist/Sidebar.html, pushed beside Code.js; Sheets gives it 300 px. */
export function openSidebar(): void {
  const html = HtmlService.createHtmlOutputFromFile('Sidebar').setTitle(ADDON_TITLE);
  SpreadsheetApp.getUi().showSidebar(html);
}

/**
 * A menu action has no sidebar to answer in: success shows as a toast, a
 * refusal (occupied cells, bad input) as an alert the user must read.
 */
export function runFromMenu(action: () => string): void {
  let message: string;
  try {
    message = action();
  } catch (e) {
    const ui = SpreadsheetApp.getUi();
    ui.alert(ADDON_TITLE, e instanceof Error ? e.message : String(e), ui.ButtonSet.OK);
    return;
  }
  SpreadsheetApp.getActiveSpreadsheet().toast(message, ADDON_TITLE);
}
