import { rollSpec } from '../rolls/registry';
import { RollChoice } from '../rolls/roll-types';
import { CellAddress } from './a1';

/**
 * The chart "Add a chart" puts beside an inserted table, as plain data: the
 * edge (src/appsscript/write-block.ts) hands each field to Apps Script's
 * EmbeddedChartBuilder and does nothing else. A bar per pool, its segments
 * the table's columns in their colours (the registry's, as the sidebar's
 * chart draws them), read from the table's own cells.
 */

/** A block of cells, 1-based, as getRange(row, column, rows, columns) takes it. */
export interface RangeSpec {
  readonly row: number;
  readonly column: number;
  readonly rows: number;
  readonly columns: number;
}

export interface ChartSpec {
  /** Charts.ChartType's name: horizontal bars, one per pool. */
  readonly type: 'BAR';
  /** The pools (the domain) and then the odds, each with its header row, which names the series. */
  readonly ranges: readonly RangeSpec[];
  /** Passed one by one to setOption. */
  readonly options: {
    readonly title: string;
    /** A distribution's bars stack to 100%; a clock's running totals stand side by side. */
    readonly isStacked: boolean;
    /** One per series, in the table's column order. */
    readonly colors: readonly string[];
    readonly 'hAxis.format': 'percent';
  };
  /** The cell the chart's top-left corner sits on (offsets 0). */
  readonly anchor: CellAddress;
}

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
  return {
    type: 'BAR',
    ranges: [
      { row: header, column: at.column, rows: pools + 1, columns: 1 },
      { row: header, column: at.column + 1, rows: pools + 1, columns: width },
    ],
    options: { title, isStacked: roll.partition, colors: [...roll.colours(choice)], 'hAxis.format': 'percent' },
    anchor: { row: at.row, column: at.column + blockWidth },
  };
}
