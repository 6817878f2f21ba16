/**
 * Builtins the engine's hot paths use, read once at load. In a node:vm
 * context (the tests, the bench) every global lookup costs about 1 µs, more
 * than the BigInt arithmetic around it (docs/benchmarks.md); whether Apps
 * Script's global object costs the same is not known, so the engine does not
 * depend on it.
 */
export const big = BigInt;
export const num = Number;
export const { isInteger } = Number;
export const { max, min, clz32 } = Math;

/**
 * n zero weights, pushed one by one: a packed array. `new Array(n).fill(0n)`
 * costs a first call far more (measured on the acquire mean and the heat
 * walk, docs/benchmarks.md), so the engine does without that builtin.
 */
export function zeros(n: number): bigint[] {
  const out: bigint[] = [];
  for (let i = 0; i < n; i++) out.push(0n);
  return out;
}
