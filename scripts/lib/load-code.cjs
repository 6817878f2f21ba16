// Loads the built dist/Code.js the way Apps Script does: one plain script
// in a fresh global scope, with no module system. `globals` stands in for
// the services a test or the preview provides (SpreadsheetApp, HtmlService).
const vm = require('node:vm');
const { readFileSync } = require('node:fs');
const { join } = require('node:path');

const CODE_PATH = join(__dirname, '../../dist/Code.js');

function readCode() {
  try {
    return readFileSync(CODE_PATH, 'utf8');
  } catch {
    throw new Error('dist/Code.js is missing: run `npm run build` first');
  }
}

/** A fresh context with Code.js run in it; its top-level functions are its properties. */
function loadCode(globals = {}, code = readCode()) {
  const context = vm.createContext({ ...globals });
  vm.runInContext(code, context, { filename: 'Code.js' });
  return context;
}

module.exports = { CODE_PATH, readCode, loadCode };
