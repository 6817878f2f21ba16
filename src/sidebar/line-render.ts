import { paintStyle } from './chart';
import { Child, ElementData, h } from './element';

/**
 * One line of figures, as every list of the sidebar shows it: a label, its
 * exact fraction, and its figure (a percent, or a mean's decimal), with a
 * bar in its band's colour under a view's rows.
 */

/** Characters of a fraction that fit beside a row's label and percent at 300 px. */
const LONG_FRACTION = 16;
/** Past this, a fraction (a 20-dice clock's run to hundreds of digits) is clipped to one line, whole in its tooltip and when copied. */
const READABLE_FRACTION = 40;

/**
 * Past this, a fraction folds away behind its percent (#20): the rows stay
 * readable, and Show exact fractions brings every folded one back, on its
 * own line (and whole when copied). Folded, it stays in the page but
 * hidden, so a screen reader hears the percent alone, and its percent's
 * tooltip holds it; in its place a mark ("…", FOLD_MARK) holds it in its
 * tooltip too, so a folded row leaves no hole among its neighbours'
 * fractions. Decision: 12 characters, so every action pool up to 6
 * dice shows whole (its longest, `31031/46656`) and 7 dice's
 * `201811/279936` folds.
 */
export const FOLDED_FRACTION = 12;

/** What a folded fraction shows in its place: its tooltip holds the fraction. */
export const FOLD_MARK = '…';

export const folds = (fraction: string): boolean => fraction.length > FOLDED_FRACTION;

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
function fractionNodes(fraction: string): Child[] {
  const slash = fraction.indexOf('/');
  if (slash < 0 || fraction.length > READABLE_FRACTION) return [fraction];
  return [fraction.slice(0, slash + 1), h('wbr'), fraction.slice(slash + 1)];
}

/** A bar under a line: its width (a CSS percent) and its band's colour. */
export interface Bar {
  readonly width: string;
  readonly colour: string;
}

/**
 * One line of a list: label, exact fraction, and the figure; a bar if
 * given. A fraction too long for the gap between label and figure folds
 * unless `exact` (Show exact fractions), and then gets a line of its own.
 */
export function lineElement(label: string, fraction: string, figure: string, exact: boolean, bar?: Bar): ElementData {
  const folded = folds(fraction) && !exact;
  const line = h('div', { class: 'line' }, [
    h('span', { class: 'label' }, [label]),
    h('span', { class: fractionClass(fraction), title: fraction, ...(folded ? { hidden: '' } : {}) }, fractionNodes(fraction)),
    // Where the fraction folds, a mark in its place, the fraction in its tooltip: no hole among the neighbours' fractions.
    ...(folded ? [h('span', { class: 'fold-mark', title: fraction, 'aria-hidden': 'true' }, [FOLD_MARK])] : []),
    h('span', { class: 'pct', ...(folded ? { title: fraction } : {}) }, [figure]),
  ]);
  const parts: ElementData[] = [line];
  if (bar !== undefined) {
    const fill = h('div', { class: 'fill', style: `${paintStyle(bar.colour)};width:${bar.width}` });
    parts.push(h('div', { class: 'bar', 'aria-hidden': 'true' }, [fill]));
  }
  return h('li', { class: 'row', 'data-label': label }, parts);
}
