import ts from 'typescript';
import { bigIntLiterals } from '../../scripts/lib/apps-script-syntax.cjs';
import { builtSource, errorOf, expectedBands, messageInRow, loadBuiltCode, scriptDate, sheetsFunction } from '../support/apps-script';

import { readEntryPoints } from '../../scripts/lib/entry-points.cjs';

const code = loadBuiltCode();
const BLADES_BANDS = sheetsFunction(code, 'BLADES_BANDS');
const USE = 'Use an integer dice count 0–20.';

describe('dist/Code.js as Apps Script loads it', () => {
  const source = builtSource();

  test('is a plain script: no import, export or require', () => {
    const file = ts.createSourceFile('Code.js', source, ts.ScriptTarget.ES2020, true, ts.ScriptKind.JS);
    const found: string[] = [];
    const visit = (node: ts.Node): void => {
      if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || ts.isExportAssignment(node)) found.push(node.getText());
      if (ts.isCallExpression(node) && node.expression.getText() === 'require') found.push(node.getText());
      if (node.kind === ts.SyntaxKind.ImportKeyword) found.push('import()');
      ts.forEachChild(node, visit);
    };
    visit(file);
    expect(found).toEqual([]);
  });

  test('has no BigInt literal, which the Apps Script editor cannot parse', () => {
    expect(bigIntLiterals(source)).toEqual([]);
    expect(source).toContain(`const $0n = BigInt("0");`); // the engine still computes in BigInt
  });

  test('BLADES_BANDS is a top-level function declaration with @customfunction and @param dice', () => {
    const file = ts.createSourceFile('Code.js', source, ts.ScriptTarget.ES2020, true, ts.ScriptKind.JS);
    const decl = file.statements.find(
      (s): s is ts.FunctionDeclaration => ts.isFunctionDeclaration(s) && s.name?.text === 'BLADES_BANDS',
    );
    expect(decl).toBeDefined();
    expect(decl!.parameters.map((p) => p.name.getText())).toEqual(['dice']);
    const doc = ts.getJSDocTags(decl!).map((t) => t.tagName.text);
    expect(doc).toContain('customfunction');
    expect(ts.getJSDocParameterTags(decl!.parameters[0]).length).toBe(1);
  });

  test('defines one global besides its entry points', () => {
    const own = Object.keys(code).sort();
    const { functions } = readEntryPoints('Code.js', source, { exportedOnly: false });
    const entryPoints = functions.map((f: { name: string }) => f.name);
    expect(entryPoints).toContain('BLADES_BANDS');
    expect(own).toEqual([...entryPoints, 'BladesOdds_'].sort());
  });
});

describe('BLADES_BANDS called as Sheets calls it', () => {
  test('a number gives one row that spills right', () => {
    expect(BLADES_BANDS(3)).toEqual([expectedBands(3)]);
    expect(BLADES_BANDS(2)).toEqual([[9 / 36, 16 / 36, 10 / 36, 1 / 36]]);
  });

  test('omitted: the default pool of 2 dice', () => {
    expect(BLADES_BANDS()).toEqual([expectedBands(2)]);
  });

  test('zero dice: lower of two, no critical', () => {
    expect(BLADES_BANDS(0)).toEqual([[27 / 36, 8 / 36, 1 / 36, 0]]);
  });

  test('a column range: one row per cell, in order', () => {
    const pools = Array.from({ length: 21 }, (_, i) => 20 - i);
    expect(BLADES_BANDS(pools.map((n) => [n]))).toEqual(pools.map(expectedBands));
  });

  test('blank cells give blank rows, alone or in a range', () => {
    expect(BLADES_BANDS('')).toEqual([['', '', '', '']]);
    expect(BLADES_BANDS([[1], [''], [4]])).toEqual([expectedBands(1), ['', '', '', ''], expectedBands(4)]);
  });

  test('text holding an integer is read as Sheets reads it', () => {
    expect(BLADES_BANDS('3')).toEqual([expectedBands(3)]);
    expect(BLADES_BANDS(' 3 ')).toEqual([expectedBands(3)]);
    expect(BLADES_BANDS([['5'], [' 0 ']])).toEqual([expectedBands(5), expectedBands(0)]);
  });

  test('integer-valued numbers are accepted, -0 as 0', () => {
    expect(BLADES_BANDS(4.0)).toEqual([expectedBands(4)]);
    expect(BLADES_BANDS(-0)).toEqual([expectedBands(0)]);
    expect(BLADES_BANDS(20)).toEqual([expectedBands(20)]);
  });

  test('rows are fresh arrays: changing one result never changes the next', () => {
    const first = BLADES_BANDS(2);
    first[0][0] = 99;
    expect(BLADES_BANDS(2)).toEqual([expectedBands(2)]);
  });
});

describe('BLADES_BANDS refuses bad input with a message naming it', () => {
  const cases: Array<[string, unknown, string]> = [
    ['negative', -1, 'BLADES_BANDS: dice -1 is negative. Use an integer dice count 0–20. A negative pool rolls as zero dice: pass 0, e.g. MAX(0, A2-1).'],
    ['fractional', 2.5, `BLADES_BANDS: dice 2.5 is not a whole number. ${USE}`],
    ['above 20', 21, `BLADES_BANDS: dice 21 is above 20. ${USE}`],
    ['NaN', NaN, `BLADES_BANDS: dice NaN is not a number. ${USE}`],
    ['Infinity', Infinity, `BLADES_BANDS: dice Infinity is not a finite number. ${USE}`],
    ['-Infinity', -Infinity, `BLADES_BANDS: dice -Infinity is not a finite number. ${USE}`],
    ['TRUE', true, `BLADES_BANDS: dice TRUE is a TRUE/FALSE value, not a number. ${USE}`],
    ['FALSE', false, `BLADES_BANDS: dice FALSE is a TRUE/FALSE value, not a number. ${USE}`],
    ['other text', 'three', `BLADES_BANDS: dice "three" is text, not a number. ${USE}`],
    ['whitespace', '  ', `BLADES_BANDS: dice "  " is text, not a number. ${USE}`],
    ['fractional text', '2.5', `BLADES_BANDS: dice "2.5" is not a whole number. ${USE}`],
    ['negative text', '-2', 'BLADES_BANDS: dice "-2" is negative. Use an integer dice count 0–20. A negative pool rolls as zero dice: pass 0, e.g. MAX(0, A2-1).'],
  ];
  test.each(cases)('%s', (_, value, message) => {
    expect(errorOf(() => BLADES_BANDS(value))).toBe(message);
  });

  test('a date', () => {
    const date = scriptDate(code, '2026-11-30T00:00:00Z');
    // Named as "a date", never as a day: the day depends on a time zone this code cannot know.
    expect(errorOf(() => BLADES_BANDS(date))).toBe(`BLADES_BANDS: dice is a date, not a number. ${USE}`);
  });

  test('in a range, the bad cell’s row shows the message, naming the row; the other rows keep their odds', () => {
    const rows = BLADES_BANDS([[1], [2], [-3]]);
    expect(rows.slice(0, 2)).toEqual([expectedBands(1), expectedBands(2)]);
    expect(messageInRow(rows, 3)).toBe(
      'BLADES_BANDS: dice -3 in row 3 of the range is negative. Use an integer dice count 0–20. A negative pool rolls as zero dice: pass 0, e.g. MAX(0, A2-1).',
    );
    expect(messageInRow(BLADES_BANDS([[0], [true]]), 2)).toBe(
      `BLADES_BANDS: dice TRUE in row 2 of the range is a TRUE/FALSE value, not a number. ${USE}`,
    );
  });

  test('a range more than one column wide is refused, not reshaped', () => {
    expect(errorOf(() => BLADES_BANDS([[1, 2], [3, 4]]))).toBe(
      'BLADES_BANDS: the dice range is 2 columns wide. Pass one column of dice counts (e.g. A2:A21), one output row per cell.',
    );
  });
});
