import { Child, ElementData, isMarkup } from '../../src/sidebar/element';

/**
 * Reading the sidebar's elements as data (src/sidebar/element.ts) the way
 * a user meets them: by tag, id, class and attribute, and their text as
 * shown or as a screen reader hears it.
 */

const isElement = (child: Child): child is ElementData => typeof child !== 'string' && !isMarkup(child);

/** Every element under `root`, `root` first, in document order. */
export function descendants(root: ElementData): ElementData[] {
  return [root, ...root.children.filter(isElement).flatMap(descendants)];
}

/** An element's own child elements. */
export const childElements = (e: ElementData): ElementData[] => e.children.filter(isElement);

/** The elements under `root` that `selector` picks: a tag, `#id`, `.class` or `[attribute]`, or a tag with one of them (`li.row`, `button#all-rows`). */
export function all(root: ElementData, selector: string): ElementData[] {
  const m = /^([a-z0-9]*)(?:([#.])([\w-]+)|\[([\w-]+)\])?$/.exec(selector);
  if (!m) throw new Error(`not a selector this helper reads: ${selector}`);
  const [, tag, sign, name, attribute] = m;
  return descendants(root).filter(
    (e) =>
      (tag === '' || e.tag === tag) &&
      (sign === '#' ? e.attrs.id === name : true) &&
      (sign === '.' ? (e.attrs.class ?? '').split(' ').includes(name) : true) &&
      (attribute === undefined || attribute in e.attrs),
  );
}

/** The one element `selector` picks; fails naming the selector and how many it found otherwise. */
export function one(root: ElementData, selector: string): ElementData {
  const found = all(root, selector);
  if (found.length !== 1) throw new Error(`${selector}: ${found.length} elements, not 1`);
  return found[0];
}

/** Hidden from everyone (`hidden`), or from a screen reader (`aria-hidden`). */
const hiddenFrom = (e: ElementData, reader: boolean): boolean => 'hidden' in e.attrs || (reader && e.attrs['aria-hidden'] === 'true');

function textIn(child: Child, reader: boolean | null): string {
  if (typeof child === 'string') return child;
  if (isMarkup(child)) return '';
  if (reader !== null && hiddenFrom(child, reader)) return '';
  return child.children.map((c) => textIn(c, reader)).join('');
}

/** All the text under `e`, hidden or not (a chart's markup aside), as textContent reads it. */
export const text = (e: ElementData): string => textIn(e, null);
/** The text on show: nothing under a `hidden` element. */
export const shownText = (e: ElementData): string => textIn(e, false);
/** What a screen reader hears of `e`'s text: nothing `hidden` or `aria-hidden`. */
export const spokenText = (e: ElementData): string => textIn(e, true);
