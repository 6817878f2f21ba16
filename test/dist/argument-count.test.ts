import { CustomFunction } from '../../src/rolls/custom-functions';
import { builtAddon } from '../support/addon';
import { errorOf, loadBuiltCode, sheetsFunction } from '../support/apps-script';
import { declaredCustomFunctions } from '../support/entry-file';

/**
 * An extra argument is refused by name, for every custom function, on the
 * built Code.js: the wrapper the build writes passes the function's own
 * parameter list and arguments.length to src/sheets/argument-count.ts,
 * before any argument is read.
 */

const code = loadBuiltCode();

/** Each custom function's parameters, as src/appsscript/Code.ts writes them. */
const PARAMS: Record<string, readonly string[]> = Object.fromEntries(declaredCustomFunctions().map((f) => [f.name, f.params]));

/** Every argument of every custom function given, each a good value: typed by name, so a new function needs its line. */
const FULL_CALLS: Record<CustomFunction, unknown[]> = {
  BLADES_BANDS: [2],
  BLADES_ODDS_TABLE: [3, 1],
  BLADES_AT_LEAST: [2, 'Partial'],
  BLADES_FRACTIONS: [3],
  BLADES_RESIST: [2],
  BLADES_RESIST_MEAN: [2],
  BLADES_VICE: [2],
  BLADES_CLOCK: [2, 4, 1],
  BLADES_CLOCK_MEAN: [2, 4, 1],
  BLADES_GROUP: [[[2, 1, 0]], true],
  BLADES_GROUP_STRESS: [[[2, 1, 0]]],
  BLADES_TRAUMA: [2, 6, 9],
  BLADES_OVERINDULGE: [2, 3],
  BLADES_PROGRESS: [2, 4, 'standard', 6],
  BLADES_PROGRESS_MEAN: [2, 4, [[0, 1, 2, 3]]],
  BLADES_THREAT: [2, 2, 'risky'],
  BLADES_THREAT_ALL: [2, 2, 'desperate'],
  BLADES_DC_PUSH: [2],
  BLADES_DC_PUSH_MEAN: [2],
  BLADES_OPTIONS: [2],
  BLADES_TRAUMA_BY: [2, 6, 3, 9],
  BLADES_TRAUMA_MEAN: [2, 6, 9],
};

const refusal = (fn: string, given: number): string => {
  const params = PARAMS[fn];
  const hint = params[0] === 'pools' ? ` The pools go together in the first argument: ${fn}({2,1,0}).` : '';
  return `${fn} takes ${params.length} argument${params.length === 1 ? '' : 's'} (${params.join(', ')}); ${given} were given.${hint}`;
};

test('every custom function has its full call here, with as many arguments as it has parameters', () => {
  expect(Object.keys(FULL_CALLS).sort()).toEqual(Object.keys(PARAMS).sort());
  for (const [fn, args] of Object.entries(FULL_CALLS)) expect([fn, args.length]).toEqual([fn, PARAMS[fn].length]);
});

describe.each(Object.entries(FULL_CALLS))('%s', (fn, args) => {
  const call = sheetsFunction(code, fn);

  test('every argument given is a call, one more is refused by name and count', () => {
    expect(() => call(...args)).not.toThrow();
    expect(errorOf(() => call(...args, 3))).toBe(refusal(fn, args.length + 1));
    expect(errorOf(() => call(...args, 3, 'x', true))).toBe(refusal(fn, args.length + 3));
  });

  test('the count is checked first: a bad value in an argument is not reported over it', () => {
    expect(errorOf(() => call(-1, ...args.slice(1), 3))).toBe(refusal(fn, args.length + 1));
  });

  test('an extra blank cell or an extra omitted value is an argument too', () => {
    expect(errorOf(() => call(...args, ''))).toBe(refusal(fn, args.length + 1));
    expect(errorOf(() => call(...args, undefined))).toBe(refusal(fn, args.length + 1));
  });

  test('fewer arguments are not refused for their count', () => {
    for (let n = 0; n < args.length; n++) {
      try {
        call(...args.slice(0, n));
      } catch (e) {
        expect((e as Error).message).not.toMatch(/ takes \d+ arguments? /);
      }
    }
  });
});

test('the wording: one argument, several, optional ones counted, and the crew’s hint', () => {
  expect(errorOf(() => sheetsFunction(code, 'BLADES_BANDS')(2, 3))).toBe('BLADES_BANDS takes 1 argument (dice); 2 were given.');
  expect(errorOf(() => sheetsFunction(code, 'BLADES_CLOCK')(2, 8, 1, 0))).toBe(
    'BLADES_CLOCK takes 3 arguments (dice, segments, coin); 4 were given.',
  );
  expect(errorOf(() => sheetsFunction(code, 'BLADES_ODDS_TABLE')(6, 0, 1))).toBe(
    'BLADES_ODDS_TABLE takes 2 arguments (max_dice, min_dice); 3 were given.',
  );
  expect(errorOf(() => sheetsFunction(code, 'BLADES_GROUP')(2, 1, 0))).toBe(
    'BLADES_GROUP takes 2 arguments (pools, synchronized); 3 were given. The pools go together in the first argument: BLADES_GROUP({2,1,0}).',
  );
});

test('in a sheet: #ERROR! with the message, as Sheets shows a thrown error', () => {
  const { sheet } = builtAddon();
  sheet.enter(1, 1, '=BLADES_BANDS(2, 3)');
  sheet.enter(2, 1, '=BLADES_CLOCK(2; 8; 1; 0)');
  expect(sheet.cellView(1, 1)).toMatchObject({ text: '#ERROR!', error: 'BLADES_BANDS takes 1 argument (dice); 2 were given.' });
  expect(sheet.cellView(2, 1)).toMatchObject({ text: '#ERROR!', error: 'BLADES_CLOCK takes 3 arguments (dice, segments, coin); 4 were given.' });
});
