import { SHOWN_SEPARATOR, WRITTEN_SEPARATOR, rollFormula } from '../../src/rolls/formula';
import { ROLL_SPECS } from '../../src/rolls/registry';
import { segmentsText } from '../../src/rolls/fields';
import { ROLL_TYPES, RollType } from '../../src/rolls/roll-types';

describe('the live formula the sidebar shows and inserts', () => {
  test('a pool as a number or a cell; a clock with its segments after the pool, as the sidebar shows it', () => {
    expect(rollFormula({ roll: 'action', dice: 3 }, SHOWN_SEPARATOR)).toBe('=BLADES_BANDS(3)');
    expect(rollFormula({ roll: 'resistance', dice: 2 }, SHOWN_SEPARATOR, 'B3')).toBe('=BLADES_RESIST(B3)');
    expect(rollFormula({ roll: 'vice', dice: 0 }, SHOWN_SEPARATOR)).toBe('=BLADES_VICE(0)');
    expect(rollFormula({ roll: 'clock', dice: 2, segments: 8 }, SHOWN_SEPARATOR)).toBe('=BLADES_CLOCK(2, 8)');
    expect(rollFormula({ roll: 'clock', dice: 2, segments: 1 }, SHOWN_SEPARATOR, 'A40')).toBe('=BLADES_CLOCK(A40, 1)');
  });
  test('as an insert writes it: ";" between arguments, read as the separator in every locale', () => {
    expect(rollFormula({ roll: 'clock', dice: 2, segments: 8 }, WRITTEN_SEPARATOR, 'B4')).toBe('=BLADES_CLOCK(B4; 8)');
    expect(rollFormula({ roll: 'clock', dice: 2, segments: 8, coin: 2 }, WRITTEN_SEPARATOR)).toBe('=BLADES_CLOCK(2; 8; 2)');
    expect(rollFormula({ roll: 'action', dice: 2 }, WRITTEN_SEPARATOR, 'C9')).toBe('=BLADES_BANDS(C9)');
    // A threat roll: its threats, and its position only when desperate (risky is the default).
    expect(rollFormula({ roll: 'threat', dice: 2, threats: 3, position: 'risky' }, WRITTEN_SEPARATOR, 'B4')).toBe(
      '=BLADES_THREAT_ALL(B4; 3)',
    );
    expect(rollFormula({ roll: 'threat', dice: 0, threats: 1, position: 'desperate' }, SHOWN_SEPARATOR)).toBe(
      '=BLADES_THREAT_ALL(0, 1, "desperate")',
    );
  });
  test('another subject first: an engagement roll’s advantages, its disadvantages after them (left out at 0)', () => {
    expect(rollFormula({ roll: 'engagement', advantages: 2, disadvantages: 1 }, SHOWN_SEPARATOR)).toBe('=BLADES_ENGAGEMENT(2, 1)');
    expect(rollFormula({ roll: 'engagement', advantages: 2, disadvantages: 0 }, WRITTEN_SEPARATOR, 'B4:B8')).toBe(
      '=BLADES_ENGAGEMENT(B4:B8)',
    );
  });
  test('a subject after other arguments: a trajectory’s scores after its heat per score, its defaults left out from the end', () => {
    const wanted = { roll: 'wanted', heatPerScore: 4, scores: 3, reduceDice: 2, reduceRolls: 1, startHeat: 0, startWanted: 0 } as const;
    expect(rollFormula(wanted, SHOWN_SEPARATOR)).toBe('=BLADES_WANTED(4, 3, 2, 1)');
    expect(rollFormula({ ...wanted, reduceRolls: 0 }, WRITTEN_SEPARATOR, 'B4:B11')).toBe('=BLADES_WANTED(4; B4:B11)');
    expect(rollFormula({ ...wanted, reduceRolls: 0, startWanted: 2 }, SHOWN_SEPARATOR)).toBe('=BLADES_WANTED(4, 3, 2, 0, 0, 2)');
  });
});

/**
 * The golden list: the roll types in the switch's order as users see it,
 * each with its label. The one hand-typed list of roll types in test/ (on
 * purpose: what users see is held here, once); every other test reads
 * ROLL_TYPES and the registry (test/support/roll-types.ts), so a new roll
 * type is written into this list and no other test file.
 */
const SWITCH: ReadonlyArray<readonly [RollType, string]> = [
  ['action', 'Action'],
  ['resistance', 'Resistance'],
  ['vice', 'Vice'],
  ['clock', 'Clock'],
  ['progress', 'Progress'],
  ['group', 'Group'],
  ['threat', 'Threat'],
  ['engagement', 'Engagement'],
  ['entanglement', 'Entanglement'],
  ['wanted', 'Wanted'],
  ['acquire', 'Acquire'],
  ['versus', 'Versus'],
];

describe('roll types', () => {
  test('the switch order', () => {
    expect([...ROLL_TYPES]).toEqual(SWITCH.map(([roll]) => roll));
  });
  test('"1 segment", "8 segments"', () => {
    expect(segmentsText(1)).toBe('1 segment');
    expect(segmentsText(8)).toBe('8 segments');
    expect(segmentsText(24)).toBe('24 segments');
  });
  test('the sidebar titles and switch labels', () => {
    expect(ROLL_TYPES.map((r) => ROLL_SPECS[r].name)).toEqual(SWITCH.map(([, label]) => label));
    expect(ROLL_SPECS.action.title({ roll: 'action', dice: 2 })).toBe('Action roll');
    expect(ROLL_SPECS.resistance.title({ roll: 'resistance', dice: 2 })).toBe('Resistance roll');
    expect(ROLL_SPECS.vice.title({ roll: 'vice', dice: 2 })).toBe('Indulging a vice');
    expect(ROLL_SPECS.clock.title({ roll: 'clock', dice: 2, segments: 1 })).toBe('Clock of 1 segment');
    expect(ROLL_SPECS.clock.title({ roll: 'clock', dice: 2, segments: 8 })).toBe('Clock of 8 segments');
    expect(ROLL_SPECS.progress.title({ roll: 'progress', dice: 2, segments: 8, effect: 'great' })).toBe(
      'Progress clock of 8 segments, great effect',
    );
    expect(ROLL_SPECS.progress.title({ roll: 'progress', dice: 2, segments: 8, effect: 'great', rolls: 12 })).toBe(
      'Progress clock of 8 segments, great effect, 12 rolls',
    );
  });
  test('a progress clock’s formula: the effect by name, quoted; the rolls only when they are not the segments', () => {
    expect(rollFormula({ roll: 'progress', dice: 2, segments: 8, effect: 'standard' }, SHOWN_SEPARATOR)).toBe(
      '=BLADES_PROGRESS(2, 8, "standard")',
    );
    expect(rollFormula({ roll: 'progress', dice: 2, segments: 8, effect: 'limited', rolls: 8 }, WRITTEN_SEPARATOR, 'B3')).toBe(
      '=BLADES_PROGRESS(B3; 8; "limited")',
    );
    expect(rollFormula({ roll: 'progress', dice: 2, segments: 8, effect: 'extreme', rolls: 20 }, SHOWN_SEPARATOR)).toBe(
      '=BLADES_PROGRESS(2, 8, "extreme", 20)',
    );
  });
  test('a threat roll’s title: its threats and position', () => {
    expect(ROLL_SPECS.threat.title({ roll: 'threat', dice: 2, threats: 1, position: 'risky' })).toBe('Threat roll: 1 threat, risky');
    expect(ROLL_SPECS.threat.title({ roll: 'threat', dice: 2, threats: 3, position: 'desperate' })).toBe(
      'Threat roll: 3 threats, desperate',
    );
  });
  test('acquiring’s title and formula: the quality always, signed as the rules write it; the mode only when crafting', () => {
    expect(ROLL_SPECS.acquire.title({ roll: 'acquire', dice: 2, quality: 2, acquireMode: 'acquire' })).toBe('Acquiring an asset: Tier +2');
    expect(ROLL_SPECS.acquire.title({ roll: 'acquire', dice: 2, quality: 0, acquireMode: 'acquire' })).toBe('Acquiring an asset: Tier');
    expect(ROLL_SPECS.acquire.title({ roll: 'acquire', dice: 2, quality: -1, acquireMode: 'craft' })).toBe('Crafting: Tier −1');
    // +1 is the function's default, but written: a reader of the formula cannot guess it.
    expect(rollFormula({ roll: 'acquire', dice: 2, quality: 1, acquireMode: 'acquire' }, SHOWN_SEPARATOR)).toBe('=BLADES_ACQUIRE(2, 1)');
    expect(rollFormula({ roll: 'acquire', dice: 3, quality: -1, acquireMode: 'craft' }, WRITTEN_SEPARATOR, 'B3')).toBe(
      '=BLADES_ACQUIRE(B3; -1; "craft")',
    );
  });
  test('an opposed roll’s title and formula: the opposition', () => {
    expect(ROLL_SPECS.versus.title({ roll: 'versus', dice: 2, opposed: 1 })).toBe('Opposed roll against 1 die');
    expect(rollFormula({ roll: 'versus', dice: 2, opposed: 0 }, SHOWN_SEPARATOR)).toBe('=BLADES_VERSUS(2, 0)');
  });
});
