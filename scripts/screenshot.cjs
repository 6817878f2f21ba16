// `npm run screenshot`: the README's pictures, taken with the same Chromium
// as the tests. docs/preview.png: the preview with the sidebar on 3 dice and
// the 0–6 table inserted as live formulas at B2, scrolled to show the chart.
// docs/preview-group.png: the Group view on the rules' example (2, 1, 0
// dice), Synchronized, its table inserted at B2, scrolled to its chart.
const { join } = require('node:path');
const { buildAll } = require('./build.cjs');
const { launchChromium } = require('./lib/chromium.cjs');

async function main() {
  await buildAll();
  const { startPreview } = require('../dist/preview/server.cjs');
  const preview = await startPreview({ distDir: join(__dirname, '..', 'dist'), port: 0 });
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1120, height: 720 } });
    await page.goto(preview.url);
    await page.waitForSelector('body[data-ready="true"]');
    await page.click('#cell-B2');
    await page.waitForSelector('#grid[data-active="B2"]');
    const sidebar = page.frameLocator('#sidebar-frame');
    await sidebar.getByRole('radio', { name: '3 dice' }).check();
    await sidebar.getByRole('button', { name: 'Insert table' }).click();
    await sidebar.locator('#table-status.ok').waitFor();
    await sidebar.locator('#views h2').evaluate((h) => h.scrollIntoView());
    await page.waitForSelector('#cell-C10.num');
    await page.click('#cell-C7');
    await page.waitForSelector('#grid[data-active="C7"]');
    const out = join(__dirname, '..', 'docs', 'preview.png');
    await page.screenshot({ path: out });
    console.log(`wrote ${out}`);
    await page.close();

    // A fresh sheet for the group: the preview keeps one sheet per server, so start on an empty part of it.
    const group = await browser.newPage({ viewport: { width: 1120, height: 720 } });
    await group.goto(preview.url);
    await group.waitForSelector('body[data-ready="true"]');
    await group.click('#cell-B14');
    await group.waitForSelector('#grid[data-active="B14"]');
    const groupBar = group.frameLocator('#sidebar-frame');
    await groupBar.getByRole('radio', { name: 'Group' }).check();
    await groupBar.getByRole('checkbox', { name: 'Synchronized' }).check();
    await groupBar.getByRole('button', { name: 'Insert table' }).click();
    await groupBar.locator('#table-status.ok').waitFor();
    await groupBar.locator('#views h2').evaluate((h) => h.scrollIntoView());
    await group.locator('#cell-B14').scrollIntoViewIfNeeded();
    const groupOut = join(__dirname, '..', 'docs', 'preview-group.png');
    await group.screenshot({ path: groupOut });
    console.log(`wrote ${groupOut}`);
  } finally {
    await browser.close();
    await preview.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
