import { loadBuiltCode, scriptDate, sheetsFunction } from '../support/apps-script';
import { groupStressClockCases } from '../support/group-stress-clock-cases';

// The group action, stress at risk and coin functions as Sheets calls them, in dist/Code.js.
const code = loadBuiltCode();
groupStressClockCases(
  (name) => sheetsFunction(code, name),
  (iso) => scriptDate(code, iso),
);
