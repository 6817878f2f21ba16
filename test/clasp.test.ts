import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..');

test('`clasp status` (offline) would push exactly the built files, the sidebar included, and not dist/preview/', () => {
  const out = execFileSync('npx', ['clasp', 'status', '--json'], { cwd: root, encoding: 'utf8' });
  const { filesToPush } = JSON.parse(out) as { filesToPush: string[] };
  // The sidebar is part of the add-on: HtmlService serves it from the pushed project.
  const expected = ['dist/Code.js', 'dist/Sidebar.html', 'dist/appsscript.json'];
  expect([...filesToPush].sort()).toEqual(expected.sort());
});

test('appsscript.json asks for V8 and only the two scopes the add-on needs', () => {
  const manifest = JSON.parse(readFileSync(join(root, 'dist/appsscript.json'), 'utf8')) as {
    runtimeVersion: string;
    oauthScopes: string[];
  };
  expect(manifest.runtimeVersion).toBe('V8');
  expect([...manifest.oauthScopes].sort()).toEqual([
    'https://www.googleapis.com/auth/script.container.ui',
    'https://www.googleapis.com/auth/spreadsheets.currentonly',
  ]);
});
