import { ROLL_SPECS } from '../../src/rolls/registry';
import { ROLL_TYPES, RollChoice } from '../../src/rolls/roll-types';
import { loadBuiltCode, sheetsFunction } from '../support/apps-script';

/**
 * The roll-type registry against the built Code.js: every roll type names a
 * custom function that exists, and that function's row is as wide as the
 * registry's headings and holds the registry's odds, rounded once. So the
 * inserts (which take the function name and width from the registry) can
 * never write a formula Sheets lacks or leave its spill the wrong size.
 */
const code = loadBuiltCode();
const choices: RollChoice[] = ROLL_TYPES.flatMap((roll): RollChoice[] => (roll === 'clock' ? [1, 8, 24].map((segments) => ({ roll, segments })) : [{ roll }]));

describe.each(choices.map((c) => [JSON.stringify(c), c] as const))('registry entry %s', (_, choice) => {
  const spec = ROLL_SPECS[choice.roll];
  const args = (dice: number) => (choice.segments === undefined ? [dice] : [dice, choice.segments]);

  test.each([0, 1, 2, 6, 20])('%i dice: the function returns one row of the headings’ width, the rows’ odds rounded once', (dice) => {
    const fn = sheetsFunction(code, spec.fn);
    const out = fn(...args(dice));
    expect(out).toHaveLength(1);
    expect(out[0]).toHaveLength(spec.headings(choice).length);
    expect(out[0]).toEqual(spec.rows(dice, choice).map((r) => r.fraction.toNumber()));
  });
});
