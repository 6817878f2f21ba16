/**
 * 1. BLADES_BANDS over a 10,000-cell column, through the built Code.js,
 * against the floor: the closed forms of docs/rules.md#exact-model as a bare float loop.
 */
import { freshBladesBands, freshFunction, readCode } from './built-code';
import { ALL_POOLS } from './engine';
import { atMost, Section } from './report';
import { Mode, ratio, sideBySide } from './timing';

export const CELLS = 10_000;

/** The column: pools 0–20, cycling, so every pool and the zero-dice rule are in it. */
export const pools: number[] = Array.from({ length: CELLS }, (_, i) => ALL_POOLS[i % ALL_POOLS.length]);

/**
 * The floor: the closed forms in doubles, with no coercion, no exactness and
 * no output arrays; the bands are summed only so the loop has a result.
 */
export function floorLoop(dice: readonly number[]): number {
  let acc = 0;
  for (let i = 0; i < dice.length; i++) {
    const n = dice[i];
    if (n === 0) {
      acc += 27 / 36 + 8 / 36 + 1 / 36 + 0; // lower of two d6, no critical
      continue;
    }
    const bad = 0.5 ** n;
    const noSix = (5 / 6) ** n;
    const clean = (n / 6) * (5 / 6) ** (n - 1);
    acc += bad + (noSix - bad) + clean + (1 - noSix - clean);
  }
  return acc;
}

export function rangeSection(mode: Mode): Section {
  const column = pools.map((n) => [n]);
  const everyPool = ALL_POOLS.map((n) => [n]);
  const warm = freshBladesBands();
  const code = readCode();
  // Fresh: as Sheets runs a formula, a new load (untimed here: see cold start)
  // and one call. One call per sample is noisy, and cheap: take more rounds.
  const t = sideBySide(
    [
      { name: 'floor', run: () => floorLoop(pools) },
      { name: 'floor fresh', prepare: () => freshFunction(floorLoop), run: (floor) => floor(pools) },
      { name: 'fresh', prepare: () => freshBladesBands(code), run: (fn) => fn(column) },
      { name: 'fresh pools', prepare: () => freshBladesBands(code), run: (fn) => fn(everyPool) },
      { name: 'warm', run: () => warm(column) },
      {
        name: 'single',
        run: () => {
          let last;
          for (const n of pools) last = warm(n);
          return last;
        },
      },
    ],
    { ...mode, rounds: mode.rounds * 4 },
  );
  const perCell = (name: string) => (t.get(name)!.medianMs * 1e6) / CELLS;
  const vs = (a: string, b: string) => ratio(t.get(a)!, t.get(b)!);
  const freshRatio = vs('fresh', 'floor fresh');
  const warmRatio = vs('warm', 'floor');
  return {
    id: 'range',
    title: `1. BLADES_BANDS over a ${CELLS.toLocaleString('en-US')}-cell column (pools 0–20 cycling), built Code.js in node:vm`,
    figures: [
      {
        id: 'range.floorFreshNsPerCell',
        label: 'floor: closed-form float loop, freshly loaded',
        value: perCell('floor fresh'),
        unit: 'ns/cell',
      },
      {
        id: 'range.freshNsPerCell',
        label: 'one range call, freshly loaded (as Sheets runs it)',
        value: perCell('fresh'),
        unit: 'ns/cell',
        note: 'the load itself: see cold start',
      },
      {
        id: 'range.freshPoolsMs',
        label: 'of which, once per load: the 21 pools computed exactly (a fresh 0–20 column call)',
        value: t.get('fresh pools')!.medianMs,
        unit: 'ms',
        note: 'the floor has no such step: it is not exact',
      },
      {
        id: 'range.freshRatio',
        label: 'range call ÷ floor, per cell, both freshly loaded',
        value: freshRatio,
        unit: 'ratio',
        target: atMost(freshRatio, 3, '3×'),
      },
      { id: 'range.floorNsPerCell', label: 'floor, JIT-warm', value: perCell('floor'), unit: 'ns/cell' },
      { id: 'range.warmNsPerCell', label: 'one range call, script JIT-warm', value: perCell('warm'), unit: 'ns/cell' },
      {
        id: 'range.warmRatio',
        label: 'range call ÷ floor, per cell, both JIT-warm',
        value: warmRatio,
        unit: 'ratio',
        target: atMost(warmRatio, 3, '3×'),
      },
      {
        id: 'range.freshVsWarmFloor',
        label: 'fresh range call ÷ JIT-warm floor',
        value: vs('fresh', 'floor'),
        unit: 'ratio',
        note: 'not like for like: the fresh call also compiles as it goes and computes every pool exactly once',
      },
      {
        id: 'range.singleNsPerCell',
        label: `${CELLS.toLocaleString('en-US')} single-cell calls, one JIT-warm script`,
        value: perCell('single'),
        unit: 'ns/cell',
      },
      {
        id: 'range.singleRatio',
        label: 'single-cell calls ÷ one range call, per cell, JIT-warm',
        value: vs('single', 'warm'),
        unit: 'ratio',
        note: 'in Sheets each single-cell formula also pays a cold start (section 4)',
      },
    ],
  };
}
