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
  const declarations = [...names]
    .sort(byValue)
    .map(([name, digits]) => `const ${name} = BigInt("${digits}");\n`)
    .join('');
  // At the top of the code it is given: the build rewrites the bundle before
  // wrapping it in its namespace, so the constants stay private to it.
  return '// BigInt constants: Apps Script cannot parse BigInt literals such as 0n.\n' + declarations + out;
}

module.exports = { bigIntLiterals, withoutBigIntLiterals };
