// `npm run screenshot`: the README's pictures, taken with the same Chromium
// as the tests. docs/preview.png: the preview with the sidebar on 3 dice and
// the 0–6 table inserted as live formulas at B2, scrolled to show the chart.
// docs/preview-group.png: the Group view on the rules' example (2, 1, 0
// dice), Synchronized, its table inserted at B2, scrolled to its chart.
const { join } = require('node:path');
const { buildAll } = require('./build.cjs');
const { launchChromium } = require('./lib/chromium.cjs');

/** A fresh page of the preview with `cell` active; returns the page and its sidebar. */
async function openAt(browser, url, cell) {
  const page = await browser.newPage({ viewport: { width: 1120, height: 720 } });
  await page.goto(url);
  await page.waitForSelector('body[data-ready="true"]');
  await page.click(`#cell-${cell}`);
  await page.waitForSelector(`#grid[data-active="${cell}"]`);
  return { page, sidebar: page.frameLocator('#sidebar-frame') };
}

/** Insert table from the sidebar, then scroll the sidebar to its view's heading. */
async function insertTable(sidebar) {
  await sidebar.getByRole('button', { name: 'Insert table' }).click();
  await sidebar.locator('#table-status.ok').waitFor();
  await sidebar.locator('#views h2').evaluate((h) => h.scrollIntoView());
}

async function shoot(page, name) {
  const out = join(__dirname, '..', 'docs', name);
  await page.screenshot({ path: out });
  console.log(`wrote ${out}`);
}

async function main() {
  await buildAll();
  const { startPreview } = require('../dist/preview/server.cjs');
  const preview = await startPreview({ distDir: join(__dirname, '..', 'dist'), port: 0 });
  const browser = await launchChromium();
  try {
    const action = await openAt(browser, preview.url, 'B2');
    await action.sidebar.getByRole('radio', { name: '3 dice' }).check();
    await insertTable(action.sidebar);
    await action.page.waitForSelector('#cell-C10.num');
    // The table's one formula, over its pool column, in the formula bar.
    await action.page.click('#cell-C4');
    await action.page.waitForSelector('#grid[data-active="C4"]');
    await shoot(action.page, 'preview.png');
    await action.page.close();

    // The same sheet (one per preview server), below the action table.
    const group = await openAt(browser, preview.url, 'B14');
    await group.sidebar.getByRole('radio', { name: 'Group' }).check();
    await group.sidebar.getByRole('checkbox', { name: 'Synchronized' }).check();
    await insertTable(group.sidebar);
    await shoot(group.page, 'preview-group.png');
  } finally {
    await browser.close();
    await preview.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
