/**
 * 5. The sidebar: time from changing the Dice control to the new pool's
 * numbers in the page, in headless Chromium, median over 50 changes.
 *
 * The page is driven through what the sidebar promises users, not through its
 * internals: the control labelled "Dice" (an <input> or <select>) and the
 * exact fractions it must show. The clock stops when every band's fraction
 * for the new pool is in the page's text (its live region, if it has one).
 * Until dist/Sidebar.html exists, or if the page cannot be driven this way,
 * the section says so instead of giving a figure.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { join } from 'node:path';
import { actionBands } from '../src/blades/action';
import { DIST_DIR } from './built-code';
import { ALL_POOLS } from './engine';
import { atMost, Section } from './report';
import { median, Mode } from './timing';

// The same Chromium, found the same way and with the same flags, as the browser tests.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const chromiumLib = require('../scripts/lib/chromium.cjs') as { launchChromium: () => Promise<Browser> };

function section(value: number | null, note: string): Section {
  return {
    id: 'sidebar',
    title: '5. Sidebar update in headless Chromium',
    figures: [
      {
        id: 'sidebar.updateMs',
        label: 'Dice control changed → new numbers in the page, median',
        value,
        unit: 'ms',
        note,
        target: atMost(value, 16, '16 ms (one frame)'),
      },
    ],
  };
}

/** google.script.run as HtmlService provides it, inert: lookups must not need the server. */
const STUB_GOOGLE = `(() => {
  const run = new Proxy({}, { get: (_, name) => (String(name).startsWith('with') ? () => run : () => undefined) });
  window.google = { script: { run, host: { close() {}, setHeight() {}, setWidth() {}, editor: { focus() {} } } } };
})();`;

/** Each change picks a pool other than the last, walking all of 0–20. */
export const changeSequence = (count: number): number[] => Array.from({ length: count }, (_, i) => (3 + 8 * i) % 21);

/**
 * Time `changes` changes of the Dice control in a page holding `html`; in ms,
 * after `warmup` untimed changes. Throws, saying what it could not find or
 * see, when the page does not behave as the sidebar must.
 */
export async function timeDiceChanges(html: string, warmup: number, changes: number): Promise<number[]> {
  const expected: Record<number, string[]> = {};
  for (const n of ALL_POOLS) expected[n] = actionBands(n).map(String);
  const browser = await chromiumLib.launchChromium();
  try {
    const page = await browser.newPage();
    await page.route('**/*', (route) => route.abort()); // self-contained: nothing to fetch
    await page.addInitScript(STUB_GOOGLE);
    await page.setContent(html, { waitUntil: 'load' });
    const sequence = changeSequence(warmup + changes);
    const times = await page.evaluate(
      async ({ sequence, expected }) => {
        // The element named "Dice": by <label> (its own words, not its options'),
        // aria-label, aria-labelledby or a fieldset's legend; then the
        // <input> or <select> it is or holds.
        const ownWords = (el: Element) => {
          const copy = el.cloneNode(true) as Element;
          copy.querySelectorAll('input, select, textarea, button').forEach((c) => c.remove());
          return (copy.textContent ?? '').trim();
        };
        const isDice = (words: string | null | undefined) => /^dice:?$/i.test((words ?? '').trim());
        const byId = (ids: string) =>
          ids
            .split(/\s+/)
            .map((id) => document.getElementById(id)?.textContent ?? '')
            .join(' ');
        const named: Array<Element | null> = [
          ...Array.from(document.querySelectorAll('label'))
            .filter((l) => isDice(ownWords(l)))
            .map((l) => l.control),
          ...Array.from(document.querySelectorAll('[aria-label]')).filter((e) => isDice(e.getAttribute('aria-label'))),
          ...Array.from(document.querySelectorAll('[aria-labelledby]')).filter((e) => isDice(byId(e.getAttribute('aria-labelledby')!))),
          ...Array.from(document.querySelectorAll('fieldset')).filter((f) => isDice(f.querySelector('legend')?.textContent)),
        ];
        const control = named
          .map((e) => (e instanceof HTMLInputElement || e instanceof HTMLSelectElement ? e : e?.querySelector('input, select')))
          .find((e): e is HTMLInputElement | HTMLSelectElement => e instanceof HTMLInputElement || e instanceof HTMLSelectElement);
        if (!control) throw new Error('no <input> or <select> labelled "Dice" in the page');
        const regions = Array.from(document.querySelectorAll('[aria-live], [role="status"]'));
        const text = () => (regions.length ? regions : [document.body]).map((r) => r.textContent ?? '').join(' ');
        // Whole tokens, so that "1/2" is not found inside "1/216".
        const shows = (n: number) => {
          const tokens = new Set(text().split(/[^0-9/]+/));
          return expected[n].every((f) => tokens.has(f));
        };
        const change = (n: number) =>
          new Promise<number>((resolve, reject) => {
            const start = performance.now();
            let timer = 0;
            const observer = new MutationObserver(() => check());
            const check = () => {
              if (!shows(n)) return false;
              observer.disconnect();
              clearTimeout(timer);
              resolve(performance.now() - start);
              return true;
            };
            control.value = String(n);
            control.dispatchEvent(new Event('input', { bubbles: true }));
            control.dispatchEvent(new Event('change', { bubbles: true }));
            if (check()) return;
            observer.observe(document.body, { subtree: true, childList: true, characterData: true });
            timer = window.setTimeout(() => {
              observer.disconnect();
              reject(new Error(`after setting Dice to ${n}, the page never showed ${expected[n].join(', ')}`));
            }, 2000);
          });
        const out: number[] = [];
        for (const n of sequence) out.push(await change(n));
        return out;
      },
      { sequence, expected },
    );
    return times.slice(warmup);
  } finally {
    await browser.close();
  }
}

export async function sidebarSection(mode: Mode): Promise<Section> {
  const path = join(DIST_DIR, 'Sidebar.html');
  if (!existsSync(path)) {
    return section(null, 'not measured: dist/Sidebar.html is missing (npm run build makes it)');
  }
  const changes = mode.name === 'quick' ? 10 : 50;
  try {
    const times = await timeDiceChanges(readFileSync(path, 'utf8'), 5, changes);
    return section(median(times), `${changes} changes, cycling pools 0–20`);
  } catch (e) {
    return section(null, `not measured: ${(e as Error).message.split('\n')[0]}`);
  }
}
