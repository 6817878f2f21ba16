/**
 * 3. The exact engine against a face-tuple enumerator (the test oracle, which
 * walks all 6^n tuples), per pool size, both freshly loaded: Code.js and the
 * enumerator bundled into a plain script, each in a fresh node:vm context,
 * alternating. The enumerator's cost at 20 dice is a model, not a
 * measurement: its cost per tuple at the largest measured size × 6^20.
 */
import { coldContender } from './cold';
import { readCode, scriptOf } from './built-code';
import { Figure, Section, showMs } from './report';
import { Mode, ratio, sideBySide } from './timing';

/** Tuples the enumerator walks for a pool: zero dice rolls two. */
export const tuplesFor = (dice: number): number => 6 ** (dice === 0 ? 2 : dice);

const ENUMERATOR = "export { enumeratedBands } from './test/support/enumerate';";

export function enumerationSection(mode: Mode): Section {
  // 6^6 tuples take a few tenths of a second a round in a fresh context; the quick mode stops at 5.
  const largest = mode.name === 'quick' ? 5 : 6;
  const sizes = Array.from({ length: largest + 1 }, (_, n) => n);
  const code = readCode();
  const enumerator = `${scriptOf(ENUMERATOR, 'Enumerator')}\nvar BLADES_BANDS = (n) => Enumerator.enumeratedBands(n).map((f) => f.toNumber());`;
  const timings = sizes.map((n) => {
    const call = { fn: 'BLADES_BANDS', args: [n], text: `BLADES_BANDS(${n})` };
    const t = sideBySide([coldContender('engine', code, call), coldContender('enumerator', enumerator, call)], {
      ...mode,
      warmup: 1,
      rounds: n >= 7 ? Math.min(mode.rounds, 5) : mode.rounds,
    });
    return { n, engine: t.get('engine')!, enumerator: t.get('enumerator')! };
  });
  const perSize: Figure[] = timings.map(({ n, engine, enumerator }) => ({
    id: `enumeration.ratio.${n}`,
    label: `${n} ${n === 1 ? 'die' : 'dice'}: enumerator ÷ engine, both freshly loaded`,
    value: ratio(enumerator, engine),
    unit: 'ratio',
    note: `${tuplesFor(n).toLocaleString('en-US')} tuples: ${showMs(enumerator.medianMs)} vs ${showMs(engine.medianMs)}`,
  }));
  const last = timings[timings.length - 1];
  const perTupleNs = (last.enumerator.medianMs * 1e6) / tuplesFor(largest);
  return {
    id: 'enumeration',
    title: `3. Exact engine against face-tuple enumeration, pools 0–${largest}, each a fresh load + one call${largest >= 7 ? ' (5 rounds from 7 dice on)' : ''}`,
    figures: [
      ...perSize,
      {
        id: 'enumeration.perTupleNs',
        label: `enumerator cost per tuple (at ${largest} dice, its load included)`,
        value: perTupleNs,
        unit: 'ns/tuple',
      },
      {
        id: 'enumeration.at20Ms',
        label: 'model: the enumerator at 20 dice',
        value: (perTupleNs * tuplesFor(20)) / 1e6,
        unit: 'ms',
        note: `not a measurement: the cost per tuple above × 6^20, assuming it stays flat`,
      },
    ],
  };
}
