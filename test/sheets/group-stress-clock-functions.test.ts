import { bladesClock, bladesClockMean } from '../../src/sheets/functions/clock';
import { bladesGroup, bladesGroupStress } from '../../src/sheets/functions/group';
import { bladesOverindulge, bladesTrauma } from '../../src/sheets/functions/stress';
import { SheetsFunction } from '../support/apps-script';
import { groupStressClockCases } from '../support/group-stress-clock-cases';

// The group action, stress at risk and coin functions from src/ directly: the same cases as the built Code.js.
const FUNCTIONS: Record<string, (...args: never[]) => unknown> = {
  BLADES_GROUP: bladesGroup,
  BLADES_GROUP_STRESS: bladesGroupStress,
  BLADES_TRAUMA: bladesTrauma,
  BLADES_OVERINDULGE: bladesOverindulge,
  BLADES_CLOCK: bladesClock,
  BLADES_CLOCK_MEAN: bladesClockMean,
};
groupStressClockCases(
  (name) => FUNCTIONS[name] as SheetsFunction,
  (iso) => new Date(iso),
);
