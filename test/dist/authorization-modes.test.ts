import { fakeServices, UiEvent } from '../../preview/apps-script';
import { MemorySpreadsheet } from '../../preview/spreadsheet';
import { MENU_ITEMS } from '../../src/appsscript/menu';
import { builtFile } from '../support/addon';
import { loadCode } from '../../scripts/lib/load-code.cjs';

/**
 * onOpen and onInstall of the built Code.js in each authorization mode a
 * trigger can run in (Google's "Editor add-on authorization" guide):
 * NONE, when the add-on is installed but not yet used in this spreadsheet;
 * LIMITED, when it is used here or the script is bound to it; FULL, for
 * onInstall and for a menu item. In NONE a script may use no service that
 * needs authorization; what it may do is add its menu ("Custom menus for
 * Editor add-ons": a menu item "works in all authorization modes"). So the
 * services here are guarded: every member the script reaches is recorded,
 * and in NONE anything but the menu's calls throws, as Apps Script refuses
 * it.
 */

type Mode = 'NONE' | 'LIMITED' | 'FULL';

/** The calls AuthMode.NONE allows: the Ui's add-on menu, and reading the AuthMode enum. */
const ALLOWED_IN_NONE = new Set([
  'SpreadsheetApp.getUi',
  'Ui.createAddonMenu',
  'Menu.addItem',
  'Menu.addSeparator',
  'Menu.addToUi',
  'ScriptApp.AuthMode',
]);

/** The Apps Script class a call returns, so that what it returns is guarded too. */
const RETURNS: Record<string, string> = {
  'SpreadsheetApp.getUi': 'Ui',
  'Ui.createAddonMenu': 'Menu',
  'Ui.createMenu': 'Menu',
  'Menu.addItem': 'Menu',
  'Menu.addSeparator': 'Menu',
};

/** `service` behind a proxy that records each member reached as "Class.member" and, in NONE, refuses what NONE does not allow. */
function guarded<T extends object>(name: string, service: T, mode: () => Mode, reached: string[]): T {
  return new Proxy(service, {
    get(target, prop, receiver) {
      const value: unknown = Reflect.get(target, prop, receiver);
      if (typeof prop === 'symbol') return value;
      const member = `${name}.${prop}`;
      reached.push(member);
      if (mode() === 'NONE' && !ALLOWED_IN_NONE.has(member))
        throw new Error(`${member} needs authorization, which AuthMode.NONE does not give`);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const result: unknown = (value as (...a: unknown[]) => unknown).apply(target, args);
        const returned = RETURNS[member];
        return returned && typeof result === 'object' && result !== null ? guarded(returned, result, mode, reached) : result;
      };
    },
  });
}

/** The built Code.js loaded with guarded services; `mode` is the mode the next call runs in. */
function guardedAddon() {
  let mode: Mode = 'NONE';
  const reached: string[] = [];
  const { globals, events } = fakeServices(new MemorySpreadsheet(), (name) => (name === 'Sidebar' ? builtFile('Sidebar.html') : undefined));
  const { console: log, ...services } = globals;
  const wrapped = Object.fromEntries(Object.entries(services).map(([name, service]) => [name, guarded(name, service, () => mode, reached)]));
  // Loading runs no service: Apps Script loads the script in every mode, NONE included.
  const context = loadCode({ ...wrapped, console: log }, builtFile('Code.js'));
  const AuthMode = globals.ScriptApp.AuthMode;
  const run = (as: Mode, fn: string, args: unknown[] = []) => {
    mode = as;
    reached.length = 0;
    return (context[fn] as (...a: unknown[]) => unknown)(...args);
  };
  return { AuthMode, events, reached, run, loadedWith: [...reached] };
}

/** What building the menu calls, and nothing else: the add-on menu, one addItem per item, addToUi. */
function menuCalls(events: UiEvent[]): string[] {
  const [menu] = events;
  if (menu?.kind !== 'menu') throw new Error('no menu was added');
  return ['SpreadsheetApp.getUi', 'Ui.createAddonMenu', ...menu.items.map(() => 'Menu.addItem'), 'Menu.addToUi'];
}

const MENU: UiEvent = {
  kind: 'menu',
  title: 'Extensions › Blades Odds',
  // The menu's items as src/appsscript/menu.ts declares them, once.
  items: MENU_ITEMS.map(({ caption, handler }) => ({ caption, handler })),
};

describe('onOpen(e) in each authorization mode', () => {
  test('loading Code.js reaches no service', () => {
    expect(guardedAddon().loadedWith).toEqual([]);
  });

  test.each<Mode>(['NONE', 'LIMITED', 'FULL'])('in AuthMode.%s it adds the add-on menu (Extensions › Blades Odds) and does nothing else', (mode) => {
    const addon = guardedAddon();
    addon.run(mode, 'onOpen', [{ authMode: addon.AuthMode[mode] }]);
    expect(addon.events).toEqual([MENU]);
    // Only the menu's calls: never createMenu (a published add-on's top-level menu vanishes), never the sheet.
    expect(addon.reached).toEqual(menuCalls(addon.events));
  });

  test('onInstall (AuthMode.FULL) adds the same menu with the same calls', () => {
    const addon = guardedAddon();
    addon.run('FULL', 'onInstall', [{ authMode: addon.AuthMode.FULL }]);
    expect(addon.events).toEqual([MENU]);
    expect(addon.reached).toEqual(menuCalls(addon.events));
  });

  test('the guard refuses in NONE what needs authorization: a menu item run in NONE would fail', () => {
    const addon = guardedAddon();
    expect(() => addon.run('NONE', 'showSidebar')).toThrow('HtmlService.createHtmlOutputFromFile needs authorization, which AuthMode.NONE does not give');
    // In FULL, as Apps Script runs a chosen menu item, the same item works.
    addon.run('FULL', 'showSidebar');
    expect(addon.events.at(-1)).toEqual({ kind: 'sidebar', title: 'Blades Odds', html: builtFile('Sidebar.html') });
  });
});
