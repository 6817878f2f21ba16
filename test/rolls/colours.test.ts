import { PALETTE } from '../../src/rolls/colours';
import { rollSpec } from '../../src/rolls/registry';
import { ROLL_TYPES, RollChoice } from '../../src/rolls/roll-types';
import { oddsChartSpec } from '../../src/sheets/chart-spec';
import { rollChart } from '../../src/sidebar/views';
import { contrast } from '../support/contrast';

/** A choice of every roll type, a clock at several sizes and a group of three and of twelve. */
const CHOICES: RollChoice[] = [
  { roll: 'action', dice: 2 },
  { roll: 'resistance', dice: 2, stress: 6, track: 9 },
  { roll: 'vice', dice: 2, stress: 3 },
  ...[1, 4, 8, 12].map((segments): RollChoice => ({ roll: 'clock', dice: 2, segments })),
  { roll: 'group', pools: [2, 1, 0], synchronized: false },
  { roll: 'group', pools: [3, 3, 2, 2, 1, 1, 0, 0, 4, 4, 5, 5], synchronized: true },
];
const cases = CHOICES.map((c) => [JSON.stringify(c), c] as const);

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

  test.each(Object.entries(PALETTE))('%s (%s) has at least 3:1 contrast on white', (_, colour) => {
    expect(contrast(colour, '#ffffff')).toBeGreaterThanOrEqual(3);
  });

  test.each(cases)('%s: one colour per column, every one from the palette', (_, choice) => {
    const colours = rollSpec(choice).colours(choice);
    expect(colours).toHaveLength(rollSpec(choice).headings(choice).length);
    for (const colour of colours) expect(Object.values(PALETTE)).toContain(colour);
  });
});

describe('the native chart and the sidebar’s chart draw a row in the same colour', () => {
  test.each(cases.filter(([, c]) => c.roll !== 'clock'))(
    '%s: the native series are the sidebar legend’s colours, row by row',
    (_, choice) => {
      const { legend } = rollChart(choice);
      expect(legend).toHaveLength(rollSpec(choice).headings(choice).length);
      expect(nativeColours(choice)).toEqual(legend.map((entry) => entry.colour));
      // Each band is told apart from the others.
      expect(new Set(legend.map((entry) => entry.colour)).size).toBe(legend.length);
    },
  );

  test.each(cases.filter(([, c]) => c.roll === 'clock'))(
    '%s: every native series is the colour of the sidebar’s clock bars',
    (_, choice) => {
      const fills = new Set(sidebarFills(rollChart(choice).markup));
      expect(fills.size).toBe(1);
      const native = nativeColours(choice);
      expect(native).toHaveLength(choice.roll === 'clock' ? choice.segments : 0);
      expect(new Set(native)).toEqual(fills);
    },
  );
});

test('the action bands: Bad red, Partial amber, Clean green, Critical blue', () => {
  // Written out by hand: the sidebar's accessible palette.
  expect(nativeColours({ roll: 'action', dice: 2 })).toEqual(['#c5221f', '#e37400', '#188038', '#1a73e8']);
});
