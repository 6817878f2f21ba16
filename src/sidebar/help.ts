import { INSERT_HELP, HelpSource, HelpTerm, ROLL_HELP } from '../rolls/help';
import { publicSource } from '../rolls/sources';
import { ROLL_SPECS } from '../rolls/registry';
import { NAVIGATION_ORDER } from '../rolls/families';
import { RollType } from '../rolls/roll-types';
import { el } from './dom';

/**
 * *What do these mean?*: each roll type's help (src/rolls/help.ts), one
 * section per roll type, the one on show first, then the others in the
 * navigation's order (src/rolls/families.ts), then the inserts' modes. A term several roll types
 * share (Dice, zero dice, the bands) is listed once, in the first section
 * that has it. Each term's source is its public page (src/rolls/sources.ts),
 * a link opened in a new tab ("Source: SRD: Stress and Trauma"), or named
 * where there is none (Deep Cuts): the sidebar itself requests nothing.
 */

/** The help's sections for `roll` on show: a heading and its terms, no term twice. */
export function helpSections(roll: RollType): Array<{ readonly heading: string; readonly terms: readonly HelpTerm[] }> {
  const seen = new Set<HelpTerm>();
  const fresh = (terms: readonly HelpTerm[]) =>
    terms.filter((t) => {
      const first = !seen.has(t);
      seen.add(t);
      return first;
    });
  const order = [roll, ...NAVIGATION_ORDER.filter((r) => r !== roll)];
  return [
    ...order.map((r) => ({ heading: ROLL_SPECS[r].name, terms: fresh(ROLL_HELP[r]) })),
    { heading: 'Inserts', terms: fresh(INSERT_HELP) },
  ].filter((s) => s.terms.length > 0);
}

/** A term's source: its public page as a link that opens a new tab (and says so to a screen reader), or its name where it has none. */
function sourceNode(source: HelpSource): Node | string {
  const { name, href } = publicSource(source);
  if (href === undefined) return name;
  return el('a', { href, target: '_blank', rel: 'noopener' }, [name, el('span', { class: 'visually-hidden' }, [' (opens in a new tab)'])]);
}

let shown: RollType | null = null;
let wanted: RollType | null = null;
const waiting = new WeakSet<HTMLElement>();

/**
 * Fills `host` with the help for `roll` on show, once the help is open: a
 * closed help (its <details>) is built when it is opened, so neither load nor
 * a change of roll type builds what nobody reads. Nothing to do when that roll's help is already there.
 */
export function showHelp(host: HTMLElement, roll: RollType): void {
  wanted = roll;
  const details = host.closest('details');
  if (details && !details.open) {
    if (!waiting.has(host)) {
      waiting.add(host);
      details.addEventListener('toggle', () => {
        if (details.open && wanted !== null) fillHelp(host, wanted);
      });
    }
    return;
  }
  fillHelp(host, roll);
}

function fillHelp(host: HTMLElement, roll: RollType): void {
  if (shown === roll) return;
  shown = roll;
  host.replaceChildren(
    ...helpSections(roll).map((section) =>
      el('section', { class: 'help-roll', 'data-roll': section.heading }, [
        el('h3', {}, [section.heading]),
        el(
          'dl',
          {},
          section.terms.flatMap((t) => [
            el('dt', {}, [t.term]),
            el('dd', {}, [t.text, ' ', el('span', { class: 'secondary source' }, ['Source: ', sourceNode(t.source)])]),
          ]),
        ),
      ]),
    ),
  );
}
