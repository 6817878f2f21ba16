import { CustomFunction } from '../../rolls/custom-functions';
import { setGridFunctions } from '../dice-column';
import { FunctionShape, takesGrid } from '../function-shape';
import { ACQUIRE_SHAPES } from './acquire';
import { ACTION_SHAPES } from './action';
import { CLOCK_SHAPES } from './clock';
import { ENTANGLEMENT_SHAPES } from './entanglement';
import { FORTUNE_SHAPES } from './fortune';
import { GROUP_SHAPES } from './group';
import { PROGRESS_SHAPES } from './progress';
import { STRESS_SHAPES } from './stress';
import { THREAT_SHAPES } from './threat';
import { WANTED_SHAPES } from './wanted';

/**
 * Every custom function's parameters and result shape, as its module
 * declares them beside its implementation (../function-shape.ts). Typed
 * over every custom function: a function added to
 * src/rolls/custom-functions.ts does not compile until its module declares
 * its shape; a new module of functions adds its declarations here.
 */
export const FUNCTION_SHAPES: { readonly [F in CustomFunction]: FunctionShape } = {
  ...ACQUIRE_SHAPES,
  ...ACTION_SHAPES,
  ...CLOCK_SHAPES,
  ...ENTANGLEMENT_SHAPES,
  ...FORTUNE_SHAPES,
  ...GROUP_SHAPES,
  ...PROGRESS_SHAPES,
  ...STRESS_SHAPES,
  ...THREAT_SHAPES,
  ...WANTED_SHAPES,
};

/** The functions of one value per pool, which map a grid of pools to a grid: named in a row-per-pool function's refusal of one. */
export const GRID_FUNCTIONS: readonly CustomFunction[] = (Object.keys(FUNCTION_SHAPES) as CustomFunction[]).filter((fn) =>
  takesGrid(FUNCTION_SHAPES[fn]),
);
setGridFunctions(GRID_FUNCTIONS);
