import { DecisionCell, DecisionSection, DecisionSeries } from '../rolls/decisions';
import { stepChart } from './chart';
import { Child, ElementData, h } from './element';
import { changeText, meanText, percentText } from './format';
import { lineElement } from './line-render';

/** A decision cell: a stress count, a percent (its change from As rolled below it, in words for a screen reader too), a mean with its unit (its fraction the tooltip). */
function cellNodes(cell: DecisionCell): Child[] {
  switch (cell.kind) {
    case 'count':
      return [String(cell.value)];
    case 'chance':
      return cell.change === undefined
        ? [percentText(cell.value)]
        : [percentText(cell.value), h('span', { class: 'change' }, [changeText(cell.change)])];
    case 'mean': {
      // The decimal on show, its exact fraction in the tooltip (as a folded row's).
      const m = meanText('', cell.value, cell.unit);
      return [h('span', { class: 'mean', title: m.fraction }, [m.decimal])];
    }
  }
}

/** A section's options as a table: a row per option, each marker as a word beside its label. */
function optionsTable(section: DecisionSection): ElementData {
  // A data table may scroll sideways in a narrow sidebar (WCAG 1.4.10's exception), in a region of its own, keyboard-scrollable,
  // named apart from its section (axe's landmark-unique): the section is "What a bonus die buys", the region its table.
  return h('div', { class: 'table-scroll', role: 'region', tabindex: '0', 'aria-label': `${section.title}: the table` }, [
    h('table', { class: 'options', id: `section-${section.id}-table` }, [
      h('thead', {}, [h('tr', {}, [h('th', { scope: 'col' }, ['Option']), ...section.columns.map((c) => h('th', { scope: 'col' }, [c]))])]),
      h(
        'tbody',
        {},
        section.options.map((o) =>
          h('tr', o.marker ? { class: 'marked', 'data-marker': o.marker } : {}, [
            h('th', { scope: 'row' }, [o.label, ...(o.marker ? [' ', h('strong', { class: 'marker' }, [o.marker])] : [])]),
            ...o.cells.map((c) => h('td', {}, cellNodes(c))),
          ]),
        ),
      ),
    ]),
  ]);
}

/** Each series' chart, drawn once: the views keep their sections per choice (views.ts), so a pool shown again draws none. */
const seriesCharts = new WeakMap<DecisionSection, string>();

function seriesChart(section: DecisionSection, series: DecisionSeries): string {
  let markup = seriesCharts.get(section);
  if (markup === undefined) {
    const { rows, colour } = series;
    const [first, last] = [rows[0], rows[rows.length - 1]];
    const name = `Chart: ${section.title}, ${first.label.toLowerCase()} ${percentText(first.fraction)} to ${last.label.toLowerCase()} ${percentText(last.fraction)}.`;
    seriesCharts.set(section, (markup = stepChart(rows, colour, name)));
  }
  return markup;
}

/**
 * A registry decision section (src/rolls/decisions.ts), whatever its
 * question: its title and note, a table of its options with each marker
 * as a word beside the label, then its series as a chart and its means
 * (their long fractions folded unless `exact`), then its insert button.
 */
export function sectionElement(section: DecisionSection, exact: boolean): ElementData {
  const titleId = `section-${section.id}-title`;
  const parts: ElementData[] = [h('h3', { id: titleId }, [section.title]), h('p', { class: 'secondary note' }, [section.note])];
  if (section.options.length > 0) parts.push(optionsTable(section));
  if (section.series) {
    const figure = [h('figcaption', { class: 'secondary' }, [section.series.caption]), { markup: seriesChart(section, section.series) }];
    parts.push(h('figure', { class: 'figure' }, figure));
  }
  if (section.means.length > 0) {
    const means = section.means.map((m) => {
      const t = meanText(m.label, m.value, m.unit);
      return lineElement(t.label, t.fraction, t.decimal, exact);
    });
    parts.push(h('ul', { class: 'decision-means', 'aria-label': `${section.title}: means` }, means));
  }
  if (section.insert) {
    parts.push(h('button', { type: 'button', class: 'section-insert', 'data-section': section.insert.section }, [section.insert.label]));
  }
  return h('section', { class: 'decision', id: `section-${section.id}`, 'aria-labelledby': titleId }, parts);
}
