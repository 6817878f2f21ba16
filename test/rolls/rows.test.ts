import { Fraction } from '../../src/dice/fraction';
import { actionBands } from '../../src/blades/action';
import { fullByOdds } from '../../src/blades/clock';
import { groupBands, leaderStressOdds } from '../../src/blades/group';
import { resistanceOdds, viceOdds } from '../../src/blades/stress';
import { POSITIONS, threatRowWeights } from '../../src/blades/threat';
import {
  actionRows,
  actionTotals,
  clockRows,
  progressMeans,
  progressRows,
  groupRows,
  leaderStressRows,
  resistanceRows,
  riskRows,
  viceMeans,
  viceRows,
  pushMeans,
  threatNotes,
  threatPartRows,
  threatParts,
  threatSubject,
  threatRows,
} from '../../src/rolls/rows';
import { overindulgeRisk, traumaRisk } from '../../src/rolls/stress-risk';

/**
 * The one module that labels the engine's figures (src/rolls/rows.ts):
 * every label written out, and each row's fraction the one src/blades
 * gives for its column.
 */

describe('the labels the sidebar lists, written out', () => {
  test('resistance: the critical first, then 0–5 stress', () => {
    for (const n of [0, 2, 20]) {
      expect(resistanceRows(n).map((r) => r.label)).toEqual([
        '−1 stress (critical)',
        '0 stress',
        '1 stress',
        '2 stress',
        '3 stress',
        '4 stress',
        '5 stress',
      ]);
    }
  });
  test('vice: Clear 1 … Clear 6 stress', () => {
    for (const n of [0, 2, 20]) {
      expect(viceRows(n).map((r) => r.label)).toEqual([
        'Clear 1 stress',
        'Clear 2 stress',
        'Clear 3 stress',
        'Clear 4 stress',
        'Clear 5 stress',
        'Clear 6 stress',
      ]);
    }
  });
  test('action: the four bands; clock: Full by roll 1 … k', () => {
    expect(actionRows(3).map((r) => r.label)).toEqual(['Bad', 'Partial', 'Clean', 'Critical']);
    expect(actionRows(3).map((r) => r.fraction.toString())).toEqual(['1/8', '49/108', '25/72', '2/27']);
    expect(clockRows(2, 3).map((r) => r.label)).toEqual(['Full by roll 1', 'Full by roll 2', 'Full by roll 3']);
  });
  test('the rows’ fractions are the distribution’s, in column order', () => {
    // Two dice, counted by hand over 36: stress 5 ← highest 1 (1), 4 ← 2 (3), 3 ← 3 (5), 2 ← 4 (7), 1 ← 5 (9), 0 ← one six (10), −1 ← two sixes (1).
    expect(resistanceRows(2).map((r) => r.fraction.toString())).toEqual(['1/36', '5/18', '1/4', '7/36', '5/36', '1/12', '1/36']);
    // Highest of two: 1, 3, 5, 7, 9, 11 in 36.
    expect(viceRows(2).map((r) => r.fraction.toString())).toEqual(['1/36', '1/12', '5/36', '7/36', '1/4', '11/36']);
  });
});

describe('the rows carry src/blades’s fractions, in column order', () => {
  const fractions = (rows: ReadonlyArray<{ fraction: unknown }>) => rows.map((r) => r.fraction);
  test.each([0, 1, 2, 6, 20])('%i dice', (n) => {
    expect(fractions(actionRows(n))).toEqual(actionBands(n));
    expect(fractions(resistanceRows(n))).toEqual(resistanceOdds(n));
    expect(fractions(viceRows(n))).toEqual(viceOdds(n));
    expect(fractions(clockRows(n, 8, 1))).toEqual(fullByOdds(n, 8, 1));
  });
  test('a group: the bands, then the leader’s stress 0 … k', () => {
    expect(fractions(groupRows([2, 1, 0], true))).toEqual(groupBands([2, 1, 0], true));
    expect(leaderStressRows([2, 1, 0]).map((r) => r.label)).toEqual([
      'Leader takes 0 stress',
      'Leader takes 1 stress',
      'Leader takes 2 stress',
      'Leader takes 3 stress',
    ]);
    expect(fractions(leaderStressRows([2, 1, 0]))).toEqual(leaderStressOdds([2, 1, 0]));
  });
});

describe('totals and means', () => {
  test('action: the two chances players ask about', () => {
    expect(actionTotals(2).map((r) => `${r.label} ${r.fraction}`)).toEqual(['At least Partial 3/4', 'Clean or better 11/36']);
  });
  test('the risk to the track: its heading and what is marked; nothing when no stress is marked', () => {
    expect(riskRows(traumaRisk({ roll: 'resistance', dice: 2, stress: 6 }), 2).map((r) => `${r.label} ${r.fraction}`)).toEqual([
      'Trauma (6 of 9 stress marked) 1/4',
    ]);
    expect(riskRows(overindulgeRisk({ roll: 'vice', dice: 2, stress: 3 }), 2).map((r) => `${r.label} ${r.fraction}`)).toEqual([
      'Overindulging (3 stress marked) 3/4',
    ]);
    expect(riskRows(traumaRisk({ roll: 'resistance', dice: 2 }), 2)).toEqual([]);
    expect(riskRows(null, 2)).toEqual([]);
  });
  test('vice: the mean cleared, and what indulging takes off the track when stress is marked', () => {
    expect(viceMeans(2).map((m) => m.label)).toEqual(['Mean cleared']);
    expect(viceMeans(2, 3).map((m) => m.label)).toEqual(['Mean cleared', 'Cleared of 3 marked']);
  });
});

describe('a progress clock: its rows and its mean', () => {
  test('rows Full by roll 1 … rolls; the mean to fill', () => {
    expect(progressRows(2, 4, 'standard', 6).map((r) => r.label)).toEqual([1, 2, 3, 4, 5, 6].map((k) => `Full by roll ${k}`));
    expect(progressRows(2, 4, 'standard', 4).map((r) => r.fraction.toString())).toEqual(['0', '9/16', '27/32', '243/256']);
    expect(progressMeans(2, 4, 'standard')).toEqual([
      { label: 'Mean to fill', unit: { one: 'roll', many: 'rolls' }, value: Fraction.of(8, 3) },
    ]);
  });
});

describe('the threat roll’s labels, written out', () => {
  test('the roll as a whole, each threat’s partition, push yourself beside resistance', () => {
    expect(threatRows(2, 2, 'risky').map((r) => [r.label, r.fraction.toString()])).toEqual([
      ['All avoided', '2/27'],
      ['None full', '1/2'],
      ['Edge', '2/27'],
    ]);
    expect(threatPartRows(1, 2, 'desperate').map((r) => r.label)).toEqual([
      'Threat 1 avoided',
      'Threat 1 reduced',
      'Threat 1 full',
      'Threat 2 avoided',
      'Threat 2 reduced',
      'Threat 2 full',
    ]);
    expect(threatPartRows(1, 1, 'risky').map((r) => r.fraction.toString())).toEqual(['1/6', '1/3', '1/2']);
    expect(threatParts(2, 3, 'risky').map((rows) => rows.map((r) => r.label))).toEqual(Array(3).fill(['Avoided', 'Reduced', 'Full']));
    expect(pushMeans(2).map((m) => [m.label, m.value.toString(), m.unit.many])).toEqual([
      ['Push yourself (Deep Cuts)', '23/12', 'stress'],
      ['Resistance (core)', '3/2', 'stress'],
    ]);
  });
});

describe('the threat roll’s heading and notes, from the rule', () => {
  test('the heading names the dice rolled, a die more per threat after the first: the engine’s tuples count them', () => {
    expect(threatSubject(2, 1)).toBe('2 dice');
    expect(threatSubject(2, 2)).toBe('2 dice, 3 rolled');
    expect(threatSubject(1, 3)).toBe('1 die, 3 rolled');
    // A zero rating: two dice for the first threat, the lower kept, and one for each after it.
    expect(threatSubject(0, 1)).toBe('0 dice');
    expect(threatSubject(0, 3)).toBe('0 dice, 4 rolled');
    for (let dice = 0; dice <= 6; dice++) {
      for (let threats = 2; threats <= 6; threats++) {
        const rolled = Number(/, (\d+) rolled$/.exec(threatSubject(dice, threats))![1]);
        // Every face of every die rolled is a tuple: 6^rolled of them.
        expect(threatRowWeights(dice, threats, 'risky').total).toBe(6n ** BigInt(rolled));
      }
    }
  });

  test('a note says two rows are one chance exactly where their fractions are equal, for every pool, threat count and position', () => {
    for (let dice = 0; dice <= 8; dice++) {
      for (let threats = 1; threats <= 6; threats++) {
        for (const position of POSITIONS) {
          const [all, none, edge] = threatRows(dice, threats, position).map((r) => r.fraction);
          const notes = threatNotes(dice, threats, position).join(' ');
          expect([notes.includes('None full is All avoided'), notes.includes('All avoided is two 6s, which is Edge')]).toEqual([
            none.equals(all),
            edge.equals(all),
          ]);
        }
      }
    }
    expect(threatNotes(2, 2, 'desperate')).toEqual([
      'Desperate: a 4 or 5 brings the full consequence, so None full is All avoided, every threat’s die a 6.',
      'With 2 threats, All avoided is two 6s, which is Edge.',
    ]);
    expect(threatNotes(2, 3, 'risky')).toEqual([]);
  });
});
