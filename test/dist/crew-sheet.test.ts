import { atLeast } from '../../src/blades/action';
import { resistance } from '../../src/blades/stress';
import { ACTIONS, ATTRIBUTES } from '../../src/rolls/crew-sheet';
import { PROTECTED_MESSAGE } from '../../preview/sheet';
import { builtAddon, sheetState } from '../support/addon';
import { errorOf, sheetsFunction } from '../support/apps-script';

/**
 * Insert crew sheet through the built Code.js on the in-memory sheet: what
 * it writes (one formula per output grid), that the GM can type names and
 * ratings and watch the odds follow (each cell the built function's own
 * single-pool figure, and the exact one rounded once), that it refuses
 * where anything is in the way, and that a failing write leaves the sheet
 * as it was. src/sheets/crew-block.ts builds the block;
 * test/sheets/crew-block.test.ts holds its layout.
 */

type Addon = ReturnType<typeof builtAddon>;
const SHEET = { rows: 70, columns: 20 };

/** A fresh add-on, the crew sheet inserted at B2 with `options`. */
function inserted(options: Record<string, unknown> = {}): { addon: Addon; message: unknown } {
  const addon = builtAddon(SHEET);
  addon.sheet.setActiveSelection('B2');
  return { addon, message: addon.run('insertCrewSheet', [options]) };
}

const typeRow = (addon: Addon, row: number, name: string, dots: readonly number[]) => {
  addon.sheet.enter(row, 2, name);
  dots.forEach((d, i) => addon.sheet.enter(row, 3 + i, String(d)));
};

// Block rows from B2: title, note, attributes, actions, then the characters (row 6 on).
const FIRST = 6;

describe('live formulas, 4 characters', () => {
  test('at B2: the ratings under their attributes, then one formula per output grid', () => {
    const { addon, message } = inserted();
    expect(message).toBe('Inserted the crew sheet for 4 characters (live formulas) at B2:N31.');
    const values = addon.sheet.getRange('B4:N5').getValues();
    expect(values[1]).toEqual(['Character', ...ACTIONS]);
    expect(values[0].filter((v) => v !== '')).toEqual(ATTRIBUTES.map((a) => a.name));
    const formulas = addon.sheet
      .snapshot()
      .cells.filter((c) => c.kind === 'formula')
      .map((c) => c.input);
    const custom = formulas.filter((f) => f.startsWith('=BLADES_'));
    expect(custom).toEqual([
      '=BLADES_AT_LEAST(C6:N9; "Partial")',
      '=BLADES_AT_LEAST(C6:N9; "Clean")',
      '=BLADES_RESIST_MEAN(C28:E31)',
    ]);
    // The rest: each odds row's name, and each character's three attribute counts.
    expect(formulas.filter((f) => f.startsWith('=COUNTIF('))).toHaveLength(4 * ATTRIBUTES.length);
    expect(formulas.filter((f) => /^=B\d+&""$/.test(f))).toHaveLength(3 * 4);
    // A recalculation runs three custom-function executions, whatever the crew.
    expect(addon.sheet.recalculate()).toHaveLength(3);
    // Bold headers, percent odds, colour scales over the three output grids.
    expect(addon.sheet.snapshot().cells.find((c) => c.a1 === 'C5')?.bold).toBe(true);
    expect(addon.sheet.snapshot().colourScales.map((s) => s.ranges)).toEqual([['C13:N16'], ['C20:N23'], ['F28:H31']]);
  });

  test('the GM types names and ratings and the odds follow, each the single-pool figure', () => {
    const { addon } = inserted();
    const AT_LEAST = sheetsFunction(addon.context, 'BLADES_AT_LEAST');
    const RESIST_MEAN = sheetsFunction(addon.context, 'BLADES_RESIST_MEAN');
    const crew: Array<[string, number[]]> = [
      ['Cutter', [0, 1, 0, 0, 2, 1, 2, 1, 0, 0, 0, 0]],
      ['Lurk', [1, 0, 1, 0, 2, 3, 0, 0, 0, 0, 0, 1]],
      ['Whisper', [0, 1, 0, 0, 0, 0, 0, 0, 3, 1, 1, 1]],
    ];
    crew.forEach(([name, dots], i) => typeRow(addon, FIRST + i, name, dots));
    const read = (a1: string) => addon.sheet.getRange(a1).getValues();
    crew.forEach(([name, dots], i) => {
      for (const [top, band] of [
        [13, 'Partial'],
        [20, 'Clean'],
      ] as const) {
        const row = read(`B${top + i}:N${top + i}`)[0];
        expect(row[0]).toBe(name);
        dots.forEach((d, k) => {
          expect(row[k + 1]).toBe(AT_LEAST(d, band)[0][0]);
          expect(row[k + 1]).toBe(atLeast(d, band).toNumber());
        });
      }
      const ratings = ATTRIBUTES.map((_, a) => dots.slice(4 * a, 4 * a + 4).filter((d) => d > 0).length);
      const attributes = read(`B${28 + i}:H${28 + i}`)[0];
      expect(attributes).toEqual([name, ...ratings, ...ratings.map((r) => RESIST_MEAN(r)[0][0])]);
      expect(attributes.slice(4)).toEqual(ratings.map((r) => resistance(r).mean().toNumber()));
    });
    // The fourth row, not filled in: no name, no odds.
    expect(read('B16:N16')[0].every((v) => v === '')).toBe(true);
    // A change of rating changes its odds.
    addon.sheet.enter(FIRST, 3, '3');
    expect(read('C13')[0][0]).toBe(atLeast(3, 'Partial').toNumber());
    // A mistyped rating shows its message in its own cell, naming its place in the grid.
    addon.sheet.enter(FIRST + 1, 4, 'two');
    expect(read('D14')[0][0]).toBe(
      'BLADES_AT_LEAST: dice "two" in row 2, column 2 of the range is text, not a number. Use an integer dice count 0–20.',
    );
  });
});

describe('values and sizes', () => {
  test('values: ratings of 0 and their figures, no formula', () => {
    const { addon, message } = inserted({ characters: 1, mode: 'values' });
    expect(message).toBe('Inserted the crew sheet for 1 character (values) at B2:N19.');
    const cells = addon.sheet.snapshot().cells;
    expect(cells.filter((c) => c.kind === 'formula')).toEqual([]);
    expect(addon.sheet.getRange('C6:N6').getValues()[0]).toEqual(ACTIONS.map(() => 0));
    expect(addon.sheet.getRange('C10:N10').getValues()[0]).toEqual(ACTIONS.map(() => atLeast(0, 'Partial').toNumber()));
    expect(addon.sheet.getRange('F19:H19').getValues()[0]).toEqual(ATTRIBUTES.map(() => resistance(0).mean().toNumber()));
  });

  test('1 to 12 characters; anything else refused by the field’s name', () => {
    expect(inserted({ characters: 12 }).message).toBe('Inserted the crew sheet for 12 characters (live formulas) at B2:N63.');
    const addon = builtAddon(SHEET);
    expect(errorOf(() => addon.run('insertCrewSheet', [{ characters: 13 }]))).toBe(
      'Insert crew sheet: Characters 13 is above 12. Use an integer character count 1–12.',
    );
    expect(errorOf(() => addon.run('insertCrewSheet', [{ characters: 0 }]))).toBe(
      'Insert crew sheet: Characters 0 is below 1. Use an integer character count 1–12.',
    );
    expect(errorOf(() => addon.run('insertCrewSheet', [{ mode: 'pictures' }]))).toMatch(/^Insert crew sheet: the table is written as /);
    expect(errorOf(() => addon.run('insertCrewSheet', [{ rows: 4 }]))).toMatch(/^Insert crew sheet: the options hold "rows", which is not an option\./);
  });
});

describe('the menu', () => {
  test('Insert crew sheet is an item, and inserts 4 characters at the active cell with a toast', () => {
    const addon = builtAddon(SHEET);
    addon.run('onOpen', [{ authMode: 'LIMITED' }]);
    const menu = addon.events.find((e) => e.kind === 'menu');
    expect(menu && 'items' in menu && menu.items).toContainEqual({ caption: 'Insert crew sheet', handler: 'insertDefaultCrewSheet' });
    addon.sheet.setActiveSelection('C3');
    addon.run('insertDefaultCrewSheet');
    expect(addon.events[addon.events.length - 1]).toEqual({
      kind: 'toast',
      title: 'Blades Odds',
      text: 'Inserted the crew sheet for 4 characters (live formulas) at C3:O32.',
    });
  });
});

describe('never overwrites or breaks anything', () => {
  test('a value where a rating row would go: nothing written, the cell named', () => {
    const addon = builtAddon(SHEET);
    addon.sheet.enter(7, 5, 'notes');
    addon.sheet.setActiveSelection('B2');
    const before = addon.sheet.snapshot();
    expect(errorOf(() => addon.run('insertCrewSheet', [{}]))).toMatch(/^Nothing was inserted: the crew sheet for 4 characters \(live formulas\) needs B2:N31, .*E7/);
    expect(addon.sheet.snapshot()).toEqual(before);
    expect(addon.sheet.writes).toEqual([]);
  });

  test('the blank cells of another add-on formula’s result: refused, the formula named', () => {
    const addon = builtAddon(SHEET);
    addon.sheet.enter(20, 16, '2');
    addon.sheet.enter(22, 16, '3');
    addon.sheet.enter(20, 12, '=BLADES_BANDS(P20:P22)');
    addon.sheet.setActiveSelection('B2');
    expect(errorOf(() => addon.run('insertCrewSheet', [{}]))).toMatch(/=BLADES_BANDS\(P20:P22\) in L20 spills into/);
  });

  test('past the sheet’s edge: refused', () => {
    const addon = builtAddon(SHEET);
    addon.sheet.setActiveSelection('J2');
    expect(errorOf(() => addon.run('insertCrewSheet', [{}]))).toMatch(/past the sheet's last cell T70/);
  });
});

describe('all or nothing: if any write fails, the sheet is as it was', () => {
  function setUp(): Addon {
    const addon = builtAddon(SHEET);
    addon.sheet.enter(1, 1, 'Campaign');
    addon.sheet.getRange('C5').setFontWeight('bold');
    addon.sheet.getRange('D14:E14').setNumberFormat('0.00');
    const rule = (addon.context.SpreadsheetApp as { newConditionalFormatRule(): { setGradientMinpoint(c: string): unknown } })
      .newConditionalFormatRule() as unknown as {
      setGradientMinpoint(c: string): { setGradientMaxpoint(c: string): { setRanges(r: unknown[]): { build(): unknown } } };
    };
    addon.sheet.setConditionalFormatRules([
      rule.setGradientMinpoint('#ffffff').setGradientMaxpoint('#000000').setRanges([addon.sheet.getRange('P1:P9')]).build(),
    ] as never);
    addon.sheet.setActiveSelection('B2');
    addon.sheet.writes.length = 0;
    return addon;
  }
  const state = (addon: Addon) => sheetState(addon, SHEET);
  const writes = (() => {
    const addon = setUp();
    addon.run('insertCrewSheet', [{}]);
    return addon.sheet.writes.map((w) => w.method);
  })();

  test('it writes values, formats, bold rows and then the colour scales', () => {
    expect(writes.filter((m) => m === 'setValues').length).toBeGreaterThan(1);
    expect(writes).toContain('setNumberFormats');
    expect(writes).toContain('setFontWeight');
    expect(writes[writes.length - 1]).toBe('setConditionalFormatRules');
  });

  test.each(writes.flatMap((method, i) => [false, true].map((after) => ({ n: i + 1, method, after }))))(
    'write $n ($method) fails (made first: $after): nothing left',
    ({ n, after }) => {
      const addon = setUp();
      const before = state(addon);
      addon.sheet.failWrite({ call: n, after });
      expect(errorOf(() => addon.run('insertCrewSheet', [{}]))).toBe(
        'Nothing was inserted: writing the crew sheet for 4 characters (live formulas) at B2:N31 failed, so what had been written is cleared again. ' +
          `Sheets said: ${PROTECTED_MESSAGE}`,
      );
      expect(state(addon)).toEqual(before);
    },
  );
});
