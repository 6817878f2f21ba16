import { join } from 'node:path';
import { PUBLIC_SOURCES, publicSource } from '../../src/rolls/sources';
import { BANDS_HELP, DICE_HELP, HelpTerm, INSERT_HELP, ROLL_HELP, ZERO_DICE_HELP } from '../../src/rolls/help';
import { ROLL_SPECS } from '../../src/rolls/registry';
import { ENTANGLEMENTS } from '../../src/rolls/rows';
import { SIDEBAR_FIELDS, shownName } from '../../src/rolls/fields';
import { ROLL_FIELDS, ROLL_TYPES } from '../../src/rolls/roll-types';
import { EXAMPLE_CHOICES } from '../support/example-choices';
import { anchorsOf } from '../support/markdown-anchors';

/**
 * The sidebar's help (src/rolls/help.ts, each roll type's in its registry
 * entry): every roll type and every field has a term, every term says
 * something, and every source it cites is a heading that exists. That the
 * help names every field the sidebar actually shows, view by view, is
 * test/browser/help.test.ts.
 */

const root = join(__dirname, '../..');
const allTerms: HelpTerm[] = [...ROLL_TYPES.flatMap((r) => ROLL_HELP[r]), ...INSERT_HELP];
const termsOf = (roll: (typeof ROLL_TYPES)[number]) => ROLL_HELP[roll].map((t) => t.term);

describe('the help, roll type by roll type', () => {
  test.each(ROLL_TYPES)('%s has help: terms with text, no term twice', (roll) => {
    const help = ROLL_HELP[roll];
    expect(help.length).toBeGreaterThan(0);
    expect(new Set(termsOf(roll)).size).toBe(help.length);
    for (const t of help) {
      expect(t.term.trim()).not.toBe('');
      expect(t.text.length).toBeGreaterThan(20);
    }
  });

  // The fields each roll type shows (src/rolls/fields.ts, ROLL_FIELDS), by the names the sidebar gives them.
  const FIELDS = Object.fromEntries(
    ROLL_TYPES.map((r) => [r, SIDEBAR_FIELDS.filter((name) => (ROLL_FIELDS[r] as readonly string[]).includes(name)).map(shownName)]),
  ) as Record<(typeof ROLL_TYPES)[number], string[]>;
  test('the fields are those the sidebar shows, by their names', () => {
    expect(FIELDS.resistance).toEqual(['Dice', 'Stress marked', 'Track']);
    expect(FIELDS.group).toEqual(['Participants', 'Synchronized']);
    expect(FIELDS.progress).toEqual(['Dice', 'Segments', 'Effect']);
  });
  test.each(ROLL_TYPES)('every field %s shows has a term', (roll) => {
    expect(termsOf(roll)).toEqual(expect.arrayContaining(FIELDS[roll]));
  });

  test('the terms on screen for every roll type: the group, the leader, trauma, overindulging, the stress cleared, coin', () => {
    expect(termsOf('group')).toEqual(expect.arrayContaining(['Group action', 'Synchronized', 'Leader takes 0, 1, … stress']));
    expect(termsOf('resistance')).toEqual(expect.arrayContaining(['Stress cost', 'Trauma', 'Track']));
    expect(termsOf('vice')).toEqual(expect.arrayContaining(['Overindulging', 'Cleared of m marked']));
    expect(termsOf('clock')).toEqual(expect.arrayContaining(['Full by roll 1, 2, …', 'Coin per roll']));
    expect(termsOf('progress')).toEqual(
      expect.arrayContaining(['Progress clock', 'Effect', 'Push for +1d, Push for +1 effect, Push for both']),
    );
    expect(termsOf('threat')).toEqual(expect.arrayContaining(['Edge', 'Zero rating', 'Push yourself', 'Avoided, reduced, full']));
    expect(termsOf('engagement')).toEqual(expect.arrayContaining(['Engagement roll', 'Advantages', 'Drawbacks', 'Zero dice']));
  });

  // Every label a view lists (its rows, totals and means, its decision sections' options and means), its numbers as #, and the term of its roll type's help that explains it.
  const EXPLAINED: Record<string, string> = {
    Bad: 'Bad, Partial, Clean, Critical',
    Partial: 'Bad, Partial, Clean, Critical',
    Clean: 'Bad, Partial, Clean, Critical',
    Critical: 'Bad, Partial, Clean, Critical',
    'At least Partial': 'At least Partial, Clean or better',
    'Clean or better': 'At least Partial, Clean or better',
    '−# stress (critical)': 'Stress cost',
    '# stress': 'Stress cost',
    'Mean cost': 'Stress cost',
    'Trauma (# of # stress marked)': 'Trauma',
    'Clear # stress': 'Clear 1 … 6 stress',
    'Mean cleared': 'Clear 1 … 6 stress',
    'Cleared of # marked': 'Cleared of m marked',
    'Overindulging (# stress marked)': 'Overindulging',
    'Full by roll #': 'Full by roll 1, 2, …',
    'Mean to fill': 'Full by roll 1, 2, …',
    'Leader takes # stress': 'Leader takes 0, 1, … stress',
    'Leader’s mean stress': 'Leader takes 0, 1, … stress',
    'As rolled': 'What a bonus die buys',
    Assist: 'Assist',
    "Devil's bargain": 'Devil’s bargain',
    Push: 'Push',
    "Assist + Devil's bargain": 'What a bonus die buys',
    'Assist + push': 'What a bonus die buys',
    'Mean rolls to trauma': 'Mean rolls to trauma',
    'Push for +#d': 'Push for +1d, Push for +1 effect, Push for both',
    'Push for +# effect': 'Push for +1d, Push for +1 effect, Push for both',
    'Push for both': 'Push for +1d, Push for +1 effect, Push for both',
    'All avoided': 'All avoided, None full',
    'None full': 'All avoided, None full',
    Edge: 'Edge',
    'Threat # avoided': 'Avoided, reduced, full',
    'Threat # reduced': 'Avoided, reduced, full',
    'Threat # full': 'Avoided, reduced, full',
    'Push yourself (Deep Cuts)': 'Push yourself',
    'Resistance (core)': 'Push yourself',
    Desperate: 'Desperate, Risky, Controlled, Past the first obstacle',
    Risky: 'Desperate, Risky, Controlled, Past the first obstacle',
    Controlled: 'Desperate, Risky, Controlled, Past the first obstacle',
    'Past the first obstacle': 'Desperate, Risky, Controlled, Past the first obstacle',
    'Wanted level #': 'Wanted level 0 … 4',
    ...Object.fromEntries(ENTANGLEMENTS.flat().map((name) => [name, 'Entanglements'])),
    'With # coin': 'With at most 0, 1, 2, … coin',
    'With at most # coin': 'With at most 0, 1, 2, … coin',
    'Mean coin': 'Mean coin',
    Ahead: 'Ahead, Level, Behind',
    Level: 'Ahead, Level, Behind',
    Behind: 'Ahead, Level, Behind',
  };
  test.each(ROLL_TYPES)('every label the %s view lists is explained by a term of its own help', (roll) => {
    const choice = EXAMPLE_CHOICES[roll] as never;
    const spec = ROLL_SPECS[roll];
    const decided = (spec.sections?.(choice) ?? []).flatMap((x) => [...x.options, ...x.means]);
    const labels = [...spec.rows(choice), ...(spec.totals?.(choice) ?? []), ...(spec.means?.(choice) ?? []), ...decided].map((r) =>
      r.label.replace(/\d+/g, '#'),
    );
    const unexplained = labels.filter((l) => !termsOf(roll).includes(EXPLAINED[l]));
    expect(unexplained).toEqual([]);
  });

  test('a shared term is one object, written once: the pool, zero dice, the bands', () => {
    for (const roll of ['action', 'resistance', 'vice', 'clock', 'progress'] as const) expect(ROLL_HELP[roll]).toContain(DICE_HELP);
    for (const roll of ROLL_TYPES) expect(ROLL_HELP[roll]).toContain(ZERO_DICE_HELP);
    for (const roll of ['action', 'group'] as const) expect(ROLL_HELP[roll]).toContain(BANDS_HELP);
  });

  test('every source cited has its public source: an SRD page at bladesinthedark.com, or Deep Cuts by name', () => {
    for (const t of allTerms) expect(Object.keys(PUBLIC_SOURCES)).toContain(t.source);
    for (const { name, href } of Object.values(PUBLIC_SOURCES)) {
      if (href !== undefined) {
        expect(name).toMatch(/^SRD: /);
        expect(href).toMatch(/^https:\/\/bladesinthedark\.com\/[a-z-]+$/);
      } else expect(name).toMatch(/^Deep Cuts |^This add-on/);
    }
    // The rules of Deep Cuts (docs/rules.md#threat-roll and its subsections) have no SRD page.
    expect(publicSource('docs/rules.md#threat-roll')).toEqual({ name: 'Deep Cuts (the Blades in the Dark expansion)' });
    expect(publicSource('docs/rules.md#group-action').href).toBe('https://bladesinthedark.com/teamwork');
  });

  test('every source cited is a heading of docs/rules.md (or docs/sidebar.md) that exists', () => {
    const missing = allTerms
      .map((t) => t.source)
      .filter((source) => {
        const [file, anchor] = source.split('#');
        return !anchorsOf(join(root, file)).has(anchor);
      });
    expect(missing).toEqual([]);
  });
});
