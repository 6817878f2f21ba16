import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { STUB_GOOGLE } from '../../bench/sidebar';
import { BANDS } from '../../src/blades/action';
import { launchChromium } from '../../scripts/lib/chromium.cjs';

/**
 * The sidebar's load (issue 29), as a browser loads dist/Sidebar.html by
 * navigation: the first frame after the page is parsed shows the first
 * screen (the roll's figures) and not yet the decision sections below the
 * fold, which follow once it is on show (src/sidebar/main.ts, drawSections).
 */

const html = readFileSync(join(__dirname, '../../dist/Sidebar.html'), 'utf8');
const URL = 'http://sidebar.test/';
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

/** What the page holds in the first frame after DOMContentLoaded (read in its first requestAnimationFrame callback). */
interface FirstFrame {
  readonly rows: number;
  readonly sections: number;
}

test('the first frame after parsing holds the first screen alone; the decision sections follow it', async () => {
  const page = await browser.newPage({ viewport: { width: 300, height: 645 } });
  await page.route('**/*', (route) =>
    route.request().url() === URL ? route.fulfill({ contentType: 'text/html', body: html }) : route.abort(),
  );
  // Before the page's own script: google.script.run answering nothing, and the probe's listener registered first.
  await page.addInitScript(STUB_GOOGLE);
  await page.addInitScript(() => {
    addEventListener('DOMContentLoaded', () =>
      requestAnimationFrame(() => {
        const seen: FirstFrame = {
          rows: document.querySelectorAll('#view-action-rows li').length,
          sections: document.querySelectorAll('.decision').length,
        };
        Object.assign(window, { firstFrame: seen });
      }),
    );
  });
  // Slowed as a low-end laptop is (the bench's 4×): the parser then yields after the script, and a frame may come before it ends.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(URL, { waitUntil: 'load' });
  await page.waitForSelector('#section-bonus-dice');
  const first = await page.evaluate(() => (window as unknown as { firstFrame: FirstFrame }).firstFrame);
  // Action's result bands on show, What a bonus die buys not yet built.
  expect(first).toEqual({ rows: BANDS.length, sections: 0 });
  await page.close();
});
