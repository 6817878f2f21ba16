import { axeProblems } from '../support/axe';
import { OpenPreview, openPreview } from '../support/preview-browser';

/**
 * Check this add-on from the preview page's menu, as a user runs it: the
 * new sheet's tab appears and is the one shown, its summary reads every
 * check ok, and the first sheet's tab brings that sheet back, as it was.
 */

let p: OpenPreview;

beforeAll(async () => {
  p = await openPreview();
});

afterAll(async () => {
  await p?.close();
});

const currentTab = () => p.page.locator('.sheet-tab[aria-current="page"]').textContent();

test('the menu offers Check this add-on; it adds a tab for its sheet, shown, whose A2 reads "n of n ok"', async () => {
  const { page } = p;
  await page.getByRole('button', { name: 'Sheet1' }).waitFor();
  await page.click('#cell-B2');
  await page.waitForSelector('#grid[data-active="B2"]');
  await page.keyboard.type('=BLADES_BANDS(3)');
  await page.keyboard.press('Enter');
  await page.waitForSelector('#cell-E2.num');
  const before = await page.evaluate(() => fetch('/api/sheet').then((r) => r.json()));

  await page.getByRole('button', { name: 'Extensions › Blades Odds', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Check this add-on' }).click();
  await page.waitForSelector('.sheet-tab[aria-current="page"]:text-is("Blades Odds check")');
  await page.waitForSelector('body[data-pending="0"]');
  expect(await page.locator('#grid').getAttribute('aria-label')).toBe('Blades Odds check');
  const summary = (await page.locator('#cell-A2').textContent()) ?? '';
  const [, ok, all] = /^(\d+) of (\d+) ok$/.exec(summary) ?? [];
  expect(Number(all)).toBeGreaterThan(40);
  expect(ok).toBe(all);
  expect(await page.locator('#toast').textContent()).toMatch(/^Added the sheet "Blades Odds check" with \d+ checks\./);
  expect(await axeProblems(page.mainFrame(), '#sheet-tabs')).toEqual([]);

  await page.getByRole('button', { name: 'Sheet1' }).click();
  await page.waitForSelector('.sheet-tab[aria-current="page"]:text-is("Sheet1")');
  await page.waitForSelector('body[data-pending="0"]');
  expect(await currentTab()).toBe('Sheet1');
  expect(await page.evaluate(() => fetch('/api/sheet').then((r) => r.json()))).toEqual(before);
});
