import { Child, ElementData, Markup, isMarkup } from './element';

/** The DOM helpers every sidebar module uses. */

export const byId = <T extends HTMLElement>(id: string): T => {
  const found = document.getElementById(id);
  if (!found) throw new Error(`Sidebar.html has no #${id}`);
  return found as T;
};

/**
 * Sets `node`'s text, or whether it is hidden, only where that changes it:
 * a change of pool rewrites the figures, not the footer's words or a
 * field's block that read the same (each write would restyle and lay out
 * its part of the page again).
 */
export function setText(node: HTMLElement, text: string): void {
  if (node.textContent !== text) node.textContent = text;
}

export function setHidden(node: HTMLElement, hidden: boolean): void {
  if (node.hidden !== hidden) node.hidden = hidden;
}

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

function append(node: Element, child: Child): void {
  if (typeof child === 'string') node.append(child);
  else if (isMarkup(child)) appendMarkup(node, child.markup);
  else node.append(build(child));
}

/**
 * A chart's markup put at the end of `node`: a copy of the chart kept from
 * an earlier parse (parsedMarkup), so a view built again (another roll
 * type, then back) parses no chart it has drawn before; copying a kept
 * chart costs a fraction of parsing it. Markup that is not one element is
 * parsed where it goes.
 */
function appendMarkup(node: Element, markup: string): void {
  const kept = parsedMarkup(node.tagName, markup);
  if (kept) node.append(kept.cloneNode(true));
  else node.insertAdjacentHTML('beforeend', markup);
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
 * part alone is replaced by `next`'s nodes (copies of them if `template`:
 * `next` is then left whole). Listeners on `next` are not carried over:
 * `live`'s stay.
 */
export function patch(live: Node, next: Node, template = false): void {
  // A template (a parsed chart kept for its markup) stays whole: what it gives the page is a copy.
  const take = (node: Node): Node => (template ? node.cloneNode(true) : node);
  if (!sameKind(live, next)) {
    live.parentNode?.replaceChild(take(next), live);
    return;
  }
  if (!(live instanceof Element && next instanceof Element)) {
    if (live.nodeValue !== next.nodeValue) live.nodeValue = next.nodeValue;
    return;
  }
  patchAttributes(live, next);
  if (live.childNodes.length !== next.childNodes.length) {
    live.replaceChildren(...Array.from(next.childNodes, take));
    return;
  }
  // Walked by siblings, each taken before the pair is patched: a replaced child leaves `next` (unless `next` is a template).
  for (let a = live.firstChild, b = next.firstChild; a && b;) {
    const [nextA, nextB] = [a.nextSibling, b.nextSibling];
    patch(a, b, template);
    [a, b] = [nextA, nextB];
  }
}

/** Makes `live`'s attributes `next`'s, writing only those that differ. */
function patchAttributes(live: Element, next: Element): void {
  // Attribute names, not live.attributes: each Attr object read costs more than the whole comparison.
  const names = next.getAttributeNames();
  writeAttributes(live, names, (i) => next.getAttribute(names[i]) ?? '');
}

/** Makes `live`'s attributes `names`, the i-th of value `value(i)`: those it lacks removed, only those that differ written. */
function writeAttributes(live: Element, names: readonly string[], value: (i: number) => string): void {
  for (const name of live.getAttributeNames()) if (!names.includes(name)) live.removeAttribute(name);
  names.forEach((name, i) => {
    const v = value(i);
    if (live.getAttribute(name) !== v) live.setAttribute(name, v);
  });
}

/**
 * A chart's markup as chart.ts writes it, cut into its `<svg …>` start tag
 * and each of its children's markup: `<rect …/>`, `<text …>5</text>`
 * (attribute values quoted, no element inside another); null for any other markup.
 */
function chartPieces(markup: string): string[] | null {
  // A change's old markup was the last change's new one: cut once.
  if (lastCut.markup !== markup) lastCut = { markup, pieces: cutChart(markup) };
  return lastCut.pieces;
}
let lastCut: { markup: string; pieces: string[] | null } = { markup: '', pieces: null };

function cutChart(markup: string): string[] | null {
  const start = /^<svg\b(?:[^>"]|"[^"]*")*>/.exec(markup);
  if (!start || !markup.endsWith('</svg>')) return null;
  const pieces = [start[0]];
  const child = /<([a-z]+)\b(?:[^<>"]|"[^"]*")*(?:\/>|>[^<]*<\/\1>)/y;
  const end = markup.length - '</svg>'.length;
  child.lastIndex = start[0].length;
  while (child.lastIndex < end) {
    const from = child.lastIndex;
    if (!child.exec(markup)) return null;
    pieces.push(markup.slice(from, child.lastIndex));
  }
  return child.lastIndex === end ? pieces : null;
}

/** The oldest of `kept` dropped once it holds `size`. */
function keepAtMost<V>(kept: Map<string, V>, size: number): void {
  while (kept.size > size) kept.delete(kept.keys().next().value as string);
}

/** A detached <svg>, as the parser makes one: its namespace's address would be a host named in the page (scripts/build.cjs). */
function svgBox(): Element {
  const box = document.createElement('div');
  box.innerHTML = '<svg></svg>';
  return box.firstElementChild!;
}

/**
 * A chart's pieces (its bars, labels and ticks) parsed, kept by markup,
 * the oldest dropped first: detached templates, never put in the page,
 * only copied from. Enough for the charts a session goes back and forth
 * between (a group of 12's two Synchronized states are about 120 pieces),
 * each a small element.
 */
const parsedPieces = new Map<string, Element>();
const PIECES_KEPT = 512;

/**
 * `pieces` (chartPieces' children) parsed, each its one element: those
 * kept from before as they are, the rest in one parse in an <svg>
 * (one parse of many is far cheaper than many of one); undefined if the
 * parser does not make one element of each.
 */
function parsePieces(pieces: readonly string[]): Element[] | undefined {
  const missing = pieces.filter((p) => !parsedPieces.has(p));
  if (missing.length > 0) {
    const box = svgBox();
    box.insertAdjacentHTML('beforeend', missing.join(''));
    if (box.childNodes.length !== missing.length) return undefined;
    const parsed = Array.from(box.children);
    if (parsed.length !== missing.length) return undefined;
    missing.forEach((p, i) => parsedPieces.set(p, parsed[i]));
    box.replaceChildren();
    keepAtMost(parsedPieces, PIECES_KEPT);
  }
  const elements = pieces.map((p) => parsedPieces.get(p));
  return elements.includes(undefined) ? undefined : (elements as Element[]);
}

/**
 * Makes the chart `live`, drawn from the markup `was`, read as `now` by
 * parsing only the pieces that differ (chartPieces): a new pool of the
 * same chart moves its bars and keeps its labels and ticks, which are then
 * neither parsed nor compared node by node. Between the pieces both begin
 * and end with, a piece that differs is patched over the one in its
 * place, and any beyond those are added or removed (a group's new bar).
 * False, having written nothing, where either markup is not pieces.
 */
function patchChartPieces(live: Element, was: string, now: string): boolean {
  const before = chartPieces(was);
  const after = chartPieces(now);
  if (!before || !after || live.tagName !== 'svg' || live.childNodes.length !== before.length - 1) return false;
  let first = 1;
  while (first < before.length && first < after.length && before[first] === after[first]) first++;
  let same = 0;
  while (same < before.length - first && same < after.length - first && before[before.length - 1 - same] === after[after.length - 1 - same])
    same++;
  const [was1, now1] = [before.length - same, after.length - same];
  const paired = Math.min(was1, now1) - first;
  // Pieces are numbered from 1 (0 is the start tag); the chart's children from 0. Every node is found before any is moved.
  const nodes = Array.from(live.childNodes);
  // A piece over one of its own tag is written attribute by attribute, unparsed (a bar's new height); any other is parsed.
  const written: Array<[Element, PieceParts]> = [];
  const patched: number[] = [];
  for (let i = first; i < first + paired; i++) {
    if (before[i] === after[i]) continue;
    const node = nodes[i - 1];
    const parts = pieceParts(after[i]);
    if (parts && node instanceof Element && node.localName === parts.tag && node.childElementCount === 0) written.push([node, parts]);
    else patched.push(i);
  }
  const added = after.slice(first + paired, now1);
  const elements = parsePieces([...patched.map((i) => after[i]), ...added]);
  if (elements === undefined) return false;
  // A new start tag: its attributes read off the parsed tag (kept, like a chart's, by its markup).
  const start = after[0] === before[0] ? null : parsedMarkup('div', `${after[0]}</svg>`);
  if (start === undefined || (start && start.tagName !== live.tagName)) return false;
  if (start) patchAttributes(live, start);
  for (const [node, parts] of written) writePiece(node, parts);
  patched.forEach((i, k) => patch(nodes[i - 1], elements[k], true));
  for (const node of nodes.slice(first + paired - 1, was1 - 1)) node.remove();
  const next = nodes[was1 - 1] ?? null;
  for (const element of elements.slice(patched.length)) live.insertBefore(element.cloneNode(true), next);
  return true;
}

/** A chart piece's tag, attributes and text (null for an empty element), as the parser would read them. */
interface PieceParts {
  readonly tag: string;
  /** Its attributes' names, and their values in the same order. */
  readonly names: readonly string[];
  readonly values: readonly string[];
  readonly text: string | null;
}

/** A piece as chart.ts writes it: lower-case names, quoted values, text with no element inside. */
const PIECE = /^<([a-z]+)((?:\s+[a-z][a-z0-9-]*="[^"]*")*)\s*(?:\/>|>([^<]*)<\/\1>)$/;
const PIECE_ATTR = /\s+([a-z][a-z0-9-]*)="([^"]*)"/g;
/** The escapes chart.ts makes (`escape`), undone as the parser undoes them. */
const ESCAPED: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&quot;': '"' };
const unescaped = (text: string): string => text.replace(/&(?:amp|lt|quot);/g, (e) => ESCAPED[e]);

/** `piece` read without the parser, or null where it holds anything else (another escape, an element inside): the parser's to read. */
function pieceParts(piece: string): PieceParts | null {
  const m = PIECE.exec(piece);
  if (!m || /&(?!(?:amp|lt|quot);)/.test(piece)) return null;
  const attrs = Array.from(m[2].matchAll(PIECE_ATTR));
  return {
    tag: m[1],
    names: attrs.map(([, name]) => name),
    values: attrs.map(([, , value]) => unescaped(value)),
    text: m[3] === undefined ? null : unescaped(m[3]),
  };
}

/** Makes `node` (of the piece's tag, no element inside) read as `parts`, writing only what differs. */
function writePiece(node: Element, parts: PieceParts): void {
  writeAttributes(node, parts.names, (i) => parts.values[i]);
  const text = parts.text ?? '';
  if (node.textContent !== text) node.textContent = text;
}

/** Whole charts parsed, kept by parent tag and markup (the last 32): a chart of another shape shown again (a group back to 11) parses nothing. */
const parsedCharts = new Map<string, Map<string, Element | undefined>>();
const CHARTS_KEPT = 32;

/**
 * `markup` parsed in the context of a `tag` element, as innerHTML would:
 * its one element, or undefined if it is not one element. Kept by markup
 * (a chart's markup is a pure function of its figures, views.ts): what it
 * returns is a template, never put in the page, only copied from.
 */
function parsedMarkup(tag: string, markup: string): Element | undefined {
  let kept = parsedCharts.get(tag);
  if (kept === undefined) parsedCharts.set(tag, (kept = new Map()));
  if (kept.has(markup)) return kept.get(markup);
  const box = document.createElement(tag);
  box.insertAdjacentHTML('beforeend', markup);
  const element = box.childNodes.length === 1 && box.firstChild instanceof Element ? box.firstChild : undefined;
  element?.remove();
  kept.set(markup, element);
  keepAtMost(kept, CHARTS_KEPT);
  return element;
}

/** The data each element `render` put in the page was built from: what the next render is compared with. */
const rendered = new WeakMap<Element, ElementData>();

/** Whether two children are the same data: the same text, markup, or element with equal attributes and children. */
function sameData(a: Child, b: Child): boolean {
  if (a === b) return true;
  if (typeof a === 'string' || typeof b === 'string') return false;
  if (isMarkup(a) || isMarkup(b)) return isMarkup(a) && isMarkup(b) && a.markup === b.markup;
  return sameElement(a, b);
}

function sameElement(a: ElementData, b: ElementData): boolean {
  if (a.tag !== b.tag || a.children.length !== b.children.length) return false;
  const names = Object.keys(a.attrs);
  if (names.length !== Object.keys(b.attrs).length || names.some((n) => a.attrs[n] !== b.attrs[n])) return false;
  return a.children.every((c, i) => sameData(c, b.children[i]));
}

/** Whether `live` has a node for each of `children`, an element for each chart's markup. */
function holds(live: Element, children: readonly Child[]): boolean {
  let node = live.firstChild;
  for (const child of children) {
    if (node === null || (isMarkup(child) && !(node instanceof Element))) return false;
    node = node.nextSibling;
  }
  return node === null;
}

/**
 * Makes `live`, built from `before`, read as `after`, writing only what
 * differs between the two data: an unchanged part of the view costs a
 * comparison of strings, no node built. A list that grows or shrinks keeps
 * the children both have and builds or removes only the rest; a chart's
 * changed markup alone is parsed and patched into the chart in the page. A
 * part that changed shape (another tag or id, a child of another kind) is
 * built and patched into place by `patch`.
 */
function patchData(live: Element, before: ElementData, after: ElementData): void {
  if (sameElement(before, after)) return;
  // Children kept in place: the first `kept` of both, pairwise of one kind (text, element, or a chart's markup, one node each).
  const kept = Math.min(before.children.length, after.children.length);
  const kind = (c: Child) => (typeof c === 'string' ? 'text' : isMarkup(c) ? 'markup' : 'element');
  const shapeKept =
    before.tag === after.tag &&
    before.attrs.id === after.attrs.id &&
    holds(live, before.children) &&
    after.children.every((c, i) => (i < kept ? kind(c) === kind(before.children[i]) : !isMarkup(c)));
  if (!shapeKept) {
    patch(live, build(after));
    return;
  }
  // A chart's new markup: only its changed pieces patched in (patchChartPieces, below), else parsed alone in its
  // parent's context: one element, patched into the one in the page.
  const parsed = after.children.map((c, i) => {
    const was = before.children[i];
    if (!isMarkup(c) || (isMarkup(was) && was.markup === c.markup)) return null;
    return isMarkup(was) ? { was: was.markup } : parsedMarkup(live.tagName, c.markup);
  });
  if (parsed.includes(undefined)) {
    patch(live, build(after));
    return;
  }
  for (const name of Object.keys(before.attrs)) if (!(name in after.attrs)) live.removeAttribute(name);
  for (const [name, value] of Object.entries(after.attrs)) if (before.attrs[name] !== value) live.setAttribute(name, value);
  // A list that grows or shrinks (a clock's rows that matter, a group's participants) keeps the lines it had: only the
  // difference is built or removed, so a change of pool builds no node it can rewrite.
  for (let extra = before.children.length - after.children.length; extra > 0; extra--) live.lastChild!.remove();
  // Walked by siblings, each taken before its node is patched (a patch may replace it): live.childNodes[i] costs more.
  for (let i = 0, next = live.firstChild; i < kept; i++) {
    const child = after.children[i];
    const node = next!;
    next = node.nextSibling;
    const was = before.children[i];
    const markup = parsed[i];
    if (typeof child === 'string') {
      if (child !== was) node.nodeValue = child;
    } else if (markup instanceof Node) patch(node, markup, true);
    else if (markup && !patchChartPieces(node as Element, markup.was, (child as Markup).markup)) {
      const whole = parsedMarkup(live.tagName, (child as Markup).markup);
      if (!whole) {
        // Not one element after all: the whole part built afresh, as for any change of shape.
        patch(live, build(after));
        return;
      }
      patch(node, whole, true);
    } else if (!isMarkup(child)) patchData(node as Element, was as ElementData, child);
  }
  for (let i = kept; i < after.children.length; i++) append(live, after.children[i]);
}

/**
 * Puts the element `data` describes in `host` as its one child: in place,
 * writing only what differs from the data it was last rendered from, when
 * the element there has the same id (the same roll type keeps its view,
 * and the elements a screen reader or the keyboard is on stay); else built afresh.
 */
export function render(host: HTMLElement, data: ElementData): void {
  const live = host.firstElementChild;
  const before = live ? rendered.get(live) : undefined;
  if (live && before && live.id === (data.attrs.id ?? '')) patchData(live, before, data);
  else {
    const next = build(data);
    if (live?.id === next.id) patch(live, next);
    else host.replaceChildren(next);
  }
  rendered.set(host.firstElementChild!, data);
}
