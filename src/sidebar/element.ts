/**
 * An element as plain data: what the sidebar's render modules return
 * (view-render.ts, section-render.ts), which dom.ts's `build` makes into
 * DOM nodes for its in-place `patch`. No DOM here, so a render module is a
 * pure function of what it shows, tested in the unit tier without a
 * browser (docs/architecture.md, *The sidebar's rendering*).
 */

/** Markup made by chart.ts, from numbers and escaped labels: parsed in place, in its element's context. */
export interface Markup {
  readonly markup: string;
}

/** A child: an element, a text, or a chart's markup. */
export type Child = ElementData | Markup | string;

export interface ElementData {
  readonly tag: string;
  /** Attributes in the order they are set; `hidden: ''` is present, an absent key is absent. */
  readonly attrs: Readonly<Record<string, string>>;
  readonly children: readonly Child[];
}

/** An element: `h('li', { class: 'row' }, ['Critical'])`, as dom.ts's `el` makes one in the page. */
export const h = (tag: string, attrs: Readonly<Record<string, string>> = {}, children: readonly Child[] = []): ElementData => ({
  tag,
  attrs,
  children,
});

export const isMarkup = (child: Child): child is Markup => typeof child === 'object' && 'markup' in child;
