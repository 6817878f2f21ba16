import { actionBands, BANDS } from '../blades/action';
import { BONUS_OPTIONS } from '../blades/bonus-dice';
import { DEFAULT_TRACK } from '../blades/stress-risk';
import { traumaBy, traumaMeanRolls } from '../blades/trauma-walk';
import { BAND_COLOURS, poolColours } from '../rolls/colours';
import { TRAUMA_WITHIN_ROLLS, TRAUMA_WITHIN_TITLE, withinRolls } from '../rolls/decisions';
import { WRITTEN_SEPARATOR, formulaCall } from '../rolls/formula';
import { poolText, poolsText } from '../rolls/pool-text';
import { CellAddress, a1Notation } from './a1';
import { ChartSpec, lineOptions } from './chart-spec';
import { bladesOptions, DICE_HEADING, OPTIONS_HEADER } from './functions/action';
import { SectionSpec, TraumaTableSpec } from './insert-options';
import { percentFormat } from './percent-format';
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
 * BLADES_OPTIONS for one pool under a title: live, its one formula, whose
 * 7 × 7 result (its own header row included) spills below and right; as
 * values, the same cells. The bands as percent; with `chart`, a bar per
 * option, its bands stacked.
 */
function optionsBlock(dice: number, live: boolean, chart: boolean, at: CellAddress): SheetBlock {
  const width = OPTIONS_HEADER.length;
  const chartTitle = `What a bonus die buys, ${poolText(dice)}`;
  const table = live
    ? [[formulaCall('BLADES_OPTIONS', [dice], WRITTEN_SEPARATOR), ...blanks(width - 1)], ...BONUS_OPTIONS.map(() => blanks(width))]
    : bladesOptions(dice);
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
    cells: [[`${chartTitle} (${written(live)})`, ...blanks(width - 1)], ...table],
    headerRows: [0, 1],
    percent: [
      {
        rect: { row: 2, column: bandsAt, rows: BONUS_OPTIONS.length, columns: BANDS.length },
        formats: BONUS_OPTIONS.map(({ bonus }) => actionBands(dice + bonus).map(percentFormat)),
      },
    ],
    what: `the bonus-dice options table for ${poolText(dice)} (${written(live)})`,
    ...(chart ? { chart: spec } : {}),
  };
}

/** The mean rolls' cells: two decimals, as the sidebar shows a mean. */
const MEAN_FORMAT = '0.00';

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
