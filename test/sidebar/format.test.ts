import fc from 'fast-check';
import { BANDS, actionBands } from '../../src/blades/action';
import { Fraction } from '../../src/dice/fraction';
import { barWidth, fractionText, percentText, rowText } from '../../src/sidebar/format';
import { actionView } from '../../src/sidebar/views';
import { bladesOdds, strings } from '../support/enumerate';

describe('percentText: one decimal, from the exact fraction', () => {
  test('the issue’s 3-dice row', () => {
    expect(actionView(3).rows.map(rowText).map((r) => `${r.percent} · ${r.fraction}`)).toEqual([
      '12.5% · 1/8',
      '45.4% · 49/108',
      '34.7% · 25/72',
      '7.4% · 2/27',
    ]);
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
      { numRuns: 2000 },
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
