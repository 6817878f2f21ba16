// `npm run screenshot`: docs/preview.png for the README, taken with the same
// Chromium as the tests: the preview with the sidebar on 3 dice and the 0–6
// table inserted as live formulas at B2, scrolled to show the chart.
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
  } finally {
    await browser.close();
    await preview.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
