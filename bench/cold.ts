/**
 * 1. What every recalculation pays: compile + run dist/Code.js + its first
 * call, against bench/minimal.js, the floor (the same functions, exact, in
 * a few KB, written from docs/rules.md); and the first call alone, on a
 * fresh load whose compile and run are not timed: the engine's own work
 * against the floor's. Each sample loads its script into a fresh node:vm
 * context from a distinct source text (no compilation cache), and the two
 * alternate round by round, so a ratio compares a fresh load with a fresh
 * load on the same machine at the same moment.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import vm from 'node:vm';
import { MAX_QUALITY } from '../src/blades/acquire';
import { MAX_ADVANTAGES } from '../src/blades/engagement';
import { MAX_PARTICIPANTS } from '../src/blades/group';
import { MAX_HEAT, MAX_REDUCE_ROLLS, MAX_SCORES, MAX_WANTED } from '../src/blades/heat';
import { MAX_DICE } from '../src/blades/pool-size';
import { DIST_DIR, distinctSource, readCode } from './built-code';
import { ALL_POOLS } from './engine';
import { atMost, Figure, Section } from './report';
import { Mode, ratio, sideBySide, Timing } from './timing';

export const MINIMAL_PATH = join(DIST_DIR, '../bench/minimal.js');
export const readMinimal = (): string => readFileSync(MINIMAL_PATH, 'utf8');

/** A 0–20 column as Sheets passes a range: one row per cell. */
export const COLUMN: number[][] = ALL_POOLS.map((n) => [n]);

export interface ColdCall {
  readonly fn: string;
  readonly args: readonly unknown[];
  /** As the table prints the call. */
  readonly text: string;
  /** The figures' id, where the function alone would not tell two calls apart. */
  readonly key?: string;
}

/** Every custom function over a 0–20 column; clocks at 24 segments, their largest. */
export const COLUMN_CALLS: readonly ColdCall[] = [
  { fn: 'BLADES_BANDS', args: [COLUMN], text: 'BLADES_BANDS(0–20)' },
  { fn: 'BLADES_FRACTIONS', args: [COLUMN], text: 'BLADES_FRACTIONS(0–20)' },
  { fn: 'BLADES_AT_LEAST', args: [COLUMN, 'Partial'], text: 'BLADES_AT_LEAST(0–20, "Partial")' },
  { fn: 'BLADES_ODDS_TABLE', args: [20, 0], text: 'BLADES_ODDS_TABLE(20, 0)' },
  { fn: 'BLADES_RESIST', args: [COLUMN], text: 'BLADES_RESIST(0–20)' },
  { fn: 'BLADES_RESIST_MEAN', args: [COLUMN], text: 'BLADES_RESIST_MEAN(0–20)' },
  { fn: 'BLADES_VICE', args: [COLUMN], text: 'BLADES_VICE(0–20)' },
  { fn: 'BLADES_CLOCK', args: [COLUMN, 24], text: 'BLADES_CLOCK(0–20, 24)' },
  { fn: 'BLADES_CLOCK_MEAN', args: [COLUMN, 24], text: 'BLADES_CLOCK_MEAN(0–20, 24)' },
  { fn: 'BLADES_TRAUMA', args: [COLUMN, 6], text: 'BLADES_TRAUMA(0–20, 6)' },
  { fn: 'BLADES_OVERINDULGE', args: [COLUMN, 3], text: 'BLADES_OVERINDULGE(0–20, 3)' },
  { fn: 'BLADES_PROGRESS', args: [COLUMN, 24, 'standard'], text: 'BLADES_PROGRESS(0–20, 24, "standard")' },
  { fn: 'BLADES_PROGRESS_MEAN', args: [COLUMN, 24, 'standard'], text: 'BLADES_PROGRESS_MEAN(0–20, 24, "standard")' },
  { fn: 'BLADES_THREAT_ALL', args: [COLUMN, 2], text: 'BLADES_THREAT_ALL(0–20, 2)' },
  { fn: 'BLADES_DC_PUSH', args: [COLUMN], text: 'BLADES_DC_PUSH(0–20)' },
  { fn: 'BLADES_DC_PUSH_MEAN', args: [COLUMN], text: 'BLADES_DC_PUSH_MEAN(0–20)' },
  { fn: 'BLADES_TRAUMA_BY', args: [COLUMN, 4, 6], text: 'BLADES_TRAUMA_BY(0–20, 4, 6)' },
  { fn: 'BLADES_TRAUMA_MEAN', args: [COLUMN, 0], text: 'BLADES_TRAUMA_MEAN(0–20, 0)' },
];

/**
 * The functions that take one pool, and the calls where a column call
 * would hide what grows: threats by their count, the trauma walk by its
 * rolls, the clocks at their largest.
 */
export const MORE_CALLS: readonly ColdCall[] = [
  { fn: 'BLADES_OPTIONS', args: [2], text: 'BLADES_OPTIONS(2)' },
  { fn: 'BLADES_THREAT', args: [2, 2], text: 'BLADES_THREAT(2, 2)' },
  { fn: 'BLADES_THREAT', args: [20, 6, 'desperate'], text: 'BLADES_THREAT(20, 6, "desperate")', key: 'BLADES_THREAT.largest' },
  { fn: 'BLADES_THREAT_ALL', args: [COLUMN, 6], text: 'BLADES_THREAT_ALL(0–20, 6)', key: 'BLADES_THREAT_ALL.six' },
  { fn: 'BLADES_TRAUMA_BY', args: [COLUMN, 4, 1], text: 'BLADES_TRAUMA_BY(0–20, 4, 1)', key: 'BLADES_TRAUMA_BY.oneRoll' },
  { fn: 'BLADES_TRAUMA_BY', args: [20, 0, 24, 24], text: 'BLADES_TRAUMA_BY(20, 0, 24, 24)', key: 'BLADES_TRAUMA_BY.largest' },
  { fn: 'BLADES_CLOCK', args: [20, 24, 3], text: 'BLADES_CLOCK(20, 24, 3)', key: 'BLADES_CLOCK.coin' },
  { fn: 'BLADES_PROGRESS', args: [20, 24, 'limited', 50], text: 'BLADES_PROGRESS(20, 24, "limited", 50)', key: 'BLADES_PROGRESS.largest' },
  { fn: 'BLADES_TRAUMA_MEAN', args: [20, 0, 24], text: 'BLADES_TRAUMA_MEAN(20, 0, 24)', key: 'BLADES_TRAUMA_MEAN.largest' },
];

/** A column of the integers from `least` to `most`, as Sheets passes a range. */
const columnOf = (least: number, most: number): number[][] => Array.from({ length: most - least + 1 }, (_, i) => [least + i]);

/**
 * The downtime functions (issue 29): each over its whole column where it
 * takes one, at the arguments that make it widest or longest; the heat
 * trajectory both as a typical table and at its largest.
 */
export const DOWNTIME_CALLS: readonly ColdCall[] = [
  { fn: 'BLADES_ENGAGEMENT', args: [columnOf(0, MAX_ADVANTAGES), 0], text: `BLADES_ENGAGEMENT(0–${MAX_ADVANTAGES}, 0)` },
  { fn: 'BLADES_ENTANGLEMENT', args: [columnOf(0, MAX_WANTED), MAX_HEAT], text: `BLADES_ENTANGLEMENT(0–${MAX_WANTED}, ${MAX_HEAT})` },
  { fn: 'BLADES_WANTED', args: [4, columnOf(1, 10), 2, 2], text: 'BLADES_WANTED(4, 1–10, 2, 2)' },
  {
    fn: 'BLADES_WANTED',
    args: [6, columnOf(1, MAX_SCORES), MAX_DICE, MAX_REDUCE_ROLLS],
    text: `BLADES_WANTED(6, 1–${MAX_SCORES}, ${MAX_DICE}, ${MAX_REDUCE_ROLLS})`,
    key: 'BLADES_WANTED.largest',
  },
  { fn: 'BLADES_ACQUIRE', args: [COLUMN, MAX_QUALITY], text: `BLADES_ACQUIRE(0–20, ${MAX_QUALITY})` },
  { fn: 'BLADES_ACQUIRE_MEAN', args: [COLUMN, MAX_QUALITY], text: `BLADES_ACQUIRE_MEAN(0–20, ${MAX_QUALITY})` },
  { fn: 'BLADES_VERSUS', args: [COLUMN, MAX_DICE], text: `BLADES_VERSUS(0–20, ${MAX_DICE})` },
];

/** The largest crew, as Sheets passes {20,20,…}: one row of cells. */
const CREW: number[][] = [new Array<number>(MAX_PARTICIPANTS).fill(20)];

/** The group questions on the largest crew. */
export const GROUP_CALLS: readonly ColdCall[] = [
  { fn: 'BLADES_GROUP', args: [CREW, false], text: `BLADES_GROUP(${MAX_PARTICIPANTS} × 20 dice)` },
  { fn: 'BLADES_GROUP', args: [CREW, true], text: `BLADES_GROUP(${MAX_PARTICIPANTS} × 20 dice, TRUE)`, key: 'BLADES_GROUP.synchronized' },
  { fn: 'BLADES_GROUP_STRESS', args: [CREW], text: `BLADES_GROUP_STRESS(${MAX_PARTICIPANTS} × 20 dice)` },
];

export const ONE_CELL: ColdCall = { fn: 'BLADES_BANDS', args: [2], text: 'BLADES_BANDS(2)' };

/** The campaign questions' heaviest calls, Code.js's whole cold path against a target of its own (MORE_CALLS holds each beside the minimal script's). */
export const CAMPAIGN_CALLS: readonly ColdCall[] = [
  { fn: 'BLADES_GROUP', args: [[new Array<number>(12).fill(20)], true], text: 'BLADES_GROUP(12 participants × 20 dice, TRUE)' },
  { fn: 'BLADES_CLOCK', args: [20, 24, 3], text: 'BLADES_CLOCK(20, 24, 3)' },
  // A progress clock's worst case: the largest pool and clock, the most rolls; a Bad ticks nothing, so the DP runs all 50.
  { fn: 'BLADES_PROGRESS', args: [20, 24, 'limited', 50], text: 'BLADES_PROGRESS(20, 24, "limited", 50)' },
  // The trauma walk's worst case: the exact solve on the longest track, with the most dice.
  { fn: 'BLADES_TRAUMA_MEAN', args: [20, 0, 24], text: 'BLADES_TRAUMA_MEAN(20, 0, 24)' },
];

interface Load {
  context: vm.Context;
  source: string;
}

/** Compile, run and call `call` (or no call: the load alone) in a context made beforehand: its creation is node:vm's cost. */
export function coldContender(name: string, code: string, call: ColdCall | null) {
  return {
    name,
    prepare: (): Load => ({ context: vm.createContext({}), source: distinctSource(code) }),
    run: ({ context, source }: Load) => {
      new vm.Script(source, { filename: `${name}.js` }).runInContext(context);
      return call && (context[call.fn] as (...args: unknown[]) => unknown)(...call.args);
    },
  };
}

/**
 * The first call alone: the context made, the script compiled and run in
 * `prepare` (untimed), then one call timed, as the engine's own work on a
 * script nothing has warmed.
 */
export function firstCallContender(name: string, code: string, call: ColdCall) {
  return {
    name,
    prepare: (): vm.Context => {
      const context = vm.createContext({});
      new vm.Script(distinctSource(code), { filename: `${name}.js` }).runInContext(context);
      return context;
    },
    run: (context: vm.Context) => (context[call.fn] as (...args: unknown[]) => unknown)(...call.args),
  };
}

/**
 * What a pair times on Code.js's side: the shipped text; the same text
 * minified by esbuild (not shipped: it would not be readable); its
 * compilation alone, nothing run, against the minimal script's whole call;
 * or the shipped text's first call alone against the minimal script's.
 */
export type CodeVariant = 'shipped' | 'minified' | 'compiled only' | 'first call';

export interface ColdPair {
  readonly call: ColdCall | null;
  readonly variant: CodeVariant;
}

const minified = (code: string): string => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { transformSync } = require('esbuild') as typeof import('esbuild');
  // A script, not a module: esbuild keeps its top-level names, so the entry points stay callable.
  return transformSync(code, { minify: true, charset: 'utf8' }).code;
};

/** Code.js's compilation alone: what any call pays before it runs one line. */
function compileOnlyContender(name: string, code: string) {
  return {
    name,
    prepare: (): string => distinctSource(code),
    run: (source: string) => new vm.Script(source, { filename: `${name}.js` }),
  };
}

/**
 * A first call alone takes this many times the mode's rounds: each sample
 * is under a millisecond, and a median of 21 per-round ratios of samples
 * that short swung by about 0.1 between runs of the same build (1.33× to
 * 1.51× for BLADES_OVERINDULGE), as much as the margin it is judged by.
 * The loads around each sample are untimed, so the extra rounds cost the
 * section tens of seconds, not its precision elsewhere.
 */
export const FIRST_CALL_ROUNDS = 3;

/** Code.js (as `pair.variant` says) and the minimal script, alternating, on one call; a fresh load per sample. */
export function coldPair(pair: ColdPair, mode: Mode, code = readCode(), minimal = readMinimal()): { code: Timing; minimal: Timing } {
  if (pair.variant === 'first call') {
    const call = pair.call!;
    const rounds = mode.rounds * FIRST_CALL_ROUNDS;
    const t = sideBySide([firstCallContender('Code', code, call), firstCallContender('minimal', minimal, call)], {
      ...mode,
      warmup: 2,
      rounds,
    });
    return { code: t.get('Code')!, minimal: t.get('minimal')! };
  }
  const contender =
    pair.variant === 'compiled only'
      ? compileOnlyContender('Code', code)
      : coldContender('Code', pair.variant === 'minified' ? minified(code) : code, pair.call);
  const t = sideBySide([contender, coldContender('minimal', minimal, pair.call)], { ...mode, warmup: 2 });
  return { code: t.get('Code')!, minimal: t.get('minimal')! };
}

/** Every function's first call against the floor's (issues 17 and 29). */
const FIRST_CALL_LIMIT = 1.5;

const COLUMN_BANDS = COLUMN_CALLS[0];

/** Every call with a whole cold path and a first call of its own, against the minimal script. */
const SIDE_BY_SIDE: readonly ColdCall[] = [...COLUMN_CALLS, ...GROUP_CALLS, ...MORE_CALLS, ...DOWNTIME_CALLS];

/**
 * Every pair the section times, by index: each call's whole cold path, one
 * cell, the load alone, the campaign calls' cold paths, the two bounds on
 * what any build of this size can reach, then each call's first call alone.
 */
export const PAIRS: readonly ColdPair[] = [
  ...[...SIDE_BY_SIDE, ONE_CELL, null, ...CAMPAIGN_CALLS].map((call) => ({ call, variant: 'shipped' as const })),
  { call: COLUMN_BANDS, variant: 'minified' },
  { call: COLUMN_BANDS, variant: 'compiled only' },
  ...SIDE_BY_SIDE.map((call) => ({ call, variant: 'first call' as const })),
];

/**
 * One pair timed in a process of its own (this script again, with
 * --cold-pair): in Node 20 every node:vm context outlives its use, so each
 * load in a process costs a little more than the one before (about 2× after
 * 300 loads of Code.js, measured); a fresh process per pair keeps the
 * later pairs from paying for the earlier ones.
 */
function pairInChild(index: number, mode: Mode): { code: Timing; minimal: Timing } {
  const args = [...process.execArgv, process.argv[1], '--cold-pair', String(index), ...(mode.name === 'quick' ? ['--quick'] : [])];
  return JSON.parse(execFileSync(process.execPath, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] })) as {
    code: Timing;
    minimal: Timing;
  };
}

export function coldSection(mode: Mode): Section {
  const figures: Figure[] = [];
  const timed = PAIRS.map((_, i) => pairInChild(i, mode));
  const at = (call: ColdCall | null, variant: CodeVariant) => timed[PAIRS.findIndex((p) => p.call === call && p.variant === variant)];
  const vs = (t: { code: Timing; minimal: Timing }) => `${t.code.medianMs.toFixed(2)} ms vs ${t.minimal.medianMs.toFixed(2)} ms`;
  const parts = (t: { code: Timing; minimal: Timing }) => ({ code: t.code.medianMs, minimal: t.minimal.medianMs });
  const [one, load, min, compiled] = [
    at(ONE_CELL, 'shipped'),
    at(null, 'shipped'),
    at(COLUMN_BANDS, 'minified'),
    at(COLUMN_BANDS, 'compiled only'),
  ];
  // The whole cold path is reported, not judged: most of it is compiling Code.js (the bounds below).
  SIDE_BY_SIDE.forEach((call) => {
    const t = at(call, 'shipped');
    figures.push({
      id: `cold.${call.key ?? call.fn}`,
      label: `${call.text}: Code.js ÷ minimal`,
      value: ratio(t.code, t.minimal),
      unit: 'ratio',
      note: vs(t),
      parts: parts(t),
    });
  });
  // The first call alone: the engine's own work, judged on every call.
  SIDE_BY_SIDE.forEach((call) => {
    const t = at(call, 'first call');
    const r = ratio(t.code, t.minimal);
    figures.push({
      id: `first.${call.key ?? call.fn}`,
      label: `${call.text}, first call alone (its fresh load untimed): Code.js ÷ minimal`,
      value: r,
      unit: 'ratio',
      target: atMost(r, FIRST_CALL_LIMIT, `${FIRST_CALL_LIMIT}×`),
      note: vs(t),
      parts: parts(t),
    });
  });
  figures.push(
    {
      id: 'cold.oneCell',
      label: `${ONE_CELL.text}, one cell: Code.js ÷ minimal`,
      value: ratio(one.code, one.minimal),
      unit: 'ratio',
      note: vs(one),
      parts: parts(one),
    },
    {
      id: 'cold.oneCellMs',
      label: `${ONE_CELL.text}, one cell, Code.js: compile + run + call`,
      value: one.code.medianMs,
      unit: 'ms',
      target: atMost(one.code.medianMs, 10, '10 ms'),
    },
    {
      id: 'cold.loadOnly',
      label: 'the load alone (compile + run, no call): Code.js ÷ minimal',
      value: ratio(load.code, load.minimal),
      unit: 'ratio',
      note: `${vs(load)}: Code.js also holds the menu, sidebar and inserts`,
      parts: parts(load),
    },
    {
      id: 'cold.bound.minified',
      label: `${COLUMN_BANDS.text}, Code.js minified by esbuild (not shipped) ÷ minimal`,
      value: ratio(min.code, min.minimal),
      unit: 'ratio',
      note: `${vs(min)}: what fewer bytes of the same code would buy`,
      parts: parts(min),
    },
    {
      id: 'cold.bound.compileOnly',
      label: `compiling Code.js alone, nothing run ÷ minimal's whole ${COLUMN_BANDS.text}`,
      value: ratio(compiled.code, compiled.minimal),
      unit: 'ratio',
      note: `${vs(compiled)}: a floor under every cold-path ratio above, set by Code.js's size alone`,
      parts: parts(compiled),
    },
    {
      id: 'cold.singleCellSheetModelS',
      label: 'model: 10,000 single-cell BLADES_BANDS formulas',
      value: (one.code.medianMs * 10_000) / 1000,
      unit: 's',
      note: 'not a measurement: 10,000 × the one-cell cold path above, assuming each formula is its own execution with a fresh load',
    },
  );
  for (const call of CAMPAIGN_CALLS) {
    // In a process of its own, as every pair: timed in this one, after the loads of the calls before it, the
    // last call paid for node:vm's leak (pairInChild), which read as its own cost.
    const t = at(call, 'shipped').code;
    figures.push({
      id: `cold.campaign.${call.fn}`,
      label: `${call.text}, Code.js: compile + run + call`,
      value: t.medianMs,
      unit: 'ms',
      target: atMost(t.medianMs, 10, '10 ms'),
    });
  }
  return {
    id: 'cold',
    title: `1. Cold path (fresh load + first call) and first call alone, Code.js against bench/minimal.js (each a fresh node:vm context, alternating; median of ${mode.rounds} rounds, ${mode.rounds * FIRST_CALL_ROUNDS} for a first call alone; each row its own process)`,
    figures,
  };
}
