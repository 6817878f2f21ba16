import { loadBuiltCode, scriptDate, sheetsFunction } from '../support/apps-script';
import { groupRiskCoinCases } from '../support/group-risk-coin-cases';

// The group action, stress at risk and coin functions as Sheets calls them, in dist/Code.js.
const code = loadBuiltCode();
groupRiskCoinCases(
  (name) => sheetsFunction(code, name),
  (iso) => scriptDate(code, iso),
);
