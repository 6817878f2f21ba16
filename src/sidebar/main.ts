import { DEFAULT_DICE, MAX_DICE, MIN_DICE } from '../blades/pool-size';
import { rollFormula } from '../sheets/roll-columns';
import { OddsRow } from '../blades/roll';
import { rowText } from './format';
import { callServer, errorText } from './server';
import { OddsView, SIDEBAR_VIEWS } from './views';

/**
 * The sidebar: a Dice control, the lookups computed here in the browser
 * with the engine (no server round trip per change), and two inserts that
 * go through google.script.run.
 */

/** One-tap pools: what people actually roll. */
const COMMON_POOLS = [0, 1, 2, 3, 4, 5, 6];

const byId = <T extends HTMLElement>(id: string): T => {
  const found = document.getElementById(id);
  if (!found) throw new Error(`Sidebar.html has no #${id}`);
  return found as T;
};

function el(tag: string, props: Record<string, string> = {}, children: Array<Node | string> = []): HTMLElement {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(props)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

const diceInput = byId<HTMLInputElement>('dice');
const diceError = byId('dice-error');
const chips = byId('chips');
const views = byId('views');
const announce = byId('announce');
const status = byId('status');
const formulaPreview = byId('formula-preview');
const insertFormulaButton = byId<HTMLButtonElement>('insert-formula');
const insertTableButton = byId<HTMLButtonElement>('insert-table');

/** The pool the numbers show; stays at the last valid entry while the field holds something else. */
let dice = DEFAULT_DICE;

/** A whole number MIN_DICE–MAX_DICE typed in the field, or null. */
function readDice(text: string): number | null {
  const t = text.trim();
  if (!/^\d{1,2}$/.test(t)) return null;
  const n = Number(t);
  return n >= MIN_DICE && n <= MAX_DICE ? n : null;
}

function renderRow(row: OddsRow, withBar: boolean): HTMLElement {
  const text = rowText(row);
  const line = el('div', { class: 'line' }, [
    el('span', { class: 'label' }, [text.label]),
    el('span', { class: 'frac' }, [text.fraction]),
    el('span', { class: 'pct' }, [text.percent]),
  ]);
  const parts: HTMLElement[] = [line];
  if (withBar) {
    const fill = el('div', { class: 'fill' });
    fill.style.width = text.bar;
    parts.push(el('div', { class: 'bar', 'aria-hidden': 'true' }, [fill]));
  }
  return el('li', { class: 'row', 'data-label': text.label }, parts);
}

const poolText = (pool: number) => `${pool} ${pool === 1 ? 'die' : 'dice'}`;

function renderView(view: OddsView, pool: number): HTMLElement {
  const titleId = `view-${view.id}-title`;
  return el('section', { class: 'view', id: `view-${view.id}`, 'aria-labelledby': titleId }, [
    el('h2', { id: titleId }, [view.title, el('span', { class: 'secondary' }, [poolText(pool)])]),
    el('ul', { class: 'rows', 'aria-label': `${view.title}, ${poolText(pool)}` }, view.rows.map((r) => renderRow(r, true))),
    el('ul', { class: 'totals', 'aria-label': 'Totals' }, view.totals.map((r) => renderRow(r, false))),
  ]);
}

/** What a screen reader hears after a change: each row's percent and exact fraction, view by view. */
function summary(all: OddsView[], pool: number): string {
  const say = (r: OddsRow) => {
    const t = rowText(r);
    return `${t.label} ${t.percent} (${t.fraction})`;
  };
  const parts = all.map((v) => `${v.title}: ${[...v.rows, ...v.totals].map(say).join(', ')}`);
  return `${poolText(pool)}. ${parts.join('. ')}.`;
}

function show(pool: number): void {
  dice = pool;
  const computed = SIDEBAR_VIEWS.map((view) => view(pool));
  views.replaceChildren(...computed.map((v) => renderView(v, pool)));
  announce.textContent = summary(computed, pool);
  for (const chip of Array.from(chips.children)) {
    chip.setAttribute('aria-pressed', String(Number((chip as HTMLElement).dataset.dice) === pool));
  }
  formulaPreview.textContent = rollFormula({ roll: 'action' }, pool);
}

function setDiceError(message: string | null): void {
  diceError.textContent = message ?? '';
  diceError.hidden = message === null;
  diceInput.setAttribute('aria-invalid', String(message !== null));
}

diceInput.addEventListener('input', () => {
  if (diceInput.value.trim() === '' && diceInput.validity.valid) return; // mid-edit: wait for a number
  const n = readDice(diceInput.value);
  if (n === null) {
    setDiceError(`Dice must be a whole number from ${MIN_DICE} to ${MAX_DICE}; showing ${dice}.`);
    return;
  }
  setDiceError(null);
  show(n);
});
// Leaving the field empty or invalid puts back the pool on show.
diceInput.addEventListener('change', () => {
  if (readDice(diceInput.value) === null) {
    diceInput.value = String(dice);
    setDiceError(null);
  }
});

for (const pool of COMMON_POOLS) {
  const chip = el('button', { type: 'button', 'data-dice': String(pool), 'aria-pressed': 'false', 'aria-label': poolText(pool) }, [
    String(pool),
  ]);
  chip.addEventListener('click', () => {
    diceInput.value = String(pool);
    setDiceError(null);
    show(pool);
  });
  chips.append(chip);
}

function setStatus(message: string, ok: boolean): void {
  status.textContent = message;
  status.className = `status ${ok ? 'ok' : 'error'}`;
}

let busy = false;

/** One server call at a time; the buttons stay focusable (aria-disabled) so keyboard focus is not lost. */
async function run(fn: string, ...args: unknown[]): Promise<void> {
  if (busy) return;
  busy = true;
  for (const b of [insertFormulaButton, insertTableButton]) b.setAttribute('aria-disabled', 'true');
  setStatus('Inserting…', true);
  try {
    setStatus(String(await callServer(fn, ...args)), true);
  } catch (error) {
    setStatus(errorText(error), false);
  } finally {
    busy = false;
    for (const b of [insertFormulaButton, insertTableButton]) b.removeAttribute('aria-disabled');
  }
}

insertFormulaButton.addEventListener('click', () => run('insertFormula', dice));
insertTableButton.addEventListener('click', () => {
  const mode = document.querySelector<HTMLInputElement>('input[name="mode"]:checked')?.value;
  // Sent as typed: the server checks the span and says what to fix.
  run('insertOddsTable', { from: byId<HTMLInputElement>('table-from').value, to: byId<HTMLInputElement>('table-to').value, mode });
});

diceInput.value = String(DEFAULT_DICE);
show(DEFAULT_DICE);
