// Types of load-code.cjs, for the TypeScript that imports it (tests, preview, bench).
import type { Context } from 'node:vm';

/** dist/Code.js's path. */
export declare const CODE_PATH: string;
/** dist/Code.js's text; throws, saying to build first, when it is missing. */
export declare function readCode(): string;
/** A fresh context with Code.js run in it; its top-level functions are its properties. */
export declare function loadCode(globals?: object, code?: string): Context & Record<string, unknown>;
