// `npm run docs`: writes docs/functions.md, the function reference, from
// the JSDoc of src/appsscript/Code.ts (the text Sheets' formula helper
// shows: description, @param, @return, @example) and the hand-written
// template scripts/functions.template.md, so the reference cannot drift
// from the code. test/docs/functions-reference.test.ts fails when the file
// on disk differs from what this would write; test/docs/examples.test.ts
// holds every checked @example to the built dist/Code.js.
//
// An @example is one line, in one of two forms (CONTRIBUTING.md, "Examples"):
//   @example =NAME(args) → cells          checked: exactly what the call returns
//   @example =NAME(args) → cells (note)   checked, with a note in words
//   @example =NAME(anything) — words      not checked: what it does, in words
// Checked args are literals: numbers, "text", TRUE, FALSE, {array,literals}.
// Cells run left to right apart by ", ", rows apart by "; ". A cell is an
// exact number (reduced fraction 49/108, integer 0, decimal 1.5) or "text";
// `→ #ERROR! message` says the call is refused with exactly that message.
//
// It also fills the bench's markers in docs/benchmarks.md and README.md
// from docs/benchmarks.json (bench/page.ts says how), so no benchmark
// figure is typed by hand; test/docs/benchmarks-page.test.ts holds them.
const Module = require('node:module');
const { readFileSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');
const { isCustomFunctionName, isPrivateName, readEntryPoints } = require('./lib/entry-points.cjs');

const root = join(__dirname, '..');
const CODE_TS = 'src/appsscript/Code.ts';
const TEMPLATE = 'scripts/functions.template.md';
const OUTPUT = 'docs/functions.md';

const CHECKED = ' → ';
const WORDS = ' — ';

const gcd = (a, b) => {
  a = a < 0n ? -a : a;
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
};

/** "1/4", "-3", "0.09375" as an exact {num, den}; null if it is none of those. */
function exactNumber(text) {
  let m = /^(-?\d+)\/(\d+)$/.exec(text);
  if (m) {
    const [num, den] = [BigInt(m[1]), BigInt(m[2])];
    if (den === 0n) throw new Error(`${text} has a zero denominator`);
    if (gcd(num, den) !== 1n) throw new Error(`${text} is not reduced: write ${num / gcd(num, den)}/${den / gcd(num, den)}`);
    return { num, den };
  }
  m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!m) return null;
  const decimals = m[3] ?? '';
  const num = BigInt(m[1] + m[2] + decimals);
  const den = 10n ** BigInt(decimals.length);
  const g = gcd(num, den);
  return { num: num / g, den: den / g };
}

/**
 * Reads `text` from `at` as comma- (and, in a cell list, semicolon-)
 * separated items; `item(text, at)` returns [value, next index] or throws.
 */
function readList(text, at, item, { rows, end }) {
  const out = [[]];
  for (;;) {
    while (text[at] === ' ') at++;
    const [value, next] = item(text, at);
    out[out.length - 1].push(value);
    at = next;
    while (text[at] === ' ') at++;
    if (text[at] === ',') at++;
    else if (rows && text[at] === ';') {
      out.push([]);
      at++;
    } else if (end(text, at)) return [out, at];
    else throw new Error(`unexpected ${JSON.stringify(text.slice(at, at + 12))} at column ${at + 1}`);
  }
}

/** A quoted Sheets string ("" inside for one quote) starting at `at`. */
function readString(text, at) {
  let value = '';
  for (let i = at + 1; i < text.length; i++) {
    if (text[i] !== '"') value += text[i];
    else if (text[i + 1] === '"') value += text[i++];
    else return [value, i + 1];
  }
  throw new Error(`unclosed string at column ${at + 1}`);
}

/** One literal argument: a number, "text", TRUE/FALSE, or an array literal {…} (a 2-D array, as Sheets passes it). */
function readArgument(text, at) {
  if (text[at] === '"') return readString(text, at);
  if (text[at] === '{') {
    const [rows, next] = readList(text, at + 1, readScalar, { rows: true, end: (t, i) => t[i] === '}' });
    if (rows.some((row) => row.length !== rows[0].length)) throw new Error('the array literal has rows of different lengths');
    return [rows, next + 1];
  }
  return readScalar(text, at);
}

function readScalar(text, at) {
  if (text[at] === '"') return readString(text, at);
  const m = /^(-?\d+(?:\.\d+)?|TRUE|FALSE)/i.exec(text.slice(at));
  if (!m) throw new Error(`not a literal (a number, "text", TRUE, FALSE or {…}) at column ${at + 1}`);
  const word = m[1].toUpperCase();
  return [word === 'TRUE' ? true : word === 'FALSE' ? false : Number(m[1]), at + m[1].length];
}

/** One result cell: an exact number or "text". */
function readCell(text, at) {
  if (text[at] === '"') {
    const [value, next] = readString(text, at);
    return [{ text: value }, next];
  }
  const m = /^[^\s,;()"]+/.exec(text.slice(at));
  const number = m && exactNumber(m[0]);
  if (!number) throw new Error(`not a cell (a fraction like 49/108, a number, or "text") at column ${at + 1}`);
  return [{ ...number, source: m[0] }, at + m[0].length];
}

/**
 * One @example line, parsed: `{ formula, name, words }` for an unchecked
 * one, `{ formula, name, args, rows, note }` for a checked one with cells,
 * `{ formula, name, args, error }` for a checked refusal. Throws, saying
 * why, on anything else.
 */
function parseExample(line) {
  const text = line.trim();
  const cut = [text.indexOf(CHECKED), text.indexOf(WORDS)].filter((i) => i >= 0);
  if (!cut.length) throw new Error(`"${text}": say what it gives, after " → " (cells, checked) or " — " (words)`);
  const split = Math.min(...cut);
  const formula = text.slice(0, split);
  const rest = text.slice(split + 3).trim();
  const call = /^=([A-Z][A-Z0-9_]*)\((.*)\)$/.exec(formula);
  if (!call) throw new Error(`"${formula}" is not one call =NAME(…)`);
  const [, name, argText] = call;
  if (!rest) throw new Error(`"${text}": nothing after the arrow`);
  if (split === text.indexOf(WORDS)) return { formula, name, words: rest };
  const where = (e) => new Error(`"${formula}": ${e.message}`, { cause: e });
  let args = [];
  if (argText.trim()) {
    try {
      [[args]] = readList(argText, 0, readArgument, { rows: false, end: (t, i) => i === t.length });
    } catch (e) {
      throw where(e);
    }
  }
  const error = /^#ERROR!\s+(.+)$/.exec(rest);
  if (error) return { formula, name, args, error: error[1] };
  try {
    const [rows, at] = readList(rest, 0, readCell, { rows: true, end: (t, i) => i === t.length || t[i] === '(' });
    let note = '';
    if (at < rest.length) {
      if (!rest.endsWith(')')) throw new Error('a note goes in parentheses at the end');
      note = rest.slice(at + 1, -1);
    }
    return { formula, name, args, rows, note };
  } catch (e) {
    throw new Error(`"${text}" after " → ": ${e.message} (or use " — " for words)`, { cause: e });
  }
}

/**
 * n/d as a decimal: whole when it ends within 6 significant digits
 * (0.40625), otherwise cut after 4 with "…" (0.4444…).
 */
function decimal({ num, den }) {
  const n = num < 0n ? -num : num;
  const whole = n / den;
  let rest = n % den;
  const digits = [];
  let significant = whole === 0n ? 0 : String(whole).length;
  const wholeDigits = significant;
  while (rest !== 0n && significant < 6) {
    rest *= 10n;
    const digit = rest / den;
    rest %= den;
    digits.push(digit);
    if (significant > 0 || digit !== 0n) significant++;
  }
  let shown = digits;
  if (rest !== 0n) {
    // Keep the leading zeros and 4 significant digits in all.
    const leadingZeros = wholeDigits > 0 ? 0 : digits.findIndex((d) => d !== 0n);
    shown = digits.slice(0, Math.max(0, leadingZeros + 4 - wholeDigits));
  }
  const sign = num < 0n ? '-' : '';
  return `${sign}${whole}${shown.length ? '.' + shown.join('') : ''}${rest === 0n ? '' : '…'}`;
}

const cell = (c) => ('text' in c ? `"${c.text}"` : c.source);
const shown = (c) => ('text' in c ? c.text : decimal(c));
const tableText = (s) => s.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');

/** The "you write | you get | as a decimal" row of one example. */
function exampleRow(text) {
  const e = parseExample(text);
  const write = `\`${e.formula}\``;
  if ('words' in e) return `| ${write} | ${tableText(e.words)} | |`;
  if ('error' in e) return `| ${write} | \`#ERROR!\` ${tableText(e.error)} | |`;
  const rows = (f, sep) => e.rows.map((r) => r.map(f).join(sep)).join('<br>');
  const note = e.note ? ` (${tableText(e.note)})` : '';
  return `| ${write} | ${tableText(rows(cell, ', '))}${note} | ${tableText(rows(shown, '  '))} |`;
}

function signature(fn) {
  return `${fn.name}(${fn.params.map((p, i) => (fn.optional[i] ? `[${p}]` : p)).join(', ')})`;
}

function parameterTable(fn) {
  if (!fn.params.length) return [];
  const rows = fn.doc.paramDocs.map((p) => {
    const optional = fn.optional[fn.params.indexOf(p.name)] ? ', optional' : '';
    return `| \`${p.name}\` | ${p.type}${optional} | ${tableText(p.text)} |`;
  });
  return ['| argument | type | meaning |', '|---|---|---|', ...rows, ''];
}

function customFunctionSection(fn) {
  return [
    `## ${fn.name}`,
    '',
    `\`=${signature(fn)}\``,
    '',
    tableText(fn.doc.description),
    '',
    ...parameterTable(fn),
    `**Returns** ${tableText(fn.doc.returns.text)}`,
    '',
    '| you write | you get | as a decimal |',
    '|---|---|---|',
    ...fn.doc.examples.map(exampleRow),
  ].join('\n');
}

function entryPointSection(fn) {
  const returns = fn.doc.returns
    ? [`**Returns** ${fn.doc.returns.type ? `(${fn.doc.returns.type}) ` : ''}${tableText(fn.doc.returns.text)}`]
    : [];
  return [`### ${fn.name}`, '', `\`${signature(fn)}\``, '', tableText(fn.doc.description), '', ...parameterTable(fn), ...returns]
    .join('\n')
    .trimEnd();
}

/** What the reference needs of each entry point beyond what the build checks. */
function referenceProblems(fn) {
  const problems = [];
  const at = `${CODE_TS}:${fn.line}: ${fn.name}`;
  for (const p of fn.doc.paramDocs) {
    if (!p.type) problems.push(`${at}: @param ${p.name} needs a {type}`);
    if (!p.text.trim()) problems.push(`${at}: @param ${p.name} needs a text`);
  }
  if (!isCustomFunctionName(fn.name)) return problems;
  if (!fn.doc.returns?.text.trim()) problems.push(`${at}: a custom function needs @return (what it gives)`);
  if (!fn.doc.examples.length) problems.push(`${at}: a custom function needs at least one @example`);
  for (const text of fn.doc.examples) {
    try {
      const e = parseExample(text);
      if (e.name !== fn.name) problems.push(`${at}: @example ${text}: an example of ${fn.name} calls ${fn.name}, not ${e.name}`);
    } catch (e) {
      problems.push(`${at}: @example ${e.message}`);
    }
  }
  return problems;
}

/** Code.ts's exported entry points, with the JSDoc the reference is made of. */
function readReferenceEntryPoints(source = readFileSync(join(root, CODE_TS), 'utf8')) {
  const { functions, problems } = readEntryPoints(CODE_TS, source, { exportedOnly: true });
  problems.push(...functions.filter((f) => f.doc).flatMap(referenceProblems));
  if (problems.length) throw new Error(`${CODE_TS}: the function reference cannot be written:\n  ${problems.join('\n  ')}`);
  return functions;
}

const TEMPLATE_ONLY = '<!-- template:';
const GENERATED = `<!-- Generated by \`npm run docs\` from the JSDoc in ${CODE_TS} and the template ${TEMPLATE}: edit those, not this file. -->`;
const MARKER = /^<!-- (function|entry points): ?([A-Z0-9_]*) -->$/;

/** The text of docs/functions.md: the template with its markers replaced by sections from Code.ts's JSDoc. */
function renderFunctionsReference({
  source = readFileSync(join(root, CODE_TS), 'utf8'),
  template = readFileSync(join(root, TEMPLATE), 'utf8'),
} = {}) {
  const functions = readReferenceEntryPoints(source);
  const custom = new Map(functions.filter((f) => isCustomFunctionName(f.name)).map((f) => [f.name, f]));
  // Private exports (extraArgumentsError_) are the built wrappers' helpers, not entry points.
  const others = functions.filter((f) => !isCustomFunctionName(f.name) && !isPrivateName(f.name));
  const placed = new Set();
  const problems = [];
  const lines = template.split('\n').map((line, i) => {
    if (line.startsWith(TEMPLATE_ONLY)) return null;
    const m = MARKER.exec(line.trim());
    if (!m) return line;
    if (m[1] === 'entry points') return others.map(entryPointSection).join('\n\n');
    const fn = custom.get(m[2]);
    if (!fn) problems.push(`${TEMPLATE}:${i + 1}: ${m[2]} is not a custom function of ${CODE_TS}`);
    else if (placed.has(m[2])) problems.push(`${TEMPLATE}:${i + 1}: ${m[2]} is placed twice`);
    placed.add(m[2]);
    return fn ? customFunctionSection(fn) : line;
  });
  for (const name of custom.keys())
    if (!placed.has(name)) problems.push(`${TEMPLATE}: no <!-- function: ${name} --> marker places ${name}`);
  if (problems.length) throw new Error(`the function reference cannot be written:\n  ${problems.join('\n  ')}`);
  return [GENERATED, ...lines.filter((line) => line !== null)].join('\n');
}

/** bench/page.ts (TypeScript, as the whole bench is), bundled by esbuild and loaded here. */
function loadBenchPage() {
  const file = join(root, 'bench/page.ts');
  const { outputFiles } = require('esbuild').buildSync({
    entryPoints: [file],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    write: false,
    logLevel: 'warning',
  });
  const loaded = new Module(file);
  loaded.filename = file;
  loaded._compile(outputFiles[0].text, file);
  return loaded.exports;
}

/** Each page with bench markers, filled from docs/benchmarks.json. */
function renderBenchPages() {
  const page = loadBenchPage();
  const run = JSON.parse(readFileSync(join(root, page.BENCH_JSON), 'utf8'));
  return page.BENCH_PAGES.map((path) => ({ path, text: page.fillMarkers(readFileSync(join(root, path), 'utf8'), run) }));
}

function main() {
  const text = renderFunctionsReference();
  writeFileSync(join(root, OUTPUT), text);
  console.log(`${OUTPUT}: ${text.split('\n').length} lines, from ${CODE_TS} and ${TEMPLATE}`);
  for (const { path, text } of renderBenchPages()) {
    writeFileSync(join(root, path), text);
    console.log(`${path}: its bench figures, from docs/benchmarks.json`);
  }
}

if (require.main === module) {
  try {
    main();
  } catch (err) {
    console.error(`docs failed: ${err.message}`);
    process.exit(1);
  }
}

module.exports = { CODE_TS, OUTPUT, TEMPLATE, decimal, exactNumber, parseExample, readReferenceEntryPoints, renderFunctionsReference };
