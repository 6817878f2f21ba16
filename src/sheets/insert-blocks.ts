import { SHOWN_SEPARATOR, WRITTEN_SEPARATOR, formulaCall, rollFormula } from '../rolls/formula';
import { Fraction } from '../dice/fraction';
import { TableColumn, rollSpec } from '../rolls/registry';
import { RollChoice, SpanChoice, isPoolChoice, isSpanChoice, spanSubject, spanText, subjectField, withSubject } from '../rolls/roll-types';
import { CellAddress, a1Notation } from './a1';
import { oddsChartSpec } from './chart-spec';
import { DICE_HEADING } from './functions/action';
import { groupBlock } from './group-block';
import { TableSpec } from './insert-options';
import { MEAN_FORMAT, percentFormat } from './percent-format';
import { BlockCell, SheetBlock } from './sheet-block';

/**
 * What the sidebar and the menu write into a sheet, as plain data (see
 * ./sheet-block.ts): the cells of one block and how to format it, for any
 * roll type. No Apps Script services here; src/appsscript/write-block.ts
 * puts its cells with content on the sheet. The options are read in
 * ./insert-options.ts.
 */

/**
 * The live formula for one value of its subject (a pool) at `at` (the
 * active cell), and the cells it spills into, as percent: below its
 * headings where the function spills them first (an entanglement's). A
 * group's formula reads its pools, so they are written too: see
 * group-block.ts.
 */
export function formulaBlock(choice: RollChoice, at: CellAddress = { row: 1, column: 1 }): SheetBlock {
  if (!isSpanChoice(choice)) return groupBlock(choice, at, { stress: false, mode: 'formulas', chart: false });
  const formula = rollFormula(choice, WRITTEN_SEPARATOR);
  const formats = rowFormats(choice);
  const blank = (): string[] => new Array<string>(formats.length).fill('');
  const headed = rollSpec(choice).spillsHeadings ? 1 : 0;
  return {
    cells: [[formula, ...blank().slice(1)], ...(headed ? [blank()] : [])],
    headerRows: [],
    percent: [{ rect: { row: headed, column: 0, rows: 1, columns: formats.length }, formats: [formats] }],
    // Said as the sidebar shows it beside the button, with commas: the cell gets semicolons, which every locale parses.
    what: rollFormula(choice, SHOWN_SEPARATOR),
  };
}

/** A values table's row: each exact figure rounded once, as the roll's custom function returns it. */
const valuesRow = (choice: SpanChoice): number[] =>
  rollSpec(choice)
    .rows(choice)
    .map((r) => r.fraction.toNumber());

/**
 * One pool's number formats, from its exact odds. A live row gets the
 * formats of the pool it is inserted with: if its pool cell is edited, a
 * cell keeps a format that still tells its old case from the ones next to
 * it (see ./percent-format).
 */
const rowFormats = (choice: SpanChoice): string[] =>
  rollSpec(choice)
    .rows(choice)
    .map((r) => percentFormat(r.fraction));

/**
 * The title row's text: "Resistance roll, 0–6 dice (live formulas)"; the
 * chart's title is the part before the brackets. A group's names its pools:
 * "Group action, pools 2, 1, 0 (live formulas)".
 */
export function tableTitle(spec: TableSpec): { table: string; chart: string } {
  const of = isSpanChoice(spec) ? spanText(spanSubject(spec.roll)!, spec.from, spec.to) : `pools ${spec.pools.join(', ')}`;
  const chart = `${rollSpec(spec).title(spec)}, ${of}`;
  return { table: `${chart} (${spec.mode === 'formulas' ? 'live formulas' : 'values'})`, chart };
}

/** A column after the row's spill, of its own function over the same pools: its cells' number format from each exact value. */
interface ExtraColumn extends TableColumn {
  readonly format: (value: Fraction) => string;
}

/**
 * The columns a table of `spec` adds after the row's: the risk to the
 * track (a chance) where stress is marked, a mean (acquiring's coin)
 * where the roll type gives one.
 */
function extraColumns(spec: SpanChoice): ExtraColumn[] {
  const roll = rollSpec(spec);
  // Only a roll of one pool marks stress.
  const risk = (isPoolChoice(spec) && roll.risk?.(spec)) || null;
  const mean = roll.meanColumn?.(spec);
  return [
    ...(risk ? [{ heading: risk.heading, fn: risk.fn, args: risk.args, value: risk.chance, format: percentFormat }] : []),
    ...(mean ? [{ ...mean, format: () => MEAN_FORMAT }] : []),
  ];
}

/**
 * A title row naming the roll, a header (Dice, or the subject's label, then
 * what each column is: "Partial", "Cost 0", "Clear 3", "By roll 2") and one
 * row per pool (per value of the subject: an engagement's advantages), with
 * its top-left cell at `at`. A function that spills its headings first
 * (BLADES_ENTANGLEMENT) has its live formula in the header row, after the
 * subject's label. As live formulas, column 1 holds the pools and
 * the first pool's row holds ONE formula per function over the whole pool
 * column, =BLADES_BANDS(B4:B10): Sheets makes one execution per formula
 * (Google's custom-function guide), so a table costs one per function
 * whatever its rows. Its spill fills the rows below and the columns after
 * it (left empty here), and editing one pool updates its row; a bad pool
 * shows its message in its own row (./dice-column.ts). As values, what
 * that function returns. With `chart`, a chart of it beside. With stress
 * marked (resistance, vice), one more column after the spill: the risk to
 * the track, =BLADES_TRAUMA(<pools>; stress; track) or
 * =BLADES_OVERINDULGE(<pools>; stress), or its value; acquiring's, its
 * mean coin, =BLADES_ACQUIRE_MEAN(<pools>; quality), as a mean. Each row keeps the
 * number formats of its own pool. Formulas are written with
 * WRITTEN_SEPARATOR between their arguments. A group's table is its own
 * block: see group-block.ts.
 */
export function oddsTableBlock(spec: TableSpec, at: CellAddress): SheetBlock {
  if (!isSpanChoice(spec)) return groupBlock(spec, at, { stress: true, mode: spec.mode, chart: spec.chart, title: tableTitle(spec) });
  const roll = rollSpec(spec);
  const headings = roll.headings(spec);
  const extras = extraColumns(spec);
  const spill = new Array<string>(headings.length - 1).fill('');
  const title = tableTitle(spec);
  const subject = spanSubject(spec.roll)!;
  const live = spec.mode === 'formulas';
  const headed = live && roll.spillsHeadings === true;
  const header = [subject === 'dice' ? DICE_HEADING : subjectField(subject).label, ...headings, ...extras.map((c) => c.heading)];
  const rows: BlockCell[][] = [[title.table, ...new Array<string>(header.length - 1).fill('')], header];
  // The pool column, B4:B10 (one cell, B4, for a one-pool table).
  const poolRange = a1Notation(at.row + rows.length, at.column, spec.to - spec.from + 1, 1);
  // Live: one formula per function in the first pool's row; the rows below are left empty for their spill.
  const formulaRow: BlockCell[] = [
    rollFormula(spec, WRITTEN_SEPARATOR, poolRange),
    ...spill,
    ...extras.map((c) => formulaCall(c.fn, [poolRange, ...c.args], WRITTEN_SEPARATOR)),
  ];
  const spillRow = new Array<string>(formulaRow.length).fill('');
  // Its headings spilled by the formula: the header row holds it.
  if (headed) rows[1] = [header[0], ...formulaRow];
  const percentFormats: string[][] = [];
  for (let value = spec.from; value <= spec.to; value++) {
    const row = withSubject(spec, value);
    const values = extras.map((c) => c.value(value));
    const first = value === spec.from && !headed;
    const odds = live ? (first ? formulaRow : spillRow) : [...valuesRow(row), ...values.map((v) => v.toNumber())];
    rows.push([value, ...odds]);
    percentFormats.push([...rowFormats(row), ...values.map((v, i) => extras[i].format(v))]);
  }
  const details = [...roll.details(spec), spec.mode === 'formulas' ? 'live formulas' : 'values'];
  const pools = percentFormats.length;
  return {
    cells: rows,
    headerRows: [0, 1],
    percent: [{ rect: { row: 2, column: 1, rows: pools, columns: header.length - 1 }, formats: percentFormats }],
    what: `the ${spanText(subject, spec.from, spec.to, true)} ${roll.table} (${details.join(', ')})`,
    ...(spec.chart ? { chart: oddsChartSpec(spec, title.chart, at, pools, header.length) } : {}),
  };
}
