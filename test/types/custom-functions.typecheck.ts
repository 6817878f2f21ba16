/**
 * Compile-time check that src/rolls/custom-functions.ts lists exactly the
 * custom functions src/appsscript/Code.ts exports (its UPPER_CASE exports,
 * as scripts/lib/entry-points.cjs tells them apart): `npm run typecheck`
 * fails if either has a name the other lacks, or if a line marked
 * @ts-expect-error stops being an error. Never run, only type-checked.
 */
import type * as Code from '../../src/appsscript/Code';
import type { CustomFunction } from '../../src/rolls/custom-functions';

type Exports = keyof typeof Code;
/** Code.ts's custom functions: the exports whose names are their own upper case. */
type ExportedCustomFunction = { [K in Exports]: K extends Uppercase<K> ? K : never }[Exports];

// Each way round: a list of the one is a list of the other.
export const everyNameIsExported: ExportedCustomFunction[] = [] as CustomFunction[];
export const everyExportIsNamed: CustomFunction[] = [] as ExportedCustomFunction[];

export const nameChecks: CustomFunction[] = [
  'BLADES_GROUP_STRESS',
  // @ts-expect-error a misspelt custom function
  'BLADES_BAND',
  // @ts-expect-error an entry point that is not a custom function
  'insertFormula',
];
