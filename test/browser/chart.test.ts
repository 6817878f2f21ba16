import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { BANDS } from '../../src/blades/action';
import { ORDERED_RAMP } from '../../src/rolls/colours';
import { a1Notation } from '../../src/sheets/a1';
import { SHEETS_CHART_SIZE, chartFootprint } from '../../src/sheets/chart-footprint';
import { PREVIEW_SHEET } from '../../preview/server';
import { DEFAULT_COLUMN_WIDTH, DEFAULT_ROW_HEIGHT } from '../../preview/sheet';
import { OpenPreview, openPreview } from '../support/preview-browser';

/**
 * "Add a chart" from the sidebar in real headless Chromium, as `npm start`
 * serves it: the table goes in, and the preview page draws the chart the
 * real dist/Code.js inserted, beside it.
 */

const artifacts = join(__dirname, '../../artifacts');
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

test('a clock table’s chart: a line per pool across the rolls, each pool its own colour and named in the legend', async () => {
  const { page, sidebar } = preview;
  await page.click('#cell-A24');
  await page.waitForSelector('#grid[data-active="A24"]');
  await sidebar.getByRole('radio', { name: 'Clock' }).check();
  await sidebar.getByRole('radio', { name: '6 segments' }).check();
  await sidebar.getByRole('checkbox', { name: 'Add a chart' }).check();
  await sidebar.getByRole('button', { name: 'Insert table' }).click();
  // The preview's sheet is a new sheet's 26 columns wide (A–Z): the 600 px chart fits beside the 7-column table.
  await sidebar.waitForFunction(() =>
    /^Inserted .* at A24:G32, with a chart beside it at H24\.$/.test(document.getElementById('table-status')?.textContent ?? ''),
  );
  const chart = page.getByRole('img', { name: 'Chart: Clock of 6 segments, 0–6 dice' });
  await chart.waitFor();

  const lines = await chart.locator('g.series').evaluateAll((groups) =>
    groups.map((g) => ({
      label: g.getAttribute('data-label'),
      stroke: g.querySelector('polyline')?.getAttribute('stroke'),
      ys: Array.from(g.querySelectorAll('circle.point')).map((c) => Number(c.getAttribute('cy'))),
    })),
  );
  // One line per row of the table, named as the legend names it, in the ramp's colours: 0 dice brown … 6 dice blue.
  expect(lines.map((l) => l.label)).toEqual(['0 dice', '1 die', '2 dice', '3 dice', '4 dice', '5 dice', '6 dice']);
  expect(lines.map((l) => l.stroke)).toEqual([...ORDERED_RAMP].reverse());
  for (const line of lines) {
    // A point per roll, each as high as or higher than the last (the chance to be full only rises; y grows downwards).
    expect(line.ys).toHaveLength(6);
    line.ys.slice(1).forEach((y, k) => expect(y).toBeLessThanOrEqual(line.ys[k] + 1e-9));
  }
  // More dice fill sooner: at every roll, each pool's line is on or above the one before it.
  for (let roll = 0; roll < 6; roll++) {
    for (let pool = 1; pool < 7; pool++) expect(lines[pool].ys[roll]).toBeLessThanOrEqual(lines[pool - 1].ys[roll] + 1e-9);
  }
  const legend = await chart.locator('text').allTextContents();
  expect(legend).toEqual(expect.arrayContaining(['0 dice', '1 die', '6 dice', '0%', '100%', 'By roll 1', 'By roll 6', 'Rolls']));
  mkdirSync(artifacts, { recursive: true });
  await page.screenshot({ path: join(artifacts, 'chart-clock.png') });
});

test('a chart is drawn at its real footprint: over the very cells the add-on counted as under it (600 × 371 px on the sheet)', async () => {
  const { page } = preview;
  // The clock table's chart above, anchored at H24: 600 px over columns of 100 px, 371 px over rows of 21.
  const place = { anchor: { row: 24, column: 8 }, offsetX: 0, offsetY: 0, ...SHEETS_CHART_SIZE };
  const { area } = chartFootprint(
    place,
    () => DEFAULT_COLUMN_WIDTH,
    () => DEFAULT_ROW_HEIGHT,
    PREVIEW_SHEET,
  );
  expect(area).toEqual({ row: 24, column: 8, rows: 18, columns: 6 });
  const box = (await page.getByRole('img', { name: 'Chart: Clock of 6 segments, 0–6 dice' }).boundingBox())!;
  const last = (await page.locator(`#cell-${a1Notation(area.row + area.rows - 1, area.column + area.columns - 1)}`).boundingBox())!;
  // Its right and bottom edges fall within the footprint's last column and last row, not short of them or past them.
  expect(box.x + box.width).toBeGreaterThan(last.x);
  expect(box.x + box.width).toBeLessThanOrEqual(last.x + last.width);
  expect(box.y + box.height).toBeGreaterThan(last.y);
  expect(box.y + box.height).toBeLessThanOrEqual(last.y + last.height);
});

test('the sheet grows as Sheets’ does: a 12-segment clock table fits at M2 (beside the first chart), its columns to Y drawn as it goes in', async () => {
  const { page, sidebar } = preview;
  expect(await page.locator('#cell-Y2').count()).toBe(0);
  await page.click('#cell-M2');
  await page.waitForSelector('#grid[data-active="M2"]');
  await sidebar.getByRole('radio', { name: 'Clock' }).check();
  await sidebar.getByRole('spinbutton', { name: 'Segments' }).fill('12');
  await sidebar.getByRole('checkbox', { name: 'Add a chart' }).uncheck();
  await sidebar.getByRole('button', { name: 'Insert table' }).click();
  await sidebar.waitForFunction(
    (t) => document.getElementById('table-status')?.textContent === t,
    'Inserted the 0–6 dice clock table (12 segments, live formulas) at M2:Y10.',
  );
  // Every column of the table is drawn, with its header, and one more past it.
  await page.waitForFunction(() => document.getElementById('cell-Y3')?.textContent !== '');
  // The grid grows as it draws: wait for the column past the table rather than race its last frame.
  await page.waitForSelector('#cell-Z2', { state: 'attached' });
  expect(await page.locator('#cell-Z2').count()).toBe(1);
  expect(await page.textContent('#cell-M3')).toBe('Dice');
  await page.screenshot({ path: join(artifacts, 'preview-grown.png') });
});
