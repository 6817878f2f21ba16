// `npm run release`: a numbered, immutable version of the Apps Script
// project, named after the top entry of CHANGELOG.md, for the Marketplace
// SDK's app configuration (docs/publishing.md). In order, stopping at the
// first failure (a non-zero exit, nothing after it run, and a message naming
// the step):
//   0. checks that run nothing: the top entry of CHANGELOG.md is a version
//      (not [Unreleased]) and is package.json's; .clasp.json has a real
//      script id; then `git status --porcelain` shows nothing uncommitted
//      but .clasp.json, so the version is a commit (.clasp.json names the
//      publisher's own Apps Script project: the repository keeps its
//      placeholder, and each copy puts its own script id in it);
//   1. `npm test`: lint, typecheck, build dist/, every test;
//   2. `clasp push --force`: dist/ replaces the project's files;
//   3. `clasp create-version "<version> (<date>)" --json`: the version.
// Commands are found on PATH (npm run puts node_modules/.bin, so the
// project's clasp, first); test/release.test.ts puts stand-ins there.
const { spawnSync } = require('node:child_process');
const { readFileSync } = require('node:fs');
const { join } = require('node:path');

/** What .clasp.json holds until someone puts their script id in it (README, Install into a sheet). */
const PLACEHOLDER_SCRIPT_ID = 'REPLACE_WITH_YOUR_SCRIPT_ID';

class ReleaseError extends Error {}

/** The top `## ` entry of the changelog: its version and date, refused when it is not a release. */
function topEntry(changelog) {
  const heading = /^## (.*)$/m.exec(changelog);
  if (!heading) throw new ReleaseError('CHANGELOG.md has no entry (a "## " heading).');
  const entry = /^\[(\d+\.\d+\.\d+)\](?: - (\d{4}-\d{2}-\d{2}))?$/.exec(heading[1].trim());
  if (!entry)
    throw new ReleaseError(
      `the top entry of CHANGELOG.md is "${heading[1].trim()}", not a version: ` +
        'give its lines a heading such as "## [1.1.0] - 2026-12-31" (and package.json that version) before releasing.',
    );
  return { version: entry[1], date: entry[2] };
}

/** The version's description: what `clasp create-version` names it, and the Apps Script editor shows. */
const versionName = ({ version, date }) => (date ? `${version} (${date})` : version);

/** The checks that run nothing; returns the version's description. */
function checkFiles(root) {
  const read = (name) => {
    try {
      return readFileSync(join(root, name), 'utf8');
    } catch {
      throw new ReleaseError(`${name} is missing from ${root}.`);
    }
  };
  const entry = topEntry(read('CHANGELOG.md'));
  const { version } = JSON.parse(read('package.json'));
  if (version !== entry.version)
    throw new ReleaseError(`the top entry of CHANGELOG.md is ${entry.version} but package.json says ${version}: make them the same.`);
  const { scriptId } = JSON.parse(read('.clasp.json'));
  if (!scriptId || scriptId === PLACEHOLDER_SCRIPT_ID)
    throw new ReleaseError('.clasp.json has no script id: put your Apps Script project\'s in it (README, "Install into a sheet").');
  return versionName(entry);
}

/** The commands of a release, in order, after the checks. */
function releaseSteps(description) {
  return [
    { what: 'find uncommitted changes', command: 'git', args: ['status', '--porcelain', '--', '.', ':!.clasp.json'], capture: true },
    { what: 'lint, typecheck, build dist/ and run every test', command: 'npm', args: ['test'] },
    { what: 'push dist/ to the Apps Script project, replacing its files', command: 'clasp', args: ['push', '--force'] },
    { what: `create the version "${description}"`, command: 'clasp', args: ['create-version', description, '--json'], capture: true },
  ];
}

const shown = (step) => [step.command, ...step.args.map((a) => (/[\s"']/.test(a) ? JSON.stringify(a) : a))].join(' ');

/** Runs one step; its output, when captured. Throws a ReleaseError naming it if it cannot start or fails. */
function runStep(step, n, total, cwd) {
  console.log(`\n[${n}/${total}] ${shown(step)}: ${step.what}`);
  const result = spawnSync(step.command, step.args, {
    cwd,
    stdio: ['inherit', step.capture ? 'pipe' : 'inherit', 'inherit'],
    encoding: 'utf8',
  });
  const failed = result.error
    ? `could not start (${result.error.code === 'ENOENT' ? `${step.command} is not on PATH; run it as npm run release after npm ci` : result.error.message})`
    : result.status !== 0
      ? `failed (exit ${result.status ?? result.signal})`
      : null;
  if (failed) throw new ReleaseError(`step ${n} of ${total}, \`${shown(step)}\` (${step.what}), ${failed}. Nothing after it ran.`);
  if (step.capture && result.stdout) process.stdout.write(result.stdout);
  return result.stdout;
}

function release(root = process.cwd()) {
  const description = checkFiles(root);
  const steps = releaseSteps(description);
  const [status, ...rest] = steps;
  if (runStep(status, 1, steps.length, root).trim() !== '')
    throw new ReleaseError('there are uncommitted changes (above): commit them first, so the version is a commit. Nothing after it ran.');
  let output = '';
  rest.forEach((step, i) => (output = runStep(step, i + 2, steps.length, root)));
  let versionNumber;
  try {
    ({ versionNumber } = JSON.parse(output));
  } catch {
    versionNumber = undefined;
  }
  console.log(
    versionNumber
      ? `\nReleased "${description}" as version ${versionNumber} of the Apps Script project: set version ${versionNumber} in the Marketplace SDK's App Configuration (docs/publishing.md).`
      : `\nReleased "${description}"; clasp did not say its number: see the project's versions with \`clasp list-versions\`.`,
  );
}

if (require.main === module) {
  try {
    release();
  } catch (err) {
    if (!(err instanceof ReleaseError)) throw err;
    console.error(`\nnpm run release stopped: ${err.message}`);
    process.exitCode = 1;
  }
}

module.exports = { release, releaseSteps, topEntry, PLACEHOLDER_SCRIPT_ID };
