import { readMemory } from '../../src/sidebar/memory';

const MODES = ['formulas', 'values'];

describe('readMemory: the remembered choices, each trusted only if the controls could hold it', () => {
  test('a whole record reads back', () => {
    const stored = { roll: 'clock', dice: 4, segments: 12, from: 1, to: 9, mode: 'values' };
    expect(readMemory(JSON.stringify(stored), MODES)).toEqual(stored);
  });

  test.each([null, '', 'not json', '[]', 'null', '42', '"action"'])('%p: nothing', (stored) => {
    expect(readMemory(stored, MODES)).toEqual({});
  });

  test('out of range, wrong type or unknown: each value dropped on its own, the valid ones kept', () => {
    const stored = { roll: 'fortune', dice: 21, segments: 0, from: -1, to: 2.5, mode: 'formulae' };
    expect(readMemory(JSON.stringify(stored), MODES)).toEqual({});
    expect(readMemory(JSON.stringify({ roll: 'vice', dice: '3', segments: 24, to: 20, from: 0 }), MODES)).toEqual({
      roll: 'vice',
      segments: 24,
      from: 0,
      to: 20,
    });
  });
});
