import { CustomFunction } from '../../rolls/custom-functions';
import { setGridFunctions } from '../dice-column';
import { FunctionShape, takesGrid } from '../function-shape';
import { ACTION_SHAPES } from './action';
import { CLOCK_SHAPES } from './clock';
import { GROUP_SHAPES } from './group';
import { PROGRESS_SHAPES } from './progress';
import { STRESS_SHAPES } from './stress';
import { THREAT_SHAPES } from './threat';

/**
 * Every custom function's parameters and result shape, as its module
 * declares them beside its implementation (../function-shape.ts). Typed
 * over every custom function: a function added to
 * src/rolls/custom-functions.ts does not compile until its module declares
 * its shape; a new module of functions adds its declarations here.
 */
export const FUNCTION_SHAPES: { readonly [F in CustomFunction]: FunctionShape } = {
  ...ACTION_SHAPES,
  ...CLOCK_SHAPES,
  ...GROUP_SHAPES,
  ...PROGRESS_SHAPES,
  ...STRESS_SHAPES,
  ...THREAT_SHAPES,
};

/** The functions of one value per pool, which map a grid of pools to a grid: named in a row-per-pool function's refusal of one. */
export const GRID_FUNCTIONS: readonly CustomFunction[] = (Object.keys(FUNCTION_SHAPES) as CustomFunction[]).filter((fn) =>
  takesGrid(FUNCTION_SHAPES[fn]),
);
setGridFunctions(GRID_FUNCTIONS);
