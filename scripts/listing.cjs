// `npm run listing`: the Google Workspace Marketplace listing's images, in
// docs/listing/, made from the repository and never by hand:
//   - the app icon at 128×128 and 32×32 (PNG), rendered by Chromium from the
//     one SVG docs/listing/icon.svg, on a transparent background;
//   - screenshots of the local preview at 1280×800 (PNG): the sidebar beside
//     an inserted odds table, a decision section with its inserted table,
//     and a chart.
// The same Chromium as the tests (scripts/lib/chromium.cjs); the same build
// and preview server as `npm start` (scripts/lib/preview-shots.cjs).
// test/scripts/listing.test.ts checks the sizes and that the icons are the
// SVG's (it renders them again and compares).
const { readFileSync, writeFileSync } = require('node:fs');
const { inflateSync } = require('node:zlib');
const { join } = require('node:path');
const { insertFromSidebar, openAt, selectCell, shoot, withPreview, run } = require('./lib/preview-shots.cjs');

const LISTING_DIR = 'docs/listing';
const ICON_SVG = `${LISTING_DIR}/icon.svg`;
/** The Marketplace's icon sizes, square, in pixels. */
const ICON_SIZES = [128, 32];
const iconFile = (size) => `${LISTING_DIR}/icon-${size}.png`;
/** The Marketplace's screenshot size. */
const SCREENSHOT = { width: 1280, height: 800 };

const root = join(__dirname, '..');

/** The PNG of `svg` (its text) drawn by Chromium at size × size, on a transparent background. */
async function renderIcon(browser, svg, size) {
  const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
  try {
    const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    await page.setContent(
      `<!doctype html><html><body style="margin:0;background:transparent"><img alt="" src="${src}" width="${size}" height="${size}" style="display:block"></body></html>`,
    );
    await page.locator('img').evaluate((img) => img.decode());
    return await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
  } finally {
    await page.close();
  }
}

/** A PNG's width and height, from its IHDR chunk (the 8-byte signature, then IHDR's length, type, width, height). */
function pngSize(png) {
  const signature = '89504e470d0a1a0a';
  if (png.subarray(0, 8).toString('hex') !== signature || png.toString('latin1', 12, 16) !== 'IHDR') throw new Error('not a PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/**
 * A PNG's pixels as RGBA bytes, row by row: 8-bit RGB or RGBA, not
 * interlaced (what Chromium writes), each row unfiltered as the PNG
 * specification says (filters 0–4: none, sub, up, average, Paeth).
 */
function pngPixels(png) {
  const { width, height } = pngSize(png);
  const [depth, colour, , , interlace] = png.subarray(24, 29);
  const channels = { 2: 3, 6: 4 }[colour];
  if (depth !== 8 || !channels || interlace !== 0)
    throw new Error(`a PNG of bit depth ${depth}, colour type ${colour}, interlace ${interlace}: not one Chromium writes`);
  const chunks = [];
  for (let at = 8; at < png.length; at += 12 + png.readUInt32BE(at)) {
    if (png.toString('latin1', at + 4, at + 8) === 'IDAT') chunks.push(png.subarray(at + 8, at + 8 + png.readUInt32BE(at)));
  }
  const data = inflateSync(Buffer.concat(chunks));
  const stride = width * channels;
  const rgba = Buffer.alloc(width * height * 4, 255);
  let previous = Buffer.alloc(stride);
  for (let y = 0; y < height; y++) {
    const filter = data[y * (stride + 1)];
    const row = Buffer.from(data.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1)));
    for (let i = 0; i < stride; i++) {
      const left = i >= channels ? row[i - channels] : 0;
      const upLeft = i >= channels ? previous[i - channels] : 0;
      const predictor = [0, left, previous[i], (left + previous[i]) >> 1, paeth(left, previous[i], upLeft)][filter];
      if (predictor === undefined) throw new Error(`PNG row ${y} has filter type ${filter}, which PNG does not define`);
      row[i] = (row[i] + predictor) & 0xff;
    }
    for (let x = 0; x < width; x++) row.copy(rgba, (y * width + x) * 4, x * channels, x * channels + channels);
    previous = row;
  }
  return { width, height, rgba };
}

/** The Paeth predictor of a byte from its left, upper and upper-left neighbours. */
function paeth(left, up, upLeft) {
  const p = left + up - upLeft;
  const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
  return pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
}

/** The screenshots, each of a fresh preview sheet: its file, what it shows, and how to set it up. */
const SCREENSHOTS = [
  {
    file: `${LISTING_DIR}/screenshot-table.png`,
    what: 'the sidebar on the action roll, 3 dice, beside the 0–6 odds table it inserted as live formulas',
    async take(browser, url) {
      const { page, sidebar } = await openAt(browser, url, 'B2', SCREENSHOT);
      await sidebar.getByRole('radio', { name: '3 dice' }).check();
      await insertFromSidebar(sidebar);
      await page.waitForSelector('#cell-C10.num');
      await selectCell(page, 'C4');
      return page;
    },
  },
  {
    file: `${LISTING_DIR}/screenshot-decision.png`,
    what: 'What a bonus die buys, for 2 dice, and the options table it inserted',
    async take(browser, url) {
      const { page, sidebar } = await openAt(browser, url, 'B2', SCREENSHOT);
      await sidebar.getByRole('radio', { name: '2 dice' }).check();
      await insertFromSidebar(sidebar, { button: 'Insert options table', heading: '#section-bonus-dice-title' });
      await page.waitForSelector('#cell-C4.num');
      return page;
    },
  },
  {
    file: `${LISTING_DIR}/screenshot-chart.png`,
    what: 'a clock of 8 segments: its table and line chart inserted, the sidebar on the clock',
    async take(browser, url) {
      const { page, sidebar } = await openAt(browser, url, 'B2', SCREENSHOT);
      await sidebar.getByRole('radio', { name: 'Clock' }).check();
      await sidebar.getByRole('radio', { name: '8 segments' }).check();
      await sidebar.getByRole('checkbox', { name: 'Add a chart' }).check();
      await insertFromSidebar(sidebar);
      await page.waitForSelector('.chart');
      return page;
    },
  },
];

async function main() {
  const svg = readFileSync(join(root, ICON_SVG), 'utf8');
  await withPreview(async (browser, preview) => {
    for (const size of ICON_SIZES) {
      writeFileSync(join(root, iconFile(size)), await renderIcon(browser, svg, size));
      console.log(`wrote ${iconFile(size)}`);
    }
    for (const shot of SCREENSHOTS) {
      const page = await shot.take(browser, await preview());
      await shoot(page, shot.file);
      console.log(`  ${shot.what}`);
      await page.close();
    }
  });
}

if (require.main === module) run(main);

module.exports = { LISTING_DIR, ICON_SVG, ICON_SIZES, iconFile, SCREENSHOT, SCREENSHOTS, renderIcon, pngSize, pngPixels };
