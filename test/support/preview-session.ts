import type { SheetSnapshot } from '../../preview/sheet';
import { OpenPreview, openPreview } from './preview-browser';

/**
 * The preview (./preview-browser) with what a sidebar suite asks of it:
 * the sheet as the server holds it, a grid cell made active, the status
 * line awaited, and the lines a view shows.
 */
export interface PreviewSession extends OpenPreview {
  sheet(): Promise<SheetSnapshot>;
  /** Clicks a grid cell and waits until the server's active cell is that cell. */
  selectCell(a1: string): Promise<void>;
  /** Waits until the message under an insert button (Insert table's by default) reads `text`, for `timeout` ms (playwright's default if not given). */
  waitForStatus(text: string, id?: 'formula-status' | 'table-status' | 'crew-status', timeout?: number): Promise<void>;
  /** Each line of a view's rows or totals: label, exact fraction, percent (or a mean's decimal). */
  shownLines(view: string, list: 'rows' | 'totals' | 'means'): Promise<Array<{ label: string; fraction: string; figure: string }>>;
  /** Picks a roll type on the sidebar's switch by its label ("Group"). */
  chooseRoll(name: string): Promise<void>;
  /** Presses Tab until the sidebar's element with `id` has the focus (at most 80 times), and expects it there. */
  tabTo(id: string): Promise<void>;
  /** Replaces the focused field's entry by the keys alone: select all, then type. */
  typeOver(text: string): Promise<void>;
  /** The id of the sidebar's focused element, or null when the sidebar does not have the focus. */
  focusedId(): Promise<string | null>;
  /**
   * Insert table at `a1` as live formulas with a chart: waits for the
   * message `status` and for the cell `last` (its bottom-right) to be
   * filled, and gives the sheet then and its cells by A1.
   */
  insertLiveTable(
    a1: string,
    status: string,
    last: string,
  ): Promise<{ sheet: SheetSnapshot; at: (a1: string) => SheetSnapshot['cells'][number] | undefined }>;
}

export async function openSession(): Promise<PreviewSession> {
  const preview = await openPreview();
  const { page, sidebar } = preview;
  const focusedId = () => sidebar.evaluate(() => (document.hasFocus() ? (document.activeElement?.id ?? null) : null));
  const session: PreviewSession = {
    ...preview,
    sheet: () => page.evaluate(() => fetch('/api/sheet').then((r) => r.json())),
    async selectCell(a1) {
      await page.click(`#cell-${a1}`);
      await page.waitForSelector(`#grid[data-active="${a1}"]`);
    },
    async waitForStatus(text, id = 'table-status', timeout) {
      await sidebar.waitForFunction(([t, where]) => document.getElementById(where)?.textContent === t, [text, id] as const, { timeout });
    },
    chooseRoll: (name) => sidebar.getByRole('radio', { name, exact: true }).check(),
    focusedId,
    async tabTo(id) {
      for (let i = 0; i < 80 && (await focusedId()) !== id; i++) await page.keyboard.press('Tab');
      expect(await focusedId()).toBe(id);
    },
    async typeOver(text) {
      await page.keyboard.press('Control+A');
      await page.keyboard.type(text);
    },
    async insertLiveTable(a1, status, last) {
      await session.selectCell(a1);
      await sidebar.check('input[name="mode"][value="formulas"]');
      await sidebar.getByRole('checkbox', { name: 'Add a chart' }).check();
      await sidebar.getByRole('button', { name: 'Insert table' }).click();
      await session.waitForStatus(status);
      await page.waitForFunction((id) => document.getElementById(id)?.textContent !== '', `cell-${last}`);
      const sheet = await session.sheet();
      return { sheet, at: (cell: string) => sheet.cells.find((c) => c.a1 === cell) };
    },
    shownLines: (view, list) =>
      sidebar.$$eval(`#view-${view} .${list} li`, (items) =>
        items.map((li) => ({
          label: li.querySelector('.label')?.textContent ?? '',
          fraction: li.querySelector('.frac')?.textContent ?? '',
          figure: li.querySelector('.pct')?.textContent ?? '',
        })),
      ),
  };
  return session;
}

/**
 * The session of a whole suite: opened before its first test, closed after
 * its last. Read only inside a test or a hook: until the suite starts it
 * is not open, and saying so beats an undefined.
 */
export function suiteSession(): PreviewSession {
  let open: PreviewSession | undefined;
  beforeAll(async () => {
    open = await openSession();
  });
  afterAll(async () => {
    await open?.close();
  });
  return new Proxy({} as PreviewSession, {
    get(_, key) {
      if (open === undefined) throw new Error('the preview session is read before its suite opened it: read it inside a test');
      return open[key as keyof PreviewSession];
    },
  });
}
