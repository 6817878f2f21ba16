import { paintStyle } from './chart';
import { ElementData, h } from './element';
import { MeanText, RowText, meanText, rowText } from './format';
import { folds, lineElement } from './line-render';
import { sectionElement } from './section-render';
import { ROLL_FAMILIES } from '../rolls/families';
import { ChartView, OddsView, keyRows, rollName } from './views';

/**
 * The view on show as elements (element.ts), and what a change reads out:
 * the view, its chart and how it is shown in, elements and words out, no
 * state and no DOM. main.ts keeps the state and patches the page.
 */

/** How the view is shown: the user's two toggles, kept by main.ts. */
export interface Showing {
  /** Whether a long clock shows all its rows, or only those that matter. */
  readonly allRows: boolean;
  /** Whether the folded fractions are on show (Show exact fractions). */
  readonly exactFractions: boolean;
}

/** The view drawn, and its headline: what a screen reader hears after a change, after its subject. */
export interface RenderedView {
  readonly element: ElementData;
  readonly headline: string;
}

/** The view's texts: rows with bars, then totals and the mean without. */
interface ViewTexts {
  readonly rows: readonly RowText[];
  readonly totals: readonly RowText[];
  readonly means: readonly MeanText[];
}

/** Clocks of up to 8 segments (the common 4, 6 and 8) always list every roll. */
export const LONG_CLOCK = 8;

/**
 * The rows on show: all of them, or for a long clock only those from the
 * first roll with 0.1% to the first with 99.9%, and a button for the rest.
 */
function shownRows(view: OddsView, t: ViewTexts, allRows: boolean): { rows: readonly RowText[]; toggle: ElementData | null } {
  const { first, last } = keyRows(view.rows);
  const hidden = view.rows.length - (last - first + 1);
  if (!view.rising || view.rows.length <= LONG_CLOCK || hidden === 0) return { rows: t.rows, toggle: null };
  const toggle = h(
    'button',
    { type: 'button', id: 'all-rows', 'aria-expanded': String(allRows), 'aria-controls': `view-${view.id}-rows` },
    [allRows ? `Show the ${view.steps} that matter` : `Show all ${view.rows.length} ${view.steps} (${hidden} more)`],
  );
  return { rows: allRows ? t.rows : t.rows.slice(first, last + 1), toggle };
}

/**
 * Show exact fractions, where the view has any folded (or shown that would
 * fold): it names how many. Always drawn, hidden where nothing folds, so a
 * change of pool that starts or stops folding keeps the view's elements
 * (dom.ts's patch replaces a part whose children change in number).
 */
function fractionsToggle(view: OddsView, lines: ReadonlyArray<{ readonly fraction: string }>, exact: boolean): ElementData {
  const long = lines.filter((l) => folds(l.fraction)).length;
  const text = exact ? 'Fold the long fractions' : `Show exact fractions (${long} folded)`;
  const attributes = { type: 'button', id: 'exact-fractions', 'aria-pressed': String(exact), 'aria-controls': `view-${view.id}` };
  return h('button', { ...attributes, ...(long === 0 ? { hidden: '' } : {}) }, [text]);
}

/** The chart of the view: its caption, its markup (chart.ts's own, its labels escaped there) and its legend, if any. */
function chartFigure(chart: ChartView): ElementData {
  const legend = chart.legend.map((b) => h('li', {}, [h('span', { class: 'swatch', style: paintStyle(b.colour) }), b.label]));
  return h('figure', { class: 'figure' }, [
    h('figcaption', { class: 'secondary' }, [chart.caption]),
    { markup: chart.markup },
    ...(legend.length > 0 ? [h('ul', { class: 'legend', 'aria-hidden': 'true' }, legend)] : []),
  ]);
}

/**
 * The roll and its headline (the registry's pick of the view: an action's
 * At least Partial and Clean or better, a clock's mean rolls), each figure
 * as its percent or decimal; no fractions, and the rest left to the page.
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
 * The view of a roll (views.ts's rollView) with its chart (rollChart): its
 * heading, its rows with a bar each, the button for a long clock's other
 * rows, its means and totals, Show exact fractions, the chart and the
 * decision sections. One text per figure (long clocks: hundreds of
 * digits), for the page and the headline alike.
 */
export function renderView(view: OddsView, chart: ChartView, showing: Showing): RenderedView {
  const t: ViewTexts = {
    rows: view.rows.map(rowText),
    totals: view.totals.map(rowText),
    means: view.means.map((m) => meanText(m.label, m.value, m.unit)),
  };
  const exact = showing.exactFractions;
  const { rows, toggle } = shownRows(view, t, showing.allRows);
  const titleId = `view-${view.id}-title`;
  const means = t.means.map((m) => lineElement(m.label, m.fraction, m.decimal, exact));
  const totals = [
    ...(view.meansHeading === undefined ? means : []),
    ...t.totals.map((r) => lineElement(r.label, r.fraction, r.percent, exact)),
  ];
  // Means with a heading of their own (a threat roll's stress to resist): after the chart, as a section of their own.
  const meansId = `view-${view.id}-means-title`;
  const meansSection =
    view.meansHeading === undefined
      ? []
      : [h('h3', { id: meansId }, [view.meansHeading]), h('ul', { class: 'means', 'aria-labelledby': meansId }, means)];
  const bar = (r: RowText) => ({ width: r.bar, colour: chart.rowColours[t.rows.indexOf(r)] });
  const element = h('section', { class: 'view', id: `view-${view.id}`, 'aria-labelledby': titleId }, [
    h('h2', { id: titleId }, [view.title, h('span', { class: 'secondary' }, [view.subject])]),
    h(
      'ul',
      { class: 'rows', id: `view-${view.id}-rows`, 'aria-label': `${view.title}, ${view.subject}` },
      rows.map((r) => lineElement(r.label, r.fraction, r.percent, exact, bar(r))),
    ),
    ...view.notes.map((note) => h('p', { class: 'secondary note' }, [note])),
    ...(toggle ? [toggle] : []),
    h('ul', { class: 'totals', 'aria-label': 'Totals' }, totals),
    fractionsToggle(view, [...rows, ...t.totals, ...t.means], exact),
    chartFigure(chart),
    ...meansSection,
    ...view.sections.map((s) => sectionElement(s, exact)),
  ]);
  return { element, headline: headline(view, t) };
}

/**
 * The roll-type navigation: one radio group (one choice among every roll
 * type, so the arrow keys step through all of them, family after family,
 * and Tab leaves it), drawn as a labelled group per family, its heading
 * visible (src/rolls/families.ts; a family with no roll type is not
 * drawn); `roll`'s radio checked.
 */
export const switchElements = (roll: string): ElementData[] =>
  ROLL_FAMILIES.map((family) =>
    h('fieldset', { class: 'family', id: `family-${family.id}` }, [
      h('legend', {}, [family.name]),
      h(
        'div',
        { class: 'segments' },
        family.rolls.map((r) =>
          h('label', { class: 'segment', for: `roll-${r}` }, [
            h('input', { type: 'radio', name: 'roll', value: r, id: `roll-${r}`, ...(r === roll ? { checked: '' } : {}) }),
            h('span', {}, [rollName(r)]),
          ]),
        ),
      ),
    ]),
  );
