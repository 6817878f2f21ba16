import fc from 'fast-check';
import { ACQUIRE_MODES, acquireByCoin, acquireMeanCoin, MAX_QUALITY, MIN_QUALITY, mostCoin } from '../../src/blades/acquire';
import { engagementOdds, MAX_ADVANTAGES, MAX_DISADVANTAGES } from '../../src/blades/engagement';
import { entanglementColumn, entanglementOdds } from '../../src/blades/entanglement';
import {
  MAX_HEAT,
  MAX_HEAT_PER_SCORE,
  MAX_REDUCE_DICE,
  MAX_REDUCE_ROLLS,
  MAX_SCORES,
  MAX_WANTED,
  MIN_SCORES,
  wantedOdds,
} from '../../src/blades/heat';
import { opposedOdds } from '../../src/blades/opposed';
import { MAX_DICE } from '../../src/blades/pool-size';
import { Fraction } from '../../src/dice/fraction';
import { ENTANGLEMENTS } from '../../src/rolls/rows';
import { errorOf, loadBuiltCode, messageInRow, sheetsFunction } from '../support/apps-script';
import { frac } from '../support/enumerate';
import { runs } from '../support/property-runs';

/**
 * The downtime and crew functions on the built Code.js, in a fresh node:vm
 * context, called as Sheets calls them: the known values as exact
 * fractions, every argument in its range against src/blades's exact
 * fractions rounded once (src/blades is checked against enumerated faces
 * and roll sequences in test/blades/), and the refusals, each naming the
 * function, the argument, the value and its row.
 */

const code = loadBuiltCode();
const engagement = sheetsFunction(code, 'BLADES_ENGAGEMENT');
const entanglement = sheetsFunction(code, 'BLADES_ENTANGLEMENT');
const wanted = sheetsFunction(code, 'BLADES_WANTED');
const acquire = sheetsFunction(code, 'BLADES_ACQUIRE');
const acquireMean = sheetsFunction(code, 'BLADES_ACQUIRE_MEAN');
const versus = sheetsFunction(code, 'BLADES_VERSUS');

const cells = (...fractions: Array<[number, number]>) => fractions.map(([n, d]) => frac(n, d).toNumber());
const rounded = (fractions: readonly Fraction[]) => fractions.map((f) => f.toNumber());
const upTo = (max: number, min = 0) => Array.from({ length: max - min + 1 }, (_, i) => min + i);

describe('the known values', () => {
  test('BLADES_ENGAGEMENT(0, 0) → 1/2, 1/3, 1/6, 0; (0, 3) → 3/4, 2/9, 1/36, 0', () => {
    expect(engagement(0, 0)).toEqual([cells([1, 2], [1, 3], [1, 6], [0, 1])]);
    expect(engagement(0, 3)).toEqual([cells([3, 4], [2, 9], [1, 36], [0, 1])]);
    expect(engagement()).toEqual(engagement(0, 0));
  });
  test('BLADES_ENTANGLEMENT(2, 5) → the 4–5 column’s names, then 1/4, 4/9, 11/36', () => {
    expect(entanglement(2, 5)).toEqual([
      ['Gang Trouble or Questioning', 'Reprisals or Unquiet Dead', 'Show of Force'],
      cells([1, 4], [4, 9], [11, 36]),
    ]);
  });
  test('BLADES_WANTED(4, 3, 2, 1): wanted 1 or more with chance 41/144; (4, 3, 2, 0) → 0, 1, 0, 0, 0', () => {
    expect(wanted(4, 3, 2, 1)).toEqual([cells([103, 144], [41, 144], [0, 1], [0, 1], [0, 1])]);
    expect(wanted(4, 3, 2, 0)).toEqual([[0, 1, 0, 0, 0]]);
  });
  test('BLADES_ACQUIRE(2, 2) → 1/36, 11/36, 3/4, 1; BLADES_ACQUIRE_MEAN(2, 2) → 23/12', () => {
    expect(acquire(2, 2)).toEqual([cells([1, 36], [11, 36], [3, 4], [1, 1])]);
    expect(acquireMean(2, 2)).toEqual([cells([23, 12])]);
  });
  test('crafting at Tier +6: 0 below 4 coin, then 1/36, 11/36, 3/4, 1, and 1 to acquiring’s width; mean 23/12 + 4', () => {
    expect(acquire(2, 6, 'CRAFT ')).toEqual([[0, 0, 0, 0, ...cells([1, 36], [11, 36], [3, 4]), 1, 1, 1, 1, 1]]);
    expect(acquireMean(2, 6, 'craft')).toEqual([cells([71, 12])]);
  });
  test('BLADES_VERSUS(2, 1) → 13/27, 23/72, 43/216', () => {
    expect(versus(2, 1)).toEqual([cells([13, 27], [23, 72], [43, 216])]);
  });
});

describe('every argument in range: src/blades’s exact fractions, rounded once', () => {
  test('BLADES_ENGAGEMENT: every advantages 0–19 (one column) against every disadvantages 0–20', () => {
    const column = upTo(MAX_ADVANTAGES).map((a) => [a]);
    for (const d of upTo(MAX_DISADVANTAGES)) {
      expect([d, engagement(column, d)]).toEqual([d, upTo(MAX_ADVANTAGES).map((a) => rounded(engagementOdds(a, d)))]);
    }
  });

  test('BLADES_ENTANGLEMENT: every wanted 0–4 (one column) at every heat 0–8, under its column’s names', () => {
    const column = upTo(MAX_WANTED).map((w) => [w]);
    for (const heat of upTo(MAX_HEAT)) {
      expect(entanglement(column, heat)).toEqual([
        [...ENTANGLEMENTS[entanglementColumn(heat)]],
        ...upTo(MAX_WANTED).map((w) => rounded(entanglementOdds(w))),
      ]);
    }
  });

  test('BLADES_WANTED: a column of scores 1–50 is each trajectory, every argument swept across its range', () => {
    const column = upTo(MAX_SCORES, MIN_SCORES).map((k) => [k]);
    const check = (perScore: number, dice: number, rolls: number, heat: number, start: number) => {
      const got = wanted(perScore, column, dice, rolls, heat, start);
      const want = upTo(MAX_SCORES, MIN_SCORES).map((k) => rounded(wantedOdds(perScore, k, dice, rolls, heat, start)));
      expect([perScore, dice, rolls, heat, start, got]).toEqual([perScore, dice, rolls, heat, start, want]);
    };
    for (const perScore of upTo(MAX_HEAT_PER_SCORE)) check(perScore, 2, 1, 0, 0);
    for (const dice of upTo(MAX_REDUCE_DICE)) check(4, dice, 1, 0, 0);
    for (const rolls of upTo(MAX_REDUCE_ROLLS)) check(5, 2, rolls, 0, 0);
    for (const heat of upTo(MAX_HEAT)) check(3, 1, 1, heat, 0);
    for (const start of upTo(MAX_WANTED)) check(6, 3, 2, 4, start);
  });

  test('BLADES_WANTED: any arguments together, one score count', () => {
    fc.assert(
      fc.property(
        fc.tuple(
          fc.integer({ min: 0, max: MAX_HEAT_PER_SCORE }),
          fc.integer({ min: MIN_SCORES, max: 12 }),
          fc.integer({ min: 0, max: MAX_REDUCE_DICE }),
          fc.integer({ min: 0, max: 3 }),
          fc.integer({ min: 0, max: MAX_HEAT }),
          fc.integer({ min: 0, max: MAX_WANTED }),
        ),
        (args) => {
          expect(wanted(...args)).toEqual([rounded(wantedOdds(...args))]);
        },
      ),
      { numRuns: runs(300) },
    );
  });

  test('BLADES_ACQUIRE and its mean: every pool 0–20 (one column), quality −1 to 6, both modes', () => {
    const column = upTo(MAX_DICE).map((d) => [d]);
    for (const mode of ACQUIRE_MODES) {
      for (const q of upTo(MAX_QUALITY, MIN_QUALITY)) {
        const width = mostCoin(q, 'acquire') + 1;
        const padded = (d: number) => {
          const row = rounded(acquireByCoin(d, q, mode));
          return [...row, ...new Array<number>(width - row.length).fill(1)];
        };
        expect([mode, q, acquire(column, q, mode)]).toEqual([mode, q, upTo(MAX_DICE).map(padded)]);
        expect([mode, q, acquireMean(column, q, mode)]).toEqual([mode, q, upTo(MAX_DICE).map((d) => [acquireMeanCoin(d, q, mode).toNumber()])]);
      }
    }
  });

  test('BLADES_VERSUS: every pool 0–20 (one column) against every opposing pool 0–20', () => {
    const column = upTo(MAX_DICE).map((d) => [d]);
    for (const o of upTo(MAX_DICE)) expect([o, versus(column, o)]).toEqual([o, upTo(MAX_DICE).map((d) => rounded(opposedOdds(d, o)))]);
  });
});

describe('the defaults', () => {
  test('each left-out argument is its stated default', () => {
    expect(engagement(1)).toEqual(engagement(1, 0));
    expect(entanglement(3)).toEqual(entanglement(3, 0));
    expect(wanted(4, 5)).toEqual(wanted(4, 5, 2, 0, 0, 0));
    expect(acquire()).toEqual(acquire(2, 1, 'acquire'));
    expect(acquireMean()).toEqual(acquireMean(2, 1, 'acquire'));
  });
});

describe('refusals, naming the function, the argument, the value and its row', () => {
  const cases: Array<[string, () => unknown, string]> = [
    ['advantages above 19', () => engagement(20), 'BLADES_ENGAGEMENT: advantages 20 is above 19. Use an integer advantage count 0–19.'],
    ['disadvantages a fraction', () => engagement(1, 1.5), 'BLADES_ENGAGEMENT: disadvantages 1.5 is not a whole number. Use an integer disadvantage count 0–20.'],
    ['disadvantages a range', () => engagement(1, [[1], [2]]), 'BLADES_ENGAGEMENT: disadvantages is a range where one value was expected. Use an integer disadvantage count 0–20.'],
    ['wanted missing', () => entanglement(), 'BLADES_ENTANGLEMENT: wanted is missing. Use an integer wanted level 0–4.'],
    ['wanted 5', () => entanglement(5), 'BLADES_ENTANGLEMENT: wanted 5 is above 4. Use an integer wanted level 0–4.'],
    ['heat 9', () => entanglement(2, 9), 'BLADES_ENTANGLEMENT: heat 9 is above 8. Use an integer heat 0–8.'],
    ['heat per score missing', () => wanted(), 'BLADES_WANTED: heat_per_score is missing. Use an integer heat 0–24.'],
    ['heat per score 25', () => wanted(25, 1), 'BLADES_WANTED: heat_per_score 25 is above 24. Use an integer heat 0–24.'],
    ['scores missing', () => wanted(4), 'BLADES_WANTED: scores is missing. Use an integer score count 1–50.'],
    ['scores 51', () => wanted(4, 51), 'BLADES_WANTED: scores 51 is above 50. Use an integer score count 1–50.'],
    ['reduce dice −1', () => wanted(4, 2, -1), 'BLADES_WANTED: reduce_dice -1 is negative. Use an integer dice count 0–20. A negative pool rolls as zero dice: pass 0, e.g. MAX(0, A2-1).'],
    ['reduce rolls 9', () => wanted(4, 2, 2, 9), 'BLADES_WANTED: reduce_rolls 9 is above 8. Use an integer roll count 0–8.'],
    ['starting heat text', () => wanted(4, 2, 2, 1, 'hot'), 'BLADES_WANTED: heat "hot" is text, not a number. Use an integer heat 0–8.'],
    ['starting wanted TRUE', () => wanted(4, 2, 2, 1, 0, true), 'BLADES_WANTED: wanted TRUE is a TRUE/FALSE value, not a number. Use an integer wanted level 0–4.'],
    ['quality −2', () => acquire(2, -2), 'BLADES_ACQUIRE: quality -2 is below -1. Use an integer quality over Tier -1–6.'],
    ['quality 7', () => acquireMean(2, 7), 'BLADES_ACQUIRE_MEAN: quality 7 is above 6. Use an integer quality over Tier -1–6.'],
    ['mode unknown', () => acquire(2, 1, 'steal'), 'BLADES_ACQUIRE: mode "steal" is not a mode. Use acquire or craft (any case).'],
    ['mode blank', () => acquireMean(2, 1, ''), 'BLADES_ACQUIRE_MEAN: mode "" is blank. Use acquire or craft (any case).'],
    ['dice 21', () => acquire(21), 'BLADES_ACQUIRE: dice 21 is above 20. Use an integer dice count 0–20.'],
    ['opposed missing', () => versus(2), 'BLADES_VERSUS: opposed is missing. Use an integer dice count 0–20.'],
    ['opposed 21', () => versus(2, 21), 'BLADES_VERSUS: opposed 21 is above 20. Use an integer dice count 0–20.'],
    ['a two-column range', () => engagement([[1, 2]]), 'BLADES_ENGAGEMENT: the advantages range is 2 columns wide. Pass one column of advantage counts (e.g. A2:A21), one output row per cell.'],
  ];
  test.each(cases)('%s', (_, call, message) => expect(errorOf(call)).toBe(message));

  test('a bad cell of a column is its own row’s message, naming its row; blank cells blank rows; the other rows their figures', () => {
    const rows = wanted(4, [[1], [''], [0], [3]], 2, 1);
    expect(rows[0]).toEqual(wanted(4, 1, 2, 1)[0]);
    expect(rows[1]).toEqual(['', '', '', '', '']);
    expect(messageInRow(rows, 3)).toBe('BLADES_WANTED: scores 0 in row 3 of the range is below 1. Use an integer score count 1–50.');
    expect(rows[3]).toEqual(wanted(4, 3, 2, 1)[0]);
    const table = entanglement([[2], [7]], 5);
    expect(table[1]).toEqual(entanglement(2, 5)[1]);
    expect(messageInRow(table.slice(1), 2)).toBe('BLADES_ENTANGLEMENT: wanted 7 in row 2 of the range is above 4. Use an integer wanted level 0–4.');
    expect(messageInRow(engagement([[0], ['x']]), 2)).toBe(
      'BLADES_ENGAGEMENT: advantages "x" in row 2 of the range is text, not a number. Use an integer advantage count 0–19.',
    );
    expect(messageInRow(versus([[25]], 1), 1)).toBe('BLADES_VERSUS: dice 25 in row 1 of the range is above 20. Use an integer dice count 0–20.');
  });
});
