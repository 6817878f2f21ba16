import { Child, ElementData, isMarkup } from './element';

/** The DOM helpers every sidebar module uses. */

export const byId = <T extends HTMLElement>(id: string): T => {
  const found = document.getElementById(id);
  if (!found) throw new Error(`Sidebar.html has no #${id}`);
  return found as T;
};

export function el(tag: string, props: Record<string, string> = {}, children: Array<Node | string> = []): HTMLElement {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(props)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

/**
 * The element `data` describes (element.ts), detached, as `el` makes it: a
 * chart's markup parsed in its parent's context, as innerHTML would.
 */
export function build(data: ElementData): HTMLElement {
  const node = el(data.tag, data.attrs);
  for (const child of data.children) append(node, child);
  return node;
}

function append(node: HTMLElement, child: Child): void {
  if (typeof child === 'string') node.append(child);
  else if (isMarkup(child)) node.insertAdjacentHTML('beforeend', child.markup);
  else node.append(build(child));
}

/** Same kind of node: element with the same tag, namespace (SVG) and id, or the same node type. */
const sameKind = (a: Node, b: Node): boolean =>
  a instanceof Element && b instanceof Element
    ? a.tagName === b.tagName && a.namespaceURI === b.namespaceURI && a.id === b.id
    : a.nodeType === b.nodeType;

/**
 * Makes `live` (in the page) read as `next` (detached, freshly built) while
 * keeping every node it can: a change of numbers only rewrites the text and
 * attributes that differ, so the elements a screen reader or the keyboard
 * is on stay, and the browser restyles only what changed. Where the
 * structure differs (another tag or id, another number of children) that
 * part alone is replaced by `next`'s nodes. Listeners on `next` are not
 * carried over: `live`'s stay.
 */
export function patch(live: Node, next: Node): void {
  if (!sameKind(live, next)) {
    live.parentNode?.replaceChild(next, live);
    return;
  }
  if (!(live instanceof Element && next instanceof Element)) {
    if (live.nodeValue !== next.nodeValue) live.nodeValue = next.nodeValue;
    return;
  }
  // Attribute names, not live.attributes: each Attr object read costs more than the whole comparison.
  const names = next.getAttributeNames();
  for (const name of live.getAttributeNames()) if (!names.includes(name)) live.removeAttribute(name);
  for (const name of names) {
    const value = next.getAttribute(name) ?? '';
    if (live.getAttribute(name) !== value) live.setAttribute(name, value);
  }
  if (live.childNodes.length !== next.childNodes.length) {
    live.replaceChildren(...Array.from(next.childNodes));
    return;
  }
  // Walked by siblings, each taken before the pair is patched: a replaced child leaves `next`.
  for (let a = live.firstChild, b = next.firstChild; a && b;) {
    const [nextA, nextB] = [a.nextSibling, b.nextSibling];
    patch(a, b);
    [a, b] = [nextA, nextB];
  }
}
