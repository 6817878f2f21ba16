// Types of build.cjs, for the TypeScript that imports it (tests, bench).

/** The script global that holds Code.js's namespace. */
export declare const NAMESPACE: string;
/** The sidebar's budget: the build fails past it. */
export declare const SIDEBAR_MAX_BYTES: number;
/** An ES module bundle as one plain script: `var name = (function () { … return { … }; })();`. */
export declare function asNamespace(esm: string, name: string): string;
/** Bundle `entry` into `outDir`/Code.js; the entry point names and size. */
export declare function buildCode(options?: { entry?: string; outDir?: string }): Promise<{ functions: string[]; bytes: number }>;
/** `outDir`/Sidebar.html from `template`: its size. */
export declare function buildSidebar(options?: { template?: string; outDir?: string }): Promise<{ bytes: number }>;
/** The preview's server, page and bridge under `outDir`/preview. */
export declare function buildPreview(options?: { outDir?: string }): Promise<void>;
/** Everything `npm run build` makes. */
export declare function buildAll(options?: {
  outDir?: string;
}): Promise<{ code: { functions: string[]; bytes: number }; sidebar: { bytes: number } }>;
/** Why `html` would fetch anything or not fit; [] when it is self-contained. */
export declare function selfContainedProblems(html: string): string[];
