import { actionBands, BANDS } from '../blades/action';
import { BONUS_OPTIONS } from '../blades/bonus-dice';
import { DEFAULT_TRACK } from '../blades/stress-risk';
import { traumaBy, traumaMeanRolls } from '../blades/trauma-walk';
import { BAND_COLOURS, poolColours } from '../rolls/colours';
import { DecisionOption, TRAUMA_WITHIN_ROLLS, TRAUMA_WITHIN_TITLE, bonusDiceSection, withinRolls } from '../rolls/decisions';
import { Fraction } from '../dice/fraction';
import { WRITTEN_SEPARATOR, formulaCall } from '../rolls/formula';
import { poolText, poolsText } from '../rolls/pool-text';
import { CellAddress, a1Notation } from './a1';
import { ChartSpec, lineOptions } from './chart-spec';
import { bladesOptions, DICE_HEADING, OPTIONS_HEADER } from './functions/action';
import { SectionSpec, TraumaTableSpec } from './insert-options';
import { changeFormat, MEAN_FORMAT, percentFormat } from './percent-format';
import { BlockCell, SheetBlock } from './sheet-block';

/**
 * The decision sections' tables (src/rolls/decisions.ts), as SheetBlocks
 * the edge writes all or nothing (src/appsscript/write-block.ts), like
 * the odds tables of ./insert-blocks.ts: a title row, then the table, as
 * live formulas (one per function) or values, with a chart beside it when
 * asked. One case per insertable section.
 */
export function sectionBlock(spec: SectionSpec, at: CellAddress): SheetBlock {
  switch (spec.section) {
    case 'bonus-dice':
      return optionsBlock(spec.dice, spec.writing.mode === 'formulas', spec.writing.chart, at);
    case 'trauma-within':
      return traumaByBlock(spec.table, at);
  }
}

const written = (live: boolean): string => (live ? 'live formulas' : 'values');
const blanks = (n: number): string[] => new Array<string>(n).fill('');

/**
 * The sidebar's answer beside the options (src/rolls/decisions.ts, the
 * same code its *What a bonus die buys* draws from): each chance it lists
 * and its change from As rolled, then the option's mark (Best per stress,
 * No stress). Headings, and a row of cells per option with the chances'
 * and changes' formats.
 */
function optionsAnswer(dice: number): { header: string[]; rows: BlockCell[][]; formats: string[][] } {
  const section = bonusDiceSection({ roll: 'action', dice });
  // Each chance and its change, in the section's column order (its stress is the spill's).
  const chanceCells = (o: DecisionOption) =>
    o.cells.flatMap((cell) => (cell.kind === 'chance' ? [{ value: cell.value, change: cell.change ?? Fraction.of(0) }] : []));
  const chanceColumns = section.columns.filter((_, i) => section.options[0].cells[i].kind === 'chance');
  return {
    header: [...chanceColumns.flatMap((column) => [column, `${column}: change`]), MARK_HEADING],
    rows: section.options.map((o) => [...chanceCells(o).flatMap((c) => [c.value.toNumber(), c.change.toNumber()]), o.marker ?? '']),
    formats: section.options.map((o) => chanceCells(o).flatMap((c) => [percentFormat(c.value), changeFormat(c.change)])),
  };
}

/** The options table's marks column: the sidebar's marker words. */
export const MARK_HEADING = 'Mark';

/**
 * BLADES_OPTIONS for one pool under a title: live, its one formula, whose
 * 7 × 7 result (its own header row included) spills below and right; as
 * values, the same cells. Beside it, the sidebar's answer (optionsAnswer):
 * At least Partial and Clean or better with their changes from As rolled,
 * and the marks. Decision: those are values computed exactly when the
 * table is inserted, also in a live table, and its title row says so: the
 * formula's pool is written in it, so they hold as long as it does, and a
 * formula over the spill's doubles would round twice and could mark an
 * exact tie as none (or the reverse). The bands as percent; with `chart`,
 * a bar per option, its bands stacked.
 */
function optionsBlock(dice: number, live: boolean, chart: boolean, at: CellAddress): SheetBlock {
  const answer = optionsAnswer(dice);
  const spilled = OPTIONS_HEADER.length;
  const width = spilled + answer.header.length;
  const chartTitle = `What a bonus die buys, ${poolText(dice)}`;
  const functionCells = live
    ? [[formulaCall('BLADES_OPTIONS', [dice], WRITTEN_SEPARATOR), ...blanks(spilled - 1)], ...BONUS_OPTIONS.map(() => blanks(spilled))]
    : bladesOptions(dice);
  const table = functionCells.map((row, i) => [...row, ...(i === 0 ? answer.header : answer.rows[i - 1])]);
  const note = live
    ? [`Changes and marks: values for ${poolText(dice)}, as inserted`, ...blanks(answer.header.length - 1)]
    : blanks(answer.header.length);
  const bandsAt = OPTIONS_HEADER.length - BANDS.length;
  const ranges = [
    { row: at.row + 1, column: at.column, rows: BONUS_OPTIONS.length + 1, columns: 1 },
    { row: at.row + 1, column: at.column + bandsAt, rows: BONUS_OPTIONS.length + 1, columns: BANDS.length },
  ];
  const spec: ChartSpec = {
    type: 'BAR',
    ranges,
    options: { title: chartTitle, isStacked: true, colors: BAND_COLOURS, 'hAxis.format': 'percent' },
    anchor: { row: at.row, column: at.column + width },
  };
  return {
    cells: [[`${chartTitle} (${written(live)})`, ...blanks(spilled - 1), ...note], ...table],
    headerRows: [0, 1],
    percent: [
      {
        rect: { row: 2, column: bandsAt, rows: BONUS_OPTIONS.length, columns: BANDS.length },
        formats: BONUS_OPTIONS.map(({ bonus }) => actionBands(dice + bonus).map(percentFormat)),
      },
      { rect: { row: 2, column: spilled, rows: BONUS_OPTIONS.length, columns: answer.formats[0].length }, formats: answer.formats },
    ],
    what: `the bonus-dice options table for ${poolText(dice)} (${written(live)})`,
    ...(chart ? { chart: spec } : {}),
  };
}

/**
 * The trauma walk for each pool From–To, from the stress and track on
 * show: Dice, then the chance of trauma within 1 … TRAUMA_WITHIN_ROLLS
 * rolls, then the mean rolls. Live: =BLADES_TRAUMA_BY over the pool
 * column in the first pool's row, spilling, and =BLADES_TRAUMA_MEAN
 * beside it; with `chart`, a line per pool across the rolls.
 */
function traumaByBlock(spec: TraumaTableSpec, at: CellAddress): SheetBlock {
  const [stress, track] = [spec.stress ?? 0, spec.track ?? DEFAULT_TRACK];
  const live = spec.mode === 'formulas';
  const k = TRAUMA_WITHIN_ROLLS;
  const pools = Array.from({ length: spec.to - spec.from + 1 }, (_, i) => spec.from + i);
  const header = [DICE_HEADING, ...Array.from({ length: k }, (_, i) => withinRolls(i + 1)), 'Mean rolls'];
  const chartTitle = `${TRAUMA_WITHIN_TITLE}, ${stress} of ${track} stress marked, ${poolsText(spec.from, spec.to)}`;
  const poolRange = a1Notation(at.row + 2, at.column, pools.length, 1);
  const formulas: BlockCell[] = [
    formulaCall('BLADES_TRAUMA_BY', [poolRange, stress, k, track], WRITTEN_SEPARATOR),
    ...blanks(k - 1),
    formulaCall('BLADES_TRAUMA_MEAN', [poolRange, stress, track], WRITTEN_SEPARATOR),
  ];
  const rows: BlockCell[][] = pools.map((dice, i) => [
    dice,
    ...(live
      ? i === 0
        ? formulas
        : blanks(k + 1)
      : [...traumaBy(dice, stress, track, k).map((f) => f.toNumber()), traumaMeanRolls(dice, stress, track).toNumber()]),
  ]);
  const chartSpec: ChartSpec = {
    type: 'LINE',
    transposed: true,
    ranges: [
      { row: at.row + 1, column: at.column, rows: pools.length + 1, columns: 1 },
      { row: at.row + 1, column: at.column + 1, rows: pools.length + 1, columns: k },
    ],
    options: lineOptions(chartTitle, poolColours(pools), pools, 'Chance of trauma'),
    anchor: { row: at.row, column: at.column + header.length },
  };
  return {
    cells: [[`${chartTitle} (${written(live)})`, ...blanks(header.length - 1)], header, ...rows],
    headerRows: [0, 1],
    percent: [
      {
        rect: { row: 2, column: 1, rows: pools.length, columns: k },
        formats: pools.map((d) => traumaBy(d, stress, track, k).map(percentFormat)),
      },
      { rect: { row: 2, column: k + 1, rows: pools.length, columns: 1 }, formats: pools.map(() => [MEAN_FORMAT]) },
    ],
    what: `the ${poolsText(spec.from, spec.to)} trauma table (${stress} of ${track} stress marked, ${written(live)})`,
    ...(spec.chart ? { chart: chartSpec } : {}),
  };
}
