// Every jest suite, in three tiers (jest projects); plain `jest`, as
// `npm test` runs it, runs all three. One tier: `jest --selectProjects unit`.
//   unit:    the suites that import src/ directly: no build, no browser
//            (`npm run test:unit`; jest.mutate.config.cjs reruns them).
//   browser: the suites that start Chromium (`npm run test:browser`).
//   dist:    every other suite: the built dist/ in a node:vm context, the
//            build, clasp and the bench (`npm run test:dist`).
// A tier is a list of folders under test/, and dist is whatever the other
// two leave, so a new suite always runs somewhere and never twice.
const UNIT = ['dice', 'blades', 'rolls', 'sheets', 'sidebar', 'support-tests'];
const BROWSER = ['browser', 'scripts'];

const folder = (name) => `<rootDir>/test/${name}`;
const project = {
  testEnvironment: 'node',
  // esbuild, as the build: types stripped, nothing checked (`npm run typecheck`, run first by `npm test`, checks).
  transform: { '^.+\\.ts$': '<rootDir>/test/support/esbuild-transform.cjs' },
  testTimeout: 60000,
};

/** @type {import('jest').Config} */
module.exports = {
  testTimeout: project.testTimeout,
  projects: [
    { ...project, displayName: 'unit', roots: UNIT.map(folder) },
    {
      ...project,
      displayName: 'dist',
      roots: ['<rootDir>/test'],
      testPathIgnorePatterns: ['/node_modules/', ...[...UNIT, ...BROWSER].map((name) => `${folder(name)}/`)],
    },
    { ...project, displayName: 'browser', roots: BROWSER.map(folder) },
  ],
};
