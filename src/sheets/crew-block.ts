import { atLeast, Band } from '../blades/action';
import { resistance } from '../blades/stress';
import { ACTIONS, ATTRIBUTES, CREW_CHARACTERS } from '../rolls/crew-sheet';
import { formulaCall, WRITTEN_SEPARATOR } from '../rolls/formula';
import { CellAddress, a1Notation } from './a1';
import { IntegerSpec } from './integer-arg';
import { MEAN_FORMAT, PERCENT_FORMAT } from './percent-format';
import { BlockCell, BlockRect, ColourScale, SheetBlock, TableMode } from './sheet-block';

/**
 * The crew sheet (Insert crew sheet, from the menu and the sidebar), as a
 * SheetBlock the edge writes all or nothing (src/appsscript/write-block.ts):
 * a title and a note on how to read it, then the ratings, a *Character*
 * column and the twelve actions under Insight, Prowess and Resolve, with a
 * row per character for the GM to fill, and below them the live odds:
 *
 * - *At least Partial* and *Clean or better* for every character and
 *   action, each one BLADES_AT_LEAST formula over the whole ratings grid
 *   (one execution each, docs/functions.md: a grid in, the same grid out);
 * - each character's three attribute ratings (the actions with at least
 *   one dot in the attribute: COUNTIF over the row's four cells, a Sheets
 *   built-in), and the mean stress a resistance roll with each costs, one
 *   BLADES_RESIST_MEAN formula over the attribute grid.
 *
 * Each odds section repeats the characters' names (`=A5&""`: a name, or
 * nothing while its cell is empty) so it reads on its own. Headers bold,
 * odds as percent, means with two decimals, and colour scales so the best
 * and worst stand out: green for the better odds and the lower stress.
 * As values, the ratings are written as 0 (no dots) and every figure is
 * its number for them, as the other inserts' values tables are.
 */

export interface CrewSpec {
  readonly characters: number;
  readonly mode: TableMode;
}

/** The Characters field, checked as the functions check an integer. */
export const CHARACTERS_FIELD: IntegerSpec = {
  name: 'Characters',
  noun: 'character count',
  min: CREW_CHARACTERS.min,
  max: CREW_CHARACTERS.max,
};

/** The colour scales' ends: Sheets' own light red and light green, the numbers still written in every cell. */
const WORSE = '#f4c7c3';
const BETTER = '#b7e1cd';

/** The two odds sections: their title and the band they read. */
const ODDS: ReadonlyArray<{ readonly title: string; readonly band: Band }> = [
  { title: 'At least Partial (the chance of a 4 or better)', band: 'Partial' },
  { title: 'Clean or better (the chance of a 6)', band: 'Clean' },
];

const CHARACTER = 'Character';
const NOTE =
  'Type each character’s name and action dots (0–4; 0 for none) in the rows under Character, and the odds below follow: greener is better. ' +
  'An attribute’s rating is its actions with a dot; Resist is the mean stress a resistance roll with it costs: lower is better.';

const blanks = (n: number): string[] => new Array<string>(n).fill('');

export function crewBlock(spec: CrewSpec, at: CellAddress): SheetBlock {
  const n = spec.characters;
  const live = spec.mode === 'formulas';
  const width = 1 + ACTIONS.length;
  const rows: BlockCell[][] = [];
  const headerRows: number[] = [];
  const percent: SheetBlock['percent'][number][] = [];
  const colourScales: ColourScale[] = [];
  const row = (cells: BlockCell[], header = false): number => {
    if (header) headerRows.push(rows.length);
    rows.push([...cells, ...blanks(width - cells.length)]);
    return rows.length - 1;
  };
  /** A block row's cell on the sheet, in A1 notation. */
  const cellAt = (r: number, c: number, rs = 1, cs = 1) => a1Notation(at.row + r, at.column + c, rs, cs);
  const grid = (r: number, c: number, rs: number, cs: number): BlockRect => ({ row: r, column: c, rows: rs, columns: cs });

  row([`Crew sheet, ${n} character${n === 1 ? '' : 's'} (${live ? 'live formulas' : 'values'})`], true);
  row([NOTE]);
  row(['', ...ATTRIBUTES.flatMap((a) => [a.name, ...blanks(a.actions.length - 1)])], true);
  row([CHARACTER, ...ACTIONS], true);
  const first = rows.length;
  for (let i = 0; i < n; i++) row(live ? [''] : ['', ...ACTIONS.map(() => 0)]);
  const ratings = cellAt(first, 1, n, ACTIONS.length);
  const name = (i: number): BlockCell => (live ? `=${cellAt(first + i, 0)}&""` : '');

  /**
   * A section under the ratings: a blank row, its title, its header (under
   * `groups` of columns, if given), then a row per character (`figures`: its
   * cells after the name); the first figures' row.
   */
  const section = (title: string, header: readonly string[], figures: (i: number) => BlockCell[], groups?: readonly string[]): number => {
    row([]);
    row([title], true);
    if (groups) row(['', ...groups], true);
    row([CHARACTER, ...header], true);
    const top = rows.length;
    for (let i = 0; i < n; i++) row([name(i), ...figures(i)]);
    return top;
  };
  /** Figures formatted as `format`, under a colour scale green at their better end. */
  const shade = (rect: BlockRect, format: string, better: 'max' | 'min') => {
    percent.push({ rect, formats: Array.from({ length: rect.rows }, () => new Array<string>(rect.columns).fill(format)) });
    colourScales.push({ rect, min: better === 'max' ? WORSE : BETTER, max: better === 'max' ? BETTER : WORSE });
  };

  for (const { title, band } of ODDS) {
    const oneFormula = formulaCall('BLADES_AT_LEAST', [ratings, `"${band}"`], WRITTEN_SEPARATOR);
    const value = atLeast(0, band).toNumber();
    const top = section(title, ACTIONS, (i) => (live ? (i === 0 ? [oneFormula] : []) : ACTIONS.map(() => value)));
    shade(grid(top, 1, n, ACTIONS.length), PERCENT_FORMAT, 'max');
  }

  // Each attribute's rating from the row's four actions (COUNTIF), then one resistance mean over the ratings.
  const names = ATTRIBUTES.map((a) => a.name);
  const spans = ATTRIBUTES.map((a) => ({ from: 1 + ACTIONS.indexOf(a.actions[0]), count: a.actions.length }));
  const countIf = (i: number) => spans.map(({ from, count }) => `=COUNTIF(${cellAt(first + i, from, 1, count)}${WRITTEN_SEPARATOR}">0")`);
  // The section's figures start after its blank row, title, groups and header.
  const attributeGrid = cellAt(rows.length + 4, 1, n, names.length);
  const resistFormula = formulaCall('BLADES_RESIST_MEAN', [attributeGrid], WRITTEN_SEPARATOR);
  const resist0 = resistance(0).mean().toNumber();
  const top = section(
    'Attributes, and the mean stress a resistance roll costs',
    [...names, ...names],
    (i) => (live ? [...countIf(i), ...(i === 0 ? [resistFormula] : [])] : [...names.map(() => 0), ...names.map(() => resist0)]),
    ['Rating', ...blanks(names.length - 1), 'Resist: mean stress', ...blanks(names.length - 1)],
  );
  // The ratings are counts, unshaded; the means are green where they are lowest.
  shade(grid(top, 1 + names.length, n, names.length), MEAN_FORMAT, 'min');

  return {
    cells: rows,
    headerRows,
    percent,
    colourScales,
    what: `the crew sheet for ${n} character${n === 1 ? '' : 's'} (${live ? 'live formulas' : 'values'})`,
  };
}
