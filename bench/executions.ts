/**
 * 8. Executions per inserted live table. Sheets runs each custom-function
 * formula as an execution of its own, each loading the script afresh
 * (Google's custom-function guide), so what a table costs to build and to
 * recalculate is its number of custom-function calls. Each table is
 * inserted by the built Code.js (insertOddsTable, as the sidebar calls it)
 * into the in-memory sheet, which counts the calls of a recalculation
 * (preview/sheet.ts), and beside it the design it replaces: the same table
 * with one formula per row and function, =BLADES_BANDS(B4) … =BLADES_BANDS(B10),
 * which must show the same cells. A count, not a timing: the same on every
 * machine and in every mode.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Addon, loadAddon } from '../preview/apps-script';
import { CustomFunctionCall, MemorySheet } from '../preview/sheet';
import { parseCell } from '../src/sheets/a1';
import { DIST_DIR, readCode } from './built-code';
import { Figure, Section } from './report';

/** One inserted table: what it is called here, and the options insertOddsTable gets. */
export interface TableCase {
  readonly id: string;
  readonly label: string;
  readonly options: Readonly<Record<string, unknown>>;
}

/** The roll types as the sidebar sends them (it always sends marked stress, so resistance and vice have their risk column). */
const POOL_ROLLS: ReadonlyArray<{ id: string; label: string; options: Record<string, unknown> }> = [
  { id: 'action', label: 'Action', options: { roll: 'action' } },
  { id: 'resistance', label: 'Resistance, 0 of 9 stress marked (with Trauma)', options: { roll: 'resistance', stress: 0, track: 9 } },
  { id: 'vice', label: 'Vice, 3 stress marked (with Overindulging)', options: { roll: 'vice', stress: 3 } },
  { id: 'clock8', label: 'Clock of 8 segments', options: { roll: 'clock', segments: 8 } },
  { id: 'clock24coin', label: 'Clock of 24 segments, 1 coin a roll', options: { roll: 'clock', segments: 24, coin: 1 } },
  {
    id: 'progress8',
    label: 'Progress clock of 8 segments, standard effect',
    options: { roll: 'progress', segments: 8, effect: 'standard' },
  },
  { id: 'threat3', label: 'Threat roll, 3 threats, desperate', options: { roll: 'threat', threats: 3, position: 'desperate' } },
];

/** The spans: one pool, the default 0–6, and the largest, 0–20. */
export const SPANS: ReadonlyArray<readonly [number, number]> = [
  [3, 3],
  [0, 6],
  [0, 20],
];

export const TABLE_CASES: readonly TableCase[] = [
  ...POOL_ROLLS.flatMap((r) =>
    SPANS.map(([from, to]) => ({
      id: `${r.id}.${from}-${to}`,
      label: `${r.label}, ${from === to ? `${from} dice` : `${from}–${to} dice`}`,
      options: { ...r.options, from, to, mode: 'formulas' },
    })),
  ),
  { id: 'group.3', label: 'Group of 3 (2, 1, 0 dice)', options: { roll: 'group', pools: [2, 1, 0], mode: 'formulas' } },
  {
    id: 'group.12',
    label: 'Group of 12 × 20 dice, Synchronized',
    options: { roll: 'group', pools: new Array(12).fill(20), synchronized: true, mode: 'formulas' },
  },
];

/** Room for the largest table (0–20 pools, a 24-segment clock) at B2. */
const SHEET = { rows: 40, columns: 30 };

/** A fresh add-on (the built Code.js against an empty sheet) with the table inserted at B2. */
export function insertedTable(options: Readonly<Record<string, unknown>>, code = readCode()): Addon {
  const addon = loadAddon({
    code,
    htmlFile: (name) => (name === 'Sidebar' ? readFileSync(join(DIST_DIR, 'Sidebar.html'), 'utf8') : undefined),
    sheet: SHEET,
  });
  addon.sheet.setActiveSelection('B2');
  addon.run('insertOddsTable', [options]);
  return addon;
}

/** A formula over a pool column, =FN(B4:B10; …): its function, column, first and last row, and the other arguments' text. */
const RANGE_FORMULA = /^=(BLADES_[A-Z_]+)\(([A-Z]+\d+):([A-Z]+\d+)((?:; [^)]*)?)\)$/;

/**
 * The design the inserts replace, on `sheet`: each formula over a pool
 * column, =FN(B4:B10; 8), rewritten as one formula per row reading its own
 * pool cell, =FN(B4; 8) … =FN(B10; 8), in the cells its spill filled. A
 * group's formulas read the crew together and stay as they are (they were
 * one per function before too). Returns the cells rewritten.
 */
export function perRowDesign(sheet: MemorySheet): number {
  const formulas = sheet.snapshot().cells.filter((c) => c.kind === 'formula');
  let rewritten = 0;
  for (const cell of formulas) {
    const m = RANGE_FORMULA.exec(cell.input);
    if (!m || m[1].startsWith('BLADES_GROUP')) continue;
    const [, fn, from, to, rest] = m;
    const [first, last] = [parseCell(from)!, parseCell(to)!];
    for (let r = first.row; r <= last.row; r++) {
      const poolCell = `${from.replace(/\d+$/, '')}${r}`;
      sheet.getRange(cell.row + r - first.row, cell.column).setValues([[`=${fn}(${poolCell}${rest})`]]);
      rewritten++;
    }
  }
  return rewritten;
}

/** What one table costs, in custom-function calls per recalculation, now and as a formula per row. */
export interface TableExecutions {
  readonly now: readonly CustomFunctionCall[];
  readonly perRow: readonly CustomFunctionCall[];
  /** The functions the table shows, each once, in the order Sheets calls them. */
  readonly functions: readonly string[];
  /** Whether both designs show the same cells, every one. */
  readonly sameCells: boolean;
}

const allValues = (sheet: MemorySheet) => sheet.getRange(1, 1, SHEET.rows, SHEET.columns).getValues();

export function tableExecutions(c: TableCase, code = readCode()): TableExecutions {
  const now = insertedTable(c.options, code).sheet;
  const before = insertedTable(c.options, code).sheet;
  perRowDesign(before);
  const calls = now.recalculate();
  return {
    now: calls,
    perRow: before.recalculate(),
    functions: [...new Set(calls.map((call) => call.name))],
    sameCells: JSON.stringify(allValues(now)) === JSON.stringify(allValues(before)),
  };
}

export function executionsSection(): Section {
  const code = readCode();
  const figures: Figure[] = TABLE_CASES.map((c) => {
    const t = tableExecutions(c, code);
    const functions = t.functions.length;
    return {
      id: `executions.${c.id}`,
      label: c.label,
      value: t.now.length,
      unit: 'executions',
      target: { text: `= ${functions}, one per function`, met: t.now.length === functions },
      note:
        `${t.functions.join(' and ')}; before, ` +
        (c.options.roll === 'group'
          ? `${t.perRow.length} (a group's table was already one formula per function)`
          : `a formula per row: ${t.perRow.length}`) +
        (t.sameCells ? '; the same cells' : '; THE CELLS DIFFER'),
    };
  });
  return {
    id: 'executions',
    title:
      '8. Executions (custom-function calls) per recalculation of an inserted live table: one formula per function, ' +
      'against a formula per row as before; built Code.js in the in-memory sheet, a count, not a time',
    figures,
  };
}
