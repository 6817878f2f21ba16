// `npm run bench`: builds all of dist/ (the bench measures the built Code.js
// and Sidebar.html), then bundles bench/main.ts for Node and runs it with the
// given arguments (--quick, --json FILE). See docs/benchmarks.md.
const { build } = require('esbuild');
const { mkdtempSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { isAbsolute, join } = require('node:path');
const { spawnSync } = require('node:child_process');
const { buildAll } = require('./build.cjs');

const root = join(__dirname, '..');

/**
 * The bundle runs from a temp folder, so what it must not inline (the .cjs
 * loaders, which find dist/ from their own folder, and packages such as
 * playwright-core) is required by absolute path.
 */
const absoluteExternals = {
  name: 'absolute-externals',
  setup(b) {
    b.onResolve({ filter: /\.cjs$|^[^./]/ }, (args) => {
      if (args.path.startsWith('node:')) return { path: args.path, external: true };
      const from = isAbsolute(args.path) || args.path.startsWith('.') ? [args.resolveDir] : [root];
      return { path: require.resolve(args.path, { paths: from }), external: true };
    });
  },
};

async function main() {
  await buildAll();
  const dir = mkdtempSync(join(tmpdir(), 'blades-bench-'));
  try {
    const outfile = join(dir, 'bench.cjs');
    await build({
      entryPoints: [join(root, 'bench/main.ts')],
      bundle: true,
      platform: 'node',
      target: 'node20',
      format: 'cjs',
      outfile,
      plugins: [absoluteExternals],
      logLevel: 'warning',
    });
    const run = spawnSync(process.execPath, ['--expose-gc', outfile, ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
    process.exitCode = run.status ?? 1;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(`bench failed: ${err.message}`);
  process.exit(1);
});
