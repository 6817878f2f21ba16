// Types of entry-points.cjs, for the TypeScript that imports it (tests, preview).

/** A function's last JSDoc block, as read. */
export interface JsDoc {
  /** The block as written. */
  readonly text: string;
  readonly description: string;
  /** The @param names. */
  readonly params: string[];
  /** Every tag's name: "param", "customfunction", … */
  readonly tags: string[];
  readonly paramDocs: Array<{ readonly name: string; readonly type: string; readonly text: string }>;
  readonly returns: { readonly type: string; readonly text: string } | null;
  /** The @example lines. */
  readonly examples: string[];
}

/** A top-level function declaration. */
export interface EntryPoint {
  readonly name: string;
  readonly params: string[];
  /** Whether each parameter is optional (`?` or a default; TypeScript only). */
  readonly optional: boolean[];
  readonly doc: JsDoc | null;
  /** Its line, from 1. */
  readonly line: number;
}

/** A custom function's name: upper case, as Sheets shows them. */
export declare function isCustomFunctionName(name: string): boolean;
/** A private function's name ends in _, as Apps Script marks one. */
export declare function isPrivateName(name: string): boolean;
/** Every top-level function declaration (exported ones only, when `exportedOnly`), and the problems found. */
export declare function readEntryPoints(
  fileName: string,
  sourceText: string,
  options: { readonly exportedOnly: boolean },
): { functions: EntryPoint[]; problems: string[] };
