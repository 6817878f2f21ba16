/**
 * The fast unit suites that import src/ directly, for `npm run mutate`:
 * Stryker reruns them per mutant, so nothing here loads the built Code.js
 * or a browser. The unit tier of jest.config.cjs (esbuild transpiles only:
 * test/support/esbuild-transform.cjs), less the suites of what
 * Stryker does not mutate: src/sidebar and the test helpers.
 */
const { testTimeout, projects } = require('./jest.config.cjs');
const unit = projects.find((p) => p.displayName === 'unit');
const NOT_MUTATED = ['<rootDir>/test/sidebar', '<rootDir>/test/support-tests'];

// Full property counts (test/support/property-runs.ts): a mutant that only a
// property test kills must meet as many cases as when the scores were taken.
process.env.PROPERTY_SCALE ??= '1';

/** @type {import('jest').Config} */
module.exports = {
  ...unit,
  displayName: 'mutate',
  testTimeout,
  roots: unit.roots.filter((root) => !NOT_MUTATED.includes(root)),
  // Skips a killed mutant's remaining tests; a plain run is unchanged.
  testEnvironment: require('node:path').join(__dirname, 'test/support/fail-fast-environment.cjs'),
};
