/**
 * The fast unit suites that import src/ directly, for `npm run mutate`:
 * Stryker reruns them per mutant, so nothing here loads the built Code.js
 * or a browser. Otherwise the project's jest config (ts-jest transpiles
 * only: isolatedModules is on in tsconfig.base.json).
 */
// Full property counts (test/support/property-runs.ts): a mutant that only a
// property test kills must meet as many cases as when the scores were taken.
process.env.PROPERTY_SCALE ??= '1';

/** @type {import('jest').Config} */
module.exports = {
  ...require('./jest.config.cjs'),
  roots: ['<rootDir>/test/dice', '<rootDir>/test/blades', '<rootDir>/test/sheets', '<rootDir>/test/rolls'],
  // Skips a killed mutant's remaining tests; a plain run is unchanged.
  testEnvironment: require('node:path').join(__dirname, 'test/support/fail-fast-environment.cjs'),
};
