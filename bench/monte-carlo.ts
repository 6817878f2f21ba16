/**
 * 4. What RANDBETWEEN sheets do: simulate 100,000 rolls per pool and count
 * the bands. Timed against Code.js, both freshly loaded (the simulator
 * bundled into a plain script); its error is measured against the exact
 * fractions. A seeded generator makes every run give the same error.
 */
import { actionBands, BANDS } from '../src/blades/action';
import { Fraction } from '../src/dice/fraction';
import { readCode, scriptOf } from './built-code';
import { COLUMN, coldContender } from './cold';
import { ALL_POOLS } from './engine';
import { Section } from './report';
import { ROLLS, SEED, simulateAllPools } from './simulate';
import { Mode, ratio, sideBySide } from './timing';

export { mulberry32, ROLLS, SEED, simulateAllPools, simulateBands } from './simulate';

export interface WorstError {
  error: number;
  dice: number;
  band: string;
}

/** The largest |estimate − exact| over every pool and band, computed exactly, rounded once. */
export function largestError(counts: number[][], rolls = ROLLS): WorstError {
  let worst: WorstError = { error: 0, dice: 0, band: BANDS[0] };
  counts.forEach((row, i) => {
    const exact = actionBands(ALL_POOLS[i]);
    row.forEach((count, b) => {
      const diff = Fraction.of(count, rolls).sub(exact[b]).toNumber();
      if (Math.abs(diff) > worst.error) worst = { error: Math.abs(diff), dice: ALL_POOLS[i], band: BANDS[b] };
    });
  });
  return worst;
}

/** A simulation takes seconds in a fresh context: fewer rounds than the cheap sections. */
const ROUNDS_OF = (mode: Mode) => Math.min(mode.rounds, 5);

const SIMULATOR = "export { simulateAllPools } from './bench/simulate';";

export function monteCarloSection(mode: Mode): Section {
  const call = { fn: 'BLADES_BANDS', args: [COLUMN], text: 'BLADES_BANDS(0–20)' };
  const simulator = `${scriptOf(SIMULATOR, 'MonteCarlo')}\nvar BLADES_BANDS = () => MonteCarlo.simulateAllPools();`;
  const t = sideBySide([coldContender('monte carlo', simulator, call), coldContender('exact', readCode(), call)], {
    ...mode,
    warmup: 1,
    rounds: ROUNDS_OF(mode),
  });
  const worst = largestError(simulateAllPools());
  const mc = t.get('monte carlo')!;
  const exact = t.get('exact')!;
  return {
    id: 'monteCarlo',
    title: `4. Monte Carlo (${ROLLS.toLocaleString('en-US')} simulated rolls per pool, seeded) against the exact engine, pools 0–20, each a fresh load + one call (median of ${ROUNDS_OF(mode)} rounds)`,
    figures: [
      { id: 'monteCarlo.simulateMs', label: 'Monte Carlo, all 21 pools', value: mc.medianMs, unit: 'ms' },
      { id: 'monteCarlo.exactMs', label: 'Code.js, BLADES_BANDS over a 0–20 column', value: exact.medianMs, unit: 'ms' },
      { id: 'monteCarlo.ratio', label: 'Monte Carlo ÷ exact, time', value: ratio(mc, exact), unit: 'ratio' },
      {
        id: 'monteCarlo.largestError',
        label: 'Monte Carlo largest absolute error vs the exact fractions',
        value: worst.error,
        unit: 'abs error',
        note: `${(worst.error * 100).toFixed(2)} percentage points, ${worst.band} at ${worst.dice} dice (seed ${SEED})`,
      },
    ],
  };
}
