import { DEFAULT_DICE, DEFAULT_TABLE_MAX, MIN_DICE } from '../blades/pool-size';
import { RollChoice, RollType, fixedSpan, isPoolChoice, isSpanChoice, settingsOf, subjectOf } from '../rolls/roll-types';
import type { TableMode } from '../sheets/sheet-block';
import { build, byId, render, setHidden, setText } from './dom';
import { InsertableSection } from '../rolls/decisions';
import { showHelp } from './help';
import { recall, rememberSoon } from './memory';
import { RollFields } from './roll-fields';
import { ServerFunctionName, ServerFunctions, callServer, errorText } from './server-calls';
import { OddsView, formulaText, legendText, rollChart, rollView, tableSpan as spanOf, tableText } from './views';
import { renderView, switchElements } from './view-render';
import { TableSpan } from './table-span';
import { CrewInsert } from './crew';
import { keepFooterInView } from './footer';
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
/** Beside Insert table in the footer, what it will write, its settings included: they may be scrolled out of sight. */
const tablePreview = byId('table-preview');
const tableSettingsButton = byId<HTMLButtonElement>('table-settings');
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
/**
 * Whether the view shows its decision sections: not in the first frame
 * (they sit below the fold), from just after it (drawSections), or from the
 * first change if that comes sooner (docs/sidebar.md, *What HtmlService allows*).
 */
let sectionsShown = false;
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
chartBox.addEventListener('change', tableChanged);

// Insert crew sheet: Characters and its button, in a module of its own (crew.ts).
const crew = new CrewInsert();
byId('crew').append(crew.element);

/** What the sidebar shows and inserts: the roll type on the switch, with what else it takes. */
const choice = (): RollChoice => fields.choice(roll);
/** Whether the table's span is typed, From and To (a pool's): a group's is its crew, another subject's its view's own. */
const typedSpan = (c: RollChoice): boolean => isSpanChoice(c) && fixedSpan(c) === null;
const mode = (): string => modeRadios.find((r) => r.checked)?.value ?? 'formulas';

/** Remembers the choice once the fields have settled, or as the sidebar closes (memory.ts's rememberSoon). */
function save(): void {
  rememberSoon(
    () => ({
      roll,
      ...fields.remembered(),
      from: from.value,
      to: to.value,
      mode: mode(),
      chart: chartBox.checked,
      fractions: exactFractions,
    }),
    SETTLE_MS,
  );
}

/**
 * Draws the roll on show; a change of roll, pool or clock also clears the
 * inserts' messages and is read out, after `said` if given (what a button
 * changed: "Added participant 4, 2 dice."), as one announcement.
 */
function show(said?: string): void {
  if (started) sectionsShown = true;
  const now = choice();
  const { view, headline } = drawView(now);
  fields.show(roll);
  showHelp(byId('help-terms'), roll);
  // A group's table is its pools, an engagement's its advantages 0–4: no span to read.
  setHidden(tableSpan, !typedSpan(now));
  setText(formulaPreview, formulaText(now, activeA1));
  setText(tableLegend, legendText(now));
  showTableText();
  if (!started) return;
  // A button's line says what changed in place of the subject (the pools are on the page): "Added participant 4, 2 dice. Group action: …".
  announceSoon(`${said ?? `${view.subject}.`} ${headline}`);
  setStatus(formulaStatus, '', true);
  setStatus(tableStatus, '', true);
  save();
}

/** Draws the view of `now`, with its decision sections once they are shown. */
function drawView(now: RollChoice): { view: OddsView; headline: string } {
  const view = rollView(now, sectionsShown);
  const { element, headline } = renderView(view, rollChart(now), { allRows, exactFractions });
  // The same roll type keeps its view: only what changed is rewritten (see render); another roll type gets its own.
  render(views, element);
  return { view, headline };
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

/** Beside Insert table: "Action table, 0–6 dice, live, with a chart". */
function showTableText(): void {
  setText(tablePreview, tableText(choice(), { from: from.value, to: to.value, mode: mode() as TableMode, chart: chartBox.checked }));
}

function tableChanged(): void {
  showTableText();
  setStatus(tableStatus, '', true);
  save();
}

// Table settings, from the footer: the focus goes to the first of them on show (From; a group's, the mode), scrolled into view.
tableSettingsButton.addEventListener('click', () => {
  const first = typedSpan(choice()) ? from.input : (modeRadios.find((r) => r.checked) ?? modeRadios[0]);
  first.focus();
});

// The switch: native radios (view-render.ts), one listener for the group.
const switchGroup = byId('roll-types');
switchGroup.append(...switchElements(roll).map(build));
switchGroup.addEventListener('change', (event) => {
  roll = (event.target as HTMLInputElement).value as RollType;
  show();
});

function setStatus(status: HTMLElement, message: string, ok: boolean): void {
  // Every change clears both messages: one already clear is not written again. A message always is, so the same words twice are read out twice.
  if (message !== '' || status.textContent !== '') status.textContent = message;
  const className = `status ${ok ? 'ok' : 'error'}`;
  if (status.className !== className) status.className = className;
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
  for (const other of [formulaStatus, tableStatus, crew.status]) if (other !== status) setStatus(other, '', true);
  const refused = reads.map((f) => f.refusal()).filter((r) => r !== null);
  if (refused.length > 0) {
    setStatus(status, `Nothing inserted: ${refused.join('; ')}. Fix it and insert again.`, false);
    return;
  }
  busy = true;
  const buttons = [insertFormulaButton, insertTableButton, crew.button, ...views.querySelectorAll('.section-insert')];
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

// The footer sticks to the bottom only while it covers at most a quarter of the view (footer.ts).
keepFooterInView(insertBar, [formulaStatus, tableStatus]);

// An insert checks only the fields it writes with (docs/sidebar.md, *Which fields an insert checks*).
insertFormulaButton.addEventListener('click', () => {
  const now = choice();
  // A group's formula is of its pools: the Dice argument is not read. Another subject (advantages) is sent in its place.
  void run(formulaStatus, fields.reads(roll).formula, 'insertFormula', () => [
    isSpanChoice(now) ? subjectOf(now) : DEFAULT_DICE,
    settingsOf(now),
  ]);
});
insertTableButton.addEventListener('click', () => {
  const now = choice();
  // The radios' values are the modes in Sidebar.html; the server checks them again, and the span.
  const spanned = spanOf(now, { from: from.value, to: to.value });
  void run(tableStatus, [...(typedSpan(now) ? [span] : []), ...fields.reads(roll).table], 'insertOddsTable', () => [
    {
      ...(spanned ?? {}),
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

/** Insert crew sheet: the characters, written with the table's Live formulas or Values; its message under its button. */
crew.button.addEventListener('click', () => {
  void run(crew.status, [crew.field], 'insertCrewSheet', () => [{ characters: crew.field.value, mode: mode() as TableMode }]);
});

show();
started = true;
/**
 * The decision sections, drawn once the first screen is on show: in a task
 * after the first frame that follows the page's parsing (the script runs
 * before the parser ends, and a frame may come between), so that frame
 * lays out and paints the first screen alone (docs/sidebar.md, *load*).
 */
function drawSections(): void {
  if (sectionsShown) return;
  sectionsShown = true;
  drawView(choice());
}
const afterFirstFrame = (): void => void requestAnimationFrame(() => window.setTimeout(drawSections));
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterFirstFrame, { once: true });
else afterFirstFrame();
void showActiveCell();
