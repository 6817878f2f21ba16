import vm from 'node:vm';
import { isDate, QUOTED_CHARS, quoteText, showValue } from '../../src/sheets/cell';

describe('isDate', () => {
  test('a Date from this realm or another (Apps Script hands the script its own)', () => {
    expect(isDate(new Date(0))).toBe(true);
    expect(isDate(vm.runInNewContext('new Date(0)'))).toBe(true);
  });
  test('not a date: a date-like string, a timestamp, an object, null', () => {
    for (const value of ['2026-11-30', Date.UTC(2026, 10, 30), {}, null, undefined, [new Date(0)]]) expect(isDate(value)).toBe(false);
  });
});

describe('quoteText: whole up to 30 characters, else 30, an ellipsis and the length', () => {
  const a = (n: number) => 'a'.repeat(n);
  test('30 characters are quoted whole; 31 are cut to 30', () => {
    expect(QUOTED_CHARS).toBe(30);
    expect(quoteText(a(30))).toBe(`"${a(30)}"`);
    expect(quoteText(a(31))).toBe(`"${a(30)}…" (31 characters)`);
  });
  test('the length is grouped by thousands with commas, whatever the locale', () => {
    expect(quoteText(a(999))).toBe(`"${a(30)}…" (999 characters)`);
    expect(quoteText(a(1_000))).toBe(`"${a(30)}…" (1,000 characters)`);
    expect(quoteText(a(12_345))).toBe(`"${a(30)}…" (12,345 characters)`);
    expect(quoteText(a(50_000))).toBe(`"${a(30)}…" (50,000 characters)`);
    expect(quoteText(a(1_234_567))).toBe(`"${a(30)}…" (1,234,567 characters)`);
  });
  test('the cut never splits a character written as a surrogate pair', () => {
    // An emoji or a rare script's letter whose first half would be the 30th code unit: the cut falls before it.
    for (const pair of ['😀', '\u{10000}', '\u{10FFFF}']) {
      expect(quoteText(a(29) + pair + 'b')).toBe(`"${a(29)}…" (32 characters)`);
    }
    // Its second half as the 30th code unit: the pair ends the quote whole.
    expect(quoteText(a(28) + '😀' + 'bb')).toBe(`"${a(28)}😀…" (32 characters)`);
  });
  test('quotes and backslashes are escaped as in a formula’s own text', () => {
    expect(quoteText('say "hi"\\')).toBe('"say \\"hi\\"\\\\"');
  });
});

describe('showValue: a value as the sheet shows it, or what kind it is', () => {
  test('what a cell can hold', () => {
    expect(showValue('x')).toBe('"x"');
    expect(showValue(true)).toBe('TRUE');
    expect(showValue(false)).toBe('FALSE');
    expect(showValue(2.5)).toBe('2.5');
    expect(showValue(-0)).toBe('0');
    expect(showValue(new Date(2024, 0, 2))).toBe('a date');
    expect(showValue(vm.runInNewContext('new Date(0)'))).toBe('a date');
  });
  test('what only a script can pass, named by kind with the right article', () => {
    expect(showValue(null)).toBe('null');
    expect(showValue([[1]])).toBe('a range');
    expect(showValue(undefined)).toBe('an undefined');
    expect(showValue({ toString: () => 'a date' })).toBe('an object');
    expect(showValue(() => 1)).toBe('a function');
    expect(showValue(BigInt(1))).toBe('a bigint');
    expect(showValue(Symbol('s'))).toBe('a symbol');
  });
});
