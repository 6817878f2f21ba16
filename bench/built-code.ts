/**
 * The built dist/Code.js, loaded by the same loader as the tests and the
 * preview (a fresh node:vm context, as Apps Script gives each call).
 */
import { dirname } from 'node:path';
// The loader stays a CommonJS script of its own (scripts/bench.cjs keeps it
// out of the bundle), so its paths resolve from scripts/lib/ as usual.
import * as loader from '../scripts/lib/load-code.cjs';

export type Row = Array<number | string>;
export type BandsFunction = (dice?: unknown) => Row[];

export const DIST_DIR = dirname(loader.CODE_PATH);
export const readCode = loader.readCode;

let loads = 0;
/**
 * The source with a distinct trailing comment: V8 caches compiled scripts per
 * process by their text, which would make every load after the first warm.
 * Apps Script starts each call cold.
 */
export const distinctSource = (source: string): string => `${source}\n// load ${++loads}\n`;

/** BLADES_BANDS from a freshly loaded, freshly compiled Code.js. */
export function freshBladesBands(code = readCode()): BandsFunction {
  const fn = loader.loadCode({}, distinctSource(code)).BLADES_BANDS;
  if (typeof fn !== 'function') throw new Error('dist/Code.js has no top-level BLADES_BANDS');
  return fn as BandsFunction;
}

/** A function's own source, compiled and run afresh in a new context (the floor, as a sheet script would run it). */
export function freshFunction<F extends (...args: never[]) => unknown>(fn: F): F {
  const context = loader.loadCode({}, distinctSource(`var fn = ${fn.toString()};`));
  return context.fn as F;
}

/**
 * A plain script (an iife setting `globalName`) of what `exports` re-exports
 * from the repository, bundled now, so that a contender written in
 * TypeScript loads afresh like Code.js does.
 */
export function scriptOf(exports: string, globalName: string): string {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { buildSync } = require('esbuild') as typeof import('esbuild');
  const out = buildSync({
    stdin: { contents: exports, resolveDir: dirname(DIST_DIR), loader: 'ts' },
    bundle: true,
    format: 'iife',
    globalName,
    target: 'es2020',
    platform: 'neutral',
    write: false,
    logLevel: 'silent',
  });
  return out.outputFiles[0].text;
}
