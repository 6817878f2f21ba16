import fc from 'fast-check';
import { traumaMeanRolls } from '../../src/blades/trauma-walk';
import { BANDS, actionBands } from '../../src/blades/action';
import { clockRolls } from '../../src/blades/clock';
import { resistance, vice } from '../../src/blades/stress';
import { Fraction, sum } from '../../src/dice/fraction';
import { barWidth, decimalText, exactText, fractionText, meanText, percentText, rowText } from '../../src/sidebar/format';
import { ROLL_SWITCH, rollView } from '../../src/sidebar/views';
import { clockRows, resistanceRows, viceRows } from '../../src/rolls/rows';
import { NAVIGATION_ORDER } from '../../src/rolls/families';
import { bladesOdds, strings } from '../support/enumerate';
import { ROLL_LABELS } from '../support/roll-types';
import { runs } from '../support/property-runs';

const actionView = (dice: number) => rollView({ roll: 'action', dice: dice });

describe('percentText: one decimal, from the exact fraction', () => {
  test('the 3-dice row: percent to one decimal beside the exact fraction', () => {
    expect(
      actionView(3)
        .rows.map(rowText)
        .map((r) => `${r.percent} · ${r.fraction}`),
    ).toEqual(['12.5% · 1/8', '45.4% · 49/108', '34.7% · 25/72', '7.4% · 2/27']);
  });

  test.each([
    [0, 1, '0.0%'],
    [1, 1, '100.0%'],
    [1, 2000, '0.1%'], // exactly 0.05%: half rounds up
    [1, 2001, '<0.1%'], // possible, but under 0.05%
    [1, 1048576, '<0.1%'], // Bad with 20 dice
    [1999, 2000, '>99.9%'], // 99.95%: rounds to 100.0% but is not certain
    [1, 16, '6.3%'], // 6.25%: half up, as Sheets' 0.0% shows it
    [1, 3, '33.3%'],
    [2, 3, '66.7%'],
  ])('%i/%i reads %s', (n, d, text) => {
    expect(percentText(Fraction.of(n, d))).toBe(text);
  });

  test('any probability: the shown tenth is the nearest, halves up (exact check)', () => {
    const probability = fc
      .tuple(fc.bigInt({ min: 1n, max: 10n ** 30n }), fc.bigInt({ min: 0n, max: 10n ** 30n }))
      .map(([d, n]) => Fraction.of(n % (d + 1n), d));
    fc.assert(
      fc.property(probability, (p) => {
        const text = percentText(p);
        // 1000·p in exact arithmetic, compared with the shown tenths t: t − 1/2 ≤ 1000·p < t + 1/2.
        const scaled = (t: bigint) => 2n * (1000n * p.num - t * p.den); // 2·den·(1000p − t)
        if (text === '<0.1%') return p.num > 0n && scaled(0n) < p.den;
        if (text === '>99.9%') return p.num < p.den && scaled(1000n) >= -p.den;
        const m = /^(\d{1,3})\.(\d)%$/.exec(text);
        if (!m) return false;
        const t = BigInt(m[1]) * 10n + BigInt(m[2]);
        return scaled(t) >= -p.den && scaled(t) < p.den;
      }),
      { numRuns: runs(2000) },
    );
  });

  test('refuses what is not a probability', () => {
    expect(() => percentText(Fraction.of(3, 2))).toThrow(/not a probability/);
    expect(() => percentText(Fraction.of(-1, 2))).toThrow(/not a probability/);
  });
});

test('fractionText is the reduced fraction', () => {
  expect(fractionText(Fraction.of(9, 36))).toBe('1/4');
  expect(fractionText(Fraction.of(0, 36))).toBe('0');
});

test('barWidth is proportional to the probability', () => {
  for (const p of actionBands(5)) expect(parseFloat(barWidth(p))).toBeCloseTo(100 * p.toNumber(), 3);
  expect(barWidth(Fraction.ONE)).toBe('100%');
  expect(barWidth(Fraction.ZERO)).toBe('0%');
});

describe('the action view', () => {
  const band = (r: { die: number; critical: boolean }) =>
    r.critical ? 'Critical' : r.die === 6 ? 'Clean' : r.die >= 4 ? 'Partial' : 'Bad';

  test.each([0, 1, 2, 3, 4, 5, 6])('%i dice: the four bands, then the totals, against enumeration', (dice) => {
    const view = actionView(dice);
    expect(view.rows.map((r) => r.label)).toEqual([...BANDS]);
    expect(strings(view.rows.map((r) => r.fraction))).toEqual(strings(bladesOdds(dice, band, BANDS)));
    const atLeast = (r: { die: number; critical: boolean }) => (r.die >= 4 ? 'yes' : 'no');
    const cleanUp = (r: { die: number; critical: boolean }) => (r.die === 6 ? 'yes' : 'no');
    expect(view.totals.map((r) => r.label)).toEqual(['At least Partial', 'Clean or better']);
    expect(strings(view.totals.map((r) => r.fraction))).toEqual(
      strings([bladesOdds(dice, atLeast, ['yes'])[0], bladesOdds(dice, cleanUp, ['yes'])[0]]),
    );
  });

  test('20 dice: the engine’s fractions, every one a probability the view can show', () => {
    const view = actionView(20);
    expect(strings(view.rows.map((r) => r.fraction))).toEqual(strings(actionBands(20)));
    expect(view.rows.map(rowText).map((r) => r.percent)[0]).toBe('<0.1%');
  });
});

describe('means: the exact fraction and a decimal', () => {
  test.each([
    [125, 36, '≈ 3.47', '125/36'],
    [3, 2, '1.5', '3/2'],
    [17, 5, '3.4', '17/5'],
    [1699, 500, '≈ 3.40', '1699/500'], // two places kept, so the zero stays
    [1, 1, '1', '1'],
    [0, 1, '0', '0'],
    [1, 200, '≈ 0.01', '1/200'], // exactly half a hundredth: away from zero
    [-1, 200, '≈ −0.01', '−1/200'],
    [-42817372927201n, 50779978334208n, '≈ −0.84', '−42817372927201/50779978334208'], // resisting with 20 dice clears stress on average
  ])('%s/%s reads %s (%s)', (n, d, decimal, exact) => {
    expect(decimalText(Fraction.of(n, d))).toBe(decimal);
    expect(exactText(Fraction.of(n, d))).toBe(exact);
  });

  test('any value: the shown decimal is within half a hundredth, and "≈" exactly when it is not the value (exact check)', () => {
    const value = fc
      .tuple(fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }), fc.bigInt({ min: 1n, max: 10n ** 12n }))
      .map(([n, d]) => Fraction.of(n, d));
    fc.assert(
      fc.property(value, (x) => {
        const text = decimalText(x);
        const m = /^(≈ )?(−?)(\d+)(?:\.(\d{1,2}))?$/.exec(text);
        if (!m) return false;
        const [, approx, minus, whole, places = ''] = m;
        const shown = Fraction.of(BigInt(`${minus ? '-' : ''}${whole}${places.padEnd(2, '0')}`), 100n);
        const gap = x.sub(shown);
        const within = 2n * 100n * (gap.num < 0n ? -gap.num : gap.num) <= gap.den; // |x − shown| ≤ 1/200
        return within && (approx !== undefined) === (gap.num !== 0n) && (approx !== undefined || !places.endsWith('0'));
      }),
      { numRuns: runs(2000) },
    );
  });

  test('meanText: the unit, singular for exactly one', () => {
    const rolls = { one: 'roll', many: 'rolls' };
    expect(meanText('Mean to fill', Fraction.of(1309, 576), rolls)).toEqual({
      label: 'Mean to fill',
      fraction: '1309/576',
      decimal: '≈ 2.27 rolls',
    });
    expect(meanText('Mean to fill', Fraction.ONE, rolls).decimal).toBe('1 roll');
    expect(meanText('Mean to fill', Fraction.of(2), rolls).decimal).toBe('2 rolls');
  });
});

describe('every roll type’s view is the engine’s exact distribution', () => {
  const pools = [0, 1, 2, 3, 6, 20];
  const cases = [
    {
      roll: 'resistance' as const,
      rows: resistanceRows,
      mean: (d: number) => resistance(d).mean(),
      labels: ['−1 stress (critical)', '0 stress', '1 stress', '2 stress', '3 stress', '4 stress', '5 stress'],
    },
    {
      roll: 'vice' as const,
      rows: viceRows,
      mean: (d: number) => vice(d).mean(),
      labels: ['Clear 1 stress', 'Clear 2 stress', 'Clear 3 stress', 'Clear 4 stress', 'Clear 5 stress', 'Clear 6 stress'],
    },
  ];
  test.each(cases.flatMap((c) => pools.map((d) => [c.roll, d, c] as const)))('%s, %i dice', (_, dice, c) => {
    const view = rollView({ roll: c.roll, dice });
    // The labels as the sidebar lists them, written out.
    expect(view.rows.map((r) => r.label)).toEqual(c.labels);
    expect(view.rows).toEqual(c.rows(dice));
    expect(sum(view.rows.map((r) => r.fraction)).toString()).toBe('1');
    expect(view.totals).toEqual([]);
    expect(view.means[0].value.toString()).toBe(c.mean(dice).toString());
  });

  test.each([0, 2, 20].flatMap((d) => [1, 4, 10, 24].map((s) => [d, s])))('clock, %i dice, %i segments', (dice, segments) => {
    const view = rollView({ roll: 'clock', dice: dice, segments });
    expect(view.title).toBe(`Clock of ${segments} ${segments === 1 ? 'segment' : 'segments'}`);
    expect(view.rows).toEqual(clockRows(dice, segments));
    expect(view.rows.map((r) => r.label)).toEqual(Array.from({ length: segments }, (_, k) => `Full by roll ${k + 1}`));
    expect(view.rows[segments - 1].fraction.toString()).toBe('1'); // every roll marks a segment
    expect(view.means[0].value.toString()).toBe(clockRolls(dice, segments).mean().toString());
  });

  test('the documented figures: resisting with 0 dice costs 125/36 stress on average; 2 dice, a 4-clock: 1309/576 rolls', () => {
    expect(rollView({ roll: 'resistance', dice: 0 }).means[0].value.toString()).toBe('125/36');
    expect(rollView({ roll: 'clock', dice: 2, segments: 4 }).means[0].value.toString()).toBe('1309/576');
  });

  test('the navigation lists every roll type by its label, family by family (src/rolls/families.ts)', () => {
    expect(ROLL_SWITCH.map((v) => v.roll)).toEqual([...NAVIGATION_ORDER]);
    expect(ROLL_SWITCH.map((v) => v.name)).toEqual(ROLL_LABELS);
  });
});

describe('meanText: a mean from a million up, in powers of ten', () => {
  const rolls = { one: 'roll', many: 'rolls' };
  test.each<[bigint, bigint, string]>([
    [10n ** 6n, 1n, '1 × 10⁶ rolls'],
    [1234567n, 1n, '≈ 1.23 × 10⁶ rolls'],
    [1235000n, 1n, '≈ 1.24 × 10⁶ rolls'], // half up
    [9995000n, 1n, '≈ 1.00 × 10⁷ rolls'], // rounds up to the next power
    [999999n, 1n, '999999 rolls'], // below a million: the plain decimal
    [-(10n ** 40n) * 3n, 7n, '≈ −4.29 × 10³⁹ rolls'],
  ])('%s/%s reads %s', (n, d, text) => {
    expect(meanText('Mean rolls to trauma', Fraction.of(n, d), rolls).decimal).toBe(text);
  });
  test('the trauma walk at 20 dice on a 24-box track: about 7.54 × 10³³ rolls', () => {
    expect(meanText('Mean rolls to trauma', traumaMeanRolls(20, 0, 24), rolls).decimal).toBe('≈ 7.54 × 10³³ rolls');
  });
});
