import { FIELDS, FieldName, keyOf } from '../../src/rolls/fields';
import { ROLL_TYPES, spanSubject } from '../../src/rolls/roll-types';
import { joinWords } from '../../src/sheets/words';

/**
 * The inserts' option keys as their refusals list them, derived from the
 * field specs by the rule src/sheets/insert-options.ts keeps: `roll`, then every field's key in the fields' order, each once,
 * but a roll's table subject (Insert formula takes its value, Insert table
 * its span); Insert table adds from, to, mode and chart; a section's table
 * adds section and dice. A new field is in every refusal without a test's
 * edit.
 */
const subjects = new Set<FieldName>(ROLL_TYPES.flatMap((roll) => spanSubject(roll) ?? []));
const ROLL_KEYS: readonly string[] = [
  'roll',
  ...new Set((Object.keys(FIELDS) as FieldName[]).filter((name) => !subjects.has(name)).map((name) => keyOf(name))),
];
const TABLE_KEYS: readonly string[] = [...ROLL_KEYS, 'from', 'to', 'mode', 'chart'];

/** "roll, segments, …, and opposed": Insert formula's keys. */
export const ROLL_KEYS_TEXT = joinWords(ROLL_KEYS, 'and');
/** Insert table's keys: the roll's, then from, to, mode and chart. */
export const TABLE_KEYS_TEXT = joinWords(TABLE_KEYS, 'and');
/** A decision section's table's keys: Insert table's, then section and dice. */
export const SECTION_KEYS_TEXT = joinWords([...TABLE_KEYS, 'section', 'dice'], 'and');
