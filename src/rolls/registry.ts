import { BANDS } from '../blades/action';
import { engagementPool } from '../blades/engagement';
import { DEFAULT_REDUCE_DICE, DEFAULT_REDUCE_ROLLS, MIN_HEAT, MIN_WANTED } from '../blades/heat';
import { FIELDS } from './fields';
import { RESISTANCE_COSTS, VICE_CLEARED } from '../blades/stress';
import { acquireMeanCoin, coinColumns } from '../blades/acquire';
import { Fraction } from '../dice/fraction';
import {
  BAND_COLOURS,
  RESISTANCE_COLOURS,
  THREAT_COLOURS,
  THREAT_TABLE_COLOURS,
  VERSUS_COLOURS,
  VICE_COLOURS,
  WANTED_COLOURS,
  ENTANGLEMENT_COLOURS,
  poolColours,
} from './colours';
import { CustomFunction } from './custom-functions';
import { DecisionSection, bonusDiceSection, pushSection, traumaWithinSection } from './decisions';
import { ChoiceOf, RollChoice, RollType, acquireDetails, clockDetails, progressDetails, progressRolls, threatDetails } from './roll-types';
import {
  Mean,
  OddsRow,
  actionRows,
  actionTotals,
  clockMeans,
  clockRows,
  groupRows,
  leaderStressMeans,
  leaderStressRows,
  resistanceMeans,
  resistanceRows,
  riskRows,
  viceMeans,
  viceRows,
  progressMeans,
  progressRows,
  THREAT_TOTALS,
  pushMeans,
  threatPartRows,
  threatNotes,
  threatParts,
  threatRows,
  threatSubject,
  MEAN_COIN,
  VERSUS_OUTCOMES,
  acquireMeans,
  acquireRows,
  versusRows,
  ENGAGEMENT_POSITIONS,
  engagementRows,
  WANTED_LEVELS,
  wantedRows,
  entanglementNames,
  entanglementRows,
} from './rows';
import { tierText } from './fields';
import { poolText } from './pool-text';
// The sidebar reads a pool in words from here, with the rest of the registry.
export { poolText };
import { StressRisk, overindulgeRisk, traumaRisk } from './stress-risk';

/**
 * Everything each roll type is, shows and is called, in one place: the
 * custom function a live cell calls, the columns of its row, and what the
 * sidebar lists (its labelled rows and means are written in ./rows.ts).
 * Typed Record<RollType, …>, so a roll type added to ROLL_TYPES is a
 * compile error until it has an entry here; the inserts
 * (src/sheets/insert-blocks.ts), the formula text (./formula.ts) and the
 * sidebar's views read this alone. Pure: no Sheets, no DOM.
 */

/**
 * One roll type's entry. Its functions take that roll type's own choice
 * (ChoiceOf<R>) alone, its subject included (a pool's `dice`, a group's
 * `pools`), so a clock's entry reads its segments without a check.
 */
export interface RollSpec<R extends RollType = RollType> {
  /** The sidebar switch's label. */
  readonly name: string;
  /** The sidebar's heading: "Resistance roll", "Clock of 8 segments". */
  readonly title: (choice: ChoiceOf<R>) => string;
  /** What the figures are of, as a view's heading says it: "2 dice", "3 participants: 2, 1, 0 dice", "1 advantage". */
  readonly subject: (choice: ChoiceOf<R>) => string;
  /** What else the figures depend on, as a table's legend and an insert's message list it: ["8 segments", "1 coin a roll"], ["6 of 9 stress marked"]. */
  readonly details: (choice: ChoiceOf<R>) => string[];
  /** The custom function a live cell calls; its row spills across the columns. */
  readonly fn: CustomFunction;
  /** The function's arguments after the subject: a clock's segments (and coin), a group's TRUE for Synchronized. */
  readonly args: (choice: ChoiceOf<R>) => Array<number | string>;
  /** The function's arguments before the subject, where it takes any (BLADES_WANTED's heat per score); none when omitted. */
  readonly leading?: (choice: ChoiceOf<R>) => Array<number | string>;
  /**
   * The function's first row is its headings (BLADES_ENTANGLEMENT's
   * entanglements, named by the heat), the odds below: a live table writes
   * its formula in the header row, and its formula spills one row more.
   */
  readonly spillsHeadings?: true;
  /** In messages, "the 0–6 dice resistance table". The action table is plain "table", as BLADES_ODDS_TABLE's. */
  readonly table: string;
  /**
   * What each column of the function's row is, as the inserted table's
   * header names it ("Partial", "Cost 0", "Clear 3", "By roll 2"): the one
   * place the columns are named, and the row's width.
   */
  readonly headings: (choice: ChoiceOf<R>) => string[];
  /**
   * Whether the columns split one pool's outcomes (each row sums to 1), so
   * a chart stacks them, a bar per pool; a clock's are running totals, so
   * its native chart draws a line per pool across them.
   */
  readonly partition: boolean;
  /**
   * The charts' colours, the sidebar's and the native one (./colours.ts),
   * for a chart of `pools` (a table's, in rising order; the sidebar's
   * clock chart, of one pool, asks for [dice]). A partition's: one per
   * heading, its bands, whatever the pools. Running totals': one per pool,
   * its line.
   */
  readonly colours: (choice: ChoiceOf<R>, pools: readonly number[]) => readonly string[];
  /** One pool's exact odds, one per heading, labelled as the sidebar lists them. */
  readonly rows: (choice: ChoiceOf<R>) => OddsRow[];
  /** Further chances the sidebar lists below the rows (sums, the risk to the stress track), without bars. */
  readonly totals?: (choice: ChoiceOf<R>) => OddsRow[];
  /** Means the sidebar lists below the rows, before the totals. */
  readonly means?: (choice: ChoiceOf<R>) => Mean[];
  /**
   * What marked stress puts at risk (./stress-risk.ts), when the choice
   * marks any: the sidebar lists it in the totals, an inserted table gives
   * it a column of its own function after the row's.
   */
  readonly risk?: (choice: ChoiceOf<R>) => StressRisk | null;
  /**
   * What a change reads out (the sidebar's live region), after the roll and
   * its subject: the parts of the view a player asks first, in this order,
   * the full figures left to the page. One rule for every roll type: the
   * figures below the rows (means, then totals) where they sum the rows
   * up; the rows themselves only where the figures below are not the
   * headline (a group's bands, beside the leader's mean stress, not the
   * leader's 0 … k stress); the options its decision sections mark
   * (`markers`: "Push for +1d is better"), where a view's answer is that
   * mark, their figures left to the page. Kept short: a change is read in
   * about 150 characters, never over 200 (test/browser/announce.test.ts).
   */
  readonly headline: readonly HeadlinePart[];
  /**
   * Columns that are separate chances of one roll, neither a partition nor
   * running totals (a threat roll's All avoided, None full, Edge): the
   * native chart draws them side by side, a bar each per pool, unstacked.
   */
  readonly grouped?: true;
  /**
   * A roll read as several partitions (a threat roll's threats, each
   * Avoided, Reduced or Full): the sidebar charts one stacked bar per part,
   * in `colours`' order, rather than one per pool.
   */
  readonly parts?: (choice: ChoiceOf<R>) => {
    readonly caption: string;
    /** What the bars are, in the chart's accessible name: "one bar per threat, 1 to 3, the most severe first". */
    readonly described: string;
    readonly colours: readonly string[];
    readonly bars: ReadonlyArray<readonly OddsRow[]>;
  };
  /** Sentences under the rows saying why rows are one chance by rule, where they are (a threat roll's at desperate); none when omitted. */
  readonly notes?: (choice: ChoiceOf<R>) => string[];
  /** A heading of their own for the means, where they answer another question than the rows (a threat roll's stress to resist); under the totals otherwise. */
  readonly meansHeading?: string;
  /** Decision sections the sidebar shows after the figures (./decisions.ts): the choices a player weighs; none when omitted. */
  readonly sections?: (choice: ChoiceOf<R>) => DecisionSection[];
  /**
   * Running totals' steps where they are not a clock's rolls (acquiring's
   * coin): the sidebar's step chart and long list, and the native line
   * chart, name them from here. CLOCK_STEPS when omitted.
   */
  readonly steps?: (choice: ChoiceOf<R>) => Steps;
  /**
   * A mean an inserted table gives a column of its own function, after the
   * row's (acquiring's mean coin, BLADES_ACQUIRE_MEAN over the same pools):
   * formatted as a mean, not a chance.
   */
  readonly meanColumn?: (choice: ChoiceOf<R>) => TableColumn;
}

/** Running totals' steps, as the charts and a long list name them. */
export interface Steps {
  /** The step chart's word under its numbers: "roll", "coin". */
  readonly word: string;
  /** The first row's number: roll 1, 0 coin. */
  readonly first: number;
  /** What the rows are, in a long list's toggle: "Show all 12 rolls". */
  readonly rows: string;
  /** The sidebar chart's caption, before the pool: "Chance full by each roll". */
  readonly caption: string;
  /** What the bars are, in the chart's accessible name, from the first row's number to `last`: "the chance it is full by roll 1 to 8". */
  readonly described: (last: number) => string;
  /** The native line chart's axes: "Chance the clock is full" up the side, "Rolls" across. */
  readonly chance: string;
  readonly across: string;
}

/** A clock's, and a progress clock's, steps: the rolls from 1. */
export const CLOCK_STEPS: Steps = {
  word: 'roll',
  first: 1,
  rows: 'rolls',
  caption: 'Chance full by each roll',
  described: (last) => `the chance it is full by roll 1 to ${last}`,
  chance: 'Chance the clock is full',
  across: 'Rolls',
};

/** A roll type's steps, for a choice: its own, or a clock's. */
export const stepsOf = (choice: RollChoice): Steps => rollSpec(choice).steps?.(choice) ?? CLOCK_STEPS;

/** A column of its own function an inserted table adds after the row's: its heading, its function and the arguments after the pools, and one pool's exact value. */
export interface TableColumn {
  readonly heading: string;
  readonly fn: CustomFunction;
  readonly args: ReadonlyArray<number | string>;
  readonly value: (dice: number) => Fraction;
}

/**
 * BLADES_ACQUIRE's (and its mean's) arguments after the pool: the quality
 * always (its default, +1, is not plain from the formula), the mode only
 * when crafting.
 */
const acquireArgs = (c: ChoiceOf<'acquire'>): Array<number | string> => [c.quality, ...(c.acquireMode === 'craft' ? ['"craft"'] : [])];

/** A part of a view, as a headline names it. */
export type HeadlinePart = 'rows' | 'means' | 'totals' | 'markers';

const poolSubject = (c: { readonly dice: number }): string => poolText(c.dice);
const noArgs = (): Array<number | string> => [];
/** "6 of 9 stress marked", when the choice marks any. */
const riskDetails = (risk: StressRisk | null): string[] => (risk ? [risk.marked] : []);

/** The net pool in words: "3 dice", "0 dice (two, the lower kept)". */
function engagementPoolText(c: ChoiceOf<'engagement'>): string {
  const net = engagementPool(c.advantages, c.disadvantages);
  return net === 0 ? `${poolText(0)}: two, the lower kept` : poolText(net);
}

/** ["4 heat a score", "1 reduce-heat roll of 2 dice", "from heat 3, wanted 1"]: a trajectory's settings, its start said when not 0. */
function wantedDetails(c: ChoiceOf<'wanted'>): string[] {
  const rolls = `${c.reduceRolls} reduce-heat ${c.reduceRolls === 1 ? 'roll' : 'rolls'}`;
  return [
    `${c.heatPerScore} heat a score`,
    c.reduceRolls === 0 ? rolls : `${rolls} of ${poolText(c.reduceDice)}`,
    ...(c.startHeat || c.startWanted ? [`from heat ${c.startHeat}, wanted ${c.startWanted}`] : []),
  ];
}

/** Arguments with those at the end left out while each equals its default. */
function withoutDefaults(args: readonly number[], defaults: readonly number[]): number[] {
  let n = args.length;
  while (n > 0 && args[n - 1] === defaults[n - 1]) n--;
  return args.slice(0, n);
}

/** Past this many, a group's heading counts its participants without listing their pools (the fields list them). */
const LISTED_POOLS = 4;

/** A group's pools: "3 participants: 2, 1, 0 dice", "1 participant: 2 dice", or "12 participants". */
function crewSubject(c: ChoiceOf<'group'>): string {
  const k = c.pools.length;
  if (k === 1) return `1 participant: ${poolText(c.pools[0])}`;
  return k > LISTED_POOLS ? `${k} participants` : `${k} participants: ${c.pools.join(', ')} dice`;
}

export const ROLL_SPECS: { readonly [R in RollType]: RollSpec<R> } = {
  action: {
    name: 'Action',
    title: () => 'Action roll',
    subject: poolSubject,
    details: () => [],
    fn: 'BLADES_BANDS',
    args: noArgs,
    partition: true,
    table: 'table',
    headings: () => [...BANDS],
    colours: () => BAND_COLOURS,
    rows: (c) => actionRows(c.dice),
    totals: (c) => actionTotals(c.dice),
    // At least Partial, Clean or better.
    headline: ['totals'],
    sections: (c) => [bonusDiceSection(c)],
  },
  resistance: {
    name: 'Resistance',
    title: () => 'Resistance roll',
    subject: poolSubject,
    details: (c) => riskDetails(traumaRisk(c)),
    fn: 'BLADES_RESIST',
    args: noArgs,
    partition: true,
    table: 'resistance table',
    // The critical's "cost" clears 1 stress; short enough for a column.
    headings: () => RESISTANCE_COSTS.map((c) => (c < 0 ? `Cost −${-c} (crit)` : `Cost ${c}`)),
    colours: () => RESISTANCE_COLOURS,
    rows: (c) => resistanceRows(c.dice),
    means: (c) => resistanceMeans(c.dice),
    totals: (c) => riskRows(traumaRisk(c), c.dice),
    risk: traumaRisk,
    // The mean cost, and trauma when stress is marked.
    headline: ['means', 'totals'],
    sections: (c) => [traumaWithinSection(c)],
  },
  vice: {
    name: 'Vice',
    title: () => 'Indulging a vice',
    subject: poolSubject,
    details: (c) => riskDetails(overindulgeRisk(c)),
    fn: 'BLADES_VICE',
    args: noArgs,
    partition: true,
    table: 'vice table',
    headings: () => VICE_CLEARED.map((x) => `Clear ${x}`),
    colours: () => VICE_COLOURS,
    rows: (c) => viceRows(c.dice),
    means: (c) => viceMeans(c.dice, c.stress),
    totals: (c) => riskRows(overindulgeRisk(c), c.dice),
    risk: overindulgeRisk,
    // The mean cleared (and of the stress marked), overindulging.
    headline: ['means', 'totals'],
  },
  clock: {
    name: 'Clock',
    title: (c) => `Clock of ${clockDetails(c).join(', ')}`,
    subject: poolSubject,
    details: clockDetails,
    fn: 'BLADES_CLOCK',
    // The coin is left out at 0, the function's default.
    args: (c) => (c.coin ? [c.segments, c.coin] : [c.segments]),
    partition: false,
    table: 'clock table',
    headings: (c) => Array.from({ length: c.segments }, (_, i) => `By roll ${i + 1}`),
    colours: (_, pools) => poolColours(pools),
    rows: (c) => clockRows(c.dice, c.segments, c.coin ?? 0),
    means: (c) => clockMeans(c.dice, c.segments, c.coin ?? 0),
    // The mean rolls to fill: its rows, up to 24 running totals, are the page's.
    headline: ['means'],
  },
  progress: {
    name: 'Progress',
    title: (c) => `Progress clock of ${progressDetails(c).join(', ')}`,
    subject: poolSubject,
    details: progressDetails,
    fn: 'BLADES_PROGRESS',
    // The effect by name, quoted as text; the rolls left out at the function's default, the segments.
    args: (c) => [c.segments, JSON.stringify(c.effect), ...(progressRolls(c) === c.segments ? [] : [progressRolls(c)])],
    partition: false,
    table: 'progress table',
    headings: (c) => Array.from({ length: progressRolls(c) }, (_, i) => `By roll ${i + 1}`),
    colours: (_, pools) => poolColours(pools),
    rows: (c) => progressRows(c.dice, c.segments, c.effect, progressRolls(c)),
    means: (c) => progressMeans(c.dice, c.segments, c.effect),
    // The mean rolls to fill, as a clock's, and which push is better.
    headline: ['means', 'markers'],
    sections: (c) => [pushSection(c)],
  },
  group: {
    name: 'Group',
    title: (c) => `Group action${c.synchronized ? ', Synchronized' : ''}`,
    subject: crewSubject,
    details: (c) => [`${c.pools.length} participants`],
    fn: 'BLADES_GROUP',
    args: (c) => (c.synchronized ? ['TRUE'] : []),
    partition: true,
    table: 'group table',
    headings: () => [...BANDS],
    colours: () => BAND_COLOURS,
    rows: (c) => groupRows(c.pools, c.synchronized),
    totals: (c) => leaderStressRows(c.pools),
    means: (c) => leaderStressMeans(c.pools),
    // The group's bands and the leader's mean stress: not the 0 … k stress rows.
    headline: ['rows', 'means'],
  },
  threat: {
    name: 'Threat',
    title: (c) => `Threat roll: ${threatDetails(c).join(', ')}`,
    // The dice rolled, a die more per threat after the first: "2 dice, 3 rolled".
    subject: (c) => threatSubject(c.dice, c.threats),
    details: threatDetails,
    // Decision: a table's row per pool is BLADES_THREAT_ALL's three figures
    // (All avoided, None full, Edge), the roll as a whole: the one threat
    // function that takes a column of pools, so the table is one formula.
    // Each threat's Avoided, Reduced and Full (BLADES_THREAT, one rating a
    // call) are the view's totals and its chart. Risky, the default, is left out.
    fn: 'BLADES_THREAT_ALL',
    args: (c) => (c.position === 'risky' ? [c.threats] : [c.threats, `"${c.position}"`]),
    partition: false,
    grouped: true,
    table: 'threat table',
    headings: () => [...THREAT_TOTALS],
    colours: () => THREAT_TABLE_COLOURS,
    rows: (c) => threatRows(c.dice, c.threats, c.position),
    // Deep Cuts' push yourself beside the core resistance roll's mean, for the same dice.
    means: (c) => pushMeans(c.dice),
    meansHeading: 'Mean stress to resist',
    totals: (c) => threatPartRows(c.dice, c.threats, c.position),
    notes: (c) => threatNotes(c.dice, c.threats, c.position),
    parts: (c) => ({
      caption: 'One bar per threat, the most severe (1) first',
      described: `one bar per threat, 1 to ${c.threats}, the most severe first`,
      colours: THREAT_COLOURS,
      bars: threatParts(c.dice, c.threats, c.position),
    }),
    // The roll as a whole: each threat's figures are the page's.
    headline: ['rows'],
  },
  engagement: {
    name: 'Engagement',
    title: () => 'Engagement roll',
    // The advantages, and the net pool they make with the disadvantages: "2 advantages, 3 dice".
    subject: (c) => `${FIELDS.advantages.showing(c.advantages)}, ${engagementPoolText(c)}`,
    details: (c) => [FIELDS.disadvantages.showing(c.disadvantages)],
    fn: 'BLADES_ENGAGEMENT',
    // The disadvantages left out at 0, the function's default.
    args: (c) => (c.disadvantages ? [c.disadvantages] : []),
    partition: true,
    table: 'engagement table',
    headings: () => [...ENGAGEMENT_POSITIONS],
    // An opening position is the action roll's level read another way: the bands' colours.
    colours: () => BAND_COLOURS,
    rows: (c) => engagementRows(c.advantages, c.disadvantages),
    headline: ['rows'],
  },
  entanglement: {
    name: 'Entanglement',
    title: (c) => `Entanglements at heat ${c.heat}`,
    // The wanted level, which is the dice rolled (the field's note says so).
    subject: (c) => FIELDS.wanted.showing(c.wanted),
    details: (c) => [`heat ${c.heat}`],
    fn: 'BLADES_ENTANGLEMENT',
    // The heat left out at 0, the function's default.
    args: (c) => (c.heat ? [c.heat] : []),
    spillsHeadings: true,
    partition: true,
    table: 'entanglement table',
    headings: (c) => [...entanglementNames(c.heat)],
    colours: () => ENTANGLEMENT_COLOURS,
    rows: (c) => entanglementRows(c.wanted, c.heat),
    headline: ['rows'],
  },
  wanted: {
    name: 'Wanted',
    title: () => 'Wanted level',
    subject: (c) => `after ${FIELDS.scores.showing(c.scores)}`,
    details: wantedDetails,
    fn: 'BLADES_WANTED',
    leading: (c) => [c.heatPerScore],
    // Left out from the end while each is the function's default.
    args: (c) =>
      withoutDefaults(
        [c.reduceDice, c.reduceRolls, c.startHeat, c.startWanted],
        [DEFAULT_REDUCE_DICE, DEFAULT_REDUCE_ROLLS, MIN_HEAT, MIN_WANTED],
      ),
    partition: true,
    table: 'wanted table',
    headings: () => WANTED_LEVELS.map((level) => `Wanted ${level}`),
    colours: () => WANTED_COLOURS,
    rows: (c) => wantedRows(c.heatPerScore, c.scores, c.reduceDice, c.reduceRolls, c.startHeat, c.startWanted),
    headline: ['rows'],
  },
  acquire: {
    name: 'Acquire',
    title: (c) => `${c.acquireMode === 'craft' ? 'Crafting' : 'Acquiring an asset'}: ${tierText(c.quality)}`,
    subject: poolSubject,
    details: acquireDetails,
    fn: 'BLADES_ACQUIRE',
    args: acquireArgs,
    partition: false,
    table: 'acquire table',
    headings: (c) => Array.from({ length: coinColumns(c.quality) }, (_, coin) => `${coin} coin`),
    colours: (_, pools) => poolColours(pools),
    rows: (c) => acquireRows(c.dice, c.quality, c.acquireMode),
    means: (c) => acquireMeans(c.dice, c.quality, c.acquireMode),
    // The mean coin: the rows, running totals, are the page's.
    headline: ['means'],
    steps: (c) => ({
      word: 'coin',
      first: 0,
      rows: 'amounts of coin',
      caption: `Chance of ${tierText(c.quality)} by coin spent`,
      described: (last) => `the chance of reaching ${tierText(c.quality)} with at most 0 to ${last} coin`,
      chance: `Chance of ${tierText(c.quality)}`,
      across: 'Coin spent',
    }),
    meanColumn: (c) => ({
      heading: MEAN_COIN,
      fn: 'BLADES_ACQUIRE_MEAN',
      args: acquireArgs(c),
      value: (dice) => acquireMeanCoin(dice, c.quality, c.acquireMode),
    }),
  },
  versus: {
    name: 'Versus',
    title: (c) => `Opposed roll against ${poolText(c.opposed)}`,
    subject: poolSubject,
    details: (c) => [`against ${poolText(c.opposed)}`],
    fn: 'BLADES_VERSUS',
    args: (c) => [c.opposed],
    partition: true,
    table: 'versus table',
    headings: () => [...VERSUS_OUTCOMES],
    colours: () => VERSUS_COLOURS,
    rows: (c) => versusRows(c.dice, c.opposed),
    headline: ['rows'],
  },
};

/**
 * The entry of a choice's roll type. ROLL_SPECS[choice.roll] is a union of
 * entries that TypeScript cannot call with the (union) choice; each entry
 * takes exactly the choice of its own key, so the widening is sound for
 * the `choice` given here, and callers pass that same choice back.
 */
export const rollSpec = (choice: RollChoice): RollSpec => ROLL_SPECS[choice.roll] as RollSpec;
