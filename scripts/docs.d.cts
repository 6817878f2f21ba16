// Types of docs.cjs, for the TypeScript that imports it (tests).
import type { EntryPoint } from './lib/entry-points.cjs';

/** The entry file, the template and the reference written, as repository paths. */
export declare const CODE_TS: string;
export declare const TEMPLATE: string;
export declare const OUTPUT: string;

/** An exact number as written in an example: num / den, reduced. */
export interface ExactNumber {
  readonly num: bigint;
  readonly den: bigint;
}
/** A cell an example states: an exact number as written, or text. */
export type ExampleCell = (ExactNumber & { readonly source: string }) | { readonly text: string };
/** An @example line read: its call, and the cells, the error or the words it gives. */
export interface Example {
  readonly formula: string;
  readonly name: string;
  readonly args?: unknown[];
  readonly rows?: ExampleCell[][];
  readonly note?: string;
  readonly error?: string;
  readonly words?: string;
}

/** "1/4", "-3", "0.09375" as an exact {num, den}; null if it is none of those. */
export declare function exactNumber(text: string): ExactNumber | null;
/** n/d as a decimal: whole within 6 significant digits, otherwise cut after 4 with "…". */
export declare function decimal(n: ExactNumber): string;
/** An @example line read; throws saying why when it cannot be. */
export declare function parseExample(line: string): Example;
/** Code.ts's exported entry points, each checked for what the reference needs; throws listing the problems. */
export declare function readReferenceEntryPoints(source?: string): EntryPoint[];
/** The text of docs/functions.md, from Code.ts's JSDoc and the template. */
export declare function renderFunctionsReference(options?: { source?: string; template?: string }): string;
