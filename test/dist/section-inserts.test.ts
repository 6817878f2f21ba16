import { BANDS, actionBands, atLeast } from '../../src/blades/action';
import { traumaBy, traumaMeanRolls } from '../../src/blades/trauma-walk';
import { builtAddon } from '../support/addon';
import { errorOf } from '../support/apps-script';

/**
 * insertSectionTable (the sidebar's Insert options table and Insert trauma
 * table) on the built Code.js, called by name as google.script.run calls
 * it, against the in-memory sheet: every cell, the formulas, the formats,
 * the chart, and the refusals that write nothing.
 */

function addonAt(a1: string, sheet?: { rows?: number; columns?: number }) {
  const addon = builtAddon(sheet);
  addon.sheet.setActiveSelection(a1);
  return addon;
}
const LABELS = ['As rolled', 'Assist', "Devil's bargain", 'Push', "Assist + Devil's bargain", 'Assist + push'];
const BONUS = [0, 1, 1, 1, 2, 2];
const STRESS = [0, 1, 0, 2, 1, 3];

describe('Insert options table', () => {
  test('live at B2: a title and one =BLADES_OPTIONS(3) formula whose 7 × 7 result fills B3:H9, the sidebar’s answer beside it', () => {
    const addon = addonAt('B2');
    expect(addon.run('insertSectionTable', [{ section: 'bonus-dice', roll: 'action', dice: 3 }])).toBe(
      'Inserted the bonus-dice options table for 3 dice (live formulas) at B2:M9.',
    );
    // Beside the spill, each option's At least Partial and Clean or better, their changes from As rolled, and its mark.
    expect(addon.sheet.getRange('I2:M3').getValues()).toEqual([
      ['Changes and marks: values for 3 dice, as inserted', '', '', '', ''],
      ['At least Partial', 'At least Partial: change', 'Clean or better', 'Clean or better: change', 'Mark'],
    ]);
    const partial = BONUS.map((b) => atLeast(3 + b, 'Partial'));
    const clean = BONUS.map((b) => atLeast(3 + b, 'Clean'));
    expect(addon.sheet.getRange('I4:L9').getValues()).toEqual(
      BONUS.map((_, i) => [partial[i], partial[i].sub(partial[0]), clean[i], clean[i].sub(clean[0])].map((f) => f.toNumber())),
    );
    // 3 dice: At least Partial 7/8; an assist + bargain gains 3/32 for 1 stress, the most per stress; the bargain costs none.
    expect(addon.sheet.getRange('M4:M9').getValues().flat()).toEqual(['', '', 'No stress', '', 'Best per stress', '']);
    expect(addon.sheet.getRange('J5:J5').getDisplayValues()).toEqual([['+6.3%']]);
    const table = addon.sheet.getRange('B2:H9');
    expect(table.getValues()).toEqual([
      ['What a bonus die buys, 3 dice (live formulas)', '', '', '', '', '', ''],
      ['Option', 'Dice', 'Stress', ...BANDS],
      ...LABELS.map((label, i) => [label, 3 + BONUS[i], STRESS[i], ...actionBands(3 + BONUS[i]).map((f) => f.toNumber())]),
    ]);
    const formulas = table.getFormulas().flat().filter((f) => f !== '');
    expect(formulas).toEqual(['=BLADES_OPTIONS(3)']);
    expect(addon.sheet.getRange('E4:H4').getDisplayValues()).toEqual([['12.5%', '45.4%', '34.7%', '7.4%']]);
    expect(addon.sheet.getRange('B2:H3').getFontWeights().flat().every((w) => w === 'bold')).toBe(true);
    expect(addon.sheet.getCharts()).toEqual([]);
  });

  test('values with a chart: the same cells as numbers, and a stacked bar per option beside them', () => {
    const addon = addonAt('A1');
    expect(addon.run('insertSectionTable', [{ section: 'bonus-dice', dice: 0, mode: 'values', chart: true }])).toBe(
      'Inserted the bonus-dice options table for 0 dice (values) at A1:L8, with a chart beside it at M1.',
    );
    expect(addon.sheet.getRange('A1:L8').getFormulas().flat().every((f) => f === '')).toBe(true);
    expect(addon.sheet.getRange('A3:G3').getValues()).toEqual([['As rolled', 0, 0, ...actionBands(0).map((f) => f.toNumber())]]);
    const [chart] = addon.sheet.getCharts().map((c) => c.describe());
    expect(chart).toMatchObject({ type: 'BAR', ranges: ['A2:A8', 'D2:G8'], options: { title: 'What a bonus die buys, 0 dice', isStacked: true } });
  });
});

describe('Insert trauma table', () => {
  test('live at A1, pools 0–2 from 6 of 9: one BLADES_TRAUMA_BY and one BLADES_TRAUMA_MEAN over A3:A5', () => {
    const addon = addonAt('A1');
    expect(addon.run('insertSectionTable', [{ section: 'trauma-within', roll: 'resistance', stress: 6, track: 9, from: 0, to: 2 }])).toBe(
      'Inserted the 0–2 dice trauma table (6 of 9 stress marked, live formulas) at A1:L5.',
    );
    const table = addon.sheet.getRange('A1:L5');
    expect(table.getFormulas()[2]).toEqual(['', '=BLADES_TRAUMA_BY(A3:A5; 6; 10; 9)', ...new Array(9).fill(''), '=BLADES_TRAUMA_MEAN(A3:A5; 6; 9)']);
    expect(table.getValues().slice(2)).toEqual(
      [0, 1, 2].map((d) => [d, ...traumaBy(d, 6, 9, 10).map((f) => f.toNumber()), traumaMeanRolls(d, 6, 9).toNumber()]),
    );
    expect(addon.sheet.getRange('L5').getDisplayValues()).toEqual([['2.59']]);
  });

  test('with a chart: a line per pool across the ten rolls', () => {
    const addon = addonAt('A1', { columns: 30 });
    addon.run('insertSectionTable', [{ section: 'trauma-within', from: 1, to: 3, chart: true }]);
    const [chart] = addon.sheet.getCharts().map((c) => c.describe());
    expect(chart).toMatchObject({ type: 'LINE', transposed: true, ranges: ['A2:A5', 'B2:K5'] });
    expect(chart.options['vAxis.title']).toBe('Chance of trauma');
  });

  test('never over anything: nothing written, the message names what is in the way', () => {
    const addon = addonAt('A1');
    addon.sheet.enter(4, 3, 'x');
    const before = addon.sheet.snapshot();
    expect(errorOf(() => addon.run('insertSectionTable', [{ section: 'trauma-within' }]))).toMatch(
      /^Nothing was inserted: the 0–6 dice trauma table \(0 of 9 stress marked, live formulas\) needs A1:L9, and C4 is not empty\./,
    );
    expect(addon.sheet.snapshot()).toEqual(before);
  });

  test('bad options are refused by the button’s name before the sheet is read', () => {
    const addon = addonAt('A1');
    expect(errorOf(() => addon.run('insertSectionTable', [{ section: 'trauma-within', stress: 9 }]))).toBe(
      'Insert trauma table: Stress marked 9 is not below Track 9: a full track is already trauma. Use Stress marked 0–8 for a 9-box track.',
    );
    expect(errorOf(() => addon.run('insertSectionTable', [{ section: 'bonus-dice', dice: 'x' }]))).toBe(
      'Insert options table: Dice "x" is text, not a number. Use an integer dice count 0–20.',
    );
    expect(addon.sheet.snapshot().cells).toEqual([]);
  });
});
