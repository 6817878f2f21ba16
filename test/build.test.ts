import vm from 'node:vm';
import { mkdtempSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { asNamespace, buildCode, buildSidebar, selfContainedProblems, SIDEBAR_MAX_BYTES } from '../scripts/build.cjs';
import { bigIntLiterals, withoutBigIntLiterals } from '../scripts/lib/apps-script-syntax.cjs';

const root = join(__dirname, '..');

/** Build an entry file written to a temp folder; resolves to the built Code.js. */
async function buildFrom(source: string): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'blades-build-'));
  const entry = join(dir, 'Code.ts');
  writeFileSync(entry, source);
  await buildCode({ entry, outDir: join(dir, 'dist') });
  return readFileSync(join(dir, 'dist', 'Code.js'), 'utf8');
}

const DOC = '/**\n * Adds one.\n * @param {number} x a number\n * @customfunction\n */\n';
const TWO_DOC = '/**\n * Adds.\n * @param {number} x a number\n * @param {number} y another (default 1)\n * @customfunction\n */\n';
const MENU_DOC = '/**\n * Opens.\n */\n';
/** The private export every entry with custom functions needs (the real one words src/sheets/argument-count.ts's refusal); and a menu entry point. */
const COUNT =
  '/**\n * Checks.\n * @param fn a name\n * @param params its parameters\n * @param given the count\n */\n' +
  'export function extraArgumentsError_(fn: string, params: string[], given: number) {\n' +
  '  return new Error(`${fn}: ${params.join(", ")}; ${given}`);\n}\n' +
  `${MENU_DOC}export function onOpen() {}\n`;

describe('the build refuses entry points Apps Script cannot see', () => {
  test('an exported const arrow function', async () => {
    await expect(buildFrom(`${DOC}export const ADD_ONE = (x: number) => x + 1;\n`)).rejects.toThrow(
      /Code\.ts:6: an exported entry point must be a `function NAME\(params\)` declaration/,
    );
  });
  test('a function without JSDoc', async () => {
    await expect(buildFrom('export function ADD_ONE(x: number) { return x + 1; }\n')).rejects.toThrow(
      /ADD_ONE needs a JSDoc block with a description/,
    );
  });
  test('a parameter without @param', async () => {
    await expect(
      buildFrom('/**\n * Adds.\n * @param x a\n * @customfunction\n */\nexport function ADD(x: number, y: number) { return x + y; }\n'),
    ).rejects.toThrow(/ADD's JSDoc has no @param y/);
  });
  test('an UPPER_CASE function without @customfunction', async () => {
    await expect(
      buildFrom('/**\n * Adds one.\n * @param x a\n */\nexport function ADD_ONE(x: number) { return x + 1; }\n'),
    ).rejects.toThrow(/ADD_ONE looks like a custom function but its JSDoc lacks @customfunction/);
  });
  test('a re-export', async () => {
    await expect(buildFrom("export { join } from 'node:path';\n")).rejects.toThrow(/re-exports and default exports are not visible/);
  });
  test('a good entry becomes a top-level declaration carrying its JSDoc', async () => {
    const code = await buildFrom(`${DOC}export function ADD_ONE(x: number) { return x + 1; }\n${COUNT}`);
    expect(code).toContain(
      `${DOC}function ADD_ONE(x) {\n  if (arguments.length > 1) throw BladesOdds_.extraArgumentsError_("ADD_ONE", ["x"], arguments.length);\n  return BladesOdds_.ADD_ONE(x);\n}`,
    );
    expect(code).toContain(`${MENU_DOC}function onOpen() {\n  return BladesOdds_.onOpen();\n}`);
  });
  test('a custom function refuses more arguments than its parameters before it is called, naming them', async () => {
    const context = vm.createContext({});
    vm.runInContext(await buildFrom(`${TWO_DOC}export function ADD(x: number, y?: number) { return x + (y ?? 1); }\n${COUNT}`), context);
    expect(vm.runInContext('ADD(2)', context)).toBe(3);
    expect(vm.runInContext('ADD(2, 5)', context)).toBe(7);
    expect(() => vm.runInContext('ADD(2, 5, 9)', context)).toThrow('ADD: x, y; 3');
  });
  test('a private export (name_) is in the namespace, with no top-level function', async () => {
    const code = await buildFrom(`${DOC}export function ADD_ONE(x: number) { return x + 1; }\n${COUNT}`);
    const [namespace, wrappers] = code.split('\n})();\n');
    expect(namespace).toMatch(/return \{ [^}]*extraArgumentsError_[^}]*\};$/);
    expect(wrappers).toMatch(/^function onOpen\(/m);
    expect(wrappers).not.toMatch(/^function extraArgumentsError_/m);
  });
  test('custom functions without the argument count check', async () => {
    await expect(buildFrom(`${DOC}export function ADD_ONE(x: number) { return x + 1; }\n`)).rejects.toThrow(
      /Code\.ts: custom functions need an exported extraArgumentsError_\(fn, params, given\), which their wrappers throw/,
    );
  });
  test('a private function marked @customfunction', async () => {
    await expect(buildFrom(`${DOC}export function ADD_ONE_(x: number) { return x + 1; }\n`)).rejects.toThrow(
      /ADD_ONE_ has @customfunction but ends in _, which keeps it private/,
    );
  });
  test('Code.js asks for the current spreadsheet only: /** @OnlyCurrentDoc */ in its banner, before any code', async () => {
    const code = await buildFrom(`${DOC}export function ADD_ONE(x: number) { return x + 1; }\n${COUNT}`);
    const beforeCode = code.slice(0, code.search(/^(?!\/\/|\/\*\*|\s*$)/m));
    expect(beforeCode).toContain('/** @OnlyCurrentDoc */');
    expect(readFileSync(join(root, 'dist/Code.js'), 'utf8').split('\n').slice(0, 5)).toContain('/** @OnlyCurrentDoc */');
  });
  test('the real tree builds and names its entry points', () => {
    // The real CLI on the real tree succeeds and names its entry points.
    const out = execFileSync('node', ['scripts/build.cjs'], { cwd: root, encoding: 'utf8' });
    expect(out).toMatch(/entry points: .*BLADES_BANDS/);
  });
});

describe('the sidebar is one self-contained file', () => {
  const html = readFileSync(join(root, 'dist/Sidebar.html'), 'utf8');

  test(`dist/Sidebar.html: at most ${SIDEBAR_MAX_BYTES} bytes, its script and styles inline, nothing fetched`, () => {
    expect(Buffer.byteLength(html)).toBeLessThanOrEqual(SIDEBAR_MAX_BYTES);
    expect(html.match(/<script>/g)).toHaveLength(1);
    expect(html.match(/<style>/g)).toHaveLength(1);
    expect(html).not.toMatch(/inline: /); // every placeholder filled
    // Another host only as a link the help opens in a new tab (an anchor's href, src/rolls/sources.ts), never fetched.
    const hosts = [...html.matchAll(/(?:https?:)?\/\/([a-z0-9.-]+)/gi)].map(([, host]) => host);
    expect(new Set(hosts)).toEqual(new Set(['bladesinthedark.com']));
    expect(html.match(/(?:https?:)?\/\/[a-z]/gi)).toHaveLength(html.match(/\bhref:"https:\/\/bladesinthedark\.com\//g)!.length);
    expect(html).not.toMatch(/\bsrc=|\bhref=|@import|url\(/i);
    expect(selfContainedProblems(html)).toEqual([]);
  });

  test('a link to another host is allowed as an anchor’s href only, in the page or as an href literal in its script', () => {
    expect(
      selfContainedProblems(
        '<a href="https://bladesinthedark.com/teamwork" target="_blank">x</a><script>h({href:"https://bladesinthedark.com/x"})</script>',
      ),
    ).toEqual([]);
    expect(selfContainedProblems('<script>fetch("https://example.com/x")</script>')).toEqual([
      'refers to another host: https://example.com',
    ]);
    expect(selfContainedProblems('<script>const u = "//example.com/x"; h({href:u})</script>')).toEqual([
      'refers to another host: //example.com',
    ]);
    expect(selfContainedProblems('<link href="https://example.com/x.css"><script></script>')).toEqual([
      'refers to another host: https://example.com',
      'loads a file (link, script src, img, @import or url())',
    ]);
    expect(selfContainedProblems('<area href="https://example.com/x"><script></script>')).toEqual([
      'refers to another host: https://example.com',
    ]);
  });

  test('its script holds no BigInt literal (pushed to Apps Script, like Code.js)', () => {
    const script = /<script>([\s\S]*)<\/script>/.exec(html)![1];
    expect(script).toMatch(/BigInt\("\d+"\)/);
    expect(bigIntLiterals(script)).toEqual([]);
  });

  test('it carries only what it uses: no server code and no Sheets argument checking', () => {
    // The bridge's import of the entry file is type-only, and the formula text has its own module.
    for (const serverOnly of ['SpreadsheetApp', 'HtmlService', 'getActiveSheet', 'insertDefaultOddsTable', 'Use an integer']) {
      expect(html).not.toContain(serverOnly);
    }
  });

  const tryTemplate = async (extra: string) => {
    const dir = mkdtempSync(join(tmpdir(), 'blades-sidebar-'));
    const template = join(dir, 'Sidebar.html');
    const source = readFileSync(join(root, 'src/sidebar/Sidebar.html'), 'utf8');
    writeFileSync(template, source.replace('</head>', `${extra}\n</head>`));
    return buildSidebar({ template, outDir: join(dir, 'dist') });
  };

  test('a web font from a CDN fails the build, naming the host', async () => {
    await expect(tryTemplate('<link rel="stylesheet" href="https://fonts.googleapis.com/css?family=Roboto">')).rejects.toThrow(
      /not self-contained:\n {2}refers to another host: https:\/\/fonts\.googleapis\.com\n {2}loads a file/,
    );
  });

  test('a protocol-relative script fails the build', async () => {
    await expect(tryTemplate('<script src="//cdn.example.com/x.js"></script>')).rejects.toThrow(
      /refers to another host: \/\/cdn\.example\.com/,
    );
  });

  test('a page over the budget fails the build', async () => {
    await expect(tryTemplate(`<!-- ${'x'.repeat(SIDEBAR_MAX_BYTES)} -->`)).rejects.toThrow(
      new RegExp(`bytes, over the ${SIDEBAR_MAX_BYTES}-byte budget`),
    );
  });
});

describe('BigInt literals are rewritten for the Apps Script parser', () => {
  test('every literal becomes one constant with the same value, made once', () => {
    const source = 'var a = 2n ** 53n - 1n + 1n, b = -0x1fn, c = 1_000n, s = "10n", t = `6n`; // 7n\n';
    const out: string = withoutBigIntLiterals(source);
    expect(out).toBe(
      '// BigInt constants: Apps Script cannot parse BigInt literals such as 0n.\n' +
        'const $1n = BigInt("1");\nconst $2n = BigInt("2");\nconst $0x1fn = BigInt("0x1f");\n' +
        'const $53n = BigInt("53");\nconst $1_000n = BigInt("1000");\n' +
        'var a = $2n ** $53n - $1n + $1n, b = -$0x1fn, c = $1_000n, s = "10n", t = `6n`; // 7n\n',
    );
    const run = (code: string) => new Function(`${code}; return [a, b, c, s, t];`)();
    expect(run(out)).toEqual(run(source));
  });
});

describe('Code.js holds the bundle in one namespace object', () => {
  test('each export, renamed ones included, is a plain property of the one global', () => {
    const code: string = asNamespace('var one2 = () => 1;\nfunction two() {\n  return 2;\n}\nexport {\n  one2 as one,\n  two\n};\n', 'NS');
    const context = vm.createContext({});
    new vm.Script(code).runInContext(context);
    expect(Object.keys(context)).toEqual(['NS']);
    const ns = context.NS as Record<string, () => number>;
    expect(Object.keys(ns)).toEqual(['one', 'two']);
    expect(Object.getOwnPropertyDescriptor(ns, 'one')).toMatchObject({ writable: true, enumerable: true });
    expect([ns.one(), ns.two()]).toEqual([1, 2]);
  });
  test('a bundle that does not end in one export statement fails the build', () => {
    expect(() => asNamespace('var a = 1;\n', 'NS')).toThrow('the bundle does not end in one export { … } statement');
  });
});
