// ESLint flat config: the recommended JavaScript and TypeScript rules
// everywhere, plus the type-aware rules that catch real bugs cheaply
// (promises, exhaustive switches over a roll type, needless assertions),
// and the layers of src/ as import rules (test/architecture/layers.test.ts).
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The layers of src/ (docs/architecture.md): each folder may import only
 * the ones below it, and nothing outside src/. dice imports nothing of
 * ours; blades only dice; rolls dice and blades; sheets those three;
 * appsscript anything but the sidebar; the sidebar dice, blades and rolls,
 * plus `import type` from sheets and appsscript (the typed bridge, no
 * bytes in its bundle). Each folder's imports are matched as written:
 * "../rolls/registry", "../../rolls/registry" from a subfolder.
 */
const OUTSIDE_SRC = ['preview', 'test', 'bench', 'scripts'];
const importOf = (folders) => `^(\\.\\./)+(${folders.join('|')})(/|$)`;
const LAYERS = [
  { folder: 'dice', may: 'nothing of ours', not: ['blades', 'rolls', 'sheets', 'appsscript', 'sidebar'] },
  { folder: 'blades', may: 'src/dice', not: ['rolls', 'sheets', 'appsscript', 'sidebar'] },
  { folder: 'rolls', may: 'src/dice and src/blades', not: ['sheets', 'appsscript', 'sidebar'] },
  { folder: 'sheets', may: 'src/dice, src/blades and src/rolls', not: ['appsscript', 'sidebar'] },
  { folder: 'appsscript', may: 'anything in src/ but src/sidebar', not: ['sidebar'] },
  {
    folder: 'sidebar',
    may: 'src/dice, src/blades and src/rolls, and types alone from src/sheets and src/appsscript',
    not: [],
    typesOnly: ['sheets', 'appsscript'],
  },
];
const layerRules = LAYERS.map(({ folder, may, not, typesOnly = [] }) => {
  const message = `src/${folder} may import ${may} (the layers: docs/architecture.md).`;
  return {
    files: [`src/${folder}/**/*.ts`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: importOf([...not, ...OUTSIDE_SRC]), message },
            ...(typesOnly.length ? [{ regex: importOf(typesOnly), allowTypeImports: true, message }] : []),
          ],
        },
      ],
    },
  };
});

export default tseslint.config(
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  { ignores: ['dist/', 'build/', 'artifacts/', 'coverage/', 'reports/', '.stryker-tmp/', 'node_modules/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always'],
    },
  },
  {
    // Node scripts and configs: CommonJS, where require is the module system.
    files: ['**/*.cjs', '**/*.mjs', 'bench/**/*.js'],
    languageOptions: { globals: globals.node, sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  { files: ['**/*.mjs'], languageOptions: { sourceType: 'module' } },
  ...layerRules,
);
