// `npm run mutate`: mutation testing of the pure core (src/dice, src/blades,
// src/sheets, src/rolls) against the fast unit suites of
// jest.mutate.config.cjs. Not part of `npm test` or CI: it takes about half
// an hour on two cores. One folder while iterating:
//   npx stryker run --mutate 'src/sheets/**/*.ts'
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'jest',
  // Each mutant runs only the test files that import its file (jest --findRelatedTests).
  jest: { projectType: 'custom', configFile: 'jest.mutate.config.cjs', enableFindRelatedTests: true },
  coverageAnalysis: 'perTest',
  // Static mutants (module-load code: constants, message parts, the regex,
  // the registry's object literal) would each rerun every suite, over half
  // the run time here; Stryker reports them as ignored, outside the score.
  ignoreStatic: true,
  // The machine is shared: two test processes at most.
  concurrency: 2,
  timeoutFactor: 3,
  mutate: ['src/dice/**/*.ts', 'src/blades/**/*.ts', 'src/sheets/**/*.ts', 'src/rolls/**/*.ts'],
  // The sandbox needs src, test and scripts/lib (the suites' loaders); not the rest.
  ignorePatterns: [
    '/dist',
    '/artifacts',
    '/coverage',
    '/reports',
    '/build',
    '/docs',
    '/bench',
    '/preview',
    '/test/browser',
    '/test/dist',
    '/test/bench',
  ],
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  incrementalFile: 'reports/stryker-incremental.json',
  tempDirName: '.stryker-tmp',
};
