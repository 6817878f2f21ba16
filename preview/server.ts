import { readFileSync } from 'node:fs';
import { IncomingMessage, ServerResponse, createServer } from 'node:http';
import { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Addon, UiEvent, loadAddon } from './apps-script';

/**
 * The local preview: the real dist/Sidebar.html, its google.script.run
 * bridged (dist/preview/bridge.js) to the real dist/Code.js running here,
 * against an in-memory spreadsheet whose active sheet the page draws as a
 * grid, with a tab per sheet. Serves localhost
 * only, and nothing from any other host.
 */

export interface PreviewOptions {
  /** The built dist/ folder. */
  readonly distDir: string;
  /** 0 picks a free port. */
  readonly port?: number;
  readonly host?: string;
}

export interface Preview {
  readonly url: string;
  readonly port: number;
  readonly addon: Addon;
  close(): Promise<void>;
}

/**
 * The sheet's size: a new sheet's in Sheets, 1000 rows × 26 columns (A–Z),
 * so an insert has the room it has there (a 12-segment clock table, a
 * group of 12). The page draws the part in use, a screenful at least, and
 * grows as content, charts or the active cell reach further (page.ts).
 */
export const PREVIEW_SHEET = { rows: 1000, columns: 26 } as const;
/** A sheet the add-on adds (Check this add-on): a new sheet's size in Sheets, as PREVIEW_SHEET. */
export const PREVIEW_NEW_SHEET = PREVIEW_SHEET;

const MAX_BODY = 64 * 1024;

function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > MAX_BODY) reject(new Error('request body too large'));
    });
    req.on('end', () => {
      try {
        const parsed: unknown = body ? JSON.parse(body) : {};
        if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('expected a JSON object');
        resolve(parsed as Record<string, unknown>);
      } catch (e) {
        reject(e);
      }
    });
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, type: string, body: string): void {
  res.writeHead(status, { 'content-type': `${type}; charset=utf-8`, 'cache-control': 'no-store' });
  res.end(body);
}

const sendJson = (res: ServerResponse, value: unknown, status = 200) => send(res, status, 'application/json', JSON.stringify(value));

/** Events as the page needs them: a sidebar event without its whole HTML. */
const forPage = (events: UiEvent[]) => events.map((e) => (e.kind === 'sidebar' ? { kind: e.kind, title: e.title } : e));

const message = (e: unknown) => (typeof e === 'object' && e !== null && 'message' in e ? String((e as Error).message) : String(e));

export async function startPreview(options: PreviewOptions): Promise<Preview> {
  const read = (name: string) => readFileSync(join(options.distDir, name), 'utf8');
  const code = read('Code.js');
  const sidebar = read('Sidebar.html');
  const page = read('preview/index.html');
  const bridge = read('preview/bridge.js');
  if (!sidebar.includes('<head>')) throw new Error('dist/Sidebar.html has no <head> to put the google.script.run bridge in');
  // The bridge runs before the sidebar's own script, as HtmlService's google.script does.
  const bridgedSidebar = sidebar.replace('<head>', () => `<head>\n<script>${bridge}</script>`);
  const htmlFiles: Record<string, string> = { Sidebar: sidebar };
  const addon = loadAddon({ code, htmlFile: (name) => htmlFiles[name], sheet: PREVIEW_SHEET, newSheet: PREVIEW_NEW_SHEET });
  /** The grid the page shows and types into: the active sheet, as in Sheets. */
  const sheet = () => addon.spreadsheet.getActiveSheet();
  addon.run('onOpen', [{ authMode: 'LIMITED' }]);

  const cellArgs = (body: Record<string, unknown>) => {
    const { row, column } = body;
    if (!Number.isInteger(row) || !Number.isInteger(column)) throw new Error('row and column must be integers');
    return { row: row as number, column: column as number };
  };

  const api: Record<string, (body: Record<string, unknown>) => unknown> = {
    'GET /api/sheet': () => sheet().snapshot(),
    'GET /api/sheets': () => ({ names: addon.spreadsheet.getSheets().map((s) => s.getName()), active: sheet().getName() }),
    'POST /api/sheets/activate': (body) => {
      const target = addon.spreadsheet.getSheetByName(String(body.name));
      if (!target) throw new Error(`no sheet named ${String(body.name)}`);
      return addon.spreadsheet.setActiveSheet(target).snapshot();
    },
    'GET /api/menu': () => addon.events.filter((e) => e.kind === 'menu'),
    'POST /api/cell': (body) => {
      const { row, column } = cellArgs(body);
      sheet().enter(row, column, String(body.input ?? ''));
      return sheet().snapshot();
    },
    'POST /api/select': (body) => {
      const { row, column } = cellArgs(body);
      sheet().setActiveSelection(sheet().getRange(row, column));
      return { active: sheet().snapshot().active };
    },
    'POST /api/run': (body) => {
      const fn = String(body.fn);
      const args = Array.isArray(body.args) ? body.args : [];
      const before = addon.events.length;
      try {
        const value = addon.run(fn, args);
        return { ok: true, value: value ?? null, events: forPage(addon.events.slice(before)) };
      } catch (e) {
        return { ok: false, error: message(e), events: forPage(addon.events.slice(before)) };
      }
    },
  };

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    try {
      if (req.method === 'GET' && path === '/') return send(res, 200, 'text/html', page);
      if (req.method === 'GET' && path === '/sidebar') return send(res, 200, 'text/html', bridgedSidebar);
      if (req.method === 'GET' && path === '/favicon.ico') return send(res, 204, 'image/x-icon', '');
      const handler = api[`${req.method} ${path}`];
      if (!handler) return send(res, 404, 'text/plain', `Not found: ${req.method} ${path}`);
      return sendJson(res, handler(req.method === 'POST' ? await readBody(req) : {}));
    } catch (e) {
      return sendJson(res, { error: message(e) }, 400);
    }
  };
  // handle answers every request itself, errors included: nothing is left to reject.
  const server = createServer((req, res) => void handle(req, res));

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}/`,
    port,
    addon,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
