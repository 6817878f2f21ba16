// Apps Script's server-side parser is older than its V8 runtime: BigInt
// values work, but a BigInt literal such as `0n` is a ParseError when the
// script is saved or pushed ("Unexpected token ILLEGAL"). The engine keeps
// readable `0n` in TypeScript; the build rewrites each literal in the bundle
// to the equivalent constructor call, BigInt("0").
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

/** `code` with each BigInt literal replaced by BigInt("digits"). */
function withoutBigIntLiterals(code) {
  let out = code;
  for (const [start, end] of bigIntLiterals(code).reverse()) {
    const digits = code.slice(start, end - 1).replace(/_/g, '');
    out = `${out.slice(0, start)}BigInt("${digits}")${out.slice(end)}`;
  }
  return out;
}

module.exports = { bigIntLiterals, withoutBigIntLiterals };
