import { actionBands, atLeast } from '../../src/blades/action';
import { Fraction } from '../../src/dice/fraction';
import { bonusDiceSection } from '../../src/rolls/decisions';
import { traumaBy, traumaMeanRolls } from '../../src/blades/trauma-walk';
import { readSectionSpec } from '../../src/sheets/insert-options';
import { CHANGE_FORMAT, PERCENT_FORMAT } from '../../src/sheets/percent-format';
import { sectionBlock } from '../../src/sheets/section-blocks';
import { SECTION_KEYS_TEXT } from '../support/option-keys';

/**
 * A decision section's insert (Insert options table, Insert trauma table):
 * its options checked and refused by the button's name, and the block it
 * writes, as plain data. The built add-on writes it into the preview's
 * sheet in test/browser/decisions.test.ts.
 */

const B2 = { row: 2, column: 2 };

describe('readSectionSpec', () => {
  test('the options table: the pool on show, live by default, no chart', () => {
    expect(readSectionSpec({ section: 'bonus-dice', roll: 'action', dice: 3 })).toEqual({
      section: 'bonus-dice',
      dice: 3,
      writing: { mode: 'formulas', chart: false },
    });
    expect(readSectionSpec({ section: 'bonus-dice' })).toMatchObject({ dice: 2 });
  });
  test('the trauma table: a resistance table of pools, with its stress and track', () => {
    expect(readSectionSpec({ section: 'trauma-within', roll: 'resistance', stress: 6, track: 9, from: 1, to: 3, mode: 'values' })).toEqual({
      section: 'trauma-within',
      table: { roll: 'resistance', stress: 6, track: 9, dice: 1, from: 1, to: 3, mode: 'values', chart: false },
    });
  });
  test.each<[unknown, string]>([
    [undefined, 'Insert section table: the section is "bonus-dice" or "trauma-within", missing.'],
    [{ section: 'progress' }, 'Insert section table: the section is "bonus-dice" or "trauma-within", not "progress".'],
    [{ section: 'bonus-dice', dice: 21 }, 'Insert options table: Dice 21 is above 20. Use an integer dice count 0–20.'],
    [{ section: 'bonus-dice', roll: 'clock' }, 'Insert options table: the roll type is "action" for this table, not "clock".'],
    [{ section: 'bonus-dice', mode: 'both' }, 'Insert options table: the table is written as "formulas" or "values", not "both".'],
    [
      { section: 'trauma-within', stress: 9, track: 9 },
      'Insert trauma table: Stress marked 9 is not below Track 9: a full track is already trauma. Use Stress marked 0–8 for a 9-box track.',
    ],
    [{ section: 'trauma-within', from: 5, to: 2 }, 'Insert trauma table: From 5 is above To 2. Give the smaller pool first.'],
    [
      { section: 'trauma-within', segments: 8, rol: 1 },
      `Insert trauma table: the options hold "rol", which is not an option. Use ${SECTION_KEYS_TEXT}.`,
    ],
  ])('refuses %p, naming the insert', (options, message) => {
    expect(() => readSectionSpec(options)).toThrow(new Error(message));
  });
});

describe('the options table', () => {
  const ANSWER_HEADER = ['At least Partial', 'At least Partial: change', 'Clean or better', 'Clean or better: change', 'Mark'];

  test('live: a title, then one BLADES_OPTIONS formula with room for its 7 × 7 spill, and the sidebar’s answer beside it', () => {
    const block = sectionBlock(readSectionSpec({ section: 'bonus-dice', dice: 2 }), B2);
    expect(block.cells).toHaveLength(8);
    expect(block.cells[0]).toEqual([
      'What a bonus die buys, 2 dice (live formulas)',
      ...new Array(6).fill(''),
      'Changes and marks: values for 2 dice, as inserted',
      ...new Array(4).fill(''),
    ]);
    expect(block.cells[1]).toEqual(['=BLADES_OPTIONS(2)', '', '', '', '', '', '', ...ANSWER_HEADER]);
    expect(block.cells.slice(2).every((row) => row.slice(0, 7).every((c) => c === ''))).toBe(true);
    // 2 dice: At least Partial 3/4 as rolled; Assist 7/8 (+1/8 for 1 stress), Push 7/8 (+1/8 for 2), Assist + bargain 15/16 (+3/16 for 1): best per stress.
    const f = (n: number, d: number) => Fraction.of(n, d).toNumber();
    expect(block.cells.slice(2).map((row) => [row[7], row[8], row[11]])).toEqual([
      [f(3, 4), 0, ''],
      [f(7, 8), f(1, 8), ''],
      [f(7, 8), f(1, 8), 'No stress'],
      [f(7, 8), f(1, 8), ''],
      [f(15, 16), f(3, 16), 'Best per stress'],
      [f(15, 16), f(3, 16), ''],
    ]);
    // Clean or better and its change, exact: 1 − (5/6)^n.
    const clean = [2, 3, 3, 3, 4, 4].map((n) => atLeast(n, 'Clean'));
    expect(block.cells.slice(2).map((row) => [row[9], row[10]])).toEqual(clean.map((c) => [c.toNumber(), c.sub(clean[0]).toNumber()]));
    // The marks are the sidebar's own, option by option.
    expect(block.cells.slice(2).map((row) => row[11])).toEqual(
      bonusDiceSection({ roll: 'action', dice: 2 }).options.map((o) => o.marker ?? ''),
    );
    expect(block.headerRows).toEqual([0, 1]);
    expect(block.percent).toEqual([
      { rect: { row: 2, column: 3, rows: 6, columns: 4 }, formats: new Array(6).fill(new Array(4).fill(PERCENT_FORMAT)) },
      {
        rect: { row: 2, column: 7, rows: 6, columns: 4 },
        formats: [
          [PERCENT_FORMAT, '0.0%', PERCENT_FORMAT, '0.0%'],
          ...new Array(5).fill([PERCENT_FORMAT, CHANGE_FORMAT, PERCENT_FORMAT, CHANGE_FORMAT]),
        ],
      },
    ]);
    expect(block.chart).toBeUndefined();
  });
  test('values: the function’s cells; with a chart, a stacked bar per option from its labels and bands', () => {
    const block = sectionBlock(readSectionSpec({ section: 'bonus-dice', dice: 0, mode: 'values', chart: true }), B2);
    expect(block.cells[0].slice(1).every((c) => c === '')).toBe(true);
    expect(block.cells[1]).toEqual(['Option', 'Dice', 'Stress', 'Bad', 'Partial', 'Clean', 'Critical', ...ANSWER_HEADER]);
    expect(block.cells[2]).toEqual(['As rolled', 0, 0, ...actionBands(0).map((f) => f.toNumber()), 1 / 4, 0, 1 / 36, 0, '']);
    // Zero dice has no critical: that cell is formatted as the impossible.
    expect(block.percent[0].formats[0][3]).not.toBe(PERCENT_FORMAT);
    expect(block.chart).toMatchObject({
      type: 'BAR',
      ranges: [
        { row: 3, column: 2, rows: 7, columns: 1 },
        { row: 3, column: 5, rows: 7, columns: 4 },
      ],
      anchor: { row: 2, column: 14 },
    });
  });
});

describe('the trauma table', () => {
  test('live: one BLADES_TRAUMA_BY and one BLADES_TRAUMA_MEAN over the pool column, in the first pool’s row', () => {
    const block = sectionBlock(readSectionSpec({ section: 'trauma-within', stress: 6, from: 0, to: 2 }), B2);
    expect(block.cells[0][0]).toBe('Trauma within 1 to 10 rolls, 6 of 9 stress marked, 0–2 dice (live formulas)');
    expect(block.cells[1]).toEqual([
      'Dice',
      'Within 1 roll',
      ...[2, 3, 4, 5, 6, 7, 8, 9, 10].map((k) => `Within ${k} rolls`),
      'Mean rolls',
    ]);
    expect(block.cells[2]).toEqual([0, '=BLADES_TRAUMA_BY(B4:B6; 6; 10; 9)', ...new Array(9).fill(''), '=BLADES_TRAUMA_MEAN(B4:B6; 6; 9)']);
    expect(block.cells[3]).toEqual([1, ...new Array(11).fill('')]);
    expect(block.what).toBe('the 0–2 dice trauma table (6 of 9 stress marked, live formulas)');
  });
  test('values with a chart: the exact figures rounded once, a line per pool', () => {
    const block = sectionBlock(
      readSectionSpec({ section: 'trauma-within', stress: 2, track: 4, from: 2, to: 2, mode: 'values', chart: true }),
      B2,
    );
    expect(block.cells[2]).toEqual([2, ...traumaBy(2, 2, 4, 10).map((f) => f.toNumber()), traumaMeanRolls(2, 2, 4).toNumber()]);
    expect(block.chart).toMatchObject({ type: 'LINE', transposed: true, anchor: { row: 2, column: 14 } });
    expect(block.percent[1]).toEqual({ rect: { row: 2, column: 11, rows: 1, columns: 1 }, formats: [['0.00']] });
  });
});
