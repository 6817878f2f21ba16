// Reads the public entry points of an Apps Script source file: the
// top-level function declarations Sheets, menus and google.script.run can
// see. Shared by the build (on src/appsscript/Code.ts) and the tests (on the
// built dist/Code.js), so both judge "public" the same way.
const ts = require('typescript');

/** A custom function's name: upper case, as Sheets shows them. */
const isCustomFunctionName = (name) => /^[A-Z][A-Z0-9_]*$/.test(name);

function jsDocOf(node, sourceText) {
  const docs = node.jsDoc ?? [];
  const doc = docs[docs.length - 1];
  if (!doc) return null;
  return {
    text: sourceText.slice(doc.pos, doc.end),
    description: typeof doc.comment === 'string' ? doc.comment : (ts.getTextOfJSDocComment(doc.comment) ?? ''),
    params: (doc.tags ?? []).filter(ts.isJSDocParameterTag).map((t) => t.name.getText()),
    tags: (doc.tags ?? []).map((t) => t.tagName.text),
  };
}

/**
 * Every top-level function declaration (exported ones only, when
 * `exportedOnly`), with its parameter names and JSDoc, plus a list of
 * problems: exports that are not function declarations, missing JSDoc,
 * undocumented parameters, custom functions without @customfunction.
 */
function readEntryPoints(fileName, sourceText, { exportedOnly }) {
  const kind = fileName.endsWith('.ts') ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  const source = ts.createSourceFile(fileName, sourceText, ts.ScriptTarget.ES2020, true, kind);
  const functions = [];
  const problems = [];
  for (const statement of source.statements) {
    const exported =
      ts.canHaveModifiers(statement) && (ts.getModifiers(statement) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    const line = source.getLineAndCharacterOfPosition(statement.getStart()).line + 1;
    const at = `${fileName}:${line}`;
    if (ts.isExportAssignment(statement) || ts.isExportDeclaration(statement)) {
      problems.push(
        `${at}: export a top-level \`function NAME(params)\` declaration; re-exports and default exports are not visible to Apps Script`,
      );
      continue;
    }
    if (!ts.isFunctionDeclaration(statement)) {
      if (exported)
        problems.push(
          `${at}: an exported entry point must be a \`function NAME(params)\` declaration, not a ${ts.SyntaxKind[statement.kind]}`,
        );
      continue;
    }
    if (exportedOnly && !exported) continue;
    const name = statement.name?.text;
    if (!name) {
      problems.push(`${at}: an entry point needs a name`);
      continue;
    }
    const params = statement.parameters.map((p) => p.name.getText());
    const doc = jsDocOf(statement, sourceText);
    functions.push({ name, params, doc, line });
    if (!doc || !doc.description.trim()) {
      problems.push(`${at}: ${name} needs a JSDoc block with a description (Sheets and the editor show it)`);
      continue;
    }
    for (const p of params) {
      if (!doc.params.includes(p)) problems.push(`${at}: ${name}'s JSDoc has no @param ${p}`);
    }
    const custom = doc.tags.includes('customfunction');
    if (isCustomFunctionName(name) && !custom)
      problems.push(`${at}: ${name} looks like a custom function but its JSDoc lacks @customfunction`);
    if (!isCustomFunctionName(name) && custom) problems.push(`${at}: ${name} has @customfunction but is not an UPPER_CASE name`);
  }
  return { functions, problems };
}

module.exports = { isCustomFunctionName, readEntryPoints };
