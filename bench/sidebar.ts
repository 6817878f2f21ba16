/**
 * 6. The sidebar: from changing the Dice control to the frame that shows the
 * new numbers, in headless Chromium. Two figures per change: until the
 * numbers are in the DOM, and that plus the next rendered frame's own work
 * (its requestAnimationFrame callback to the task after it: style, layout,
 * paint), without the idle wait for the display's tick. Median and worst
 * change of each scenario.
 *
 * The page is driven through what the sidebar promises users, not through
 * its internals: the controls labelled "Dice" and "Segments", the roll-type
 * switch's labels, and, for the action roll, the exact fractions it must
 * show in the page's drawn text. Until dist/Sidebar.html exists, or if the
 * page cannot be driven this way, the section says so instead of giving a figure.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { join } from 'node:path';
import { actionBands } from '../src/blades/action';
import { DIST_DIR } from './built-code';
import { ALL_POOLS } from './engine';
import { atMost, Figure, Section } from './report';
import { median, Mode } from './timing';

// The same Chromium, found the same way and with the same flags, as the browser tests.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const chromiumLib = require('../scripts/lib/chromium.cjs') as { launchChromium: () => Promise<Browser> };

/** A roll type chosen on the switch (by its label) and a clock's segments, then a walk of Dice values. */
export interface Scenario {
  readonly id: string;
  readonly text: string;
  /** The switch's label; the action roll when absent. */
  readonly roll?: string;
  readonly segments?: number;
  /** Dice values in change order, for `changes` changes. */
  readonly sequence: (changes: number) => number[];
}

/**
 * The typical change and the worst: a 24-segment clock at each dice count
 * for the first time (the largest exact computation the sidebar makes).
 * Add a Group roll of 12 participants here once that roll type exists.
 */
export const SCENARIOS: readonly Scenario[] = [
  { id: 'action', text: 'Action, Dice cycling 0–20', sequence: (n) => changeSequence(n) },
  {
    id: 'clock24',
    text: 'Clock of 24 segments, each dice count 20, 19, … 0 new to the page',
    roll: 'Clock',
    segments: 24,
    sequence: () => ALL_POOLS.slice().reverse(),
  },
];

function section(figures: Figure[]): Section {
  return { id: 'sidebar', title: '6. Sidebar update in headless Chromium, per change', figures };
}

const notMeasured = (note: string): Section =>
  section([{ id: 'sidebar.frameMs', label: 'Dice changed → frame rendered', value: null, unit: 'ms', note }]);

/** google.script.run as HtmlService provides it, inert: lookups must not need the server. */
const STUB_GOOGLE = `(() => {
  const run = new Proxy({}, { get: (_, name) => (String(name).startsWith('with') ? () => run : () => undefined) });
  window.google = { script: { run, host: { close() {}, setHeight() {}, setWidth() {}, editor: { focus() {} } } } };
})();`;

/** Each change picks a pool other than the last, walking all of 0–20. */
export const changeSequence = (count: number): number[] => Array.from({ length: count }, (_, i) => (3 + 8 * i) % 21);

export interface ChangeTimes {
  /** Until the page's text shows the new numbers (action roll) or the handler has run (others). */
  readonly dom: number[];
  /** Until the numbers are in the DOM, plus the work of the next frame (style, layout, paint), without the wait for the display's tick. */
  readonly frame: number[];
}

/**
 * Time `changes` changes of the Dice control in a page holding `html`; in ms,
 * after `warmup` untimed changes. Throws, saying what it could not find or
 * see, when the page does not behave as the sidebar must.
 */
export async function timeDiceChanges(
  html: string,
  warmup: number,
  changes: number,
  scenario: Scenario = SCENARIOS[0],
): Promise<ChangeTimes> {
  const expected: Record<number, string[]> = {};
  for (const n of ALL_POOLS) expected[n] = actionBands(n).map(String);
  const browser = await chromiumLib.launchChromium();
  try {
    const page = await browser.newPage();
    await page.route('**/*', (route) => route.abort()); // self-contained: nothing to fetch
    await page.addInitScript(STUB_GOOGLE);
    await page.setContent(html, { waitUntil: 'load' });
    const sequence = scenario.sequence(warmup + changes);
    const times = await page.evaluate(
      async ({ sequence, expected, roll, segments }) => {
        // The element named `name`: by <label> (its own words, not its options'),
        // aria-label, aria-labelledby or a fieldset's legend; then the
        // <input> or <select> it is or holds.
        const ownWords = (el: Element) => {
          const copy = el.cloneNode(true) as Element;
          copy.querySelectorAll('input, select, textarea, button').forEach((c) => c.remove());
          return (copy.textContent ?? '').trim();
        };
        const byId = (ids: string) =>
          ids
            .split(/\s+/)
            .map((id) => document.getElementById(id)?.textContent ?? '')
            .join(' ');
        const controlNamed = (name: string) => {
          const is = (words: string | null | undefined) => new RegExp(`^${name}:?$`, 'i').test((words ?? '').trim());
          const named: Array<Element | null> = [
            ...Array.from(document.querySelectorAll('label'))
              .filter((l) => is(ownWords(l)))
              .map((l) => l.control),
            ...Array.from(document.querySelectorAll('[aria-label]')).filter((e) => is(e.getAttribute('aria-label'))),
            ...Array.from(document.querySelectorAll('[aria-labelledby]')).filter((e) => is(byId(e.getAttribute('aria-labelledby') ?? ''))),
            ...Array.from(document.querySelectorAll('fieldset')).filter((f) => is(f.querySelector('legend')?.textContent)),
          ];
          const control = named
            .map((e) => (e instanceof HTMLInputElement || e instanceof HTMLSelectElement ? e : e?.querySelector('input, select')))
            .find((e): e is HTMLInputElement | HTMLSelectElement => e instanceof HTMLInputElement || e instanceof HTMLSelectElement);
          if (!control) throw new Error(`no <input> or <select> labelled "${name}" in the page`);
          return control;
        };
        const set = (control: HTMLInputElement | HTMLSelectElement, value: number) => {
          control.value = String(value);
          control.dispatchEvent(new Event('input', { bubbles: true }));
          control.dispatchEvent(new Event('change', { bubbles: true }));
        };
        if (roll) {
          const radio = Array.from(document.querySelectorAll<HTMLInputElement>('input[type="radio"]')).find(
            (r) => r.closest('label')?.textContent?.trim() === roll,
          );
          if (!radio) throw new Error(`no roll type labelled "${roll}" on the switch`);
          radio.click();
        }
        if (segments !== undefined) set(controlNamed('Segments'), segments);
        const control = controlNamed('Dice');
        // What is drawn (innerText: no script or hidden text); the live region reads percents only, without fractions.
        const text = () => document.body.innerText;
        // Whole tokens, so that "1/2" is not found inside "1/216". Only the action roll's fractions are checked.
        const shows = (n: number) => {
          if (roll) return true;
          const tokens = new Set(text().split(/[^0-9/]+/));
          return expected[n].every((f) => tokens.has(f));
        };
        // The next frame's own work: from its requestAnimationFrame callback to
        // the task after it, which runs once style, layout and paint are done.
        // The idle wait for the display's next tick (up to 16.7 ms at 60 Hz)
        // before that callback is left out: it is the display's, not the page's.
        const nextFrameWork = () =>
          new Promise<number>((resolve) =>
            requestAnimationFrame(() => {
              const begin = performance.now();
              const channel = new MessageChannel();
              channel.port1.onmessage = () => resolve(performance.now() - begin);
              channel.port2.postMessage(null);
            }),
          );
        const change = (n: number) =>
          new Promise<{ dom: number; frame: number }>((resolve, reject) => {
            const start = performance.now();
            let timer = 0;
            const observer = new MutationObserver(() => check());
            const check = () => {
              if (!shows(n)) return false;
              const dom = performance.now() - start;
              observer.disconnect();
              clearTimeout(timer);
              void nextFrameWork().then((work) => resolve({ dom, frame: dom + work }));
              return true;
            };
            set(control, n);
            if (check()) return;
            observer.observe(document.body, { subtree: true, childList: true, characterData: true });
            timer = window.setTimeout(() => {
              observer.disconnect();
              reject(new Error(`after setting Dice to ${n}, the page never showed ${expected[n].join(', ')}`));
            }, 2000);
          });
        await nextFrameWork();
        const out: Array<{ dom: number; frame: number }> = [];
        for (const n of sequence) out.push(await change(n));
        return out;
      },
      { sequence, expected, roll: scenario.roll, segments: scenario.segments },
    );
    const timed = times.slice(warmup);
    return { dom: timed.map((t) => t.dom), frame: timed.map((t) => t.frame) };
  } finally {
    await browser.close();
  }
}

export async function sidebarSection(mode: Mode): Promise<Section> {
  const path = join(DIST_DIR, 'Sidebar.html');
  if (!existsSync(path)) return notMeasured('not measured: dist/Sidebar.html is missing (npm run build makes it)');
  const html = readFileSync(path, 'utf8');
  const figures: Figure[] = [];
  try {
    for (const scenario of SCENARIOS) {
      // The clock walk is new dice counts by design: no warm-up change, one walk.
      const warmup = scenario.roll ? 0 : 5;
      const changes = scenario.roll ? ALL_POOLS.length : mode.name === 'quick' ? 10 : 30;
      const { dom, frame } = await timeDiceChanges(html, warmup, changes, scenario);
      const worst = Math.max(...frame);
      figures.push(
        {
          id: `sidebar.${scenario.id}.domMs`,
          label: `${scenario.text}: change → numbers in the DOM, median`,
          value: median(dom),
          unit: 'ms',
          note: `${dom.length} changes`,
        },
        {
          id: `sidebar.${scenario.id}.frameMs`,
          label: `${scenario.text}: change → frame rendered (its work, not the wait for the tick), median`,
          value: median(frame),
          unit: 'ms',
          target: atMost(median(frame), 16, '16 ms (one frame)'),
        },
        {
          id: `sidebar.${scenario.id}.worstFrameMs`,
          label: `${scenario.text}: change → frame rendered, worst change`,
          value: worst,
          unit: 'ms',
          target: atMost(worst, 16, '16 ms (one frame)'),
        },
      );
    }
    return section(figures);
  } catch (e) {
    return notMeasured(`not measured: ${(e as Error).message.split('\n')[0]}`);
  }
}
