import { Fraction } from '../dice/fraction';
import { SHOWN_SEPARATOR, rollFormula } from '../rolls/formula';
import { HeadlinePart, ROLL_SPECS, RollSpec, poolText, rollSpec, stepsOf } from '../rolls/registry';
import type { TableMode } from '../sheets/sheet-block';
import { DecisionSection } from '../rolls/decisions';
import { Mean, OddsRow } from '../rolls/rows';
import { NAVIGATION_ORDER } from '../rolls/families';
import {
  RollChoice,
  RollType,
  SpanChoice,
  fixedSpan,
  isSpanChoice,
  spanSubject,
  spanText,
  subjectField,
  subjectOf,
  withSubject,
} from '../rolls/roll-types';
import { stackedChart, stepChart } from './chart';
import { percentText } from './format';

/**
 * The sidebar's lookups, as data: the chosen roll's registry entry turned
 * into a titled list of rows (with a bar each), means and totals (without)
 * for the choice's pool, or a group's pools. The sidebar renders whatever a view gives.
 */
export interface OddsView {
  /** Stable id, used for element ids and tests. */
  readonly id: RollType;
  readonly title: string;
  /** What the figures are of: "2 dice", "3 participants: 2, 1, 0 dice". */
  readonly subject: string;
  readonly rows: readonly OddsRow[];
  /** Whether the rows are running totals (a clock’s "Full by roll k") rather than a partition: a long list of them shows the rows that matter. */
  readonly rising: boolean;
  /** What running totals' rows are, as a long list's toggle says it: "rolls" (src/rolls/registry.ts, Steps). */
  readonly steps: string;
  readonly means: readonly Mean[];
  readonly totals: readonly OddsRow[];
  /** Why rows are one chance by rule, where they are: under the rows. */
  readonly notes: readonly string[];
  /** The means' own heading, where they have one (a threat roll's stress to resist). */
  readonly meansHeading?: string;
  /** What a change reads out, after the roll and its subject: the registry's headline parts. */
  readonly headline: readonly HeadlinePart[];
  /** The registry's decision sections, after the figures. */
  readonly sections: readonly DecisionSection[];
}

/** The roll-type navigation, in its order (family by family, src/rolls/families.ts): each roll type and its label. */
export const ROLL_SWITCH: ReadonlyArray<{ readonly roll: RollType; readonly name: string }> = NAVIGATION_ORDER.map((roll) => ({
  roll,
  name: ROLL_SPECS[roll].name,
}));

/** The switch's word for a roll type: "Resistance". */
export const rollName = (roll: RollType): string => ROLL_SPECS[roll].name;

/** The cell a group's preview is written at while the active cell is not known: said in the preview ("At A1: …"). */
export const EXAMPLE_ANCHOR = 'A1';

/**
 * Where Insert formula puts a group's pools from the active cell `anchor`
 * ("B3"): down its column under the "Pools" header, "B4:B6" for three
 * (src/sheets/group-block.ts; test/sidebar/views.test.ts
 * holds the two to the same range); null if `anchor` is not a cell.
 */
export function poolsRange(anchor: string, pools: number): string | null {
  const m = /^([A-Z]{1,3})([1-9]\d{0,6})$/.exec(anchor.trim().toUpperCase());
  if (!m) return null;
  const [, column, row] = m;
  const first = Number(row) + 1;
  return pools === 1 ? `${column}${first}` : `${column}${first}:${column}${first + pools - 1}`;
}

/**
 * What Insert formula writes, to show beside it: the formula for the pool,
 * or a group's function over the range its pools will be written to,
 * below `anchor`, the active cell, when the sidebar knows it
 * ("=BLADES_GROUP(B4:B6)"). Decision: until it does, the formula is shown
 * as written at an example cell, and says so: "At A1: =BLADES_GROUP(A2:A4)".
 */
export function formulaText(choice: RollChoice, anchor?: string): string {
  if (isSpanChoice(choice)) return rollFormula(choice, SHOWN_SEPARATOR);
  const range = anchor === undefined ? null : poolsRange(anchor, choice.pools.length);
  if (range !== null) return rollFormula(choice, SHOWN_SEPARATOR, range);
  return `At ${EXAMPLE_ANCHOR}: ${rollFormula(choice, SHOWN_SEPARATOR, poolsRange(EXAMPLE_ANCHOR, choice.pools.length)!)}`;
}

/** The table's legend: "Clock table, 8 segments, 1 coin a roll", "Group table, 3 participants", "Resistance table, 6 of 9 stress marked". */
export const legendText = (choice: RollChoice): string =>
  [`${rollName(choice.roll)} table`, ...rollSpec(choice).details(choice)].join(', ');

/** Insert table's settings, as the page's fields hold them. */
export interface TableSettings {
  readonly from: number;
  readonly to: number;
  readonly mode: TableMode;
  readonly chart: boolean;
}

/**
 * The span Insert table writes for a choice: the From and To fields' for a
 * pool, else its view's own (an engagement's advantages 0–4); null for a
 * group, whose table is its crew.
 */
export function tableSpan(choice: RollChoice, typed: { readonly from: number; readonly to: number }): { from: number; to: number } | null {
  if (!isSpanChoice(choice)) return null;
  return fixedSpan(choice) ?? { from: typed.from, to: typed.to };
}

/**
 * What Insert table will write, said beside it in the footer, since its
 * settings sit at the bottom of the page: "0–6 dice, live, with a chart",
 * "advantages 0–4, live"; a group's names its crew: "3 participants,
 * values". The roll's own settings (segments, stress) are the fields on
 * show, and the table's legend.
 */
export const tableText = (choice: RollChoice, table: TableSettings): string =>
  [
    spannedText(choice, table) ?? rollSpec(choice).details(choice).join(', '),
    table.mode === 'formulas' ? 'live' : 'values',
    ...(table.chart ? ['with a chart'] : []),
  ].join(', ');

/** "0–6 dice", "advantages 0–4": the span a table of the choice lists; null for a group. */
function spannedText(choice: RollChoice, typed: TableSettings): string | null {
  const span = tableSpan(choice, typed);
  return span && spanText(spanSubject(choice.roll)!, span.from, span.to);
}

/** What a roll's figures depend on: the whole choice, its subject included. */
export const figuresKey = (choice: RollChoice): string => JSON.stringify(Object.entries(choice).sort(([a], [b]) => (a < b ? -1 : 1)));

/** Cached figures kept, the oldest dropped first: a session's changes come back to far fewer. */
const CACHED = 256;

/**
 * One part of the registry's figures for a choice and pool, cached by
 * figuresKey: every figure is exact and the registry pure, so an equal key
 * gives equal figures. A change then computes only what it changed: the
 * chart reuses the rows on show, and a group's chart the crews that the
 * changed participant does not join.
 */
function cached<T>(part: (spec: RollSpec, choice: RollChoice) => T): (choice: RollChoice) => T {
  const cache = new Map<string, T>();
  return (choice) => {
    const key = figuresKey(choice);
    let value = cache.get(key);
    if (value === undefined) {
      value = part(rollSpec(choice), choice);
      if (cache.size >= CACHED) cache.delete(cache.keys().next().value as string);
      cache.set(key, value);
    }
    return value;
  };
}

const rowsOf = cached<readonly OddsRow[]>((spec, choice) => spec.rows(choice));
const totalsOf = cached<readonly OddsRow[]>((spec, choice) => spec.totals?.(choice) ?? []);
const meansOf = cached<readonly Mean[]>((spec, choice) => spec.means?.(choice) ?? []);
const sectionsOf = cached<readonly DecisionSection[]>((spec, choice) => spec.sections?.(choice) ?? []);

/**
 * The view of one choice: every figure an exact fraction from the engine;
 * without its decision sections if `withSections` is false (the first
 * screen's, drawn before them: docs/sidebar.md, *What HtmlService allows*).
 */
export function rollView(choice: RollChoice, withSections = true): OddsView {
  const spec = rollSpec(choice);
  return {
    id: choice.roll,
    title: spec.title(choice),
    subject: spec.subject(choice),
    rows: rowsOf(choice),
    rising: !spec.partition && !spec.grouped,
    steps: stepsOf(choice).rows,
    means: meansOf(choice),
    totals: totalsOf(choice),
    notes: spec.notes?.(choice) ?? [],
    ...(spec.meansHeading === undefined ? {} : { meansHeading: spec.meansHeading }),
    headline: spec.headline,
    sections: withSections ? sectionsOf(choice) : [],
  };
}

/** The pools a chart compares: the ones people actually roll. */
export const CHART_POOLS = [0, 1, 2, 3, 4, 5, 6];

/** A chart of the roll on show, and its legend: each band's label and colour, in the bars' order. */
export interface ChartView {
  readonly markup: string;
  /** A visible line saying what the bars are. */
  readonly caption: string;
  readonly legend: ReadonlyArray<{ readonly label: string; readonly colour: string }>;
  /** Each of the view's rows' bar colour, in the rows' order: its band's, or for a clock the pool's. */
  readonly rowColours: readonly string[];
}

/**
 * The chart for a roll and pool, from the registry's rows: for a clock, the
 * pool's chance to be full by each roll, in that pool's colour (its line's
 * in a native chart of 0–6 dice), named in a legend of one; for a group, its bands as the crew
 * grows (the first participant alone, the first two, … all of them, the
 * whole group outlined); for the others, the bands stacked for 0–6 dice (and
 * the pool on show, if larger), that pool outlined.
 */
export const rollChart = (choice: RollChoice): ChartView => chartsOf(choice);

/** Charts kept as the figures are (`cached`): a pool shown again draws no chart anew. */
const chartsOf = cached<ChartView>((spec, choice) => drawChart(spec, choice));

function drawChart(spec: RollSpec, choice: RollChoice): ChartView {
  const title = spec.title(choice);
  if (!isSpanChoice(choice)) {
    // The registry's colours, one per band, as the native chart draws them.
    const colours = spec.colours(choice, []);
    const n = choice.pools.length;
    const bars = choice.pools.map((_, i) => ({ pool: i + 1, rows: rowsOf({ ...choice, pools: choice.pools.slice(0, i + 1) }) }));
    const labels = bars[0].rows.map((r) => r.label);
    const name = `Chart: ${title} as the crew grows, the first 1 to ${n} participants, all ${n} outlined; each bar stacks ${labels.join(', ')} from the left.`;
    return {
      markup: stackedChart(bars, n, colours, name),
      caption: 'One bar per crew size: the first 1, 2, … participants',
      legend: labels.map((label, i) => ({ label, colour: colours[i] })),
      rowColours: colours,
    };
  }
  const dice = subjectOf(choice);
  // A roll of several partitions (a threat roll's threats): a stacked bar each, numbered, none outlined.
  const parts = spec.parts?.(choice);
  if (parts) {
    const bars = parts.bars.map((rows, i) => ({ pool: i + 1, rows }));
    const labels = bars[0].rows.map((r) => r.label);
    const name = `Chart: ${title}, ${poolText(dice)}: ${parts.described}; each bar stacks ${labels.join(', ')} from the left.`;
    return {
      markup: stackedChart(bars, 0, parts.colours, name),
      caption: parts.caption,
      legend: labels.map((label, i) => ({ label, colour: parts.colours[i] })),
      rowColours: spec.colours(choice, [dice]),
    };
  }
  // Running totals (a clock's): one pool's rising bars.
  if (!spec.partition) {
    const rows = rowsOf(choice);
    // The pool's own colour, as the native chart draws its line.
    const [colour] = spec.colours(choice, [dice]);
    const steps = stepsOf(choice);
    const name = `Chart: ${title}, ${poolText(dice)}: ${steps.described(steps.first + rows.length - 1)}, from ${percentText(rows[0].fraction)} to ${percentText(rows[rows.length - 1].fraction)}.`;
    return {
      markup: stepChart(rows, colour, name, steps),
      caption: `${steps.caption}, ${poolText(dice)}`,
      legend: [{ label: poolText(dice), colour }],
      rowColours: rows.map(() => colour),
    };
  }
  const fixed = fixedSpan(choice);
  if (fixed) return spanChart(choice, spec, title, fixed);
  const pools = CHART_POOLS.includes(dice) ? CHART_POOLS : [...CHART_POOLS, dice];
  // The registry's colours, one per band, as the native chart draws them.
  const colours = spec.colours(choice, pools);
  const bars = pools.map((pool) => ({ pool, rows: rowsOf(withSubject(choice, pool)) }));
  const labels = bars[0].rows.map((r) => r.label);
  const name = `Chart: ${title} for ${pools.length === CHART_POOLS.length ? '0 to 6 dice' : `0 to 6 and ${dice} dice`}, ${poolText(dice)} outlined; each bar stacks ${labels.join(', ')} from the left.`;
  return {
    markup: stackedChart(bars, dice, colours, name),
    caption: `One bar per pool; ${poolText(dice)} outlined`,
    legend: labels.map((label, i) => ({ label, colour: colours[i] })),
    rowColours: colours,
  };
}

/**
 * The bands stacked for each value of a subject's fixed span, as its table
 * lists them (an engagement's advantages 0–4, a trajectory's scores 1 … N),
 * and the value on show if outside it, that one outlined.
 */
function spanChart(choice: SpanChoice, spec: RollSpec, title: string, span: { from: number; to: number }): ChartView {
  const value = subjectOf(choice);
  const subject = spanSubject(choice.roll)!;
  const { showing } = subjectField(subject);
  const values = Array.from({ length: span.to - span.from + 1 }, (_, i) => span.from + i);
  const outside = !values.includes(value);
  const colours = spec.colours(choice, values);
  const bars = [...values, ...(outside ? [value] : [])].map((v) => ({ pool: v, rows: rowsOf(withSubject(choice, v)) }));
  const labels = bars[0].rows.map((r) => r.label);
  const shown = showing ? showing(value) : String(value);
  const over = `${spanText(subject, span.from, span.to)}${outside ? ` and ${value}` : ''}`;
  return {
    markup: stackedChart(
      bars,
      value,
      colours,
      `Chart: ${title} for ${over}, ${shown} outlined; each bar stacks ${labels.join(', ')} from the left.`,
    ),
    caption: `One bar each for ${over}; ${shown} outlined`,
    legend: labels.map((label, i) => ({ label, colour: colours[i] })),
    rowColours: colours,
  };
}

/** A chance of at least 1 in 1,000, and of at least 999 in 1,000. */
const atLeastPermille = (p: Fraction, permille: bigint): boolean => p.num * 1000n >= permille * p.den;

/**
 * The rows of a rising list (a clock's) that matter: from the first with at
 * least 0.1% to the first with at least 99.9%, as indices, both included.
 */
export function keyRows(rows: readonly OddsRow[]): { readonly first: number; readonly last: number } {
  const first = rows.findIndex((r) => atLeastPermille(r.fraction, 1n));
  const last = rows.findIndex((r) => atLeastPermille(r.fraction, 999n));
  return { first: Math.max(first, 0), last: last < 0 ? rows.length - 1 : last };
}
