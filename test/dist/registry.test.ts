import { rollSpec } from '../../src/rolls/registry';
import { ROLL_TYPES, RollChoice, isSpanChoice, spanSubject, subjectField, withSubject } from '../../src/rolls/roll-types';
import { loadBuiltCode, sheetsFunction } from '../support/apps-script';
import { declaredCustomFunctions } from '../support/entry-file';
import { EVERY_EXAMPLE } from '../support/example-choices';

/**
 * The roll-type registry against the built Code.js: every roll type names a
 * custom function that src/appsscript/Code.ts exports, and that function's
 * row is as wide as the registry's headings and holds the registry's odds,
 * rounded once; a risk column's function is one cell, the risk's chance.
 * So the inserts (which take the function name and width from the
 * registry) can never write a formula Sheets lacks or leave its spill the
 * wrong size.
 */
const code = loadBuiltCode();
// Every roll type’s example (test/support/example-choices.ts), then more choices of the rolls whose figures vary with their options.
const choices: RollChoice[] = [
  ...EVERY_EXAMPLE,
  { roll: 'resistance', dice: 2 },
  { roll: 'resistance', dice: 2, stress: 3 },
  { roll: 'vice', dice: 2 },
  ...[1, 8, 24].map((segments): RollChoice => ({ roll: 'clock', dice: 2, segments })),
  { roll: 'clock', dice: 2, segments: 8, coin: 2 },
  ...(['limited', 'standard', 'great', 'extreme'] as const).map((effect): RollChoice => ({ roll: 'progress', dice: 2, segments: 8, effect })),
  { roll: 'progress', dice: 2, segments: 24, effect: 'limited', rolls: 50 },
  { roll: 'progress', dice: 2, segments: 1, effect: 'great', rolls: 1 },
  { roll: 'group', pools: [2, 1, 0], synchronized: false },
  { roll: 'group', pools: [20, 0, 20, 0, 20, 0, 20, 0, 20, 0, 20, 0], synchronized: true },
  { roll: 'threat', dice: 2, threats: 1, position: 'risky' },
  { roll: 'threat', dice: 2, threats: 2, position: 'risky' },
  { roll: 'threat', dice: 2, threats: 6, position: 'desperate' },
  { roll: 'acquire', dice: 2, quality: -1, acquireMode: 'acquire' },
  { roll: 'acquire', dice: 2, quality: 6, acquireMode: 'craft' },
  { roll: 'versus', dice: 2, opposed: 0 },
  { roll: 'versus', dice: 2, opposed: 20 },
];

test('every roll type has a case here', () => {
  expect(new Set(choices.map((c) => c.roll))).toEqual(new Set(ROLL_TYPES));
});

const customFunctions: string[] = declaredCustomFunctions().map((f) => f.name);

test('every roll type’s function and every risk column’s is a custom function that Code.ts exports', () => {
  const named = choices.flatMap((c) => {
    const risk = rollSpec(c).risk?.(c);
    const mean = rollSpec(c).meanColumn?.(c);
    return [rollSpec(c).fn, ...(risk ? [risk.fn] : []), ...(mean ? [mean.fn] : [])];
  });
  expect(named).toContain('BLADES_TRAUMA');
  expect(named).toContain('BLADES_OVERINDULGE');
  expect(named).toContain('BLADES_ACQUIRE_MEAN');
  for (const fn of named) expect(customFunctions).toContain(fn);
});

/** The function's arguments as a cell would pass them: the pool and a clock's segments and coin, or a group's pools as a row and Synchronized. */
function args(choice: RollChoice, dice: number): unknown[] {
  switch (choice.roll) {
    case 'clock':
      return choice.coin === undefined ? [dice, choice.segments] : [dice, choice.segments, choice.coin];
    case 'progress':
      return [dice, choice.segments, choice.effect, ...(choice.rolls === undefined ? [] : [choice.rolls])];
    case 'group':
      return [[[...choice.pools]], choice.synchronized];
    case 'threat':
      return [dice, choice.threats, choice.position];
    case 'engagement':
      return [dice, choice.disadvantages];
    case 'entanglement':
      return [dice, choice.heat];
    case 'wanted':
      return [choice.heatPerScore, dice, choice.reduceDice, choice.reduceRolls, choice.startHeat, choice.startWanted];
    case 'acquire':
      return [dice, choice.quality, choice.acquireMode];
    case 'versus':
      return [dice, choice.opposed];
    default:
      return [dice];
  }
}

describe.each(choices.map((c) => [JSON.stringify(c), c] as const))('registry entry %s', (_, choice) => {
  const spec = rollSpec(choice);

  // Its subject's values (dice, an engagement's advantages, a trajectory's scores) within the subject's range.
  const subject = spanSubject(choice.roll);
  const range = subject === null ? { min: -Infinity, max: Infinity } : subjectField(subject);
  test.each([0, 1, 2, 6, 20])('%i dice: the function returns one row of the headings’ width, the rows’ odds rounded once', (dice) => {
    const value = Math.max(range.min, Math.min(dice, range.max));
    const fn = sheetsFunction(code, spec.fn);
    const all = fn(...args(choice, value));
    // A function that spills its headings first (an entanglement's names): that row is the headings.
    const out = spec.spillsHeadings ? all.slice(1) : all;
    if (spec.spillsHeadings) expect(all[0]).toEqual(spec.headings(choice));
    expect(out).toHaveLength(1);
    expect(out[0]).toHaveLength(spec.headings(choice).length);
    expect(out[0]).toEqual(spec.rows(isSpanChoice(choice) ? withSubject(choice, value) : choice).map((r) => r.fraction.toNumber()));
  });
});

describe.each(choices.flatMap((c) => (rollSpec(c).risk?.(c) ? [[JSON.stringify(c), c] as const] : [])))('risk column of %s', (_, choice) => {
  const risk = rollSpec(choice).risk!(choice)!;

  test.each([0, 1, 2, 6, 20])('%i dice: the function returns one cell, the risk’s chance rounded once', (dice) => {
    expect(sheetsFunction(code, risk.fn)(dice, ...risk.args)).toEqual([[risk.chance(dice).toNumber()]]);
  });
});

describe.each(choices.flatMap((c) => (rollSpec(c).meanColumn ? [[JSON.stringify(c), c] as const] : [])))('mean column of %s', (_, choice) => {
  const mean = rollSpec(choice).meanColumn!(choice);

  test.each([0, 1, 2, 6, 20])('%i dice: the function returns one cell, the view’s mean rounded once', (dice) => {
    const expected = rollSpec(choice).means!(withSubject(choice as never, dice))[0];
    expect(mean.heading).toBe(expected.label);
    expect(sheetsFunction(code, mean.fn)(dice, ...mean.args.map((a) => (typeof a === 'string' ? JSON.parse(a) : a)))).toEqual([
      [expected.value.toNumber()],
    ]);
    expect(mean.value(dice)).toEqual(expected.value);
  });
});
