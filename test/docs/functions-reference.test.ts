import { readFileSync } from 'node:fs';
import { FUNCTION_SHAPES } from '../../src/sheets/functions/shapes';
import { join } from 'node:path';
import { declaredCustomFunctions } from '../support/entry-file';
import * as docs from '../../scripts/docs.cjs';

const root = join(__dirname, '../..');
const codeSource = readFileSync(join(root, docs.CODE_TS), 'utf8');
const template = readFileSync(join(root, docs.TEMPLATE), 'utf8');

/** The first line where two texts differ, for a message a person can act on. */
function firstDifference(onDisk: string, generated: string): string {
  const [a, b] = [onDisk.split('\n'), generated.split('\n')];
  const i = a.findIndex((line, n) => line !== b[n]);
  const at = i === -1 ? a.length : i;
  return `line ${at + 1}:\n  in the file:   ${a[at] ?? '(end of file)'}\n  npm run docs:  ${b[at] ?? '(end of file)'}`;
}

describe('docs/functions.md', () => {
  test('is what `npm run docs` writes from src/appsscript/Code.ts and scripts/functions.template.md', () => {
    const onDisk = readFileSync(join(root, docs.OUTPUT), 'utf8');
    const generated: string = docs.renderFunctionsReference();
    if (onDisk !== generated)
      throw new Error(
        `${docs.OUTPUT} is out of date with ${docs.CODE_TS}'s JSDoc or ${docs.TEMPLATE}: run \`npm run docs\` and commit it. ` +
          `First difference at ${firstDifference(onDisk, generated)}`,
      );
  });

  test('has a section for each custom function Code.ts declares (@customfunction), in its order', () => {
    const onDisk = readFileSync(join(root, docs.OUTPUT), 'utf8');
    const sections = [...onDisk.matchAll(/^## (BLADES_[A-Z_]+)$/gm)].map((m) => m[1]);
    const custom = docs
      .readReferenceEntryPoints()
      .map((f: { name: string }) => f.name)
      .filter((name: string) => name.startsWith('BLADES_'));
    const declared = declaredCustomFunctions().map((f) => f.name);
    expect(declared.length).toBeGreaterThan(0);
    expect(custom).toEqual(declared);
    expect([...custom].sort()).toEqual(Object.keys(FUNCTION_SHAPES).sort());
    expect(sections).toEqual(custom);
  });
});

describe('npm run docs refuses a reference that would be incomplete', () => {
  const withDoc = (doc: string) =>
    codeSource.replace(/\/\*\*\n \* Chance that an action roll's result[\s\S]*?\*\/\n(?=export function BLADES_AT_LEAST)/, doc);

  test('a custom function without @example or @return', () => {
    const bare = '/**\n * Chance.\n *\n * @param {number} dice Dice.\n * @param {string} band A band.\n * @customfunction\n */\n';
    expect(() => docs.renderFunctionsReference({ source: withDoc(bare), template })).toThrow(
      /Code\.ts:\d+: BLADES_AT_LEAST: a custom function needs @return[\s\S]*BLADES_AT_LEAST: a custom function needs at least one @example/,
    );
  });

  test('an @example that calls another function, or whose cells do not parse', () => {
    const doc =
      '/**\n * Chance.\n *\n * @param {number} dice Dice.\n * @param {string} band A band.\n * @return A chance.\n' +
      ' * @example =BLADES_BANDS(2) → 1/4, 4/9, 5/18, 1/36\n * @example =BLADES_AT_LEAST(2, "Bad") → about 1\n * @customfunction\n */\n';
    const message = (() => {
      try {
        docs.renderFunctionsReference({ source: withDoc(doc), template });
      } catch (e) {
        return (e as Error).message;
      }
      return '';
    })();
    expect(message).toContain('an example of BLADES_AT_LEAST calls BLADES_AT_LEAST, not BLADES_BANDS');
    expect(message).toContain('not a cell (a fraction like 49/108, a number, or "text") at column 1 (or use " — " for words)');
  });

  test('a template that leaves a custom function out, or names one that does not exist', () => {
    const broken = template.replace('<!-- function: BLADES_VICE -->', '<!-- function: BLADES_VISE -->');
    expect(() => docs.renderFunctionsReference({ source: codeSource, template: broken })).toThrow(
      /BLADES_VISE is not a custom function[\s\S]*no <!-- function: BLADES_VICE --> marker places BLADES_VICE/,
    );
  });
});

describe('the @example syntax (CONTRIBUTING.md, "Examples in the JSDoc")', () => {
  test('cells: fractions, whole and decimal numbers, "text", rows apart by ";", an optional note', () => {
    expect(docs.parseExample('=BLADES_X(2, "Bad", TRUE, {2,1;0,3}) → 1/4, 0, 1.5; "x, y", -1/36 (a note; with (parens))')).toEqual({
      formula: '=BLADES_X(2, "Bad", TRUE, {2,1;0,3})',
      name: 'BLADES_X',
      args: [
        2,
        'Bad',
        true,
        [
          [2, 1],
          [0, 3],
        ],
      ],
      rows: [
        [
          { num: 1n, den: 4n, source: '1/4' },
          { num: 0n, den: 1n, source: '0' },
          { num: 3n, den: 2n, source: '1.5' },
        ],
        [{ text: 'x, y' }, { num: -1n, den: 36n, source: '-1/36' }],
      ],
      note: 'a note; with (parens)',
    });
  });

  test('a refusal, words, and no arguments', () => {
    expect(docs.parseExample('=BLADES_X() → #ERROR! BLADES_X: no.')).toEqual({
      formula: '=BLADES_X()',
      name: 'BLADES_X',
      args: [],
      error: 'BLADES_X: no.',
    });
    expect(docs.parseExample('=BLADES_X(A2:A8) — one row per pool → each')).toEqual({
      formula: '=BLADES_X(A2:A8)',
      name: 'BLADES_X',
      words: 'one row per pool → each',
    });
  });

  test('what it refuses, and why', () => {
    expect(() => docs.parseExample('=BLADES_X(2)')).toThrow(/say what it gives, after " → " \(cells, checked\) or " — " \(words\)/);
    expect(() => docs.parseExample('=BLADES_X(2) → 9/36')).toThrow(/9\/36 is not reduced: write 1\/4/);
    expect(() => docs.parseExample('=BLADES_X(A2) → 1/4')).toThrow(/"=BLADES_X\(A2\)": not a literal/);
    expect(() => docs.parseExample('=BLADES_X(2) + 1 → 1/4')).toThrow(/is not one call =NAME\(…\)/);
    expect(() => docs.parseExample('=BLADES_X(2) → 1/4 or so')).toThrow(/after " → ": unexpected "or so"/);
  });

  test('decimals: whole within six significant digits, else cut after four', () => {
    const shown = (num: bigint, den: bigint) => docs.decimal({ num, den });
    expect([shown(13n, 32n), shown(63n, 64n), shown(1n, 36n), shown(125n, 36n), shown(5n, 1n), shown(-3n, 2n)]).toEqual([
      '0.40625',
      '0.984375',
      '0.02777…',
      '3.472…',
      '5',
      '-1.5',
    ]);
  });
});
