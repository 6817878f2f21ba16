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
