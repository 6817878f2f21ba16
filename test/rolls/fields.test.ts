import { FIELDS, FieldName, SIDEBAR_FIELDS, fieldSpec, keyOf } from '../../src/rolls/fields';
import { ROLL_FIELDS, ROLL_SUBJECTS, ROLL_TYPES, isPoolRoll } from '../../src/rolls/roll-types';

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
