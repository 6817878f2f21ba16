import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROLL_SWITCH } from '../../src/sidebar/views';
import { axeProblems } from '../support/axe';
import { PreviewSession, openSession } from '../support/preview-session';

/**
 * *What do these mean?* (src/sidebar/help.ts, from the registry's help) in
 * headless Chromium: the view on show's terms first, every field the view
 * shows explained, reached and opened from the keyboard, and axe-clean
 * open. Screenshots of it open go to artifacts/.
 */

const artifacts = join(__dirname, '../../artifacts');
let s: PreviewSession;

beforeAll(async () => {
  mkdirSync(artifacts, { recursive: true });
  s = await openSession();
});

afterAll(async () => {
  await s?.close();
});

const sections = () => s.sidebar.$$eval('#help-terms h3', (hs) => hs.map((h) => h.textContent));
const terms = () => s.sidebar.$$eval('#help-terms dt', (ds) => ds.map((d) => d.textContent ?? ''));

/**
 * The labels of the fields on show: every number field and checkbox in
 * #roll-fields, and a fieldset's legend ("Participants"), whose pools'
 * "Participant 2" labels it names.
 */
const shownFields = () =>
  s.sidebar.$$eval('#roll-fields label[for], #roll-fields legend', (ls) =>
    ls
      .filter((l) => (l as HTMLElement).offsetParent !== null)
      .map((l) => (l.textContent ?? '').trim())
      .filter((t) => !/^Participant \d+$/.test(t)),
  );

/** Every roll type's name, in the navigation's order: the help's order after the view on show's. */
const ROLLS = ROLL_SWITCH.map((v) => v.name);

describe('the help for every term on screen', () => {
  test.each(ROLLS)('%s: its own terms come first, and every field on show has one', async (roll) => {
    await s.chooseRoll(roll);
    const shown = await sections();
    expect(shown[0]).toBe(roll);
    expect(shown).toEqual([roll, ...ROLLS.filter((r) => r !== roll), 'Inserts']);
    const fields = await shownFields();
    expect(fields.length).toBeGreaterThan(0);
    expect(await terms()).toEqual(expect.arrayContaining(fields));
    // Each term once, whatever roll types share it.
    const all = await s.sidebar.$$eval('#help-terms section', (ss) =>
      ss.map((sec) => [...sec.querySelectorAll('dt')].map((d) => `${d.textContent} ${d.nextElementSibling?.textContent}`)),
    );
    expect(new Set(all.flat()).size).toBe(all.flat().length);
  });

  test('the group’s terms: group action, Synchronized, the leader’s stress; each with its rule as text, no link', async () => {
    await s.chooseRoll('Group');
    const group = await s.sidebar.$$eval('#help-terms section:first-child dt', (ds) => ds.map((d) => d.textContent));
    expect(group).toEqual([
      'Participants',
      'Group action',
      'Bad, Partial, Clean, Critical',
      'Synchronized',
      'Leader takes 0, 1, … stress',
      'Zero dice',
    ]);
    expect(await s.sidebar.textContent('#help-terms section:first-child dd:nth-of-type(4) .source')).toBe('See docs/rules.md#synchronized');
    expect(await s.sidebar.$$eval('.help a', (as) => as.length)).toBe(0);
  });

  test('reached by Tab and opened with Enter; axe finds nothing with it open, in the 300 px panel (saved as screenshots)', async () => {
    for (const roll of ['Resistance', 'Group']) {
      await s.chooseRoll(roll);
      await s.sidebar.focus('.help summary');
      if (!(await s.sidebar.$eval('.help', (d) => (d as HTMLDetailsElement).open))) await s.page.keyboard.press('Enter');
      expect(await s.sidebar.$eval('.help', (d) => (d as HTMLDetailsElement).open)).toBe(true);
      const [scroll, client] = await s.sidebar.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
      expect(scroll).toBeLessThanOrEqual(client);
      expect(await axeProblems(s.sidebar)).toEqual([]);
      await s.sidebar.$eval('.help', (d) => d.scrollIntoView());
      await s.page.locator('#sidebar-panel').screenshot({ path: join(artifacts, `help-${roll.toLowerCase()}.png`) });
    }
  });

  test('under a dark scheme, open in every view, axe finds nothing (its headings follow the theme)', async () => {
    await s.page.emulateMedia({ colorScheme: 'dark' });
    try {
      if (!(await s.sidebar.$eval('.help', (d) => (d as HTMLDetailsElement).open))) await s.sidebar.click('.help summary');
      // As it is, then after each switch of roll type (which redraws it).
      for (const roll of [null, ...ROLLS]) {
        if (roll) await s.chooseRoll(roll);
        expect(await axeProblems(s.sidebar)).toEqual([]);
        // The help itself, below the fold, on its own (see axeProblems).
        expect(await axeProblems(s.sidebar, '.help')).toEqual([]);
      }
    } finally {
      await s.page.emulateMedia({ colorScheme: 'light' });
    }
  });

  test('at 200% zoom (150 px wide) the help reflows: no term or source runs out sideways', async () => {
    const zoomed = await s.browser.newContext({ viewport: { width: 150, height: 600 } });
    const page = await zoomed.newPage();
    await page.goto(`${s.url}sidebar`);
    await page.waitForSelector('.view');
    await page.click('.help summary');
    for (const roll of ROLLS) {
      await page.getByRole('radio', { name: roll }).check();
      const wide = await page.$$eval('.help, .help *', (els) =>
        els.filter((e) => e.scrollWidth > e.clientWidth + 1 && e.clientWidth > 0).map((e) => e.outerHTML.slice(0, 80)),
      );
      expect(wide).toEqual([]);
      const help = await page.$eval('.help', (d) => d.getBoundingClientRect().right);
      expect(help).toBeLessThanOrEqual(150);
    }
    await page.$eval('.help', (d) => d.scrollIntoView());
    await page.screenshot({ path: join(artifacts, 'help-150.png') });
    await zoomed.close();
  });
});
