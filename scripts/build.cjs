// Builds dist/: Code.js (a plain Apps Script file: the bundled engine inside
// one namespace, then one top-level wrapper per public entry point),
// appsscript.json, Sidebar.html (one self-contained page: the sidebar's
// script and styles inlined), and dist/preview/ for `npm start` (not pushed:
// .claspignore). Fails, naming the place, when an entry point would be
// invisible to Apps Script or the sidebar would not be self-contained.
const { build, transform } = require('esbuild');
const { mkdir, readFile, writeFile, rename } = require('node:fs/promises');
const { dirname, join, relative } = require('node:path');
const { isPrivateName, readEntryPoints } = require('./lib/entry-points.cjs');
const { withoutBigIntLiterals } = require('./lib/apps-script-syntax.cjs');
const { parseExample } = require('./docs.cjs');

const root = join(__dirname, '..');
/** The one global the bundle defines; the trailing _ keeps it off google.script.run. */
const NAMESPACE = 'BladesOdds_';

/**
 * The entry file's private export that words the refusal of a custom
 * function's extra arguments (src/sheets/argument-count.ts): Sheets passes
 * every argument typed, and only the wrapper sees how many
 * (arguments.length).
 */
const EXTRA_ARGUMENTS = 'extraArgumentsError_';

const isCustomFunction = ({ doc }) => Boolean(doc && doc.tags.includes('customfunction'));

/**
 * The constant the self-check reads (src/appsscript/self-check.ts): every
 * custom function's checked @example lines, parsed as `npm run docs` and
 * test/docs/examples.test.ts parse them, as JSON text (an exact number as
 * the decimal text of its numerator and denominator), parsed only when the
 * check runs: a string literal costs a custom function's load next to
 * nothing. esbuild puts it in where the code names it, so the examples are
 * written once, in Code.ts.
 */
const DOCUMENTED_EXAMPLES = 'DOCUMENTED_EXAMPLES_';

function documentedExamples(functions) {
  const cell = (c) => ('text' in c ? { text: c.text } : { num: String(c.num), den: String(c.den) });
  return functions.filter(isCustomFunction).map((fn) => ({
    name: fn.name,
    examples: fn.doc.examples
      .map(parseExample)
      .filter((e) => !('words' in e))
      .map((e) => ('error' in e ? { args: e.args, error: e.error } : { args: e.args, rows: e.rows.map((r) => r.map(cell)) })),
  }));
}

/**
 * One entry point's top-level function: its JSDoc, its parameters, a call
 * into the namespace. A custom function's first compares arguments.length
 * with its own parameter list and, if more arrived, throws
 * EXTRA_ARGUMENTS's error naming them: the count comes from the parameter
 * list, never written by hand, and a good call runs no extra function.
 */
function wrapper(fn) {
  const { name, params, doc } = fn;
  const args = params.join(', ');
  const names = `[${params.map((p) => JSON.stringify(p)).join(', ')}]`;
  const count = isCustomFunction(fn)
    ? `  if (arguments.length > ${params.length}) throw ${NAMESPACE}.${EXTRA_ARGUMENTS}(${JSON.stringify(name)}, ${names}, arguments.length);\n`
    : '';
  return `${doc.text}\nfunction ${name}(${args}) {\n${count}  return ${NAMESPACE}.${name}(${args});\n}\n`;
}

/** One esbuild bundle of `entry` (and all it imports), in memory; returns its text. */
async function bundle(entry, options) {
  const out = await build({
    entryPoints: [entry],
    bundle: true,
    charset: 'utf8',
    legalComments: 'none',
    write: false,
    logLevel: 'silent',
    ...options,
  });
  return out.outputFiles[0].text;
}

/**
 * esbuild's ESM bundle (flat module code ending in `export { … }`) as one
 * script global `name` holding a plain object of the entry's exports.
 * esbuild's own iife format defines each export as a getter through helper
 * functions (__export, __toCommonJS), work every load of Code.js would pay
 * for (about 0.5 ms of a 1.2 ms module-load run, side by side in node:vm,
 * when this was changed).
 */
function asNamespace(esm, name) {
  const exports = /\nexport \{([^}]*)\};\s*$/.exec(esm);
  if (!exports) throw new Error('the bundle does not end in one export { … } statement');
  const members = exports[1]
    .split(',')
    .map((spec) => spec.trim())
    .filter(Boolean)
    .map((spec) => {
      const [local, exported = local] = spec.split(/\s+as\s+/);
      return exported === local ? local : `${exported}: ${local}`;
    });
  const body = esm.slice(0, exports.index);
  return `"use strict";\nvar ${name} = (function () {\n${body}\nreturn { ${members.join(', ')} };\n})();\n`;
}

/** Bundle `entry` into `outDir`/Code.js; returns the entry point names and size. */
async function buildCode({ entry = join(root, 'src/appsscript/Code.ts'), outDir = join(root, 'dist') } = {}) {
  const source = await readFile(entry, 'utf8');
  const { functions: exported, problems } = readEntryPoints(relative(root, entry), source, { exportedOnly: true });
  const functions = exported.filter((f) => !isPrivateName(f.name));
  if (functions.some(isCustomFunction) && !exported.some((f) => f.name === EXTRA_ARGUMENTS)) {
    problems.push(
      `${relative(root, entry)}: custom functions need an exported ${EXTRA_ARGUMENTS}(fn, params, given), which their wrappers throw`,
    );
  }
  if (problems.length) throw new Error(`entry points Apps Script would not see:\n  ${problems.join('\n  ')}`);
  const esm = await bundle(entry, {
    format: 'esm',
    target: 'es2020',
    platform: 'neutral',
    define: { [DOCUMENTED_EXAMPLES]: JSON.stringify(JSON.stringify(documentedExamples(functions))) },
  });
  const engine = asNamespace(withoutBigIntLiterals(esm), NAMESPACE);
  // @OnlyCurrentDoc: the script asks for access to the spreadsheet it is
  // bound to only, not to every spreadsheet of the user.
  const banner =
    '// Blades Odds for Google Sheets: built from src/ by `npm run build`; do not edit.\n' +
    '// Paste this whole file into Extensions > Apps Script, or push dist/ with clasp.\n\n' +
    '/** @OnlyCurrentDoc */\n\n';
  const code = banner + engine + '\n' + functions.map(wrapper).join('\n');
  await writeAtomic(join(outDir, 'Code.js'), code);
  await writeAtomic(join(outDir, 'appsscript.json'), await readFile(join(root, 'appsscript.json')));
  return { functions: functions.map((f) => f.name), bytes: Buffer.byteLength(code) };
}

/**
 * Write through a temporary file and a rename, so a test or the preview
 * reading dist/ while a build runs never sees a half-written file.
 */
async function writeAtomic(path, content) {
  await mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, content);
  await rename(temporary, path);
}

/** One browser script: the entry and everything it imports, as an iife. */
async function bundleBrowser(entry) {
  return (await bundle(entry, { format: 'iife', target: 'es2020', platform: 'browser', minify: true })).trim();
}

async function minifyCss(file) {
  const { code } = await transform(await readFile(file, 'utf8'), { loader: 'css', minify: true, charset: 'utf8' });
  return code.trim();
}

/**
 * The template with the bodies of its placeholder <style> and <script>
 * tags (each holding an "inline: NAME" comment) replaced, by a function so
 * that `$` in minified code stays literal.
 */
function inlineInto(template, { style, script }) {
  const fill = (tag, body) => {
    const marker = new RegExp(`<${tag}>/\\* inline: [^*]+ \\*/</${tag}>`);
    if (!marker.test(template)) throw new Error(`the template has no <${tag}>/* inline: … */</${tag}> placeholder`);
    template = template.replace(marker, () => `<${tag}>${body}</${tag}>`);
  };
  fill('style', style);
  fill('script', script);
  return template;
}

/**
 * The sidebar's budget: one file HtmlService serves as is, loaded once per
 * opening (not per execution, as Code.js is). 60 KB since the help for
 * every term, the dark and forced-colours themes and the inserts' footer
 * (issue 20) took it past the 50 KB it had been; 80 KB since three roll
 * types' math and views (Progress, Threat) and the decision sections
 * (What a bonus die buys, Trauma within k rolls, issues 18 and 19) are
 * computed in the browser with the same engine, as every lookup must be
 * (a server round trip per change would cost a second): some 20 KB more,
 * parsed once per opening, no request made. 96 KB since the roll types'
 * families, the footer's summary of what it writes, the crew sheet's
 * field and the render's diff (issues 24–29) took it past 80 KB: the next
 * roll types' views are computed in the browser too. 112 KB since the five
 * downtime roll types (Engagement, Entanglement, Wanted, Acquire, Versus;
 * issue 26), their fields, help and the wanted-level and heat engines took
 * it to about 101 KB; parsing the whole inline script costs 1–5 ms at 4×
 * CPU slowdown (docs/sidebar.md, *What HtmlService allows, and the budget*). Issue 29 measures what
 * the page costs to load at 4× CPU slowdown (npm run bench); the budget
 * only stops an accident.
 */
const SIDEBAR_MAX_BYTES = 112 * 1024;

/**
 * An anchor's link to another host, which the sidebar never fetches (a
 * user's click opens it in a new tab): the href of an `<a>` in the page, or
 * an `href:"https://…"` literal in its script (the help's sources,
 * src/rolls/sources.ts, which the sidebar makes anchors of). Nothing else
 * may name another host: not a `<link href>`, a `src`, a `fetch` or a `url()`.
 */
const ANCHOR_HREF = /(<a\b[^>]*\shref=|\bhref:)(["'])https:\/\/[^"'\s<>]+\2/gi;

/** Why `html` would fetch anything or not fit; [] when it is self-contained. */
function selfContainedProblems(html) {
  const problems = [];
  const bytes = Buffer.byteLength(html);
  if (bytes > SIDEBAR_MAX_BYTES) problems.push(`${bytes} bytes, over the ${SIDEBAR_MAX_BYTES}-byte budget`);
  const url = /(?:https?:)?\/\/[a-z0-9-]+(?:\.[a-z0-9-]+)+/i.exec(html.replace(ANCHOR_HREF, '$1$2$2'));
  if (url) problems.push(`refers to another host: ${url[0]}`);
  if (/<link\b|<script\b[^>]*\bsrc=|<img\b|@import|url\(/i.test(html))
    problems.push('loads a file (link, script src, img, @import or url())');
  const scripts = html.match(/<\/script/gi) ?? [];
  if (scripts.length !== 1) problems.push(`has ${scripts.length} "</script" (the inlined code must not close its own tag)`);
  return problems;
}

/** dist/Sidebar.html: src/sidebar's template, styles and bundled main.ts in one file. */
async function buildSidebar({ template = join(root, 'src/sidebar/Sidebar.html'), outDir = join(root, 'dist') } = {}) {
  const html = inlineInto(await readFile(template, 'utf8'), {
    style: await minifyCss(join(root, 'src/sidebar/style.css')),
    // The file is pushed to Apps Script too; keep its parser's rule there as well.
    script: withoutBigIntLiterals(await bundleBrowser(join(root, 'src/sidebar/main.ts'))),
  });
  const problems = selfContainedProblems(html);
  if (problems.length) throw new Error(`${relative(root, template)}: the built sidebar is not self-contained:\n  ${problems.join('\n  ')}`);
  await writeAtomic(join(outDir, 'Sidebar.html'), html);
  return { bytes: Buffer.byteLength(html) };
}

/**
 * dist/preview/: the local preview's server (Node; its npm dependencies
 * stay external), its page with script and styles inlined, and the
 * google.script.run bridge it puts into the sidebar.
 */
async function buildPreview({ outDir = join(root, 'dist') } = {}) {
  const dir = join(root, 'preview');
  const server = await bundle(join(dir, 'server.ts'), { format: 'cjs', platform: 'node', target: 'node20', packages: 'external' });
  const page = inlineInto(await readFile(join(dir, 'page.html'), 'utf8'), {
    style: await minifyCss(join(dir, 'page.css')),
    script: await bundleBrowser(join(dir, 'page.ts')),
  });
  await writeAtomic(join(outDir, 'preview/server.cjs'), server);
  await writeAtomic(join(outDir, 'preview/index.html'), page);
  await writeAtomic(join(outDir, 'preview/bridge.js'), await bundleBrowser(join(dir, 'bridge.ts')));
}

/** Everything `npm run build` makes. */
async function buildAll({ outDir = join(root, 'dist') } = {}) {
  const code = await buildCode({ outDir });
  const sidebar = await buildSidebar({ outDir });
  await buildPreview({ outDir });
  return { code, sidebar };
}

async function main() {
  const { code, sidebar } = await buildAll();
  console.log(`dist/Code.js: ${code.bytes} bytes; entry points: ${code.functions.join(', ')}`);
  console.log(`dist/Sidebar.html: ${sidebar.bytes} bytes (budget ${SIDEBAR_MAX_BYTES}); dist/preview/ for npm start`);
}

if (require.main === module) {
  main().catch((err) => {
    console.error(`build failed: ${err.message}`);
    process.exit(1);
  });
}

module.exports = { asNamespace, buildAll, buildCode, buildSidebar, buildPreview, selfContainedProblems, NAMESPACE, SIDEBAR_MAX_BYTES };
