/**
 * `npm run bench`: speed, size and cold start, each compared side by side in
 * one run. Prints a Markdown table; `--json FILE` writes the same
 * figures; `--quick` takes few rounds, for CI. Targets are reported, never
 * enforced: the exit code says only whether the bench itself ran.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { cpus } from 'node:os';
import { bundleSection } from './bundle';
import { enumerationSection } from './enumeration';
import { monteCarloSection } from './monte-carlo';
import { rangeSection } from './range';
import { refusalSection } from './refusal';
import { Section, table, targets } from './report';
import { sidebarSection } from './sidebar';
import { FULL, Mode, QUICK } from './timing';

const USAGE = 'usage: npm run bench -- [--quick] [--json FILE]';

export interface Options {
  mode: Mode;
  json: string | null;
}

export function parseArgs(args: readonly string[]): Options {
  const options: Options = { mode: FULL, json: null };
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--quick') options.mode = QUICK;
    else if (args[i] === '--json' && args[i + 1] && !args[i + 1].startsWith('--')) options.json = args[++i];
    else throw new Error(`${args[i] === '--json' ? '--json needs a file name' : `unknown argument ${args[i]}`}\n${USAGE}`);
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
  };
}

/** Each section in turn; one section's time never overlaps another's. */
export async function runSections(mode: Mode, log: (line: string) => void): Promise<Section[]> {
  const steps: Array<[string, () => Section | Promise<Section>]> = [
    ['range call', () => rangeSection(mode)],
    ['enumeration', () => enumerationSection(mode)],
    ['Monte Carlo', () => monteCarloSection(mode)],
    ['size and cold start', () => bundleSection(mode)],
    ['sidebar', () => sidebarSection(mode)],
    ['full-cell refusal', () => refusalSection(mode)],
  ];
  const sections: Section[] = [];
  for (const [name, run] of steps) {
    const start = Date.now();
    sections.push(await run());
    log(`  ${name}: ${((Date.now() - start) / 1000).toFixed(1)} s`);
  }
  return sections;
}

async function main(): Promise<void> {
  const { mode, json } = parseArgs(process.argv.slice(2));
  const about = machine();
  const started = Date.now();
  console.error(`bench (${mode.name}: ${mode.warmup} warm-up + ${mode.rounds} rounds, medians)…`);
  const sections = await runSections(mode, (line) => console.error(line));
  const seconds = (Date.now() - started) / 1000;
  const summary = targets(sections);
  console.log(
    `## Blades Odds benchmark (${mode.name} mode)\n\n` +
      `${about.cpu}, ${about.cores} cores, Node ${about.node}, ${about.platform}` +
      `${about.commit ? `, commit ${about.commit}` : ''}; ${seconds.toFixed(0)} s.\n` +
      'Times are medians; ratios are medians of ratios taken in the same round.\n',
  );
  console.log(table(sections));
  const count = (met: boolean | null) => summary.filter((t) => t.met === met).length;
  console.log(`Targets: ${count(true)} met, ${count(false)} not met, ${count(null)} not yet measured.`);
  if (json) {
    mkdirSync(dirname(json), { recursive: true });
    writeFileSync(json, JSON.stringify({ mode: mode.name, seconds, machine: about, sections, targets: summary }, null, 2) + '\n');
    console.error(`wrote ${json}`);
  }
}

main().catch((err) => {
  console.error(`bench failed: ${err instanceof Error ? err.message : err}`);
  process.exit(1);
});
