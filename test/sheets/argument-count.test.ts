import { extraArgumentsError } from '../../src/sheets/argument-count';

/** The refusal's words; test/dist/argument-count.test.ts holds every built function to the rule. */
describe('extraArgumentsError', () => {
  test('names the function, its parameters and both counts', () => {
    expect(extraArgumentsError('BLADES_BANDS', ['dice'], 2)).toEqual(new Error('BLADES_BANDS takes 1 argument (dice); 2 were given.'));
    expect(extraArgumentsError('BLADES_CLOCK', ['dice', 'segments', 'coin'], 4)).toEqual(
      new Error('BLADES_CLOCK takes 3 arguments (dice, segments, coin); 4 were given.'),
    );
    expect(extraArgumentsError('BLADES_ODDS_TABLE', ['max_dice', 'min_dice'], 7)).toEqual(
      new Error('BLADES_ODDS_TABLE takes 2 arguments (max_dice, min_dice); 7 were given.'),
    );
  });

  test('a crew typed as separate arguments: where its pools go', () => {
    expect(extraArgumentsError('BLADES_GROUP_STRESS', ['pools'], 3)).toEqual(
      new Error(
        'BLADES_GROUP_STRESS takes 1 argument (pools); 3 were given. The pools go together in the first argument: BLADES_GROUP_STRESS({2,1,0}).',
      ),
    );
  });
});
