import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Fraction } from '../../src/dice/fraction';
import { loadBuiltCode, sheetsFunction } from '../support/apps-script';
import { parseExample } from '../../scripts/docs.cjs';

/**
 * docs/downtime.md's formulas on the built Code.js: every `=F(…) → cells`
 * it writes gives exactly those cells, each fraction rounded once, as the
 * function reference's examples are checked (./examples.test.ts).
 */

type Cell = { num: bigint; den: bigint } | { text: string };

const text = readFileSync(join(__dirname, '../../docs/downtime.md'), 'utf8');
const formulas: string[] = [...text.matchAll(/`(=BLADES_[A-Z_]+\([^`]*\) → [^`]*)`/g)].map((m) => m[1]);

test('the walk-through states its figures', () => {
  expect(formulas.length).toBeGreaterThanOrEqual(10);
});

test.each(formulas)('%s', (formula) => {
  const e = parseExample(formula) as { name: string; args: unknown[]; rows: Cell[][] };
  const got = sheetsFunction(loadBuiltCode(), e.name)(...e.args);
  expect(got).toEqual(e.rows.map((row) => row.map((c) => ('text' in c ? c.text : Fraction.of(c.num, c.den).toNumber()))));
});
