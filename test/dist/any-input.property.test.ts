import fc from 'fast-check';
import { MemorySheet } from '../../preview/sheet';
import { builtAddon } from '../support/addon';
import { errorOf, loadBuiltCode, messageInRow, sheetsFunction } from '../support/apps-script';
import { Argument, BAND, checkCall, DICE, MAX_DICE, MAX_MESSAGE, MIN_DICE, ROLLS, SEGMENTS, valueOf } from '../support/argument-checks';
import { runs } from '../support/property-runs';
import { NO_SUCH_ROLL } from '../support/roll-types';

/**
 * What a sheet or a script can throw at the built Code.js, and what the
 * inserts write: text up to the 50,000 characters a cell holds, refused in
 * a few ms with a message of bounded length; null and odd options to the
 * server functions, refused with nothing written; and no insert ever
 * writing "" (the in-memory sheet keeps a written "" as content, as Sheets
 * may, so a live formula would show #REF!). Dates: time-zone.property.test.ts.
 */

const code = loadBuiltCode();
const CELL_LIMIT = 50_000;
// How long a refusal takes (the backtracking pattern once took 3–16 s for a
// 50,000-character cell) is measured by `npm run bench`, section 7, not
// asserted here: the machine is shared, and no test asserts a time.

/** Every single-value or pool argument of every function, called with `value` there and good values elsewhere. */
const ARGUMENTS: Array<{ fn: string; arg: Argument; call: (value: unknown) => unknown }> = [
  ...['BLADES_BANDS', 'BLADES_FRACTIONS', 'BLADES_RESIST', 'BLADES_RESIST_MEAN', 'BLADES_VICE'].map((fn) => ({
    fn,
    arg: DICE,
    call: (v: unknown) => sheetsFunction(code, fn)(v),
  })),
  { fn: 'BLADES_AT_LEAST', arg: DICE, call: (v) => sheetsFunction(code, 'BLADES_AT_LEAST')(v, 'Bad') },
  { fn: 'BLADES_AT_LEAST', arg: BAND, call: (v) => sheetsFunction(code, 'BLADES_AT_LEAST')(2, v) },
  { fn: 'BLADES_CLOCK', arg: DICE, call: (v) => sheetsFunction(code, 'BLADES_CLOCK')(v, 4) },
  { fn: 'BLADES_CLOCK', arg: SEGMENTS, call: (v) => sheetsFunction(code, 'BLADES_CLOCK')(2, v) },
  { fn: 'BLADES_CLOCK_MEAN', arg: SEGMENTS, call: (v) => sheetsFunction(code, 'BLADES_CLOCK_MEAN')(2, v) },
  { fn: 'BLADES_ODDS_TABLE', arg: MAX_DICE, call: (v) => sheetsFunction(code, 'BLADES_ODDS_TABLE')(v, 0) },
  { fn: 'BLADES_ODDS_TABLE', arg: MIN_DICE, call: (v) => sheetsFunction(code, 'BLADES_ODDS_TABLE')(20, v) },
  { fn: 'BLADES_PROGRESS', arg: DICE, call: (v) => sheetsFunction(code, 'BLADES_PROGRESS')(v, 4, 'standard') },
  { fn: 'BLADES_PROGRESS', arg: SEGMENTS, call: (v) => sheetsFunction(code, 'BLADES_PROGRESS')(2, v, 'standard', 4) },
  { fn: 'BLADES_PROGRESS', arg: ROLLS, call: (v) => sheetsFunction(code, 'BLADES_PROGRESS')(2, 4, 'standard', v) },
  { fn: 'BLADES_PROGRESS_MEAN', arg: SEGMENTS, call: (v) => sheetsFunction(code, 'BLADES_PROGRESS_MEAN')(2, v, 'great') },
];

/** Text past the 30 characters a message quotes, up to a full cell: runs of digits, spaces or points with an ending that may spoil them. */
const longText = fc
  .tuple(
    fc.constantFrom('', '+', '-', ' '),
    fc.constantFrom('1', '0', '9', ' ', '.', 'e', 'ab'),
    fc.oneof(fc.integer({ min: 31, max: CELL_LIMIT }), fc.constant(CELL_LIMIT)),
    fc.constantFrom('', 'x', '.5', 'e', 'e1', ' ', '3', '\n', '😀'),
  )
  .map(([sign, unit, length, tail]) => {
    const body = unit.repeat(Math.ceil(length / unit.length));
    return (sign + body).slice(0, Math.max(0, length - tail.length)) + tail;
  });

describe('text up to a full cell, in every argument', () => {
  test.each(ARGUMENTS.map((a) => [`${a.fn} ${a.arg.name}`, a] as const))(
    '%s: a 50,000-character text ending in a letter is refused, quoting 30 characters and the length',
    (_, { fn, arg, call }) => {
      const text = '1'.repeat(CELL_LIMIT - 1) + 'x';
      const message = errorOf(() => call(text));
      const problem = arg === BAND ? 'is not a band' : 'is text, not a number';
      expect(message).toBe(`${fn}: ${arg.name} "${'1'.repeat(30)}…" (50,000 characters) ${problem}. ${arg.advice}`);
    },
  );

  test('any long text in any argument: the documented outcome, a message of bounded length', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ARGUMENTS), longText, ({ fn, arg, call }, text) => {
        // Text that reads as a good value gives what that value gives.
        checkCall(fn, [{ arg, cells: [text] }], () => call(text), ([[read]]) => call(valueOf(read)) as unknown[][]);
      }),
      { numRuns: runs(400) },
    );
  });

  // The arguments of the group, risk and coin functions, each with good values in the others.
  const beyondThePool: Array<[string, string, (v: unknown) => unknown[]]> = [
    ['BLADES_GROUP', 'pools', (v) => [v, false]],
    ['BLADES_GROUP', 'synchronized', (v) => [[[2], [1]], v]],
    ['BLADES_GROUP_STRESS', 'pools', (v) => [v]],
    ['BLADES_TRAUMA', 'dice', (v) => [v, 0, 9]],
    ['BLADES_TRAUMA', 'stress', (v) => [2, v, 9]],
    ['BLADES_TRAUMA', 'track', (v) => [2, 0, v]],
    ['BLADES_OVERINDULGE', 'dice', (v) => [v, 0]],
    ['BLADES_OVERINDULGE', 'stress', (v) => [2, v]],
    ['BLADES_THREAT', 'dice', (v) => [v, 2]],
    ['BLADES_THREAT', 'threats', (v) => [2, v]],
    ['BLADES_THREAT', 'position', (v) => [2, 2, v]],
    ['BLADES_THREAT_ALL', 'threats', (v) => [[[2]], v]],
    ['BLADES_THREAT_ALL', 'position', (v) => [[[2]], 2, v]],
  ];
  test.each(beyondThePool)('%s %s: a 50,000-character text is refused, quoting 30 characters and the length', (fn, name, args) => {
    const text = '1'.repeat(CELL_LIMIT - 1) + 'x';
    const call = () => sheetsFunction(code, fn)(...args(text));
    const message = errorOf(call);
    expect(message.startsWith(`${fn}: ${name} "${'1'.repeat(30)}…" (50,000 characters) `)).toBe(true);
    expect(message.length).toBeLessThanOrEqual(MAX_MESSAGE);
  });

  test('long text in a dice column: its row shows the message, naming its row, short', () => {
    const text = ' '.repeat(CELL_LIMIT - 2) + '1x';
    const message = messageInRow(sheetsFunction(code, 'BLADES_BANDS')([[1], [text]]), 2);
    expect(message).toBe(
      `BLADES_BANDS: dice "${' '.repeat(30)}…" (50,000 characters) in row 2 of the range is text, not a number. ${DICE.advice}`,
    );
  });
});

/** Records every value and number format written through a range; fails the write of any "". */
function guardWrites(sheet: MemorySheet): Array<{ method: string; values: unknown[][] }> {
  const written: Array<{ method: string; values: unknown[][] }> = [];
  const getRange = sheet.getRange.bind(sheet);
  sheet.getRange = (...args: Parameters<MemorySheet['getRange']>) => {
    const range = getRange(...args);
    const check = (method: string, values: unknown[][]) => {
      written.push({ method, values });
      if (values.some((row) => row.some((v) => v === ''))) throw new Error(`${method} wrote "" into ${range.getA1Notation()}`);
    };
    const { setValues, setValue, setFormulas, setFormula, setNumberFormats, setNumberFormat } = range;
    range.setValues = (values) => (check('setValues', values), setValues.call(range, values));
    range.setFormulas = (values) => (check('setFormulas', values), setFormulas.call(range, values));
    range.setValue = (value) => (check('setValue', [[value]]), setValue.call(range, value));
    range.setFormula = (value) => (check('setFormula', [[value]]), setFormula.call(range, value));
    range.setNumberFormats = (formats) => (check('setNumberFormats', formats), setNumberFormats.call(range, formats));
    range.setNumberFormat = (format) => (check('setNumberFormat', [[format]]), setNumberFormat.call(range, format));
    return range;
  };
  return written;
}

const ROLL_KEYS = ['roll', 'segments'];
const TABLE_KEYS = [...ROLL_KEYS, 'from', 'to', 'mode', 'chart'];
const isOptionsObject = (o: unknown) =>
  typeof o === 'object' && o !== null && !Array.isArray(o) && Object.prototype.toString.call(o) !== '[object Date]';

/** Options as a caller might send them: valid ones, near misses, stray keys, and any value at all. */
function options(keys: readonly string[]): fc.Arbitrary<unknown> {
  const field = {
    roll: fc.constantFrom('action', 'resistance', 'vice', 'clock', 'Clock', NO_SUCH_ROLL, '', 5, null, undefined),
    segments: fc.oneof(fc.integer({ min: -1, max: 26 }), fc.constantFrom('8', '', 'eight', null, undefined)),
    from: fc.oneof(fc.integer({ min: -1, max: 21 }), fc.constantFrom('3', '', null, undefined)),
    to: fc.oneof(fc.integer({ min: -1, max: 21 }), fc.constantFrom('6', '', null, undefined)),
    mode: fc.constantFrom('formulas', 'values', 'Values', 'csv', 1, null, undefined),
    chart: fc.constantFrom(true, false, 'true', 1, null, undefined),
  } as Record<string, fc.Arbitrary<unknown>>;
  const known = fc.record(Object.fromEntries(keys.map((k) => [k, field[k]])), { requiredKeys: [] });
  const stray = fc.tuple(known, fc.constantFrom('rol', 'segment', 'Mode', 'dice', 'charts', 'x'.repeat(CELL_LIMIT)), fc.anything());
  return fc.oneof(
    { arbitrary: known, weight: 6 },
    { arbitrary: stray.map(([o, k, v]) => ({ ...o, [k]: v })), weight: 1 },
    { arbitrary: fc.constantFrom(null, undefined), weight: 1 },
    { arbitrary: fc.anything(), weight: 2 },
    { arbitrary: longText, weight: 1 },
  );
}

describe('the server functions: any options; refused means nothing written, accepted means no "" written', () => {
  const servers = [
    { fn: 'insertFormula', label: 'Insert formula', keys: ROLL_KEYS, args: (o: unknown) => [3, o] },
    { fn: 'insertOddsTable', label: 'Insert table', keys: TABLE_KEYS, args: (o: unknown) => [o] },
  ];
  test.each(servers.map((s) => [s.fn, s] as const))('%s', (_, { fn, label, keys, args }) => {
    fc.assert(
      fc.property(options(keys), (o) => {
        const addon = builtAddon({ columns: 30 });
        addon.sheet.setActiveSelection('B2');
        const written = guardWrites(addon.sheet);
        let message: string;
        try {
          message = String(addon.run(fn, args(o)));
        } catch (e) {
          const refusal = (e as Error).message;
          expect(refusal.startsWith(`${label}: `)).toBe(true);
          expect(refusal.length).toBeLessThanOrEqual(MAX_MESSAGE);
          expect(written).toEqual([]);
          expect(addon.sheet.writes).toEqual([]);
          expect(addon.sheet.snapshot().cells).toEqual([]);
          if (o !== null && o !== undefined && !isOptionsObject(o)) expect(refusal).toMatch(/the options are .+, not an object/);
          return;
        }
        // Accepted only for no options or an options object of known keys.
        expect(o === null || o === undefined || (isOptionsObject(o) && Object.keys(o).every((k) => keys.includes(k)))).toBe(true);
        // A chart goes beside the table, or below it when the sheet's columns run out (a 24-segment clock at B2).
        expect(message).toMatch(/^Inserted .+ at B2(:[A-Z]+\d+)?(, with a chart (beside it at [A-Z]+2|below it at B\d+))?\.$/);
        // Every cell of the block shows a value: no #REF! from a written "".
        const shown = addon.sheet.snapshot().cells;
        expect(shown.filter((c) => typeof c.value === 'string' && c.value.startsWith('#'))).toEqual([]);
      }),
      { numRuns: runs(300) },
    );
  });
});

describe('every insert, anywhere: only cells with content written, every cell of the block filled but the title row', () => {
  const spec = fc.record({
    roll: fc.constantFrom('action', 'resistance', 'vice', 'clock', 'progress'),
    segments: fc.integer({ min: 1, max: 24 }),
    effect: fc.constantFrom('limited', 'standard', 'great', 'extreme'),
    from: fc.integer({ min: 0, max: 20 }),
    span: fc.integer({ min: 0, max: 20 }),
    mode: fc.constantFrom('formulas', 'values'),
    row: fc.integer({ min: 1, max: 40 }),
    column: fc.integer({ min: 1, max: 10 }),
    formula: fc.boolean(),
    chart: fc.boolean(),
  });
  test('tables and formulas of every roll type', () => {
    fc.assert(
      fc.property(spec, (s) => {
        const addon = builtAddon({ rows: 100, columns: 40 });
        addon.sheet.setActiveSelection(addon.sheet.getRange(s.row, s.column));
        const written = guardWrites(addon.sheet);
        const choice =
          s.roll === 'clock' ? { roll: s.roll, segments: s.segments } : s.roll === 'progress' ? { roll: s.roll, segments: s.segments, effect: s.effect } : { roll: s.roll };
        const to = Math.min(20, s.from + s.span);
        const message = String(
          s.formula
            ? addon.run('insertFormula', [s.from, choice])
            : addon.run('insertOddsTable', [{ ...choice, from: s.from, to, mode: s.mode, chart: s.chart }]),
        );
        const [, target] = /at ([A-Z]+\d+(?::[A-Z]+\d+)?)(?:, with a chart beside it at [A-Z]+\d+)?\.$/.exec(message) ?? [];
        expect(target).toBeDefined();
        const block = addon.sheet.getRange(target);
        const rows = block.getValues();
        // A table's title row: its text in the first cell, the cells it overflows into left empty (and not written).
        const body = s.formula ? rows : rows.slice(1);
        if (!s.formula) {
          expect(typeof rows[0][0] === 'string' && rows[0][0].length > 0).toBe(true);
          expect(rows[0].slice(1).every((v) => v === '')).toBe(true);
        }
        // Filled: headers, pools, and every spilled probability; no error, no gap.
        const values = body.flat();
        expect(values.every((v) => v !== '' && !(typeof v === 'string' && v.startsWith('#')))).toBe(true);
        // Nothing outside the block (the title row's empty cells are there only as bold).
        expect(addon.sheet.snapshot().cells).toHaveLength(rows.flat().length);
        expect(addon.sheet.getCharts()).toHaveLength(!s.formula && s.chart ? 1 : 0);
        expect(written.length).toBeGreaterThan(0);
      }),
      { numRuns: runs(300) },
    );
  });
});
