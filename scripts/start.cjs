// `npm start`: build dist/, print the 0–6 dice table from the built Code.js,
// then serve the local preview (the real sidebar, bridged to the real
// Code.js, beside an in-memory sheet) on localhost until stopped.
// PORT=<n> picks the port (0: any free one); the URL is printed.
const { join } = require('node:path');
const { buildAll } = require('./build.cjs');
const { loadCode } = require('./lib/load-code.cjs');

const DEFAULT_PORT = 8080;

function printTable(code) {
  const pools = [0, 1, 2, 3, 4, 5, 6];
  const rows = code.BLADES_BANDS(pools.map((n) => [n]));
  const pct = (p) => `${(100 * p).toFixed(1)}%`.padStart(8);
  console.log('=BLADES_BANDS(A2:A8) with A2:A8 = 0…6:\n');
  console.log(' Dice      Bad  Partial    Clean Critical');
  rows.forEach((row, i) => console.log(`${String(pools[i]).padStart(5)}${row.map(pct).join(' ')}`));
}

function readPort() {
  const raw = process.env.PORT;
  if (raw === undefined || raw === '') return DEFAULT_PORT;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT=${raw} is not a port number (0–65535; 0 picks a free one)`);
  return port;
}

async function main() {
  const port = readPort();
  const { code, sidebar } = await buildAll();
  console.log(`Built dist/Code.js (${code.bytes} bytes), dist/Sidebar.html (${sidebar.bytes} bytes) and dist/appsscript.json.\n`);
  printTable(loadCode());
  const { startPreview } = require('../dist/preview/server.cjs');
  let preview;
  try {
    preview = await startPreview({ distDir: join(__dirname, '..', 'dist'), port });
  } catch (err) {
    if (err.code === 'EADDRINUSE')
      throw new Error(`port ${port} is in use: run with another, e.g. PORT=8081 npm start (PORT=0 picks a free one)`, { cause: err });
    throw err;
  }
  console.log(`
Install into a sheet: see README.md (paste dist/Code.js and dist/Sidebar.html, or npm run push).

Local preview, no Google account needed: ${preview.url}
  the real sidebar and Code.js against an in-memory sheet; type values or =BLADES_BANDS(...) into the grid.
  Ctrl+C stops it.`);
  const stop = () => preview.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((err) => {
  console.error(`npm start: ${err.message}`);
  process.exit(1);
});
