/**
 * What the bench reports: sections of figures, each with its unit and, where
 * the project sets one, a target judged met or not met. Nothing here fails the
 * run: a missed target is a finding, printed and written to the JSON.
 */

export interface Target {
  /** As printed, e.g. "≤ 3×". */
  readonly text: string;
  /** null when there is no figure to judge (not yet measured). */
  readonly met: boolean | null;
}

export interface Figure {
  /** Stable key for the JSON, e.g. "range.perCellRatio". */
  readonly id: string;
  readonly label: string;
  /** null: not measured; `note` says why. */
  readonly value: number | null;
  readonly unit: Unit;
  readonly note?: string;
  readonly target?: Target;
  /** A ratio's two medians, in ms: Code.js's and the minimal script's (docs/benchmarks.md quotes them). */
  readonly parts?: { readonly code: number; readonly minimal: number };
  /** Over several runs of the bench (--runs): value is then the median run's. */
  readonly runs?: { readonly count: number; readonly min: number; readonly max: number };
}

export interface Section {
  readonly id: string;
  readonly title: string;
  readonly figures: Figure[];
}

export type Unit = 'ns/cell' | 'ms' | 's' | 'ratio' | 'bytes' | 'ns/tuple' | 'abs error' | 'executions';

/** A target "value ≤ limit" or "value ≥ limit", judged on a figure that may be missing. */
export function atMost(value: number | null, limit: number, text: string): Target {
  return { text: `≤ ${text}`, met: value === null ? null : value <= limit };
}
export function atLeast(value: number | null, limit: number, text: string): Target {
  return { text: `≥ ${text}`, met: value === null ? null : value >= limit };
}

const group = (x: number): string => Math.round(x).toLocaleString('en-US');

/** A duration given in ms, in the unit a reader takes in at a glance. */
export function showMs(ms: number): string {
  if (ms >= 86_400_000 * 365) return `${(ms / (86_400_000 * 365.25)).toPrecision(3)} years`;
  if (ms >= 86_400_000) return `${(ms / 86_400_000).toPrecision(3)} days`;
  if (ms >= 1000) return `${(ms / 1000).toPrecision(3)} s`;
  if (ms >= 1) return `${ms.toPrecision(3)} ms`;
  if (ms >= 1e-3) return `${(ms * 1e3).toPrecision(3)} µs`;
  return `${(ms * 1e6).toPrecision(3)} ns`;
}

export function showRatio(r: number): string {
  return r >= 1e4 ? `${r.toExponential(2).replace('e+', 'e')}×` : `${r < 10 ? r.toFixed(2) : group(r)}×`;
}

export function showValue(f: Pick<Figure, 'value' | 'unit'>): string {
  if (f.value === null) return 'not yet measured';
  switch (f.unit) {
    case 'ns/cell':
    case 'ns/tuple':
      return `${f.value.toFixed(1)} ${f.unit}`;
    case 'ms':
      return showMs(f.value);
    case 's':
      return showMs(f.value * 1000);
    case 'ratio':
      return showRatio(f.value);
    case 'bytes':
      return `${group(f.value)} B (${(f.value / 1024).toFixed(1)} KB)`;
    case 'abs error':
      return f.value.toExponential(2);
    case 'executions':
      return `${group(f.value)} ${f.value === 1 ? 'execution' : 'executions'}`;
  }
}

const verdict = (t?: Target): string => (!t ? '' : t.met === null ? `${t.text}: not judged` : `${t.text}: ${t.met ? 'met' : 'NOT MET'}`);

/** The table as printed on stdout and pasted into docs/benchmarks.md (Markdown). */
export function table(sections: readonly Section[]): string {
  const lines: string[] = [];
  for (const s of sections) {
    const runs = s.figures.find((f) => f.runs)?.runs?.count;
    const head = runs ? `| measurement | median of ${runs} runs | min – max | target | note |` : '| measurement | figure | target | note |';
    lines.push(`### ${s.title}`, '', head, runs ? '|---|---:|---:|---|---|' : '|---|---:|---|---|');
    for (const f of s.figures) {
      const spread = !runs
        ? ''
        : f.runs
          ? ` ${showValue({ ...f, value: f.runs.min })} – ${showValue({ ...f, value: f.runs.max })} |`
          : ' |';
      lines.push(`| ${f.label} | ${showValue(f)} |${spread} ${verdict(f.target)} | ${f.note ?? ''} |`);
    }
    lines.push('');
  }
  return lines.join('\n');
}

/**
 * One section list from several runs of the bench: each figure's median run
 * (its value, target verdict and note), with the smallest and largest value.
 */
export function combineRuns(runs: readonly Section[][]): Section[] {
  const mid = <T>(xs: readonly T[]): T => xs[(xs.length - 1) >> 1];
  return runs[0].map((section, si) => ({
    ...section,
    figures: section.figures.map((figure, fi) => {
      const all = runs.map((r) => r[si]?.figures[fi]).filter((f): f is Figure => f?.id === figure.id);
      const measured = all.filter((f) => f.value !== null).sort((a, b) => a.value! - b.value!);
      if (measured.length === 0) return figure;
      const values = measured.map((f) => f.value!);
      return { ...mid(measured), runs: { count: measured.length, min: values[0], max: values[values.length - 1] } };
    }),
  }));
}

/** Every target and whether it is met, for the summary line. */
export function targets(sections: readonly Section[]): Array<{ id: string; label: string; met: boolean | null }> {
  return sections.flatMap((s) => s.figures.filter((f) => f.target).map((f) => ({ id: f.id, label: f.label, met: f.target!.met })));
}
