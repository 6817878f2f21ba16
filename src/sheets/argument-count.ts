import { CustomFunction } from '../rolls/custom-functions';

/**
 * The refusal of a custom function's call with more arguments than it has
 * parameters. Sheets passes a custom function exactly the arguments typed
 * in the cell, so `=BLADES_BANDS(2, 3)` would otherwise run on the 2 and
 * drop the 3 without a word. The parameter list is the function's own, as
 * written in src/appsscript/Code.ts: the build's wrapper of every custom
 * function compares `arguments.length` with it before anything else and,
 * only when more arrived, throws this with the function's parameter names,
 * so no count is written twice and a good call pays for nothing.
 *
 * One rule for every function: at most one argument per parameter, the
 * optional ones counted (they may be left out, never added to). Fewer is
 * each argument's own business: an optional one takes its default, a
 * required one is refused as missing.
 */
export function extraArgumentsError(fn: CustomFunction, params: readonly string[], given: number): Error {
  const takes = `${params.length} argument${params.length === 1 ? '' : 's'}`;
  // A crew typed as separate arguments is the usual slip: say where its pools go.
  const hint = params[0] === 'pools' ? ` The pools go together in the first argument: ${fn}({2,1,0}).` : '';
  return new Error(`${fn} takes ${takes} (${params.join(', ')}); ${given} were given.${hint}`);
}
