// docs/privacy.md held to the code: the permissions it names are exactly
// the manifest's OAuth scopes; the storage its table "What it keeps, and
// where" names is exactly the storage the code in src/ uses (found by
// scanning the code, comments left out, so a new use of storage fails here
// until the policy names it); its error-report section names the
// manifest's exceptionLogging; and, as it says nothing leaves the
// spreadsheet, src/ calls no network API.
import ts from 'typescript';
import { readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative } from 'node:path';

const root = join(__dirname, '../..');
const policy = readFileSync(join(root, 'docs/privacy.md'), 'utf8');
const manifest = JSON.parse(readFileSync(join(root, 'appsscript.json'), 'utf8')) as { oauthScopes: string[]; exceptionLogging?: string };

/** Every kind of storage an Apps Script add-on or its sidebar can reach, by the name the policy uses, and how code uses it. */
const STORAGE: ReadonlyArray<{ name: string; use: RegExp }> = [
  { name: 'localStorage', use: /\blocalStorage\b/ },
  { name: 'sessionStorage', use: /\bsessionStorage\b/ },
  { name: 'IndexedDB', use: /\bindexedDB\b/ },
  { name: 'cookies', use: /\bdocument\s*\.\s*cookie\b|\bcookieStore\b/ },
  { name: 'Cache Storage', use: /\bcaches\s*\./ },
  { name: 'PropertiesService', use: /\bPropertiesService\b/ },
  { name: 'CacheService', use: /\bCacheService\b/ },
  { name: 'developer metadata', use: /DeveloperMetadata\b/ },
];

/** What sends data off the spreadsheet: Apps Script's fetch and mail services, and the browser's requests. */
const NETWORK: ReadonlyArray<{ name: string; use: RegExp }> = [
  { name: 'UrlFetchApp', use: /\bUrlFetchApp\b/ },
  { name: 'MailApp or GmailApp', use: /\b(MailApp|GmailApp)\b/ },
  { name: 'fetch', use: /(^|[^\w.])fetch\s*\(|\.fetch\s*\(/ },
  { name: 'XMLHttpRequest', use: /\bXMLHttpRequest\b/ },
  { name: 'sendBeacon', use: /\bsendBeacon\b/ },
  { name: 'WebSocket or EventSource', use: /\b(WebSocket|EventSource)\b/ },
];

/** A source file's code without its comments: TypeScript's scanner for .ts, <!-- … --> dropped for HTML, /* … *\/ for CSS. */
function codeOf(text: string, file: string): string {
  if (extname(file) === '.html') return text.replace(/<!--[\s\S]*?-->/g, '');
  if (extname(file) === '.css') return text.replace(/\/\*[\s\S]*?\*\//g, '');
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, ts.LanguageVariant.Standard, text);
  let code = '';
  for (let token = scanner.scan(); token !== ts.SyntaxKind.EndOfFileToken; token = scanner.scan()) {
    if (token === ts.SyntaxKind.SingleLineCommentTrivia || token === ts.SyntaxKind.MultiLineCommentTrivia) continue;
    code += scanner.getTokenText();
  }
  return code;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)]));
}

const sources = filesUnder(join(root, 'src')).map((file) => ({
  file: relative(root, file),
  code: codeOf(readFileSync(file, 'utf8'), file),
}));

/** Each kind in `kinds` the code uses, with the files that use it. */
const usedIn = (kinds: ReadonlyArray<{ name: string; use: RegExp }>) =>
  kinds
    .map(({ name, use }) => ({ name, files: sources.filter((s) => use.test(s.code)).map((s) => s.file) }))
    .filter((k) => k.files.length > 0);

/** The text of the policy's section `heading` (## level), up to the next ## heading. */
function section(heading: string): string {
  const start = policy.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`docs/privacy.md has no "## ${heading}" section`);
  const end = policy.indexOf('\n## ', start + 1);
  return policy.slice(start, end < 0 ? undefined : end);
}

describe('docs/privacy.md against the code', () => {
  test('the scopes it names are exactly the manifest’s', () => {
    const named = new Set([...policy.matchAll(/https:\/\/www\.googleapis\.com\/auth\/[\w.-]+/g)].map((m) => m[0]));
    expect([...named].sort()).toEqual([...manifest.oauthScopes].sort());
  });

  test('its table of what the add-on keeps names exactly the storage src/ uses', () => {
    const rows = section('What it keeps, and where')
      .split('\n')
      .filter((line) => line.startsWith('|') && !/^\|[-|\s]+\|$/.test(line))
      .slice(1); // the header row
    expect(rows.length).toBeGreaterThan(0);
    const named = STORAGE.filter(({ name }) => rows.some((row) => row.includes(name))).map((k) => k.name);
    // On a failure, each use of storage the table leaves out shows with the files that use it.
    expect(usedIn(STORAGE)).toEqual(named.map((name) => ({ name, files: expect.any(Array) })));
  });

  test('nothing leaves the spreadsheet: src/ calls no network API', () => {
    expect(usedIn(NETWORK)).toEqual([]);
  });

  test('its error reports name the manifest’s exceptionLogging', () => {
    const setting = manifest.exceptionLogging ?? 'NONE';
    expect(section('What leaves the spreadsheet')).toContain(`"exceptionLogging": "${setting}"`);
  });
});

describe('the scanner the policy test relies on', () => {
  test('finds a use of storage in code and not in a comment', () => {
    const source = 'const a = 1; // localStorage\n/* PropertiesService */ window.sessionStorage.getItem("k");';
    const code = codeOf(source, 'x.ts');
    expect(STORAGE.filter(({ use }) => use.test(code)).map((k) => k.name)).toEqual(['sessionStorage']);
  });

  test('finds a network call however it is written', () => {
    for (const call of ['fetch("https://x")', 'window.fetch(u)', 'UrlFetchApp.fetch(u)', 'navigator.sendBeacon(u)'])
      expect(NETWORK.some(({ use }) => use.test(codeOf(call, 'x.ts')))).toBe(true);
    expect(NETWORK.some(({ use }) => use.test(codeOf('prefetch(u); refetch(u)', 'x.ts')))).toBe(false);
  });
});
