import { FIELDS, FieldName, SIDEBAR_FIELDS, fieldSpec, keyOf, tierText } from '../../src/rolls/fields';
import { DEFAULT_QUALITY, MAX_QUALITY, MIN_QUALITY } from '../../src/blades/acquire';
import { ROLL_FIELDS, ROLL_SUBJECTS, ROLL_TYPES, isPoolRoll } from '../../src/rolls/roll-types';
import { ROLL_SPECS } from '../../src/rolls/registry';

/**
 * The field specs (src/rolls/fields.ts) hold together: what the sidebar
 * opens on is a value its control can hold, a roll type's fields have one
 * key each, its subject is one pool or a crew's pools, and stress marked
 * on a track names a count field the same roll type takes. What each
 * field reads and refuses is test/sheets/insert-options.test.ts (the
 * inserts), test/sidebar/memory.test.ts and the browser tests (the
 * sidebar).
 */

const names = Object.keys(FIELDS) as FieldName[];

describe('the field specs', () => {
  test.each(names)('%s opens on a value it can hold', (name) => {
    const field = fieldSpec(name);
    switch (field.kind) {
      case 'count':
        expect(field.min).toBeLessThanOrEqual(field.max);
        expect(Number.isInteger(field.default)).toBe(true);
        expect(field.default).toBeGreaterThanOrEqual(field.min);
        expect(field.default).toBeLessThanOrEqual(field.max);
        for (const pick of field.picks?.values ?? []) expect(pick >= field.min && pick <= field.max).toBe(true);
        break;
      case 'words':
        expect(field.words).toContain(field.default);
        for (const w of Object.keys(field.labels ?? {})) expect(field.words).toContain(w);
        break;
      case 'switch':
        expect(typeof field.default).toBe('boolean');
        break;
      case 'pools':
        expect(field.default.length).toBeGreaterThanOrEqual(field.min);
        expect(field.default.length).toBeLessThanOrEqual(field.max);
        for (const pool of field.default) expect(pool >= FIELDS.dice.min && pool <= FIELDS.dice.max).toBe(true);
        break;
    }
  });

  test.each(ROLL_TYPES)('%s: its subject first, one pool or a crew, and each field under a key of its own', (roll) => {
    const fields: readonly FieldName[] = ROLL_FIELDS[roll];
    const subjects = fields.filter((name) => name === 'dice' || fieldSpec(name).kind === 'pools' || name === ROLL_SUBJECTS[roll]);
    expect(subjects).toEqual([fields[0]]);
    expect(isPoolRoll(roll)).toBe(fields[0] === 'dice');
    expect(new Set(fields.map(keyOf)).size).toBe(fields.length);
  });

  test.each(ROLL_TYPES)('%s: stress marked on a track names a count field it takes, read before it', (roll) => {
    const fields: readonly FieldName[] = ROLL_FIELDS[roll];
    fields.forEach((name, i) => {
      const field = fieldSpec(name);
      if (field.kind !== 'count' || field.markedOn === undefined) return;
      const track = fields.indexOf(field.markedOn as FieldName);
      expect(track).toBeGreaterThanOrEqual(0);
      expect(track).toBeLessThan(i);
      expect(fieldSpec(fields[track]).kind).toBe('count');
    });
  });

  test('the sidebar shows every field but those of the inserts alone, the pool first', () => {
    expect(SIDEBAR_FIELDS[0]).toBe('dice');
    expect(names.filter((name) => !(SIDEBAR_FIELDS as readonly string[]).includes(name))).toEqual(['rolls']);
  });
});

describe('a quality by the crew’s Tier', () => {
  test('the Quality field is the functions’ range and default, shown as a select of signed Tiers', () => {
    expect(FIELDS.quality).toMatchObject({ kind: 'count', min: MIN_QUALITY, max: MAX_QUALITY, default: DEFAULT_QUALITY, widget: 'select' });
    expect([-1, 0, 1, 2, 6].map(tierText)).toEqual(['Tier −1', 'Tier', 'Tier +1', 'Tier +2', 'Tier +6']);
  });
  test('no radio field’s word is named as a roll type is: each radio’s name stays one (the navigation’s Acquire)', () => {
    const rolls = ROLL_TYPES.map((r) => ROLL_SPECS[r].name);
    const radios = names.flatMap((n) => {
      const field = fieldSpec(n);
      return field.kind === 'words' && field.widget === 'radios' ? field.words.map((w) => field.labels?.[w] ?? w) : [];
    });
    expect(radios).toEqual(expect.arrayContaining(['Acquiring', 'Crafting']));
    expect(radios.filter((label) => rolls.includes(label))).toEqual([]);
  });
});
