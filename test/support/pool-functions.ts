import vm from 'node:vm';
import { acquireByCoin, acquireMeanCoin } from '../../src/blades/acquire';
import { actionBands, atLeast, Band } from '../../src/blades/action';
import { clockRolls, fullByOdds } from '../../src/blades/clock';
import { EFFECT_TICKS, Effect, progressFullBy, progressMean } from '../../src/blades/progress';
import { resistance, resistanceOdds, viceOdds } from '../../src/blades/stress';
import { overindulgeChance, traumaChance } from '../../src/blades/stress-risk';
import { pushOdds, pushYourself } from '../../src/blades/push-yourself';
import { opposedOdds } from '../../src/blades/opposed';
import { Position, threatTotals } from '../../src/blades/threat';
import { traumaMeanRolls } from '../../src/blades/trauma-walk';
import { Fraction } from '../../src/dice/fraction';
import { Row, sheetsFunction } from './apps-script';

const numbers = (fs: readonly Fraction[]) => fs.map((f) => f.toNumber());

/**
 * Every custom function that takes a pool, as a test calls it: the other
 * arguments fixed at `extra`, and the row one pool must give, each cell the
 * engine's exact fraction rounded once (the engine itself is checked
 * against enumeration in test/blades).
 */
export interface PoolFunction {
  readonly name: string;
  readonly width: number;
  readonly extra: readonly unknown[];
  readonly row: (dice: number) => Row;
}

export function poolFunctions({
  band = 'Clean',
  segments = 6,
  stress = 6,
  track = 9,
  effect = 'standard',
  threats = 2,
  position = 'risky',
  quality = 2,
  opposed = 1,
}: {
  band?: Band;
  segments?: number;
  stress?: number;
  track?: number;
  effect?: Effect;
  threats?: number;
  position?: Position;
  quality?: number;
  opposed?: number;
} = {}): PoolFunction[] {
  return [
    { name: 'BLADES_BANDS', width: 4, extra: [], row: (n) => numbers(actionBands(n)) },
    { name: 'BLADES_FRACTIONS', width: 4, extra: [], row: (n) => actionBands(n).map(String) },
    { name: 'BLADES_AT_LEAST', width: 1, extra: [band], row: (n) => [atLeast(n, band).toNumber()] },
    { name: 'BLADES_RESIST', width: 7, extra: [], row: (n) => numbers(resistanceOdds(n)) },
    { name: 'BLADES_RESIST_MEAN', width: 1, extra: [], row: (n) => [resistance(n).mean().toNumber()] },
    { name: 'BLADES_VICE', width: 6, extra: [], row: (n) => numbers(viceOdds(n)) },
    { name: 'BLADES_CLOCK', width: segments, extra: [segments], row: (n) => numbers(fullByOdds(n, segments)) },
    { name: 'BLADES_CLOCK_MEAN', width: 1, extra: [segments], row: (n) => [clockRolls(n, segments).mean().toNumber()] },
    { name: 'BLADES_TRAUMA', width: 1, extra: [stress, track], row: (n) => [traumaChance(n, stress, track).toNumber()] },
    { name: 'BLADES_OVERINDULGE', width: 1, extra: [stress], row: (n) => [overindulgeChance(n, stress).toNumber()] },
    {
      name: 'BLADES_PROGRESS',
      width: segments,
      extra: [segments, effect],
      row: (n) => numbers(progressFullBy(n, segments, EFFECT_TICKS[effect], segments)),
    },
    {
      name: 'BLADES_PROGRESS_MEAN',
      width: 1,
      extra: [segments, effect],
      row: (n) => [progressMean(n, segments, EFFECT_TICKS[effect]).toNumber()],
    },
    { name: 'BLADES_THREAT_ALL', width: 3, extra: [threats, position], row: (n) => threatAllRow(n, threats, position) },
    { name: 'BLADES_DC_PUSH', width: 4, extra: [], row: (n) => numbers(pushOdds(n)) },
    { name: 'BLADES_DC_PUSH_MEAN', width: 1, extra: [], row: (n) => [pushYourself(n).mean().toNumber()] },
    { name: 'BLADES_TRAUMA_MEAN', width: 1, extra: [stress, track], row: (n) => [traumaMeanRolls(n, stress, track).toNumber()] },
    {
      name: 'BLADES_ACQUIRE',
      width: acquireByCoin(0, quality, 'acquire').length,
      extra: [quality, 'acquire'],
      row: (n) => numbers(acquireByCoin(n, quality, 'acquire')),
    },
    { name: 'BLADES_ACQUIRE_MEAN', width: 1, extra: [quality, 'acquire'], row: (n) => [acquireMeanCoin(n, quality, 'acquire').toNumber()] },
    { name: 'BLADES_VERSUS', width: 3, extra: [opposed], row: (n) => numbers(opposedOdds(n, opposed)) },
  ];
}

/** A pool function of the built Code.js, called with its dice argument and the fixed rest. */
export function callWithDice(code: vm.Context, f: PoolFunction): (dice: unknown) => Row[] {
  const fn = sheetsFunction(code, f.name);
  return (dice) => fn(dice, ...f.extra);
}

/** BLADES_THREAT_ALL's row: All avoided, None full, Edge. */
export function threatAllRow(dice: number, threats: number, position: Position): Row {
  const t = threatTotals(dice, threats, position);
  return numbers([t.allAvoided, t.noneFull, t.edge]);
}
