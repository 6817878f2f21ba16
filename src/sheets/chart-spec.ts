import { poolText } from '../rolls/pool-text';
import { rollSpec, stepsOf } from '../rolls/registry';
import { RollChoice, isSpanChoice, subjectOf } from '../rolls/roll-types';
import { CellAddress } from './a1';

/**
 * The chart "Add a chart" puts beside an inserted table, as plain data: the
 * edge (src/appsscript/write-block.ts) hands each field to Apps Script's
 * EmbeddedChartBuilder and does nothing else. Read from the table's own
 * cells, in the registry's colours (as the sidebar's charts draw them):
 * for a distribution, a bar per pool, its segments the table's columns
 * stacked; for separate chances of one roll (a threat roll's), a bar per
 * column and pool, side by side; for a clock's running totals, a line per
 * pool across the rolls.
 */

/** A block of cells, 1-based, as getRange(row, column, rows, columns) takes it. */
export interface RangeSpec {
  readonly row: number;
  readonly column: number;
  readonly rows: number;
  readonly columns: number;
}

/** A distribution's options: its bars stack to 100%, the value axis across. */
export interface BarOptions {
  readonly title: string;
  readonly isStacked: boolean;
  /** One per series, in the table's column order. */
  readonly colors: readonly string[];
  readonly 'hAxis.format': 'percent';
}

/** A clock's options: a line per pool, 0–100% up the side, the rolls across. */
export interface LineOptions {
  readonly title: string;
  /** One per series: the pools, smallest first. */
  readonly colors: readonly string[];
  /** Each pool's name in the legend, "0 dice", "1 die", by series index: its cell alone would read "0". */
  readonly series: { readonly [index: number]: { readonly labelInLegend: string } };
  readonly 'legend.position': 'right';
  readonly 'vAxis.format': 'percent';
  readonly 'vAxis.viewWindow.min': 0;
  readonly 'vAxis.viewWindow.max': 1;
  readonly 'vAxis.title': string;
  readonly 'hAxis.title': string;
  /** Lines thick enough for their colours to read (Sheets draws 2 px): a thin line's colour is harder to tell. */
  readonly lineWidth: number;
  /** A dot at each roll, where a line's value is read. */
  readonly pointSize: number;
}

export type ChartSpec = {
  /** The pools (the domain) and then the odds, each with its header row. */
  readonly ranges: readonly RangeSpec[];
  /** The cell the chart's top-left corner sits on (offsets 0). */
  readonly anchor: CellAddress;
} & (
  | {
      /** Charts.ChartType's name: horizontal bars, one per pool, each column a series named by its header. */
      readonly type: 'BAR';
      /** Never: the table's columns are the series, as Sheets reads a range by default. */
      readonly transposed?: never;
      /** Passed one by one to setOption. */
      readonly options: BarOptions;
    }
  | {
      /** Charts.ChartType's name: a line per pool. */
      readonly type: 'LINE';
      /**
       * The table's rows are the series (setTransposeRowsAndColumns), its
       * header row ("By roll 1" …) the domain, and its one header column
       * the pools (setNumHeaders(1): numbers, which Sheets would otherwise
       * take for data).
       */
      readonly transposed: true;
      readonly options: LineOptions;
    }
);

/**
 * The chart of a table whose title row is at `at`, header row below it and
 * `pools` rows of pools below that, the whole block `blockWidth` columns
 * wide (a table with a risk column, a group's block): anchored on the title
 * row, one column past the block, so it sits to its right.
 */
export function oddsChartSpec(choice: RollChoice, title: string, at: CellAddress, pools: number, blockWidth: number): ChartSpec {
  const roll = rollSpec(choice);
  const width = roll.headings(choice).length;
  const header = at.row + 1;
  const ranges = [
    { row: header, column: at.column, rows: pools + 1, columns: 1 },
    { row: header, column: at.column + 1, rows: pools + 1, columns: width },
  ];
  const anchor = { row: at.row, column: at.column + blockWidth };
  // A table's pools (its subject's values) run from the choice's (readTableSpec makes it From) one by one; a group's one row is its crew.
  const charted = isSpanChoice(choice) ? Array.from({ length: pools }, (_, i) => subjectOf(choice) + i) : [];
  const colors = [...roll.colours(choice, charted)];
  // A partition stacks; separate chances of one roll (a threat roll's) stand side by side.
  if (roll.partition || roll.grouped) {
    return { type: 'BAR', ranges, options: { title, isStacked: roll.partition, colors, 'hAxis.format': 'percent' }, anchor };
  }
  const steps = stepsOf(choice);
  return { type: 'LINE', transposed: true, ranges, options: lineOptions(title, colors, charted, steps.chance, steps.across), anchor };
}

/** A line per pool of `charted`, in `colors`, across the rolls (or coin), 0–100% up the side: a clock's chart, acquiring's, and the trauma walk's. */
export function lineOptions(
  title: string,
  colors: readonly string[],
  charted: readonly number[],
  vAxisTitle: string,
  hAxisTitle = 'Rolls',
): LineOptions {
  return {
    title,
    colors,
    series: Object.fromEntries(charted.map((pool, i) => [i, { labelInLegend: poolText(pool) }])),
    'legend.position': 'right',
    'vAxis.format': 'percent',
    'vAxis.viewWindow.min': 0,
    'vAxis.viewWindow.max': 1,
    'vAxis.title': vAxisTitle,
    'hAxis.title': hAxisTitle,
    lineWidth: 3,
    pointSize: 6,
  };
}
