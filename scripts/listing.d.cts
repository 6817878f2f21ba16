// Types of listing.cjs, for the TypeScript that imports it (tests).
import type { Browser } from 'playwright-core';

/** The listing's folder, the icon's source and the icon file of each size, as repository paths. */
export declare const LISTING_DIR: string;
export declare const ICON_SVG: string;
export declare function iconFile(size: number): string;
/** The Marketplace's icon sizes, square, in pixels. */
export declare const ICON_SIZES: number[];
/** The Marketplace's screenshot size. */
export declare const SCREENSHOT: { readonly width: number; readonly height: number };
/** The screenshots: each one's file and what it shows. */
export declare const SCREENSHOTS: ReadonlyArray<{ readonly file: string; readonly what: string }>;
/** The PNG of `svg` (its text) drawn by Chromium at size × size, on a transparent background. */
export declare function renderIcon(browser: Browser, svg: string, size: number): Promise<Buffer>;
/** A PNG's width and height, from its IHDR chunk. */
export declare function pngSize(png: Buffer): { width: number; height: number };
/** A PNG's pixels as RGBA bytes, row by row. */
export declare function pngPixels(png: Buffer): { width: number; height: number; rgba: Buffer };
