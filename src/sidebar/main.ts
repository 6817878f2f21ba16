import { MAX_SEGMENTS, MIN_SEGMENTS } from '../blades/clock';
import { DEFAULT_DICE, MAX_DICE, MIN_DICE } from '../blades/pool-size';
import { RollChoice, RollType, segmentsText, takesSegments } from '../rolls/roll-types';
import { rollFormula } from '../rolls/formula';
import type { TableMode } from '../sheets/insert-blocks';
import { MeanText, RowText, meanText, rowText } from './format';
import { ServerFunctionName, ServerFunctions, callServer, errorText } from './server-calls';
import { OddsView, ROLL_SWITCH, rollName, rollView } from './views';

/**
 * The sidebar: a roll-type switch, a Dice control (and a Segments control
 * for a clock), the lookup computed here in the browser with the engine
 * (no server round trip per change), and two inserts that go through
 * google.script.run.
 */

/** One-tap pools: what people actually roll. */
const COMMON_POOLS = [0, 1, 2, 3, 4, 5, 6];
/** One-tap clocks: the common sizes, and a long project's 12. */
const COMMON_CLOCKS = [4, 6, 8, 12];
/** A long-term project's usual clock. */
const DEFAULT_SEGMENTS = 8;

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

const views = byId('views');
const announce = byId('announce');
const status = byId('status');
const formulaPreview = byId('formula-preview');
const tableLegend = byId('table-legend');
const segmentsField = byId('segments-field');
const insertFormulaButton = byId<HTMLButtonElement>('insert-formula');
const insertTableButton = byId<HTMLButtonElement>('insert-table');

/**
 * A whole-number field with one-tap buttons (Dice, Segments). It holds the
 * last valid entry: while the field holds anything else, the error says so
 * and the numbers on show keep theirs.
 */
class NumberControl {
  private readonly input: HTMLInputElement;
  private readonly error: HTMLElement;
  private readonly chips: HTMLElement;

  constructor(
    private readonly id: string,
    private readonly name: string,
    private readonly min: number,
    private readonly max: number,
    public value: number,
    common: readonly number[],
    chipLabel: (n: number) => string,
    private readonly onChange: () => void,
  ) {
    this.input = byId<HTMLInputElement>(id);
    this.error = byId(`${id}-error`);
    this.chips = byId(`${id}-chips`);
    this.input.value = String(value);
    this.input.addEventListener('input', () => {
      if (this.input.value.trim() === '' && this.input.validity.valid) return; // mid-edit: wait for a number
      const n = this.read(this.input.value);
      if (n === null) {
        this.setError(`${this.name} must be a whole number from ${min} to ${max}; showing ${this.value}.`);
        return;
      }
      this.choose(n);
    });
    // Leaving the field empty or invalid puts back the number on show.
    this.input.addEventListener('change', () => {
      if (this.read(this.input.value) === null) {
        this.input.value = String(this.value);
        this.setError(null);
      }
    });
    for (const n of common) {
      const chip = el('button', { type: 'button', [`data-${id}`]: String(n), 'aria-pressed': 'false', 'aria-label': chipLabel(n) }, [
        String(n),
      ]);
      chip.addEventListener('click', () => {
        this.input.value = String(n);
        this.choose(n);
      });
      this.chips.append(chip);
    }
    this.pressChip();
  }

  /** A whole number min–max as typed, or null. */
  private read(text: string): number | null {
    const t = text.trim();
    if (!/^\d{1,2}$/.test(t)) return null;
    const n = Number(t);
    return n >= this.min && n <= this.max ? n : null;
  }

  private choose(n: number): void {
    this.setError(null);
    this.value = n;
    this.pressChip();
    this.onChange();
  }

  private pressChip(): void {
    for (const chip of Array.from(this.chips.children)) {
      chip.setAttribute('aria-pressed', String(Number(chip.getAttribute(`data-${this.id}`)) === this.value));
    }
  }

  private setError(message: string | null): void {
    this.error.textContent = message ?? '';
    this.error.hidden = message === null;
    this.input.setAttribute('aria-invalid', String(message !== null));
  }
}

const poolText = (pool: number) => `${pool} ${pool === 1 ? 'die' : 'dice'}`;

let roll: RollType = 'action';
const dice = new NumberControl('dice', 'Dice', MIN_DICE, MAX_DICE, DEFAULT_DICE, COMMON_POOLS, poolText, show);
const segments = new NumberControl('segments', 'Segments', MIN_SEGMENTS, MAX_SEGMENTS, DEFAULT_SEGMENTS, COMMON_CLOCKS, segmentsText, show);

/** What the sidebar shows and inserts: the roll type on the switch, with the clock's segments for a clock only. */
const choice = (): RollChoice => (takesSegments(roll) ? { roll, segments: segments.value } : { roll });

/** Characters of a fraction that fit beside a row's label and percent at 300 px. */
const LONG_FRACTION = 16;
/**
 * Past this, a fraction (a 20-dice clock's run to hundreds of digits) is
 * clipped to one line, whole in its tooltip and when copied, and left out of
 * what a screen reader hears: the percent says it, digits by the hundred don't.
 */
const READABLE_FRACTION = 40;

function fractionClass(fraction: string): string {
  if (fraction.length > READABLE_FRACTION) return 'frac long clipped';
  return fraction.length > LONG_FRACTION ? 'frac long' : 'frac';
}

/** " (49/108)" to read after a percent, or nothing for a fraction too long to listen to. */
const spoken = (fraction: string): string => (fraction.length > READABLE_FRACTION ? '' : ` (${fraction})`);

/** One line of a list: label, exact fraction, and the figure (percent, or a mean's decimal); a bar if given. */
function renderLine(label: string, fraction: string, figure: string, bar?: string): HTMLElement {
  // A fraction too long for the gap between label and figure gets a line of its own, under them.
  const line = el('div', { class: 'line' }, [
    el('span', { class: 'label' }, [label]),
    el('span', { class: fractionClass(fraction), title: fraction }, [fraction]),
    el('span', { class: 'pct' }, [figure]),
  ]);
  const parts: HTMLElement[] = [line];
  if (bar !== undefined) {
    const fill = el('div', { class: 'fill' });
    fill.style.width = bar;
    parts.push(el('div', { class: 'bar', 'aria-hidden': 'true' }, [fill]));
  }
  return el('li', { class: 'row', 'data-label': label }, parts);
}

/** The view's texts: rows with bars, then totals and the mean without. */
interface ViewTexts {
  rows: RowText[];
  totals: RowText[];
  mean: MeanText | null;
}

function texts(view: OddsView): ViewTexts {
  return {
    rows: view.rows.map(rowText),
    totals: view.totals.map(rowText),
    mean: view.mean ? meanText(view.mean.label, view.mean.value, view.mean.unit) : null,
  };
}

function renderView(view: OddsView, t: ViewTexts, pool: number): HTMLElement {
  const titleId = `view-${view.id}-title`;
  const totals = [
    ...t.totals.map((r) => renderLine(r.label, r.fraction, r.percent)),
    ...(t.mean ? [renderLine(t.mean.label, t.mean.fraction, t.mean.decimal)] : []),
  ];
  return el('section', { class: 'view', id: `view-${view.id}`, 'aria-labelledby': titleId }, [
    el('h2', { id: titleId }, [view.title, el('span', { class: 'secondary' }, [poolText(pool)])]),
    el(
      'ul',
      { class: 'rows', 'aria-label': `${view.title}, ${poolText(pool)}` },
      t.rows.map((r) => renderLine(r.label, r.fraction, r.percent, r.bar)),
    ),
    el('ul', { class: 'totals', 'aria-label': 'Totals' }, totals),
  ]);
}

/** What a screen reader hears after a change: each row's percent and exact fraction, then the mean. */
function summary(view: OddsView, t: ViewTexts, pool: number): string {
  const said = [...t.rows, ...t.totals].map((r) => `${r.label} ${r.percent}${spoken(r.fraction)}`);
  if (t.mean) said.push(`${t.mean.label} ${t.mean.decimal}${spoken(t.mean.fraction)}`);
  return `${poolText(pool)}. ${view.title}: ${said.join(', ')}.`;
}

function show(): void {
  const now = choice();
  const view = rollView(now, dice.value);
  // One text per figure (long clocks: hundreds of digits), for the page and the live region alike.
  const t = texts(view);
  views.replaceChildren(renderView(view, t, dice.value));
  announce.textContent = summary(view, t, dice.value);
  segmentsField.hidden = !takesSegments(roll);
  formulaPreview.textContent = rollFormula(now, dice.value);
  const name = `${rollName(roll)} table`;
  tableLegend.textContent = now.segments === undefined ? name : `${name}, ${segmentsText(now.segments)}`;
}

// The switch: native radios, so arrow keys move between roll types and Tab leaves the group.
const switchGroup = byId('roll-types');
for (const v of ROLL_SWITCH) {
  const radio = el('input', { type: 'radio', name: 'roll', value: v.roll, id: `roll-${v.roll}` }) as HTMLInputElement;
  radio.checked = v.roll === roll;
  radio.addEventListener('change', () => {
    roll = v.roll;
    show();
  });
  switchGroup.append(el('label', { class: 'segment', for: radio.id }, [radio, el('span', {}, [v.name])]));
}

function setStatus(message: string, ok: boolean): void {
  status.textContent = message;
  status.className = `status ${ok ? 'ok' : 'error'}`;
}

let busy = false;

/** One server call at a time; the buttons stay focusable (aria-disabled) so keyboard focus is not lost. */
async function run<K extends ServerFunctionName>(fn: K, ...args: Parameters<ServerFunctions[K]>): Promise<void> {
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

insertFormulaButton.addEventListener('click', () => void run('insertFormula', dice.value, choice()));
insertTableButton.addEventListener('click', () => {
  // The radios' values are the modes in Sidebar.html; the server checks them again.
  const mode = document.querySelector<HTMLInputElement>('input[name="mode"]:checked')?.value as TableMode | undefined;
  // Sent as typed: the server checks the span and says what to fix.
  void run('insertOddsTable', {
    from: byId<HTMLInputElement>('table-from').value,
    to: byId<HTMLInputElement>('table-to').value,
    mode,
    chart: byId<HTMLInputElement>('table-chart').checked,
    ...choice(),
  });
});

show();
