// Debian's Chromium, driven by playwright-core: never a downloaded browser.
// Shared by the browser tests and scripts/screenshot.cjs.
const { existsSync } = require('node:fs');
const { chromium } = require('playwright-core');

const CHROMIUM = '/usr/bin/chromium';

/** Headless Chromium with no background traffic; throws, saying how to install it, when missing. */
async function launchChromium() {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `Chromium is not installed at ${CHROMIUM}: install it with \`apt-get install -y chromium\` (Debian), then run the tests again.`,
    );
  }
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--no-first-run',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

module.exports = { CHROMIUM, launchChromium };
