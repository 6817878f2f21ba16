import { NAVIGATION_ORDER } from '../../src/rolls/families';
import { ROLL_SPECS } from '../../src/rolls/registry';
import { ROLL_TYPES, RollType } from '../../src/rolls/roll-types';

/**
 * The roll types as the tests read them: from ROLL_TYPES and the registry,
 * never typed again, so a new roll type is covered by every test that
 * loops over them and breaks no test that does not test it. The one
 * hand-typed list of the roll types, the switch's order as users see it,
 * is test/rolls/formula.test.ts's SWITCH.
 */

/** The navigation's labels, in its order (family by family, src/rolls/families.ts): "Action", "Group", … */
export const ROLL_LABELS: readonly string[] = NAVIGATION_ORDER.map((roll) => ROLL_SPECS[roll].name);

/** A roll type's switch label: "Action" for 'action'. */
export const rollLabel = (roll: RollType): string => ROLL_SPECS[roll].name;

/** A label's roll type: 'action' for "Action"; fails naming the label when no roll type has it. */
export function rollOfLabel(label: string): RollType {
  const roll = ROLL_TYPES.find((r) => ROLL_SPECS[r].name === label);
  if (roll === undefined) throw new Error(`no roll type is labelled ${JSON.stringify(label)}: the switch lists ${ROLL_LABELS.join(', ')}`);
  return roll;
}

/**
 * The roll types as a refusal lists them: '"action", "resistance", … or
 * "threat"' (each quoted, commas, "or" before the last), written here
 * apart from the add-on's own joining so the tests hold its wording.
 */
export const ROLL_TYPE_CHOICES: string = (() => {
  const quoted = ROLL_TYPES.map((r) => JSON.stringify(r));
  return quoted.length === 1 ? quoted[0] : `${quoted.slice(0, -1).join(', ')} or ${quoted[quoted.length - 1]}`;
})();

/** The refusal of a roll type that is none: `Insert table: the roll type is "action", … or "threat", not "no-such-roll".` */
export const rollTypeRefusal = (fn: string, shown: string): string => `${fn}: the roll type is ${ROLL_TYPE_CHOICES}, not ${shown}.`;

/**
 * A roll type that can never be one: the tests' example of an invalid
 * roll, never a plausible future roll type ('fortune' became one in a
 * trial and a property test silently tested a valid value).
 */
export const NO_SUCH_ROLL = 'no-such-roll';

/**
 * The roll types in the navigation's order from just after `from`, round
 * to `from` itself: what ArrowRight visits from `from`'s radio.
 */
export function rollsAfter(from: RollType): RollType[] {
  const i = NAVIGATION_ORDER.indexOf(from);
  return [...NAVIGATION_ORDER.slice(i + 1), ...NAVIGATION_ORDER.slice(0, i + 1)];
}
