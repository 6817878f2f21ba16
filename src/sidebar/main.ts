import { MAX_SEGMENTS, MIN_SEGMENTS } from '../blades/clock';
import { DEFAULT_DICE, DEFAULT_TABLE_MAX, MAX_DICE, MIN_DICE } from '../blades/pool-size';
import { RollChoice, RollType, segmentsText, settingsOf, takesSegments } from '../rolls/roll-types';
import type { TableMode } from '../sheets/sheet-block';
import { byId, el, patch } from './dom';
import { MeanText, RowText, meanText, rowText } from './format';
import { recall, remember } from './memory';
import { NumberControl } from './number-control';
import { RollFields } from './roll-fields';
import { ServerFunctionName, ServerFunctions, callServer, errorText } from './server-calls';
import { OddsView, ROLL_SWITCH, formulaText, keyRows, legendText, rollChart, rollView } from './views';
import { poolText } from '../rolls/registry';

/**
 * The sidebar: a roll-type switch, a Dice control (and a Segments control
 * for a clock), the lookup and its chart computed here in the browser with
 * the engine (no server round trip per change), and two inserts that go
 * through google.script.run, each answering under its own button.
 */

/** One-tap pools: what people actually roll. */
const COMMON_POOLS = [0, 1, 2, 3, 4, 5, 6];
/** One-tap clocks: the common sizes, and a long project's 12. */
const COMMON_CLOCKS = [4, 6, 8, 12];
/** A long-term project's usual clock. */
const DEFAULT_SEGMENTS = 8;

const views = byId('views');
const announce = byId('announce');
const formulaStatus = byId('formula-status');
const tableStatus = byId('table-status');
const formulaPreview = byId('formula-preview');
const tableLegend = byId('table-legend');
const segmentsField = byId('segments-field');
const insertFormulaButton = byId<HTMLButtonElement>('insert-formula');
const insertTableButton = byId<HTMLButtonElement>('insert-table');
const chartBox = byId<HTMLInputElement>('table-chart');
const modeRadios = Array.from(document.querySelectorAll<HTMLInputElement>('input[name="mode"]'));

const memory = recall(modeRadios.map((r) => r.value));
let roll: RollType = memory.roll ?? 'action';
/** Set once the sidebar has drawn its first view: from then on a change is read out. */
let started = false;
/** Whether a long clock shows all its rows, or only those that matter. */
let allRows = false;

/** A lookup field with one-tap picks, each named (and a refusal's "Showing …") by `text`: "3 dice", "8 segments". */
const lookupField = (id: string, name: string, [min, max]: [number, number], value: number, picks: number[], text: (n: number) => string) =>
  new NumberControl({ id, name, min, max, value, picks: { values: picks, label: text }, showing: text, onChange: show });
const dice = lookupField('dice', 'Dice', [MIN_DICE, MAX_DICE], memory.dice ?? DEFAULT_DICE, COMMON_POOLS, poolText);
const segments = lookupField(
  'segments',
  'Segments',
  [MIN_SEGMENTS, MAX_SEGMENTS],
  memory.segments ?? DEFAULT_SEGMENTS,
  COMMON_CLOCKS,
  segmentsText,
);
const spanField = (id: string, name: string, value: number) =>
  new NumberControl({ id, name, min: MIN_DICE, max: MAX_DICE, value, onChange: tableChanged });
const from = spanField('table-from', 'From', memory.from ?? MIN_DICE);
const to = spanField('table-to', 'To', memory.to ?? DEFAULT_TABLE_MAX);
for (const r of modeRadios) {
  r.checked = r.value === (memory.mode ?? 'formulas');
  r.addEventListener('change', tableChanged);
}

// Each roll type's own fields (stress, track, coin) and the group's participants: roll-fields.ts.
const fields = new RollFields(byId('roll-fields'), [byId('dice-field'), byId('table-span')], show);

/** What the sidebar shows and inserts: the roll type on the switch, with what else it takes. */
const choice = (): RollChoice => fields.choice(roll, dice.value, segments.value);
const mode = (): string => modeRadios.find((r) => r.checked)?.value ?? 'formulas';

function save(): void {
  remember({ roll, dice: dice.value, segments: segments.value, from: from.value, to: to.value, mode: mode() });
}

/** Characters of a fraction that fit beside a row's label and percent at 300 px. */
const LONG_FRACTION = 16;
/** Past this, a fraction (a 20-dice clock's run to hundreds of digits) is clipped to one line, whole in its tooltip and when copied. */
const READABLE_FRACTION = 40;

function fractionClass(fraction: string): string {
  if (fraction.length > READABLE_FRACTION) return 'frac long clipped';
  return fraction.length > LONG_FRACTION ? 'frac long' : 'frac';
}

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
  means: MeanText[];
}

function texts(view: OddsView): ViewTexts {
  return {
    rows: view.rows.map(rowText),
    totals: view.totals.map(rowText),
    means: view.means.map((m) => meanText(m.label, m.value, m.unit)),
  };
}

/** Clocks of up to 8 segments (the common 4, 6 and 8) always list every roll. */
const LONG_CLOCK = 8;

/**
 * The rows on show: all of them, or for a long clock only those from the
 * first roll with 0.1% to the first with 99.9%, and a button for the rest.
 */
function shownRows(view: OddsView, t: ViewTexts): { rows: RowText[]; toggle: HTMLElement | null } {
  const { first, last } = keyRows(view.rows);
  const hidden = view.rows.length - (last - first + 1);
  if (view.id !== 'clock' || view.rows.length <= LONG_CLOCK || hidden === 0) return { rows: t.rows, toggle: null };
  const toggle = el(
    'button',
    { type: 'button', id: 'all-rows', 'aria-expanded': String(allRows), 'aria-controls': `view-${view.id}-rows` },
    [allRows ? 'Show the rolls that matter' : `Show all ${view.rows.length} rolls (${hidden} more)`],
  );
  return { rows: allRows ? t.rows : t.rows.slice(first, last + 1), toggle };
}

function renderView(view: OddsView, t: ViewTexts, rows: RowText[], toggle: HTMLElement | null, now: RollChoice): HTMLElement {
  const titleId = `view-${view.id}-title`;
  const totals = [
    ...t.means.map((m) => renderLine(m.label, m.fraction, m.decimal)),
    ...t.totals.map((r) => renderLine(r.label, r.fraction, r.percent)),
  ];
  const chart = rollChart(now);
  const figure = el('figure', { class: 'figure' });
  // The markup is the chart module's own, from numbers and the registry's labels (escaped there).
  figure.innerHTML = chart.markup;
  figure.prepend(el('figcaption', { class: 'secondary' }, [chart.caption]));
  if (chart.legend.length > 0) {
    figure.append(
      el(
        'ul',
        { class: 'legend', 'aria-hidden': 'true' },
        chart.legend.map((b) => el('li', {}, [el('span', { class: 'swatch', style: `background:${b.colour}` }), b.label])),
      ),
    );
  }
  return el('section', { class: 'view', id: `view-${view.id}`, 'aria-labelledby': titleId }, [
    el('h2', { id: titleId }, [view.title, el('span', { class: 'secondary' }, [view.subject])]),
    el(
      'ul',
      { class: 'rows', id: `view-${view.id}-rows`, 'aria-label': `${view.title}, ${view.subject}` },
      rows.map((r) => renderLine(r.label, r.fraction, r.percent, r.bar)),
    ),
    ...(toggle ? [toggle] : []),
    el('ul', { class: 'totals', 'aria-label': 'Totals' }, totals),
    figure,
  ]);
}

/** What a screen reader hears after a change: each row on show with its percent, then the means and totals; no fractions (the page has them). */
function summary(view: OddsView, t: ViewTexts, rows: RowText[]): string {
  const said = [
    ...rows.map((r) => `${r.label} ${r.percent}`),
    ...t.means.map((m) => `${m.label} ${m.decimal}`),
    ...t.totals.map((r) => `${r.label} ${r.percent}`),
  ];
  return `${view.subject}. ${view.title}: ${said.join(', ')}.`;
}

/** Draws the roll on show; a change of roll, pool or clock also clears the inserts' messages and is read out. */
function show(): void {
  const now = choice();
  const view = rollView(now);
  // One text per figure (long clocks: hundreds of digits), for the page and the live region alike.
  const t = texts(view);
  const { rows, toggle } = shownRows(view, t);
  const next = renderView(view, t, rows, toggle, now);
  // The same roll type keeps its view: only what changed is rewritten (see patch); another roll type gets its own.
  const live = views.firstElementChild;
  if (live?.id === next.id) patch(live, next);
  else views.replaceChildren(next);
  segmentsField.hidden = !takesSegments(roll);
  fields.show(now);
  formulaPreview.textContent = formulaText(now);
  tableLegend.textContent = legendText(now);
  if (!started) return;
  announceSoon(summary(view, t, rows));
  setStatus(formulaStatus, '', true);
  setStatus(tableStatus, '', true);
  save();
}

// A long clock's button for all its rolls: listened for here, since the view keeps the button it first drew.
views.addEventListener('click', (event) => {
  if (!(event.target instanceof Element && event.target.closest('#all-rows'))) return;
  allRows = !allRows;
  show();
  byId('all-rows').focus();
});

/** How long the odds wait to be read out: typing 25 passes through 2, which need not be read before the refusal. */
const SETTLE_MS = 400;
let pending = 0;

/** Reads `text` out once the fields have settled, unless a field then holds a refused entry (its alert speaks instead). */
function announceSoon(text: string): void {
  clearTimeout(pending);
  pending = window.setTimeout(() => {
    if (dice.refused === null && segments.refused === null) announce.textContent = text;
  }, SETTLE_MS);
}

function tableChanged(): void {
  setStatus(tableStatus, '', true);
  save();
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

function setStatus(status: HTMLElement, message: string, ok: boolean): void {
  status.textContent = message;
  status.className = `status ${ok ? 'ok' : 'error'}`;
}

let busy = false;

/**
 * One server call at a time, answered under its own button; the other
 * button's message is cleared. A field holding a refused entry is not sent:
 * the insert refuses under its button and names the field. The buttons
 * stay focusable (aria-disabled) so keyboard focus is not lost.
 */
async function run<K extends ServerFunctionName>(
  status: HTMLElement,
  fields: NumberControl[],
  fn: K,
  args: () => Parameters<ServerFunctions[K]>,
): Promise<void> {
  if (busy) return;
  setStatus(status === formulaStatus ? tableStatus : formulaStatus, '', true);
  const refused = fields.map((f) => f.refusal()).filter((r) => r !== null);
  if (refused.length > 0) {
    setStatus(status, `Nothing inserted: ${refused.join('; ')}. Fix it and insert again.`, false);
    return;
  }
  busy = true;
  for (const b of [insertFormulaButton, insertTableButton]) b.setAttribute('aria-disabled', 'true');
  setStatus(status, 'Inserting…', true);
  try {
    setStatus(status, String(await callServer(fn, ...args())), true);
  } catch (error) {
    setStatus(status, errorText(error), false);
  } finally {
    busy = false;
    for (const b of [insertFormulaButton, insertTableButton]) b.removeAttribute('aria-disabled');
  }
}

/** The fields an insert reads: a clock's segments only for a clock. */
const rollFields = (): NumberControl[] => (takesSegments(roll) ? [segments] : []);

insertFormulaButton.addEventListener(
  'click',
  () => void run(formulaStatus, [dice, ...rollFields()], 'insertFormula', () => [dice.value, settingsOf(choice())]),
);
insertTableButton.addEventListener(
  'click',
  () =>
    // The radios' values are the modes in Sidebar.html; the server checks them again, and the span.
    void run(tableStatus, [from, to, ...rollFields()], 'insertOddsTable', () => [
      { from: from.value, to: to.value, mode: mode() as TableMode, chart: chartBox.checked, ...settingsOf(choice()) },
    ]),
);

show();
started = true;
