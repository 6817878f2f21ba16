// `npm run release` (scripts/release.cjs) offline: run in a folder holding a
// CHANGELOG.md, package.json and .clasp.json, with stand-ins for git, npm and
// clasp first on PATH. Each stand-in records its arguments and exits as the
// test says, so the test sees the commands a release runs, in order, and
// that it stops at the first that fails.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';

const script = join(__dirname, '../scripts/release.cjs');

/**
 * A stand-in command: appends its name and arguments, as one JSON line, to
 * $RELEASE_LOG; exits 1 when its command line is $FAIL_AT; prints what a
 * real one would for the release to read (git status: $GIT_STATUS;
 * clasp create-version --json: a version number).
 */
const STAND_IN = `#!/usr/bin/env node
const { appendFileSync } = require('node:fs');
const { basename } = require('node:path');
const line = [basename(process.argv[1]), ...process.argv.slice(2)];
appendFileSync(process.env.RELEASE_LOG, JSON.stringify(line) + '\\n');
if (line.join(' ') === process.env.FAIL_AT) process.exit(1);
if (line[0] === 'git') process.stdout.write(process.env.GIT_STATUS || '');
if (line[0] === 'clasp' && line[1] === 'create-version') process.stdout.write(JSON.stringify({ versionNumber: 7 }, null, 2) + '\\n');
`;

const CHANGELOG = `# Changelog

## [1.2.0] - 2026-12-03

### Added

- Something.

## [1.1.0] - 2026-11-01
`;

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'release-'));
  for (const command of ['git', 'npm', 'clasp']) {
    writeFileSync(join(dir, command), STAND_IN);
    chmodSync(join(dir, command), 0o755);
  }
  writeFileSync(join(dir, 'CHANGELOG.md'), CHANGELOG);
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'x', version: '1.2.0' }));
  writeFileSync(join(dir, '.clasp.json'), JSON.stringify({ scriptId: '1abcDEF', rootDir: 'dist' }));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** `node scripts/release.cjs` in the folder, the stand-ins first on PATH; its exit, output and the commands it ran. */
function release(env: Record<string, string> = {}) {
  const log = join(dir, 'commands.log');
  const result = spawnSync(process.execPath, [script], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, PATH: `${dir}${delimiter}${process.env.PATH}`, RELEASE_LOG: log, ...env },
  });
  const ran = existsSync(log)
    ? readFileSync(log, 'utf8')
        .trim()
        .split('\n')
        .map((line) => (JSON.parse(line) as string[]).join(' '))
    : [];
  return { status: result.status, stdout: result.stdout, stderr: result.stderr, ran };
}

const ALL = [
  'git status --porcelain -- . :!.clasp.json',
  'npm test',
  'clasp push --force',
  'clasp create-version 1.2.0 (2026-12-03) --json',
];

test('a release runs git status (but .clasp.json), npm test, clasp push --force and clasp create-version named after the top entry, in order', () => {
  const { status, stdout, ran } = release();
  expect(ran).toEqual(ALL);
  expect(status).toBe(0);
  expect(stdout).toContain('Released "1.2.0 (2026-12-03)" as version 7 of the Apps Script project');
});

test.each(ALL.slice(1).map((failing, i) => [failing, i + 2]))('when `%s` fails, nothing after it runs and it says so', (failing, n) => {
  const { status, stderr, ran } = release({ FAIL_AT: failing });
  expect(ran).toEqual(ALL.slice(0, n));
  expect(status).toBe(1);
  expect(stderr).toContain(`npm run release stopped: step ${n} of 4, \``);
  expect(stderr).toContain('failed (exit 1). Nothing after it ran.');
});

test('uncommitted changes stop it after git status, naming them', () => {
  const { status, stdout, stderr, ran } = release({ GIT_STATUS: ' M src/appsscript/menu.ts\n' });
  expect(ran).toEqual(['git status --porcelain -- . :!.clasp.json']);
  expect(status).toBe(1);
  expect(stdout).toContain(' M src/appsscript/menu.ts');
  expect(stderr).toContain('there are uncommitted changes (above): commit them first');
});

test('git status failing (not a repository) stops it there', () => {
  const { status, stderr, ran } = release({ FAIL_AT: 'git status --porcelain -- . :!.clasp.json' });
  expect(ran).toEqual(['git status --porcelain -- . :!.clasp.json']);
  expect(status).toBe(1);
  expect(stderr).toContain('step 1 of 4, `git status --porcelain -- . :!.clasp.json` (find uncommitted changes), failed (exit 1)');
});

describe('checks before any command', () => {
  test('an [Unreleased] top entry: refused, naming it and what to write', () => {
    writeFileSync(join(dir, 'CHANGELOG.md'), CHANGELOG.replace('## [1.2.0] - 2026-12-03', '## [Unreleased]'));
    const { status, stderr, ran } = release();
    expect(ran).toEqual([]);
    expect(status).toBe(1);
    expect(stderr).toContain('the top entry of CHANGELOG.md is "[Unreleased]", not a version');
  });

  test('a top entry that is not package.json’s version: refused', () => {
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ version: '1.1.0' }));
    const { status, stderr, ran } = release();
    expect(ran).toEqual([]);
    expect(status).toBe(1);
    expect(stderr).toContain('the top entry of CHANGELOG.md is 1.2.0 but package.json says 1.1.0');
  });

  test('the placeholder script id of the repository’s .clasp.json: refused', () => {
    writeFileSync(join(dir, '.clasp.json'), readFileSync(join(__dirname, '../.clasp.json')));
    const { status, stderr, ran } = release();
    expect(ran).toEqual([]);
    expect(status).toBe(1);
    expect(stderr).toContain('.clasp.json has no script id');
  });

  test('an entry without a date is named by its version alone', () => {
    writeFileSync(join(dir, 'CHANGELOG.md'), CHANGELOG.replace('## [1.2.0] - 2026-12-03', '## [1.2.0]'));
    expect(release().ran.at(-1)).toBe('clasp create-version 1.2.0 --json');
  });
});

test('npm run release runs this script', () => {
  const { scripts } = JSON.parse(readFileSync(join(__dirname, '../package.json'), 'utf8')) as { scripts: Record<string, string> };
  expect(scripts.release).toBe('node scripts/release.cjs');
});
