import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BENCH_JSON, BENCH_PAGES, BenchRun, fillMarkers, MARKER, shown } from '../../bench/page';
import { Section } from '../../bench/report';

/**
 * Every benchmark figure in docs/benchmarks.md and the README's Performance
 * section comes from docs/benchmarks.json: it sits in a marker that
 * `npm run docs` fills (bench/page.ts), and none is typed outside one.
 */

const root = join(__dirname, '../..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const run = JSON.parse(read(BENCH_JSON)) as BenchRun;

/** A figure as the bench shows one: a number with a unit of time, size or ratio, or a count of executions. */
const FIGURE = /\d(?:[\d,]*\d)?(?:\.\d+)?(?:×|%| ?(?:ms|µs|ns|s|KB|B|years|days)\b| executions?\b| percentage points)/;

/** The text of a page a reader sees that no marker fills: no code blocks, no markers, no HTML comments. */
const typedText = (text: string) =>
  text
    .replace(/```[\s\S]*?```/g, '')
    .replace(MARKER, '')
    .replace(/<!--[\s\S]*?-->/g, '');

/** The README's Performance section, up to the next heading of its level. */
const performanceSection = (readme: string) => /^## Performance\n[\s\S]*?(?=^## )/m.exec(readme)?.[0] ?? '';

describe.each(BENCH_PAGES)('%s', (path) => {
  test('shows the figures of docs/benchmarks.json, as `npm run docs` writes them', () => {
    const onDisk = read(path);
    const generated = fillMarkers(onDisk, run);
    if (onDisk !== generated) {
      const [a, b] = [onDisk.split('\n'), generated.split('\n')];
      const at = a.findIndex((line, i) => line !== b[i]);
      throw new Error(
        `${path} is out of date with ${BENCH_JSON}: run \`npm run docs\` and commit it. Line ${at + 1}:\n  ${a[at]}\n  ${b[at]}`,
      );
    }
  });

  test('types no figure by hand: each is in a marker', () => {
    const text = read(path);
    const checked = path === 'README.md' ? performanceSection(text) : text;
    expect(checked).toMatch(new RegExp(MARKER.source));
    const lines = typedText(checked)
      .split('\n')
      .filter((line) => FIGURE.test(line));
    expect(lines).toEqual([]);
  });
});

test('docs/benchmarks.md shows every section of the run, once', () => {
  const page = read('docs/benchmarks.md');
  expect([...page.matchAll(MARKER)].filter(([, spec]) => spec === 'figures')).toHaveLength(1);
  for (const section of run.sections) expect(page).toContain(`### ${section.title}\n`);
});

describe('what a marker shows', () => {
  const section = (figures: Section['figures']): Section => ({ id: 's', title: 'S', figures });
  const sample: BenchRun = {
    mode: 'full',
    runs: 1,
    command: 'npm run bench --',
    seconds: 26.4,
    machine: { cpu: 'AMD EPYC', cores: 2, node: 'v20.20.2', platform: 'linux x64', commit: '7f5cfe4', load: 4.56 },
    sections: [
      section([
        { id: 'cold.A', label: 'A', value: 3.6021, unit: 'ratio', parts: { code: 1.73, minimal: 0.48 } },
        { id: 'cold.B', label: 'B', value: 4.071, unit: 'ratio', parts: { code: 8.84, minimal: 0.45 } },
        {
          id: 'one',
          label: 'one',
          value: 1.55,
          unit: 'ms',
          target: { text: '≤ 10 ms', met: true },
          runs: { count: 3, min: 1.2, max: 12.34 },
        },
        { id: 'size', label: 'size', value: 147_968, unit: 'bytes', target: { text: '≤ 20 KB', met: false } },
      ]),
    ],
    targets: [
      { id: 'one', met: true },
      { id: 'size', met: false },
    ],
  };
  test('one figure as its table shows it; several, or a pattern, as a range', () => {
    expect(shown(sample, 'one')).toBe('1.55 ms');
    expect(shown(sample, 'size')).toBe('147,968 B (144.5 KB)');
    expect(shown(sample, 'cold.A cold.B')).toBe('3.60–4.07×');
    expect(shown(sample, 'cold.*')).toBe('3.60–4.07×');
    expect(shown(sample, 'cold.*.code')).toBe('1.73–8.84 ms');
    expect(shown(sample, 'cold.A.minimal')).toBe('480 µs');
  });
  test('the run, the targets and their verdicts', () => {
    expect(shown(sample, 'machine')).toBe('AMD EPYC, 2 cores, Node v20.20.2, linux x64');
    expect(shown(sample, 'commit')).toBe('`7f5cfe4`');
    expect([shown(sample, 'seconds'), shown(sample, 'load')]).toEqual(['26 s', '4.6']);
    expect(shown(sample, 'targets')).toBe('1 met, 1 not met, 0 not yet measured');
    expect([shown(sample, 'target size'), shown(sample, 'verdict size'), shown(sample, 'verdict one')]).toEqual([
      '≤ 20 KB',
      'NOT MET',
      'met',
    ]);
  });
  test("a figure's lowest to highest run", () => {
    expect(shown(sample, 'runs one')).toBe('1.20–12.3 ms');
    expect(() => shown(sample, 'runs size')).toThrow('size has no runs in docs/benchmarks.json: record it with --runs N');
  });
  test('a figure the run lacks is a mistake in the page', () => {
    expect(() => shown(sample, 'cold.C')).toThrow('no figure of docs/benchmarks.json is cold.C');
    expect(() => shown(sample, 'target cold.A')).toThrow('cold.A has no target in docs/benchmarks.json');
    expect(() => fillMarkers('<!-- bench: nothing -->x<!-- /bench -->', sample)).toThrow('no figure of docs/benchmarks.json is nothing');
  });
});
