import { readFileSync } from 'node:fs';
import type * as Axe from 'axe-core';
import type { Frame } from 'playwright-core';

/** axe-core's source, injected into the sidebar frame as a script (the sidebar itself fetches nothing). */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

/** axe's serious and critical WCAG 2.2 A/AA violations in a frame, as "rule: selectors" lines. */
export async function axeProblems(frame: Frame): Promise<string[]> {
  if (!(await frame.evaluate(() => 'axe' in window))) await frame.addScriptTag({ content: AXE_SOURCE });
  const violations = await frame.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof Axe }).axe.run(document, { runOnly: { type: 'tag', values: tags } }).then((r) => r.violations),
    WCAG_TAGS,
  );
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
