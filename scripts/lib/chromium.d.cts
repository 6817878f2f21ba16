// Types of chromium.cjs, for the TypeScript that imports it (tests, bench).
import type { Browser } from 'playwright-core';

/** A browser to try: `path` a path, or an async function that finds one. */
export interface Candidate {
  readonly label: string;
  readonly path: string | (() => Promise<string>);
}
/** A candidate that did not start, and why. */
export interface Failure {
  readonly label: string;
  readonly path: string | null;
  readonly reason: string;
}
/** The browser started, the candidate it came from, and the ones that failed before it. */
export interface Launched {
  readonly browser: Browser;
  readonly used: { readonly label: string; readonly path: string };
  readonly failures: Failure[];
}

/** What to do when no candidate starts. */
export declare const HOW_TO_GET_ONE: string;
/** Candidates in the order they are tried. */
export declare function browserCandidates(env?: Record<string, string | undefined>, platform?: string): Candidate[];
/** The first candidate that starts; throws listing every failure when none does. */
export declare function launchFirst(candidates: Candidate[], launch?: (path: string) => Promise<Browser>): Promise<Launched>;
/** The packaged Chromium, unpacked: its executable's path. */
export declare function unpackPackagedChromium(): Promise<string>;
/** Where the browser's fonts come from: Arimo beside the system's (the default), or the system's alone. */
export interface FontChoice {
  readonly systemFontsOnly?: boolean;
}
/** A headless Chromium: the first candidate that starts. */
export declare function launchChromium(options?: FontChoice): Promise<Browser>;
/** The fontconfig file that adds Arimo to the system's fonts (Linux, the package installed), or null. */
export declare function fontconfigFile(): string | null;
