// `npm start`: build dist/, then show what the add-on computes (the 0–6
// dice table from the built Code.js, as a sheet would) and how to install it.
const { buildCode } = require('./build.cjs');
const { loadCode } = require('./lib/load-code.cjs');

async function main() {
  const { bytes } = await buildCode();
  const code = loadCode();
  const pools = [0, 1, 2, 3, 4, 5, 6];
  const rows = code.BLADES_BANDS(pools.map((n) => [n]));
  const pct = (p) => `${(100 * p).toFixed(1)}%`.padStart(8);
  console.log(`Built dist/Code.js (${bytes} bytes) and dist/appsscript.json.\n`);
  console.log('=BLADES_BANDS(A2:A8) with A2:A8 = 0…6:\n');
  console.log(' Dice      Bad  Partial    Clean Critical');
  rows.forEach((row, i) => console.log(`${String(pools[i]).padStart(5)}${row.map(pct).join(' ')}`));
  console.log(`
Install into a sheet (see README.md):
  clasp:  npx clasp login && npx clasp create --type sheets --title "Blades Odds" --rootDir dist
          (or put your script id in .clasp.json), then: npm run push
  paste:  open the sheet, Extensions > Apps Script, replace Code.gs with dist/Code.js, save.
Then type =BLADES_BANDS(2) in a cell.`);
}

main().catch((err) => {
  console.error(err.message);
  process.exit(1);
});
