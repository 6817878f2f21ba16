import fc from 'fast-check';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { runs } from '../support/property-runs';
import { rollTypeRefusal } from '../support/roll-types';
import { TABLE_KEYS_TEXT } from '../support/option-keys';

/**
 * A date cell in every argument of every function, with the script's clock
 * in far time zones. Sheets hands a date over as its local midnight; east
 * of UTC that instant falls on the day before in UTC, so naming the day
 * from the instant (as toISOString did) named the wrong one. The messages
 * must name no day at all. jest's process.env is a copy, so each zone runs
 * in a child node started with TZ (test/support/date-calls.cjs); the test
 * checks the zone took effect.
 */

const CHILD = join(__dirname, '../support/date-calls.cjs');

interface ChildResult {
  offset: number;
  out: Array<{ utcDay: string; messages: string[] }>;
}

function callWithDates(zone: string, days: ReadonlyArray<[number, number, number]>): ChildResult {
  const run = spawnSync(process.execPath, [CHILD], { input: JSON.stringify(days), env: { ...process.env, TZ: zone }, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`date-calls.cjs failed: ${run.stderr}`);
  return JSON.parse(run.stdout);
}

const DICE = 'Use an integer dice count 0–20.';
const SEGMENTS = 'Use an integer segment count 1–24.';
const EFFECT = 'Use limited, standard, great or extreme (any case), or a row of four tick counts 0–24 for Bad, Partial, Clean and Critical, e.g. {0,2,2,3}.';
// The calls of date-calls.cjs, in its order, with the message each must give.
const EXPECTED = [
  `BLADES_BANDS: dice is a date, not a number. ${DICE}`,
  `BLADES_BANDS: dice in row 2 of the range is a date, not a number. ${DICE}`,
  `BLADES_FRACTIONS: dice is a date, not a number. ${DICE}`,
  `BLADES_RESIST: dice is a date, not a number. ${DICE}`,
  `BLADES_RESIST_MEAN: dice is a date, not a number. ${DICE}`,
  `BLADES_VICE: dice is a date, not a number. ${DICE}`,
  `BLADES_AT_LEAST: dice is a date, not a number. ${DICE}`,
  'BLADES_AT_LEAST: band is a date, not a band. Use Bad, Partial, Clean or Critical (any case).',
  `BLADES_CLOCK: dice is a date, not a number. ${DICE}`,
  `BLADES_CLOCK: segments is a date, not a number. ${SEGMENTS}`,
  `BLADES_CLOCK_MEAN: segments is a date, not a number. ${SEGMENTS}`,
  `BLADES_ODDS_TABLE: max_dice is a date, not a number. ${DICE}`,
  `BLADES_ODDS_TABLE: min_dice is a date, not a number. ${DICE}`,
  `Insert formula: dice is a date, not a number. ${DICE}`,
  `Insert formula: Segments is a date, not a number. ${SEGMENTS}`,
  rollTypeRefusal('Insert formula', 'a date'),
  `Insert table: From is a date, not a number. ${DICE}`,
  'Insert table: the table is written as "formulas" or "values", not a date.',
  'Insert table: Add a chart is true or false, not a date.',
  `Insert table: the options are a date, not an object. Pass an object with any of ${TABLE_KEYS_TEXT}, or nothing.`,
  'Insert table: Coin per roll is a date, not a number. Use an integer coin count 0–3.',
  'Insert table: Stress marked is a date, not a number. Use an integer stress count 0–24.',
  'Insert table: Track is a date, not a number. Use an integer track length 1–24.',
  'Insert table: Stress marked is a date, not a number. Use an integer stress count 0–24.',
  'Insert table: Pools a date is not a list. Send Pools as a list of 1–12 dice counts, 0–20 each, e.g. [2, 1, 0].',
  `Insert formula: pools for participant 2 is a date, not a number. ${DICE}`,
  'Insert table: Synchronized is a date, not TRUE or FALSE. Use TRUE or FALSE (a checkbox works); blank or omitted means FALSE.',
  `BLADES_GROUP: pools for participant 1 is a date, not a number. ${DICE}`,
  'BLADES_GROUP: synchronized is a date, not TRUE or FALSE. Use TRUE or FALSE (a checkbox works); blank or omitted means FALSE.',
  `BLADES_GROUP_STRESS: pools for participant 2 is a date, not a number. ${DICE}`,
  'BLADES_TRAUMA: stress is a date, not a number. Use an integer stress count 0–24.',
  'BLADES_TRAUMA: track is a date, not a number. Use an integer track length 1–24.',
  'BLADES_OVERINDULGE: stress is a date, not a number. Use an integer stress count 0–24.',
  `BLADES_PROGRESS: dice is a date, not a number. ${DICE}`,
  `BLADES_PROGRESS: segments is a date, not a number. ${SEGMENTS}`,
  `BLADES_PROGRESS: effect is a date, not an effect. ${EFFECT}`,
  `BLADES_PROGRESS: effect Partial ticks is a date, not a number. Use an integer tick count 0–24.`,
  'BLADES_PROGRESS: rolls is a date, not a number. Use an integer roll count 1–50.',
  `BLADES_PROGRESS_MEAN: effect is a date, not an effect. ${EFFECT}`,
  'Insert table: Effect is "limited", "standard", "great" or "extreme", not a date.',
  'Insert formula: Rolls is a date, not a number. Use an integer roll count 1–50.',
  `BLADES_THREAT: dice is a date, not a number. ${DICE}`,
  'BLADES_THREAT: threats is a date, not a number. Use an integer threat count 1–6.',
  'BLADES_THREAT: position is a date, not a position. Use risky or desperate (any case).',
  `BLADES_THREAT_ALL: dice in row 2 of the range is a date, not a number. ${DICE}`,
  `BLADES_DC_PUSH: dice is a date, not a number. ${DICE}`,
  `BLADES_DC_PUSH_MEAN: dice is a date, not a number. ${DICE}`,
];

const day = fc.tuple(fc.integer({ min: 1900, max: 2200 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }));
const pad = (n: number) => String(n).padStart(2, '0');

// [zone, its offset from UTC in January as getTimezoneOffset gives it, east of UTC]
const ZONES: Array<[string, number, boolean]> = [
  ['Pacific/Kiritimati', -840, true],
  ['Asia/Tokyo', -540, true],
  ['Europe/Berlin', -60, true],
  ['Pacific/Pago_Pago', 660, false],
];

describe.each(ZONES)('with the clock in %s', (zone, offset, east) => {
  test('the zone takes effect: 2 Jan 2024 at local midnight is 1 Jan in UTC east of it', () => {
    const { offset: seen, out } = callWithDates(zone, [[2024, 1, 2]]);
    expect(seen).toBe(offset);
    expect(out[0].utcDay).toBe(east ? '2024-01-01' : '2024-01-02');
    expect(out[0].messages).toEqual(EXPECTED);
  });

  test('any date cell in any argument: the message names no day, the cell’s or another', () => {
    fc.assert(
      fc.property(fc.array(day, { minLength: 1, maxLength: 40 }), (days) => {
        const { out } = callWithDates(zone, days);
        out.forEach(({ utcDay, messages }, i) => {
          const [y, m, d] = days[i];
          expect(messages).toEqual(EXPECTED);
          for (const message of messages) {
            expect(message).not.toContain(String(y));
            expect(message).not.toContain(utcDay);
            expect(message).not.toContain(`${y}-${pad(m)}-${pad(d)}`);
          }
        });
      }),
      { numRuns: runs(4) },
    );
  });
});
