import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The layers of src/ as eslint.config.mjs enforces them
 * (docs/architecture.md): a snippet importing up the layers, linted with
 * the repository's own config as a file of that folder, gets the rule's
 * error; an import the layer allows gets none. ESLint runs in a child
 * process (test/support/lint-text.cjs) on snippets given as files that
 * exist, which its type-aware parser needs; only the snippet is read.
 */

const root = join(__dirname, '../..');
const RULE = '@typescript-eslint/no-restricted-imports';

/** A file of the folder, to lint a snippet as: the first .ts in it. */
function aFileIn(folder: string): string {
  const file = readdirSync(join(root, folder)).find((name) => name.endsWith('.ts'));
  if (!file) throw new Error(`no .ts file in ${folder}`);
  return `${folder}/${file}`;
}

interface Case {
  readonly folder: string;
  readonly code: string;
}

const REFUSED: Case[] = [
  { folder: 'src/dice', code: "import { BANDS } from '../blades/action';\nexport const x = BANDS;\n" },
  { folder: 'src/dice', code: "export { BANDS } from '../blades/action';\n" },
  { folder: 'src/blades', code: "import { rollSpec } from '../rolls/registry';\nexport const x = rollSpec;\n" },
  { folder: 'src/blades', code: "import type { RollChoice } from '../rolls/roll-types';\nexport type X = RollChoice;\n" },
  { folder: 'src/rolls', code: "import { readBand } from '../sheets/band-arg';\nexport const x = readBand;\n" },
  { folder: 'src/sheets', code: "import { writeBlock } from '../appsscript/write-block';\nexport const x = writeBlock;\n" },
  { folder: 'src/sheets', code: "import { rollView } from '../sidebar/views';\nexport const x = rollView;\n" },
  { folder: 'src/sheets/functions', code: "import { addMenu } from '../../appsscript/menu';\nexport const x = addMenu;\n" },
  { folder: 'src/sheets', code: "import { MemorySheet } from '../../preview/sheet';\nexport const x = MemorySheet;\n" },
  { folder: 'src/appsscript', code: "import { rollView } from '../sidebar/views';\nexport const x = rollView;\n" },
  { folder: 'src/sidebar', code: "import { TABLE_MODES } from '../sheets/sheet-block';\nexport const x = TABLE_MODES;\n" },
  { folder: 'src/sidebar', code: "import { insertTable } from '../appsscript/write-block';\nexport const x = insertTable;\n" },
];

const ALLOWED: Case[] = [
  { folder: 'src/dice', code: "import { big } from './builtins';\nexport const x = big;\n" },
  { folder: 'src/blades', code: "import { Fraction } from '../dice/fraction';\nexport const x = Fraction;\n" },
  {
    folder: 'src/rolls',
    code: "import { BANDS } from '../blades/action';\nimport { Fraction } from '../dice/fraction';\nexport const x = [BANDS, Fraction];\n",
  },
  { folder: 'src/sheets', code: "import { rollSpec } from '../rolls/registry';\nexport const x = rollSpec;\n" },
  {
    folder: 'src/sheets/functions',
    code: "import { rollSpec } from '../../rolls/registry';\nimport { blankRow } from '../dice-column';\nexport const x = [rollSpec, blankRow];\n",
  },
  {
    folder: 'src/appsscript',
    code: "import { readTableSpec } from '../sheets/insert-options';\nimport { BANDS } from '../blades/action';\nexport const x = [readTableSpec, BANDS];\n",
  },
  { folder: 'src/sidebar', code: "import { rollSpec } from '../rolls/registry';\nexport const x = rollSpec;\n" },
  { folder: 'src/sidebar', code: "import type { TableMode } from '../sheets/sheet-block';\nexport type X = TableMode;\n" },
  { folder: 'src/sidebar', code: "import { type TableMode } from '../sheets/sheet-block';\nexport type X = TableMode;\n" },
  { folder: 'src/sidebar', code: "import type * as Server from '../appsscript/Code';\nexport type X = typeof Server;\n" },
];

type Message = { ruleId: string | null; message: string; fatal: boolean };

const cases = [...REFUSED, ...ALLOWED];
const results: Message[][] = JSON.parse(
  execFileSync(process.execPath, [join(root, 'test/support/lint-text.cjs')], {
    cwd: root,
    input: JSON.stringify(cases.map((c) => ({ code: c.code, filePath: aFileIn(c.folder) }))),
    encoding: 'utf8',
  }),
);
const resultOf = (c: Case) => results[cases.indexOf(c)];
const firstImport = (c: Case) => c.code.split('\n')[0];

test('every snippet was parsed and linted', () => {
  expect(results).toHaveLength(cases.length);
  for (const messages of results) expect(messages.filter((m) => m.fatal)).toEqual([]);
});

test.each(REFUSED.map((c) => [c.folder, firstImport(c), c] as const))(
  '%s: %s is refused, naming what the folder may import',
  (folder, _, c) => {
    const errors = resultOf(c).filter((m) => m.ruleId === RULE);
    expect(errors).toHaveLength(1);
    expect(errors[0].message).toContain(`${folder.split('/').slice(0, 2).join('/')} may import `);
    expect(errors[0].message).toContain('docs/architecture.md');
  },
);

test.each(ALLOWED.map((c) => [c.folder, firstImport(c), c] as const))('%s: %s is allowed', (_, __, c) => {
  expect(resultOf(c).filter((m) => m.ruleId === RULE)).toEqual([]);
});
