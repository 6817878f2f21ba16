// Every repository path the docs name (README.md, CONTRIBUTING.md,
// CHANGELOG.md, docs/, and any Markdown file in the source folders) and
// every one a source comment names (src/, test/, scripts/, preview/,
// bench/, .ci/ and the top-level configs) exists, and every Markdown link
// leads to a file and heading that exist. A renamed or deleted file shows
// up here as the list of places still naming it, file:line each.
import ts from 'typescript';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, extname, join, relative } from 'node:path';
import { anchorsOf, slug } from '../support/markdown-anchors';

const root = join(__dirname, '../..');
const rel = (path: string) => relative(root, path).split('\\').join('/');

/** Folders whose paths are build or test outputs, never in the repository. */
const OUTPUTS = ['artifacts/', 'reports/', 'coverage/', '.stryker-tmp/'];

/** What `npm run build` writes under dist/, read from scripts/build.cjs (`join(outDir, '…')`). */
const BUILT = [...readFileSync(join(root, 'scripts/build.cjs'), 'utf8').matchAll(/join\(outDir, '([^']+)'\)/g)].map((m) => `dist/${m[1]}`);

const SOURCE_FOLDERS = ['src', 'test', 'scripts', 'preview', 'bench', '.ci'];
function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(path);
    return [path];
  });
}

const topLevel = readdirSync(root, { withFileTypes: true }).filter((e) => e.isFile());
const docFiles = [
  ...['README.md', 'CONTRIBUTING.md', 'CHANGELOG.md'].map((name) => join(root, name)),
  ...walk(join(root, 'docs')).filter((f) => ['.md', '.json'].includes(extname(f))),
  ...SOURCE_FOLDERS.flatMap((d) => walk(join(root, d))).filter((f) => extname(f) === '.md'),
];
const CODE = new Set(['.ts', '.js', '.cjs', '.mjs']);
const sourceFiles = [
  ...SOURCE_FOLDERS.flatMap((d) => walk(join(root, d))),
  ...topLevel.map((e) => join(root, e.name)).filter((f) => CODE.has(extname(f))),
].filter((f) => CODE.has(extname(f)) || ['.html', '.css'].includes(extname(f)) || rel(f) === '.ci/run');

/** A piece of a file to read paths in: its text and where it starts. */
interface Span {
  text: string;
  offset: number;
}

/** Every comment of a TypeScript or JavaScript file, found by the parser (so `//` in a string or a regex is no comment). */
function codeComments(text: string, fileName: string): Span[] {
  const source = ts.createSourceFile(
    fileName,
    text,
    ts.ScriptTarget.Latest,
    true,
    fileName.endsWith('.ts') ? ts.ScriptKind.TS : ts.ScriptKind.JS,
  );
  const seen = new Map<number, Span>();
  const visit = (node: ts.Node) => {
    if (node.kind >= ts.SyntaxKind.FirstJSDocNode && node.kind <= ts.SyntaxKind.LastJSDocNode) return;
    for (const range of [...(ts.getLeadingCommentRanges(text, node.pos) ?? []), ...(ts.getTrailingCommentRanges(text, node.end) ?? [])])
      seen.set(range.pos, { text: text.slice(range.pos, range.end), offset: range.pos });
    node.getChildren(source).forEach(visit);
  };
  visit(source);
  return [...seen.values()];
}

/** The comments of an HTML, CSS or shell file: <!-- … -->, /* … *\/, and # … lines for a shell script. */
function otherComments(text: string, shell: boolean): Span[] {
  const pattern = shell ? /#.*$/gm : /<!--[\s\S]*?-->|\/\*[\s\S]*?\*\//g;
  return [...text.matchAll(pattern)].map((m) => ({ text: m[0], offset: m.index ?? 0 }));
}

const PATH = /(?<![\w./~$-])(?:src|test|docs|scripts|preview|bench|\.ci|dist|artifacts|reports|coverage)\/[\w./*-]*/g;
/** Top-level files, named alone: the configs, the dotfiles and the front-page documents. */
const TOP_LEVEL =
  /(?<![\w./~$-])(?:package(?:-lock)?\.json|appsscript\.json|tsconfig(?:\.[\w-]+)?\.json|[\w-]+(?:\.[\w-]+)*\.config\.(?:cjs|mjs|js)|\.(?:clasp\.json|claspignore|editorconfig|prettierignore|prettierrc(?:\.json)?|gitignore|eslintrc[\w.]*|npmrc|nvmrc)|README\.md|CONTRIBUTING\.md|CHANGELOG\.md|LICENSE)(?![\w/-])/g;

const MODULE_ENDINGS = ['.ts', '.js', '.cjs', '.mjs', '.test.ts'];
/** A source file named alone (`registry.ts`), where the text has given its folder before: it exists in some folder. */
const BARE = /(?<![\w./~$-])[\w-]+(?:\.[\w-]+)*\.(?:ts|cjs|mjs|html|css)(?![\w/-])/g;
const basenames = new Set(
  [...SOURCE_FOLDERS, 'docs']
    .flatMap((d) => walk(join(root, d)))
    .concat(topLevel.map((e) => join(root, e.name)))
    .map((f) => f.split(/[\\/]/).pop()!),
);
/** Files of other projects a comment names alone: Google's add-on stylesheet. */
const ELSEWHERE = new Set(['add-ons1.css']);

/** Why a file named alone is nowhere, or '' when some folder (or the build) has it. */
function missingName(name: string): string {
  if (basenames.has(name) || ELSEWHERE.has(name) || BUILT.some((b) => b.endsWith(`/${name}`))) return '';
  return 'no file of that name in any folder';
}

const isDir = (path: string) => existsSync(path) && statSync(path).isDirectory();

/** Why `path` (as named, from the repository root) is not there, or '' when it is. */
function missing(path: string): string {
  const named = path.replace(/[.,:;]+$/, '');
  if (OUTPUTS.some((o) => named === o.slice(0, -1) || named.startsWith(o))) return '';
  if (named === 'dist' || named.startsWith('dist/')) {
    const built = (f: string) => f === named || f.startsWith(named.endsWith('/') ? named : `${named}/`);
    return BUILT.some(built) ? '' : `not a file the build writes (${BUILT.join(', ')})`;
  }
  // A glob names the folder before its first wildcard.
  const wild = named.indexOf('*');
  const concrete = wild >= 0 ? named.slice(0, named.lastIndexOf('/', wild) + 1) : named;
  if (existsSync(join(root, concrete))) return '';
  // A module or a suite named as code imports it, without its extension.
  if (wild < 0 && MODULE_ENDINGS.some((ending) => existsSync(join(root, named + ending)))) return '';
  return 'no such file or folder';
}

/** Markdown whose links are read from another folder: the template becomes docs/functions.md. */
const LINK_BASE = new Map([['scripts/functions.template.md', join(root, 'docs')]]);

interface Finding {
  file: string;
  line: number;
  path: string;
  why: string;
}

const lineAt = (text: string, offset: number) => text.slice(0, offset).split('\n').length;

/** Paths named in the spans of one file. */
function pathFindings(file: string, text: string, spans: Span[]): Finding[] {
  const found: Finding[] = [];
  for (const span of spans) {
    for (const pattern of [PATH, TOP_LEVEL, BARE]) {
      for (const m of span.text.matchAll(pattern)) {
        const why = pattern === BARE ? missingName(m[0]) : missing(m[0]);
        const path = m[0].replace(/[.,:;]+$/, '');
        if (why) found.push({ file: rel(file), line: lineAt(text, span.offset + (m.index ?? 0)), path, why });
      }
    }
  }
  return found;
}

/** Markdown links [text](target) to repository files, and the headings their #anchors name. */
function linkFindings(file: string, text: string): Finding[] {
  const found: Finding[] = [];
  let fenced = false;
  text.split('\n').forEach((line, i) => {
    if (/^\s*```/.test(line)) fenced = !fenced;
    if (fenced) return;
    const withoutCode = line.replace(/`[^`]*`/g, (code) => ' '.repeat(code.length));
    for (const m of withoutCode.matchAll(/\]\(([^)\s]+)\)/g)) {
      const target = m[1];
      if (/^[a-z]+:/i.test(target)) continue; // https:, mailto:
      const [pathPart, anchor] = target.split('#');
      const resolved = pathPart ? join(LINK_BASE.get(rel(file)) ?? dirname(file), pathPart) : file;
      const path = rel(resolved);
      const report = (why: string) => found.push({ file: rel(file), line: i + 1, path: target, why });
      if (!existsSync(resolved)) {
        report('the link leads to no file');
        continue;
      }
      if (anchor && !isDir(resolved) && resolved.endsWith('.md') && !anchorsOf(resolved).has(anchor))
        report(`no heading of ${path} has the anchor #${anchor}`);
    }
  });
  return found;
}

/** `file.md#anchor` named as a path (not a link): the heading must exist too. */
function anchorFindings(file: string, text: string, spans: Span[]): Finding[] {
  const found: Finding[] = [];
  for (const span of spans)
    for (const m of span.text.matchAll(/(?<![\w./~$-])((?:docs\/)?[\w-]+\.md)#([\w-]+)/g)) {
      const target = join(root, m[1].includes('/') ? m[1] : join(rel(dirname(file)), m[1]));
      if (!existsSync(target)) continue; // the path check reports it
      if (!anchorsOf(target).has(m[2]))
        found.push({
          file: rel(file),
          line: lineAt(text, span.offset + (m.index ?? 0)),
          path: m[0],
          why: `no heading of ${rel(target)} has this anchor`,
        });
    }
  return found;
}

function spansOf(file: string, text: string): Span[] {
  if (docFiles.includes(file)) return [{ text, offset: 0 }];
  if (CODE.has(extname(file))) return codeComments(text, file);
  return otherComments(text, rel(file) === '.ci/run');
}

const report = (findings: Finding[]) => findings.map((f) => `${f.file}:${f.line}: ${f.path} (${f.why})`).join('\n  ');

describe('the paths the docs and comments name', () => {
  const files = [...new Set([...docFiles, ...sourceFiles])];
  const texts = new Map(files.map((f) => [f, readFileSync(f, 'utf8')]));

  test('reads every doc and every source folder', () => {
    expect(docFiles.map(rel)).toEqual(
      expect.arrayContaining(['README.md', 'CONTRIBUTING.md', 'CHANGELOG.md', 'docs/rules.md', 'scripts/functions.template.md']),
    );
    expect(sourceFiles.map(rel)).toEqual(
      expect.arrayContaining(['src/appsscript/Code.ts', 'src/sidebar/Sidebar.html', 'preview/page.css', '.ci/run', 'jest.config.cjs']),
    );
    expect(BUILT).toEqual(expect.arrayContaining(['dist/Code.js', 'dist/Sidebar.html', 'dist/appsscript.json']));
  });

  test('exist in the repository (or are what the build writes)', () => {
    const findings = files.flatMap((f) => pathFindings(f, texts.get(f)!, spansOf(f, texts.get(f)!)));
    if (findings.length) throw new Error(`${findings.length} named paths do not exist:\n  ${report(findings)}`);
  });

  test('Markdown links lead to files and headings that exist', () => {
    const findings = files.filter((f) => f.endsWith('.md')).flatMap((f) => linkFindings(f, texts.get(f)!));
    if (findings.length) throw new Error(`${findings.length} links lead nowhere:\n  ${report(findings)}`);
  });

  test('a Markdown file named with an #anchor has that heading (code and tests cite docs/rules.md#…)', () => {
    const findings = files.flatMap((f) => anchorFindings(f, texts.get(f)!, spansOf(f, texts.get(f)!)));
    if (findings.length) throw new Error(`${findings.length} anchors name no heading:\n  ${report(findings)}`);
  });

  test('the checker itself: comments, not strings or regexes; a glob by its folder; a name alone; trailing punctuation', () => {
    const code = [
      '// see src/dice/fraction.ts, and src/nowhere.ts.',
      "const s = '// src/also-nowhere.ts'; // the suite test/dist/menu-and-inserts",
      '// every test/**/x.ts, and fraction.ts; not nowhere-at-all.ts',
      'const r = /[//] regex-nowhere.ts/;',
    ].join('\n');
    const findings = pathFindings(join(root, 'x.ts'), code, codeComments(code, 'x.ts'));
    expect(findings.map((f) => [f.line, f.path, f.why])).toEqual([
      [1, 'src/nowhere.ts', 'no such file or folder'],
      [3, 'nowhere-at-all.ts', 'no file of that name in any folder'],
    ]);
    expect(missing('dist/preview/')).toBe('');
    expect(missing('dist/Code.gs')).toMatch(/not a file the build writes/);
    expect(slug('Why the inserts write `;` between arguments')).toBe('why-the-inserts-write--between-arguments');
  });
});
