import { actionBands, atLeastWeight, BANDS, bandWeights } from '../../blades/action';
import { memoByDice, memoByPool } from '../../blades/memo';
import { BONUS_OPTIONS } from '../../blades/bonus-dice';
import { DEFAULT_TABLE_MAX, MIN_DICE } from '../../blades/pool-size';
import { ratioToDouble } from '../../dice/fraction';
import { CustomFunction } from '../../rolls/custom-functions';
import { BONUS_OPTION_LABELS } from '../../rolls/rows';
import { readBand } from '../band-arg';
import { OutputRow } from '../cell';
import { mapDiceGrid, perPool, readOnePool } from '../dice-column';
import { readScalarInteger } from '../integer-arg';
import { DICE } from '../integer-specs';
import { FunctionShapes, functionShape, poolShape } from '../function-shape';
import { weightCells } from './rounded';

/**
 * The action roll's custom functions (docs/rules.md#action-roll-bands),
 * Sheets-facing: argument shapes in, 2-D arrays out. Each figure is
 * computed once per pool (and band) and per script load: a cell of a
 * column only looks its row up.
 */

const bandNumbers = memoByPool((dice) => weightCells(bandWeights(dice)));

export const bladesBands = perPool('BLADES_BANDS', BANDS.length, bandNumbers);

/** The same cells as BLADES_BANDS, each the exact reduced fraction as text ("49/108", "0", "1"). */
export const bladesFractions = perPool(
  'BLADES_FRACTIONS',
  BANDS.length,
  memoByPool((dice) => actionBands(dice).map(String)),
);

// Keyed by the band's index: the cache takes integer arguments only.
const atLeastNumber = memoByDice((dice, band: number) => ratioToDouble(atLeastWeight(dice, BANDS[band]), bandWeights(dice).total));

/** One cell per pool (a grid of pools gives a grid): the chance the result is the band or better; the band is read before the dice. */
export function bladesAtLeast(dice: unknown, band: unknown): OutputRow[] {
  const fn: CustomFunction = 'BLADES_AT_LEAST';
  const least = BANDS.indexOf(readBand(fn, band));
  return mapDiceGrid(fn, dice, (n) => atLeastNumber(n, least));
}

/** The first column of every table: the pool. */
export const DICE_HEADING = 'Dice';
/** BLADES_ODDS_TABLE's header row (the inserted action table builds the same from the registry's headings). */
export const ODDS_TABLE_HEADER: readonly string[] = [DICE_HEADING, ...BANDS];

/** BLADES_ODDS_TABLE's bounds: dice counts under their own names. */
const MAX_DICE_ARG = { ...DICE, name: 'max_dice' };
const MIN_DICE_ARG = { ...DICE, name: 'min_dice' };

/**
 * A campaign odds table: a header row, then one row per pool from min_dice
 * up to max_dice, the pool itself (a number) first. max_dice comes first so
 * =BLADES_ODDS_TABLE(8) reads "up to 8". Bounds the wrong way round are an
 * error naming both, never silently swapped.
 */
export function bladesOddsTable(maxDice: unknown, minDice: unknown): OutputRow[] {
  const fn: CustomFunction = 'BLADES_ODDS_TABLE';
  const max = readScalarInteger(fn, MAX_DICE_ARG, maxDice, DEFAULT_TABLE_MAX);
  const min = readScalarInteger(fn, MIN_DICE_ARG, minDice, MIN_DICE);
  if (min > max) {
    throw new Error(
      `${fn}: min_dice ${min} is above max_dice ${max}. max_dice comes first: for pools ${max}–${min} write BLADES_ODDS_TABLE(${min}, ${max}).`,
    );
  }
  const rows: OutputRow[] = [[...ODDS_TABLE_HEADER]];
  for (let n = min; n <= max; n++) rows.push([n, ...bandNumbers(n)]);
  return rows;
}

/** BLADES_OPTIONS's header row: the option, its pool and the crew's stress, then the bands. */
export const OPTIONS_HEADER: readonly string[] = ['Option', DICE_HEADING, 'Stress', ...BANDS];

/** The six options' rows for a pool (docs/rules.md#bonus-dice): each option's pool, up to 22 dice, is read as BLADES_BANDS reads one. */
const optionRows = memoByPool((dice): OutputRow[] =>
  BONUS_OPTIONS.map(({ id, bonus, stress }) => [BONUS_OPTION_LABELS[id], dice + bonus, stress, ...bandNumbers(dice + bonus)]),
);

/**
 * One action roll's bonus-dice options as a table: the header, then the
 * six options. One pool only: a column of pools would stack six-row tables
 * with nothing to tell them apart, so a range is refused by name.
 */
export function bladesOptions(dice?: unknown): OutputRow[] {
  const fn: CustomFunction = 'BLADES_OPTIONS';
  const n = readOnePool(
    fn,
    dice,
    `BLADES_OPTIONS gives one table per pool: pass one dice count ${DICE.min}–${DICE.max} (e.g. A2), and one formula per pool.`,
  );
  return [[...OPTIONS_HEADER], ...optionRows(n).map((row) => row.slice())];
}

/** The parameters and result shapes of this module's functions (../function-shape.ts). */
export const ACTION_SHAPES = {
  BLADES_BANDS: poolShape(['dice'], BANDS.length),
  BLADES_FRACTIONS: poolShape(['dice'], BANDS.length),
  BLADES_AT_LEAST: poolShape(['dice', 'band'], 1),
  // The header row, then the pools min_dice … max_dice; bounds the wrong way round are refused.
  BLADES_ODDS_TABLE: functionShape({
    params: ['max_dice', 'min_dice'],
    sizes: {
      max_dice: { spec: MAX_DICE_ARG, omitted: DEFAULT_TABLE_MAX },
      min_dice: { spec: MIN_DICE_ARG, omitted: MIN_DICE, least: true },
    },
    area: (_, { max_dice: max, min_dice: min }) => (min > max ? null : { rows: 1 + max - min + 1, columns: ODDS_TABLE_HEADER.length }),
  }),
  // One table for one pool: the header and the options.
  BLADES_OPTIONS: functionShape({
    params: ['dice'],
    pool: { param: 'dice', cells: 'one' },
    area: () => ({ rows: 1 + BONUS_OPTIONS.length, columns: OPTIONS_HEADER.length }),
  }),
} satisfies FunctionShapes;
