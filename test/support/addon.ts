import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Addon, loadAddon } from '../../preview/apps-script';
import { SheetOptions } from '../../preview/sheet';
import { errorOf } from './apps-script';

const dist = join(__dirname, '../../dist');
export const builtFile = (name: string): string => readFileSync(join(dist, name), 'utf8');

/** The built dist/Code.js against a fresh in-memory sheet, with Apps Script's services faked around it. */
export function builtAddon(sheet?: SheetOptions, spreadsheet?: { locale?: string }): Addon {
  return loadAddon({
    code: builtFile('Code.js'),
    htmlFile: (name) => (name === 'Sidebar' ? builtFile('Sidebar.html') : undefined),
    sheet,
    ...spreadsheet,
  });
}

/** An add-on whose sheet holds `cells` (typed, by A1 name), its active cell at `active`. */
export function addonWith(cells: Record<string, string>, active: string, sheet?: SheetOptions): Addon {
  const addon = builtAddon(sheet);
  for (const [a1, text] of Object.entries(cells)) {
    const r = addon.sheet.getRange(a1);
    addon.sheet.enter(r.getRow(), r.getColumn(), text);
  }
  addon.sheet.setActiveSelection(active);
  return addon;
}

/** The insert is refused: its message, with the sheet and its writes as they were. */
export function refused(addon: Addon, fn: string, args: unknown[]): string {
  const before = addon.sheet.snapshot();
  const message = errorOf(() => addon.run(fn, args));
  expect(addon.sheet.snapshot()).toEqual(before);
  expect(addon.sheet.writes).toEqual([]);
  return message;
}

/**
 * Everything an insert's write can change on the sheet, to compare before
 * and after a failed insert: every cell's formula, value, number format and
 * weight over `size`, every chart, and the conditional colour scales.
 */
export function sheetState(addon: Addon, size: { rows: number; columns: number }) {
  const all = addon.sheet.getRange(1, 1, size.rows, size.columns);
  return {
    formulas: all.getFormulas(),
    values: all.getValues(),
    formats: all.getNumberFormats(),
    weights: all.getFontWeights(),
    charts: addon.sheet.getCharts().map((c) => c.describe()),
    colourScales: addon.sheet.snapshot().colourScales,
  };
}
