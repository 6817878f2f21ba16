import { Memory, readMemory } from '../../src/sidebar/memory';
import { NO_SUCH_ROLL } from '../support/roll-types';

const MODES = ['formulas', 'values'];

/** Everything the sidebar remembers, each value one the controls could hold. */
const WHOLE: Memory = {
  roll: 'clock',
  dice: 4,
  segments: 12,
  coin: 2,
  stress: 6,
  track: 12,
  viceStress: 4,
  pools: [3, 0, 5, 1],
  synchronized: true,
  effect: 'great',
  threats: 4,
  position: 'desperate',
  advantages: 3,
  disadvantages: 2,
  heatPerScore: 6,
  scores: 12,
  reduceDice: 3,
  reduceRolls: 2,
  startHeat: 5,
  startWanted: 1,
  wanted: 3,
  heat: 6,
  quality: 4,
  acquireMode: 'craft',
  opposed: 3,
  from: 1,
  to: 9,
  mode: 'values',
  chart: true,
  fractions: true,
};

describe('readMemory: the remembered choices, each trusted only if the controls could hold it', () => {
  test('a whole record reads back', () => {
    const stored = { roll: 'clock', dice: 4, segments: 12, from: 1, to: 9, mode: 'values' };
    expect(readMemory(JSON.stringify(stored), MODES)).toEqual(stored);
  });

  test('every field reads back: coin, stress and track, the vice’s stress, the roster, Synchronized, Add a chart and Show exact fractions too', () => {
    expect(readMemory(JSON.stringify(WHOLE), MODES)).toEqual(WHOLE);
    // Only what was stored: no key for what is left to its default.
    expect(Object.keys(readMemory(JSON.stringify({ coin: 1 }), MODES))).toEqual(['coin']);
  });

  test.each([null, '', 'not json', '[]', 'null', '42', '"action"'])('%p: nothing', (stored) => {
    expect(readMemory(stored, MODES)).toEqual({});
  });

  test('out of range, wrong type or unknown: each value dropped on its own, the valid ones kept', () => {
    const stored = { roll: NO_SUCH_ROLL, dice: 21, segments: 0, from: -1, to: 2.5, mode: 'formulae' };
    expect(readMemory(JSON.stringify(stored), MODES)).toEqual({});
    expect(readMemory(JSON.stringify({ roll: 'vice', dice: '3', segments: 24, to: 20, from: 0 }), MODES)).toEqual({
      roll: 'vice',
      segments: 24,
      from: 0,
      to: 20,
    });
  });

  test.each([
    ['coin', [-1, 4, 1.5, '1', null]],
    ['track', [0, 25, 9.5, '9']],
    ['viceStress', [-1, 25, 2.5, '3']],
    ['synchronized', ['true', 1, 0, null]],
    ['chart', ['false', 1, null]],
    ['fractions', ['true', 0, null]],
    ['effect', ['Great', 'huge', 2, [0, 1, 1, 2], null]],
    ['threats', [0, 7, 2.5, '2', null]],
    ['position', ['controlled', 'Risky', '', 1, null]],
  ])('%s: %p each dropped, the rest of the record kept', (key, values) => {
    for (const value of values)
      expect(readMemory(JSON.stringify({ ...WHOLE, [key]: value }), MODES)).toEqual({ ...WHOLE, [key]: undefined });
  });

  test('stress marked below the remembered track, or below the book’s 9 if none is remembered', () => {
    const read = (stress: unknown, track?: unknown) => readMemory(JSON.stringify({ stress, track }), MODES);
    expect(read(11, 12)).toEqual({ stress: 11, track: 12 });
    expect(read(12, 12)).toEqual({ track: 12 });
    expect(read(8)).toEqual({ stress: 8 });
    expect(read(9)).toEqual({});
    // A track that is not read is the book's 9: stress is held below it.
    expect(read(8, 30)).toEqual({ stress: 8 });
    expect(read(12, 30)).toEqual({});
    expect(read(-1, 12)).toEqual({ track: 12 });
    expect(read(2.5, 12)).toEqual({ track: 12 });
  });

  test('the roster: 1 to 12 pools of 0–20 dice, or none (never a part of it: that would be another group)', () => {
    const read = (pools: unknown) => readMemory(JSON.stringify({ pools }), MODES).pools;
    expect(read([0])).toEqual([0]);
    expect(read(new Array(12).fill(20))).toEqual(new Array(12).fill(20));
    for (const bad of [[], new Array(13).fill(2), [2, 21], [2, -1], [2, 1.5], [2, '1'], [2, null], 3, '2,1,0', { 0: 2 }, null])
      expect(read(bad)).toBeUndefined();
  });
});
