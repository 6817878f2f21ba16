import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '..');

test('`clasp status` (offline) would push exactly the built files', () => {
  const out = execFileSync('npx', ['clasp', 'status', '--json'], { cwd: root, encoding: 'utf8' });
  const { filesToPush } = JSON.parse(out) as { filesToPush: string[] };
  const expected = ['dist/Code.js', 'dist/appsscript.json'];
  // The sidebar joins the push set once it is built.
  try {
    require('node:fs').accessSync(join(root, 'dist/Sidebar.html'));
    expected.push('dist/Sidebar.html');
  } catch {
    /* not built yet */
  }
  expect([...filesToPush].sort()).toEqual(expected.sort());
});

test('appsscript.json asks for V8 and only the two scopes the add-on needs', () => {
  const manifest = require('../dist/appsscript.json');
  expect(manifest.runtimeVersion).toBe('V8');
  expect([...manifest.oauthScopes].sort()).toEqual([
    'https://www.googleapis.com/auth/script.container.ui',
    'https://www.googleapis.com/auth/spreadsheets.currentonly',
  ]);
});
