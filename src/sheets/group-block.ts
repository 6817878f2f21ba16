import { BANDS } from '../blades/action';
import { groupBands, leaderStressOdds } from '../blades/group';
import { rollFormula } from '../rolls/formula';
import { ChoiceOf } from '../rolls/roll-types';
import { CellAddress, a1Notation } from './a1';
import type { BlockCell, SheetBlock, TableMode } from './insert-blocks';

/**
 * A group action's block: the pools down a column under "Pools", so the GM
 * edits them in the sheet, with BLADES_GROUP over that range beside the
 * first pool, spilling the four bands under their header. With `stress`,
 * below the pools: a "Leader stress" header (0 … k) and BLADES_GROUP_STRESS
 * over the same range. At B2 with pools 2, 1, 0:
 *
 *   B2 Pools          C2 Bad   D2 Partial  E2 Clean  F2 Critical
 *   B3 2              C3 =BLADES_GROUP(B3:B5)   (spills to F3)
 *   B4 1
 *   B5 0
 *   B6 Leader stress  C6 0     D6 1        E6 2      F6 3
 *   B7                C7 =BLADES_GROUP_STRESS(B3:B5)   (spills to F7)
 *
 * As values, what those formulas return. Every cell of the rectangle is
 * written ("" where empty), so the whole block, spills included, must be
 * empty before it goes in.
 */
export function groupBlock(choice: ChoiceOf<'group'>, at: CellAddress, options: { stress: boolean; mode: TableMode }): SheetBlock {
  const k = choice.pools.length;
  const range = a1Notation(at.row + 1, at.column, k, 1);
  const bandsWidth = BANDS.length;
  const stressWidth = k + 1;
  const width = 1 + Math.max(bandsWidth, options.stress ? stressWidth : 0);
  const line = (first: BlockCell, rest: readonly BlockCell[]): BlockCell[] => [
    first,
    ...rest,
    ...new Array<string>(width - 1 - rest.length).fill(''),
  ];
  const live = options.mode === 'formulas';
  const bands = live ? [rollFormula(choice, range)] : groupBands(choice.pools, choice.synchronized).map((p) => p.toNumber());
  const cells: BlockCell[][] = [line('Pools', BANDS), ...choice.pools.map((pool, i) => line(pool, i === 0 ? bands : []))];
  const stressAt = cells.length;
  if (options.stress) {
    const stress = live ? [`=BLADES_GROUP_STRESS(${range})`] : leaderStressOdds(choice.pools).map((p) => p.toNumber());
    cells.push(
      line(
        'Leader stress',
        Array.from({ length: stressWidth }, (_, s) => s),
      ),
      line('', stress),
    );
  }
  const synced = choice.synchronized ? 'Synchronized ' : '';
  const formula = rollFormula(choice, range);
  const what = options.stress
    ? `the ${synced}group table of ${k} (${choice.pools.join(', ')} dice; ${live ? 'live formulas' : 'values'})`
    : `${formula} and its ${k} ${k === 1 ? 'pool' : 'pools'}`;
  return {
    cells,
    headerRows: 1,
    percent: { row: 1, column: 1, rows: 1, columns: bandsWidth },
    ...(options.stress && {
      morePercent: [{ row: stressAt + 1, column: 1, rows: 1, columns: stressWidth }],
      moreHeaderRows: [stressAt],
    }),
    what,
  };
}
