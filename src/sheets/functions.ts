import { actionBands, atLeastWeight, BANDS, bandWeights } from '../blades/action';
import { fullByWeights, MAX_COIN, MAX_SEGMENTS, meanRollsWeight, MIN_SEGMENTS } from '../blades/clock';
import { memoByDice } from '../blades/memo';
import { DEFAULT_TABLE_MAX, MIN_DICE } from '../blades/pool-size';
import { Weights } from '../blades/roll';
import { RESISTANCE_COSTS, resistanceWeights, viceWeights } from '../blades/stress';
import { big } from '../dice/builtins';
import { Fraction, ratioToDouble } from '../dice/fraction';
import { readBand } from './band-arg';
import { OutputRow } from './cell';
import { DICE, mapDiceColumn } from './dice-column';
import { IntegerSpec, readScalarInteger } from './integer-arg';

/**
 * The Sheets-facing implementations: argument shapes in, 2-D arrays out.
 * Each probability is the correctly rounded double of the engine's exact
 * ratio of integer weights, computed once per pool (and band or clock size)
 * and per script load: a cell of a column only looks its row up. A double
 * needs no reduced fraction, so only BLADES_FRACTIONS pays for a gcd.
 * Single-value arguments (band, segments, table bounds) are read before
 * the dice column, since they shape every row.
 */

const cells = ({ weights, total }: Weights): number[] => weights.map((w) => ratioToDouble(w, total));
export const toNumbers = (fractions: readonly Fraction[]): number[] => fractions.map((f) => f.toNumber());

/** A pool function: one output row per dice cell, each a fresh copy of the pool's cached row. */
function perPool(fn: string, width: number, row: (dice: number) => OutputRow): (dice?: unknown) => OutputRow[] {
  return (dice) => mapDiceColumn(fn, dice, width, (n) => row(n).slice());
}

const bandNumbers = memoByDice((dice) => cells(bandWeights(dice)));

export const bladesBands = perPool('BLADES_BANDS', 4, bandNumbers);

/** The same cells as BLADES_BANDS, each the exact reduced fraction as text ("49/108", "0", "1"). */
export const bladesFractions = perPool(
  'BLADES_FRACTIONS',
  4,
  memoByDice((dice) => actionBands(dice).map(String)),
);

export const bladesResist = perPool(
  'BLADES_RESIST',
  7,
  memoByDice((dice) => cells(resistanceWeights(dice))),
);

export const bladesResistMean = perPool(
  'BLADES_RESIST_MEAN',
  1,
  memoByDice((dice) => {
    const { weights, total } = resistanceWeights(dice);
    let cost = 0n;
    weights.forEach((w, i) => (cost += big(RESISTANCE_COSTS[i]) * w));
    return [ratioToDouble(cost, total)];
  }),
);

export const bladesVice = perPool(
  'BLADES_VICE',
  6,
  memoByDice((dice) => cells(viceWeights(dice))),
);

// Keyed by the band's index: the cache takes integer arguments only.
const atLeastNumber = memoByDice((dice, band: number) => ratioToDouble(atLeastWeight(dice, BANDS[band]), bandWeights(dice).total));

export function bladesAtLeast(dice: unknown, band: unknown): OutputRow[] {
  const fn = 'BLADES_AT_LEAST';
  const least = BANDS.indexOf(readBand(fn, band));
  return mapDiceColumn(fn, dice, 1, (n) => [atLeastNumber(n, least)]);
}

export const SEGMENTS: IntegerSpec = { name: 'segments', noun: 'segment count', min: MIN_SEGMENTS, max: MAX_SEGMENTS };
/** Coin spent on every roll; omitted means none, the plain clock. */
export const COIN: IntegerSpec = { name: 'coin', noun: 'coin count', min: 0, max: MAX_COIN };
const clockNumbers = memoByDice((dice, segments: number, coin: number) =>
  fullByWeights(dice, segments, coin).map(([full, all]) => ratioToDouble(full, all)),
);
const clockMean = memoByDice((dice, segments: number, coin: number) => ratioToDouble(...meanRollsWeight(dice, segments, coin)));

/** One row of `segments` cells per pool: entry k is P(the clock is full after at most k rolls). */
export function bladesClock(dice: unknown, segments: unknown, coin?: unknown): OutputRow[] {
  const fn = 'BLADES_CLOCK';
  const s = readScalarInteger(fn, SEGMENTS, segments);
  const c = readScalarInteger(fn, COIN, coin, 0);
  return mapDiceColumn(fn, dice, s, (n) => clockNumbers(n, s, c).slice());
}

export function bladesClockMean(dice: unknown, segments: unknown, coin?: unknown): OutputRow[] {
  const fn = 'BLADES_CLOCK_MEAN';
  const s = readScalarInteger(fn, SEGMENTS, segments);
  const c = readScalarInteger(fn, COIN, coin, 0);
  return mapDiceColumn(fn, dice, 1, (n) => [clockMean(n, s, c)]);
}

/** The first column of every table: the pool. */
export const DICE_HEADING = 'Dice';
/** BLADES_ODDS_TABLE's header row (the inserted action table builds the same from the registry, src/rolls/registry.ts). */
const ODDS_TABLE_HEADER: readonly string[] = [DICE_HEADING, ...BANDS];

/**
 * A campaign odds table: a header row, then one row per pool from min_dice
 * up to max_dice, the pool itself (a number) first. max_dice comes first so
 * =BLADES_ODDS_TABLE(8) reads "up to 8". Bounds the wrong way round are an
 * error naming both, never silently swapped.
 */
export function bladesOddsTable(maxDice: unknown, minDice: unknown): OutputRow[] {
  const fn = 'BLADES_ODDS_TABLE';
  const max = readScalarInteger(fn, { ...DICE, name: 'max_dice' }, maxDice, DEFAULT_TABLE_MAX);
  const min = readScalarInteger(fn, { ...DICE, name: 'min_dice' }, minDice, MIN_DICE);
  if (min > max) {
    throw new Error(
      `${fn}: min_dice ${min} is above max_dice ${max}. max_dice comes first: for pools ${max}–${min} write BLADES_ODDS_TABLE(${min}, ${max}).`,
    );
  }
  const rows: OutputRow[] = [[...ODDS_TABLE_HEADER]];
  for (let n = min; n <= max; n++) rows.push([n, ...bandNumbers(n)]);
  return rows;
}
