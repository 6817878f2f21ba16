import { CustomFunction } from '../rolls/custom-functions';

/**
 * How many arguments a custom function was given, against its parameter
 * list. Sheets passes a custom function exactly the arguments typed in the
 * cell, so `=BLADES_BANDS(2, 3)` would otherwise run on the 2 and drop the
 * 3 without a word. The parameter list is the function's own, as written
 * in src/appsscript/Code.ts: the build's wrapper of every custom function
 * passes its names and `arguments.length` here before anything else is
 * read, so no count is written twice.
 *
 * One rule for every function: at most one argument per parameter, the
 * optional ones counted (they may be left out, never added to). Fewer is
 * each argument's own business: an optional one takes its default, a
 * required one is refused as missing.
 */
export function checkArgumentCount(fn: CustomFunction, params: readonly string[], given: number): void {
  if (given <= params.length) return;
  const takes = `${params.length} argument${params.length === 1 ? '' : 's'}`;
  // A crew typed as separate arguments is the usual slip: say where its pools go.
  const hint = params[0] === 'pools' ? ` The pools go together in the first argument: ${fn}({2,1,0}).` : '';
  throw new Error(`${fn} takes ${takes} (${params.join(', ')}); ${given} were given.${hint}`);
}
