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
    let previous = '';
    for (let n = 1; n <= 18278; n++) {
      const letters = columnLetters(n);
      expect(columnNumber(letters)).toBe(n);
      // Sheets' order: shorter names first, then alphabetical.
      expect(letters.length > previous.length || letters > previous).toBe(true);
      previous = letters;
    }
  });

  test('a cell and a block', () => {
    expect(a1Notation(3, 2)).toBe('B3');
    expect(a1Notation(2, 2, 8, 5)).toBe('B2:F9');
    expect(a1Notation(1, 26, 1, 2)).toBe('Z1:AA1');
  });

  test('parsing a cell reference', () => {
    expect(parseCell('B3')).toEqual({ row: 3, column: 2 });
    expect(parseCell('$aa$10')).toEqual({ row: 10, column: 27 });
    expect(parseCell('B0')).toBeNull();
    expect(parseCell('3B')).toBeNull();
    expect(parseCell('BLADES_BANDS')).toBeNull();
  });

  test('column 0 is refused', () => {
    expect(() => columnLetters(0)).toThrow(/bad column 0/);
  });
});
