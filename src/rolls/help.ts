import { SidebarFieldName, shownName } from './fields';
import { TRAUMA_WITHIN_ROLLS, TRAUMA_WITHIN_TITLE } from './decisions';
import { RollType } from './roll-types';
/**
 * The help the sidebar shows under *What do these mean?*: every term a
 * view puts on screen, in a sentence or two of our own words, with the
 * rule it follows. Each roll type's list is its registry entry's `help`
 * (./registry.ts); the terms several roll types share (the pool, zero
 * dice, the bands) are written once here, and the inserts' two modes,
 * which every roll type shows, are INSERT_HELP. A field's term is its name
 * as the sidebar shows it (./fields.ts), its text the roll type's own.
 * Pure words: no DOM.
 */

/**
 * Where a term's rule is written: a heading of docs/rules.md (or of
 * docs/sidebar.md, for what is the add-on's and not the game's), as a
 * path and anchor. The sidebar shows the rule's public source
 * (./sources.ts: an SRD page, linked, opened in a new tab; Deep Cuts by
 * name), never the path: a user in Sheets cannot open the repository's docs.
 * test/rolls/help.test.ts holds every one to a heading that exists, and to a public source.
 */
export type HelpSource = `docs/rules.md#${string}` | `docs/sidebar.md#${string}`;

export interface HelpTerm {
  /** The term as the sidebar shows it: a field's label, a row's label, or the name of a group of rows. */
  readonly term: string;
  readonly text: string;
  readonly source: HelpSource;
}

/** A field's term (./fields.ts): its name as the sidebar shows it, so the help and the field cannot part. */
const fieldTerm = (name: SidebarFieldName, text: string, source: HelpSource): HelpTerm => ({ term: shownName(name), text, source });

/** The pool, every roll of one pool's Dice field. */
export const DICE_HELP: HelpTerm = fieldTerm(
  'dice',
  'The pool: a die for each point of the rating, plus any bonus dice (an assist, pushing yourself, a devil’s bargain). Only the highest die counts.',
  'docs/rules.md#every-roll',
);

export const ZERO_DICE_HELP: HelpTerm = {
  term: 'Zero dice',
  text: 'Roll two dice and keep the lower one. A zero-dice roll is never a critical, even on two 6s.',
  source: 'docs/rules.md#zero-dice',
};

/** The four bands: an action roll's, and a group's. */
export const BANDS_HELP: HelpTerm = {
  term: 'Bad, Partial, Clean, Critical',
  text: 'The result, by the highest die: Bad 1–3, Partial a 4 or 5, Clean a single 6, Critical two or more 6s.',
  source: 'docs/rules.md#action-roll-bands',
};

/** Every roll type's inserts: the table's two modes. */
export const INSERT_HELP: readonly HelpTerm[] = [
  {
    term: 'Live formulas',
    text: 'Cells that compute the odds in the sheet: edit a pool cell and its row follows.',
    source: 'docs/sidebar.md#what-the-inserts-write',
  },
  {
    term: 'Values',
    text: 'The same odds written as plain numbers: they stay as written.',
    source: 'docs/sidebar.md#what-the-inserts-write',
  },
];

export const ACTION_HELP: readonly HelpTerm[] = [
  DICE_HELP,
  BANDS_HELP,
  {
    term: 'At least Partial, Clean or better',
    text: 'The chance of that band or a better one: Partial, Clean or Critical; Clean or Critical.',
    source: 'docs/rules.md#action-roll-bands',
  },
  ZERO_DICE_HELP,
  ...bonusDiceHelp(),
];

export const RESISTANCE_HELP: readonly HelpTerm[] = [
  DICE_HELP,
  {
    term: 'Stress cost',
    text: 'Resisting a consequence costs 6 minus the highest die in stress, 0 to 5. A critical clears 1 stress instead (−1). Mean cost is its average.',
    source: 'docs/rules.md#resistance-cost',
  },
  fieldTerm(
    'stress',
    'The boxes of the stress track already filled before this roll: always fewer than the track.',
    'docs/rules.md#trauma',
  ),
  fieldTerm(
    'track',
    'How many stress boxes the track has: 9 in the book, other counts for some abilities and variants.',
    'docs/rules.md#trauma',
  ),
  {
    term: 'Trauma',
    text: 'The chance the cost fills the track: a cost of at least the boxes left. A critical clears stress, so it never causes trauma.',
    source: 'docs/rules.md#trauma',
  },
  ZERO_DICE_HELP,
  ...traumaWalkHelp(),
];

export const VICE_HELP: readonly HelpTerm[] = [
  DICE_HELP,
  {
    term: 'Clear 1 … 6 stress',
    text: 'Indulging clears stress equal to the highest die, 1 to 6; two 6s clear 6, like one. Mean cleared is its average.',
    source: 'docs/rules.md#indulging-a-vice',
  },
  fieldTerm('viceStress', 'The stress on the track before indulging.', 'docs/rules.md#overindulging'),
  {
    term: 'Overindulging',
    text: 'The chance the roll clears more stress than is marked.',
    source: 'docs/rules.md#overindulging',
  },
  {
    term: 'Cleared of m marked',
    text: 'The stress actually cleared, on average: a track cannot go below empty, so a roll clears at most what is marked.',
    source: 'docs/rules.md#stress-actually-cleared',
  },
  ZERO_DICE_HELP,
];

export const CLOCK_HELP: readonly HelpTerm[] = [
  DICE_HELP,
  fieldTerm(
    'segments',
    'The clock’s size: 4, 6 or 8 in most play, up to 24 here. It is full once every segment is marked.',
    'docs/rules.md#downtime-clocks',
  ),
  {
    term: 'Full by roll 1, 2, …',
    text: 'Each roll marks 1 segment on a 1–3, 2 on a 4 or 5, 3 on a 6 and 5 on a critical. Full by roll 3 is the chance 3 rolls are enough; Mean to fill the average number of rolls.',
    source: 'docs/rules.md#downtime-clocks',
  },
  fieldTerm(
    'coin',
    'Coin spent after every roll: each coin raises the result a level (Bad, Partial, Clean, Critical; none above Critical), so the roll marks more.',
    'docs/rules.md#coin-on-downtime-rolls',
  ),
  ZERO_DICE_HELP,
];

export const PROGRESS_HELP: readonly HelpTerm[] = [
  DICE_HELP,
  {
    term: 'Progress clock',
    text: 'A clock that action rolls fill, an obstacle or a long task. Unlike a downtime clock a Bad ticks nothing, so it may take any number of rolls.',
    source: 'docs/rules.md#progress-clocks',
  },
  fieldTerm(
    'segments',
    'The clock’s size: 4, 6 or 8 in most play, up to 24 here. It is full once every segment is ticked.',
    'docs/rules.md#progress-clocks',
  ),
  fieldTerm(
    'effect',
    'How much a roll ticks: on a 4/5 or a 6, limited 1 segment, standard 2, great 3, extreme 4; a critical one more (2, 3, 4, 5); a 1–3 nothing.',
    'docs/rules.md#effect-on-a-progress-clock',
  ),
  {
    term: 'Full by roll 1, 2, …',
    text: 'Full by roll 3 is the chance 3 rolls are enough to fill the clock, up to as many rolls as it has segments; Mean to fill is the average number of rolls.',
    source: 'docs/rules.md#progress-clocks',
  },
  {
    term: 'Push for +1d, Push for +1 effect, Push for both',
    text: 'Pushing yourself on every roll for one more die (2 stress), one effect level more (2 stress), or both (4 stress), as the mean rolls and the mean stress to fill the clock: the least stress is marked Better. No effect is above extreme.',
    source: 'docs/rules.md#pushing-for-dice-or-for-effect',
  },
  ZERO_DICE_HELP,
];

export const GROUP_HELP: readonly HelpTerm[] = [
  fieldTerm(
    'pools',
    'Everyone rolling in the group action, each with their own pool, 0–20 dice. Participant 1 is the leader.',
    'docs/rules.md#group-action',
  ),
  {
    term: 'Group action',
    text: 'The group takes the best single result among all the rolls. A critical needs two 6s in one participant’s roll.',
    source: 'docs/rules.md#group-action',
  },
  BANDS_HELP,
  fieldTerm(
    'synchronized',
    'With this crew ability, 6s from different participants count together: two 6s anywhere in the group make a critical.',
    'docs/rules.md#synchronized',
  ),
  {
    term: 'Leader takes 0, 1, … stress',
    text: 'The leader takes 1 stress for each roll that comes up Bad, their own included: Leader takes 2 stress is the chance of exactly 2. The leader’s mean stress is its average.',
    source: 'docs/rules.md#leader-stress',
  },
  ZERO_DICE_HELP,
];

/** Deep Cuts' threat roll: no SRD, so each rule is the add-on's decision from the book (docs/rules.md#threat-roll). */
export const THREAT_HELP: readonly HelpTerm[] = [
  fieldTerm(
    'dice',
    'The rating plus any bonus dice. The roll adds a die for each threat after the first, so 2 dice against 3 threats rolls 4.',
    'docs/rules.md#threat-roll',
  ),
  fieldTerm(
    'threats',
    'The threats the GM names before the roll, 1 to 6, most severe first. Each threat takes one die, the highest to the most severe.',
    'docs/rules.md#severity-order',
  ),
  fieldTerm(
    'position',
    'Risky or desperate: desperate turns a 4 or 5 into the full consequence. A controlled action is not rolled.',
    'docs/rules.md#threat-position',
  ),
  {
    term: 'Avoided, reduced, full',
    text: 'What a threat’s die does: a 6 avoids it, a 4 or 5 reduces its consequence (risky), 1–3 brings it in full. Threat 1 is the most severe.',
    source: 'docs/rules.md#threat-roll',
  },
  {
    term: 'All avoided, None full',
    text: 'All avoided: every threat’s die is a 6. None full: no threat brings its full consequence (every die 4 or more when risky, every die a 6 when desperate).',
    source: 'docs/rules.md#threat-roll',
  },
  {
    term: 'Edge',
    text: 'Gained when the whole pool shows two or more 6s, whichever threats they went to. Never with a zero rating.',
    source: 'docs/rules.md#edge',
  },
  {
    term: 'Zero rating',
    text: 'With 0 dice the most severe threat takes the lower of two dice, and each further threat a die of its own.',
    source: 'docs/rules.md#zero-rating',
  },
  {
    term: 'Push yourself',
    text: 'Deep Cuts’ resistance roll, by the attribute: 0 stress on a critical, 1 on a 6, 2 on a 4 or 5, 3 on 1–3. Beside it, the core resistance roll’s mean cost for the same dice.',
    source: 'docs/rules.md#push-yourself',
  },
  ZERO_DICE_HELP,
];

/** The engagement roll: its fields, its net pool and its four openings. */
export const ENGAGEMENT_HELP: readonly HelpTerm[] = [
  fieldTerm(
    'advantages',
    'The plan’s major advantages the GM counts (a good detail, help from a contact, the right asset): one die each, on top of one die for sheer luck.',
    'docs/rules.md#engagement-roll',
  ),
  fieldTerm(
    'disadvantages',
    'The major disadvantages the GM counts (a strong target, a bad detail): one die fewer each. Below one die, the roll is zero dice.',
    'docs/rules.md#engagement-roll',
  ),
  {
    term: 'Engagement roll',
    text: 'A fortune roll the GM makes as the score starts: its result is the crew’s opening position. The heading shows the net pool, 1 + advantages − disadvantages.',
    source: 'docs/rules.md#engagement-roll',
  },
  {
    term: 'Desperate, Risky, Controlled, Past the first obstacle',
    text: 'The opening position, by the highest die: Desperate 1–3, Risky a 4 or 5, Controlled a 6; a critical is Controlled with the first obstacle already behind the crew.',
    source: 'docs/rules.md#engagement-roll',
  },
  ZERO_DICE_HELP,
];

/** Acquiring an asset and crafting, with coin (docs/rules.md#acquire-asset, docs/rules.md#crafting). */
export const ACQUIRE_HELP: readonly HelpTerm[] = [
  fieldTerm(
    'dice',
    'The crew’s Tier plus bonus dice (a friend or contact who helps, acquiring the same asset again); crafting rolls the Tinker rating.',
    'docs/rules.md#acquire-asset',
  ),
  fieldTerm(
    'quality',
    'The quality you are after, by the crew’s Tier. The roll gives Tier −1 on 1–3, Tier on a 4/5, Tier +1 on a 6, Tier +2 on a critical.',
    'docs/rules.md#acquire-asset',
  ),
  fieldTerm(
    'acquireMode',
    'Acquire: each coin after the roll raises the result a level, and past a critical a quality costs 2 coin. Craft: each coin raises the quality by one, with no cap.',
    'docs/rules.md#crafting',
  ),
  {
    term: 'With at most 0, 1, 2, … coin',
    text: 'The chance of reaching the quality having spent that much coin or less after the roll. The last is always 100%: a 1–3 needs the most.',
    source: 'docs/rules.md#acquire-asset',
  },
  {
    term: 'Mean coin',
    text: 'The coin reaching the quality costs on average, spending only what it needs.',
    source: 'docs/rules.md#acquire-asset',
  },
  ZERO_DICE_HELP,
];

/** The entanglement roll: its fields and the column's entanglements. */
export const ENTANGLEMENT_HELP: readonly HelpTerm[] = [
  fieldTerm('wanted', 'The crew’s wanted level: the GM rolls that many dice after the heat of a score.', 'docs/rules.md#entanglements'),
  fieldTerm('heat', 'The crew’s heat: it picks the table’s column, heat 0–3, 4 or 5, or 6 and more.', 'docs/rules.md#entanglements'),
  {
    term: 'Entanglements',
    text: 'The column’s three entanglements, on a 1–3, a 4 or 5 and a 6; a critical reads as a 6. Each row names the results the GM chooses between.',
    source: 'docs/rules.md#entanglements',
  },
  ZERO_DICE_HELP,
];

/** Heat and the wanted level over a run of scores: its fields, the rollover and the wanted levels. */
export const WANTED_HELP: readonly HelpTerm[] = [
  fieldTerm(
    'heatPerScore',
    'The heat each score gives: 0 smooth and quiet, 2 contained, 4 loud, 6 wild; +1 for a high-profile target, hostile turf or a war, +2 for a killing. The same for every score here.',
    'docs/rules.md#heat-and-wanted-level',
  ),
  fieldTerm(
    'scores',
    'How many scores, each followed by its downtime. The chart and the table run from 1 score to this many.',
    'docs/rules.md#heat-and-wanted-level',
  ),
  fieldTerm(
    'reduceDice',
    'The pool of each reduce-heat roll, a downtime action: it clears 1, 2, 3 or 5 heat on 1–3, 4/5, 6, a critical.',
    'docs/rules.md#heat-and-wanted-level',
  ),
  fieldTerm(
    'reduceRolls',
    'How many reduce-heat rolls the crew makes in each downtime, all with the same pool; 0 for none.',
    'docs/rules.md#heat-and-wanted-level',
  ),
  fieldTerm('startHeat', 'The heat on the crew’s track before the first score.', 'docs/rules.md#heat-and-wanted-level'),
  fieldTerm('startWanted', 'The wanted level before the first score. Here it never falls.', 'docs/rules.md#heat-and-wanted-level'),
  {
    term: 'Wanted level 0 … 4',
    text: 'The chance the crew ends on each wanted level. At 9 heat the wanted level rises by 1 and heat clears, the excess rolling over; past 4 the levels are lost.',
    source: 'docs/rules.md#heat-and-wanted-level',
  },
  ZERO_DICE_HELP,
];

/** Opposed fortune rolls (docs/rules.md#opposed-fortune-rolls). */
export const VERSUS_HELP: readonly HelpTerm[] = [
  fieldTerm(
    'dice',
    'The first side’s fortune roll: a faction’s Tier, a rating or a quality, plus any advantage.',
    'docs/rules.md#opposed-fortune-rolls',
  ),
  fieldTerm('opposed', 'The other side’s fortune roll, read the same way.', 'docs/rules.md#opposed-fortune-rolls'),
  {
    term: 'Ahead, Level, Behind',
    text: 'Each side rolls and their results are compared: 1–3, then 4/5, then a 6, then a critical. Ahead: the first side’s result is the higher level; Level: the same level.',
    source: 'docs/rules.md#opposed-fortune-rolls',
  },
  ZERO_DICE_HELP,
];

/**
 * Every term each roll type's view and fields put on screen, explained:
 * the sidebar's *What do these mean?* lists the view on show's first.
 * Typed by roll type, so a new roll type has help or fails the typecheck.
 * Kept beside the registry rather than in its entries: only the sidebar
 * reads it, and the registry is bundled into Code.js, which every custom
 * function's execution loads.
 */
export const ROLL_HELP: { readonly [R in RollType]: readonly HelpTerm[] } = {
  action: ACTION_HELP,
  resistance: RESISTANCE_HELP,
  vice: VICE_HELP,
  clock: CLOCK_HELP,
  progress: PROGRESS_HELP,
  group: GROUP_HELP,
  threat: THREAT_HELP,
  engagement: ENGAGEMENT_HELP,
  entanglement: ENTANGLEMENT_HELP,
  wanted: WANTED_HELP,
  acquire: ACQUIRE_HELP,
  versus: VERSUS_HELP,
};

/**
 * The Action view's *What a bonus die buys* (src/rolls/decisions.ts).
 * Functions, hoisted, so the lists above can name them before this point.
 */
function bonusDiceHelp(): HelpTerm[] {
  return [
    {
      term: 'What a bonus die buys',
      text: 'Up to two bonus dice: an assist, and a push or a Devil’s bargain. Each option’s chances and their change from As rolled.',
      source: 'docs/rules.md#bonus-dice',
    },
    {
      term: 'Assist',
      text: 'A teammate helps: they take 1 stress, you roll one die more.',
      source: 'docs/rules.md#bonus-dice',
    },
    {
      term: 'Push',
      text: 'Push yourself: 2 stress for one die more (or for +1 effect, not shown here).',
      source: 'docs/rules.md#bonus-dice',
    },
    {
      term: 'Devil’s bargain',
      text: 'One die more for a price in the story, paid whatever the roll; no stress. A push or a bargain, not both.',
      source: 'docs/rules.md#bonus-dice',
    },
    {
      term: 'Best per stress, No stress',
      text: 'Best per stress: the most At least Partial gained per stress (ties all marked). A Devil’s bargain costs none: marked No stress, not ranked.',
      source: 'docs/rules.md#best-gain-per-stress',
    },
  ];
}

/** The Resistance view's *Trauma within 1 to 10 rolls*. */
function traumaWalkHelp(): HelpTerm[] {
  return [
    {
      term: TRAUMA_WITHIN_TITLE,
      text: `Resisting again and again from the stress marked: the chance of trauma within 1, 2, … ${TRAUMA_WITHIN_ROLLS} rolls. Each roll marks its cost; a critical clears 1.`,
      source: 'docs/rules.md#the-trauma-walk',
    },
    {
      term: 'Mean rolls to trauma',
      text: 'The average number of rolls up to and including the one that brings trauma.',
      source: 'docs/rules.md#the-trauma-walk',
    },
  ];
}
