import type { BrowserContext, Page } from 'playwright-core';
import { EFFECTS, EFFECT_TICKS } from '../../src/blades/progress';
import { ROLL_HELP } from '../../src/rolls/help';
import { ROLL_TYPES } from '../../src/rolls/roll-types';
import { ROLL_SWITCH } from '../../src/sidebar/views';
import { axeRule } from '../support/axe';
import { OpenPreview, openPreview } from '../support/preview-browser';

/**
 * Names and words as a reader meets them (issue 28, items 10 and 11):
 * every landmark named apart from the others, in every view; a view's
 * subject never broken between its number and its noun; the Effect
 * field's hint with its numbers; labels capitalised; no bare "k" in a
 * label or a help term.
 */

let preview: OpenPreview;
let page: Page;
let context: BrowserContext;
beforeAll(async () => {
  preview = await openPreview();
  context = await preview.browser.newContext({ viewport: { width: 300, height: 645 } });
  page = await context.newPage();
  await page.goto(`${preview.url}sidebar`);
  await page.waitForSelector('.view');
});
afterAll(async () => {
  await context?.close();
  await preview?.close();
});

const choose = async (roll: string) => {
  await page.getByRole('radio', { name: roll, exact: true }).check();
  await page.waitForSelector(`#view-${ROLL_SWITCH.find((v) => v.name === roll)!.roll}`);
};

describe('every landmark named apart (axe landmark-unique), every view', () => {
  test.each(ROLL_SWITCH.map((v) => v.name))('%s', async (roll) => {
    await choose(roll);
    expect(await axeRule(page.mainFrame(), 'landmark-unique')).toEqual([]);
  });
});

describe('wording', () => {
  test.each(ROLL_SWITCH.map((v) => v.name))('%s: the heading’s subject is never broken between its number and its noun', async (roll) => {
    await choose(roll);
    const lines = await page.evaluate(() => {
      const subject = document.querySelector('.view h2 .secondary')!;
      const range = document.createRange();
      range.selectNodeContents(subject);
      return { text: subject.textContent, lines: new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top))).size };
    });
    // A pool ("2 dice", "1 die") on one line; a group's pools may wrap, but never "2 / dice".
    if (/^\d+ dice?$/.test(lines.text)) expect(lines.lines).toBe(1);
    else expect(lines.lines).toBeLessThanOrEqual(2);
  });

  test('Progress’s heading keeps "2 dice" on one line beside its long title', async () => {
    await choose('Progress');
    const { text, lines } = await page.evaluate(() => {
      const subject = document.querySelector('#view-progress h2 .secondary')!;
      const range = document.createRange();
      range.selectNodeContents(subject);
      return { text: subject.textContent, lines: new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top))).size };
    });
    expect([text, lines]).toEqual(['2 dice', 1]);
  });

  test('the Effect hint gives the numbers; Position’s labels are capitalised as every other label', async () => {
    await choose('Progress');
    const effect = await page.evaluate(
      () => document.getElementById(document.getElementById('effect')!.getAttribute('aria-describedby')!.split(' ')[0])?.textContent ?? '',
    );
    // Each level's ticks on a 4/5, in order: 1, 2, 3 or 4.
    expect(effect).toContain(
      `ticks ${EFFECTS.map((e) => EFFECT_TICKS[e][1])
        .slice(0, -1)
        .join(', ')} or ${EFFECT_TICKS.extreme[1]} segments`,
    );
    await choose('Threat');
    const positions = await page.$$eval('input[name="position"]', (rs) =>
      rs.map((r) => (r as HTMLInputElement).labels![0].textContent.trim()),
    );
    expect(positions).toEqual(['Risky', 'Desperate']);
    for (const label of positions) expect(label[0]).toBe(label[0].toUpperCase());
  });

  test('no bare "k" in a label on show, a section title or a help term', async () => {
    for (const roll of ROLL_SWITCH.map((v) => v.name)) {
      await choose(roll);
      const texts = await page.$$eval('.view .label, .view h3, #help-terms dt', (es) => es.map((e) => e.textContent ?? ''));
      expect(texts.filter((t) => /\bk\b/.test(t))).toEqual([]);
    }
    expect(ROLL_TYPES.flatMap((r) => ROLL_HELP[r]).filter((t) => /\bk\b/.test(t.term))).toEqual([]);
  });
});
