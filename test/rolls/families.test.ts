import { FAMILIES, NAVIGATION_ORDER, ROLL_FAMILIES, ROLL_FAMILY } from '../../src/rolls/families';
import { ROLL_TYPES } from '../../src/rolls/roll-types';

/**
 * The navigation's families (src/rolls/families.ts): every roll type in
 * exactly one, shown family by family, a family without a roll type left
 * out. Read from the declaration, so the roll types still to come are
 * covered when they land.
 */

describe('the roll types in families', () => {
  test('each roll type is in the navigation once, under the family it declares', () => {
    expect([...NAVIGATION_ORDER].sort()).toEqual([...ROLL_TYPES].sort());
    for (const family of ROLL_FAMILIES) for (const roll of family.rolls) expect(ROLL_FAMILY[roll]).toBe(family.id);
  });

  test('families in their declared order, each roll type in ROLL_TYPES’ order within its family, none empty', () => {
    expect(ROLL_FAMILIES.map((f) => f.id)).toEqual(FAMILIES.map((f) => f.id).filter((id) => ROLL_TYPES.some((r) => ROLL_FAMILY[r] === id)));
    for (const family of ROLL_FAMILIES) {
      expect(family.rolls.length).toBeGreaterThan(0);
      expect(family.rolls).toEqual(ROLL_TYPES.filter((r) => family.rolls.includes(r)));
    }
  });

  test('the decision written in docs/sidebar.md: today’s roll types by when a GM rolls them', () => {
    expect(ROLL_FAMILY).toMatchObject({
      action: 'score',
      group: 'score',
      resistance: 'stress',
      vice: 'stress',
      clock: 'clocks',
      progress: 'clocks',
      threat: 'deep-cuts',
    });
  });

  test('every family has a heading of its own', () => {
    expect(new Set(FAMILIES.map((f) => f.name)).size).toBe(FAMILIES.length);
  });
});
