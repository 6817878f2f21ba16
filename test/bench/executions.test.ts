import { executionsSection, insertedTable, perRowDesign, TABLE_CASES, tableExecutions } from '../../bench/executions';

/**
 * The bench's count of executions per inserted table (section 8), on the
 * built Code.js: no timings. Its per-row design must be the formulas the
 * inserts wrote before, and show the same cells.
 */

describe('the per-row design the bench sets beside each table', () => {
  test('the 0–6 action table at B2: =BLADES_BANDS(B4) … =BLADES_BANDS(B10), as the inserts wrote it', () => {
    const { sheet } = insertedTable({ from: 0, to: 6 });
    expect(sheet.getRange('C4:C10').getFormulas().flat()).toEqual(['=BLADES_BANDS(B4:B10)', '', '', '', '', '', '']);
    expect(perRowDesign(sheet)).toBe(7);
    expect(sheet.getRange('C4:C10').getFormulas().flat()).toEqual([4, 5, 6, 7, 8, 9, 10].map((r) => `=BLADES_BANDS(B${r})`));
  });

  test('a resistance table with its Trauma column: both columns a formula per row, the arguments kept', () => {
    const { sheet } = insertedTable({ roll: 'resistance', stress: 6, track: 9, from: 1, to: 2 });
    perRowDesign(sheet);
    expect(
      sheet
        .getRange('C4:J5')
        .getFormulas()
        .map((row) => [row[0], row[7]]),
    ).toEqual([
      ['=BLADES_RESIST(B4)', '=BLADES_TRAUMA(B4; 6; 9)'],
      ['=BLADES_RESIST(B5)', '=BLADES_TRAUMA(B5; 6; 9)'],
    ]);
  });

  test('a group’s formulas stay as they are', () => {
    const { sheet } = insertedTable({ roll: 'group', pools: [2, 1, 0] });
    expect(perRowDesign(sheet)).toBe(0);
  });
});

describe('executions per recalculation of every inserted table', () => {
  test.each(TABLE_CASES.map((c) => [c.label, c] as const))('%s: one per function; a formula per row made rows × functions', (_, c) => {
    const t = tableExecutions(c);
    const pools = c.options.roll === 'group' ? 1 : (c.options.to as number) - (c.options.from as number) + 1;
    const risk = c.options.roll === 'resistance' || c.options.roll === 'vice';
    const functions = c.options.roll === 'group' ? 2 : risk ? 2 : 1;
    expect(t.functions).toHaveLength(functions);
    expect(t.now.map((call) => call.name)).toEqual(t.functions);
    expect(t.perRow).toHaveLength(pools * functions);
    expect(t.sameCells).toBe(true);
  });

  test('the section: every table meets its target, the per-row count in its note', () => {
    const section = executionsSection();
    expect(section.figures).toHaveLength(TABLE_CASES.length);
    expect(section.figures.every((f) => f.target?.met === true)).toBe(true);
    const resistance = section.figures.find((f) => f.id === 'executions.resistance.0-20')!;
    expect(resistance.value).toBe(2);
    expect(resistance.note).toBe('BLADES_RESIST and BLADES_TRAUMA; before, a formula per row: 42; the same cells');
  });
});
