import { opposedOdds, opposedWeights } from '../../src/blades/opposed';
import { MAX_DICE } from '../../src/blades/pool-size';
import { bandOf, countsBy, readCounts, reduced } from '../support/closed-forms';
import { actionBandOf, bladesRead, strings, tally } from '../support/enumerate';

/**
 * Opposed fortune rolls (docs/rules.md#opposed-fortune-rolls): both sides
 * roll, and the first is ahead, level or behind by its result level
 * (1–3 < 4/5 < 6 < critical), counted here over every joint face tuple of
 * small pools and over closed-form counts of every pair of pools.
 */
const LEVELS = ['Bad', 'Partial', 'Clean', 'Critical'];
const OUTCOMES = ['ahead', 'level', 'behind'] as const;

function enumerated(dice: number, opposed: number): string[] {
  const mine = bladesRead(dice);
  const theirs = bladesRead(opposed);
  const { counts, total } = tally(mine.rolled + theirs.rolled, (faces) => {
    const a = LEVELS.indexOf(actionBandOf(mine.read(faces.slice(0, mine.rolled))));
    const b = LEVELS.indexOf(actionBandOf(theirs.read(faces.slice(mine.rolled))));
    return a > b ? 'ahead' : a === b ? 'level' : 'behind';
  });
  return OUTCOMES.map((o) => reduced(counts.get(o) ?? 0n, total));
}

describe('opposed fortune rolls', () => {
  test('the known value: 2 dice against 1, ahead 13/27, level 23/72, behind 43/216', () => {
    expect(strings(opposedOdds(2, 1))).toEqual(['13/27', '23/72', '43/216']);
  });
  const small = [0, 1, 2, 3].flatMap((a) => [0, 1, 2, 3].map((b) => [a, b] as const)).filter(([a, b]) => (a || 2) + (b || 2) <= 5);
  test.each(small)('%i dice against %i, every joint face tuple', (a, b) => {
    expect(strings(opposedOdds(a, b))).toEqual(enumerated(a, b));
  });
  test('every pair of pools 0–20 against closed-form counts; the sides swapped swap ahead and behind', () => {
    const levels = (n: number) => countsBy(n, bandOf, LEVELS);
    for (let a = 0; a <= MAX_DICE; a++) {
      for (let b = 0; b <= MAX_DICE; b++) {
        const [mine, theirs] = [levels(a), levels(b)];
        let [ahead, level, behind] = [0n, 0n, 0n];
        mine.forEach((x, i) =>
          theirs.forEach((y, j) => {
            if (i > j) ahead += x * y;
            else if (i === j) level += x * y;
            else behind += x * y;
          }),
        );
        const total = readCounts(a).total * readCounts(b).total;
        expect(opposedWeights(a, b)).toEqual({ weights: [ahead, level, behind], total });
        expect(strings(opposedOdds(b, a))).toEqual([behind, level, ahead].map((w) => reduced(w, total)));
      }
    }
  });
});
