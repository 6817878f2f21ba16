import { DEFAULT_DICE, DEFAULT_TABLE_MAX, MIN_DICE } from '../blades/pool-size';
import { WRITTEN_SEPARATOR, formulaCall, rollFormula } from '../rolls/formula';
import { RollSpec, rollSpec } from '../rolls/registry';
import { stressRisk } from '../rolls/campaign-rows';
import { ChoiceOf, ROLL_TYPES, RollChoice, RollType, clockDetails } from '../rolls/roll-types';
import { CellAddress, a1Notation } from './a1';
import { isDate, quoteText, showValue } from './cell';
import { readCampaignChoice } from './campaign-options';
import { ChartSpec, oddsChartSpec } from './chart-spec';
import { DICE } from './dice-column';
import { COIN, DICE_HEADING, SEGMENTS } from './functions';
import { groupBlock } from './group-block';
import { IntegerSpec, readScalarInteger } from './integer-arg';
import { percentFormat } from './percent-format';
import { joinWords } from './words';

/**
 * What the sidebar and the menu write into a sheet, as plain data: the
 * cells of one block and how to format it, for any roll type. No Apps
 * Script services here; src/appsscript/write-block.ts puts its cells with
 * content on the sheet.
 */

export type BlockCell = number | string;

/** A rectangle inside a block, as 0-based offsets from its top-left cell. */
export interface BlockRect {
  readonly row: number;
  readonly column: number;
  readonly rows: number;
  readonly columns: number;
}

/** A rectangle of cells from a chosen top-left cell; its cells with content are written. */
export interface SheetBlock {
  /** Row by row. A string starting with "=" is a formula; "" is an empty cell (room for a spill). */
  readonly cells: BlockCell[][];
  /** Rows at the top that are a header (bold): a table's title and column names. */
  readonly headerRows: number;
  /** Where the probabilities are, as 0-based offsets from the top-left cell. */
  readonly percent: BlockRect;
  /** The number format of each cell of `percent`, row by row: see ./percent-format. */
  readonly percentFormats: string[][];
  /** Further probability rectangles and header rows below the top (a group's leader-stress row and its header). */
  readonly morePercent?: ReadonlyArray<{ readonly rect: BlockRect; readonly formats: string[][] }>;
  readonly moreHeaderRows?: readonly number[];
  /** What was written, for the confirmation: "the 0–6 dice table (live formulas)". */
  readonly what: string;
  /** A chart to put beside the block once it is written. */
  readonly chart?: ChartSpec;
}

export const TABLE_MODES = ['formulas', 'values'] as const;
export type TableMode = (typeof TABLE_MODES)[number];
/** The pools people actually roll, as BLADES_ODDS_TABLE's defaults. */
export const DEFAULT_SPAN = { from: MIN_DICE, to: DEFAULT_TABLE_MAX } as const;

/** The roll type and what else it takes, as the sidebar sends them (all optional: the action roll). */
export interface RollOptions {
  readonly roll?: unknown;
  readonly segments?: unknown;
  readonly coin?: unknown;
  readonly stress?: unknown;
  readonly track?: unknown;
  readonly pools?: unknown;
  readonly synchronized?: unknown;
}

export interface TableOptions extends RollOptions {
  readonly from?: unknown;
  readonly to?: unknown;
  readonly mode?: unknown;
  readonly chart?: unknown;
}

/**
 * What the sidebar means to send, typed for the google.script.run bridge
 * (a wrong name or shape fails the typecheck there). The server still reads
 * every field as RollOptions/TableOptions, since anything can arrive.
 */
export type RollRequest = RollChoice;

export type TableRequest = RollRequest & {
  /** Pools as typed in the sidebar's fields: the server checks them as it checks a dice count. Not read for a group. */
  readonly from?: number | string;
  readonly to?: number | string;
  readonly mode?: TableMode;
  /** "Add a chart": a chart of the table beside it. */
  readonly chart?: boolean;
};

/** A roll of one pool, as against a group action. */
export type PoolChoice = Exclude<RollChoice, ChoiceOf<'group'>>;

/** How a table is written, whatever its roll. */
interface TableWriting {
  readonly mode: TableMode;
  readonly chart: boolean;
}

/** A table of pools from–to, or a group's block (its pools are its rows). */
export type TableSpec = (PoolChoice & TableWriting & { readonly from: number; readonly to: number }) | (ChoiceOf<'group'> & TableWriting);

/** '"a", "b" or "c"' for a list of allowed words. */
const quotedChoices = (words: readonly string[]): string =>
  joinWords(
    words.map((w) => JSON.stringify(w)),
    'or',
  );

// Every field of RollOptions and TableOptions (the compiler checks none is
// left out), so a new option cannot be refused as unknown.
const ROLL_FIELDS: Record<keyof RollOptions, true> = {
  roll: true,
  segments: true,
  coin: true,
  stress: true,
  track: true,
  pools: true,
  synchronized: true,
};
const TABLE_FIELDS: Record<keyof TableOptions, true> = { ...ROLL_FIELDS, from: true, to: true, mode: true, chart: true };
const ROLL_KEYS = Object.keys(ROLL_FIELDS) as (keyof RollOptions)[];
const TABLE_KEYS = Object.keys(TABLE_FIELDS) as (keyof TableOptions)[];

/**
 * The options a server function was called with, as an object of known
 * keys. null or undefined (left out) means every default. Anything else, or
 * a key the function does not know (a typo would silently give the
 * defaults), is refused naming what was passed and what is allowed.
 */
function readOptions<K extends string>(fn: string, options: unknown, keys: readonly K[]): { readonly [key in K]?: unknown } {
  if (options === undefined || options === null) return {};
  const allowed = joinWords(keys, 'and');
  if (typeof options !== 'object' || Array.isArray(options) || isDate(options)) {
    throw new Error(`${fn}: the options are ${showValue(options)}, not an object. Pass an object with any of ${allowed}, or nothing.`);
  }
  const stray = Object.keys(options).find((k) => !(keys as readonly string[]).includes(k));
  if (stray !== undefined) throw new Error(`${fn}: the options hold ${quoteText(stray)}, which is not an option. Use ${allowed}.`);
  return options;
}

/**
 * The roll type (default: action) and what else it takes, checked on the
 * server: the sidebar sends what it holds. A clock's segments are
 * required (1–24) and its coin optional (0–3); the other roll types'
 * fields are read in campaign-options.ts. Fields another roll type takes
 * are not read.
 */
export function readRollChoice(fn: string, options: RollOptions): RollChoice {
  const roll = options.roll ?? 'action';
  if (!ROLL_TYPES.includes(roll as RollType)) {
    throw new Error(`${fn}: the roll type is ${quotedChoices(ROLL_TYPES)}, not ${showValue(roll)}.`);
  }
  const type = roll as RollType; // checked just above
  if (type !== 'clock') return readCampaignChoice(fn, type, options);
  // Named as the sidebar labels them.
  const segments = readScalarInteger(fn, { ...SEGMENTS, name: 'Segments' }, options.segments);
  if (options.coin === undefined) return { roll: type, segments };
  return { roll: type, segments, coin: readScalarInteger(fn, { ...COIN, name: 'Coin per roll' }, options.coin) };
}

/** What Insert formula writes: a group's pools, or one pool of another roll. */
export type FormulaSpec = ChoiceOf<'group'> | (PoolChoice & { readonly dice: number });

/**
 * Insert formula's dice and options, checked before the sheet is read:
 * anything off is an Error saying what to change. `dice` is not read for a
 * group, whose formula reads its pools.
 */
export function readFormulaSpec(dice: unknown, options?: unknown): FormulaSpec {
  const fn = 'Insert formula';
  const choice = readRollChoice(fn, readOptions(fn, options, ROLL_KEYS));
  if (choice.roll === 'group') return choice;
  return { ...choice, dice: readScalarInteger(fn, DICE, dice, DEFAULT_DICE) };
}

/**
 * The live formula for one pool at `at` (the active cell), and the cells
 * it spills into, as percent. A group's formula reads its pools, so they
 * are written too: see group-block.ts.
 */
export function formulaBlock(spec: FormulaSpec, at: CellAddress = { row: 1, column: 1 }): SheetBlock {
  if (spec.roll === 'group') return groupBlock(spec, at, { stress: false, mode: 'formulas', chart: false });
  const formula = rollFormula(spec, spec.dice, WRITTEN_SEPARATOR);
  const formats = rowFormats(rollSpec(spec), spec.dice, spec);
  return {
    cells: [[formula, ...new Array<string>(formats.length - 1).fill('')]],
    headerRows: 0,
    percent: { row: 0, column: 0, rows: 1, columns: formats.length },
    percentFormats: [formats],
    what: formula,
  };
}

const FN = 'Insert table';
// The span ends are pools, checked as the functions check a dice count, but
// named as the sidebar labels them; "pass 0" advice is for formulas, not here.
const FROM: IntegerSpec = { ...DICE, name: 'From', belowMinHint: undefined };
const TO: IntegerSpec = { ...DICE, name: 'To', belowMinHint: undefined };

/** The options the sidebar sends, checked; anything off is an Error saying what to change. */
export function readTableSpec(given?: unknown): TableSpec {
  const options = readOptions(FN, given, TABLE_KEYS);
  const choice = readRollChoice(FN, options);
  // A group's pools are its rows: there is no span to read.
  if (choice.roll === 'group') return { ...choice, ...readWriting(options) };
  const from = readScalarInteger(FN, FROM, options.from, DEFAULT_SPAN.from);
  const to = readScalarInteger(FN, TO, options.to, DEFAULT_SPAN.to);
  if (from > to) throw new Error(`${FN}: From ${from} is above To ${to}. Give the smaller pool first.`);
  return { ...choice, from, to, ...readWriting(options) };
}

function readWriting(options: TableOptions): TableWriting {
  const mode = options.mode ?? 'formulas';
  if (!TABLE_MODES.includes(mode as TableMode)) {
    throw new Error(`${FN}: the table is written as ${quotedChoices(TABLE_MODES)}, not ${showValue(mode)}.`);
  }
  const chart = options.chart ?? false;
  if (typeof chart !== 'boolean') throw new Error(`${FN}: Add a chart is true or false, not ${showValue(chart)}.`);
  return { mode: mode as TableMode, chart };
}

/** A values table's row: each exact figure rounded once, as the roll's custom function returns it. */
const valuesRow = (roll: RollSpec, dice: number, choice: RollChoice): number[] => roll.rows(dice, choice).map((r) => r.fraction.toNumber());

/**
 * One pool's number formats, from its exact odds. A live row gets the
 * formats of the pool it is inserted with: if its pool cell is edited, a
 * cell keeps a format that still tells its old case from the ones next to
 * it (see ./percent-format).
 */
const rowFormats = (roll: RollSpec, dice: number, choice: RollChoice): string[] =>
  roll.rows(dice, choice).map((r) => percentFormat(r.fraction));

/**
 * The title row's text: "Resistance roll, 0–6 dice (live formulas)"; the
 * chart's title is the part before the brackets. A group's names its pools:
 * "Group action, pools 2, 1, 0 (live formulas)".
 */
export function tableTitle(spec: TableSpec): { table: string; chart: string } {
  const span = spec.roll === 'group' ? '' : spec.from === spec.to ? `${spec.from}` : `${spec.from}–${spec.to}`;
  const chart = `${rollSpec(spec).title(spec)}, ${spec.roll === 'group' ? `pools ${spec.pools.join(', ')}` : `${span} dice`}`;
  return { table: `${chart} (${spec.mode === 'formulas' ? 'live formulas' : 'values'})`, chart };
}

/**
 * A title row naming the roll, a header (Dice, then what each column is:
 * "Partial", "Cost 0", "Clear 3", "By roll 2") and one row per pool, with
 * its top-left cell at `at`. As live formulas, column 1 holds the pool and
 * column 2 the roll's function of <that cell>, spilling into the columns
 * after it (left empty here), so editing a pool updates its row. As
 * values, what that function returns. With `chart`, a chart of it beside.
 * With stress marked (resistance, vice), one more column after the spill:
 * the risk to the track, =BLADES_TRAUMA(<pool>; stress; track) or
 * =BLADES_OVERINDULGE(<pool>; stress), or its value. Formulas are written
 * with WRITTEN_SEPARATOR between their arguments. A group's table is
 * its own block: see group-block.ts.
 */
export function oddsTableBlock(spec: TableSpec, at: CellAddress): SheetBlock {
  if (spec.roll === 'group') return groupBlock(spec, at, { stress: true, mode: spec.mode, chart: spec.chart, title: tableTitle(spec) });
  const roll = rollSpec(spec);
  const headings = roll.headings(spec);
  const risk = stressRisk(spec);
  const spill = new Array<string>(headings.length - 1).fill('');
  const title = tableTitle(spec);
  const header = [DICE_HEADING, ...headings, ...(risk ? [risk.heading] : [])];
  const rows: BlockCell[][] = [[title.table, ...new Array<string>(header.length - 1).fill('')], header];
  const percentFormats: string[][] = [];
  for (let dice = spec.from; dice <= spec.to; dice++) {
    const poolCell = a1Notation(at.row + rows.length, at.column);
    const odds: BlockCell[] =
      spec.mode === 'values' ? valuesRow(roll, dice, spec) : [rollFormula(spec, poolCell, WRITTEN_SEPARATOR), ...spill];
    const formats = rowFormats(roll, dice, spec);
    if (risk) {
      const chance = risk.chance(dice);
      odds.push(spec.mode === 'values' ? chance.toNumber() : formulaCall(risk.fn, [poolCell, ...risk.args], WRITTEN_SEPARATOR));
      formats.push(percentFormat(chance));
    }
    rows.push([dice, ...odds]);
    percentFormats.push(formats);
  }
  const details = spec.roll === 'clock' ? clockDetails(spec) : [];
  if (risk) details.push(risk.marked);
  details.push(spec.mode === 'formulas' ? 'live formulas' : 'values');
  const pools = percentFormats.length;
  return {
    cells: rows,
    headerRows: 2,
    percent: { row: 2, column: 1, rows: pools, columns: header.length - 1 },
    percentFormats,
    what: `the ${spec.from}–${spec.to} dice ${roll.table} (${details.join(', ')})`,
    ...(spec.chart ? { chart: oddsChartSpec(spec, title.chart, at, pools, header.length) } : {}),
  };
}
