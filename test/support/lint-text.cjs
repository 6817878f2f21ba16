// Lints snippets of code as if they were files of the repository, with its
// own eslint.config.mjs, through ESLint's Node API; a child process of the
// tests, since jest cannot load an ES module config. Reads a JSON list of
// { code, filePath } on stdin and writes one list of messages per snippet.
const { ESLint } = require('eslint');
const { join } = require('node:path');

async function main() {
  let input = '';
  for await (const chunk of process.stdin) input += chunk;
  const eslint = new ESLint({ cwd: join(__dirname, '../..') });
  const out = [];
  for (const { code, filePath } of JSON.parse(input)) {
    const [result] = await eslint.lintText(code, { filePath });
    out.push(result.messages.map(({ ruleId, message, fatal }) => ({ ruleId, message, fatal: fatal === true })));
  }
  process.stdout.write(JSON.stringify(out));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
