import { checkArgumentCount } from '../../src/sheets/argument-count';

/** The rule and its words; test/dist/argument-count.test.ts holds every built function to it. */
describe('checkArgumentCount', () => {
  test('as many arguments as parameters, or fewer, pass', () => {
    for (const given of [0, 1, 2, 3]) expect(() => checkArgumentCount('BLADES_CLOCK', ['dice', 'segments', 'coin'], given)).not.toThrow();
    expect(() => checkArgumentCount('BLADES_BANDS', ['dice'], 1)).not.toThrow();
  });

  test('one more is refused, naming the function, its parameters and both counts', () => {
    expect(() => checkArgumentCount('BLADES_BANDS', ['dice'], 2)).toThrow(new Error('BLADES_BANDS takes 1 argument (dice); 2 were given.'));
    expect(() => checkArgumentCount('BLADES_CLOCK', ['dice', 'segments', 'coin'], 4)).toThrow(
      new Error('BLADES_CLOCK takes 3 arguments (dice, segments, coin); 4 were given.'),
    );
    expect(() => checkArgumentCount('BLADES_ODDS_TABLE', ['max_dice', 'min_dice'], 7)).toThrow(
      new Error('BLADES_ODDS_TABLE takes 2 arguments (max_dice, min_dice); 7 were given.'),
    );
  });

  test('a crew typed as separate arguments: where its pools go', () => {
    expect(() => checkArgumentCount('BLADES_GROUP_STRESS', ['pools'], 3)).toThrow(
      new Error(
        'BLADES_GROUP_STRESS takes 1 argument (pools); 3 were given. The pools go together in the first argument: BLADES_GROUP_STRESS({2,1,0}).',
      ),
    );
  });
});
