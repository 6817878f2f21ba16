import { readFileSync } from 'node:fs';
import type * as Axe from 'axe-core';
import type { Frame } from 'playwright-core';

/** axe-core's source, injected into the sidebar frame as a script (the sidebar itself fetches nothing). */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

/**
 * axe's serious and critical WCAG 2.2 A/AA violations in a frame, as
 * "rule: selectors" lines; in `within` (a selector) alone when given. axe
 * judges a text's contrast only where it can find what is behind it, which
 * it leaves undecided for text scrolled out of view in a whole-page run: a
 * part below the fold (the help, opened) is checked on its own.
 */
export async function axeProblems(frame: Frame, within?: string): Promise<string[]> {
  if (!(await frame.evaluate(() => 'axe' in window))) await frame.addScriptTag({ content: AXE_SOURCE });
  const violations = await frame.evaluate(
    ([tags, selector]) =>
      (window as unknown as { axe: typeof Axe }).axe
        .run(selector ? (document.querySelector(selector) ?? document) : document, { runOnly: { type: 'tag', values: tags } })
        .then((r) => r.violations),
    [WCAG_TAGS, within] as const,
  );
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** What one axe rule finds in a frame, whatever its impact and tags (a best practice such as landmark-unique too), as "rule: selectors". */
export async function axeRule(frame: Frame, rule: string): Promise<string[]> {
  if (!(await frame.evaluate(() => 'axe' in window))) await frame.addScriptTag({ content: AXE_SOURCE });
  const violations = await frame.evaluate(
    (id) =>
      (window as unknown as { axe: typeof Axe }).axe.run(document, { runOnly: { type: 'rule', values: [id] } }).then((r) => r.violations),
    rule,
  );
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
