import { a1Notation, columnLetters, columnNumber, parseCell } from '../../src/sheets/a1';

describe('A1 notation', () => {
  test.each([
    [1, 'A'],
    [26, 'Z'],
    [27, 'AA'],
    [52, 'AZ'],
    [53, 'BA'],
    [702, 'ZZ'],
    [703, 'AAA'],
    [18278, 'ZZZ'],
  ])('column %i is %s', (n, letters) => {
    expect(columnLetters(n)).toBe(letters);
    expect(columnNumber(letters)).toBe(n);
  });

  test('letters and numbers round-trip for every column up to ZZZ, in order', () => {
    // Collected, then asserted once: 18,278 expect calls made this the slowest unit test.
    const wrong: string[] = [];
    let previous = '';
    for (let n = 1; n <= 18278; n++) {
      const letters = columnLetters(n);
      if (columnNumber(letters) !== n) wrong.push(`${n} → ${letters} → ${columnNumber(letters)}`);
      // Sheets' order: shorter names first, then alphabetical.
      if (!(letters.length > previous.length || letters > previous)) wrong.push(`${previous} before ${letters}`);
      previous = letters;
    }
    expect(wrong).toEqual([]);
  });

  test('a cell and a block', () => {
    expect(a1Notation(3, 2)).toBe('B3');
    expect(a1Notation(3, 2, 1, 1)).toBe('B3');
    expect(a1Notation(2, 2, 8, 5)).toBe('B2:F9');
    expect(a1Notation(1, 26, 1, 2)).toBe('Z1:AA1');
  });

  test.each([
    // One row of several columns, one column of several rows: ranges, never the first cell alone.
    [4, 3, 1, 4, 'C4:F4'],
    [4, 3, 1, 2, 'C4:D4'],
    [4, 3, 6, 1, 'C4:C9'],
    [4, 3, 2, 1, 'C4:C5'],
    [10, 1, 3, 7, 'A10:G12'],
    // Multi-letter columns at the start, the end, and across a letter boundary.
    [2, 27, 3, 26, 'AA2:AZ4'],
    [1, 52, 1, 2, 'AZ1:BA1'],
    [7, 53, 1, 1, 'BA7'],
    [1, 702, 2, 2, 'ZZ1:AAA2'],
  ])('row %i, column %i, %i × %i is %s', (row, column, rows, columns, a1) => {
    expect(a1Notation(row, column, rows, columns)).toBe(a1);
  });

  test('parsing a cell reference', () => {
    expect(parseCell('B3')).toEqual({ row: 3, column: 2 });
    expect(parseCell('$aa$10')).toEqual({ row: 10, column: 27 });
    expect(parseCell('B0')).toBeNull();
    expect(parseCell('3B')).toBeNull();
    expect(parseCell('BLADES_BANDS')).toBeNull();
    expect(parseCell(' c12 ')).toEqual({ row: 12, column: 3 });
    expect(parseCell('$B3')).toEqual({ row: 3, column: 2 });
    expect(parseCell('B$3')).toEqual({ row: 3, column: 2 });
    expect(parseCell('ZZZ9999999')).toEqual({ row: 9999999, column: 18278 });
    expect(parseCell('AAAA1')).toBeNull();
    expect(parseCell('A10000000')).toBeNull();
    expect(parseCell('B3:C4')).toBeNull();
    expect(parseCell('_B3')).toBeNull();
    expect(parseCell('B3x')).toBeNull();
    expect(parseCell('')).toBeNull();
  });

  test('column 0 is refused', () => {
    expect(() => columnLetters(0)).toThrow('A1: bad column 0');
    expect(() => columnLetters(-1)).toThrow('A1: bad column -1');
    expect(() => columnLetters(1.5)).toThrow('A1: bad column 1.5');
  });
});
