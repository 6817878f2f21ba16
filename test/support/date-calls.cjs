// Run by test/dist/time-zone.property.test.ts in a child node whose TZ is
// set (jest's process.env is a copy: setting TZ inside a test file does not
// reach the clock). Reads days [[year, month, day], …] as JSON on stdin;
// for each, makes the Date a date cell of that day hands over (its local
// midnight, in the script's realm) and passes it to every argument of
// every function of the built Code.js. Prints JSON: the zone's offset, and
// per day its UTC calendar day and every error message: thrown, or for a
// cell of a dice column shown in its row's first cell.
const vm = require('node:vm');
const { loadCode } = require('../../scripts/lib/load-code.cjs');

// The server functions read their options before using the sheet; a sheet
// whose every method throws proves that too.
const untouchable = new Proxy(
  {},
  {
    get: (_, name) => {
      throw new Error(`the sheet was used: ${String(name)}`);
    },
  },
);
const code = loadCode({ SpreadsheetApp: { getActiveSheet: () => untouchable } });

const calls = [
  ['BLADES_BANDS', (d) => [d]],
  ['BLADES_BANDS', (d) => [[[2], [d]]]],
  ['BLADES_FRACTIONS', (d) => [d]],
  ['BLADES_RESIST', (d) => [d]],
  ['BLADES_RESIST_MEAN', (d) => [d]],
  ['BLADES_VICE', (d) => [d]],
  ['BLADES_AT_LEAST', (d) => [d, 'Bad']],
  ['BLADES_AT_LEAST', (d) => [2, d]],
  ['BLADES_CLOCK', (d) => [d, 4]],
  ['BLADES_CLOCK', (d) => [2, d]],
  ['BLADES_CLOCK_MEAN', (d) => [2, d]],
  ['BLADES_ODDS_TABLE', (d) => [d]],
  ['BLADES_ODDS_TABLE', (d) => [6, d]],
  ['insertFormula', (d) => [d]],
  ['insertFormula', (d) => [2, { roll: 'clock', segments: d }]],
  ['insertFormula', (d) => [2, { roll: d }]],
  ['insertOddsTable', (d) => [{ from: d }]],
  ['insertOddsTable', (d) => [{ mode: d }]],
  ['insertOddsTable', (d) => [{ chart: d }]],
  ['insertOddsTable', (d) => [d]],
  ['insertOddsTable', (d) => [{ roll: 'clock', segments: 8, coin: d }]],
  ['insertOddsTable', (d) => [{ roll: 'resistance', stress: d }]],
  ['insertOddsTable', (d) => [{ roll: 'resistance', track: d }]],
  ['insertOddsTable', (d) => [{ roll: 'vice', stress: d }]],
  ['insertOddsTable', (d) => [{ roll: 'group', pools: d }]],
  ['insertFormula', (d) => [2, { roll: 'group', pools: [2, d] }]],
  ['insertOddsTable', (d) => [{ roll: 'group', pools: [2], synchronized: d }]],
  ['BLADES_GROUP', (d) => [d]],
  ['BLADES_GROUP', (d) => [[[2], [1]], d]],
  ['BLADES_GROUP_STRESS', (d) => [[[2, d]]]],
  ['BLADES_TRAUMA', (d) => [2, d, 9]],
  ['BLADES_TRAUMA', (d) => [2, 0, d]],
  ['BLADES_OVERINDULGE', (d) => [2, d]],
  ['BLADES_PROGRESS', (d) => [d, 4, 'standard']],
  ['BLADES_PROGRESS', (d) => [2, d, 'standard']],
  ['BLADES_PROGRESS', (d) => [2, 4, d]],
  ['BLADES_PROGRESS', (d) => [2, 4, [[0, d, 2, 3]]]],
  ['BLADES_PROGRESS', (d) => [2, 4, 'standard', d]],
  ['BLADES_PROGRESS_MEAN', (d) => [2, 4, d]],
  ['insertOddsTable', (d) => [{ roll: 'progress', segments: 8, effect: d }]],
  ['insertFormula', (d) => [2, { roll: 'progress', segments: 8, effect: 'great', rolls: d }]],
  ['BLADES_THREAT', (d) => [d, 2]],
  ['BLADES_THREAT', (d) => [2, d]],
  ['BLADES_THREAT', (d) => [2, 2, d]],
  ['BLADES_THREAT_ALL', (d) => [[[2], [d]], 2]],
  ['BLADES_DC_PUSH', (d) => [d]],
  ['BLADES_DC_PUSH_MEAN', (d) => [d]],
];

const days = JSON.parse(require('node:fs').readFileSync(0, 'utf8'));
const out = days.map(([year, month, day]) => {
  const date = vm.runInContext(`new Date(${year}, ${month - 1}, ${day})`, code);
  const messages = calls.map(([fn, args]) => {
    try {
      const rows = code[fn](...args(date));
      const shown = Array.isArray(rows) && rows.find((row) => typeof row[0] === 'string' && row[0].startsWith(`${fn}: `));
      return shown ? shown[0] : `${fn} accepted a date`;
    } catch (e) {
      return e.message;
    }
  });
  return { utcDay: date.toISOString().slice(0, 10), messages };
});
process.stdout.write(JSON.stringify({ offset: new Date(2024, 0, 2).getTimezoneOffset(), out }));
