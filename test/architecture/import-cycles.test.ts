import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/**
 * No import cycles in src/, type-only imports included: each module can be
 * read, tested and moved after the ones it imports. One cycle is allowed:
 * the menu's `import type * as EntryPoints from './Code'`, which types its
 * handlers as the entry points' names (src/appsscript/menu.ts). Cycles are
 * the strongly connected components of the import graph (Tarjan's).
 */

const root = join(__dirname, '../..');
const ALLOWED = [['src/appsscript/menu.ts', 'src/appsscript/Code.ts']];

function filesIn(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesIn(`${dir}/${e.name}`) : e.name.endsWith('.ts') ? [`${dir}/${e.name}`] : [],
  );
}

/** Every relative module a file imports or re-exports, type-only or not, as a path from the root. */
function importsOf(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(join(root, file), 'utf8'), ts.ScriptTarget.ES2020, true);
  const specifiers: string[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier))
      specifiers.push(node.moduleSpecifier.text);
    if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal))
      specifiers.push(node.argument.literal.text);
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && ts.isStringLiteral(node.arguments[0]))
      specifiers.push(node.arguments[0].text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers
    .filter((s) => s.startsWith('.'))
    .map((s) => {
      const target = resolve(root, dirname(file), s);
      const path = [`${target}.ts`, join(target, 'index.ts')].find(existsSync);
      if (!path) throw new Error(`${file} imports ${s}, which is no .ts file`);
      return relative(root, path);
    });
}

const files = filesIn('src');
const graph = new Map(files.map((f) => [f, importsOf(f)]));

/** The strongly connected components with more than one module, or a module importing itself. */
function cycles(edges: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const out: string[][] = [];
  const connect = (v: string): void => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (edges.get(v) ?? []).includes(v)) out.push(component.sort());
    }
  };
  for (const v of edges.keys()) if (!index.has(v)) connect(v);
  return out;
}

test('the import graph is read: every folder of src/, type-only imports included', () => {
  expect(new Set(files.map((f) => f.split('/')[1]))).toEqual(new Set(['appsscript', 'blades', 'dice', 'rolls', 'sheets', 'sidebar']));
  expect(graph.get('src/sidebar/server-calls.ts')).toContain('src/appsscript/Code.ts'); // import type * as Server
});

test('the cycle finder finds a cycle of two, and a module importing itself', () => {
  const graph = new Map([
    ['a', ['b']],
    ['b', ['a', 'c']],
    ['c', []],
    ['d', ['d']],
  ]);
  expect(cycles(graph)).toEqual([['a', 'b'], ['d']]);
});

test('without the menu’s type import of the entry points, src/ has no import cycle', () => {
  const pruned = new Map([...graph].map(([f, to]) => [f, to.filter((t) => !ALLOWED.some(([a, b]) => a === f && b === t))]));
  expect(cycles(pruned)).toEqual([]);
});
