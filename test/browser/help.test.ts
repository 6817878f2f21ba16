import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { axeProblems } from '../support/axe';
import { PreviewSession, openSession } from '../support/preview-session';
import { ROLL_LABELS } from '../support/roll-types';

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

/** The help is built when it is opened (src/sidebar/help.ts): read as a user reads it, open. */
const opened = async () => {
  await s.sidebar.$eval('details.help', (d) => ((d as HTMLDetailsElement).open = true));
  await s.sidebar.waitForSelector('#help-terms section');
};
const sections = async () => {
  await opened();
  return s.sidebar.$$eval('#help-terms h3', (hs) => hs.map((h) => h.textContent));
};
const terms = async () => {
  await opened();
  return s.sidebar.$$eval('#help-terms dt', (ds) => ds.map((d) => d.textContent ?? ''));
};

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

const ROLLS = ROLL_LABELS;

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

  test('the group’s terms: group action, Synchronized, the leader’s stress; each with its rule’s public page, opened in a new tab', async () => {
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
    const synchronized = s.sidebar.locator('#help-terms section:first-child dd:nth-of-type(4) .source');
    expect(await synchronized.textContent()).toBe('Source: SRD: Teamwork (opens in a new tab)');
    const link = synchronized.locator('a');
    expect(await link.getAttribute('href')).toBe('https://bladesinthedark.com/teamwork');
    // Every link of the help opens a new tab, none can reach back into the sidebar, and each is an SRD page.
    const links = await s.sidebar.$$eval('.help a', (as) =>
      as.map((a) => [a.getAttribute('target'), a.getAttribute('rel'), a.getAttribute('href')]),
    );
    expect(links.length).toBeGreaterThan(0);
    for (const [target, rel, href] of links) {
      expect([target, rel]).toEqual(['_blank', 'noopener']);
      expect(href).toMatch(/^https:\/\/bladesinthedark\.com\//);
    }
  });

  test('Deep Cuts’ rules are named, with no link: the threat roll’s terms', async () => {
    await s.chooseRoll('Threat');
    const sources = await s.sidebar.$$eval('#help-terms section:first-child dd .source', (ds) =>
      ds.map((d) => [d.textContent, d.querySelector('a')]),
    );
    expect(sources.slice(0, 3)).toEqual(Array(3).fill(['Source: Deep Cuts (the Blades in the Dark expansion)', null]));
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
        // A link's "(opens in a new tab)" is for a screen reader alone, clipped to 1 px by design.
        els
          .filter((e) => !e.classList.contains('visually-hidden') && e.scrollWidth > e.clientWidth + 1 && e.clientWidth > 0)
          .map((e) => e.outerHTML.slice(0, 80)),
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
