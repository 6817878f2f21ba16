import { a1Notation } from '../sheets/a1';
import { readFormulaSpec } from '../sheets/insert-options';
import { formulaBlock } from '../sheets/insert-blocks';
import {
  ExampleArgument,
  FunctionExamples,
  InsertTrial,
  RefusalCall,
  SUMMARY_ROW,
  SelfCheckPlan,
  UNCHANGED,
  checkSheetName,
  selfCheckPlan,
} from '../sheets/self-check';
import { LOCK_WAIT_MS } from './document-lock';
import { writeBlock } from './write-block';

/**
 * Check this add-on: a new sheet of checks that Sheets itself judges
 * (src/sheets/self-check.ts says which), written here, with what only the
 * script can observe filled in: the message of each refusal, and two
 * inserts tried on the new sheet's own scratch cells. Nothing is written
 * on any other sheet.
 */

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

/** Every custom function's checked @example lines as JSON, put in by the build (scripts/build.cjs) from Code.ts's JSDoc. */
declare const DOCUMENTED_EXAMPLES_: string;

/** Adds the check sheet; says what it added and where to read the verdict. */
export function runSelfCheck(): string {
  const book = SpreadsheetApp.getActiveSpreadsheet();
  const plan = selfCheckPlan(JSON.parse(DOCUMENTED_EXAMPLES_) as FunctionExamples[], book.getSpreadsheetLocale());
  // The name is chosen and the sheet added under the document lock, so two
  // checks at once never take one name; the trial inserts come after it is
  // released, since each takes the lock itself, as any insert does.
  const lock = LockService.getDocumentLock();
  lock.waitLock(LOCK_WAIT_MS);
  let name: string;
  let sheet: Sheet;
  try {
    name = checkSheetName(book.getSheets().map((s) => s.getName()));
    sheet = book.insertSheet(name);
    writePlan(sheet, plan);
  } finally {
    lock.releaseLock();
  }
  for (const trial of plan.inserts) tryInsert(sheet, trial);
  const summary = a1Notation(SUMMARY_ROW, 1);
  return `Added the sheet "${name}" with ${plan.checks} checks. Its cell ${summary} reads "${plan.checks} of ${plan.checks} ok" when every check passes.`;
}

function writePlan(sheet: Sheet, plan: SelfCheckPlan): void {
  if (sheet.getMaxColumns() < plan.columns) sheet.insertColumnsAfter(sheet.getMaxColumns(), plan.columns - sheet.getMaxColumns());
  for (const { at, values } of plan.writes) sheet.getRange(at.row, at.column, values.length, values[0].length).setValues(values);
  for (const row of plan.boldRows) sheet.getRange(row, 1, 1, plan.columns).setFontWeight('bold');
  plan.columnWidths.forEach((width, i) => sheet.setColumnWidth(i + 1, width));
  for (const refusal of plan.refusals) sheet.getRange(refusal.at.row, refusal.at.column).setValue(`'${observedRefusal(refusal)}`);
}

/**
 * What the custom function says when the script calls it as Sheets does
 * (its top-level function in Code.js, the argument-count check included):
 * the message it throws. A formula in the sheet cannot read it: Sheets
 * shows #ERROR!, ERROR.TYPE 8, with the message only in the cell's note.
 */
function observedRefusal({ fn, args }: RefusalCall): string {
  const target = (globalThis as unknown as Record<string, unknown>)[fn];
  if (typeof target !== 'function') return `${fn} is not a function of this script`;
  try {
    (target as (...a: ExampleArgument[]) => unknown)(...args);
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
  return `${fn} gave a value: it did not refuse`;
}

/** The trial's scratch cells as a script reads them: formulas and values. */
function scratchState(sheet: Sheet, { scratch }: InsertTrial): string {
  const range = sheet.getRange(scratch.row, scratch.column, scratch.rows, scratch.columns);
  return JSON.stringify([range.getFormulas(), range.getValues()]);
}

/** Tries the insert the trial names; writes its message, and whether its scratch cells are as they were. */
function tryInsert(sheet: Sheet, trial: InsertTrial): void {
  const before = scratchState(sheet, trial);
  let message: string;
  try {
    message = `inserted: ${writeBlock(sheet, trial.target, formulaBlock(readFormulaSpec(trial.dice), trial.target))}`;
  } catch (e) {
    message = e instanceof Error ? e.message : String(e);
  }
  const after = scratchState(sheet, trial);
  sheet.getRange(trial.message.row, trial.message.column).setValue(`'${message}`);
  sheet.getRange(trial.observed.row, trial.observed.column).setValue(before === after ? UNCHANGED : 'changed');
}
