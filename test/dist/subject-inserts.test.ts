import { ENGAGEMENT_POSITIONS } from '../../src/rolls/rows';
import { Fraction } from '../../src/dice/fraction';
import { addonWith, refused } from '../support/addon';

/**
 * The inserts of the roll types whose table subject is not a pool (an
 * engagement's advantages), on the built Code.js against the in-memory
 * sheet: each table lists its subject's span, one formula over it, its
 * figures the exact fractions rounded once, counted here from the rules
 * (docs/rules.md), not from the add-on's code; a chart where asked; and a
 * refused insert leaves the sheet as it was.
 */

/** Every face of `n` dice (at most 4), counted: the highest die's level 0 (1–3), 1 (4/5), 2 (a 6), 3 (two 6s); 0 dice: two, the lower kept, no critical. */
function counted(n: number): number[] {
  const counts = [0, 0, 0, 0];
  const rolled = n === 0 ? 2 : n;
  for (let i = 0; i < 6 ** rolled; i++) {
    const faces = Array.from({ length: rolled }, (_, k) => (Math.floor(i / 6 ** k) % 6) + 1);
    const read = n === 0 ? Math.min(...faces) : Math.max(...faces);
    const sixes = faces.filter((f) => f === 6).length;
    counts[read <= 3 ? 0 : read <= 5 ? 1 : n > 0 && sixes >= 2 ? 3 : 2]++;
  }
  return counts.map((c) => Fraction.of(BigInt(c), BigInt(6 ** rolled)).toNumber());
}

/** The same levels in closed form, for any pool: (1/2)^n, (5/6)^n − (1/2)^n, n/6 · (5/6)^(n−1), the rest; 0 dice as the lower of two. */
function levels(n: number): number[] {
  const b = BigInt;
  if (n === 0) return [Fraction.of(b(27), b(36)), Fraction.of(b(8), b(36)), Fraction.of(b(1), b(36)), Fraction.of(b(0), b(1))].map((f) => f.toNumber());
  const all = b(6) ** b(n);
  const low = b(3) ** b(n);
  const noSix = b(5) ** b(n);
  const oneSix = b(n) * b(5) ** b(n - 1);
  return [low, noSix - low, oneSix, all - noSix - oneSix].map((w) => Fraction.of(w, all).toNumber());
}

describe('the engagement roll’s inserts: advantages its subject', () => {
  // The net pool by hand: 1 die for luck, +1 per advantage, −1 per disadvantage; 0 or less is zero dice.
  const engagement = (advantages: number, disadvantages: number) => levels(Math.max(0, 1 + advantages - disadvantages));

  test('the closed form here is the faces counted, for small pools', () => {
    for (const n of [0, 1, 2, 3, 4]) expect(levels(n)).toEqual(counted(n));
  });

  test('Insert formula: =BLADES_ENGAGEMENT of the advantages, the disadvantages after them', () => {
    const addon = addonWith({}, 'B2');
    expect(addon.run('insertFormula', [2, { roll: 'engagement', disadvantages: 1 }])).toBe('Inserted =BLADES_ENGAGEMENT(2, 1) at B2:E2.');
    expect(addon.sheet.getRange('B2').getFormulas()[0][0]).toBe('=BLADES_ENGAGEMENT(2; 1)');
    expect(addon.sheet.getRange('B2:E2').getValues()).toEqual([engagement(2, 1)]);
  });

  test('Insert table: advantages 0–4 by default, one formula over them, each row the rules’ odds', () => {
    const addon = addonWith({}, 'A1');
    expect(addon.run('insertOddsTable', [{ roll: 'engagement', disadvantages: 2, chart: true }])).toBe(
      'Inserted the advantages 0–4 engagement table (2 disadvantages, live formulas) at A1:E7, with a chart beside it at F1.',
    );
    expect(addon.sheet.getRange('A1:E2').getValues()).toEqual([
      ['Engagement roll, advantages 0–4 (live formulas)', '', '', '', ''],
      ['Advantages', ...ENGAGEMENT_POSITIONS],
    ]);
    expect(addon.sheet.getRange('B3').getFormulas()[0][0]).toBe('=BLADES_ENGAGEMENT(A3:A7; 2)');
    expect(addon.sheet.getRange('A3:E7').getValues()).toEqual([0, 1, 2, 3, 4].map((a) => [a, ...engagement(a, 2)]));
    const [chart] = addon.sheet.getCharts().map((c) => c.describe());
    expect(chart.type).toBe('BAR');
    expect(chart.ranges).toEqual(['A2:A7', 'B2:E7']);
    expect(chart.options.title).toBe('Engagement roll, advantages 0–4');
    expect(chart.options.isStacked).toBe(true);
  });

  test('Insert table as values, any span of advantages 0–19', () => {
    const addon = addonWith({}, 'C3');
    addon.run('insertOddsTable', [{ roll: 'engagement', disadvantages: 0, from: 17, to: 19, mode: 'values' }]);
    expect(addon.sheet.getRange('C5:G7').getValues()).toEqual([17, 18, 19].map((a) => [a, ...engagement(a, 0)]));
    expect(addon.sheet.getRange('C5:G7').getFormulas().flat().every((f) => f === '')).toBe(true);
  });

  test('refusals name the advantages, and nothing is written', () => {
    const addon = addonWith({ C2: 'notes' }, 'A1');
    expect(refused(addon, 'insertOddsTable', [{ roll: 'engagement', disadvantages: 0, from: 0, to: 20 }])).toBe(
      'Insert table: To 20 is above 19. Use an integer advantage count 0–19.',
    );
    expect(refused(addon, 'insertFormula', [-1, { roll: 'engagement', disadvantages: 0 }])).toBe(
      'Insert formula: Advantages -1 is negative. Use an integer advantage count 0–19.',
    );
    expect(refused(addon, 'insertFormula', [1, { roll: 'engagement', disadvantages: 21 }])).toBe(
      'Insert formula: Drawbacks 21 is above 20. Use an integer disadvantage count 0–20.',
    );
    expect(refused(addon, 'insertOddsTable', [{ roll: 'engagement', disadvantages: 0 }])).toMatch(/^Nothing was inserted: .* C2/);
  });
});
