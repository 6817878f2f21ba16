import { BANDS } from '../../src/blades/action';
import { OpenPreview, openPreview } from '../support/preview-browser';

/**
 * "Add a chart" from the sidebar in real headless Chromium, as `npm start`
 * serves it: the table goes in, and the preview page draws the chart the
 * real dist/Code.js inserted, beside it.
 */

let preview: OpenPreview;

beforeAll(async () => {
  preview = await openPreview();
});

afterAll(async () => {
  await preview?.close();
});

test('tick Add a chart, Insert table: the table and, to its right, a stacked bar chart of its pools', async () => {
  const { page, sidebar } = preview;
  await page.click('#cell-B2');
  await page.waitForSelector('#grid[data-active="B2"]');
  await sidebar.getByRole('checkbox', { name: 'Add a chart' }).check();
  await sidebar.getByRole('button', { name: 'Insert table' }).click();
  await sidebar.waitForFunction(
    (t) => document.getElementById('table-status')?.textContent === t,
    'Inserted the 0–6 dice table (live formulas) at B2:F10, with a chart beside it at G2.',
  );
  const chart = page.getByRole('img', { name: 'Chart: Action roll, 0–6 dice' });
  await chart.waitFor();

  // One bar per pool, each split into the four bands in their order, in the band colours.
  const bars = await chart.locator('rect.bar').evaluateAll((rects) =>
    rects.map((r) => ({
      domain: r.getAttribute('data-domain'),
      series: r.getAttribute('data-series'),
      width: Number(r.getAttribute('width')),
    })),
  );
  expect(bars.map((b) => `${b.domain} ${b.series}`)).toEqual(
    ['0', '1', '2', '3', '4', '5', '6'].flatMap((d) => BANDS.map((band) => `${d} ${band}`)),
  );
  // Stacked: every pool's bands add up to the same full length (each row sums to 1).
  const lengths = ['0', '3', '6'].map((d) => bars.filter((b) => b.domain === d).reduce((a, b) => a + b.width, 0));
  expect(Math.max(...lengths) - Math.min(...lengths)).toBeLessThan(1e-6);
  // Three dice: Bad is 1/8 of the bar, drawn from the table's own cells.
  const three = bars.filter((b) => b.domain === '3');
  expect(three[0].width / lengths[1]).toBeCloseTo(1 / 8, 9);
  const fills = await chart.locator('rect.bar').evaluateAll((rects) => rects.slice(0, 4).map((r) => r.getAttribute('fill')));
  expect(fills).toEqual(['#c5221f', '#e37400', '#0d7a40', '#1a73e8']);

  // Beside the table: its left edge at column G, its top on row 2.
  const box = await chart.boundingBox();
  const g2 = await page.locator('#cell-G2').boundingBox();
  const f2 = await page.locator('#cell-F2').boundingBox();
  if (!box || !g2 || !f2) throw new Error('the chart or the cells beside it are not drawn');
  expect(Math.abs(box.x - g2.x)).toBeLessThanOrEqual(1);
  expect(Math.abs(box.y - g2.y)).toBeLessThanOrEqual(1);
  expect(box.x).toBeGreaterThanOrEqual(f2.x + f2.width - 1);
});
