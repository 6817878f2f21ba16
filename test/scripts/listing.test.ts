// `npm run listing`'s outputs in docs/listing/: the sizes the Google
// Workspace Marketplace asks for (read from each PNG's header), nothing there
// the script does not write, and icons that are the SVG's: each is rendered
// again from docs/listing/icon.svg with the script's own renderer and
// compared with the committed PNG pixel by pixel. The icon SVG's band bar is
// the engine's 3-dice bands in the sidebar's dark band colours.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { actionBands } from '../../src/blades/action';
import { BAND_COLOURS_DARK } from '../../src/rolls/colours';
import { launchChromium } from '../../scripts/lib/chromium.cjs';
import * as listing from '../../scripts/listing.cjs';

const root = join(__dirname, '../..');
const read = (path: string) => readFileSync(join(root, path));
const svg = read(listing.ICON_SVG).toString('utf8');

/**
 * How far a channel of a re-rendered icon may be from the committed one:
 * another Chromium build (a system one, or the packaged one) may smooth an
 * edge a little differently; a changed drawing moves whole areas.
 */
const EDGE_TOLERANCE = 24;

describe('docs/listing/ as npm run listing writes it', () => {
  test('the icons are PNGs of 128×128 and 32×32', () => {
    expect(listing.ICON_SIZES).toEqual([128, 32]);
    for (const size of listing.ICON_SIZES) expect(listing.pngSize(read(listing.iconFile(size)))).toEqual({ width: size, height: size });
  });

  test('the screenshots are PNGs of 1280×800, at least the three the listing shows', () => {
    expect(listing.SCREENSHOT).toEqual({ width: 1280, height: 800 });
    expect(listing.SCREENSHOTS.length).toBeGreaterThanOrEqual(3);
    for (const { file } of listing.SCREENSHOTS) expect(listing.pngSize(read(file))).toEqual(listing.SCREENSHOT);
  });

  test('the folder holds the SVG and what the script writes from it, nothing made by hand', () => {
    const written = [listing.ICON_SVG, ...listing.ICON_SIZES.map(listing.iconFile), ...listing.SCREENSHOTS.map((s) => s.file)];
    const present = readdirSync(join(root, listing.LISTING_DIR)).map((name) => `${listing.LISTING_DIR}/${name}`);
    expect(present.sort()).toEqual(written.sort());
  });

  test('pngSize refuses a file that is not a PNG', () => {
    expect(() => listing.pngSize(Buffer.from(svg))).toThrow('not a PNG');
  });

  test('the icon’s band bar is the 3-dice action bands, in the sidebar’s band colours for a dark background', () => {
    const bar = /<clipPath id="bar"><rect x="([\d.]+)" y="[\d.]+" width="([\d.]+)"/.exec(svg);
    if (!bar) throw new Error('icon.svg has no clip path "bar"');
    const [left, width] = [Number(bar[1]), Number(bar[2])];
    const segments = [...svg.matchAll(/<rect x="([\d.]+)" y="98" width="([\d.]+)" height="12" fill="(#[0-9a-f]{6})"\/>/g)];
    expect(segments.map((m) => m[3])).toEqual(BAND_COLOURS_DARK);
    // Each segment starts where the one before ends, and is its band's share of the bar, to the 2 decimals written.
    let x = left;
    segments.forEach((m, i) => {
      expect(Math.abs(Number(m[1]) - x)).toBeLessThan(0.011);
      expect(Math.abs(Number(m[2]) - width * actionBands(3)[i].toNumber())).toBeLessThan(0.005);
      x = Number(m[1]) + Number(m[2]);
    });
    expect(Math.abs(x - (left + width))).toBeLessThan(0.011);
  });
});

describe('the icons are rendered from docs/listing/icon.svg', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** The largest difference of one channel of one pixel between two PNGs of one size. */
  function largestDifference(a: Buffer, b: Buffer): number {
    const [pa, pb] = [listing.pngPixels(a), listing.pngPixels(b)];
    expect([pa.width, pa.height]).toEqual([pb.width, pb.height]);
    return pa.rgba.reduce((most, v, i) => Math.max(most, Math.abs(v - pb.rgba[i])), 0);
  }

  test('pngPixels reads a PNG as Chromium decodes it (every opaque pixel, every alpha)', async () => {
    const png = read(listing.iconFile(32));
    const page = await browser.newPage();
    const decoded = await page.evaluate(async (b64) => {
      const img = new Image();
      img.src = `data:image/png;base64,${b64}`;
      await img.decode();
      const canvas = document.createElement('canvas');
      [canvas.width, canvas.height] = [img.naturalWidth, img.naturalHeight];
      const context = canvas.getContext('2d')!;
      context.drawImage(img, 0, 0);
      return Array.from(context.getImageData(0, 0, canvas.width, canvas.height).data);
    }, png.toString('base64'));
    await page.close();
    const { rgba } = listing.pngPixels(png);
    expect(rgba.length).toBe(decoded.length);
    // A canvas keeps colours premultiplied by alpha, so only an opaque pixel's colour can be compared exactly.
    const comparable = (bytes: ArrayLike<number>) =>
      Array.from({ length: rgba.length / 4 }, (_, p) =>
        rgba[p * 4 + 3] === 255 ? Array.from(bytes).slice(p * 4, p * 4 + 4) : [bytes[p * 4 + 3]],
      );
    expect(comparable(rgba)).toEqual(comparable(decoded));
    expect(rgba.some((_, i) => i % 4 === 3 && rgba[i] === 255) && rgba.some((_, i) => i % 4 === 3 && rgba[i] === 0)).toBe(true);
  });

  test.each([128, 32])('icon-%i.png is icon.svg drawn at that size', async (size) => {
    const rendered = await listing.renderIcon(browser, svg, size);
    expect(listing.pngSize(rendered)).toEqual({ width: size, height: size });
    expect(largestDifference(rendered, read(listing.iconFile(size)))).toBeLessThanOrEqual(EDGE_TOLERANCE);
  });

  test('a changed drawing is told apart: the comparison would catch an icon not made from the SVG', async () => {
    const moved = svg.replace('<circle cx="40" cy="29" r="10"/>', '<circle cx="64" cy="29" r="10"/>');
    expect(moved).not.toBe(svg);
    const rendered = await listing.renderIcon(browser, moved, 128);
    expect(largestDifference(rendered, read(listing.iconFile(128)))).toBeGreaterThan(EDGE_TOLERANCE);
  });
});
