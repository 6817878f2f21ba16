/**
 * Compile-time checks of the typed google.script.run bridge and the menu's
 * handler names: `npm run typecheck` fails if any line marked
 * @ts-expect-error stops being an error. Never run, only type-checked.
 */
import { MENU_ITEMS } from '../../src/appsscript/menu';
import { callServer } from '../../src/sidebar/server-calls';

export async function bridgeChecks(): Promise<void> {
  // The real calls type-check, and their results are the entry points' strings.
  const inserted: string = await callServer('insertFormula', 3, { roll: 'clock', segments: 8 });
  await callServer('insertOddsTable', { from: '0', to: 6, mode: 'values', roll: 'vice' });
  await callServer('insertOddsTable', { roll: 'clock', segments: 8, chart: true });
  await callServer('insertOddsTable', { roll: 'group', pools: [2, 1, 0], synchronized: true, chart: true });
  await callServer('insertFormula', 2, { roll: 'resistance', stress: 6, track: 9 });
  void inserted;
  // Where an insert will land, for the sidebar's "Inserts at B2": no arguments, a string.
  const cell: string = await callServer('activeCell');
  void cell;
  // @ts-expect-error activeCell takes no arguments
  await callServer('activeCell', 'A1');

  // @ts-expect-error a misspelt server function
  await callServer('insertFormla', 3);
  // @ts-expect-error a custom function is not a server function for the sidebar
  await callServer('BLADES_BANDS', 3);
  // @ts-expect-error an unknown roll type
  await callServer('insertFormula', 3, { roll: 'no-such-roll' });
  // @ts-expect-error a table mode that does not exist
  await callServer('insertOddsTable', { mode: 'links' });
  // @ts-expect-error Add a chart is a checkbox's boolean
  await callServer('insertOddsTable', { chart: 'yes' });
  // @ts-expect-error a group's pools are a list of numbers
  await callServer('insertOddsTable', { roll: 'group', pools: 3, synchronized: false });
  // @ts-expect-error coin is a clock's
  await callServer('insertFormula', 2, { roll: 'vice', coin: 1 });
  // @ts-expect-error the dice count is a number
  await callServer('insertFormula', { dice: 3 });
}

export const menuChecks = [
  ...MENU_ITEMS,
  // @ts-expect-error a menu item must name an entry point of Code.js
  { caption: 'Broken', handler: 'showSidebr' } satisfies (typeof MENU_ITEMS)[number],
];
