import { atFullScale, DEFAULT_SCALE, everyPool, propertyScale, runs, sized, spread } from '../support/property-runs';

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

describe('spread and sized: the exhaustive tests scaled by PROPERTY_SCALE', () => {
  const POOLS = Array.from({ length: 21 }, (_, i) => i);

  test('at full scale, every case and the full size', () => {
    for (const value of ['1', '2']) {
      withScale(value);
      expect(atFullScale()).toBe(true);
      expect(spread(POOLS, [0, 1])).toEqual(POOLS);
      expect(sized(7, 5)).toBe(7);
    }
  });

  test('unset, a tenth of the cases spread from the first to the last, with each case asked for always', () => {
    withScale(undefined);
    expect(atFullScale()).toBe(false);
    expect(spread(POOLS)).toEqual([0, 10, 20]);
    expect(spread(POOLS, [2, 1])).toEqual([0, 1, 2, 10, 20]);
    expect(spread([[1, 2], [3], [4, 5]], [[3]])).toEqual([[1, 2], [3], [4, 5]]);
    expect(sized(7, 5)).toBe(5);
  });

  test('everyPool: 0–20 at full scale; below it 0, 1, 2 and the spread', () => {
    withScale('1');
    expect(everyPool()).toEqual(POOLS);
    withScale(undefined);
    expect(everyPool()).toEqual([0, 1, 2, 10, 20]);
  });

  test('never fewer than two cases, nor more than there are', () => {
    withScale('0.0001');
    expect(spread(POOLS)).toEqual([0, 20]);
    expect(spread([4])).toEqual([4]);
    expect(spread([])).toEqual([]);
    withScale('0.5');
    expect(spread([1, 2, 3, 4])).toEqual([1, 4]);
    expect(spread([1, 2, 3, 4, 5])).toEqual([1, 3, 5]);
    withScale('0.99');
    expect(spread(POOLS)).toEqual(POOLS);
  });

  test('a case asked for always that is not a case is a mistake at the call site', () => {
    withScale('1');
    expect(() => spread(POOLS, [21])).toThrow('spread: 21 is not one of the cases');
    withScale(undefined);
    expect(() => spread(POOLS, [-1])).toThrow('spread: -1 is not one of the cases');
  });
});
