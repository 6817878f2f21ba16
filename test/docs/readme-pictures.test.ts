import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The README's pictures of the preview are taken by `npm run screenshot`
 * (scripts/screenshot.cjs), never by hand, so a change to the sidebar or
 * the preview is retaken by running it: every docs/ picture the README
 * shows is one the script writes, at the script's viewport.
 */

const root = join(__dirname, '../..');
const script = readFileSync(join(root, 'scripts/screenshot.cjs'), 'utf8');
const readme = readFileSync(join(root, 'README.md'), 'utf8');

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(path: string): { width: number; height: number } {
  const bytes = readFileSync(join(root, path));
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test('every picture of the preview the README shows is written by npm run screenshot', () => {
  const shown = [...readme.matchAll(/!\[[^\]]*\]\((docs\/[^)]+\.png)\)/g)].map(([, path]) => path);
  const written = [...script.matchAll(/shoot\([^,]+, '([^']+\.png)'\)/g)].map(([, path]) => path);
  expect(written).toEqual(['docs/preview.png', 'docs/preview-group.png']);
  expect(shown.filter((path) => path.startsWith('docs/preview'))).toEqual(written);
});

test('each is at the script’s viewport, one pixel per CSS pixel', () => {
  const [, width, height] = /VIEWPORT = \{ width: (\d+), height: (\d+) \}/.exec(script)!;
  for (const path of ['docs/preview.png', 'docs/preview-group.png']) {
    expect(pngSize(path)).toEqual({ width: Number(width), height: Number(height) });
  }
});
