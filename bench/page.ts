/**
 * What docs/benchmarks.md and the README's Performance section show of a
 * bench run: every figure there sits between markers that `npm run docs`
 * fills from docs/benchmarks.json (what `npm run bench -- --json
 * docs/benchmarks.json` writes), so no figure is typed by hand.
 * test/docs/benchmarks-page.test.ts holds both files to what this writes,
 * and finds any figure left outside a marker.
 *
 * A marker is `<!-- bench: SPEC -->shown text<!-- /bench -->`; the shown
 * text is replaced. SPEC is one of:
 *   figures            every section's table, then the targets' count
 *   machine            the CPU, cores, Node and platform of the run
 *   commit, command    the commit measured, the command run (as code)
 *   seconds, load      the run's length; the 1-minute load average as it began
 *   targets            how many targets were met, not met, not measured
 *   target ID          a figure's target, e.g. "≤ 1.5×"
 *   verdict ID         "met", "NOT MET" or "not judged"
 *   runs ID            one figure's lowest to highest run, of a record
 *                      made with --runs N
 *   ID …               one figure as its table shows it; several (or an ID
 *                      with a `*`), the range from the least to the largest
 *   ID.code, ID.minimal  a ratio's medians in ms: Code.js's, the minimal script's
 */
import { Figure, Section, showMs, showValue, table, Target } from './report';

export interface BenchRun {
  readonly mode: string;
  readonly runs: number;
  readonly command: string;
  readonly seconds: number;
  readonly machine: {
    readonly cpu: string;
    readonly cores: number;
    readonly node: string;
    readonly platform: string;
    readonly commit: string | null;
    readonly load?: number;
  };
  readonly sections: readonly Section[];
  readonly targets: ReadonlyArray<{ readonly id: string; readonly met: boolean | null }>;
}

/** The JSON the page is made from, and the two files made from it. */
export const BENCH_JSON = 'docs/benchmarks.json';
export const BENCH_PAGES = ['docs/benchmarks.md', 'README.md'] as const;

export const MARKER = /<!-- bench: ([^>]*?) -->([\s\S]*?)<!-- \/bench -->/g;

const glob = (pattern: string) => new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);

/** The figures a pattern names (an id, or one with `*`); none is a mistake in the page. */
function figuresOf(run: BenchRun, pattern: string): Figure[] {
  const all = run.sections.flatMap((s) => s.figures);
  const found = all.filter((f) => glob(pattern).test(f.id));
  if (!found.length) throw new Error(`no figure of ${BENCH_JSON} is ${pattern}`);
  return found;
}

/** One figure, or one of a ratio's parts (`ID.code`, `ID.minimal`), as a number and how to show it. */
function valuesOf(run: BenchRun, pattern: string): Array<{ value: number; show: (v: number) => string }> {
  const part = /^(.*)\.(code|minimal)$/.exec(pattern);
  if (part && !run.sections.some((s) => s.figures.some((f) => glob(pattern).test(f.id)))) {
    return figuresOf(run, part[1]).map((f) => {
      if (!f.parts) throw new Error(`${f.id} has no ${part[2]} time in ${BENCH_JSON}`);
      return { value: f.parts[part[2] as 'code' | 'minimal'], show: showMs };
    });
  }
  return figuresOf(run, pattern).map((f) => {
    if (f.value === null) throw new Error(`${f.id} was not measured in ${BENCH_JSON}`);
    return { value: f.value, show: (v: number) => showValue({ value: v, unit: f.unit }) };
  });
}

/** "3.36×" and "4.07×" → "3.36–4.07×"; "2.1 ms" and "2.7 ms" → "2.10–2.70 ms"; one value alone as it is. */
function range(values: ReadonlyArray<{ value: number; show: (v: number) => string }>): string {
  const sorted = [...values].sort((a, b) => a.value - b.value);
  const [low, high] = [sorted[0].show(sorted[0].value), sorted[sorted.length - 1].show(sorted[sorted.length - 1].value)];
  if (low === high) return low;
  const split = (text: string) => /^([\d.,e-]+)(.*)$/.exec(text);
  const [a, b] = [split(low), split(high)];
  return a && b && a[2] === b[2] ? `${a[1]}–${b[1]}${a[2]}` : `${low} to ${high}`;
}

function targetOf(run: BenchRun, id: string): Target {
  const [figure] = figuresOf(run, id);
  if (!figure.target) throw new Error(`${id} has no target in ${BENCH_JSON}`);
  return figure.target;
}

function targetsCount(run: BenchRun): string {
  const count = (met: boolean | null) => run.targets.filter((t) => t.met === met).length;
  return `${count(true)} met, ${count(false)} not met, ${count(null)} not yet measured`;
}

/** What one marker's SPEC shows of the run. */
export function shown(run: BenchRun, spec: string): string {
  const [word, ...rest] = spec.trim().split(/\s+/);
  const m = run.machine;
  switch (word) {
    case 'figures':
      return `\n${table(run.sections)}\nTargets: ${targetsCount(run)}.\n`;
    case 'machine':
      return `${m.cpu}, ${m.cores} cores, Node ${m.node}, ${m.platform}`;
    case 'commit':
      if (!m.commit) throw new Error(`${BENCH_JSON} names no commit`);
      return `\`${m.commit}\``;
    case 'command':
      return `\`${run.command}\``;
    case 'seconds':
      return `${Math.round(run.seconds)} s`;
    case 'load':
      if (m.load === undefined) throw new Error(`${BENCH_JSON} has no load average`);
      return m.load.toFixed(1);
    case 'targets':
      return targetsCount(run);
    case 'target':
      return targetOf(run, rest.join(' ')).text;
    case 'runs': {
      const [figure] = figuresOf(run, rest.join(' '));
      if (!figure.runs) throw new Error(`${figure.id} has no runs in ${BENCH_JSON}: record it with --runs N`);
      const show = (v: number) => showValue({ value: v, unit: figure.unit });
      return range([figure.runs.min, figure.runs.max].map((value) => ({ value, show })));
    }
    case 'verdict': {
      const { met } = targetOf(run, rest.join(' '));
      return met === null ? 'not judged' : met ? 'met' : 'NOT MET';
    }
    default:
      return range([word, ...rest].flatMap((pattern) => valuesOf(run, pattern)));
  }
}

/** `text` with every marker's shown text made anew from the run. */
export function fillMarkers(text: string, run: BenchRun): string {
  return text.replace(MARKER, (_, spec: string) => `<!-- bench: ${spec} -->${shown(run, spec)}<!-- /bench -->`);
}
