import { loadBuiltCode, scriptDate, sheetsFunction } from '../support/apps-script';
import { campaignCases } from '../support/campaign-cases';

// The campaign questions as Sheets calls them, in dist/Code.js.
const code = loadBuiltCode();
campaignCases(
  (name) => sheetsFunction(code, name),
  (iso) => scriptDate(code, iso),
);
