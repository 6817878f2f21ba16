import { CREW_CHARACTERS } from '../../src/rolls/crew-sheet';
import { readCharacters } from '../../src/sidebar/crew';

/** What the crew insert remembers of Characters: read back only if the field could have held it (test/browser/crew.test.ts drives the field). */
test('a remembered count of characters is read back only when it is 1–12', () => {
  expect(readCharacters(JSON.stringify({ characters: 7 }))).toBe(7);
  for (const n of [CREW_CHARACTERS.min, CREW_CHARACTERS.max]) expect(readCharacters(JSON.stringify({ characters: n }))).toBe(n);
  for (const bad of [0, 13, 2.5, '4', null, true])
    expect([bad, readCharacters(JSON.stringify({ characters: bad }))]).toEqual([bad, undefined]);
  for (const text of [null, '', 'not json', '4', '[4]', '{}']) expect([text, readCharacters(text)]).toEqual([text, undefined]);
});
