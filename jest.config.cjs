/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: 'tsconfig.json', diagnostics: false }] },
  // Typechecking is `tsc --noEmit`, run first by `npm test`; here only transpile.
  testTimeout: 60000,
};
