/**
 * 2. BLADES_BANDS over a 10,000-cell column, through the built Code.js,
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
  const code = readCode();
  // Both freshly loaded, as Sheets runs a formula: a new load (untimed here:
  // section 1 times it) and one call. One call per sample is noisy and
  // cheap: take more rounds.
  const t = sideBySide(
    [
      { name: 'floor fresh', prepare: () => freshFunction(floorLoop), run: (floor) => floor(pools) },
      { name: 'fresh', prepare: () => freshBladesBands(code), run: (fn) => fn(column) },
    ],
    { ...mode, rounds: mode.rounds * 2 },
  );
  const perCell = (name: string) => (t.get(name)!.medianMs * 1e6) / CELLS;
  const freshRatio = ratio(t.get('fresh')!, t.get('floor fresh')!);
  return {
    id: 'range',
    title: `2. BLADES_BANDS over a ${CELLS.toLocaleString('en-US')}-cell column (pools 0–20 cycling), built Code.js in node:vm, against a float loop`,
    figures: [
      {
        id: 'range.floorFreshNsPerCell',
        label: 'floor: closed-form float loop (not exact), freshly loaded',
        value: perCell('floor fresh'),
        unit: 'ns/cell',
      },
      {
        id: 'range.freshNsPerCell',
        label: 'one range call, freshly loaded (as Sheets runs it)',
        value: perCell('fresh'),
        unit: 'ns/cell',
        note: 'the call only: its load is section 1; it computes each of the 21 pools once, exactly',
      },
      {
        id: 'range.freshRatio',
        label: 'range call ÷ floor, per cell, both freshly loaded',
        value: freshRatio,
        unit: 'ratio',
        target: atMost(freshRatio, 3, '3×'),
      },
    ],
  };
}
