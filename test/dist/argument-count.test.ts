import { builtAddon } from '../support/addon';
import { errorOf, loadBuiltCode, sheetsFunction } from '../support/apps-script';
import { declaredCustomFunctions } from '../support/entry-file';
import { parseExample } from '../../scripts/docs.cjs';

/**
 * An extra argument is refused by name, for every custom function, on the
 * built Code.js: the wrapper the build writes passes the function's own
 * parameter list and arguments.length to src/sheets/argument-count.ts,
 * before any argument is read.
 */

const code = loadBuiltCode();

/** Each custom function's parameters, as src/appsscript/Code.ts writes them. */
const PARAMS: Record<string, readonly string[]> = Object.fromEntries(declaredCustomFunctions().map((f) => [f.name, f.params]));

/**
 * Every argument of every custom function given, each a good value: the
 * arguments of its first checked @example that gives them all (the docs'
 * parser, scripts/docs.cjs), so a new function needs no line here.
 */
const FULL_CALLS: Record<string, unknown[]> = Object.fromEntries(
  declaredCustomFunctions().map((f) => {
    const full = f.examples.map<{ rows?: unknown; args?: unknown[] }>(parseExample).find((e) => e.rows && e.args?.length === f.params.length);
    return [f.name, full?.args ?? []];
  }),
);

const refusal = (fn: string, given: number): string => {
  const params = PARAMS[fn];
  const hint = params[0] === 'pools' ? ` The pools go together in the first argument: ${fn}({2,1,0}).` : '';
  return `${fn} takes ${params.length} argument${params.length === 1 ? '' : 's'} (${params.join(', ')}); ${given} were given.${hint}`;
};

test('every custom function has a checked @example giving every argument: its full call here', () => {
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
