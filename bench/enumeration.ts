/**
 * 2. The exact engine against a face-tuple enumerator (the test oracle, which
 * walks all 6^n tuples), per pool size, and the enumerator's cost at 20 dice
 * extrapolated from its measured cost per tuple.
 */
import { enumeratedBands } from '../test/support/enumerate';
import { exactAllPools, exactRow } from './engine';
import { atLeast, Figure, Section, showMs } from './report';
import { Mode, ratio, sideBySide } from './timing';

/** Tuples the enumerator walks for a pool: zero dice rolls two. */
export const tuplesFor = (dice: number): number => 6 ** (dice === 0 ? 2 : dice);

export function enumerationSection(mode: Mode): Section {
  // 6^8 tuples take a few tenths of a second a round; the short mode stops at 6.
  const largest = mode.name === 'quick' ? 6 : 8;
  const sizes = Array.from({ length: largest + 1 }, (_, n) => n);
  const t = sideBySide(
    [
      { name: 'engine all', run: exactAllPools },
      ...sizes.flatMap((n) => [
        { name: `engine ${n}`, run: () => exactRow(n) },
        { name: `enumerate ${n}`, run: () => enumeratedBands(n) },
      ]),
    ],
    mode,
  );
  const engineAllMs = t.get('engine all')!.medianMs;
  const perTupleNs = (t.get(`enumerate ${largest}`)!.medianMs * 1e6) / tuplesFor(largest);
  const at20Ms = (perTupleNs * tuplesFor(20)) / 1e6;
  const speedup = at20Ms / engineAllMs;
  const perSize: Figure[] = sizes.map((n) => {
    const e = t.get(`enumerate ${n}`)!;
    const x = t.get(`engine ${n}`)!;
    return {
      id: `enumeration.ratio.${n}`,
      label: `${n} ${n === 1 ? 'die' : 'dice'}: enumerator ÷ engine`,
      value: ratio(e, x),
      unit: 'ratio',
      note: `${tuplesFor(n).toLocaleString('en-US')} tuples: ${showMs(e.medianMs)} vs ${showMs(x.medianMs)}`,
    };
  });
  return {
    id: 'enumeration',
    title: `2. Exact engine (pools 0–20) against face-tuple enumeration (pools 0–${largest})`,
    figures: [
      { id: 'enumeration.engineAllMs', label: 'exact engine, all 21 pools 0–20', value: engineAllMs, unit: 'ms' },
      ...perSize,
      {
        id: 'enumeration.perTupleNs',
        label: `enumerator cost per tuple (at ${largest} dice)`,
        value: perTupleNs,
        unit: 'ns/tuple',
      },
      {
        id: 'enumeration.at20Ms',
        label: 'enumerator at 20 dice (6^20 tuples), extrapolated',
        value: at20Ms,
        unit: 'ms',
      },
      {
        id: 'enumeration.speedupAt20',
        label: 'enumeration at 20 dice ÷ engine for all 21 pools',
        value: speedup,
        unit: 'ratio',
        target: atLeast(speedup, 1000, '1,000×'),
      },
    ],
  };
}
