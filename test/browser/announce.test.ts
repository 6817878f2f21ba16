import { PreviewSession, openSession } from '../support/preview-session';

/**
 * What a screen reader hears: every text the sidebar's live regions (the
 * announcement, the fields' alerts, the inserts' statuses) receive, logged
 * in the page by a MutationObserver as each change is made, in every view.
 * Each change is read in at most about 150 characters and never over 200
 * (docs/sidebar.md, *Accessible*), and a button's change (Add or Remove
 * participant) is read once, not as its own line and then the view.
 */

let s: PreviewSession;

beforeAll(async () => {
  s = await openSession();
  await s.sidebar.evaluate(() => {
    const w = window as unknown as { heardLog: Array<{ id: string; text: string }> };
    w.heardLog = [];
    const live = '[aria-live], [role="alert"], [role="status"]';
    new MutationObserver((records) => {
      for (const r of records) {
        const node = r.target instanceof Element ? r.target : r.target.parentElement;
        const region = node?.closest(live);
        const text = region?.textContent ?? '';
        if (!region || text === '') continue;
        const last = w.heardLog[w.heardLog.length - 1];
        // One write can come as several records: a region's text is logged once per new text.
        if (last?.id !== region.id || last.text !== text) w.heardLog.push({ id: region.id, text });
      }
    }).observe(document.body, { childList: true, characterData: true, subtree: true });
  });
});

afterAll(async () => {
  await s?.close();
});

/** The texts logged since the last call, once the fields have settled (the announcement waits 0.4 s). */
async function heardSince(): Promise<Array<{ id: string; text: string }>> {
  await s.sidebar.waitForTimeout(600);
  return s.sidebar.evaluate(() => {
    const w = window as unknown as { heardLog: Array<{ id: string; text: string }> };
    return w.heardLog.splice(0);
  });
}

const fill = (selector: string, value: string) => s.sidebar.fill(selector, value);
const every: Array<{ id: string; text: string }> = [];

/** Makes a change, waits for it to be read, and keeps what was heard. */
async function change(make: () => Promise<unknown>): Promise<Array<{ id: string; text: string }>> {
  await make();
  const heard = await heardSince();
  every.push(...heard);
  return heard;
}

test('every change in every view is read in at most 200 characters, an announcement in about 150', async () => {
  await heardSince();
  await change(() => s.chooseRoll('Action'));
  for (const dice of ['0', '3', '6', '20']) await change(() => fill('#dice', dice));
  await change(() => s.chooseRoll('Resistance'));
  await change(() => fill('#stress', '8'));
  await change(() => fill('#track', '24'));
  await change(() => fill('#stress', '23'));
  await change(() => fill('#dice', '0'));
  await change(() => s.chooseRoll('Vice'));
  await change(() => fill('#vice-stress', '24'));
  await change(() => fill('#dice', '20'));
  await change(() => s.chooseRoll('Clock'));
  await change(() => fill('#segments', '24'));
  await change(() => fill('#coin', '3'));
  await change(() => fill('#coin', '0'));
  await change(() => fill('#dice', '2'));
  // All 24 rolls on show: the page lists them, the headline is the same mean, so nothing is read again.
  const expanded = await change(() => s.sidebar.click('#all-rows'));
  expect(expanded.filter((h) => h.id === 'announce')).toEqual([]);
  await change(() => s.chooseRoll('Progress'));
  await change(() => s.sidebar.selectOption('#effect', 'limited'));
  await change(() => fill('#segments', '6'));
  await change(() => s.sidebar.selectOption('#effect', 'extreme'));
  await change(() => fill('#dice', '0'));
  await change(() => fill('#dice', '2'));
  await change(() => s.chooseRoll('Group'));
  while ((await s.sidebar.locator('#participants input').count()) < 12) await change(() => s.sidebar.click('#add-participant'));
  const pools = await s.sidebar.locator('#participants input').all();
  for (const pool of pools) await change(() => pool.fill('20'));
  await change(() => s.sidebar.getByRole('checkbox', { name: 'Synchronized' }).check());
  // A refused entry's alert is heard too, and short.
  await change(() => pools[11].fill('25'));
  await change(() => pools[11].fill('20'));

  const announcements = every.filter((h) => h.id === 'announce');
  expect(announcements.length).toBeGreaterThan(20);
  expect(every.filter((h) => h.text.length > 200)).toEqual([]);
  // About 150 characters, a button's line (what changed, in place of the subject) included.
  expect(announcements.filter((h) => h.text.length > 160)).toEqual([]);
  // The headlines, as heard: an action's two chances, a clock's mean, a group's bands and the leader's mean stress.
  expect(announcements.map((h) => h.text)).toContain('3 dice. Action roll: At least Partial 87.5%, Clean or better 42.1%.');
  expect(announcements.some((h) => /^2 dice\. Clock of 24 segments: Mean to fill ≈ [\d.]+ rolls\.$/.test(h.text))).toBe(true);
  // A progress clock's mean, and which push is better in words (none at extreme, which has no +1 effect).
  expect(announcements.map((h) => h.text)).toContain(
    '2 dice. Progress clock of 24 segments, limited effect: Mean to fill ≈ 30.90 rolls, Push for +1 effect is better.',
  );
  expect(
    announcements.some((h) => /^2 dice\. Progress clock of 6 segments, extreme effect: Mean to fill ≈ [\d.]+ rolls\.$/.test(h.text)),
  ).toBe(true);
  // Action's and Resistance's decision sections mark options too (Best per stress, No stress): not read out.
  expect(announcements.filter((h) => /(Action|Resistance) roll:/.test(h.text) && / is /.test(h.text))).toEqual([]);
  expect(announcements.some((h) => /Resistance roll: Mean cost/.test(h.text))).toBe(true);
  expect(announcements[announcements.length - 1].text).toMatch(
    /^12 participants\. Group action, Synchronized: Bad \S+, Partial \S+, Clean \S+, Critical \S+, Leader’s mean stress \S+ [\d.]+ stress\.$/,
  );
});

test('Add and Remove participant are each read once: what changed, then the headline', async () => {
  await change(() => s.sidebar.getByRole('button', { name: 'Remove participant 12' }).click());
  const removed = await change(() => s.sidebar.getByRole('button', { name: 'Remove participant 3' }).click());
  expect(removed).toHaveLength(1);
  expect(removed[0].id).toBe('announce');
  expect(removed[0].text).toMatch(/^Removed participant 3; 10 left\. Group action, Synchronized: Bad /);
  expect(removed[0].text.length).toBeLessThanOrEqual(160);
  while ((await s.sidebar.locator('#participants input').count()) > 3)
    await change(() => s.sidebar.locator('.participant .remove').last().click());
  const added = await change(() => s.sidebar.click('#add-participant'));
  expect(added).toHaveLength(1);
  expect(added[0]).toEqual({
    id: 'announce',
    text: expect.stringMatching(/^Added participant 4, 2 dice\. Group action, Synchronized: Bad .*stress\.$/),
  });
  expect(added[0].text.length).toBeLessThanOrEqual(160);
});
