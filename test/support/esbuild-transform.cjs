// The jest transform of every .ts suite and the src/ it imports: esbuild
// strips the types and writes CommonJS, as the build bundles src/ with
// esbuild (scripts/build.cjs). Typechecking is `npm run typecheck`, which
// `npm test` runs first; here nothing is checked, only transpiled, so a
// suite starts without loading the TypeScript compiler.
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const { join } = require('node:path');
const { transformSync, version } = require('esbuild');

const OPTIONS = {
  loader: 'ts',
  format: 'cjs',
  target: 'es2020',
  platform: 'node',
  sourcemap: 'external',
  charset: 'utf8',
  // What esbuild reads of the project's compiler options (class fields as TypeScript's target emits them), as the build does.
  tsconfigRaw: readFileSync(join(__dirname, '../../tsconfig.base.json'), 'utf8'),
};

module.exports = {
  process(source, path) {
    const { code, map } = transformSync(source, { ...OPTIONS, sourcefile: path });
    return { code, map };
  },
  getCacheKey(source, path) {
    return createHash('sha256')
      .update(`esbuild ${version}\0${JSON.stringify(OPTIONS)}\0${path}\0${source}`)
      .digest('hex');
  },
};
