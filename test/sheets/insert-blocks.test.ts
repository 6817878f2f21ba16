import { BANDS } from '../../src/blades/action';
import { RollChoice } from '../../src/rolls/roll-types';
import { bladesOddsTable } from '../../src/sheets/functions';
import { TableSpec, formulaBlock, oddsTableBlock, readTableSpec } from '../../src/sheets/insert-blocks';
import { poolFunctions } from '../support/pool-functions';

/**
 * The pure table builder: the cells the sidebar's Insert table and Insert
 * formula write for every roll type, before any sheet is involved (the
 * built Code.js against the in-memory sheet is test/dist/sheet-writer).
 */

/** Each roll type: its function, the header a table of it must carry, and the row one pool must give (the engine's exact odds, rounded once). */
function rollCase(choice: RollChoice) {
  const segments = choice.segments ?? 6;
  const byName = Object.fromEntries(poolFunctions({ segments }).map((f) => [f.name, f]));
  const cases = {
    action: { fn: 'BLADES_BANDS', header: ['Dice', ...BANDS], table: 'table' },
    resistance: { fn: 'BLADES_RESIST', header: ['Dice', -1, 0, 1, 2, 3, 4, 5], table: 'resistance table' },
    vice: { fn: 'BLADES_VICE', header: ['Dice', 1, 2, 3, 4, 5, 6], table: 'vice table' },
    clock: { fn: 'BLADES_CLOCK', header: ['Dice', ...Array.from({ length: segments }, (_, i) => i + 1)], table: 'clock table' },
  };
  const c = cases[choice.roll];
  return { ...c, row: byName[c.fn].row, width: c.header.length - 1 };
}

const CHOICES: RollChoice[] = [
  { roll: 'action' },
  { roll: 'resistance' },
  { roll: 'vice' },
  { roll: 'clock', segments: 4 },
  { roll: 'clock', segments: 10 },
  { roll: 'clock', segments: 1 },
  { roll: 'clock', segments: 24 },
];
const named = (c: RollChoice) => (c.segments === undefined ? c.roll : `${c.roll} of ${c.segments}`);

describe('readTableSpec: the options the sidebar sends', () => {
  test('defaults: the 0–6 action table as live formulas', () => {
    expect(readTableSpec()).toEqual({ roll: 'action', from: 0, to: 6, mode: 'formulas' });
    expect(readTableSpec({ roll: undefined, segments: undefined })).toEqual({ roll: 'action', from: 0, to: 6, mode: 'formulas' });
  });

  test.each(['action', 'resistance', 'vice'] as const)('%s: no segments, even if some are sent', (roll) => {
    expect(readTableSpec({ roll, segments: 8, from: '1', to: 3, mode: 'values' })).toEqual({ roll, from: 1, to: 3, mode: 'values' });
  });

  test('a clock takes its segments, 1–24, as the functions read them', () => {
    expect(readTableSpec({ roll: 'clock', segments: 8 })).toEqual({ roll: 'clock', segments: 8, from: 0, to: 6, mode: 'formulas' });
    expect(readTableSpec({ roll: 'clock', segments: ' 12 ' }).segments).toBe(12);
    expect(readTableSpec({ roll: 'clock', segments: 1 }).segments).toBe(1);
    expect(readTableSpec({ roll: 'clock', segments: 24 }).segments).toBe(24);
  });

  const SEGMENTS = 'Use an integer segment count 1–24.';
  test.each([
    [{ roll: 'fortune' }, 'Insert table: the roll type is "action", "resistance", "vice" or "clock", not "fortune".'],
    [{ roll: 'Clock', segments: 8 }, 'Insert table: the roll type is "action", "resistance", "vice" or "clock", not "Clock".'],
    [{ roll: 2 }, 'Insert table: the roll type is "action", "resistance", "vice" or "clock", not 2.'],
    [{ roll: 'clock' }, `Insert table: Segments is missing. ${SEGMENTS}`],
    [{ roll: 'clock', segments: '' }, `Insert table: Segments "" is blank. ${SEGMENTS}`],
    [{ roll: 'clock', segments: 0 }, `Insert table: Segments 0 is below 1. ${SEGMENTS}`],
    [{ roll: 'clock', segments: 25 }, `Insert table: Segments 25 is above 24. ${SEGMENTS}`],
    [{ roll: 'clock', segments: 6.5 }, `Insert table: Segments 6.5 is not a whole number. ${SEGMENTS}`],
    [{ roll: 'clock', segments: 'eight' }, `Insert table: Segments "eight" is text, not a number. ${SEGMENTS}`],
    [{ roll: 'clock', segments: -4 }, `Insert table: Segments -4 is negative. ${SEGMENTS}`],
  ])('%j is refused: %s', (options, message) => {
    expect(() => readTableSpec(options)).toThrow(new Error(message));
  });
});

describe('oddsTableBlock: every cell of every roll type’s table', () => {
  test.each(CHOICES.map((c) => [named(c), c] as const))('%s, live formulas at C5, pools 0–6', (_, choice) => {
    const expected = rollCase(choice);
    const spec: TableSpec = { ...choice, from: 0, to: 6, mode: 'formulas' };
    const block = oddsTableBlock(spec, { row: 5, column: 3 });
    const args = (row: number) => (choice.segments === undefined ? `C${row}` : `C${row}; ${choice.segments}`);
    expect(block.cells).toEqual([
      expected.header,
      // Each row's formula reads its own pool cell (C6 … C12) and spills over the row; those cells stay empty.
      ...[0, 1, 2, 3, 4, 5, 6].map((n) => [n, `=${expected.fn}(${args(6 + n)})`, ...new Array(expected.width - 1).fill('')]),
    ]);
    expect(block.headerRows).toBe(1);
    expect(block.percent).toEqual({ row: 1, column: 1, rows: 7, columns: expected.width });
    const segments = choice.segments === undefined ? '' : `${choice.segments} ${choice.segments === 1 ? 'segment' : 'segments'}, `;
    expect(block.what).toBe(`the 0–6 dice ${expected.table} (${segments}live formulas)`);
  });

  test.each(CHOICES.map((c) => [named(c), c] as const))('%s, values, pools 0, 1, 19 and 20', (_, choice) => {
    const expected = rollCase(choice);
    for (const [from, to] of [
      [0, 1],
      [19, 20],
    ]) {
      const block = oddsTableBlock({ ...choice, from, to, mode: 'values' }, { row: 1, column: 1 });
      expect(block.cells).toEqual([expected.header, [from, ...expected.row(from)], [to, ...expected.row(to)]]);
      expect(block.percent).toEqual({ row: 1, column: 1, rows: 2, columns: expected.width });
      expect(block.what).toMatch(new RegExp(`^the ${from}–${to} dice ${expected.table} \\((\\d+ segments?, )?values\\)$`));
    }
  });

  test('the action table as values is BLADES_ODDS_TABLE for the same span', () => {
    for (const [from, to] of [
      [0, 6],
      [3, 3],
      [15, 20],
    ]) {
      expect(oddsTableBlock({ roll: 'action', from, to, mode: 'values' }, { row: 1, column: 1 }).cells).toEqual(bladesOddsTable(to, from));
    }
  });

  test('the formula reads the pool cell wherever the table starts: AA100', () => {
    const block = oddsTableBlock({ roll: 'clock', segments: 3, from: 2, to: 3, mode: 'formulas' }, { row: 100, column: 27 });
    expect(block.cells.slice(1).map((r) => r[1])).toEqual(['=BLADES_CLOCK(AA101; 3)', '=BLADES_CLOCK(AA102; 3)']);
  });
});

describe('formulaBlock: Insert formula for every roll type', () => {
  test.each(CHOICES.map((c) => [named(c), c] as const))('%s, 3 dice', (_, choice) => {
    const expected = rollCase(choice);
    const formula = `=${expected.fn}(${choice.segments === undefined ? '3' : `3; ${choice.segments}`})`;
    expect(formulaBlock(3, choice)).toEqual({
      cells: [[formula, ...new Array(expected.width - 1).fill('')]],
      headerRows: 0,
      percent: { row: 0, column: 0, rows: 1, columns: expected.width },
      what: formula,
    });
  });

  test('no options: =BLADES_BANDS; a bad roll type or segments is refused as in Insert table', () => {
    expect(formulaBlock(2).cells).toEqual([['=BLADES_BANDS(2)', '', '', '']]);
    expect(() => formulaBlock(2, { roll: 'clock', segments: 30 })).toThrow(
      new Error('Insert formula: Segments 30 is above 24. Use an integer segment count 1–24.'),
    );
    expect(() => formulaBlock(2, { roll: 'engagement' })).toThrow(
      new Error('Insert formula: the roll type is "action", "resistance", "vice" or "clock", not "engagement".'),
    );
  });
});
