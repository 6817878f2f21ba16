import { CellAddress, a1Notation, columnLetters } from '../src/sheets/a1';
import type { UiEvent } from './apps-script';
import { chartSize, layoutChart, layoutLineChart } from './chart-layout';
import { DEFAULT_COLUMN_WIDTH, DEFAULT_ROW_HEIGHT } from './sheet';
import type { ChartView, CellView, SheetSnapshot } from './sheet';

/**
 * The preview page: the in-memory spreadsheet's active sheet drawn as a
 * grid you can type into (values and formulas, as in Sheets: select a cell
 * and type, Enter to commit), a tab per sheet under it, the menus the
 * add-on's onOpen added, and the sidebar beside it.
 * Every change goes to the preview server; the grid redraws from its answer.
 */

type PageEvent = Exclude<UiEvent, { kind: 'sidebar' }> | { kind: 'sidebar'; title: string };

const $ = <T extends HTMLElement>(id: string): T => document.getElementById(id) as T;
const grid = $<HTMLTableElement>('grid');
const namebox = $<HTMLInputElement>('namebox');
const formulaBar = $<HTMLInputElement>('formula-bar');
const cellMessage = $('cell-message');
const sidebarPanel = $('sidebar-panel');
const sidebarFrame = $<HTMLIFrameElement>('sidebar-frame');
const chartLayer = $('charts');

let snapshot: SheetSnapshot;
let views = new Map<string, CellView>();
let active = { row: 1, column: 1 };
let editor: HTMLInputElement | null = null;

/** Work in flight (server calls and the steps around them); tests wait for body[data-pending="0"]. */
let pending = 0;
async function tracked<T>(work: () => Promise<T>): Promise<T> {
  document.body.dataset.pending = String(++pending);
  try {
    return await work();
  } finally {
    document.body.dataset.pending = String(--pending);
  }
}

function api<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  return tracked(() => request<T>(method, path, body));
}

async function request<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await response.json();
  if (!response.ok) throw new Error(json.error ?? `${response.status}`);
  return json as T;
}

const cellId = (row: number, column: number) => `cell-${a1Notation(row, column)}`;
const td = (row: number, column: number) => document.getElementById(cellId(row, column)) as HTMLTableCellElement | null;

const ROW_HEADER_PX = 46;
const COLUMN_PX = 92;
/** A row's height on the page: a sheet's own (page.css). */
const ROW_PX = DEFAULT_ROW_HEIGHT;

function buildGrid(rows: number, columns: number): void {
  // Fixed widths, as a sheet's default columns: cells clip rather than grow.
  const widths = document.createElement('colgroup');
  for (let c = 0; c <= columns; c++) {
    const col = document.createElement('col');
    col.style.width = `${c === 0 ? ROW_HEADER_PX : COLUMN_PX}px`;
    widths.append(col);
  }
  grid.style.width = `${ROW_HEADER_PX + columns * COLUMN_PX}px`;
  const head = document.createElement('thead');
  const headRow = head.insertRow();
  const corner = document.createElement('th');
  corner.className = 'corner';
  headRow.append(corner);
  for (let c = 1; c <= columns; c++) {
    const th = document.createElement('th');
    th.scope = 'col';
    th.textContent = columnLetters(c);
    headRow.append(th);
  }
  const body = document.createElement('tbody');
  for (let r = 1; r <= rows; r++) {
    const tr = body.insertRow();
    const th = document.createElement('th');
    th.scope = 'row';
    th.textContent = String(r);
    tr.append(th);
    for (let c = 1; c <= columns; c++) {
      const cell = tr.insertCell();
      cell.id = cellId(r, c);
      cell.setAttribute('role', 'gridcell');
      cell.dataset.row = String(r);
      cell.dataset.column = String(c);
    }
  }
  grid.replaceChildren(widths, head, body);
}

/** The part of the sheet the grid draws when little is in use: a screenful. */
const FIRST_SHOWN = { rows: 50, columns: 12 };

/**
 * The rows and columns the grid draws: a screenful, grown (as a sheet
 * scrolls on in Sheets) to every cell in use, every chart's footprint and
 * the active cell, and one row and column past them; never past the
 * sheet's own size (a new sheet's 1000 × 26, as in Sheets).
 */
function shownSize(next: SheetSnapshot, at: CellAddress): { rows: number; columns: number } {
  let rows = Math.max(FIRST_SHOWN.rows, at.row);
  let columns = Math.max(FIRST_SHOWN.columns, at.column);
  for (const c of next.cells) {
    rows = Math.max(rows, c.row + 1);
    columns = Math.max(columns, c.column + 1);
  }
  for (const chart of next.charts) {
    const { width, height } = chartSize(chart);
    rows = Math.max(rows, chart.position.row + Math.ceil((chart.position.offsetY + height) / DEFAULT_ROW_HEIGHT));
    columns = Math.max(columns, chart.position.column + Math.ceil((chart.position.offsetX + width) / DEFAULT_COLUMN_WIDTH));
  }
  return { rows: Math.min(rows, next.rows), columns: Math.min(columns, next.columns) };
}
let shown = { rows: 0, columns: 0 };

function draw(next: SheetSnapshot): void {
  const size = shownSize(next, snapshot ? active : next.active);
  if (size.rows !== shown.rows || size.columns !== shown.columns) {
    shown = size;
    buildGrid(size.rows, size.columns);
  }
  for (const view of views.values()) {
    const cell = td(view.row, view.column);
    if (cell && cell !== editor?.parentElement) {
      cell.textContent = '';
      cell.className = '';
      cell.removeAttribute('title');
    }
  }
  snapshot = next;
  views = new Map(next.cells.map((v) => [v.a1, v]));
  for (const view of next.cells) {
    const cell = td(view.row, view.column);
    if (!cell || cell === editor?.parentElement) continue;
    cell.textContent = view.text;
    cell.className = [view.numeric ? 'num' : '', view.bold ? 'bold' : '', view.error ? 'error' : '', view.kind].filter(Boolean).join(' ');
    if (view.error) cell.title = view.error;
  }
  for (const line of grid.querySelectorAll('.under-text')) line.classList.remove('under-text');
  for (const view of next.cells) if (!view.numeric && !view.error) runOn(view);
  drawCharts(next.charts);
  showActive();
}

/** Whether a cell holds a value or a formula, or is part of a formula's result (a cell that is only bold is empty). */
function hasContent(row: number, column: number): boolean {
  const view = views.get(a1Notation(row, column));
  return view !== undefined && (view.kind !== 'value' || view.input !== '' || view.text !== '');
}

/**
 * Text wider than its cell runs on into the empty cells to its right, as
 * Sheets shows it, as far as its words need or the next cell with content
 * (a number or an error stays clipped to its cell): the cell shows its
 * overflow over those cells, and the gridlines under the words are hidden.
 */
function runOn(view: CellView): void {
  const cell = td(view.row, view.column);
  if (!cell || cell === editor?.parentElement) return;
  const needed = cell.scrollWidth - cell.clientWidth;
  let covered = 0;
  while (covered * COLUMN_PX < needed && view.column + covered < snapshot.columns && !hasContent(view.row, view.column + covered + 1))
    covered++;
  if (covered === 0) return;
  cell.classList.add('runs-on');
  cell.style.setProperty('--run-on', `${covered * COLUMN_PX}px`);
  for (let c = view.column; c < view.column + covered; c++) td(view.row, c)?.classList.add('under-text');
}

const SVG = 'http://www.w3.org/2000/svg';
function svg<K extends keyof SVGElementTagNameMap>(
  tag: K,
  attributes: Record<string, string | number>,
  text?: string,
): SVGElementTagNameMap[K] {
  const element = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, String(value));
  if (text !== undefined) element.textContent = text;
  return element;
}

/** Each embedded chart as an SVG over the grid, its top-left on its anchor cell. */
function drawCharts(charts: readonly ChartView[]): void {
  chartLayer.replaceChildren(
    ...charts.map((chart, n) => {
      const layout = chart.type === 'LINE' ? layoutLineChart(chart) : layoutChart(chart);
      const anchor = td(chart.position.row, chart.position.column);
      const figure = svg('svg', {
        class: 'chart',
        id: `chart-${n + 1}`,
        role: 'img',
        'aria-label': `Chart: ${layout.title}`,
        // The chart's own size in the sheet's pixels, drawn over the cells it covers there (the grid's columns are narrower than a sheet's).
        width: (layout.width * COLUMN_PX) / DEFAULT_COLUMN_WIDTH,
        height: (layout.height * ROW_PX) / DEFAULT_ROW_HEIGHT,
        viewBox: `0 0 ${layout.width} ${layout.height}`,
        preserveAspectRatio: 'none',
      });
      figure.style.left = `${(anchor?.offsetLeft ?? 0) + chart.position.offsetX}px`;
      figure.style.top = `${(anchor?.offsetTop ?? 0) + chart.position.offsetY}px`;
      figure.append(svg('text', { class: 'chart-title', x: layout.plot.left, y: 18 }, layout.title));
      if ('lines' in layout) drawLines(figure, layout);
      else drawBars(figure, layout);
      return figure;
    }),
  );
}

function drawBars(figure: SVGSVGElement, layout: ReturnType<typeof layoutChart>): void {
  const { plot } = layout;
  figure.append(svg('line', { x1: plot.left, y1: plot.top, x2: plot.left, y2: plot.top + plot.height, stroke: '#999' }));
  figure.append(svg('text', { x: layout.axisEnd.x, y: plot.top + plot.height + 14, 'text-anchor': 'end' }, layout.axisEnd.text));
  for (const label of layout.labels) figure.append(svg('text', { x: plot.left - 6, y: label.y + 4, 'text-anchor': 'end' }, label.text));
  for (const bar of layout.bars) {
    const rect = svg('rect', { class: 'bar', x: bar.x, y: bar.y, width: bar.width, height: bar.height, fill: bar.colour });
    rect.dataset.series = bar.series;
    rect.dataset.domain = bar.domain;
    rect.append(svg('title', {}, `${bar.domain}: ${bar.series} ${+(bar.value * 100).toFixed(1)}%`));
    figure.append(rect);
  }
  const legendX = plot.left + plot.width + 12;
  for (const item of layout.legend) {
    figure.append(svg('rect', { x: legendX, y: item.y - 8, width: 10, height: 10, fill: item.colour }));
    figure.append(svg('text', { x: legendX + 14, y: item.y + 1 }, item.text));
  }
}

/** Gridlines at the value ticks, a line per series with a dot at each point, the legend's short lines to the right. */
function drawLines(figure: SVGSVGElement, layout: ReturnType<typeof layoutLineChart>): void {
  const { plot } = layout;
  const right = plot.left + plot.width;
  for (const tick of layout.ticks) {
    figure.append(svg('line', { x1: plot.left, y1: tick.y, x2: right, y2: tick.y, stroke: '#dadce0' }));
    figure.append(svg('text', { x: plot.left - 6, y: tick.y + 4, 'text-anchor': 'end' }, tick.text));
  }
  const base = plot.top + plot.height;
  for (const label of layout.labels) figure.append(svg('text', { x: label.x, y: base + 14, 'text-anchor': 'middle' }, label.text));
  if (layout.axisTitles.h) {
    figure.append(svg('text', { x: plot.left + plot.width / 2, y: base + 30, 'text-anchor': 'middle' }, layout.axisTitles.h));
  }
  if (layout.axisTitles.v) {
    const y = plot.top + plot.height / 2;
    figure.append(svg('text', { x: 12, y, 'text-anchor': 'middle', transform: `rotate(-90 12 ${y})` }, layout.axisTitles.v));
  }
  for (const line of layout.lines) {
    const group = svg('g', { class: 'series' });
    group.dataset.series = line.series;
    group.dataset.label = line.label;
    const points = line.points.map((p) => `${+p.x.toFixed(2)},${+p.y.toFixed(2)}`).join(' ');
    group.append(svg('polyline', { class: 'line', points, fill: 'none', stroke: line.colour, 'stroke-width': layout.stroke }));
    for (const p of line.points) {
      if (!layout.dot) continue;
      const dot = svg('circle', { class: 'point', cx: p.x, cy: p.y, r: layout.dot, fill: line.colour });
      dot.dataset.domain = p.domain;
      dot.append(svg('title', {}, `${line.label}, ${p.domain}: ${+(p.value * 100).toFixed(1)}%`));
      group.append(dot);
    }
    figure.append(group);
  }
  const legendX = right + 10;
  for (const item of layout.legend) {
    figure.append(svg('line', { x1: legendX, y1: item.y - 3, x2: legendX + 14, y2: item.y - 3, stroke: item.colour, 'stroke-width': 3 }));
    figure.append(svg('text', { x: legendX + 19, y: item.y + 1 }, item.text));
  }
}

function showActive(): void {
  const a1 = a1Notation(active.row, active.column);
  for (const old of Array.from(grid.querySelectorAll('td.selected'))) {
    old.classList.remove('selected');
    old.removeAttribute('aria-selected');
  }
  const cell = td(active.row, active.column);
  cell?.classList.add('selected');
  cell?.setAttribute('aria-selected', 'true');
  grid.setAttribute('aria-activedescendant', cellId(active.row, active.column));
  const view = views.get(a1);
  namebox.value = a1;
  if (document.activeElement !== formulaBar) formulaBar.value = view?.input ?? '';
  cellMessage.textContent = view?.error ? `${a1}: ${view.error}` : '';
}

async function refresh(): Promise<void> {
  draw(await api<SheetSnapshot>('GET', '/api/sheet'));
  await drawTabs();
}

const sheetTabs = $('sheet-tabs');

/** A tab per sheet, the active one marked (the sheet the grid shows; a menu item may add and activate one). */
async function drawTabs(): Promise<void> {
  const { names, active: current } = await api<{ names: string[]; active: string }>('GET', '/api/sheets');
  const tabs = names.map((name) => {
    const tab = document.createElement('button');
    tab.type = 'button';
    tab.className = 'sheet-tab';
    tab.textContent = name;
    if (name === current) tab.setAttribute('aria-current', 'page');
    tab.addEventListener('click', () => void showSheet(name));
    return tab;
  });
  sheetTabs.replaceChildren(...tabs);
  grid.setAttribute('aria-label', current);
}

/** Makes a sheet the active one, as clicking its tab in Sheets does. */
async function showSheet(name: string): Promise<void> {
  const next = await api<SheetSnapshot>('POST', '/api/sheets/activate', { name });
  draw(next);
  await drawTabs();
  await select(next.active.row, next.active.column);
}

/** Selecting a cell also makes it the sheet's active cell, where inserts land. */
async function select(row: number, column: number): Promise<void> {
  active = { row: Math.min(Math.max(row, 1), snapshot.rows), column: Math.min(Math.max(column, 1), snapshot.columns) };
  // Past the rows and columns drawn: the grid grows to it.
  if (active.row > shown.rows || active.column > shown.columns) draw(snapshot);
  showActive();
  td(active.row, active.column)?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  grid.dataset.active = '';
  const { active: confirmed } = await api<{ active: { a1: string } }>('POST', '/api/select', active);
  // The tests wait on this: the server's active cell is now the one shown.
  grid.dataset.active = confirmed.a1;
}

async function commit(row: number, column: number, input: string): Promise<void> {
  draw(await api<SheetSnapshot>('POST', '/api/cell', { row, column, input }));
}

function startEdit(initial?: string): void {
  const cell = td(active.row, active.column);
  if (!cell || editor) return;
  const at = { ...active };
  const input = document.createElement('input');
  input.className = 'editor';
  input.setAttribute('aria-label', `Edit ${a1Notation(at.row, at.column)}`);
  input.value = initial ?? views.get(a1Notation(at.row, at.column))?.input ?? '';
  editor = input;
  cell.textContent = '';
  cell.append(input);
  input.focus();
  let done = false;
  const finish = (save: boolean, move?: { row: number; column: number }) =>
    tracked(async () => {
      if (done) return;
      done = true;
      editor = null;
      input.remove();
      if (save) await commit(at.row, at.column, input.value);
      else await refresh();
      if (move) await select(at.row + move.row, at.column + move.column);
      grid.focus();
    });
  input.addEventListener('keydown', (e) => {
    e.stopPropagation();
    if (e.key === 'Enter') {
      e.preventDefault();
      void finish(true, { row: 1, column: 0 });
    } else if (e.key === 'Tab') {
      e.preventDefault();
      void finish(true, { row: 0, column: e.shiftKey ? -1 : 1 });
    } else if (e.key === 'Escape') {
      e.preventDefault();
      void finish(false);
    }
  });
  input.addEventListener('input', () => (formulaBar.value = input.value));
  input.addEventListener('blur', () => void finish(true));
}

const MOVES: Record<string, [number, number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };

grid.addEventListener('keydown', (e) => {
  // Keys typed into the cell editor are the editor's.
  if (editor || e.target !== grid) return;
  const move = MOVES[e.key];
  if (move) {
    e.preventDefault();
    void select(active.row + move[0], active.column + move[1]);
  } else if (e.key === 'Enter' || e.key === 'F2') {
    e.preventDefault();
    startEdit();
  } else if (e.key === 'Delete' || e.key === 'Backspace') {
    e.preventDefault();
    void commit(active.row, active.column, '');
  } else if (e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey) {
    e.preventDefault();
    startEdit(e.key);
  }
});

grid.addEventListener('mousedown', (e) => {
  const cell = (e.target as HTMLElement).closest('td');
  if (!cell || cell.contains(editor)) return;
  e.preventDefault(); // keep focus on the grid
  grid.focus();
  void select(Number(cell.dataset.row), Number(cell.dataset.column));
});
grid.addEventListener('dblclick', (e) => {
  if ((e.target as HTMLElement).closest('td')) startEdit();
});

formulaBar.addEventListener('keydown', (e) => {
  if (e.key === 'Enter') {
    e.preventDefault();
    void commit(active.row, active.column, formulaBar.value).then(() => grid.focus());
  } else if (e.key === 'Escape') {
    formulaBar.value = views.get(a1Notation(active.row, active.column))?.input ?? '';
    grid.focus();
  }
});

// --- what the add-on shows: menus, sidebar, toasts, alerts ---

let toastTimer: ReturnType<typeof setTimeout> | undefined;

function showEvents(events: PageEvent[]): void {
  for (const event of events) {
    if (event.kind === 'sidebar') {
      $('sidebar-title').textContent = event.title;
      sidebarPanel.hidden = false;
      sidebarFrame.src = '/sidebar';
    } else if (event.kind === 'toast') {
      const toast = $('toast');
      toast.textContent = event.text;
      toast.hidden = false;
      clearTimeout(toastTimer);
      toastTimer = setTimeout(() => (toast.hidden = true), 6000);
    } else if (event.kind === 'alert') {
      $('alert-title').textContent = event.title;
      $('alert-text').textContent = event.text;
      $('alert').hidden = false;
      $('alert-ok').focus();
    }
  }
}

$('alert-ok').addEventListener('click', () => {
  $('alert').hidden = true;
  grid.focus();
});
$('close-sidebar').addEventListener('click', () => (sidebarPanel.hidden = true));

async function runMenuItem(handler: string): Promise<void> {
  const result = await api<{ ok: boolean; error?: string; events: PageEvent[] }>('POST', '/api/run', { fn: handler, args: [] });
  showEvents(result.events);
  if (!result.ok) showEvents([{ kind: 'alert', title: 'Script error', text: result.error ?? '' }]);
  await refresh();
}

async function buildMenus(): Promise<void> {
  const menus = await api<Array<Extract<UiEvent, { kind: 'menu' }>>>('GET', '/api/menu');
  const bar = $('menubar');
  for (const menu of menus) {
    const wrap = document.createElement('div');
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'menu';
    button.textContent = menu.title;
    button.setAttribute('aria-haspopup', 'menu');
    button.setAttribute('aria-expanded', 'false');
    const list = document.createElement('ul');
    list.className = 'menu-list';
    list.setAttribute('role', 'menu');
    list.hidden = true;
    const close = () => {
      list.hidden = true;
      button.setAttribute('aria-expanded', 'false');
    };
    for (const item of menu.items) {
      const li = document.createElement('li');
      li.setAttribute('role', 'none');
      const entry = document.createElement('button');
      entry.type = 'button';
      entry.setAttribute('role', 'menuitem');
      entry.textContent = item.caption;
      entry.addEventListener('click', () => {
        close();
        void runMenuItem(item.handler);
      });
      li.append(entry);
      list.append(li);
    }
    button.addEventListener('click', () => {
      list.hidden = !list.hidden;
      button.setAttribute('aria-expanded', String(!list.hidden));
      if (!list.hidden) list.querySelector('button')?.focus();
    });
    list.addEventListener('keydown', (e) => {
      if (e.key === 'Escape') {
        close();
        button.focus();
      }
    });
    document.addEventListener('mousedown', (e) => {
      if (!wrap.contains(e.target as Node)) close();
    });
    wrap.append(button, list);
    bar.append(wrap);
  }
}

// The sidebar's bridge reports each server call; the sheet may have changed.
window.addEventListener('message', (e) => {
  if (e.origin !== location.origin || e.data?.source !== 'blades-preview') return;
  showEvents(e.data.events as PageEvent[]);
  void refresh();
});

void (async () => {
  await buildMenus();
  await refresh();
  await select(1, 1);
  document.body.dataset.ready = 'true';
})();
