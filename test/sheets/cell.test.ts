import vm from 'node:vm';
import { isDate } from '../../src/sheets/cell';

describe('isDate', () => {
  test('a Date from this realm or another (Apps Script hands the script its own)', () => {
    expect(isDate(new Date(0))).toBe(true);
    expect(isDate(vm.runInNewContext('new Date(0)'))).toBe(true);
  });
  test('not a date: a date-like string, a timestamp, an object, null', () => {
    for (const value of ['2026-11-30', Date.UTC(2026, 10, 30), {}, null, undefined, [new Date(0)]]) expect(isDate(value)).toBe(false);
  });
});
