// Apps Script's server-side parser is older than its V8 runtime: BigInt
// values work, but a BigInt literal such as `0n` is a ParseError when the
// script is saved or pushed ("Unexpected token ILLEGAL"). The engine keeps
// readable `0n` in TypeScript; the build replaces each distinct literal with
// one constant made once per load (`const $0n = BigInt("0")`), so hot loops
// do not call BigInt() on every pass.
const ts = require('typescript');

function parse(code) {
  return ts.createSourceFile('Code.js', code, ts.ScriptTarget.ES2020, true, ts.ScriptKind.JS);
}

/** Every BigInt literal in `code`, as [start, end] offsets, in source order. */
function bigIntLiterals(code) {
  const spans = [];
  const visit = (node) => {
    if (node.kind === ts.SyntaxKind.BigIntLiteral) spans.push([node.getStart(), node.end]);
    ts.forEachChild(node, visit);
  };
  visit(parse(code));
  return spans;
}

/**
 * Where the constants go: the top of the bundle's IIFE body (`var X = (() =>
 * { … })();`), so they stay private to it; with no such IIFE, the top.
 */
function constantsOffset(code) {
  for (const statement of parse(code).statements) {
    const init = ts.isVariableStatement(statement) && statement.declarationList.declarations[0].initializer;
    const callee = init && ts.isCallExpression(init) && init.expression;
    const fn = callee && ts.isParenthesizedExpression(callee) ? callee.expression : null;
    if (fn && ts.isArrowFunction(fn) && ts.isBlock(fn.body)) return { at: fn.body.getStart() + 1, indent: '  ' };
  }
  return { at: 0, indent: '' };
}

const byValue = ([, a], [, b]) => (BigInt(a) < BigInt(b) ? -1 : BigInt(a) > BigInt(b) ? 1 : 0);

/** `code` with each BigInt literal replaced by a constant holding the same value. */
function withoutBigIntLiterals(code) {
  const spans = bigIntLiterals(code);
  if (spans.length === 0) return code;
  const names = new Map(); // `$2n` → `2`
  let out = code;
  for (const [start, end] of [...spans].reverse()) {
    const literal = code.slice(start, end);
    const name = `$${literal}`;
    names.set(name, literal.slice(0, -1).replace(/_/g, ''));
    out = out.slice(0, start) + name + out.slice(end);
  }
  const clash = [...names.keys()].find((name) => code.includes(name));
  if (clash) throw new Error(`cannot rewrite BigInt literals: the identifier ${clash} is already in use`);
  const { at, indent } = constantsOffset(code);
  const declarations = [...names]
    .sort(byValue)
    .map(([name, digits]) => `${indent}const ${name} = BigInt("${digits}");\n`)
    .join('');
  const comment = `${indent}// BigInt constants: Apps Script cannot parse BigInt literals such as 0n.\n`;
  // Inside an IIFE, `at` is just past its `{`, whose line break we keep first.
  return at === 0 ? comment + declarations + out : `${out.slice(0, at)}\n${comment}${declarations}${out.slice(at + 1)}`;
}

module.exports = { bigIntLiterals, withoutBigIntLiterals };
