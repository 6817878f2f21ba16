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
  waitForStatus(text: string, id?: 'formula-status' | 'table-status', timeout?: number): Promise<void>;
  /** Each line of a view's rows or totals: label, exact fraction, percent (or a mean's decimal). */
  shownLines(view: string, list: 'rows' | 'totals' | 'means'): Promise<Array<{ label: string; fraction: string; figure: string }>>;
  /** Picks a roll type on the sidebar's switch by its label ("Group"). */
  chooseRoll(name: string): Promise<void>;
  /** The id of the sidebar's focused element, or null when the sidebar does not have the focus. */
  focusedId(): Promise<string | null>;
}

export async function openSession(): Promise<PreviewSession> {
  const preview = await openPreview();
  const { page, sidebar } = preview;
  return {
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
    focusedId: () => sidebar.evaluate(() => (document.hasFocus() ? (document.activeElement?.id ?? null) : null)),
    shownLines: (view, list) =>
      sidebar.$$eval(`#view-${view} .${list} li`, (items) =>
        items.map((li) => ({
          label: li.querySelector('.label')?.textContent ?? '',
          fraction: li.querySelector('.frac')?.textContent ?? '',
          figure: li.querySelector('.pct')?.textContent ?? '',
        })),
      ),
  };
}
