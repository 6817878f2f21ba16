// Builds dist/: Code.js (a plain Apps Script file: the bundled engine inside
// one namespace, then one top-level wrapper per public entry point) and
// appsscript.json. Fails, naming the place, when an entry point would be
// invisible to Apps Script.
const { build } = require('esbuild');
const { mkdir, readFile, writeFile, copyFile } = require('node:fs/promises');
const { join, relative } = require('node:path');
const { readEntryPoints } = require('./lib/entry-points.cjs');
const { withoutBigIntLiterals } = require('./lib/apps-script-syntax.cjs');

const root = join(__dirname, '..');
/** The one global the bundle defines; the trailing _ keeps it off google.script.run. */
const NAMESPACE = 'BladesOdds_';

function wrapper({ name, params, doc }) {
  const args = params.join(', ');
  return `${doc.text}\nfunction ${name}(${args}) {\n  return ${NAMESPACE}.${name}(${args});\n}\n`;
}

/** Bundle `entry` into `outDir`/Code.js; returns the entry point names and size. */
async function buildCode({ entry = join(root, 'src/appsscript/Code.ts'), outDir = join(root, 'dist') } = {}) {
  const source = await readFile(entry, 'utf8');
  const { functions, problems } = readEntryPoints(relative(root, entry), source, { exportedOnly: true });
  if (problems.length) throw new Error(`entry points Apps Script would not see:\n  ${problems.join('\n  ')}`);
  const bundle = await build({
    entryPoints: [entry],
    bundle: true,
    format: 'iife',
    globalName: NAMESPACE,
    target: 'es2020',
    platform: 'neutral',
    charset: 'utf8',
    legalComments: 'none',
    write: false,
    logLevel: 'silent',
  });
  const banner =
    '// Blades Odds for Google Sheets: built from src/ by `npm run build`; do not edit.\n' +
    '// Paste this whole file into Extensions > Apps Script, or push dist/ with clasp.\n\n';
  const code = banner + withoutBigIntLiterals(bundle.outputFiles[0].text) + '\n' + functions.map(wrapper).join('\n');
  await mkdir(outDir, { recursive: true });
  await writeFile(join(outDir, 'Code.js'), code);
  await copyFile(join(root, 'appsscript.json'), join(outDir, 'appsscript.json'));
  return { functions: functions.map((f) => f.name), bytes: Buffer.byteLength(code) };
}

async function main() {
  const { functions, bytes } = await buildCode();
  console.log(`dist/Code.js: ${bytes} bytes; entry points: ${functions.join(', ')}`);
}

if (require.main === module) {
  main().catch((err) => {
    console.error(`build failed: ${err.message}`);
    process.exit(1);
  });
}

module.exports = { buildCode, NAMESPACE };
