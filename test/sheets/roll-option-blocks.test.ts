import { fractionOf } from '../support/enumerate';
import { formulaBlock, oddsTableBlock } from '../../src/sheets/insert-blocks';
import { readFormulaSpec, readTableSpec } from '../../src/sheets/insert-options';
import { PERCENT_FORMAT } from '../../src/sheets/percent-format';

/**
 * The inserts for a group action, stress at risk and coin, before any
 * sheet: a group's block (its pools, BLADES_GROUP and BLADES_GROUP_STRESS
 * over them), the risk column of a resistance or vice table with stress
 * marked, a clock's coin, and the server's checks of each of these
 * options. Expected figures are the worked examples of docs/rules.md,
 * written out by hand.
 */

/** "13/32" → the correctly rounded double of 13/32, as a cell holds it. */
const num = (s: string) => fractionOf(s).toNumber();

/** Pools 2, 1, 0: docs/rules.md#group-action. */
const BANDS_210 = ['3/32', '1823/3888', '3185/7776', '1/36'].map(num);
const SYNCED_210 = ['3/32', '1823/3888', '1375/3888', '217/2592'].map(num);
const STRESS_210 = ['3/32', '13/32', '13/32', '3/32'].map(num);

describe('readTableSpec and formulaBlock read the group, stress and coin options strictly', () => {
  test('a group: its pools and Synchronized; no span is read', () => {
    expect(readTableSpec({ roll: 'group', pools: [2, 1, 0], synchronized: true, from: 9, to: 2 })).toEqual({
      roll: 'group',
      pools: [2, 1, 0],
      synchronized: true,
      mode: 'formulas',
      chart: false,
    });
    expect(readTableSpec({ roll: 'group', pools: ['3'], chart: true })).toEqual({
      roll: 'group',
      pools: [3],
      synchronized: false,
      mode: 'formulas',
      chart: true,
    });
  });

  test('resistance: stress marked and the track (default 9); vice: stress marked; clock: coin', () => {
    expect(readTableSpec({ roll: 'resistance', stress: 6 })).toMatchObject({ roll: 'resistance', stress: 6, track: 9 });
    expect(readTableSpec({ roll: 'resistance', stress: 11, track: 12 })).toMatchObject({ stress: 11, track: 12 });
    expect(readTableSpec({ roll: 'resistance' })).toEqual({ roll: 'resistance', from: 0, to: 6, mode: 'formulas', chart: false, dice: 0 });
    expect(readTableSpec({ roll: 'vice', stress: 24 })).toMatchObject({ roll: 'vice', stress: 24 });
    expect(readTableSpec({ roll: 'clock', segments: 8, coin: 3 })).toMatchObject({ roll: 'clock', segments: 8, coin: 3 });
    // Fields of another roll type are not read.
    expect(readTableSpec({ roll: 'action', stress: 'x', coin: 9, pools: 'y' })).toEqual({
      roll: 'action',
      from: 0,
      to: 6,
      mode: 'formulas',
      chart: false,
      dice: 0,
    });
  });

  const POOLS = 'Send Pools as a list of 1–12 dice counts, 0–20 each, e.g. [2, 1, 0].';
  const GROUP = 'Give 1–12 pools of 0–20 dice: a number, one row or one column of cells, or a list such as {2,1,0}.';
  test.each([
    [{ roll: 'group' }, `Insert table: Pools is missing. ${POOLS}`],
    [{ roll: 'group', pools: 3 }, `Insert table: Pools 3 is not a list. ${POOLS}`],
    [{ roll: 'group', pools: [] }, `Insert table: Pools [] is not a list of dice counts. ${POOLS}`],
    [{ roll: 'group', pools: [2, [1]] }, `Insert table: Pools [2,[1]] is not a list of dice counts. ${POOLS}`],
    [{ roll: 'group', pools: [2, ''] }, `Insert table: Pools [2,""] is not a list of dice counts. ${POOLS}`],
    [{ roll: 'group', pools: [2, 21] }, 'Insert table: pools 21 for participant 2 is above 20. Use an integer dice count 0–20.'],
    [{ roll: 'group', pools: new Array(13).fill(1) }, `Insert table: pools has 13 participants, more than 12. ${GROUP}`],
    [
      { roll: 'group', pools: [2], synchronized: 'yes' },
      'Insert table: Synchronized "yes" is text, not TRUE or FALSE. Use TRUE or FALSE (a checkbox works); blank or omitted means FALSE.',
    ],
    [{ roll: 'resistance', stress: 25 }, 'Insert table: Stress marked 25 is above 24. Use an integer stress count 0–24.'],
    [
      { roll: 'resistance', stress: 9 },
      'Insert table: Stress marked 9 is not below Track 9: a full track is already trauma. Use Stress marked 0–8 for a 9-box track.',
    ],
    [
      { roll: 'resistance', stress: 4, track: 4 },
      'Insert table: Stress marked 4 is not below Track 4: a full track is already trauma. Use Stress marked 0–3 for a 4-box track.',
    ],
    [{ roll: 'resistance', track: 0 }, 'Insert table: Track 0 is below 1. Use an integer track length 1–24.'],
    [{ roll: 'resistance', stress: 2, track: 25 }, 'Insert table: Track 25 is above 24. Use an integer track length 1–24.'],
    [{ roll: 'vice', stress: -1 }, 'Insert table: Stress marked -1 is negative. Use an integer stress count 0–24.'],
    [{ roll: 'vice', stress: 1.5 }, 'Insert table: Stress marked 1.5 is not a whole number. Use an integer stress count 0–24.'],
    [{ roll: 'clock', segments: 8, coin: 4 }, 'Insert table: Coin per roll 4 is above 3. Use an integer coin count 0–3.'],
    [
      { roll: 'clock', segments: 8, coin: 'one' },
      'Insert table: Coin per roll "one" is text, not a number. Use an integer coin count 0–3.',
    ],
  ])('%j is refused: %s', (options, message) => {
    expect(() => readTableSpec(options)).toThrow(new Error(message));
  });

  test('resistance: a track sent without stress marked is accepted, and the choice carries it for when stress is marked', () => {
    expect(readTableSpec({ roll: 'resistance', track: 12 })).toEqual({
      roll: 'resistance',
      track: 12,
      from: 0,
      to: 6,
      mode: 'formulas',
      chart: false,
      dice: 0,
    });
    expect(readFormulaSpec(2, { roll: 'resistance', track: 1 })).toEqual({ roll: 'resistance', track: 1, dice: 2 });
  });

  test('a list of pools is quoted whole up to 30 characters, then cut, with its length', () => {
    // [[1],"…"] is 8 characters around the text: 22 x's make 30, 23 make 31. The long one is the built add-on's own case.
    expect(() => readTableSpec({ roll: 'group', pools: [[1], 'x'.repeat(22)] })).toThrow(
      new Error(`Insert table: Pools [[1],"${'x'.repeat(22)}"] is not a list of dice counts. ${POOLS}`),
    );
    expect(() => readTableSpec({ roll: 'group', pools: [[1], 'x'.repeat(23)] })).toThrow(
      // The first 30 characters end on the closing quote; the bracket is cut.
      new Error(`Insert table: Pools [[1],"${'x'.repeat(23)}"… (a list of 2) is not a list of dice counts. ${POOLS}`),
    );
    expect(() => readTableSpec({ roll: 'group', pools: [[1], ''.padEnd(50_000, 'x')] })).toThrow(
      new Error(`Insert table: Pools [[1],"${'x'.repeat(24)}… (a list of 2) is not a list of dice counts. ${POOLS}`),
    );
  });

  test('Insert formula refuses the same, named as Insert formula', () => {
    expect(() => readFormulaSpec(2, { roll: 'clock', segments: 4, coin: 5 })).toThrow(
      new Error('Insert formula: Coin per roll 5 is above 3. Use an integer coin count 0–3.'),
    );
    expect(() => readFormulaSpec(2, { roll: 'group', pools: [] })).toThrow(/^Insert formula: Pools \[\] is not a list/);
  });
});

describe('a group’s block: the pools in a column, the functions over them', () => {
  const BETWEEN = new Array(4).fill(PERCENT_FORMAT);

  test('Insert table at B2, pools 2, 1, 0, live formulas: a title, bands beside the pools, the leader’s stress below', () => {
    const block = oddsTableBlock(readTableSpec({ roll: 'group', pools: [2, 1, 0] }), { row: 2, column: 2 });
    expect(block.cells).toEqual([
      ['Group action, pools 2, 1, 0 (live formulas)', '', '', '', ''],
      ['Pools', 'Bad', 'Partial', 'Clean', 'Critical'],
      [2, '=BLADES_GROUP(B4:B6)', '', '', ''],
      [1, '', '', '', ''],
      [0, '', '', '', ''],
      ['Leader stress', 0, 1, 2, 3],
      ['', '=BLADES_GROUP_STRESS(B4:B6)', '', '', ''],
    ]);
    expect(block.headerRows).toEqual([0, 1, 5]);
    expect(block.percent).toEqual([
      { rect: { row: 2, column: 1, rows: 1, columns: 4 }, formats: [BETWEEN] },
      { rect: { row: 6, column: 1, rows: 1, columns: 4 }, formats: [BETWEEN] },
    ]);
    expect(block.what).toBe('the group table of 3 (2, 1, 0 dice; live formulas)');
    expect(block.chart).toBeUndefined();
  });

  test('Add a chart: the group’s bands as one stacked bar, read from the block, just right of it', () => {
    const block = oddsTableBlock(readTableSpec({ roll: 'group', pools: [2, 1, 0, 3, 4], chart: true }), { row: 2, column: 2 });
    expect(block.chart).toEqual({
      type: 'BAR',
      ranges: [
        { row: 3, column: 2, rows: 2, columns: 1 },
        { row: 3, column: 3, rows: 2, columns: 4 },
      ],
      options: {
        title: 'Group action, pools 2, 1, 0, 3, 4',
        isStacked: true,
        colors: ['#c5221f', '#e37400', '#0d7a40', '#1a73e8'],
        'hAxis.format': 'percent',
      },
      // Five participants: the stress row is six wide, so the block ends in column H.
      anchor: { row: 2, column: 9 },
    });
  });

  test('Synchronized, as values, at AA10: the documented fractions, rounded once', () => {
    const block = oddsTableBlock(readTableSpec({ roll: 'group', pools: [2, 1, 0], synchronized: true, mode: 'values' }), {
      row: 10,
      column: 27,
    });
    expect(block.cells).toEqual([
      ['Group action, Synchronized, pools 2, 1, 0 (values)', '', '', '', ''],
      ['Pools', 'Bad', 'Partial', 'Clean', 'Critical'],
      [2, ...SYNCED_210],
      [1, '', '', '', ''],
      [0, '', '', '', ''],
      ['Leader stress', 0, 1, 2, 3],
      ['', ...STRESS_210],
    ]);
    expect(block.what).toBe('the Synchronized group table of 3 (2, 1, 0 dice; values)');
  });

  test('one participant: the stress row is two wide; twelve: the block widens to thirteen stress cells', () => {
    const one = oddsTableBlock(readTableSpec({ roll: 'group', pools: [4] }), { row: 1, column: 1 });
    expect(one.cells).toEqual([
      ['Group action, pools 4 (live formulas)', '', '', '', ''],
      ['Pools', 'Bad', 'Partial', 'Clean', 'Critical'],
      [4, '=BLADES_GROUP(A3)', '', '', ''],
      ['Leader stress', 0, 1, '', ''],
      ['', '=BLADES_GROUP_STRESS(A3)', '', '', ''],
    ]);
    const twelve = oddsTableBlock(readTableSpec({ roll: 'group', pools: new Array(12).fill(1), synchronized: true }), {
      row: 1,
      column: 1,
    });
    expect(twelve.cells).toHaveLength(16);
    expect(twelve.cells.every((row) => row.length === 14)).toBe(true);
    expect(twelve.cells[2].slice(0, 2)).toEqual([1, '=BLADES_GROUP(A3:A14; TRUE)']);
    expect(twelve.cells[14]).toEqual(['Leader stress', ...Array.from({ length: 13 }, (_, k) => k)]);
    expect(twelve.cells[15].slice(0, 2)).toEqual(['', '=BLADES_GROUP_STRESS(A3:A14)']);
    expect(twelve.percent.slice(1).map((m) => m.rect)).toEqual([{ row: 15, column: 1, rows: 1, columns: 13 }]);
  });

  test('Insert formula: the pools under their header and BLADES_GROUP beside them; no dice read', () => {
    const block = formulaBlock(readFormulaSpec('not read', { roll: 'group', pools: [2, 1, 0] }), { row: 3, column: 3 });
    expect(block).toEqual({
      cells: [
        ['Pools', 'Bad', 'Partial', 'Clean', 'Critical'],
        [2, '=BLADES_GROUP(C4:C6)', '', '', ''],
        [1, '', '', '', ''],
        [0, '', '', '', ''],
      ],
      headerRows: [0],
      percent: [{ rect: { row: 1, column: 1, rows: 1, columns: 4 }, formats: [BETWEEN] }],
      what: '=BLADES_GROUP(C4:C6) and its 3 pools',
    });
    expect(formulaBlock(readFormulaSpec(2, { roll: 'group', pools: [1, 1], synchronized: true })).cells[1][1]).toBe(
      '=BLADES_GROUP(A2:A3; TRUE)',
    );
  });

  test('the values table’s bands are the documented ones without Synchronized', () => {
    const block = oddsTableBlock(readTableSpec({ roll: 'group', pools: [2, 1, 0], mode: 'values' }), { row: 1, column: 1 });
    expect(block.cells[2]).toEqual([2, ...BANDS_210]);
  });
});

describe('stress marked and coin in the tables and formulas', () => {
  test('resistance with 6 of 9 marked: a Trauma column of BLADES_TRAUMA over the pools, beside the spill', () => {
    const block = oddsTableBlock(readTableSpec({ roll: 'resistance', stress: 6, from: 1, to: 2 }), { row: 2, column: 2 });
    expect(block.cells.slice(1)).toEqual([
      ['Dice', 'Cost −1 (crit)', 'Cost 0', 'Cost 1', 'Cost 2', 'Cost 3', 'Cost 4', 'Cost 5', 'Trauma'],
      [1, '=BLADES_RESIST(B4:B5)', '', '', '', '', '', '', '=BLADES_TRAUMA(B4:B5; 6; 9)'],
      [2, '', '', '', '', '', '', '', ''],
    ]);
    expect(block.cells[0]).toHaveLength(9);
    expect(block.percent.map((p) => p.rect)).toEqual([{ row: 2, column: 1, rows: 2, columns: 8 }]);
    // 1 die at 6 of 9: trauma on a 1–3, 1/2; 2 dice: 1/4. Both strictly between 0 and 1.
    expect(block.percent[0].formats.map((row) => row[7])).toEqual([PERCENT_FORMAT, PERCENT_FORMAT]);
    expect(block.what).toBe('the 1–2 dice resistance table (6 of 9 stress marked, live formulas)');
  });

  test('as values: 2 dice at 6 of 9 risk trauma 1/4; 2 dice at 3 marked overindulge 3/4', () => {
    const resist = oddsTableBlock(readTableSpec({ roll: 'resistance', stress: 6, from: 2, to: 2, mode: 'values' }), { row: 1, column: 1 });
    expect(resist.cells[2][8]).toBe(0.25);
    const vice = oddsTableBlock(readTableSpec({ roll: 'vice', stress: 3, from: 2, to: 2, mode: 'values' }), { row: 1, column: 1 });
    expect(vice.cells[1]).toEqual(['Dice', 'Clear 1', 'Clear 2', 'Clear 3', 'Clear 4', 'Clear 5', 'Clear 6', 'Overindulging']);
    expect(vice.cells[2][7]).toBe(0.75);
    expect(vice.what).toBe('the 2–2 dice vice table (3 stress marked, values)');
  });

  test('vice with 3 marked: an Overindulging column of BLADES_OVERINDULGE(<pools>; 3), ";" between its arguments', () => {
    const block = oddsTableBlock(readTableSpec({ roll: 'vice', stress: 3, from: 0, to: 1 }), { row: 1, column: 1 });
    expect(block.cells.slice(2).map((row) => row[7])).toEqual(['=BLADES_OVERINDULGE(A3:A4; 3)', '']);
    // Each row keeps its own pool's format: 3 marked, overindulging is possible on 0 dice and on 1.
    expect(block.percent[0].formats.map((row) => row[6])).toEqual([PERCENT_FORMAT, PERCENT_FORMAT]);
  });

  test('Insert formula for resistance with stress marked is still BLADES_RESIST alone', () => {
    expect(formulaBlock(readFormulaSpec(2, { roll: 'resistance', stress: 6, track: 9 })).cells).toEqual([
      ['=BLADES_RESIST(2)', '', '', '', '', '', ''],
    ]);
    expect(formulaBlock(readFormulaSpec(2, { roll: 'vice', stress: 3 })).cells).toEqual([['=BLADES_VICE(2)', '', '', '', '', '']]);
  });

  test('a clock with coin: =BLADES_CLOCK(n; segments; coin); coin 0 leaves it out', () => {
    expect(formulaBlock(readFormulaSpec(3, { roll: 'clock', segments: 8, coin: 2 })).what).toBe('=BLADES_CLOCK(3, 8, 2)');
    expect(formulaBlock(readFormulaSpec(3, { roll: 'clock', segments: 8, coin: 0 })).what).toBe('=BLADES_CLOCK(3, 8)');
    const table = oddsTableBlock(readTableSpec({ roll: 'clock', segments: 3, coin: 1, from: 1, to: 1 }), { row: 1, column: 1 });
    expect(table.cells[2]).toEqual([1, '=BLADES_CLOCK(A3; 3; 1)', '', '']);
    expect(table.what).toBe('the 1–1 dice clock table (3 segments, 1 coin a roll, live formulas)');
    // 1 die, 1 coin, 3 segments: 1–3 marks 2, 4/5 marks 3, a 6 marks 5: full on roll 1 half the time, always by roll 2.
    const values = oddsTableBlock(readTableSpec({ roll: 'clock', segments: 3, coin: 1, from: 1, to: 1, mode: 'values' }), {
      row: 1,
      column: 1,
    });
    expect(values.cells[2]).toEqual([1, 0.5, 1, 1]);
  });
});
