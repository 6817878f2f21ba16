// Pictures of the local preview, for `npm run screenshot` (the README's) and
// `npm run listing` (the Marketplace listing's): a preview server over a fresh
// build, the project's Chromium, a page with a cell selected, and the
// sidebar's inserts.
const { join } = require('node:path');
const { buildAll } = require('../build.cjs');
const { launchChromium } = require('./chromium.cjs');

const root = join(__dirname, '..', '..');

/** A fresh page of the preview at `viewport` with `cell` active; returns the page and its sidebar. */
async function openAt(browser, url, cell, viewport) {
  const page = await browser.newPage({ viewport, deviceScaleFactor: 1 });
  await page.goto(url);
  await page.waitForSelector('body[data-ready="true"]');
  await selectCell(page, cell);
  return { page, sidebar: page.frameLocator('#sidebar-frame') };
}

/** Clicks `cell` of the grid and waits until it is the active cell. */
async function selectCell(page, cell) {
  await page.click(`#cell-${cell}`);
  await page.waitForSelector(`#grid[data-active="${cell}"]`);
}

/**
 * Presses the sidebar's `button` (Insert table by default) and waits for its
 * message under Insert table, failing with the message if it is a refusal;
 * then scrolls the sidebar to `heading`.
 */
async function insertFromSidebar(sidebar, { button = 'Insert table', heading = '#views h2' } = {}) {
  await sidebar.getByRole('button', { name: button }).click();
  const status = sidebar.locator('#table-status.ok, #table-status.error');
  await status.waitFor();
  if (await sidebar.locator('#table-status.error').count()) throw new Error(`${button}: ${await status.textContent()}`);
  await sidebar
    .locator(heading)
    .first()
    .evaluate((h) => h.scrollIntoView());
}

/** Saves the page as `path` (relative to the repository) and says so. */
async function shoot(page, path) {
  const out = join(root, path);
  await page.screenshot({ path: out });
  console.log(`wrote ${out}`);
}

/**
 * Builds dist/ and starts Chromium, then runs `work(browser, preview)`, where
 * `preview()` starts a preview server on a fresh sheet and gives its URL;
 * stops them all whatever happens.
 */
async function withPreview(work) {
  await buildAll();
  const { startPreview } = require('../../dist/preview/server.cjs');
  const servers = [];
  const preview = async () => {
    const server = await startPreview({ distDir: join(root, 'dist'), port: 0 });
    servers.push(server);
    return server.url;
  };
  const browser = await launchChromium();
  try {
    return await work(browser, preview);
  } finally {
    await browser.close();
    await Promise.all(servers.map((server) => server.close()));
  }
}

/** Runs a script's `main`, exiting 1 with its error. */
function run(main) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}

module.exports = { openAt, selectCell, insertFromSidebar, shoot, withPreview, run };
