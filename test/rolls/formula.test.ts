import { rollFormula } from '../../src/rolls/formula';
import { ROLL_SPECS } from '../../src/rolls/registry';
import { ROLL_TYPES, segmentsText, takesSegments } from '../../src/rolls/roll-types';

describe('the live formula the sidebar shows and inserts', () => {
  test('a pool as a number or a cell; a clock with its segments after the pool', () => {
    expect(rollFormula({ roll: 'action' }, 3)).toBe('=BLADES_BANDS(3)');
    expect(rollFormula({ roll: 'resistance' }, 'B3')).toBe('=BLADES_RESIST(B3)');
    expect(rollFormula({ roll: 'vice' }, 0)).toBe('=BLADES_VICE(0)');
    expect(rollFormula({ roll: 'clock', segments: 8 }, 2)).toBe('=BLADES_CLOCK(2, 8)');
    expect(rollFormula({ roll: 'clock', segments: 1 }, 'A40')).toBe('=BLADES_CLOCK(A40, 1)');
  });
});

describe('roll types', () => {
  test('the switch order, and only a clock takes segments', () => {
    expect([...ROLL_TYPES]).toEqual(['action', 'resistance', 'vice', 'clock', 'group']);
    expect(ROLL_TYPES.filter(takesSegments)).toEqual(['clock']);
  });
  test('"1 segment", "8 segments"', () => {
    expect(segmentsText(1)).toBe('1 segment');
    expect(segmentsText(8)).toBe('8 segments');
    expect(segmentsText(24)).toBe('24 segments');
  });
  test('the sidebar titles and switch labels', () => {
    expect(ROLL_TYPES.map((r) => ROLL_SPECS[r].name)).toEqual(['Action', 'Resistance', 'Vice', 'Clock', 'Group']);
    expect(ROLL_SPECS.action.title({ roll: 'action' })).toBe('Action roll');
    expect(ROLL_SPECS.resistance.title({ roll: 'resistance' })).toBe('Resistance roll');
    expect(ROLL_SPECS.vice.title({ roll: 'vice' })).toBe('Indulging a vice');
    expect(ROLL_SPECS.clock.title({ roll: 'clock', segments: 1 })).toBe('Clock of 1 segment');
    expect(ROLL_SPECS.clock.title({ roll: 'clock', segments: 8 })).toBe('Clock of 8 segments');
  });
});
