import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readEntryPoints } from '../../scripts/lib/entry-points.cjs';

/** One custom function as src/appsscript/Code.ts declares it: its name, its parameters' names, which may be left out, and its @example lines. */
export interface DeclaredFunction {
  readonly name: string;
  readonly params: readonly string[];
  readonly optional: readonly boolean[];
  readonly examples: readonly string[];
}

/**
 * The custom functions of the entry file itself, in its order: its exports
 * whose JSDoc holds @customfunction, read as the build reads them
 * (scripts/lib/entry-points.cjs).
 */
export function declaredCustomFunctions(): DeclaredFunction[] {
  const file = 'src/appsscript/Code.ts';
  const { functions } = readEntryPoints(file, readFileSync(join(__dirname, '../..', file), 'utf8'), { exportedOnly: true });
  return functions
    .filter((f) => f.doc?.tags.includes('customfunction'))
    .map(({ name, params, optional, doc }) => ({ name, params, optional, examples: doc!.examples }));
}
