import { OddsRow } from '../blades/roll';
import { Fraction } from '../dice/fraction';
import { ROLL_SPECS, Unit } from '../rolls/registry';
import { ROLL_TYPES, RollChoice, RollType } from '../rolls/roll-types';
import { stackedChart, stepChart } from './chart';
import { percentText } from './format';

/**
 * The sidebar's lookups, as data: the chosen roll's registry entry turned
 * into a titled list of rows (with a bar each), totals (without) and a
 * mean for one pool. The sidebar renders whatever a view gives.
 */
export interface OddsView {
  /** Stable id, used for element ids and tests. */
  readonly id: RollType;
  readonly title: string;
  readonly rows: readonly OddsRow[];
  readonly totals: readonly OddsRow[];
  readonly mean?: { readonly label: string; readonly value: Fraction; readonly unit: Unit };
}

/** The roll-type switch, in its order: each roll type and its label. */
export const ROLL_SWITCH: ReadonlyArray<{ readonly roll: RollType; readonly name: string }> = ROLL_TYPES.map((roll) => ({
  roll,
  name: ROLL_SPECS[roll].name,
}));

/** The switch's word for a roll type: "Resistance". */
export const rollName = (roll: RollType): string => ROLL_SPECS[roll].name;

/** The view of one roll type for one pool: every figure an exact fraction from the engine. */
export function rollView(choice: RollChoice, dice: number): OddsView {
  const spec = ROLL_SPECS[choice.roll];
  return {
    id: choice.roll,
    title: spec.title(choice),
    rows: spec.rows(dice, choice),
    totals: spec.totals?.(dice) ?? [],
    mean: spec.mean && { label: spec.mean.label, value: spec.mean.of(dice, choice), unit: spec.mean.unit },
  };
}

/** "1 die", "3 dice". */
export const poolText = (pool: number): string => `${pool} ${pool === 1 ? 'die' : 'dice'}`;

/** The pools a chart compares: the ones people actually roll. */
export const CHART_POOLS = [0, 1, 2, 3, 4, 5, 6];

/**
 * Each roll type's band colours, in its rows' order: the action bands from
 * red (Bad) to blue (Critical); stress from the best outcome (blue) to the
 * worst (red), so a glance reads good against bad. All 3:1 or more on white.
 */
const COLOURS: Record<Exclude<RollType, 'clock'>, readonly string[]> = {
  action: ['#c5221f', '#e37400', '#188038', '#1a73e8'],
  resistance: ['#1a73e8', '#188038', '#5f6368', '#e37400', '#c5221f', '#a50e0e', '#8430ce'],
  vice: ['#8430ce', '#c5221f', '#e37400', '#5f6368', '#188038', '#1a73e8'],
};
const CLOCK_COLOUR = '#1a73e8';

/** A chart of the roll on show, and its legend: each band's label and colour, in the bars' order. */
export interface ChartView {
  readonly markup: string;
  /** A visible line saying what the bars are. */
  readonly caption: string;
  readonly legend: ReadonlyArray<{ readonly label: string; readonly colour: string }>;
}

/**
 * The chart for a roll and pool, from the registry's rows: for a clock, the
 * pool's chance to be full by each roll; for the others, the bands stacked
 * for 0–6 dice (and the pool on show, if larger), that pool outlined.
 */
export function rollChart(choice: RollChoice, dice: number): ChartView {
  const spec = ROLL_SPECS[choice.roll];
  const title = spec.title(choice);
  if (choice.roll === 'clock') {
    const rows = spec.rows(dice, choice);
    const name = `Chart: ${title}, ${poolText(dice)}: the chance it is full by roll 1 to ${rows.length}, from ${percentText(rows[0].fraction)} to ${percentText(rows[rows.length - 1].fraction)}.`;
    return { markup: stepChart(rows, CLOCK_COLOUR, name), caption: `Chance full by each roll, ${poolText(dice)}`, legend: [] };
  }
  const colours = COLOURS[choice.roll];
  const pools = CHART_POOLS.includes(dice) ? CHART_POOLS : [...CHART_POOLS, dice];
  const bars = pools.map((pool) => ({ pool, rows: spec.rows(pool, choice) }));
  const labels = bars[0].rows.map((r) => r.label);
  const name = `Chart: ${title} for ${pools.length === CHART_POOLS.length ? '0 to 6 dice' : `0 to 6 and ${dice} dice`}, ${poolText(dice)} outlined; each bar stacks ${labels.join(', ')} from the left.`;
  return {
    markup: stackedChart(bars, dice, colours, name),
    caption: `One bar per pool; ${poolText(dice)} outlined`,
    legend: labels.map((label, i) => ({ label, colour: colours[i] })),
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
