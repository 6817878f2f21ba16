import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Addon, loadAddon } from '../../preview/apps-script';
import { SheetOptions } from '../../preview/sheet';

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
