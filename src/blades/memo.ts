/**
 * Per-argument cache for the engine's tables: keyed by the pool and any
 * further integer arguments (a clock's segments). A sheet recalculation
 * loads the script afresh, so each table is built lazily for just the
 * arguments a call asks for, once each; a column call then costs one
 * computation per distinct pool.
 */
export function memoByDice<T, Rest extends number[] = []>(compute: (dice: number, ...rest: Rest) => T): (dice: number, ...rest: Rest) => T {
  const cache = new Map<number | string, T>();
  return (dice, ...rest) => {
    // A pool alone is its own key: no string built per cell (docs/benchmarks.md).
    // No [dice, ...rest]: spreading into an array literal runs the iterator protocol, a first call's cost.
    const key = rest.length === 0 ? dice : `${dice},${rest.join()}`;
    let value = cache.get(key);
    if (value === undefined) cache.set(key, (value = compute(dice, ...rest)));
    return value;
  };
}

/**
 * memoByDice for a table of the pool alone: the same cache in a closure
 * of its own, with no rest array, spread call or key to build per call
 * (the tables every roll reads: a first call asks them per cell,
 * docs/benchmarks.md). Its key is any one number: a table of a pool and
 * small integers can fold them all into it (the trauma means,
 * ./trauma-walk.ts; a clock's shortfall, ./clock.ts).
 */
export function memoByPool<T>(compute: (dice: number) => T): (dice: number) => T {
  const cache = new Map<number, T>();
  return (dice) => {
    let value = cache.get(dice);
    if (value === undefined) cache.set(dice, (value = compute(dice)));
    return value;
  };
}
