import { BANDS } from '../../src/blades/action';
import { bladesOddsTable } from '../../src/sheets/functions/action';
import { RollSettings, isPoolChoice, settingsOf } from '../../src/rolls/roll-types';
import { formulaBlock, oddsTableBlock } from '../../src/sheets/insert-blocks';
import { TableSpec, readFormulaSpec, readTableSpec } from '../../src/sheets/insert-options';
import { CERTAIN_FORMAT, IMPOSSIBLE_FORMAT, MEAN_FORMAT, PERCENT_FORMAT } from '../../src/sheets/percent-format';
import { VERSUS_COLOURS } from '../../src/rolls/colours';
import { poolFunctions } from '../support/pool-functions';
import { EVERY_EXAMPLE } from '../support/example-choices';
import { NO_SUCH_ROLL, rollTypeRefusal } from '../support/roll-types';

/**
 * The pure table builder: the cells the sidebar's Insert table and Insert
 * formula write for every roll type, before any sheet is involved (the
 * built Code.js against the in-memory sheet is test/dist/menu-and-inserts.test.ts).
 */

/** Each roll type: its function, the header a table of it must carry, and the row one pool must give (the engine's exact odds, rounded once). */
/** A clock's segments; none for the other pool rolls. */
const segmentsOf = (c: RollSettings): number | undefined => (c.roll === 'clock' || c.roll === 'progress' ? c.segments : undefined);
/** The function's arguments after the pool, as an insert writes them: a clock's segments (and a progress clock's effect by name), a threat roll's threats (and a desperate position). */
const argsAfter = (c: RollSettings): string =>
  c.roll === 'acquire'
    ? `; ${c.quality}${c.acquireMode === 'craft' ? '; "craft"' : ''}`
    : c.roll === 'versus'
      ? `; ${c.opposed}`
      : argsOfClockOrThreat(c);
const argsOfClockOrThreat = (c: RollSettings): string =>
  c.roll === 'threat'
    ? `; ${c.threats}${c.position === 'risky' ? '' : `; "${c.position}"`}`
    : segmentsOf(c) === undefined
      ? ''
      : `; ${segmentsOf(c)}${c.roll === 'progress' ? `; "${c.effect}"` : ''}`;
/** What an insert's message says the table is of, before its mode: "8 segments, ", "6 segments, standard effect, ", "2 threats, risky, ". */
const detailsOf = (c: RollSettings): string =>
  c.roll === 'acquire'
    ? `${signedTier(c.quality)}, ${c.acquireMode === 'craft' ? 'craft, ' : ''}`
    : c.roll === 'versus'
      ? `against ${c.opposed} ${c.opposed === 1 ? 'die' : 'dice'}, `
      : detailsOfClockOrThreat(c);
/** "Tier +2", "Tier", "Tier −1": a quality as the rules write it. */
const signedTier = (q: number): string => (q === 0 ? 'Tier' : `Tier ${q < 0 ? '−' : '+'}${Math.abs(q)}`);
const detailsOfClockOrThreat = (c: RollSettings): string =>
  c.roll === 'threat'
    ? `${c.threats} ${c.threats === 1 ? 'threat' : 'threats'}, ${c.position}, `
    : segmentsOf(c) === undefined
      ? ''
      : `${segmentsOf(c)} ${segmentsOf(c) === 1 ? 'segment' : 'segments'}, ${c.roll === 'progress' ? `${c.effect} effect, ` : ''}`;
/** A threat roll's threats and position; the defaults of poolFunctions for the other rolls. */
const threatOf = (c: RollSettings) => (c.roll === 'threat' ? { threats: c.threats, position: c.position } : {});

/** An acquiring roll's quality, a versus roll's opposition; poolFunctions' defaults for the other rolls. */
const downtimeOf = (c: RollSettings) => (c.roll === 'acquire' ? { quality: c.quality } : c.roll === 'versus' ? { opposed: c.opposed } : {});

function rollCase(choice: RollSettings) {
  const segments = segmentsOf(choice) ?? 6;
  const byName = Object.fromEntries(poolFunctions({ segments, ...threatOf(choice), ...downtimeOf(choice) }).map((f) => [f.name, f]));
  const quality = choice.roll === 'acquire' ? choice.quality : 0;
  const cases = {
    action: { fn: 'BLADES_BANDS', header: ['Dice', ...BANDS], table: 'table', title: 'Action roll' },
    resistance: {
      fn: 'BLADES_RESIST',
      header: ['Dice', 'Cost −1 (crit)', 'Cost 0', 'Cost 1', 'Cost 2', 'Cost 3', 'Cost 4', 'Cost 5'],
      table: 'resistance table',
      title: 'Resistance roll',
    },
    vice: {
      fn: 'BLADES_VICE',
      header: ['Dice', 'Clear 1', 'Clear 2', 'Clear 3', 'Clear 4', 'Clear 5', 'Clear 6'],
      table: 'vice table',
      title: 'Indulging a vice',
    },
    clock: {
      fn: 'BLADES_CLOCK',
      header: ['Dice', ...Array.from({ length: segments }, (_, i) => `By roll ${i + 1}`)],
      table: 'clock table',
      title: `Clock of ${segments} ${segments === 1 ? 'segment' : 'segments'}`,
    },
    progress: {
      fn: 'BLADES_PROGRESS',
      header: ['Dice', ...Array.from({ length: segments }, (_, i) => `By roll ${i + 1}`)],
      table: 'progress table',
      title: `Progress clock of ${segments} ${segments === 1 ? 'segment' : 'segments'}, standard effect`,
    },
    threat: {
      fn: 'BLADES_THREAT_ALL',
      header: ['Dice', 'All avoided', 'None full', 'Edge'],
      table: 'threat table',
      title: choice.roll === 'threat' ? `Threat roll: ${choice.threats} threats, ${choice.position}` : '',
    },
    // Its mean coin a column of its own function after the row's.
    acquire: {
      fn: 'BLADES_ACQUIRE',
      header: ['Dice', ...Array.from({ length: byName.BLADES_ACQUIRE.width }, (_, coin) => `${coin} coin`), 'Mean coin'],
      table: 'acquire table',
      title: `Acquiring an asset: ${signedTier(quality)}`,
      mean: 'BLADES_ACQUIRE_MEAN',
    },
    versus: {
      fn: 'BLADES_VERSUS',
      header: ['Dice', 'Ahead', 'Level', 'Behind'],
      table: 'versus table',
      title: choice.roll === 'versus' ? `Opposed roll against ${choice.opposed} ${choice.opposed === 1 ? 'die' : 'dice'}` : '',
    },
  };
  const c: { fn: string; header: string[]; table: string; title: string; mean?: string } = cases[choice.roll];
  if (c === undefined) throw new Error(`rollCase has no case for ${choice.roll}: add its function, header, table name and title`);
  const mean = c.mean === undefined ? [] : [byName[c.mean]];
  return {
    ...c,
    // The row's cells, then the mean column's.
    row: (n: number) => [...byName[c.fn].row(n), ...mean.flatMap((m) => m.row(n))],
    // The mean column's formula over the same pools, with the same arguments.
    meanFormula: (args: string) => mean.map((m) => `=${m.name}(${args})`),
    width: c.header.length - 1,
    rowWidth: byName[c.fn].width,
  };
}

/** The title row: its text in the first cell, the rest of the table's width empty (the text overflows into it). */
const titleRow = (text: string, width: number) => [text, ...new Array(width).fill('')];

const CHOICES: RollSettings[] = [
  { roll: 'action' },
  { roll: 'resistance' },
  { roll: 'vice' },
  { roll: 'clock', segments: 4 },
  { roll: 'clock', segments: 10 },
  { roll: 'clock', segments: 1 },
  { roll: 'clock', segments: 24 },
  { roll: 'progress', segments: 6, effect: 'standard' },
  { roll: 'progress', segments: 1, effect: 'standard' },
  { roll: 'threat', threats: 2, position: 'risky' },
  { roll: 'threat', threats: 5, position: 'desperate' },
  { roll: 'acquire', quality: -1, acquireMode: 'acquire' },
  { roll: 'acquire', quality: 6, acquireMode: 'acquire' },
  { roll: 'versus', opposed: 0 },
  { roll: 'versus', opposed: 20 },
];
// A roll of one pool not listed above is checked too, at its example's settings (test/support/example-choices.ts).
CHOICES.push(
  ...EVERY_EXAMPLE.filter(isPoolChoice)
    .filter((e) => !CHOICES.some((c) => c.roll === e.roll))
    .map((e) => settingsOf(e) as RollSettings),
);
const named = (c: RollSettings): string =>
  c.roll === 'acquire' ? `acquire, ${signedTier(c.quality)}` : c.roll === 'versus' ? `versus ${c.opposed}` : namedOther(c);
const namedOther = (c: RollSettings) =>
  c.roll === 'clock' || c.roll === 'progress'
    ? `${c.roll} of ${c.segments}`
    : c.roll === 'threat'
      ? `threat, ${c.threats} ${c.position}`
      : c.roll;

describe('readTableSpec: the options the sidebar sends', () => {
  test('defaults: the 0–6 action table as live formulas', () => {
    expect(readTableSpec()).toEqual({ roll: 'action', from: 0, to: 6, mode: 'formulas', chart: false, dice: 0 });
    expect(readTableSpec({ roll: undefined, segments: undefined, chart: undefined })).toEqual({
      roll: 'action',
      from: 0,
      to: 6,
      mode: 'formulas',
      chart: false,
      dice: 0,
    });
  });

  test.each(['action', 'resistance', 'vice'] as const)('%s: no segments, even if some are sent', (roll) => {
    expect(readTableSpec({ roll, segments: 8, from: '1', to: 3, mode: 'values' })).toEqual({
      roll,
      from: 1,
      to: 3,
      mode: 'values',
      chart: false,
      dice: 1,
    });
  });

  test('Add a chart: true or false', () => {
    expect(readTableSpec({ chart: true }).chart).toBe(true);
    expect(readTableSpec({ chart: false }).chart).toBe(false);
    // As for every option, an absent one (null from some callers) is the default.
    expect(readTableSpec({ chart: null }).chart).toBe(false);
  });

  test('a clock takes its segments, 1–24, as the functions read them', () => {
    expect(readTableSpec({ roll: 'clock', segments: 8 })).toEqual({
      roll: 'clock',
      segments: 8,
      from: 0,
      to: 6,
      mode: 'formulas',
      chart: false,
      dice: 0,
    });
    expect(readTableSpec({ roll: 'clock', segments: ' 12 ' })).toMatchObject({ segments: 12 });
    expect(readTableSpec({ roll: 'clock', segments: 1 })).toMatchObject({ segments: 1 });
    expect(readTableSpec({ roll: 'clock', segments: 24 })).toMatchObject({ segments: 24 });
  });

  const SEGMENTS = 'Use an integer segment count 1–24.';
  test.each([
    [{ roll: NO_SUCH_ROLL }, rollTypeRefusal('Insert table', `"${NO_SUCH_ROLL}"`)],
    [{ roll: 'Clock', segments: 8 }, rollTypeRefusal('Insert table', '"Clock"')],
    [{ roll: 2 }, rollTypeRefusal('Insert table', '2')],
    [{ roll: 'clock' }, `Insert table: Segments is missing. ${SEGMENTS}`],
    [{ roll: 'clock', segments: '' }, `Insert table: Segments "" is blank. ${SEGMENTS}`],
    [{ roll: 'clock', segments: 0 }, `Insert table: Segments 0 is below 1. ${SEGMENTS}`],
    [{ roll: 'clock', segments: 25 }, `Insert table: Segments 25 is above 24. ${SEGMENTS}`],
    [{ roll: 'clock', segments: 6.5 }, `Insert table: Segments 6.5 is not a whole number. ${SEGMENTS}`],
    [{ roll: 'clock', segments: 'eight' }, `Insert table: Segments "eight" is text, not a number. ${SEGMENTS}`],
    [{ roll: 'clock', segments: -4 }, `Insert table: Segments -4 is negative. ${SEGMENTS}`],
    [{ chart: 'true' }, 'Insert table: Add a chart is true or false, not "true".'],
    [{ chart: 1 }, 'Insert table: Add a chart is true or false, not 1.'],
    [{ chart: { on: true } }, 'Insert table: Add a chart is true or false, not an object.'],
    [{ chart: 'yes'.repeat(20) }, 'Insert table: Add a chart is true or false, not "yesyesyesyesyesyesyesyesyesyes…" (60 characters).'],
  ])('%j is refused: %s', (options, message) => {
    expect(() => readTableSpec(options)).toThrow(new Error(message));
  });
});

describe('oddsTableBlock: every cell of every roll type’s table', () => {
  test.each(CHOICES.map((c) => [named(c), c] as const))('%s, live formulas at C5, pools 0–6', (_, choice) => {
    const expected = rollCase(choice);
    const spec: TableSpec = { ...choice, from: 0, to: 6, mode: 'formulas', chart: false, dice: 0 };
    const block = oddsTableBlock(spec, { row: 5, column: 3 });
    const args = `C7:C13${argsAfter(choice)}`;
    expect(block.cells).toEqual([
      titleRow(`${expected.title}, 0–6 dice (live formulas)`, expected.width),
      expected.header,
      // One formula over the pool column (C7:C13), in the first pool's row: it spills over the rows below and the
      // columns right, which stay empty.
      [
        0,
        `=${expected.fn}(${args})`,
        ...new Array(expected.width - 1 - expected.meanFormula(args).length).fill(''),
        ...expected.meanFormula(args),
      ],
      ...[1, 2, 3, 4, 5, 6].map((n) => [n, ...new Array(expected.width).fill('')]),
    ]);
    expect(block.headerRows).toEqual([0, 1]);
    expect(block.percent.map((p) => p.rect)).toEqual([{ row: 2, column: 1, rows: 7, columns: expected.width }]);
    expect(block.percent[0].formats).toHaveLength(7);
    for (const row of block.percent[0].formats) expect(row).toHaveLength(expected.width);
    expect(block.chart).toBeUndefined();
    expect(block.what).toBe(`the 0–6 dice ${expected.table} (${detailsOf(choice)}live formulas)`);
  });

  test.each(CHOICES.map((c) => [named(c), c] as const))('%s, values, pools 0, 1, 19 and 20', (_, choice) => {
    const expected = rollCase(choice);
    for (const [from, to] of [
      [0, 1],
      [19, 20],
    ]) {
      const block = oddsTableBlock({ ...choice, from, to, mode: 'values', chart: false, dice: from }, { row: 1, column: 1 });
      expect(block.cells).toEqual([
        titleRow(`${expected.title}, ${from}–${to} dice (values)`, expected.width),
        expected.header,
        [from, ...expected.row(from)],
        [to, ...expected.row(to)],
      ]);
      expect(block.percent.map((p) => p.rect)).toEqual([{ row: 2, column: 1, rows: 2, columns: expected.width }]);
      expect(block.what).toBe(`the ${from}–${to} dice ${expected.table} (${detailsOf(choice)}values)`);
    }
  });

  test('the action table as values, below its title, is BLADES_ODDS_TABLE for the same span', () => {
    for (const [from, to] of [
      [0, 6],
      [3, 3],
      [15, 20],
    ]) {
      const block = oddsTableBlock({ roll: 'action', from, to, mode: 'values', chart: false, dice: from }, { row: 1, column: 1 });
      expect(block.cells.slice(1)).toEqual(bladesOddsTable(to, from));
    }
  });

  test('the formula reads the pool column wherever the table starts: AA100', () => {
    const block = oddsTableBlock(
      { roll: 'clock', segments: 3, from: 2, to: 3, mode: 'formulas', chart: false, dice: 2 },
      { row: 100, column: 27 },
    );
    expect(block.cells.slice(2).map((r) => r[1])).toEqual(['=BLADES_CLOCK(AA102:AA103; 3)', '']);
  });

  test('one pool: its formula reads the one pool cell', () => {
    const block = oddsTableBlock({ roll: 'action', from: 4, to: 4, mode: 'formulas', chart: false, dice: 4 }, { row: 2, column: 2 });
    expect(block.cells[2]).toEqual([4, '=BLADES_BANDS(B4)', '', '', '']);
  });

  test.each([0, 6, 20])('a live table of pools 0–%i holds one formula per function, however many rows', (to) => {
    for (const choice of [...CHOICES, { roll: 'resistance', stress: 6, track: 9 }, { roll: 'vice', stress: 3 }] as RollSettings[]) {
      const block = oddsTableBlock({ ...choice, from: 0, to, mode: 'formulas', chart: false, dice: 0 }, { row: 1, column: 1 });
      const formulas = block.cells.flat().filter((c) => typeof c === 'string' && c.startsWith('='));
      // With stress marked, the risk column is a second function; acquiring's mean coin too.
      expect(formulas).toHaveLength('stress' in choice || choice.roll === 'acquire' ? 2 : 1);
      expect(block.cells[2].filter((c) => typeof c === 'string' && c.startsWith('='))).toEqual(formulas);
      expect(formulas.every((f) => String(f).includes(`(A3${to === 0 ? '' : `:A${3 + to}`}`))).toBe(true);
    }
  });
});

describe('the number format of each probability cell', () => {
  const P = PERCENT_FORMAT;
  const I = IMPOSSIBLE_FORMAT;
  const C = CERTAIN_FORMAT;

  test('the action table: a critical (two sixes) is impossible on 0 dice or 1', () => {
    for (const mode of ['formulas', 'values'] as const) {
      const block = oddsTableBlock({ roll: 'action', from: 0, to: 2, mode, chart: false, dice: 0 }, { row: 1, column: 1 });
      expect(block.percent[0].formats).toEqual([
        [P, P, P, I],
        [P, P, P, I],
        [P, P, P, P],
      ]);
    }
  });

  test('a 1-segment clock fills on the first roll, whatever the pool', () => {
    const block = oddsTableBlock(
      { roll: 'clock', segments: 1, from: 0, to: 3, mode: 'formulas', chart: false, dice: 0 },
      { row: 1, column: 1 },
    );
    expect(block.percent[0].formats).toEqual([[C], [C], [C], [C]]);
  });

  test('a 24-segment clock on 20 dice: rolls 1–4 cannot fill it, roll 24 surely has; roll 23 is 1 − 2⁻⁴⁶⁰, not certain', () => {
    // A roll marks at most 5 segments (a critical) and at least 1; the clock is still open after 23 rolls
    // only if every roll's highest die is 1–3, (1/2)^20 per roll. That chance rounds the cell's double to 1.
    const block = oddsTableBlock(
      { roll: 'clock', segments: 24, from: 20, to: 20, mode: 'values', chart: false, dice: 20 },
      { row: 1, column: 1 },
    );
    expect(block.cells[2][23]).toBe(1);
    expect(block.percent[0].formats).toEqual([[I, I, I, I, ...new Array(18).fill(P), P, C]]);
  });

  test('Insert formula: the same formats for its one pool', () => {
    expect(formulaBlock(readFormulaSpec(0)).percent[0].formats).toEqual([[P, P, P, I]]);
    expect(formulaBlock(readFormulaSpec(3, { roll: 'clock', segments: 1 })).percent[0].formats).toEqual([[C]]);
  });
});

describe('Add a chart: the chart spec beside the table', () => {
  test('an action table at B2: stacked bars of the pools, in the band colours, anchored right of the table', () => {
    const block = oddsTableBlock({ roll: 'action', from: 0, to: 6, mode: 'formulas', chart: true, dice: 0 }, { row: 2, column: 2 });
    // The table: title B2, header B3:F3, pools B4:F10.
    expect(block.chart).toEqual({
      type: 'BAR',
      ranges: [
        { row: 3, column: 2, rows: 8, columns: 1 },
        { row: 3, column: 3, rows: 8, columns: 4 },
      ],
      options: {
        title: 'Action roll, 0–6 dice',
        isStacked: true,
        colors: ['#c5221f', '#e37400', '#0d7a40', '#1a73e8'],
        'hAxis.format': 'percent',
      },
      anchor: { row: 2, column: 7 },
    });
  });

  test('a clock: a line per pool across the rolls, the table’s rows as the series, a percent axis 0–100%, a legend naming the pools', () => {
    const chart = oddsTableBlock(
      { roll: 'clock', segments: 8, from: 1, to: 4, mode: 'values', chart: true, dice: 1 },
      { row: 1, column: 1 },
    ).chart;
    // The table: title A1, header A2:I2, pools A3:I6.
    expect(chart).toEqual({
      type: 'LINE',
      transposed: true,
      ranges: [
        { row: 2, column: 1, rows: 5, columns: 1 },
        { row: 2, column: 2, rows: 5, columns: 8 },
      ],
      options: {
        title: 'Clock of 8 segments, 1–4 dice',
        // 1 to 4 dice: crimson, wine, plum, violet, each pool's own colour of the ordered ramp.
        colors: ['#8d002f', '#7d3154', '#733e84', '#954fc6'],
        series: {
          0: { labelInLegend: '1 die' },
          1: { labelInLegend: '2 dice' },
          2: { labelInLegend: '3 dice' },
          3: { labelInLegend: '4 dice' },
        },
        'legend.position': 'right',
        'vAxis.format': 'percent',
        'vAxis.viewWindow.min': 0,
        'vAxis.viewWindow.max': 1,
        'vAxis.title': 'Chance the clock is full',
        'hAxis.title': 'Rolls',
        lineWidth: 3,
        pointSize: 6,
      },
      anchor: { row: 1, column: 10 },
    });
  });

  test('a 0–20 clock table: a line for each of its 21 pools, each its own colour, each named', () => {
    const chart = oddsTableBlock(
      { roll: 'clock', segments: 4, from: 0, to: 20, mode: 'formulas', chart: true, dice: 0 },
      { row: 1, column: 1 },
    ).chart;
    if (chart?.type !== 'LINE') throw new Error('a clock’s chart is a line chart');
    expect(new Set(chart.options.colors).size).toBe(21);
    expect(Object.values(chart.options.series).map((s) => s.labelInLegend)).toEqual(
      Array.from({ length: 21 }, (_, d) => (d === 1 ? '1 die' : `${d} dice`)),
    );
  });

  test('a threat table: its three chances side by side (unstacked), a bar each per pool, in the table’s colours', () => {
    const chart = oddsTableBlock(
      { roll: 'threat', threats: 2, position: 'desperate', from: 0, to: 6, mode: 'formulas', chart: true, dice: 0 },
      { row: 2, column: 2 },
    ).chart;
    expect(chart).toEqual({
      type: 'BAR',
      ranges: [
        { row: 3, column: 2, rows: 8, columns: 1 },
        { row: 3, column: 3, rows: 8, columns: 3 },
      ],
      options: {
        title: 'Threat roll: 2 threats, desperate, 0–6 dice',
        isStacked: false,
        // All avoided plum, None full wine, Edge blue: no threat's Avoided green or Reduced amber.
        colors: ['#733e84', '#7d3154', '#1a73e8'],
        'hAxis.format': 'percent',
      },
      anchor: { row: 2, column: 6 },
    });
  });

  test.each(['resistance', 'vice'] as const)('%s: stacked, a colour for each of its columns', (roll) => {
    const chart = oddsTableBlock({ roll, from: 0, to: 6, mode: 'values', chart: true, dice: 0 }, { row: 1, column: 1 }).chart;
    if (chart?.type !== 'BAR') throw new Error('a distribution’s chart is a bar chart');
    const width = roll === 'resistance' ? 7 : 6;
    expect(chart.options.isStacked).toBe(true);
    expect(new Set(chart.options.colors).size).toBe(width);
    expect(chart.ranges[1]).toEqual({ row: 2, column: 2, rows: 8, columns: width });
  });
});

describe('formulaBlock: Insert formula for every roll type', () => {
  test.each(CHOICES.map((c) => [named(c), c] as const))('%s, 3 dice', (_, choice) => {
    const expected = rollCase(choice);
    const formula = `=${expected.fn}(3${argsAfter(choice)})`;
    expect(formulaBlock(readFormulaSpec(3, choice))).toMatchObject({
      // The row's function alone: a table's mean column is the table's.
      cells: [[formula, ...new Array(expected.rowWidth - 1).fill('')]],
      headerRows: [],
      percent: [{ rect: { row: 0, column: 0, rows: 1, columns: expected.rowWidth } }],
      // The message names it as the sidebar shows it: commas between the arguments.
      what: formula.split('; ').join(', '),
    });
  });

  test('no options: =BLADES_BANDS; a bad roll type or segments is refused as in Insert table', () => {
    expect(formulaBlock(readFormulaSpec(2)).cells).toEqual([['=BLADES_BANDS(2)', '', '', '']]);
    expect(() => readFormulaSpec(2, { roll: 'clock', segments: 30 })).toThrow(
      new Error('Insert formula: Segments 30 is above 24. Use an integer segment count 1–24.'),
    );
    expect(() => readFormulaSpec(2, { roll: NO_SUCH_ROLL })).toThrow(new Error(rollTypeRefusal('Insert formula', `"${NO_SUCH_ROLL}"`)));
  });
});

describe('Acquire and Versus: the mean coin column, crafting, their charts', () => {
  test('acquiring as values: the mean coin after the row, each cell BLADES_ACQUIRE_MEAN’s, formatted as a mean', () => {
    const block = oddsTableBlock(
      { roll: 'acquire', quality: 2, acquireMode: 'acquire', from: 2, to: 2, mode: 'values', chart: false, dice: 2 },
      {
        row: 1,
        column: 1,
      },
    );
    // docs/rules.md#acquire-asset: 2 dice, Tier +2: 1/36, 11/36, 3/4, 1; 23/12 coin on average.
    expect(block.cells[1]).toEqual(['Dice', '0 coin', '1 coin', '2 coin', '3 coin', 'Mean coin']);
    expect(block.cells[2]).toEqual([2, 1 / 36, 11 / 36, 3 / 4, 1, 23 / 12]);
    expect(block.percent[0].formats).toEqual([[PERCENT_FORMAT, PERCENT_FORMAT, PERCENT_FORMAT, CERTAIN_FORMAT, MEAN_FORMAT]]);
  });

  test('crafting: the mode passed to both functions, the title and message say so', () => {
    const block = oddsTableBlock(
      { roll: 'acquire', quality: 6, acquireMode: 'craft', from: 0, to: 3, mode: 'formulas', chart: false, dice: 0 },
      {
        row: 1,
        column: 1,
      },
    );
    expect(block.cells[0][0]).toBe('Crafting: Tier +6, 0–3 dice (live formulas)');
    // Tier +6: 0 … 11 coin, as acquiring's, then the mean.
    expect(block.cells[2]).toEqual([
      0,
      '=BLADES_ACQUIRE(A3:A6; 6; "craft")',
      ...new Array(11).fill(''),
      '=BLADES_ACQUIRE_MEAN(A3:A6; 6; "craft")',
    ]);
    expect(block.what).toBe('the 0–3 dice acquire table (Tier +6, craft, live formulas)');
    expect(formulaBlock(readFormulaSpec(2, { roll: 'acquire', quality: -1, acquireMode: 'CRAFT' })).what).toBe(
      '=BLADES_ACQUIRE(2, -1, "craft")',
    );
  });

  test('the quality and the mode are read as the functions read them: left out, +1 and acquire; out of range refused by name', () => {
    expect(readFormulaSpec(2, { roll: 'acquire' })).toEqual({ roll: 'acquire', quality: 1, acquireMode: 'acquire', dice: 2 });
    expect(() => readFormulaSpec(2, { roll: 'acquire', quality: 7 })).toThrow(
      new Error('Insert formula: Quality 7 is above 6. Use an integer quality over Tier -1–6.'),
    );
    expect(() => readTableSpec({ roll: 'acquire', acquireMode: 'buy' })).toThrow(/^Insert table: Mode "buy" /);
    expect(() => readTableSpec({ roll: 'versus' })).toThrow(
      new Error('Insert table: Opposed dice is missing. Use an integer dice count 0–20.'),
    );
  });

  test('acquiring’s chart: a line per pool across the coin, 0–100% up the side, the mean column left out', () => {
    const chart = oddsTableBlock(
      { roll: 'acquire', quality: 2, acquireMode: 'acquire', from: 1, to: 3, mode: 'values', chart: true, dice: 1 },
      {
        row: 1,
        column: 1,
      },
    ).chart;
    expect(chart).toMatchObject({
      type: 'LINE',
      ranges: [
        { row: 2, column: 1, rows: 4, columns: 1 },
        { row: 2, column: 2, rows: 4, columns: 4 },
      ],
      options: { title: 'Acquiring an asset: Tier +2, 1–3 dice', 'vAxis.title': 'Chance of Tier +2', 'hAxis.title': 'Coin spent' },
      // Past the mean column.
      anchor: { row: 1, column: 7 },
    });
  });

  test('versus’s chart: a stacked bar per pool, Ahead, Level and Behind in the ordered ramp', () => {
    const chart = oddsTableBlock(
      { roll: 'versus', opposed: 2, from: 0, to: 6, mode: 'formulas', chart: true, dice: 0 },
      { row: 1, column: 1 },
    ).chart;
    expect(chart).toMatchObject({ type: 'BAR', options: { isStacked: true, colors: VERSUS_COLOURS } });
  });
});
