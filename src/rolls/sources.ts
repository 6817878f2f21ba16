import { HelpSource } from './help';

/**
 * Where a user can read each rule the help cites: the public page of the
 * Blades in the Dark System Reference Document (SRD, bladesinthedark.com)
 * that holds it, or, for Deep Cuts, which has no SRD, the book by name;
 * for what is the add-on's own (docs/sidebar.md), this add-on. One entry
 * per heading the help cites (src/rolls/help.ts), keyed by that heading
 * (docs/rules.md#trauma): test/rolls/help.test.ts holds every cited heading
 * to one. The sidebar opens a link in a new tab and fetches nothing itself.
 *
 * Every link is written whole, as `href: 'https://…'`: the build's
 * self-contained check (scripts/build.cjs) allows another host only as an
 * anchor's href, in the page or in such a literal.
 */
export interface PublicSource {
  /** What the help shows: "SRD: Action Roll", "Deep Cuts". */
  readonly name: string;
  /** The page, opened in a new tab; none where there is no public page (Deep Cuts, the add-on's own choices). */
  readonly href?: string;
}

const SRD = {
  coreSystem: { name: 'SRD: The Core System', href: 'https://bladesinthedark.com/core-system' },
  actionRoll: { name: 'SRD: Action Roll', href: 'https://bladesinthedark.com/action-roll' },
  resistance: { name: 'SRD: Resistance and Armor', href: 'https://bladesinthedark.com/resistance-armor' },
  stress: { name: 'SRD: Stress and Trauma', href: 'https://bladesinthedark.com/stress-trauma' },
  teamwork: { name: 'SRD: Teamwork', href: 'https://bladesinthedark.com/teamwork' },
  downtime: { name: 'SRD: Downtime Activities', href: 'https://bladesinthedark.com/downtime-activities' },
  clocks: { name: 'SRD: Progress Clocks', href: 'https://bladesinthedark.com/progress-clocks' },
  engagement: { name: 'SRD: Planning and Engagement', href: 'https://bladesinthedark.com/planning-engagement' },
  downtimePhases: { name: 'SRD: Downtime', href: 'https://bladesinthedark.com/downtime' },
  crafting: { name: 'SRD: Crafting', href: 'https://bladesinthedark.com/crafting' },
} as const satisfies Record<string, PublicSource>;

/** Deep Cuts, the Blades in the Dark expansion by John Harper: no public rules page. */
const DEEP_CUTS: PublicSource = { name: 'Deep Cuts (the Blades in the Dark expansion)' };

/** What the add-on itself decides (how it writes an insert): no rule of the game. */
const THIS_ADDON: PublicSource = { name: 'This add-on’s own choice' };

/** Each cited heading's public source. */
export const PUBLIC_SOURCES: Readonly<Record<string, PublicSource>> = {
  'docs/rules.md#every-roll': SRD.coreSystem,
  'docs/rules.md#zero-dice': SRD.actionRoll,
  'docs/rules.md#action-roll-bands': SRD.actionRoll,
  'docs/rules.md#bonus-dice': SRD.actionRoll,
  'docs/rules.md#best-gain-per-stress': SRD.stress,
  'docs/rules.md#resistance-cost': SRD.resistance,
  'docs/rules.md#trauma': SRD.stress,
  'docs/rules.md#the-trauma-walk': SRD.stress,
  'docs/rules.md#indulging-a-vice': SRD.downtime,
  'docs/rules.md#overindulging': SRD.downtime,
  'docs/rules.md#stress-actually-cleared': SRD.downtime,
  'docs/rules.md#downtime-clocks': SRD.downtime,
  'docs/rules.md#coin-on-downtime-rolls': SRD.downtime,
  'docs/rules.md#progress-clocks': SRD.clocks,
  'docs/rules.md#effect-on-a-progress-clock': SRD.clocks,
  'docs/rules.md#pushing-for-dice-or-for-effect': SRD.stress,
  'docs/rules.md#group-action': SRD.teamwork,
  'docs/rules.md#synchronized': SRD.teamwork,
  'docs/rules.md#leader-stress': SRD.teamwork,
  'docs/rules.md#threat-roll': DEEP_CUTS,
  'docs/rules.md#severity-order': DEEP_CUTS,
  'docs/rules.md#threat-position': DEEP_CUTS,
  'docs/rules.md#edge': DEEP_CUTS,
  'docs/rules.md#zero-rating': DEEP_CUTS,
  'docs/rules.md#push-yourself': DEEP_CUTS,
  'docs/rules.md#acquire-asset': SRD.downtime,
  'docs/rules.md#crafting': SRD.crafting,
  'docs/rules.md#opposed-fortune-rolls': SRD.coreSystem,
  'docs/sidebar.md#what-the-inserts-write': THIS_ADDON,
  'docs/rules.md#engagement-roll': SRD.engagement,
  'docs/rules.md#heat-and-wanted-level': SRD.downtimePhases,
  'docs/rules.md#entanglements': SRD.downtimePhases,
};

/** A cited heading's public source; one not listed (a new term's) is named as the add-on's own, and fails test/rolls/help.test.ts. */
export const publicSource = (source: HelpSource): PublicSource => PUBLIC_SOURCES[source] ?? THIS_ADDON;
