import { BANDS } from '../blades/action';
import { groupBands, leaderStressOdds } from '../blades/group';
import { Fraction } from '../dice/fraction';
import { SHOWN_SEPARATOR, WRITTEN_SEPARATOR, formulaCall, rollFormula } from '../rolls/formula';
import { ChoiceOf } from '../rolls/roll-types';
import { CellAddress, a1Notation } from './a1';
import { oddsChartSpec } from './chart-spec';
import { BlockCell, SheetBlock, TableMode } from './sheet-block';
import { percentFormat } from './percent-format';

/** How a group's block is written: as Insert formula (no title, no stress rows) or as a table. */
export interface GroupWriting {
  /** With the leader's stress rows below the pools. */
  readonly stress: boolean;
  readonly mode: TableMode;
  readonly chart: boolean;
  /** A table's title row (and its chart's title); Insert formula has none. */
  readonly title?: { readonly table: string; readonly chart: string };
}

/**
 * A group action's block: the pools down a column under "Pools", so the GM
 * edits them in the sheet, with BLADES_GROUP over that range beside the
 * first pool, spilling the four bands under their header. As a table: a
 * title row above, and below the pools a "Leader stress" header (0 … k)
 * and BLADES_GROUP_STRESS over the same range. A table at B2, pools 2, 1, 0:
 *
 *   B2 Group action, pools 2, 1, 0 (live formulas)
 *   B3 Pools          C3 Bad   D3 Partial  E3 Clean  F3 Critical
 *   B4 2              C4 =BLADES_GROUP(B4:B6)   (spills to F4; Synchronized: =BLADES_GROUP(B4:B6; TRUE))
 *   B5 1
 *   B6 0
 *   B7 Leader stress  C7 0     D7 1        E7 2      F7 3
 *   B8                C8 =BLADES_GROUP_STRESS(B4:B6)   (spills to F8)
 *
 * As values, what those formulas return. Only the cells with content are
 * written (formulas with ';' between arguments, as every insert writes
 * them), but the whole block, spills included, must be empty before it
 * goes in. A chart is of the group's bands (one bar).
 */
export function groupBlock(choice: ChoiceOf<'group'>, at: CellAddress, writing: GroupWriting): SheetBlock {
  const k = choice.pools.length;
  const top = writing.title ? 1 : 0;
  const range = a1Notation(at.row + top + 1, at.column, k, 1);
  const bandsWidth = BANDS.length;
  const stressWidth = k + 1;
  const width = 1 + Math.max(bandsWidth, writing.stress ? stressWidth : 0);
  const line = (first: BlockCell, rest: readonly BlockCell[]): BlockCell[] => [
    first,
    ...rest,
    ...new Array<string>(width - 1 - rest.length).fill(''),
  ];
  const live = writing.mode === 'formulas';
  const bandsFormula = rollFormula(choice, WRITTEN_SEPARATOR, range);
  const cellsOf = (odds: readonly Fraction[], formula: string): BlockCell[] => (live ? [formula] : odds.map((p) => p.toNumber()));
  const bands = groupBands(choice.pools, choice.synchronized);
  const cells: BlockCell[][] = [
    ...(writing.title ? [line(writing.title.table, [])] : []),
    line('Pools', BANDS),
    ...choice.pools.map((pool, i) => line(pool, i === 0 ? cellsOf(bands, bandsFormula) : [])),
  ];
  const stressAt = cells.length;
  const stress = leaderStressOdds(choice.pools);
  if (writing.stress) {
    cells.push(
      line(
        'Leader stress',
        Array.from({ length: stressWidth }, (_, s) => s),
      ),
      line('', cellsOf(stress, formulaCall('BLADES_GROUP_STRESS', [range], WRITTEN_SEPARATOR))),
    );
  }
  const header = writing.title ? [0, 1] : [0];
  const synced = choice.synchronized ? 'Synchronized ' : '';
  const what = writing.stress
    ? `the ${synced}group table of ${k} (${choice.pools.join(', ')} dice; ${live ? 'live formulas' : 'values'})`
    : // Said as the sidebar shows it, with commas (the cell gets semicolons, which every locale parses).
      `${rollFormula(choice, SHOWN_SEPARATOR, range)} and its ${k} ${k === 1 ? 'pool' : 'pools'}`;
  return {
    cells,
    headerRows: writing.stress ? [...header, stressAt] : header,
    percent: [
      { rect: { row: top + 1, column: 1, rows: 1, columns: bandsWidth }, formats: [bands.map(percentFormat)] },
      ...(writing.stress
        ? [{ rect: { row: stressAt + 1, column: 1, rows: 1, columns: stressWidth }, formats: [stress.map(percentFormat)] }]
        : []),
    ],
    what,
    ...(writing.chart && writing.title ? { chart: oddsChartSpec(choice, writing.title.chart, at, 1, width) } : {}),
  };
}
