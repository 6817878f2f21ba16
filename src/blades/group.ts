import { Distribution } from '../dice/distribution';
import { Fraction } from '../dice/fraction';
import { BandOdds } from './action';
import { CRITICAL, levelOf, tableRead } from './roll';

/** How many take part in one group action: the leader and up to eleven others. */
export const MIN_PARTICIPANTS = 1;
export const MAX_PARTICIPANTS = 12;

const CRITICAL_LEVEL = 3;

/**
 * One roll as a group action needs it: its own result level and the 6s it
 * shows, capped at 2 (two are already a critical). A zero-dice roll keeps
 * the lower of two, so it shows one 6 exactly when that die is a 6.
 */
interface Outcome {
  readonly level: number;
  readonly sixes: number;
  readonly weight: bigint;
}

function outcomes(dice: number): { list: Outcome[]; total: bigint } {
  const read = tableRead(dice);
  const list = read.outcomes().map((x) => ({ level: levelOf(x), sixes: x === CRITICAL ? 2 : x === 6 ? 1 : 0, weight: read.weight(x) }));
  return { list, total: read.total };
}

/** A joint state of the rolls so far: the best level and the 6s among them (capped at 2). */
const stateKey = (level: number, sixes: number): number => level * 3 + sixes;

/**
 * The group's result (the best single result) as exact band odds. With
 * Synchronized, two 6s across different rolls also make a critical. A DP
 * over (best level, sixes so far) folds in one participant at a time, so
 * twelve pools of twenty dice cost a few dozen BigInt products, not 6^240
 * face tuples.
 */
export function groupBands(pools: readonly number[], synchronized = false): BandOdds {
  if (pools.length < MIN_PARTICIPANTS) throw new RangeError('groupBands: a group needs at least one participant');
  let states = new Map<number, bigint>([[stateKey(0, 0), 1n]]);
  let total = 1n;
  for (const dice of pools) {
    const roll = outcomes(dice);
    const next = new Map<number, bigint>();
    for (const [key, w] of states) {
      const [level, sixes] = [Math.floor(key / 3), key % 3];
      for (const o of roll.list) {
        const k = stateKey(Math.max(level, o.level), Math.min(sixes + o.sixes, 2));
        next.set(k, (next.get(k) ?? 0n) + w * o.weight);
      }
    }
    states = next;
    total *= roll.total;
  }
  const bands = Distribution.fromWeights(
    [...states].map(([key, w]) => {
      const level = Math.floor(key / 3);
      return [synchronized && key % 3 === 2 ? CRITICAL_LEVEL : level, w] as const;
    }),
    total,
  );
  return [bands.pmf(0), bands.pmf(1), bands.pmf(2), bands.pmf(3)];
}

/**
 * The stress the leader takes: 1 for each participant (the leader
 * included) whose own result is Bad. A Poisson-binomial over the
 * participants' chances of Bad, exactly: outcomes 0 … pools.length.
 */
export function leaderStress(pools: readonly number[]): Distribution {
  if (pools.length < MIN_PARTICIPANTS) throw new RangeError('leaderStress: a group needs at least one participant');
  let counts: bigint[] = [1n];
  let total = 1n;
  for (const dice of pools) {
    const read = tableRead(dice);
    const bad = read.outcomes().reduce((acc, x) => (levelOf(x) === 0 ? acc + read.weight(x) : acc), 0n);
    const notBad = read.total - bad;
    counts = [...counts, 0n].map((w, k) => w * notBad + (k > 0 ? counts[k - 1] * bad : 0n));
    total *= read.total;
  }
  return Distribution.fromWeights(
    counts.map((w, k) => [k, w] as const),
    total,
  );
}

/** P(the leader takes k stress) for k = 0 … participants. */
export function leaderStressOdds(pools: readonly number[]): Fraction[] {
  const stress = leaderStress(pools);
  return Array.from({ length: pools.length + 1 }, (_, k) => stress.pmf(k));
}
