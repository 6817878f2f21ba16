import { ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import type { Browser, Frame, Page } from 'playwright-core';
import type { SheetSnapshot } from '../../preview/sheet';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { launchChromium } = require('../../scripts/lib/chromium.cjs') as { launchChromium: () => Promise<Browser> };

/**
 * `npm start` in real headless Chromium, for a browser suite: the built
 * dist/Sidebar.html beside the preview's in-memory sheet, google.script.run
 * bridged to the built dist/Code.js. Open one per suite, close it after.
 */
export interface PreviewSession {
  readonly page: Page;
  readonly sidebar: Frame;
  /** Every request the page and its sidebar made, and whether the sidebar made it. */
  readonly requested: ReadonlyArray<{ url: string; bySidebar: boolean }>;
  /** The sheet as the preview server holds it. */
  sheet(): Promise<SheetSnapshot>;
  /** Clicks a grid cell and waits until the server's active cell is that cell. */
  selectCell(a1: string): Promise<void>;
  /** Waits until the sidebar's status line reads `text`. */
  waitForStatus(text: string): Promise<void>;
  /** What the sidebar shows for each line of a view's rows or totals: label, exact fraction, percent (or a mean's decimal). */
  shownLines(view: string, list: 'rows' | 'totals'): Promise<Array<{ label: string; fraction: string; figure: string }>>;
  close(): Promise<void>;
}

const root = join(__dirname, '../..');

/** `npm start` (spawned with PORT=0): resolves to the URL it prints. */
export function startPreview(server: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    server.stdout!.on('data', (chunk) => {
      out += chunk;
      const m = /Local preview, no Google account needed: (http:\/\/localhost:\d+\/)/.exec(out);
      if (m) resolve(m[1]);
    });
    server.stderr!.on('data', (chunk) => (err += chunk));
    server.once('exit', (code) => reject(new Error(`npm start exited (${code}) before printing its URL:\n${out}\n${err}`)));
  });
}

export async function openPreview(viewport = { width: 1120, height: 900 }): Promise<PreviewSession> {
  const server = spawn(process.execPath, ['scripts/start.cjs'], { cwd: root, env: { ...process.env, PORT: '0' } });
  const browser = await launchChromium();
  const url = await startPreview(server);
  const context = await browser.newContext({ viewport });
  const requested: Array<{ url: string; bySidebar: boolean }> = [];
  context.on('request', (r) => requested.push({ url: r.url(), bySidebar: r.frame().parentFrame() !== null }));
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForSelector('body[data-ready="true"]');
  const sidebar = page.frame({ url: /\/sidebar$/ });
  if (!sidebar) throw new Error('the preview shows no sidebar frame');
  await sidebar.waitForSelector('#view-action');
  return {
    page,
    sidebar,
    requested,
    sheet: () => page.evaluate(() => fetch('/api/sheet').then((r) => r.json())),
    async selectCell(a1) {
      await page.click(`#cell-${a1}`);
      await page.waitForSelector(`#grid[data-active="${a1}"]`);
    },
    async waitForStatus(text) {
      await sidebar.waitForFunction((t) => document.getElementById('status')?.textContent === t, text);
    },
    shownLines: (view, list) =>
      sidebar.$$eval(`#view-${view} .${list} li`, (items) =>
        items.map((li) => ({
          label: li.querySelector('.label')?.textContent ?? '',
          fraction: li.querySelector('.frac')?.textContent ?? '',
          figure: li.querySelector('.pct')?.textContent ?? '',
        })),
      ),
    async close() {
      await browser.close();
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        await exited;
      }
    },
  };
}
