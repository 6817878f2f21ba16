import fc from 'fast-check';
import { isNumericText } from '../../src/sheets/integer-arg';
import { runs } from '../support/property-runs';

/**
 * The text a cell may hold for a number, read in one pass: the same
 * language as the pattern it replaced, written here as the reference
 * (fine on short text; it backtracks for seconds on a full cell).
 */
const REFERENCE = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

test.each(['3', '+3', '-3', '3.0', '3.', '.5', '3e0', '3E+1', '2e-0', '007', '0.000', '-.5e2'])('%p reads as a number', (text) => {
  expect(isNumericText(text)).toBe(true);
});

test.each([
  '',
  '+',
  '-',
  '.',
  '+.',
  '.e1',
  'e1',
  '3e',
  '3e+',
  '3..0',
  '3.0.',
  '1,5',
  '0x10',
  'Infinity',
  'NaN',
  '3 ',
  ' 3',
  '٣',
  '3d',
  '--3',
  '3e1.5',
])('%p does not', (text) => {
  expect(isNumericText(text)).toBe(false);
});

test('the same answer as the reference pattern on any short text of the characters that matter', () => {
  const text = fc.string({ unit: fc.constantFrom(...'0123456789+-.eE x\t٣'.split('')), maxLength: 12 });
  fc.assert(
    fc.property(text, (t) => expect(isNumericText(t)).toBe(REFERENCE.test(t))),
    { numRuns: runs(50_000) },
  );
});

test('a full cell of digits ending in a letter is read in one pass', () => {
  const text = '1'.repeat(49_999) + 'x';
  const start = performance.now();
  expect(isNumericText(text)).toBe(false);
  expect(performance.now() - start).toBeLessThan(50);
});
