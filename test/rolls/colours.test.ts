import {
  BAND_COLOURS,
  BAND_COLOURS_DARK,
  DARK_BACKGROUND,
  ORDERED_RAMP,
  ORDERED_RAMP_DARK,
  RAMP_POOLS,
  RESISTANCE_COLOURS,
  VICE_COLOURS,
  darkOf,
  poolColours,
} from '../../src/rolls/colours';
import { rollSpec } from '../../src/rolls/registry';
import { ROLL_TYPES, RollChoice, isPoolChoice, withSubject } from '../../src/rolls/roll-types';
import { oddsChartSpec } from '../../src/sheets/chart-spec';
import { CHART_POOLS, rollChart } from '../../src/sidebar/views';
import { VISIONS, difference, lab, simulate, smallestDifference } from '../support/colour-vision';
import { contrast } from '../support/contrast';
import { EVERY_EXAMPLE } from '../support/example-choices';

/** A choice of every roll type (a clock's table from 0 dice), a clock at several sizes and a group of three and of twelve. */
// Every roll type's example (test/support/example-choices.ts), then more of the rolls whose colours vary with the choice.
const CHOICES: RollChoice[] = [
  ...EVERY_EXAMPLE,
  ...[1, 4, 8, 12].map((segments): RollChoice => ({ roll: 'clock', dice: 0, segments })),
  ...(['limited', 'extreme'] as const).map((effect): RollChoice => ({ roll: 'progress', dice: 0, segments: 6, effect })),
  { roll: 'group', pools: [2, 1, 0], synchronized: false },
  { roll: 'group', pools: [3, 3, 2, 2, 1, 1, 0, 0, 4, 4, 5, 5], synchronized: true },
];
const cases = CHOICES.map((c) => [JSON.stringify(c), c] as const);

/** Every colour a chart may draw with: the bands' and the ramp's. */
const PALETTE: readonly string[] = [...BAND_COLOURS, ...ORDERED_RAMP];

/**
 * What "distinct" asks of two colours: at least DISTINCT apart in
 * CIEDE2000 (ΔE00, CIE's difference built to follow how far apart colours
 * look; 1 is about the least difference seen between two large patches
 * side by side), in normal vision and as each dichromacy sees them
 * (protanopia, deuteranopia and tritanopia, simulated at full severity by
 * Machado et al. 2009: the severest form of each, so the milder and far
 * more common anomalous trichromacies are covered too).
 *
 * Why 10: a chart's marks are small (a 10-px legend swatch, a 12-px band,
 * a 2-px line) and are matched across a gap, not side by side, and the
 * difference people notice grows several-fold as marks shrink (Stone,
 * Szafir and Setlur, "An Engineering Model for Color Difference as a
 * Function of Size", Color and Imaging Conference 2014): 10 is ten times
 * the least visible step. It is also about as far as seven ordered colours
 * go: 3:1 on white caps a colour's lightness near L* 61, and a search over
 * ramps whose lightness falls and whose hue turns one way found none much
 * past 11.5 in all four visions (the ramp chosen has 11.5). Before it, Cost
 * 3 and Cost 4 were 7.3 apart (9.8 as CIE76) in normal vision and 5.9 to a
 * protanope; Partial and Clean were 8.9 to a protanope.
 */
const DISTINCT = 10;

/** The colours the native chart gives its series, one per column of the table. */
const nativeColours = (choice: RollChoice): readonly string[] => oddsChartSpec(choice, 'T', { row: 1, column: 1 }, 7, 5).options.colors;
/** The fills of the sidebar chart's bars (the pool outline is not a fill). */
const sidebarFills = (markup: string): string[] => [...markup.matchAll(/<rect [^>]*\bfill="(#[0-9a-f]{6})"/g)].map(([, fill]) => fill);

test('every roll type has a case here', () => {
  expect(new Set(CHOICES.map((c) => c.roll))).toEqual(new Set(ROLL_TYPES));
});

describe('the one chart palette', () => {
  test('the contrast helper agrees with WCAG’s figures: black on white is 21:1, white on white 1:1', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 10);
    expect(contrast('#ffffff', '#ffffff')).toBe(1);
    // Google's old amber, which the native chart used to draw Partial in, falls short.
    expect(contrast('#f4b400', '#ffffff')).toBeLessThan(3);
  });

  test.each(PALETTE)('%s has at least 3:1 contrast on white', (colour) => {
    expect(contrast(colour, '#ffffff')).toBeGreaterThanOrEqual(3);
  });

  test('the difference helper reads the issue’s figures: Cost 3 and Cost 4 were about 10 apart as CIE76', () => {
    const before = difference('#c5221f', '#a50e0e', 'normal');
    expect(before.de76).toBeCloseTo(9.8, 1);
    expect(before.de2000).toBeCloseTo(7.3, 1);
  });

  test.each(cases)('%s: one colour per column (a clock: per pool), every one from the palette', (_, choice) => {
    const pools = [0, 1, 2, 3, 4, 5, 6];
    const colours = rollSpec(choice).colours(choice, pools);
    // Running totals (a clock's, a progress clock's) take a colour per pool; a partition's or grouped columns one per column.
    const perPool = !rollSpec(choice).partition && !rollSpec(choice).grouped;
    expect(colours).toHaveLength(perPool ? pools.length : rollSpec(choice).headings(choice).length);
    for (const colour of colours) expect(PALETTE).toContain(colour);
  });
});

describe('every two colours a chart puts side by side stay apart in each vision', () => {
  const lists: Array<[string, readonly string[]]> = [
    ['the action bands', BAND_COLOURS],
    ['the ordered ramp', ORDERED_RAMP],
    ['resistance costs −1 … 5', RESISTANCE_COLOURS],
    ['vice, clear 1 … 6', VICE_COLOURS],
  ];
  test.each(lists.flatMap(([name, colours]) => VISIONS.map((vision) => [name, vision, colours] as const)))(
    '%s, %s: any two at least 10 ΔE00 apart',
    (_, vision, colours) => {
      // Any two, not only neighbours: a legend is matched to the chart across the page.
      expect(smallestDifference(colours, vision, true)).toBeGreaterThanOrEqual(DISTINCT);
    },
  );

  test.each(VISIONS)('the ramp is an order in %s: each colour darker than the last', (vision) => {
    const lightness = ORDERED_RAMP.map((c) => lab(simulate(c, vision))[0]);
    for (let i = 1; i < lightness.length; i++) expect(lightness[i]).toBeLessThan(lightness[i - 1]);
  });

  test('the ramp’s hue turns one way, from blue through purple to red', () => {
    // CIELAB hue angles, counted from 200° so that blue (about 280°) to brown (about 35°) rises without a wrap.
    const hues = ORDERED_RAMP.map((c) => {
      const [, a, b] = lab(simulate(c, 'normal'));
      return ((Math.atan2(b, a) * 180) / Math.PI + 360 - 200) % 360;
    });
    for (let i = 1; i < hues.length; i++) expect(hues[i]).toBeGreaterThan(hues[i - 1]);
  });

  test('resistance runs the ramp from its good end; vice runs it back, the most cleared blue', () => {
    expect(RESISTANCE_COLOURS).toEqual(ORDERED_RAMP);
    expect(VICE_COLOURS).toEqual([...ORDERED_RAMP.slice(0, 6)].reverse());
  });
});

describe('the native chart and the sidebar’s chart draw a row in the same colour', () => {
  test.each(cases.filter(([, c]) => rollSpec(c).partition))(
    '%s: the native series are the sidebar legend’s colours, row by row',
    (_, choice) => {
      const { legend } = rollChart(choice);
      expect(legend).toHaveLength(rollSpec(choice).headings(choice).length);
      expect(nativeColours(choice)).toEqual(legend.map((entry) => entry.colour));
      // Each band is told apart from the others.
      expect(new Set(legend.map((entry) => entry.colour)).size).toBe(legend.length);
    },
  );

  // A threat roll's sidebar chart is of its threats (Avoided, Reduced, Full), its table of the roll as a whole.
  test.each(cases.filter(([, c]) => rollSpec(c).parts))(
    '%s: the native series are the view rows’ colours; the threats’ Avoided, Reduced, Full colours of their own',
    (_, choice) => {
      const { legend, rowColours } = rollChart(choice);
      expect(nativeColours(choice)).toEqual(rowColours);
      expect(rowColours).toHaveLength(rollSpec(choice).headings(choice).length);
      expect(legend.map((entry) => entry.label)).toEqual(['Avoided', 'Reduced', 'Full']);
      // All avoided and None full are outcomes of the whole roll, not a threat's: none shares a colour with Avoided or Reduced.
      const six = [...rowColours, ...legend.map((entry) => entry.colour)];
      expect(new Set(six).size).toBe(6);
      for (const vision of VISIONS) {
        // The six, shown together in the sidebar, as far apart as any chart's colours; in the dark theme as far as its ramp's steps (6.8 and up).
        expect(smallestDifference(six, vision, true)).toBeGreaterThanOrEqual(DISTINCT);
        expect(smallestDifference(six.map(darkOf), vision, true)).toBeGreaterThanOrEqual(6.5);
      }
      for (const colours of [rowColours, legend.map((entry) => entry.colour)]) {
        expect(new Set(colours).size).toBe(colours.length);
        for (const colour of colours) expect(PALETTE).toContain(colour);
      }
    },
  );

  // Running totals (a clock's, a progress clock's): a line per pool.
  test.each(cases.filter(([, c]) => !rollSpec(c).partition && !rollSpec(c).parts))(
    '%s: a line per pool of the 0–6 table, 0 dice brown to 6 dice blue, each pool the colour of the sidebar’s chart of it',
    (_, choice) => {
      if (!isPoolChoice(choice)) throw new Error('a clock is rolled by one pool');
      const native = nativeColours(choice);
      expect(native).toEqual([...ORDERED_RAMP].reverse());
      native.forEach((colour, dice) => {
        const chart = rollChart(withSubject(choice, dice));
        expect(new Set(sidebarFills(chart.markup))).toEqual(new Set([colour]));
        expect(chart.legend).toEqual([{ label: dice === 1 ? '1 die' : `${dice} dice`, colour }]);
      });
    },
  );
});

describe('one colour, one meaning: an outcome is the same colour in the sidebar and in the inserted chart', () => {
  /**
   * An outcome, named by its place in the registry: a row of the roll's
   * table (the i-th column of the inserted table is the view's i-th row:
   * Bad, Cost 2, All avoided), a part of a roll read as several (a
   * threat's Avoided, Reduced, Full), or a clock's pool. Labels differ
   * between the table's headings and the view ("Cost 2", "2 stress"); the
   * place does not.
   */
  type Outcome = readonly [key: string, colour: string];

  /** Each outcome the inserted chart draws (a series: a column of the table, or a clock's pool) and its colour. */
  const inserted = (choice: RollChoice): Outcome[] => {
    const spec = oddsChartSpec(choice, 'T', { row: 1, column: 1 }, 7, 5);
    const colours = spec.options.colors;
    if (spec.type === 'LINE') return colours.map((colour, i) => [`pool ${isPoolChoice(choice) ? choice.dice + i : i}`, colour]);
    return colours.map((colour, i) => [`row ${i}`, colour]);
  };

  /** Each outcome the sidebar draws, for every pool the inserted chart charts: its chart's legend and, where its rows are outcomes, each row's bar. */
  const sidebar = (choice: RollChoice): Outcome[] =>
    (isPoolChoice(choice) ? CHART_POOLS.map((dice) => withSubject(choice, choice.dice + dice)) : [choice]).flatMap((c): Outcome[] => {
      const spec = rollSpec(c);
      const { legend, rowColours } = rollChart(c);
      const rows = rowColours.map((colour, i): Outcome => [`row ${i}`, colour]);
      if (spec.parts) return [...legend.map((l, i): Outcome => [`part ${i}`, l.colour]), ...rows];
      // A clock's rows are running totals, each bar in its pool's colour: the pool is the outcome.
      if (!spec.partition && !spec.grouped) return legend.map((l): Outcome => [`pool ${isPoolChoice(c) ? c.dice : 0}`, l.colour]);
      return [...legend.map((l, i): Outcome => [`row ${i}`, l.colour]), ...rows];
    });

  // From 0 dice, the default table's span: within 0–6 dice a clock's pool keeps its ramp colour in every table
  // (below); a span past 6 spreads the ramp over its own pools, so its colours are the table's own.
  const fromZero = cases.map(([, c]) => (isPoolChoice(c) ? withSubject(c, 0) : c)).map((c) => [JSON.stringify(c), c] as const);
  test.each(fromZero)('%s: each outcome one colour, each colour one outcome, across both charts', (_, choice) => {
    const byOutcome = new Map<string, Set<string>>();
    const byColour = new Map<string, Set<string>>();
    for (const [outcome, colour] of [...inserted(choice), ...sidebar(choice)]) {
      byOutcome.set(outcome, (byOutcome.get(outcome) ?? new Set()).add(colour));
      byColour.set(colour, (byColour.get(colour) ?? new Set()).add(outcome));
    }
    expect([...byOutcome].filter(([, colours]) => colours.size > 1)).toEqual([]);
    expect([...byColour].filter(([, outcomes]) => outcomes.size > 1)).toEqual([]);
  });
});

describe('a clock’s pools: each its own colour from the ramp', () => {
  const clock = { roll: 'clock', segments: 8 } as const;
  /** The colours of a clock table's lines, from `from` to `to` dice. */
  const lines = (from: number, to: number) => [...rollSpec({ ...clock, dice: from }).colours({ ...clock, dice: from }, span(from, to))];
  const span = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

  test('within 0–6 dice a pool is the same colour in every table, and in the sidebar', () => {
    for (let from = 0; from <= RAMP_POOLS; from++) {
      for (let to = from; to <= RAMP_POOLS; to++) {
        lines(from, to).forEach((colour, i) => {
          expect(colour).toBe(ORDERED_RAMP[RAMP_POOLS - (from + i)]);
          expect(sidebarFills(rollChart({ ...clock, dice: from + i }).markup)[0]).toBe(colour);
        });
      }
    }
  });

  test('the native chart of a clock table names each line by its pool, in the pool’s colour', () => {
    const spec = oddsChartSpec({ ...clock, dice: 2 }, 'T', { row: 1, column: 1 }, 3, 9);
    if (spec.type !== 'LINE') throw new Error('a clock’s chart is a line chart');
    expect(spec.options.colors).toEqual([ORDERED_RAMP[4], ORDERED_RAMP[3], ORDERED_RAMP[2]]);
    expect(spec.options.series).toEqual({ 0: { labelInLegend: '2 dice' }, 1: { labelInLegend: '3 dice' }, 2: { labelInLegend: '4 dice' } });
  });

  test.each([
    [0, 7],
    [0, 10],
    [3, 10],
    [0, 20],
    [14, 20],
  ])('a table of %i–%i dice, past 6: the ramp spread over its rows, brown to blue, each line lighter than the last', (from, to) => {
    const colours = lines(from, to);
    expect(colours).toHaveLength(to - from + 1);
    expect(colours[0]).toBe(ORDERED_RAMP[RAMP_POOLS]);
    expect(colours[colours.length - 1]).toBe(ORDERED_RAMP[0]);
    expect(new Set(colours).size).toBe(colours.length);
    for (const colour of colours) expect(contrast(colour, '#ffffff')).toBeGreaterThanOrEqual(3);
    // A bigger pool's line is lighter (mixed in linear light, the luminance runs between the ramp's): the order reads in grey where the colours come closer.
    const lightness = colours.map((c) => lab(simulate(c, 'normal'))[0]);
    for (let i = 1; i < lightness.length; i++) expect(lightness[i]).toBeGreaterThan(lightness[i - 1]);
  });

  test('one pool past 6 dice, in a table or the sidebar: the good end, blue', () => {
    expect(poolColours([7])).toEqual([ORDERED_RAMP[0]]);
    expect(poolColours([20])).toEqual([ORDERED_RAMP[0]]);
    expect(sidebarFills(rollChart({ ...clock, dice: 12 }).markup)[0]).toBe(ORDERED_RAMP[0]);
  });
});

test('the action bands: Bad red, Partial amber, Clean green, Critical blue', () => {
  // Written out by hand: the sidebar's accessible palette.
  expect(nativeColours({ roll: 'action', dice: 2 })).toEqual(['#c5221f', '#e37400', '#0d7a40', '#1a73e8']);
});

describe('the dark theme’s variants: the same rules on the dark background', () => {
  const DARK_PALETTE = [...BAND_COLOURS_DARK, ...ORDERED_RAMP_DARK];

  test.each(DARK_PALETTE)('%s has at least 3:1 contrast on the dark background', (colour) => {
    expect(contrast(colour, DARK_BACKGROUND)).toBeGreaterThanOrEqual(3);
  });

  test('one variant per colour, in the same order: each band and each step of the ramp its own', () => {
    expect(BAND_COLOURS.map(darkOf)).toEqual(BAND_COLOURS_DARK);
    expect(ORDERED_RAMP.map(darkOf)).toEqual(ORDERED_RAMP_DARK);
    expect(new Set(DARK_PALETTE).size).toBe(DARK_PALETTE.length);
  });

  test.each(VISIONS)('the dark bands, %s: any two at least 10 ΔE00 apart', (vision) => {
    expect(smallestDifference(BAND_COLOURS_DARK, vision, true)).toBeGreaterThanOrEqual(DISTINCT);
  });

  // Seven ordered colours between 3:1 on the dark background and white: a search found none past 7.3 (colours.ts).
  test.each(VISIONS)('the dark ramp, %s: any two at least 7 ΔE00 apart, each darker than the last', (vision) => {
    expect(smallestDifference(ORDERED_RAMP_DARK, vision, true)).toBeGreaterThanOrEqual(7);
    const lightness = ORDERED_RAMP_DARK.map((c) => lab(simulate(c, vision))[0]);
    for (let i = 1; i < lightness.length; i++) expect(lightness[i]).toBeLessThan(lightness[i - 1]);
  });

  test('every colour the sidebar draws, any roll type and pool, has its dark variant', () => {
    for (const choice of CHOICES) {
      for (let dice = 0; dice <= 20; dice++) {
        const { legend, rowColours } = rollChart(isPoolChoice(choice) ? withSubject(choice, dice) : choice);
        for (const colour of [...legend.map((l) => l.colour), ...rowColours]) expect(darkOf(colour)).not.toBe(colour);
      }
    }
  });
});
