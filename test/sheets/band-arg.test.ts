import { readBand } from '../../src/sheets/band-arg';
import { joinWords } from '../../src/sheets/words';
import { errorOf } from '../support/apps-script';

const USE_BAND = 'Use Bad, Partial, Clean or Critical (any case).';
const band = (value: unknown) => readBand('BLADES_AT_LEAST', value);

describe('the band argument', () => {
  test.each([
    ['Bad', 'Bad'],
    ['partial', 'Partial'],
    ['partial ', 'Partial'],
    [' CLEAN', 'Clean'],
    ['\tcRiTiCaL\n', 'Critical'],
  ])('%p reads as %s', (value, name) => {
    expect(band(value)).toBe(name);
  });

  test.each([
    ['Great', 'band "Great" is not a band'],
    ['Partia', 'band "Partia" is not a band'],
    ['Bad Partial', 'band "Bad Partial" is not a band'],
    ['B ad', 'band "B ad" is not a band'],
    [3, 'band 3 is not a band'],
    [-0, 'band 0 is not a band'],
    [true, 'band TRUE is not a band'],
    [false, 'band FALSE is not a band'],
    ['', 'band "" is blank'],
    [undefined, 'band is missing'],
    [null, 'band is missing'],
    [[['Bad'], ['Clean']], 'band is a range where one value was expected'],
  ])('%p is refused: %s', (value, problem) => {
    expect(errorOf(() => band(value))).toBe(`BLADES_AT_LEAST: ${problem}. ${USE_BAND}`);
  });

  test('a date is refused with the four names', () => {
    expect(errorOf(() => band(new Date(Date.UTC(2026, 0, 1))))).toMatch(
      /^BLADES_AT_LEAST: band (.+ )?is (a date, )?not a band\. Use Bad, Partial, Clean or Critical \(any case\)\.$/,
    );
  });
});

describe('lists in messages', () => {
  test('none, one, two, more', () => {
    expect(joinWords([], 'or')).toBe('');
    expect(joinWords(['Bad'], 'or')).toBe('Bad');
    expect(joinWords(['Bad', 'Clean'], 'or')).toBe('Bad or Clean');
    expect(joinWords(['a', 'b', 'c'], 'and')).toBe('a, b and c');
    expect(joinWords(['a', 'b', 'c', 'd'], 'or')).toBe('a, b, c or d');
  });
});
