import { atLeast } from '../../src/blades/action';
import { resistance } from '../../src/blades/stress';
import { ACTIONS, ATTRIBUTES, CREW_CHARACTERS } from '../../src/rolls/crew-sheet';
import { crewBlock } from '../../src/sheets/crew-block';
import { readCrewSpec } from '../../src/sheets/insert-options';
import { MEAN_FORMAT, PERCENT_FORMAT } from '../../src/sheets/percent-format';
import { errorOf } from '../support/apps-script';

/** The crew sheet's block as plain data (src/sheets/crew-block.ts); test/dist/crew-sheet.test.ts writes it through the built add-on. */

const AT = { row: 2, column: 2 };

describe.each([1, 4, 12])('%i characters', (n) => {
  const live = crewBlock({ characters: n, mode: 'formulas' }, AT);
  const values = crewBlock({ characters: n, mode: 'values' }, AT);

  test('a rectangle: the ratings, then three sections of a blank row, a title, a header (the attributes’ under its groups) and a row per character', () => {
    expect(live.cells).toHaveLength(4 + n + 3 * (3 + n) + 1);
    for (const block of [live, values]) expect(block.cells.every((row) => row.length === 1 + ACTIONS.length)).toBe(true);
    expect(live.cells[3]).toEqual(['Character', ...ACTIONS]);
    expect(live.cells[2].filter(Boolean)).toEqual(ATTRIBUTES.map((a) => a.name));
    // The ratings rows are left empty for the GM.
    expect(
      live.cells
        .slice(4, 4 + n)
        .flat()
        .every((c) => c === ''),
    ).toBe(true);
  });

  test('one custom-function formula per output grid, over the whole ratings grid', () => {
    const custom = live.cells.flat().filter((c) => typeof c === 'string' && c.startsWith('=BLADES_'));
    const ratings = `C6:N${5 + n}`;
    // The block's last n rows, from row 2: rows 16 + 3n to 15 + 4n.
    const [first, last] = [16 + 3 * n, 15 + 4 * n];
    expect(custom).toEqual([
      `=BLADES_AT_LEAST(${ratings}; "Partial")`,
      `=BLADES_AT_LEAST(${ratings}; "Clean")`,
      `=BLADES_RESIST_MEAN(C${first}:E${last})`,
    ]);
    expect(live.cells.flat().filter((c) => typeof c === 'string' && c.startsWith('=COUNTIF('))).toHaveLength(3 * n);
  });

  test('headers bold, odds as percent and means to two decimals, each under a colour scale', () => {
    const bold = live.headerRows.map((r) => live.cells[r][0]);
    expect(bold.filter((c) => c === 'Character')).toHaveLength(4);
    expect(live.percent.map((p) => p.formats.flat()[0])).toEqual([PERCENT_FORMAT, PERCENT_FORMAT, MEAN_FORMAT]);
    expect(live.colourScales!.map((s) => s.rect)).toEqual(live.percent.map((p) => p.rect));
    // Green (better) at the high end of the odds, at the low end of the stress.
    const [partial, , stress] = live.colourScales!;
    expect([partial.max, stress.min]).toEqual([partial.max, partial.max]);
  });

  test('values: ratings of 0 and their exact figures rounded once, no formula', () => {
    const flat = values.cells.flat();
    expect(flat.some((c) => typeof c === 'string' && c.startsWith('='))).toBe(false);
    const { rect } = values.percent[0];
    expect(values.cells[rect.row][rect.column]).toBe(atLeast(0, 'Partial').toNumber());
    const means = values.percent[2].rect;
    expect(values.cells[means.row][means.column]).toBe(resistance(0).mean().toNumber());
  });
});

test('the options: 4 characters and live formulas by default; Characters 1–12', () => {
  expect(readCrewSpec()).toEqual({ characters: CREW_CHARACTERS.default, mode: 'formulas' });
  expect(readCrewSpec({ characters: 12, mode: 'values' })).toEqual({ characters: 12, mode: 'values' });
  expect(errorOf(() => readCrewSpec({ characters: 2.5 }))).toBe(
    'Insert crew sheet: Characters 2.5 is not a whole number. Use an integer character count 1–12.',
  );
});
