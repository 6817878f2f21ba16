import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { STUB_GOOGLE } from '../../bench/sidebar';
import { launchChromium } from '../../scripts/lib/chromium.cjs';

/**
 * A change of pool patches the view in place (src/sidebar/dom.ts: only the
 * text, attributes and chart pieces that differ are written, a chart's bar
 * attribute by attribute). Whatever the path, the patched view must be the
 * view built afresh: after each change the view's markup is read, then the
 * roll type is switched away and back (another roll type's view is built
 * anew, and so is this one's on its return) and read again.
 */

const html = readFileSync(join(__dirname, '../../dist/Sidebar.html'), 'utf8');
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 300, height: 645 } });
  await page.route('**/*', (route) => route.abort());
  await page.addInitScript(STUB_GOOGLE);
  await page.setContent(html, { waitUntil: 'load' });
});

afterAll(async () => {
  await browser?.close();
});

/** Sets the number field labelled `name` as typed, then left. */
async function setField(name: string, value: number) {
  const field = page.getByRole('spinbutton', { name, exact: true });
  await field.fill(String(value));
  await field.dispatchEvent('change');
}

const chooseRoll = (label: string) => page.getByRole('radio', { name: label, exact: true }).check();
const viewMarkup = () => page.locator('#views').innerHTML();

// Pools far apart, up and down, so a chart grows and shrinks and the outline moves across it.
const POOLS = [3, 11, 19, 6, 14, 1, 20, 0, 7];

describe.each([
  { roll: 'Action', setup: async () => {} },
  { roll: 'Clock', setup: () => setField('Segments', 24) },
  { roll: 'Progress', setup: () => setField('Segments', 24) },
])('$roll: each change of pool, patched, reads as the view built afresh', ({ roll, setup }) => {
  test.each(POOLS)('after Dice %i', async (dice) => {
    await chooseRoll(roll);
    await setup();
    await setField('Dice', dice);
    const patched = await viewMarkup();
    await chooseRoll(roll === 'Action' ? 'Resistance' : 'Action');
    await chooseRoll(roll);
    expect(await viewMarkup()).toBe(patched);
  });
});

// A group's chart grows a bar per participant added (new pieces, a taller chart) and loses one per participant
// removed; the pools go up and down so bars move too. Each step leaves the group at the size it says.
const GROUP_STEPS: ReadonlyArray<{ step: string; act: () => Promise<unknown> }> = [
  { step: 'add a 4th', act: () => page.getByRole('button', { name: 'Add participant' }).click() },
  { step: 'set the 4th to 20', act: () => setField('Participant 4', 20) },
  { step: 'add a 5th', act: () => page.getByRole('button', { name: 'Add participant' }).click() },
  { step: 'add a 6th', act: () => page.getByRole('button', { name: 'Add participant' }).click() },
  { step: 'set the 1st to 0', act: () => setField('Participant 1', 0) },
  { step: 'remove the 2nd', act: () => page.getByRole('button', { name: 'Remove participant 2' }).click() },
  { step: 'remove the 5th', act: () => page.getByRole('button', { name: 'Remove participant 5' }).click() },
  { step: 'add a 5th again', act: () => page.getByRole('button', { name: 'Add participant' }).click() },
];

describe('Group: each participant added, set or removed, patched, reads as the view built afresh', () => {
  test.each(GROUP_STEPS)('$step', async ({ act }) => {
    await chooseRoll('Group');
    await act();
    const patched = await viewMarkup();
    await chooseRoll('Action');
    await chooseRoll('Group');
    expect(await viewMarkup()).toBe(patched);
  });
});
