// Types of apps-script-syntax.cjs, for the TypeScript that imports it (tests).

/** Every BigInt literal in `code`, as [start, end] offsets, in source order. */
export declare function bigIntLiterals(code: string): Array<[number, number]>;
/** `code` with each BigInt literal replaced by a constant holding the same value. */
export declare function withoutBigIntLiterals(code: string): string;
