import { DEFAULT_SCALE, propertyScale, runs } from '../support/property-runs';

const saved = process.env.PROPERTY_SCALE;
const withScale = (value: string | undefined) => {
  if (value === undefined) delete process.env.PROPERTY_SCALE;
  else process.env.PROPERTY_SCALE = value;
};
afterEach(() => withScale(saved));

describe('runs: the full count scaled by PROPERTY_SCALE', () => {
  test('unset, the scale is 0.1', () => {
    withScale(undefined);
    expect(DEFAULT_SCALE).toBe(0.1);
    expect(runs(60_000)).toBe(6_000);
    expect(runs(15_000)).toBe(1_500);
    expect(runs(6_000)).toBe(600);
  });

  test('PROPERTY_SCALE=1 gives every full count unchanged', () => {
    withScale('1');
    for (const full of [4, 199, 200, 201, 300, 2_000, 50_000, 60_000]) expect(runs(full)).toBe(full);
  });

  test('never below 200, nor below a full count under 200', () => {
    withScale(undefined);
    expect(runs(2_000)).toBe(200);
    expect(runs(1_999)).toBe(200);
    expect(runs(500)).toBe(200);
    expect(runs(300)).toBe(200);
    expect(runs(200)).toBe(200);
    expect(runs(150)).toBe(150);
    expect(runs(4)).toBe(4);
    expect(runs(1)).toBe(1);
    withScale('0.0001');
    expect(runs(60_000)).toBe(200);
  });

  test('rounds to the nearest whole run', () => {
    withScale('0.5');
    expect(runs(1_001)).toBe(501);
    expect(runs(999)).toBe(500);
    withScale('0.333');
    expect(runs(10_000)).toBe(3_330);
    expect(runs(1_000)).toBe(333);
  });

  test('a scale above 1 runs more than the full count', () => {
    withScale('2');
    expect(runs(60_000)).toBe(120_000);
    expect(runs(4)).toBe(8);
  });

  test.each(['1', '0.1', '.5', '2.', '1e-1', '3E0', '10'])('%p is a scale', (value) => {
    expect(propertyScale(value)).toBe(Number(value));
  });

  test.each(['', ' ', '0', '0.0', '-1', '-0.5', 'abc', '1x', '0x10', ' 1', '1 ', 'Infinity', 'NaN', '1e400', '1,5', '+1'])(
    'PROPERTY_SCALE=%p throws, naming the value',
    (value) => {
      withScale(value);
      expect(() => runs(1_000)).toThrow(
        `PROPERTY_SCALE must be a positive number (e.g. 1 for the full counts), not ${JSON.stringify(value)}`,
      );
    },
  );

  test.each([0, -5, 1.5, NaN, Infinity])('a full count of %p is a mistake at the call site', (full) => {
    withScale('1');
    expect(() => runs(full)).toThrow('runs: the full count must be a positive integer');
  });
});
