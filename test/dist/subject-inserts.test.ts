import { ENGAGEMENT_POSITIONS, ENTANGLEMENTS } from '../../src/rolls/rows';
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
function counted(n: number): Fraction[] {
  const counts = [0, 0, 0, 0];
  const rolled = n === 0 ? 2 : n;
  for (let i = 0; i < 6 ** rolled; i++) {
    const faces = Array.from({ length: rolled }, (_, k) => (Math.floor(i / 6 ** k) % 6) + 1);
    const read = n === 0 ? Math.min(...faces) : Math.max(...faces);
    const sixes = faces.filter((f) => f === 6).length;
    counts[read <= 3 ? 0 : read <= 5 ? 1 : n > 0 && sixes >= 2 ? 3 : 2]++;
  }
  return counts.map((c) => Fraction.of(BigInt(c), BigInt(6 ** rolled)));
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
    for (const n of [0, 1, 2, 3, 4]) expect(levels(n)).toEqual(counted(n).map((f) => f.toNumber()));
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

describe('the wanted level’s inserts: a trajectory’s scores its subject', () => {
  /** Heat cleared by a reduce-heat roll's level, 1–3, 4/5, 6, critical. */
  const CLEARED = [1, 2, 3, 5];

  /**
   * The wanted level after `scores` scores, walked over every sequence of
   * reduce-heat results (each level's chance from the faces counted):
   * each score's heat, rolling over at 9 (wanted at most 4, the rest
   * lost), then that downtime's rolls, heat never below 0; the last
   * score's downtime changes no wanted level, so it is not rolled.
   */
  function walked(heatPerScore: number, scores: number, dice: number, rolls: number, heat = 0, wanted = 0): number[] {
    const odds = counted(dice);
    const ends = [0, 1, 2, 3, 4].map(() => Fraction.of(BigInt(0), BigInt(1)));
    const walk = (score: number, h: number, w: number, p: Fraction) => {
      const total = h + heatPerScore;
      const [nh, nw] = [total % 9, Math.min(4, w + Math.floor(total / 9))];
      if (score === scores) {
        ends[nw] = ends[nw].add(p);
        return;
      }
      const after = (r: number, hh: number, pp: Fraction): void => {
        if (r === rolls) return walk(score + 1, hh, nw, pp);
        odds.forEach((q, level) => after(r + 1, Math.max(0, hh - CLEARED[level]), pp.mul(q)));
      };
      after(0, nh, p);
    };
    walk(1, heat, wanted, Fraction.of(BigInt(1), BigInt(1)));
    return ends.map((f) => f.toNumber());
  }

  test('the issue’s figures: 4 heat a score, 3 scores; wanted 1 or more 41/144 with one reduce-heat roll of 2 dice, certain with none', () => {
    const [w0] = walked(4, 3, 2, 1);
    expect(w0).toBe(Fraction.of(BigInt(103), BigInt(144)).toNumber());
    expect(walked(4, 3, 2, 0)).toEqual([0, 1, 0, 0, 0]);
  });

  test('Insert formula: =BLADES_WANTED(heat per score, scores, …), its defaults left out from the end', () => {
    const addon = addonWith({}, 'A1');
    const options = { roll: 'wanted', heatPerScore: 4, reduceDice: 2, reduceRolls: 1, startHeat: 0, startWanted: 0 };
    expect(addon.run('insertFormula', [3, options])).toBe('Inserted =BLADES_WANTED(4, 3, 2, 1) at A1:E1.');
    expect(addon.sheet.getRange('A1:E1').getValues()).toEqual([walked(4, 3, 2, 1)]);
  });

  test('Insert table: scores 1 to the count on show, one formula over them, each row walked; a stacked chart', () => {
    const addon = addonWith({}, 'B2');
    const options = { roll: 'wanted', heatPerScore: 5, reduceDice: 1, reduceRolls: 1, startHeat: 3, startWanted: 1, chart: true };
    expect(addon.run('insertOddsTable', [{ ...options, from: 1, to: 4 }])).toBe(
      'Inserted the scores 1–4 wanted table (5 heat a score, 1 reduce-heat roll of 1 die, from heat 3, wanted 1, live formulas) at B2:G7, with a chart beside it at H2.',
    );
    expect(addon.sheet.getRange('B3:G3').getValues()).toEqual([['Scores', 'Wanted 0', 'Wanted 1', 'Wanted 2', 'Wanted 3', 'Wanted 4']]);
    expect(addon.sheet.getRange('C4').getFormulas()[0][0]).toBe('=BLADES_WANTED(5; B4:B7; 1; 1; 3; 1)');
    expect(addon.sheet.getRange('B4:G7').getValues()).toEqual([1, 2, 3, 4].map((n) => [n, ...walked(5, n, 1, 1, 3, 1)]));
    const [chart] = addon.sheet.getCharts().map((c) => c.describe());
    expect(chart.type).toBe('BAR');
    expect(chart.options.isStacked).toBe(true);
    expect(chart.options.title).toBe('Wanted level, scores 1–4');
  });

  test('refusals name the field, and nothing is written', () => {
    const addon = addonWith({ D5: 'notes' }, 'A1');
    const options = { roll: 'wanted', heatPerScore: 4, reduceDice: 2, reduceRolls: 1, startHeat: 0, startWanted: 0 };
    expect(refused(addon, 'insertOddsTable', [{ ...options, from: 0, to: 3 }])).toBe(
      'Insert table: From 0 is below 1. Use an integer score count 1–50.',
    );
    expect(refused(addon, 'insertFormula', [3, { ...options, startHeat: 9 }])).toBe(
      'Insert formula: Starting heat 9 is above 8. Use an integer heat 0–8.',
    );
    expect(refused(addon, 'insertOddsTable', [{ ...options, from: 1, to: 8 }])).toMatch(/^Nothing was inserted: .* D5/);
  });
});

describe('the entanglement roll’s inserts: the wanted level its subject, the heat’s column its headings', () => {
  /** Wanted-level dice counted face by face, read 1–3, 4/5, or 6 and a critical together (a critical reads as a 6). */
  const entanglement = (wanted: number) => {
    const [low, mid, six, critical] = counted(wanted);
    return [low, mid, six.add(critical)].map((f) => f.toNumber());
  };

  test('the issue’s figures: wanted 2 at heat 5, the 4–5 column, 1/4, 4/9, 11/36', () => {
    expect(entanglement(2)).toEqual([Fraction.of(BigInt(1), BigInt(4)), Fraction.of(BigInt(4), BigInt(9)), Fraction.of(BigInt(11), BigInt(36))].map((f) => f.toNumber()));
  });

  test('Insert formula: the column’s names, then the wanted level’s row', () => {
    const addon = addonWith({}, 'B2');
    expect(addon.run('insertFormula', [2, { roll: 'entanglement', heat: 5 }])).toBe('Inserted =BLADES_ENTANGLEMENT(2, 5) at B2:D3.');
    expect(addon.sheet.getRange('B2:D3').getValues()).toEqual([[...ENTANGLEMENTS[1]], entanglement(2)]);
  });

  test('Insert table: wanted levels 0–4 at the heat chosen, the formula in the header row spilling the names over it', () => {
    const addon = addonWith({}, 'A1');
    expect(addon.run('insertOddsTable', [{ roll: 'entanglement', heat: 7, chart: true }])).toBe(
      'Inserted the wanted level 0–4 entanglement table (heat 7, live formulas) at A1:D7, with a chart beside it at E1.',
    );
    expect(addon.sheet.getRange('A1').getValues()).toEqual([['Entanglements at heat 7, wanted level 0–4 (live formulas)']]);
    expect(addon.sheet.getRange('B2').getFormulas()[0][0]).toBe('=BLADES_ENTANGLEMENT(A3:A7; 7)');
    expect(addon.sheet.getRange('A2:D7').getValues()).toEqual([
      ['Wanted level', ...ENTANGLEMENTS[2]],
      ...[0, 1, 2, 3, 4].map((w) => [w, ...entanglement(w)]),
    ]);
    const [chart] = addon.sheet.getCharts().map((c) => c.describe());
    expect(chart.type).toBe('BAR');
    expect(chart.ranges).toEqual(['A2:A7', 'B2:D7']);
  });

  test('as values: the names written in the header, no formula', () => {
    const addon = addonWith({}, 'A1');
    addon.run('insertOddsTable', [{ roll: 'entanglement', heat: 0, mode: 'values' }]);
    expect(addon.sheet.getRange('A2:D7').getValues()).toEqual([
      ['Wanted level', ...ENTANGLEMENTS[0]],
      ...[0, 1, 2, 3, 4].map((w) => [w, ...entanglement(w)]),
    ]);
    expect(addon.sheet.getRange('A1:D7').getFormulas().flat().every((f) => f === '')).toBe(true);
  });

  test('refusals name the field, and a cell in the names’ row stops the insert', () => {
    expect(refused(addonWith({}, 'A1'), 'insertOddsTable', [{ roll: 'entanglement', heat: 9 }])).toBe(
      'Insert table: Heat 9 is above 8. Use an integer heat 0–8.',
    );
    expect(refused(addonWith({}, 'A1'), 'insertFormula', [5, { roll: 'entanglement', heat: 0 }])).toBe(
      'Insert formula: Wanted level 5 is above 4. Use an integer wanted level 0–4.',
    );
    expect(refused(addonWith({ C2: 'notes' }, 'A1'), 'insertOddsTable', [{ roll: 'entanglement', heat: 0 }])).toMatch(/^Nothing was inserted: .* C2/);
  });
});
