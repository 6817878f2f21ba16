import { memoByDice, memoByPool } from '../../src/blades/memo';

describe('memoByDice: each table built once per distinct arguments', () => {
  test('a pool alone: computed once, the same value after', () => {
    const seen: number[] = [];
    const square = memoByDice((dice: number) => {
      seen.push(dice);
      return { value: dice * dice };
    });
    const first = square(3);
    expect(square(3)).toBe(first);
    expect(square(4).value).toBe(16);
    expect(first.value).toBe(9);
    expect(seen).toEqual([3, 4]);
  });
  test('further arguments are part of the key: (2, 4), (2, 5), (24, 2) and (2, 42) stay apart', () => {
    const seen: string[] = [];
    const pair = memoByDice((dice: number, segments: number) => {
      seen.push(`${dice}/${segments}`);
      return `${dice}/${segments}`;
    });
    expect([pair(2, 4), pair(2, 5), pair(24, 2), pair(2, 42), pair(2, 4), pair(24, 2)]).toEqual([
      '2/4',
      '2/5',
      '24/2',
      '2/42',
      '2/4',
      '24/2',
    ]);
    expect(seen).toEqual(['2/4', '2/5', '24/2', '2/42']);
  });
  test('a falsy result is cached too', () => {
    let calls = 0;
    const zero = memoByDice(() => {
      calls++;
      return 0;
    });
    zero(1);
    zero(1);
    expect(calls).toBe(1);
  });
});

describe('memoByPool: a table of the pool alone, built once per pool', () => {
  test('computed once per pool, the same value after, a falsy result cached too', () => {
    const seen: number[] = [];
    const table = memoByPool((dice: number) => {
      seen.push(dice);
      return dice === 0 ? 0 : { value: dice * dice };
    });
    const first = table(3);
    expect(table(3)).toBe(first);
    expect(table(0)).toBe(0);
    expect(table(0)).toBe(0);
    expect(table(4)).toEqual({ value: 16 });
    expect(seen).toEqual([3, 0, 4]);
  });
});
