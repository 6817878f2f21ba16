import { ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import { launchChromium } from '../../scripts/lib/chromium.cjs';

/**
 * The local preview as a user opens it, for the browser tests: `npm start`
 * on a free port, headless Chromium on its page, the sidebar's frame ready.
 */

const root = join(__dirname, '../..');

export interface OpenPreview {
  readonly url: string;
  readonly browser: Browser;
  readonly context: BrowserContext;
  readonly page: Page;
  readonly sidebar: Frame;
  /** Every request the preview page and its sidebar made, whether the sidebar made it, and the server function a call to /api/run named. */
  readonly requested: Array<{ url: string; bySidebar: boolean; fn?: string }>;
  close(): Promise<void>;
}

/** `npm start` with PORT=0: resolves to the URL it prints. */
function startServer(): { server: ChildProcess; url: Promise<string> } {
  const server = spawn(process.execPath, ['scripts/start.cjs'], { cwd: root, env: { ...process.env, PORT: '0' } });
  const url = new Promise<string>((resolve, reject) => {
    let out = '';
    let err = '';
    server.stdout?.on('data', (chunk) => {
      out += chunk;
      const m = /Local preview, no Google account needed: (http:\/\/localhost:\d+\/)/.exec(out);
      if (m) resolve(m[1]);
    });
    server.stderr?.on('data', (chunk) => (err += chunk));
    server.once('exit', (code) => reject(new Error(`npm start exited (${code}) before printing its URL:\n${out}\n${err}`)));
  });
  return { server, url };
}

async function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

export async function openPreview(): Promise<OpenPreview> {
  const browser = await launchChromium();
  const { server, url: started } = startServer();
  try {
    const url = await started;
    const requested: OpenPreview['requested'] = [];
    const context = await browser.newContext({ viewport: { width: 1120, height: 760 } });
    context.on('request', (r) => {
      const fn = r.url().endsWith('/api/run') ? (JSON.parse(r.postData() ?? '{}') as { fn?: string }).fn : undefined;
      requested.push({ url: r.url(), bySidebar: r.frame().parentFrame() !== null, ...(fn === undefined ? {} : { fn }) });
    });
    const page = await context.newPage();
    await page.goto(url);
    await page.waitForSelector('body[data-ready="true"]');
    const sidebar = page.frame({ url: /\/sidebar$/ });
    if (!sidebar) throw new Error('the preview shows no sidebar frame');
    await sidebar.waitForSelector('#view-action');
    return {
      url,
      browser,
      context,
      page,
      sidebar,
      requested,
      close: async () => {
        await browser.close();
        await stop(server);
      },
    };
  } catch (e) {
    await browser.close();
    await stop(server);
    throw e;
  }
}

/**
 * From now on, counts the DOM writes to the element with `id` (a screen
 * reader says an alert again whenever its text is rewritten); resolves to a
 * reader of the count so far.
 */
export async function watchWrites(frame: Frame, id: string): Promise<() => Promise<number>> {
  const key = `writesTo_${id}`;
  await frame.evaluate(
    ([id, key]) => {
      const w = window as unknown as Record<string, number>;
      w[key] = 0;
      new MutationObserver((records) => (w[key] += records.length)).observe(document.getElementById(id)!, {
        childList: true,
        characterData: true,
        subtree: true,
      });
    },
    [id, key] as const,
  );
  return () => frame.evaluate((key) => (window as unknown as Record<string, number>)[key], key);
}
