// Reads the public entry points of an Apps Script source file: the
// top-level function declarations Sheets, menus and google.script.run can
// see. Shared by the build (on src/appsscript/Code.ts) and the tests (on the
// built dist/Code.js), so both judge "public" the same way.
const ts = require('typescript');

/** A custom function's name: upper case, as Sheets shows them. */
const isCustomFunctionName = (name) => /^[A-Z][A-Z0-9_]*$/.test(name);

/**
 * A private function's name ends in _, as Apps Script marks one (neither a
 * custom function nor callable by google.script.run): the built namespace
 * holds it, but it is no entry point, so the build gives it no top-level
 * function and the reference does not list it.
 */
const isPrivateName = (name) => name.endsWith('_');

/** A tag's text, '' when it has none. */
const commentOf = (comment) => (typeof comment === 'string' ? comment : (ts.getTextOfJSDocComment(comment) ?? ''));

/**
 * The function's last JSDoc block: its text as written, the description,
 * the @param names, and every tag's name; for the reference `npm run docs`
 * writes, also each @param's type and text, the @return text (and type,
 * when given) and the @example lines.
 */
function jsDocOf(node, sourceText) {
  const docs = node.jsDoc ?? [];
  const doc = docs[docs.length - 1];
  if (!doc) return null;
  const tags = doc.tags ?? [];
  const paramTags = tags.filter(ts.isJSDocParameterTag);
  const returnTag = tags.find(ts.isJSDocReturnTag);
  return {
    text: sourceText.slice(doc.pos, doc.end),
    description: commentOf(doc.comment),
    params: paramTags.map((t) => t.name.getText()),
    tags: tags.map((t) => t.tagName.text),
    paramDocs: paramTags.map((t) => ({ name: t.name.getText(), type: t.typeExpression?.type.getText() ?? '', text: commentOf(t.comment) })),
    returns: returnTag ? { type: returnTag.typeExpression?.type.getText() ?? '', text: commentOf(returnTag.comment) } : null,
    examples: tags.filter((t) => t.tagName.text === 'example').map((t) => commentOf(t.comment)),
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
    // A `?` or a default makes a parameter optional (TypeScript only: the built wrappers have neither).
    const optional = statement.parameters.map((p) => Boolean(p.questionToken || p.initializer));
    const doc = jsDocOf(statement, sourceText);
    functions.push({ name, params, optional, doc, line });
    if (!doc || !doc.description.trim()) {
      problems.push(`${at}: ${name} needs a JSDoc block with a description (Sheets and the editor show it)`);
      continue;
    }
    for (const p of params) {
      if (!doc.params.includes(p)) problems.push(`${at}: ${name}'s JSDoc has no @param ${p}`);
    }
    const custom = doc.tags.includes('customfunction');
    if (isPrivateName(name)) {
      if (custom) problems.push(`${at}: ${name} has @customfunction but ends in _, which keeps it private`);
      continue;
    }
    if (isCustomFunctionName(name) && !custom)
      problems.push(`${at}: ${name} looks like a custom function but its JSDoc lacks @customfunction`);
    if (!isCustomFunctionName(name) && custom) problems.push(`${at}: ${name} has @customfunction but is not an UPPER_CASE name`);
  }
  return { functions, problems };
}

module.exports = { isCustomFunctionName, isPrivateName, readEntryPoints };
