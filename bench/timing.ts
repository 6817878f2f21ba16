/**
 * Side-by-side timing. The machine is shared and noisy, so contenders are
 * timed in the same rounds, alternating their order, and compared by the
 * median of per-round ratios: a slow moment hits both sides of a ratio.
 * The clock is the process's CPU time (user + system, which includes V8's
 * helper threads), not wall time: on a shared machine wall time also counts
 * the moments other jobs hold the cores, which hits a longer sample harder.
 */

export interface Mode {
  readonly name: 'full' | 'quick';
  /** Untimed rounds first, so the JIT has seen the code (unless a contender loads it fresh). */
  readonly warmup: number;
  readonly rounds: number;
  /** A sample of fast work repeats it until it lasts at least this long. */
  readonly minSampleMs: number;
}

export const FULL: Mode = { name: 'full', warmup: 2, rounds: 21, minSampleMs: 20 };
export const QUICK: Mode = { name: 'quick', warmup: 1, rounds: 3, minSampleMs: 2 };

export interface Contender<S = unknown> {
  readonly name: string;
  /** Untimed set-up before every sample (e.g. a fresh script load); forces one run per sample. */
  readonly prepare?: () => S;
  /** The timed work. It returns its result so that the work cannot be optimised away. */
  readonly run: (state: S) => unknown;
}

export interface Timing {
  /** Median time of one run, in ms. */
  readonly medianMs: number;
  /** One time per round, in ms per run. */
  readonly samplesMs: number[];
  readonly repsPerSample: number;
}

/** Every result is stored here, so the timed work always has an observable effect (exported: the optimiser cannot drop it). */
export let sink: unknown;

const nowMs = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

export function median(xs: readonly number[]): number {
  if (xs.length === 0) throw new RangeError('median of nothing');
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

type Collect = (options?: { type: 'minor' | 'major' }) => void;
/** V8's collector (scripts/bench.cjs runs node --expose-gc); a no-op without the flag. */
const gc: Collect = (globalThis as { gc?: Collect }).gc ?? (() => undefined);
let samples = 0;
/**
 * Before a sample that loads a script afresh: a young-generation collection
 * every time (the last load's garbage), a full one every tenth sample, which
 * keeps the old generation small without paying a full collection per sample.
 */
const collect = (): void => gc({ type: ++samples % 10 === 0 ? 'major' : 'minor' });

/** One sample: `reps` runs, in ms per run. */
function sample<S>(c: Contender<S>, reps: number): number {
  let state = undefined as S;
  if (c.prepare) {
    state = c.prepare();
    // Fresh script loads leave whole dead contexts behind: collect them
    // before the single timed run rather than during it.
    collect();
  }
  const start = nowMs();
  for (let i = 0; i < reps; i++) sink = c.run(state);
  return (nowMs() - start) / reps;
}

/** Enough runs per sample to outlast the timer's noise; one when each run needs fresh state. */
function calibrate<S>(c: Contender<S>, mode: Mode): number {
  if (c.prepare) return 1;
  const once = Math.max(sample(c, 1), 1e-4);
  return Math.max(1, Math.ceil(mode.minSampleMs / once));
}

/** Times every contender in each round, alternating the order round by round. */
// Each contender has its own state type; a list of them can only say `any` (there is no existential type).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function sideBySide(contenders: ReadonlyArray<Contender<any>>, mode: Mode): Map<string, Timing> {
  const reps = contenders.map((c) => calibrate(c, mode));
  const samples: number[][] = contenders.map(() => []);
  for (let round = 0; round < mode.warmup + mode.rounds; round++) {
    const order = contenders.map((_, i) => i);
    if (round % 2) order.reverse();
    for (const i of order) {
      const ms = sample(contenders[i], reps[i]);
      if (round >= mode.warmup) samples[i].push(ms);
    }
  }
  return new Map(contenders.map((c, i) => [c.name, { medianMs: median(samples[i]), samplesMs: samples[i], repsPerSample: reps[i] }]));
}

/** How many times slower `a` is than `b`: the median of the ratios taken round by round. */
export function ratio(a: Timing, b: Timing): number {
  return median(a.samplesMs.map((ms, i) => ms / b.samplesMs[i]));
}
