/**
 * `npm run bench`: speed, size and cold start, each compared side by side.
 * Prints a Markdown table; `--json FILE` writes the same figures; `--quick`
 * takes few rounds, for CI; `--runs N` runs the whole bench N times, each in
 * a fresh process, and reports each figure's median run with its min and
 * max; `--only ID[,ID…]` runs only those sections (by their ids: cold,
 * range, enumeration, monteCarlo, bundle, sidebar, refusal, executions),
 * e.g. `--only cold` for the first calls. Targets are reported, never
 * enforced: the exit code says only whether the bench itself ran.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { cpus, loadavg, tmpdir } from 'node:os';
import { bundleSection } from './bundle';
import { coldPair, coldSection, PAIRS } from './cold';
import { enumerationSection } from './enumeration';
import { executionsSection } from './executions';
import { monteCarloSection } from './monte-carlo';
import { rangeSection } from './range';
import { refusalSection } from './refusal';
import { combineRuns, Section, table, targets } from './report';
import { sidebarSection } from './sidebar';
import { FULL, Mode, QUICK } from './timing';

const USAGE = 'usage: npm run bench -- [--quick] [--runs N [--concurrent]] [--only ID[,ID…]] [--json FILE]';

export interface Options {
  mode: Mode;
  json: string | null;
  /** Whole runs of the bench, each in its own process; 1 runs it here. */
  runs: number;
  /** Start the runs together rather than one after another. */
  concurrent: boolean;
  /** The sections to run, by id; null runs them all. */
  only: string[] | null;
}

export function parseArgs(args: readonly string[]): Options {
  const options: Options = { mode: FULL, json: null, runs: 1, concurrent: false, only: null };
  const value = (i: number) => (args[i + 1] && !args[i + 1].startsWith('--') ? args[i + 1] : null);
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--quick') options.mode = QUICK;
    else if (args[i] === '--concurrent') options.concurrent = true;
    else if (args[i] === '--json' && value(i)) options.json = args[++i];
    else if (args[i] === '--runs' && /^[1-9]\d*$/.test(value(i) ?? '')) options.runs = Number(args[++i]);
    else if (args[i] === '--only' && value(i)) options.only = onlySections(args[++i]);
    else
      throw new Error(
        `${['--json', '--runs', '--only'].includes(args[i]) ? `${args[i]} needs a value` : `unknown argument ${args[i]}`}\n${USAGE}`,
      );
  }
  return options;
}

export function machine() {
  let commit: string | null = null;
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    // not a git checkout: the figures still stand, without a commit
  }
  return {
    cpu: cpus()[0]?.model.trim() ?? 'unknown',
    cores: cpus().length,
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    commit,
    /** The 1-minute load average as the run starts: the machine is shared (docs/benchmarks.md). */
    load: loadavg()[0],
  };
}

/** Every section: its id (as its figures' JSON names it), its name in the log, and how to run it. */
const STEPS: ReadonlyArray<[string, string, (mode: Mode) => Section | Promise<Section>]> = [
  ['cold', 'cold path', (mode) => coldSection(mode)],
  ['range', 'range call', (mode) => rangeSection(mode)],
  ['enumeration', 'enumeration', (mode) => enumerationSection(mode)],
  ['monteCarlo', 'Monte Carlo', (mode) => monteCarloSection(mode)],
  ['bundle', 'size', () => bundleSection()],
  ['sidebar', 'sidebar', (mode) => sidebarSection(mode)],
  ['refusal', 'full-cell refusal', (mode) => refusalSection(mode)],
  ['executions', 'executions per table', () => executionsSection()],
];

/** --only's list, each id checked against the sections'. */
function onlySections(list: string): string[] {
  const ids = list.split(',');
  const unknown = ids.filter((id) => !STEPS.some(([known]) => known === id));
  if (unknown.length) throw new Error(`--only: no section ${unknown.join(', ')}; the sections are ${STEPS.map(([id]) => id).join(', ')}`);
  return ids;
}

/** Each section in turn (or those of `only`); one section's time never overlaps another's. */
export async function runSections(mode: Mode, log: (line: string) => void, only: readonly string[] | null = null): Promise<Section[]> {
  const sections: Section[] = [];
  for (const [id, name, run] of STEPS) {
    if (only && !only.includes(id)) continue;
    const start = Date.now();
    sections.push(await run(mode));
    log(`  ${name}: ${((Date.now() - start) / 1000).toFixed(1)} s`);
  }
  return sections;
}

/**
 * The bench run `runs` times, each in a fresh process (this script again,
 * writing JSON): one after another, or all at once with `concurrent` (on a
 * machine shared with other jobs the runs then get their share of the cores;
 * the CPU-time figures stand, the sidebar's wall-clock ones take the load).
 */
async function separateRuns(mode: Mode, runs: number, concurrent: boolean, only: readonly string[] | null): Promise<Section[][]> {
  const dir = mkdtempSync(join(tmpdir(), 'blades-bench-runs-'));
  const one = (i: number) =>
    new Promise<Section[]>((resolve, reject) => {
      const file = join(dir, `run-${i}.json`);
      const args = [
        ...process.execArgv,
        process.argv[1],
        ...(mode === QUICK ? ['--quick'] : []),
        ...(only ? ['--only', only.join(',')] : []),
        '--json',
        file,
      ];
      const child = spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'inherit'] });
      child.on('error', reject);
      child.on('exit', (code) => {
        if (code !== 0) return reject(new Error(`run ${i + 1} of ${runs} exited with ${code}`));
        console.error(`run ${i + 1} of ${runs} done`);
        resolve((JSON.parse(readFileSync(file, 'utf8')) as { sections: Section[] }).sections);
      });
    });
  try {
    if (concurrent) return await Promise.all(Array.from({ length: runs }, (_, i) => one(i)));
    const all: Section[][] = [];
    for (let i = 0; i < runs; i++) all.push(await one(i));
    return all;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const pair = argv.indexOf('--cold-pair');
  if (pair >= 0) {
    // A child of the cold-path section: one pair, its timings as JSON on stdout.
    const t = coldPair(PAIRS[Number(argv[pair + 1])], argv.includes('--quick') ? QUICK : FULL);
    process.stdout.write(JSON.stringify(t));
    return;
  }
  const { mode, json, runs, concurrent, only } = parseArgs(argv);
  const about = machine();
  const started = Date.now();
  console.error(`bench (${mode.name}: ${mode.warmup} warm-up + ${mode.rounds} rounds, medians${runs > 1 ? `; ${runs} runs` : ''})…`);
  const sections =
    runs > 1 ? combineRuns(await separateRuns(mode, runs, concurrent, only)) : await runSections(mode, (line) => console.error(line), only);
  const seconds = (Date.now() - started) / 1000;
  const summary = targets(sections);
  console.log(
    `## Blades Odds benchmark (${mode.name} mode)\n\n` +
      `${about.cpu}, ${about.cores} cores, Node ${about.node}, ${about.platform}` +
      `${about.commit ? `, commit ${about.commit}` : ''}; ${runs > 1 ? `${runs} runs${concurrent ? ' at once' : ''}, ` : ''}${seconds.toFixed(0)} s.\n` +
      'Times are medians; ratios are medians of ratios taken in the same round.\n',
  );
  console.log(table(sections));
  const count = (met: boolean | null) => summary.filter((t) => t.met === met).length;
  console.log(`Targets: ${count(true)} met, ${count(false)} not met, ${count(null)} not yet measured.`);
  if (json) {
    mkdirSync(dirname(json), { recursive: true });
    const command = `npm run bench -- ${process.argv
      .slice(2)
      .filter((a, i, all) => a !== '--json' && all[i - 1] !== '--json')
      .join(' ')}`.trim();
    writeFileSync(
      json,
      JSON.stringify({ mode: mode.name, runs, command, seconds, machine: about, sections, targets: summary }, null, 2) + '\n',
    );
    console.error(`wrote ${json}`);
  }
}

main().catch((err) => {
  console.error(`bench failed: ${err instanceof Error ? err.message : err}`);
  process.exit(1);
});
