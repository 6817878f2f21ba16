import { namedEntry, readWholeNumber, refusalText, refusedEntry } from '../../src/sidebar/whole-number';

describe('readWholeNumber: which entries a whole-number field takes', () => {
  const dice = { min: 0, max: 20 };

  test.each([
    ['0', 0],
    ['7', 7],
    ['20', 20],
    // Leading zeros are the number, as Sheets reads them.
    ['07', 7],
    ['007', 7],
    ['00', 0],
    ['0000000000000000000000000005', 5],
  ])('%p is %p', (typed, n) => {
    expect(readWholeNumber(typed, dice)).toBe(n);
  });

  test.each(['', ' ', '21', '25', '-1', '+5', '2.5', '2.0', '1e1', '0x5', '5 5', 'five', '99999999999999999999', '020000000000000000001'])(
    '%p is refused',
    (typed) => {
      expect(readWholeNumber(typed, dice)).toBeNull();
    },
  );

  test('no cap at two digits: the bounds alone decide', () => {
    expect(readWholeNumber('100', { min: 0, max: 120 })).toBe(100);
    expect(readWholeNumber('120', { min: 0, max: 120 })).toBe(120);
    expect(readWholeNumber('121', { min: 0, max: 120 })).toBeNull();
    expect(readWholeNumber('1000', { min: 0, max: 120 })).toBeNull();
  });

  test('bounds that follow another field: stress below a track of 9, a track above 6 marked', () => {
    expect(readWholeNumber('8', { min: 0, max: 8 })).toBe(8);
    expect(readWholeNumber('9', { min: 0, max: 8 })).toBeNull();
    expect(readWholeNumber('6', { min: 7, max: 24 })).toBeNull();
    expect(readWholeNumber('7', { min: 7, max: 24 })).toBe(7);
  });
});

describe('what a refusal says', () => {
  test('the field, the entry as typed, the range and the value kept', () => {
    expect(refusalText('Dice', '25', { min: 0, max: 20 }, '4 dice')).toBe(
      'Dice 25 refused: use a whole number from 0 to 20. Showing 4 dice.',
    );
    expect(refusalText('Track', '6', { min: 7, max: 24 }, '9')).toBe('Track 6 refused: use a whole number from 7 to 24. Showing 9.');
    expect(refusalText('To', '21', { min: 0, max: 20 })).toBe('To 21 refused: use a whole number from 0 to 20.');
  });

  test('a colon after a name that ends in a number, so the entry does not read as a second number', () => {
    expect(refusalText('Participant 2', '25', { min: 0, max: 20 }, '1 die')).toBe(
      'Participant 2: 25 refused: use a whole number from 0 to 20. Showing 1 die.',
    );
    expect(namedEntry('Participant 12', '(not a number)')).toBe('Participant 12: (not a number)');
    expect(namedEntry('Coin per roll', '7')).toBe('Coin per roll 7');
  });

  test('a letter, which the browser reads as empty, is "(not a number)"', () => {
    expect(refusedEntry('')).toBe('(not a number)');
    expect(refusedEntry('2.5')).toBe('2.5');
  });
});
