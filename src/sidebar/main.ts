import { DEFAULT_DICE, DEFAULT_TABLE_MAX, MIN_DICE } from '../blades/pool-size';
import { RollChoice, RollType, isPoolChoice, settingsOf } from '../rolls/roll-types';
import type { TableMode } from '../sheets/sheet-block';
import { byId, el, patch } from './dom';
import { MeanText, RowText, changeText, meanText, percentText, rowText } from './format';
import { DecisionCell, DecisionSection, InsertableSection } from '../rolls/decisions';
import { paintStyle, stepChart } from './chart';
import { showHelp } from './help';
import { recall, remember } from './memory';
import { RollFields } from './roll-fields';
import { ServerFunctionName, ServerFunctions, callServer, errorText } from './server-calls';
import { OddsView, ROLL_SWITCH, formulaText, keyRows, legendText, rollChart, rollView } from './views';
import { TableSpan } from './table-span';
import { latestRefusal } from './whole-number';

/**
 * The sidebar: a roll-type switch, the roll type's own fields (roll-fields.ts),
 * the lookup and its chart computed here in the browser with the engine (no
 * server round trip per change), and two inserts that go through
 * google.script.run, each answering under its own button.
 */

const views = byId('views');
const announce = byId('announce');
const formulaStatus = byId('formula-status');
const tableStatus = byId('table-status');
const formulaPreview = byId('formula-preview');
const tableLegend = byId('table-legend');
/** Beside Insert table in the footer, the table's legend again: its options may be scrolled out of sight. */
const tablePreview = byId('table-preview');
const tableSpan = byId('table-span');
const insertFormulaButton = byId<HTMLButtonElement>('insert-formula');
const insertTableButton = byId<HTMLButtonElement>('insert-table');
const chartBox = byId<HTMLInputElement>('table-chart');
const activeCellText = byId('active-cell');
const insertBar = byId('insert-bar');
const modeRadios = Array.from(document.querySelectorAll<HTMLInputElement>('input[name="mode"]'));

const memory = recall(modeRadios.map((r) => r.value));
let roll: RollType = memory.roll ?? 'action';
/** Set once the sidebar has drawn its first view: from then on a change is read out. */
let started = false;
/** Whether a long clock shows all its rows, or only those that matter. */
let allRows = false;
/** Whether the folded fractions are on show: the view's toggle, kept across changes and openings. */
let exactFractions = memory.fractions ?? false;

// Dice, Segments, coin, stress and the track, and the group's participants: one field each, on show by roll type.
const fields = new RollFields(byId('roll-fields'), memory, show);

// The table's span: From and To, on one line, each refused in its own words below it, and the span checked as typed.
const span = new TableSpan({ from: memory.from ?? MIN_DICE, to: memory.to ?? DEFAULT_TABLE_MAX }, tableChanged);
const { from, to } = span;
tableSpan.append(span.element);
for (const r of modeRadios) {
  r.checked = r.value === (memory.mode ?? 'formulas');
  r.addEventListener('change', tableChanged);
}
chartBox.checked = memory.chart ?? false;
chartBox.addEventListener('change', save);

/** What the sidebar shows and inserts: the roll type on the switch, with what else it takes. */
const choice = (): RollChoice => fields.choice(roll);
const mode = (): string => modeRadios.find((r) => r.checked)?.value ?? 'formulas';

function save(): void {
  remember({
    roll,
    ...fields.remembered(),
    from: from.value,
    to: to.value,
    mode: mode(),
    chart: chartBox.checked,
    fractions: exactFractions,
  });
}

/** Characters of a fraction that fit beside a row's label and percent at 300 px. */
const LONG_FRACTION = 16;
/** Past this, a fraction (a 20-dice clock's run to hundreds of digits) is clipped to one line, whole in its tooltip and when copied. */
const READABLE_FRACTION = 40;

/**
 * Past this, a fraction folds away behind its percent (#20): the rows stay
 * readable, and Show exact fractions brings every folded one back, on its
 * own line (and whole when copied). Folded, it stays in the page but
 * hidden, so a screen reader hears the percent alone, and its percent's
 * tooltip holds it. Decision: 12 characters, so every action pool up to 6
 * dice shows whole (its longest, `31031/46656`) and 7 dice's
 * `201811/279936` folds.
 */
const FOLDED_FRACTION = 12;

const folds = (fraction: string): boolean => fraction.length > FOLDED_FRACTION;

function fractionClass(fraction: string): string {
  if (fraction.length > READABLE_FRACTION) return 'frac long clipped';
  return fraction.length > LONG_FRACTION ? 'frac long' : 'frac';
}

/**
 * A fraction's text, with a line break allowed after its slash (and nowhere
 * else): a narrow sidebar breaks `1823/3888` in two, never a digit a line.
 * Not a clipped one, which keeps to one line (Chromium breaks at a <wbr>
 * even under white-space: nowrap).
 */
const fractionNodes = (fraction: string): Array<Node | string> => {
  const slash = fraction.indexOf('/');
  if (slash < 0 || fraction.length > READABLE_FRACTION) return [fraction];
  return [fraction.slice(0, slash + 1), el('wbr'), fraction.slice(slash + 1)];
};

/** One line of a list: label, exact fraction, and the figure (percent, or a mean's decimal); a bar, in its band's colour, if given. */
function renderLine(label: string, fraction: string, figure: string, bar?: { width: string; colour: string }): HTMLElement {
  // A fraction too long for the gap between label and figure gets a line of its own, under them.
  const folded = folds(fraction) && !exactFractions;
  const line = el('div', { class: 'line' }, [
    el('span', { class: 'label' }, [label]),
    el('span', { class: fractionClass(fraction), title: fraction, ...(folded ? { hidden: '' } : {}) }, fractionNodes(fraction)),
    el('span', { class: 'pct', ...(folded ? { title: fraction } : {}) }, [figure]),
  ]);
  const parts: HTMLElement[] = [line];
  if (bar !== undefined) {
    const fill = el('div', { class: 'fill', style: paintStyle(bar.colour) });
    fill.style.width = bar.width;
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
  if (!view.rising || view.rows.length <= LONG_CLOCK || hidden === 0) return { rows: t.rows, toggle: null };
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
        chart.legend.map((b) => el('li', {}, [el('span', { class: 'swatch', style: paintStyle(b.colour) }), b.label])),
      ),
    );
  }
  return el('section', { class: 'view', id: `view-${view.id}`, 'aria-labelledby': titleId }, [
    el('h2', { id: titleId }, [view.title, el('span', { class: 'secondary' }, [view.subject])]),
    el(
      'ul',
      { class: 'rows', id: `view-${view.id}-rows`, 'aria-label': `${view.title}, ${view.subject}` },
      rows.map((r) => renderLine(r.label, r.fraction, r.percent, { width: r.bar, colour: chart.rowColours[t.rows.indexOf(r)] })),
    ),
    ...(toggle ? [toggle] : []),
    el('ul', { class: 'totals', 'aria-label': 'Totals' }, totals),
    fractionsToggle(view, [...rows, ...t.totals, ...t.means]),
    figure,
    ...view.sections.map(renderSection),
  ]);
}

/**
 * Show exact fractions, where the view has any folded (or shown that would
 * fold): it names how many. Always drawn, hidden where nothing folds, so a
 * change of pool that starts or stops folding keeps the view's elements
 * (dom.ts's patch replaces a part whose children change in number).
 */
function fractionsToggle(view: OddsView, lines: ReadonlyArray<{ readonly fraction: string }>): HTMLElement {
  const long = lines.filter((l) => folds(l.fraction)).length;
  const text = exactFractions ? 'Fold the long fractions' : `Show exact fractions (${long} folded)`;
  const attributes = { type: 'button', id: 'exact-fractions', 'aria-pressed': String(exactFractions), 'aria-controls': `view-${view.id}` };
  return el('button', { ...attributes, ...(long === 0 ? { hidden: '' } : {}) }, [text]);
}

/** A decision cell: a stress count, a percent (its change from As rolled below it, in words for a screen reader too), a mean with its unit (its fraction the tooltip). */
function cellNodes(cell: DecisionCell): Array<Node | string> {
  switch (cell.kind) {
    case 'count':
      return [String(cell.value)];
    case 'chance':
      return cell.change === undefined
        ? [percentText(cell.value)]
        : [percentText(cell.value), el('span', { class: 'change' }, [changeText(cell.change)])];
    case 'mean': {
      // The decimal on show, its exact fraction in the tooltip (as a folded row's).
      const m = meanText('', cell.value, cell.unit);
      return [el('span', { class: 'mean', title: m.fraction }, [m.decimal])];
    }
  }
}

/**
 * A registry decision section (src/rolls/decisions.ts), whatever its
 * question: its title and note, a table of its options with each marker
 * as a word beside the label, then its series as a chart and its means.
 */
function renderSection(section: DecisionSection): HTMLElement {
  const titleId = `section-${section.id}-title`;
  const parts: HTMLElement[] = [el('h3', { id: titleId }, [section.title]), el('p', { class: 'secondary note' }, [section.note])];
  if (section.options.length > 0) {
    // A data table may scroll sideways in a narrow sidebar (WCAG 1.4.10's exception), in a region of its own, keyboard-scrollable.
    parts.push(
      el('div', { class: 'table-scroll', role: 'region', tabindex: '0', 'aria-labelledby': titleId }, [
        el('table', { class: 'options', id: `section-${section.id}-table` }, [
          el('thead', {}, [
            el('tr', {}, [el('th', { scope: 'col' }, ['Option']), ...section.columns.map((c) => el('th', { scope: 'col' }, [c]))]),
          ]),
          el(
            'tbody',
            {},
            section.options.map((o) =>
              el('tr', o.marker ? { class: 'marked', 'data-marker': o.marker } : {}, [
                el('th', { scope: 'row' }, [o.label, ...(o.marker ? [' ', el('strong', { class: 'marker' }, [o.marker])] : [])]),
                ...o.cells.map((c) => el('td', {}, cellNodes(c))),
              ]),
            ),
          ),
        ]),
      ]),
    );
  }
  if (section.series) {
    const { rows, caption, colour } = section.series;
    const [first, last] = [rows[0], rows[rows.length - 1]];
    const figure = el('figure', { class: 'figure' });
    figure.innerHTML = stepChart(
      rows,
      colour,
      `Chart: ${section.title}, ${first.label.toLowerCase()} ${percentText(first.fraction)} to ${last.label.toLowerCase()} ${percentText(last.fraction)}.`,
    );
    figure.prepend(el('figcaption', { class: 'secondary' }, [caption]));
    parts.push(figure);
  }
  if (section.means.length > 0) {
    parts.push(
      el(
        'ul',
        { class: 'decision-means', 'aria-label': `${section.title}: means` },
        section.means.map((m) => {
          const t = meanText(m.label, m.value, m.unit);
          return renderLine(t.label, t.fraction, t.decimal);
        }),
      ),
    );
  }
  if (section.insert) {
    parts.push(el('button', { type: 'button', class: 'section-insert', 'data-section': section.insert.section }, [section.insert.label]));
  }
  return el('section', { class: 'decision', id: `section-${section.id}`, 'aria-labelledby': titleId }, parts);
}

/**
 * What a screen reader hears after a change, after its subject: the roll and its
 * headline (the registry's pick of the view: an action's At least Partial
 * and Clean or better, a clock's mean rolls), each figure as its percent
 * or decimal; no fractions, and the rest left to the page.
 */
function headline(view: OddsView, t: ViewTexts): string {
  const parts = {
    rows: t.rows.map((r) => `${r.label} ${r.percent}`),
    means: t.means.map((m) => `${m.label} ${m.decimal}`),
    totals: t.totals.map((r) => `${r.label} ${r.percent}`),
    // Each option a decision section marks, in a few words ("Push for +1d is better"): its figures are the page's.
    markers: view.sections.flatMap((s) => s.options.flatMap((o) => (o.marker === null ? [] : [`${o.label} is ${o.marker.toLowerCase()}`]))),
  };
  return `${view.title}: ${view.headline.flatMap((part) => parts[part]).join(', ')}.`;
}

/**
 * Draws the roll on show; a change of roll, pool or clock also clears the
 * inserts' messages and is read out, after `said` if given (what a button
 * changed: "Added participant 4, 2 dice."), as one announcement.
 */
function show(said?: string): void {
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
  fields.show(roll);
  showHelp(byId('help-terms'), roll);
  // A group's table is its pools: it has no span to read.
  tableSpan.hidden = !isPoolChoice(now);
  formulaPreview.textContent = formulaText(now, activeA1);
  tableLegend.textContent = legendText(now);
  tablePreview.textContent = tableLegend.textContent;
  if (!started) return;
  // A button's line says what changed in place of the subject (the pools are on the page): "Added participant 4, 2 dice. Group action: …".
  announceSoon(`${said ?? `${view.subject}.`} ${headline(view, t)}`);
  setStatus(formulaStatus, '', true);
  setStatus(tableStatus, '', true);
  save();
}

// A long clock's button for all its rolls, and Show exact fractions: listened for here, since the view keeps the buttons it first drew.
views.addEventListener('click', (event) => {
  const button = event.target instanceof Element ? event.target.closest('#all-rows, #exact-fractions') : null;
  if (button === null) return;
  if (button.id === 'all-rows') allRows = !allRows;
  else exactFractions = !exactFractions;
  show();
  byId(button.id).focus();
});

/** How long the odds wait to be read out: typing 25 passes through 2, which need not be read before the refusal. */
const SETTLE_MS = 400;
let pending = 0;

/**
 * Reads `text` out once the fields have settled, unless a field has refused
 * an entry since (its alert speaks instead), or it is what the live region
 * last said (a long clock's Show all rolls changes no headline): one
 * announcement per change, never the same news twice. A refusal from
 * before, still on show in another field, does not silence the next change.
 */
function announceSoon(text: string): void {
  clearTimeout(pending);
  const refusals = latestRefusal();
  pending = window.setTimeout(() => {
    if (latestRefusal() === refusals && announce.textContent !== text) announce.textContent = text;
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

/** What an insert reads, and may refuse: a field, or the table's span. */
interface Refusing {
  refusal(): string | null;
}

/**
 * One server call at a time, answered under its own button; the other
 * button's message is cleared. A field holding a refused entry (or a span
 * running backwards) is not sent:
 * the insert refuses under its button and names the field. The buttons
 * stay focusable (aria-disabled) so keyboard focus is not lost.
 */
async function run<K extends ServerFunctionName>(
  status: HTMLElement,
  reads: readonly Refusing[],
  fn: K,
  args: () => Parameters<ServerFunctions[K]>,
): Promise<void> {
  if (busy) return;
  setStatus(status === formulaStatus ? tableStatus : formulaStatus, '', true);
  const refused = reads.map((f) => f.refusal()).filter((r) => r !== null);
  if (refused.length > 0) {
    setStatus(status, `Nothing inserted: ${refused.join('; ')}. Fix it and insert again.`, false);
    return;
  }
  busy = true;
  const buttons = [insertFormulaButton, insertTableButton, ...views.querySelectorAll('.section-insert')];
  for (const b of buttons) b.setAttribute('aria-disabled', 'true');
  setStatus(status, 'Inserting…', true);
  try {
    setStatus(status, String(await callServer(fn, ...args())), true);
  } catch (error) {
    setStatus(status, errorText(error), false);
  } finally {
    busy = false;
    for (const b of buttons) b.removeAttribute('aria-disabled');
    void showActiveCell();
  }
}

/** The last active cell asked for: a slower, older answer never overwrites a newer one. */
let cellAsked = 0;
/** The active cell as the sheet last answered ("B2"), for the formula preview's range; undefined until it has. */
let activeA1: string | undefined;

/**
 * "Inserts at B2": where an insert will land, asked of the sheet when the
 * sidebar opens, after each insert and whenever it regains the focus (the
 * user may have clicked another cell). The sidebar cannot see the grid, so
 * between those it may be out of date; unconnected (the file opened on
 * its own) it says the active cell, as the heading does.
 */
async function showActiveCell(): Promise<void> {
  const asked = ++cellAsked;
  let text = 'Inserts at the active cell';
  let cell: string | undefined;
  try {
    cell = await callServer('activeCell');
    text = `Inserts at ${cell}`;
  } catch {
    // Not connected, or the sheet did not answer: the general words stay.
  }
  if (asked !== cellAsked) return;
  if (activeCellText.textContent !== text) activeCellText.textContent = text;
  // A group's formula names the range its pools go to, below that cell.
  activeA1 = cell;
  formulaPreview.textContent = formulaText(choice(), activeA1);
}
window.addEventListener('focus', () => void showActiveCell());

// A focused control never scrolls under the footer: html's scroll padding follows its height (style.css).
function padForInsertBar(): void {
  const sticky = getComputedStyle(insertBar).position === 'sticky';
  document.documentElement.style.setProperty('--insert-bar-height', `${sticky ? insertBar.offsetHeight : 0}px`);
}
new ResizeObserver(padForInsertBar).observe(insertBar);
// The footer sticks only in a tall enough sidebar: a resize can change that without changing its size.
window.addEventListener('resize', padForInsertBar);

/**
 * Decision: an insert checks only the fields it writes with, of the roll
 * type on show (roll-fields.ts): Insert formula the pool or pools and a
 * clock's segments and coin; Insert table its span (a table of pools) and
 * every field of the roll but Dice. A refused entry in another roll type's
 * field (hidden) never stops an insert, nor does one on show that the
 * insert does not write: Dice for a table, as before, and Stress marked or
 * Track for a formula (=BLADES_RESIST(n) does not take them).
 */
insertFormulaButton.addEventListener('click', () => {
  const now = choice();
  // A group's formula is of its pools: the Dice argument is not read.
  void run(formulaStatus, fields.reads(roll).formula, 'insertFormula', () => [
    isPoolChoice(now) ? now.dice : DEFAULT_DICE,
    settingsOf(now),
  ]);
});
insertTableButton.addEventListener('click', () => {
  const now = choice();
  // The radios' values are the modes in Sidebar.html; the server checks them again, and the span.
  void run(tableStatus, [...(isPoolChoice(now) ? [span] : []), ...fields.reads(roll).table], 'insertOddsTable', () => [
    {
      ...(isPoolChoice(now) ? { from: from.value, to: to.value } : {}),
      mode: mode() as TableMode,
      chart: chartBox.checked,
      ...settingsOf(now),
    },
  ]);
});

/**
 * A section's insert (Insert options table, Insert trauma table): written
 * at the active cell as Insert table writes, with the footer's Live
 * formulas or Values and Add a chart, its message in the footer under
 * Insert table. The options table is of the pool on show (the Dice field,
 * checked as Insert formula checks it); the trauma table spans From–To.
 */
views.addEventListener('click', (event) => {
  const button = event.target instanceof Element ? event.target.closest<HTMLElement>('.section-insert') : null;
  if (!button) return;
  const section = button.dataset.section as InsertableSection;
  const now = choice();
  const ofPool = section === 'bonus-dice';
  void run(tableStatus, ofPool ? fields.reads(roll).formula : [span, ...fields.reads(roll).table], 'insertSectionTable', () => [
    {
      section,
      ...(ofPool && isPoolChoice(now) ? { dice: now.dice } : { from: from.value, to: to.value }),
      mode: mode() as TableMode,
      chart: chartBox.checked,
      ...settingsOf(now),
    },
  ]);
});

show();
started = true;
void showActiveCell();
