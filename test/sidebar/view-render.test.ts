import { ROLL_SPECS, rollSpec } from '../../src/rolls/registry';
import { FAMILIES, NAVIGATION_ORDER, ROLL_FAMILY } from '../../src/rolls/families';
import { ROLL_TYPES, RollChoice } from '../../src/rolls/roll-types';
import { ElementData } from '../../src/sidebar/element';
import { meanText, percentText } from '../../src/sidebar/format';
import { FOLDED_FRACTION } from '../../src/sidebar/line-render';
import { LONG_CLOCK, Showing, renderView, switchElements } from '../../src/sidebar/view-render';
import { keyRows, rollChart, rollView } from '../../src/sidebar/views';
import { EXAMPLE_CHOICES } from '../support/example-choices';
import { all, childElements, one, shownText, spokenText, text } from '../support/elements';

/**
 * The sidebar's view as its render module draws it (src/sidebar/view-render.ts),
 * without a browser: for every roll type, the heading, the rows and their
 * labels, the ARIA names that tie them together, the toggles, the chart's
 * figure, the decision sections, and what a change reads out. The browser
 * suite (test/browser/sidebar.test.ts and others) holds the same page,
 * patched into Sidebar.html, to what Chromium shows.
 */

const SHOWN: Showing = { allRows: false, exactFractions: false };
const draw = (choice: RollChoice, showing = SHOWN) => renderView(rollView(choice), rollChart(choice), showing);

/** A list's lines as a user reads them: label, then the figure on show (the percent, or a mean's decimal). */
const lines = (list: ElementData) =>
  childElements(list).map((li) => ({ label: text(one(li, 'span.label')), figure: text(one(li, 'span.pct')) }));

describe.each(ROLL_TYPES.map((roll) => [ROLL_SPECS[roll].name, EXAMPLE_CHOICES[roll]] as const))('%s', (_, choice) => {
  const { element, headline } = draw(choice);
  const entry = rollSpec(choice);
  const title = entry.title(choice);
  const subject = entry.subject(choice);

  test('a section named by its heading: the title, then the subject in a quieter span', () => {
    expect(element.tag).toBe('section');
    expect(element.attrs.id).toBe(`view-${choice.roll}`);
    const heading = one(element, 'h2');
    expect(element.attrs['aria-labelledby']).toBe(heading.attrs.id);
    expect(text(heading)).toBe(`${title}${subject}`);
    expect(text(one(heading, 'span.secondary'))).toBe(subject);
  });

  test('the rows: the registry’s labels in its order, each percent, a bar each hidden from a screen reader, the list named by title and subject', () => {
    const rows = one(element, 'ul.rows');
    expect(rows.attrs['aria-label']).toBe(`${title}, ${subject}`);
    const all_ = entry.rows(choice);
    const { first, last } = keyRows(all_);
    const expected = all_.length > LONG_CLOCK && !(entry.partition || entry.grouped) ? all_.slice(first, last + 1) : all_;
    expect(lines(rows)).toEqual(expected.map((r) => ({ label: r.label, figure: percentText(r.fraction) })));
    for (const li of childElements(rows)) {
      expect(li.attrs['data-label']).toBe(text(one(li, 'span.label')));
      expect(one(li, 'div.bar').attrs['aria-hidden']).toBe('true');
    }
  });

  test('the means then the totals, in a list named Totals, without bars; means with a heading of their own in their own list after the chart', () => {
    const totals = one(element, 'ul.totals');
    expect(totals.attrs['aria-label']).toBe('Totals');
    const means = (entry.means?.(choice) ?? []).map((m) => ({ label: m.label, figure: meanText(m.label, m.value, m.unit).decimal }));
    const headed = entry.meansHeading !== undefined;
    expect(lines(totals)).toEqual([
      ...(headed ? [] : means),
      ...(entry.totals?.(choice) ?? []).map((r) => ({ label: r.label, figure: percentText(r.fraction) })),
    ]);
    expect(all(totals, 'div.bar')).toEqual([]);
    const list = all(element, 'ul.means');
    expect(list.map(lines)).toEqual(headed ? [means] : []);
    if (!headed) return;
    // Named by its heading, which follows the chart.
    const heading = one(element, `h3#${list[0].attrs['aria-labelledby']}`);
    expect(text(heading)).toBe(entry.meansHeading);
    const order = childElements(element).map((c) => c.tag);
    expect(order.indexOf('h3')).toBe(order.indexOf('figure') + 1);
  });

  test('the chart: its caption, its markup as chart.ts drew it, its legend hidden from a screen reader (the chart is named)', () => {
    const chart = rollChart(choice);
    const figure = all(element, 'figure')[0];
    expect(text(one(figure, 'figcaption'))).toBe(chart.caption);
    expect(figure.children).toContainEqual({ markup: chart.markup });
    const legend = all(figure, 'ul.legend');
    expect(legend.map((l) => l.attrs['aria-hidden'])).toEqual(chart.legend.length > 0 ? ['true'] : []);
    expect(legend.flatMap((l) => childElements(l).map(text))).toEqual(chart.legend.map((b) => b.label));
  });

  test('each decision section the registry gives, after the chart: named by its heading, its options a table with row and column headers', () => {
    const sections = entry.sections?.(choice) ?? [];
    const drawn = all(element, 'section.decision');
    expect(drawn.map((s) => text(one(s, 'h3')))).toEqual(sections.map((s) => s.title));
    sections.forEach((section, i) => {
      const s = drawn[i];
      expect(s.attrs['aria-labelledby']).toBe(one(s, 'h3').attrs.id);
      expect(text(one(s, 'p.note'))).toBe(section.note);
      if (section.options.length === 0) return expect(all(s, 'table')).toEqual([]);
      const region = one(s, 'div.table-scroll');
      // Scrolls sideways by keyboard, in a region named after the section's heading, apart from the section (landmark-unique).
      expect(region.attrs).toMatchObject({ role: 'region', tabindex: '0', 'aria-label': `${section.title}: the table` });
      expect(region.attrs['aria-labelledby']).toBeUndefined();
      expect(all(one(s, 'thead'), 'th').map((th) => [text(th), th.attrs.scope])).toEqual(
        ['Option', ...section.columns].map((c) => [c, 'col']),
      );
      const rowHeads = all(one(s, 'tbody'), 'tr').map((tr) => childElements(tr)[0]);
      expect(rowHeads.map((th) => [text(th), th.attrs.scope])).toEqual(
        section.options.map((o) => [o.marker ? `${o.label} ${o.marker}` : o.label, 'row']),
      );
      expect(all(s, 'button.section-insert').map(text)).toEqual(section.insert ? [section.insert.label] : []);
    });
  });

  test('what a change reads out: the title, then the registry’s headline parts as percents and decimals, never a fraction', () => {
    expect(headline.startsWith(`${title}: `)).toBe(true);
    expect(headline.endsWith('.')).toBe(true);
    const texts = { rows: entry.rows(choice), totals: entry.totals?.(choice) ?? [] };
    for (const part of entry.headline) {
      if (part === 'rows' || part === 'totals')
        for (const r of texts[part]) expect(headline).toContain(`${r.label} ${percentText(r.fraction)}`);
      if (part === 'means')
        for (const m of entry.means?.(choice) ?? []) expect(headline).toContain(`${m.label} ${meanText(m.label, m.value, m.unit).decimal}`);
      // A marked option in a few words: "Push for +1 effect is better".
      if (part === 'markers')
        for (const o of (entry.sections?.(choice) ?? []).flatMap((x) => x.options))
          if (o.marker !== null) expect(headline).toContain(`${o.label} is ${o.marker.toLowerCase()}`);
    }
    expect(headline).not.toMatch(/\d\/\d/);
  });
});

describe('the roll-type navigation', () => {
  test.each(ROLL_TYPES)(
    'on %s: a group per family, named by its visible legend, a labelled radio per roll type, that one checked',
    (roll) => {
      const families = switchElements(roll);
      // Every family that has a roll type, in FAMILIES' order, none empty; each roll type under the family it declares.
      expect(families.map((f) => text(one(f, 'legend')))).toEqual(
        FAMILIES.filter((f) => ROLL_TYPES.some((r) => ROLL_FAMILY[r] === f.id)).map((f) => f.name),
      );
      for (const family of families) {
        expect(family.tag).toBe('fieldset');
        expect(childElements(family)[0].tag).toBe('legend');
        const id = FAMILIES.find((f) => f.name === text(one(family, 'legend')))!.id;
        expect(all(family, 'input').map((i) => i.attrs.value)).toEqual(ROLL_TYPES.filter((r) => ROLL_FAMILY[r] === id));
      }
      const segments = families.flatMap((f) => all(f, 'label'));
      // Each roll type once, named as the registry names it, family by family.
      expect(segments.map((s) => one(s, 'input').attrs.value).sort()).toEqual([...ROLL_TYPES].sort());
      expect(segments.map(text)).toEqual(NAVIGATION_ORDER.map((r) => ROLL_SPECS[r].name));
      for (const segment of segments) {
        const radio = one(segment, 'input');
        // One radio group across the families: one choice, the arrow keys step through every roll type.
        expect(radio.attrs).toMatchObject({ type: 'radio', name: 'roll' });
        // The label is for its radio: clicking the word picks it, and the radio is named by it.
        expect(segment.attrs.for).toBe(radio.attrs.id);
      }
      expect(segments.filter((s) => 'checked' in one(s, 'input').attrs).map((s) => one(s, 'input').attrs.value)).toEqual([roll]);
    },
  );
});

describe('an action roll of 2 dice, as a user reads it', () => {
  const { element, headline } = draw({ roll: 'action', dice: 2 });

  test('every band with its exact fraction and percent, each fraction breakable after its slash', () => {
    expect(childElements(one(element, 'ul.rows')).map(shownText)).toEqual([
      'Bad1/425.0%',
      'Partial4/944.4%',
      'Clean5/1827.8%',
      'Critical1/362.8%',
    ]);
    expect(one(all(element, 'li.row')[1], 'span.frac').children[1]).toEqual({ tag: 'wbr', attrs: {}, children: [] });
  });

  test('reads out its two headline chances', () => {
    expect(headline).toBe('Action roll: At least Partial 75.0%, Clean or better 30.6%.');
  });

  test('no fraction folds, so Show exact fractions is hidden', () => {
    expect(one(element, 'button#exact-fractions').attrs.hidden).toBe('');
  });
});

describe('Show exact fractions', () => {
  const choice: RollChoice = { roll: 'action', dice: 7 };
  const view = rollView(choice);
  // Its rows' and its totals' (the view has no means).
  const long = [...view.rows, ...view.totals].filter((r) => r.fraction.toString().length > FOLDED_FRACTION);

  test('folded: a long fraction is hidden, its percent’s tooltip holds it, and the button counts them', () => {
    expect(view.means).toEqual([]);
    expect(long.length).toBeGreaterThan(0);
    const { element } = draw(choice);
    const button = one(element, 'button#exact-fractions');
    expect(button.attrs).toMatchObject({ 'aria-pressed': 'false', 'aria-controls': 'view-action' });
    expect('hidden' in button.attrs).toBe(false);
    expect(text(button)).toBe(`Show exact fractions (${long.length} folded)`);
    for (const row of long) {
      const [li] = all(element, 'li.row').filter((l) => l.attrs['data-label'] === row.label);
      expect(one(li, 'span.frac').attrs.hidden).toBe('');
      expect(one(li, 'span.fold-mark').attrs).toEqual({ class: 'fold-mark', title: row.fraction.toString(), 'aria-hidden': 'true' });
      expect(text(one(li, 'span.fold-mark'))).toBe('…');
      expect(one(li, 'span.pct').attrs.title).toBe(row.fraction.toString());
      // Heard: the label and the percent alone.
      expect(spokenText(li)).toBe(`${row.label}${percentText(row.fraction)}`);
    }
  });

  test('shown: every fraction on show, and the button folds them again', () => {
    const { element } = draw(choice, { ...SHOWN, exactFractions: true });
    const button = one(element, 'button#exact-fractions');
    expect(button.attrs['aria-pressed']).toBe('true');
    expect(text(button)).toBe('Fold the long fractions');
    expect(all(element, 'span.frac').filter((f) => 'hidden' in f.attrs)).toEqual([]);
    expect(all(element, 'span.fold-mark')).toEqual([]);
  });
});

describe('a long clock’s rows', () => {
  const choice: RollChoice = { roll: 'clock', dice: 1, segments: 20, coin: 0 };
  const rows = rollView(choice).rows;
  const { first, last } = keyRows(rows);

  test('only the rolls that matter, and a button naming how many more there are', () => {
    const { element } = draw(choice);
    expect(all(one(element, 'ul.rows'), 'li').map((li) => li.attrs['data-label'])).toEqual(rows.slice(first, last + 1).map((r) => r.label));
    const button = one(element, 'button#all-rows');
    expect(button.attrs).toMatchObject({ 'aria-expanded': 'false', 'aria-controls': 'view-clock-rows' });
    expect(text(button)).toBe(`Show all ${rows.length} rolls (${rows.length - (last - first + 1)} more)`);
  });

  test('all of them once asked, and the button offers the short list back', () => {
    const { element } = draw(choice, { ...SHOWN, allRows: true });
    expect(all(one(element, 'ul.rows'), 'li')).toHaveLength(rows.length);
    const button = one(element, 'button#all-rows');
    expect(button.attrs['aria-expanded']).toBe('true');
    expect(text(button)).toBe('Show the rolls that matter');
  });

  test(`a clock of ${LONG_CLOCK} segments lists every roll, with no button`, () => {
    const { element } = draw({ roll: 'clock', dice: 1, segments: LONG_CLOCK, coin: 0 });
    expect(all(one(element, 'ul.rows'), 'li')).toHaveLength(LONG_CLOCK);
    expect(all(element, 'button#all-rows')).toEqual([]);
  });
});

describe('a decision section’s marker', () => {
  test('a progress clock names the better push beside its option and in what a change reads out', () => {
    const choice: RollChoice = { roll: 'progress', dice: 2, segments: 8, effect: 'standard' };
    const { element, headline } = draw(choice);
    const marked = all(element, 'tr.marked');
    expect(marked.map((tr) => text(childElements(tr)[0]))).toEqual(['Push for +1 effect Better']);
    expect(marked[0].attrs['data-marker']).toBe('Better');
    expect(headline).toBe('Progress clock of 8 segments, standard effect: Mean to fill ≈ 5.33 rolls, Push for +1 effect is better.');
  });
});

describe('acquiring’s rows: running totals by coin spent, from 0', () => {
  test('Tier +6 at 2 dice: 12 amounts of coin, only those that matter listed, the toggle naming them', () => {
    const choice: RollChoice = { roll: 'acquire', dice: 2, quality: 6, acquireMode: 'acquire' };
    const rows = rollView(choice).rows;
    // docs/rules.md#acquire-asset: at Tier +6 a critical needs 8 coin, a 1–3 needs 11.
    expect(rows.map((r) => r.label)).toEqual(['With 0 coin', ...Array.from({ length: 11 }, (_, k) => `With at most ${k + 1} coin`)]);
    expect(rows.map((r) => String(r.fraction))).toEqual([...new Array(8).fill('0'), '1/36', '11/36', '3/4', '1']);
    const { element } = draw(choice);
    expect(all(one(element, 'ul.rows'), 'li').map((li) => li.attrs['data-label'])).toEqual(rows.slice(8).map((r) => r.label));
    expect(text(one(element, 'button#all-rows'))).toBe('Show all 12 amounts of coin (8 more)');
    expect(text(one(draw(choice, { ...SHOWN, allRows: true }).element, 'button#all-rows'))).toBe('Show the amounts of coin that matter');
  });

  test('its chart: a bar per amount of coin, numbered from 0 under the word “coin”, captioned by the quality', () => {
    const chart = rollChart({ roll: 'acquire', dice: 2, quality: 2, acquireMode: 'craft' });
    expect(chart.caption).toBe('Chance of Tier +2 by coin spent, 2 dice');
    const labels = [...chart.markup.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
    expect(labels.slice(-5)).toEqual(['coin', '0', '1', '2', '3']);
    expect(chart.markup).toContain(
      'aria-label="Chart: Crafting: Tier +2, 2 dice: the chance of reaching Tier +2 with at most 0 to 3 coin, from 2.8% to 100.0%."',
    );
  });

  test('what a change reads out: the mean coin, not the rows', () => {
    expect(draw({ roll: 'acquire', dice: 2, quality: 2, acquireMode: 'acquire' }).headline).toBe(
      'Acquiring an asset: Tier +2: Mean coin ≈ 1.92 coin.',
    );
  });
});
