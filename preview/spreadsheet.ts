import { MemorySheet, SheetOptions } from './sheet';

/**
 * The in-memory spreadsheet: its sheets in tab order, the active one, and
 * its locale, with Apps Script's Spreadsheet methods for them
 * (getSheets, getSheetByName, insertSheet, getActiveSheet,
 * setActiveSheet, getSpreadsheetLocale). Every sheet's formulas call the
 * same custom functions, and are read in the spreadsheet's locale.
 */

type CustomFunction = (...args: unknown[]) => unknown;

export interface SpreadsheetOptions {
  /** The first sheet ("Sheet1" unless named). */
  readonly sheet?: SheetOptions;
  /** As getSpreadsheetLocale() gives it: "en_US" (the default), "de_DE", … */
  readonly locale?: string;
  /** The size of a sheet insertSheet adds: 1000 rows × 26 columns unless given, as in Sheets. */
  readonly newSheet?: { readonly rows?: number; readonly columns?: number };
}

/**
 * Whether "," separates a formula's arguments in `locale`: not where it is
 * the decimal separator (de_DE), as Sheets reads what is typed or written.
 */
export function commaSeparatesArguments(locale: string): boolean {
  return !new Intl.NumberFormat(locale.replace(/_/g, '-')).format(0.5).includes(',');
}

export class MemorySpreadsheet {
  private readonly sheets: MemorySheet[];
  private active: MemorySheet;
  private readonly locale: string;
  private readonly newSheet: { readonly rows?: number; readonly columns?: number };
  /** The custom functions every sheet's formulas may call, by upper-case name. */
  customFunction: (name: string) => CustomFunction | undefined = () => undefined;

  constructor(options: SpreadsheetOptions = {}) {
    this.locale = options.locale ?? 'en_US';
    this.newSheet = options.newSheet ?? {};
    this.active = this.makeSheet(options.sheet ?? {});
    this.sheets = [this.active];
  }

  private makeSheet(options: SheetOptions): MemorySheet {
    return new MemorySheet({
      ...options,
      customFunction: (name) => this.customFunction(name),
      formulaLocale: { commaSeparates: commaSeparatesArguments(this.locale) },
    });
  }

  getSheets(): MemorySheet[] {
    return [...this.sheets];
  }
  getSheetByName(name: string): MemorySheet | null {
    return this.sheets.find((s) => s.getName() === name) ?? null;
  }
  getActiveSheet(): MemorySheet {
    return this.active;
  }
  setActiveSheet(sheet: MemorySheet): MemorySheet {
    if (!this.sheets.includes(sheet)) throw new Error('The sheet is not in this spreadsheet.');
    this.active = sheet;
    return sheet;
  }
  getSpreadsheetLocale(): string {
    return this.locale;
  }

  /** A new empty sheet after the others, which becomes the active one, as in Sheets; a name in use is refused. */
  insertSheet(name?: string): MemorySheet {
    let sheetName = name;
    for (let n = this.sheets.length + 1; sheetName === undefined; n++) if (!this.getSheetByName(`Sheet${n}`)) sheetName = `Sheet${n}`;
    if (this.sheets.some((s) => s.getName().toLowerCase() === sheetName.toLowerCase()))
      throw new Error(`A sheet with the name "${sheetName}" already exists. Please enter another name.`);
    const sheet = this.makeSheet({ ...this.newSheet, name: sheetName });
    this.sheets.push(sheet);
    this.active = sheet;
    return sheet;
  }
}
