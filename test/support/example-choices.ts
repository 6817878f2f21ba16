import { ChoiceOf, ROLL_TYPES, RollChoice, RollType } from '../../src/rolls/roll-types';

/**
 * One choice of each roll type that shows what its view can show: marked
 * stress (the risk to the track), a clock's coin, a group Synchronized, a
 * progress clock's and an action roll's decision sections. Typed by roll
 * type, so a new roll type is named here by the compiler, and only here,
 * for the tests that draw or chart every view.
 */
export const EXAMPLE_CHOICES: { readonly [R in RollType]: ChoiceOf<R> } = {
  action: { roll: 'action', dice: 2 },
  resistance: { roll: 'resistance', dice: 2, stress: 6, track: 9 },
  vice: { roll: 'vice', dice: 2, stress: 3 },
  clock: { roll: 'clock', dice: 2, segments: 4, coin: 1 },
  progress: { roll: 'progress', dice: 2, segments: 6, effect: 'standard' },
  group: { roll: 'group', pools: [2, 1, 0], synchronized: true },
  threat: { roll: 'threat', dice: 2, threats: 3, position: 'risky' },
  engagement: { roll: 'engagement', advantages: 2, disadvantages: 1 },
  entanglement: { roll: 'entanglement', wanted: 2, heat: 5 },
  wanted: { roll: 'wanted', heatPerScore: 4, scores: 3, reduceDice: 2, reduceRolls: 1, startHeat: 2, startWanted: 1 },
  acquire: { roll: 'acquire', dice: 2, quality: 2, acquireMode: 'acquire' },
  versus: { roll: 'versus', dice: 2, opposed: 1 },
};

/** EXAMPLE_CHOICES as a list, in the switch's order: for the suites that loop over choices (colours, registry, insert blocks). */
export const EVERY_EXAMPLE: readonly RollChoice[] = ROLL_TYPES.map((roll) => EXAMPLE_CHOICES[roll]);
