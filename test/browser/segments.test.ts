import { axeProblems as axeIn } from '../support/axe';
import { contrast } from '../support/contrast';
import { PreviewSession, openSession } from '../support/preview-session';
import { ROLL_LABELS, rollOfLabel, rollsAfter } from '../support/roll-types';
import { FIELDS, FieldName, fieldSpec } from '../../src/rolls/fields';
import { isPoolRoll, rollFields } from '../../src/rolls/roll-types';

/**
 * Issue 16: the sidebar's segmented controls (the roll-type switch, the Dice
 * and Segments picks) are native radios drawn by the span beside each one.
 * A native radio box must never show beside its drawing, and keyboard focus
 * must draw one ring, on the drawing. Judged in real headless Chromium, as
 * `npm start` serves the sidebar, from what the browser rendered (boxes,
 * computed styles, pixels), never from a class name.
 *
 * "Shows a box", the definition every test here uses (see whyHidden): a
 * radio shows a box unless one of these holds, read from the rendering:
 *   1. it has no layout box at all (getClientRects() is empty: display: none,
 *      or a field hidden around it);
 *   2. its border box, cut by its own `clip` rect and by every ancestor that
 *      clips overflow, and by an inset() clip-path on it or an ancestor,
 *      covers at most 1×1 px;
 *   3. its opacity multiplied by every ancestor's is 0 (nothing it paints,
 *      its focus outline included, reaches the screen);
 *   4. its visibility is not `visible`.
 * Anything else shows, even a radio painted under another element: its own
 * focus ring would still draw round the drawing's edge. On top of that, a
 * pixel check: making the radios judged hidden `visibility: hidden` (which
 * moves nothing) must leave every pixel where they are the same.
 *
 * The table's mode radios (Live formulas, Values) are the one native radio
 * group meant to show, so the one exception, by their name: they must show
 * as themselves, at a native radio's size beside their text, like the Add a
 * chart and Synchronized checkboxes. A radio hidden behind its drawing must
 * still be a radio: in the accessibility tree by its name, focusable, moved
 * by the arrow keys; it takes no room (out of the layout, nothing moves);
 * and keyboard focus shows one outline, on its drawing, also in forced
 * colours.
 */

let s: PreviewSession;

beforeAll(async () => {
  s = await openSession();
  await s.sidebar.addScriptTag({ content: `window.whyHidden = ${whyHidden.toString()};` });
});

afterAll(async () => {
  await s?.close();
});

type Box = { x: number; y: number; width: number; height: number };
/** One input as the sidebar rendered it. */
type Rendered = {
  /** Its id, else its accessible name by aria-label, else its label's text. */
  who: string;
  name: string;
  type: string;
  /** Why it shows no box (see whyHidden), or null when it shows one. */
  hidden: string | null;
  box: Box | null;
  /** Its label's box, and the box of the rest of its label (the drawing, or the label's text). */
  label: Box | null;
  rest: Box | null;
};

/**
 * Why `e` shows no box (the definition above), or null when it shows one.
 * Runs in the sidebar's frame, where beforeAll puts it as window.whyHidden.
 */
function whyHidden(e: Element): string | null {
  const rects = e.getClientRects();
  if (rects.length === 0) return 'no layout box';
  const own = getComputedStyle(e);
  if (own.visibility !== 'visible') return `visibility: ${own.visibility}`;
  let opacity = 1;
  for (let a: Element | null = e; a; a = a.parentElement) opacity *= Number(getComputedStyle(a).opacity);
  if (opacity === 0) return 'opacity 0';
  const r = e.getBoundingClientRect();
  let [left, top, right, bottom] = [r.left, r.top, r.right, r.bottom];
  const cut = (l: number, t: number, rr: number, b: number) => {
    [left, top, right, bottom] = [Math.max(left, l), Math.max(top, t), Math.min(right, rr), Math.min(bottom, b)];
  };
  // clip: rect(top, right, bottom, left), from the border box's top left; applies to absolute and fixed boxes.
  const clip = /^rect\((.+)\)$/.exec(own.clip);
  if (clip && (own.position === 'absolute' || own.position === 'fixed')) {
    const [t, rr, b, l] = clip[1].split(/[\s,]+/).map((v, i) => (v === 'auto' ? [0, r.width, r.height, 0][i] : parseFloat(v)));
    cut(r.left + l, r.top + t, r.left + rr, r.top + b);
  }
  for (let a: Element | null = e; a; a = a.parentElement) {
    const st = getComputedStyle(a);
    const ar = a.getBoundingClientRect();
    const inset = /^inset\(([^)]*)\)$/.exec(st.clipPath);
    if (inset) {
      const parts = inset[1]
        .split(/\s+round\s+/)[0]
        .trim()
        .split(/\s+/);
      const [t, rr, b, l] = [parts[0], parts[1] ?? parts[0], parts[2] ?? parts[0], parts[3] ?? parts[1] ?? parts[0]].map((v, i) =>
        v.endsWith('%') ? (parseFloat(v) / 100) * (i % 2 === 0 ? ar.height : ar.width) : parseFloat(v),
      );
      cut(ar.left + l, ar.top + t, ar.right - rr, ar.bottom - b);
    }
    if (a !== e && (st.overflowX !== 'visible' || st.overflowY !== 'visible') && a !== document.documentElement && a !== document.body)
      cut(ar.left + a.clientLeft, ar.top + a.clientTop, ar.left + a.clientLeft + a.clientWidth, ar.top + a.clientTop + a.clientHeight);
  }
  const [w, h] = [Math.max(0, right - left), Math.max(0, bottom - top)];
  if (w <= 1 && h <= 1) return `clipped or sized to ${w}×${h} px`;
  return null;
}

/** Every radio and checkbox in the sidebar, as rendered now. */
const renderedInputs = (): Promise<Rendered[]> =>
  s.sidebar.evaluate(() => {
    const why = (window as unknown as { whyHidden: (e: Element) => string | null }).whyHidden;
    const boxOf = (r: DOMRect | null): Box | null =>
      r && r.width + r.height > 0 ? { x: r.x, y: r.y, width: r.width, height: r.height } : null;
    /** The union of the rendered boxes of the label's content but the input: its drawing, or its text. */
    const restOf = (label: HTMLLabelElement, input: Element) => {
      const range = document.createRange();
      const boxes: DOMRect[] = [];
      for (const n of Array.from(label.childNodes)) {
        if (n === input) continue;
        range.selectNode(n);
        for (const b of Array.from(range.getClientRects())) if (b.width > 0 && b.height > 0) boxes.push(b);
      }
      if (boxes.length === 0) return null;
      const [l, t] = [Math.min(...boxes.map((b) => b.left)), Math.min(...boxes.map((b) => b.top))];
      return new DOMRect(l, t, Math.max(...boxes.map((b) => b.right)) - l, Math.max(...boxes.map((b) => b.bottom)) - t);
    };
    return Array.from(document.querySelectorAll<HTMLInputElement>('input[type=radio], input[type=checkbox]')).map((e) => {
      const label = e.closest('label');
      return {
        who: e.id || e.getAttribute('aria-label') || label?.textContent?.trim() || '?',
        name: e.name,
        type: e.type,
        hidden: why(e),
        box: boxOf(e.getClientRects().length ? e.getBoundingClientRect() : null),
        label: boxOf(label && label.getClientRects().length ? label.getBoundingClientRect() : null),
        rest: boxOf(label ? restOf(label, e) : null),
      };
    });
  });

/** The boxes of each drawn radio's label and of everything in it, and of the sidebar's main. */
const drawnLayout = (gone: boolean) =>
  s.sidebar.evaluate((gone) => {
    const why = (window as unknown as { whyHidden: (e: Element) => string | null }).whyHidden;
    const drawn = Array.from(document.querySelectorAll<HTMLInputElement>('input[type=radio]')).filter(
      (e) => e.name !== 'mode' && e.closest('label')?.getClientRects().length && why(e) !== null,
    );
    const style = document.createElement('style');
    style.textContent = '[data-probe-gone] { display: none !important; }';
    if (gone) {
      for (const e of drawn) e.setAttribute('data-probe-gone', '');
      document.head.append(style);
    }
    const box = (e: Element) => {
      const r = e.getBoundingClientRect();
      return [r.x, r.y, r.width, r.height].join(' ');
    };
    const layout = [box(document.querySelector('main')!)];
    for (const e of drawn) {
      const label = e.closest('label')!;
      layout.push(
        `${e.id || e.getAttribute('aria-label')}: ${box(label)}; ${Array.from(label.children)
          .filter((c) => c !== e)
          .map(box)
          .join('; ')}`,
      );
    }
    style.remove();
    for (const e of drawn) e.removeAttribute('data-probe-gone');
    return layout;
  }, gone);
const layoutWithDrawnRadios = () => drawnLayout(false);
const layoutWithoutDrawnRadios = () => drawnLayout(true);

const ROLLS = ROLL_LABELS;

async function chooseRoll(roll: string) {
  // A radio that cannot take a click (gone, or under its drawing) fails here in 5 s, not the test's 60.
  await s.sidebar.getByRole('radio', { name: roll, exact: true }).check({ timeout: 5000 });
  await s.sidebar.waitForSelector(`#view-${rollOfLabel(roll)}`);
}

/** A field's element id: its name in kebab case (src/rolls/fields.ts). */
const fieldId = (name: string): string => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** Each radio field (a threat roll's Position, acquiring's Mode) by the name its radios share, and their ids, as the sidebar builds them. */
const RADIO_FIELDS: ReadonlyMap<string, readonly string[]> = new Map(
  (Object.keys(FIELDS) as FieldName[]).flatMap((n) => {
    const field = fieldSpec(n);
    return field.kind === 'words' && field.widget === 'radios' ? [[fieldId(n), field.words.map((w) => `${fieldId(n)}-${w}`)] as const] : [];
  }),
);

/** A roll type's own native radios, by id: the words of its radio fields. */
const nativeRadios = (label: string): string[] => rollFields(rollOfLabel(label)).flatMap((n) => RADIO_FIELDS.get(fieldId(n)) ?? []);

/**
 * A drawn radio: a radio on show in a label (its drawing beside it), not the
 * mode radios or a radio field's (a threat roll's Position), which show as themselves.
 */
const isDrawn = (i: Rendered) => i.type === 'radio' && i.name !== 'mode' && !RADIO_FIELDS.has(i.name) && i.label !== null;

/**
 * The pixel check: `visibility: hidden` on the radios the geometry says are
 * hidden (which moves nothing) changes no pixel of the area they and their
 * labels cover. Returns the number of radios tested.
 */
async function hidingChangesNoPixel(): Promise<number> {
  const { page, sidebar } = s;
  await page.mouse.move(0, 0);
  const area = await sidebar.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    // The segments and picks lie at the sidebar's top: in view from there.
    scrollTo(0, 0);
    const why = (window as unknown as { whyHidden: (e: Element) => string | null }).whyHidden;
    const probed = Array.from(document.querySelectorAll('input[type=radio]')).filter((e) => e.getClientRects().length && why(e) !== null);
    const boxes = probed.flatMap((e) => [e.getBoundingClientRect(), (e.closest('label') ?? e).getBoundingClientRect()]);
    for (const e of probed) e.setAttribute('data-probe-hidden', '');
    const [l, t] = [Math.max(0, Math.min(...boxes.map((b) => b.left)) - 4), Math.max(0, Math.min(...boxes.map((b) => b.top)) - 4)];
    const [r, b] = [Math.max(...boxes.map((b) => b.right)) + 4, Math.max(...boxes.map((b) => b.bottom)) + 4];
    return { count: probed.length, x: l, y: t, width: r - l, height: Math.min(b, innerHeight) - t };
  });
  const frame = await page.evaluate(() => {
    const f = document.getElementById('sidebar-frame')!;
    const r = f.getBoundingClientRect();
    const st = getComputedStyle(f);
    return { x: r.left + f.clientLeft + parseFloat(st.paddingLeft), y: r.top + f.clientTop + parseFloat(st.paddingTop) };
  });
  const clip = { x: frame.x + area.x, y: frame.y + area.y, width: area.width, height: area.height };
  const shown = await page.screenshot({ clip });
  const style = await sidebar.addStyleTag({ content: '[data-probe-hidden] { visibility: hidden !important; }' });
  const without = await page.screenshot({ clip });
  await style.evaluate((st) => (st as Element).remove());
  await sidebar.evaluate(() => document.querySelectorAll('[data-probe-hidden]').forEach((e) => e.removeAttribute('data-probe-hidden')));
  expect(await pixelsApart(shown, without)).toEqual([]);
  return area.count;
}

/**
 * The pixels of two PNGs of one size that differ by more than 3 in a channel,
 * as "x,y: rgb → rgb" (at most 10). Raster noise at a rounded corner is 1;
 * a radio's grey ring over a segment is over 100, and a radio at 5% opacity
 * still over 3. Compared on a blank page's canvas.
 */
async function pixelsApart(a: Buffer, b: Buffer): Promise<string[]> {
  const blank = await s.browser.newPage();
  try {
    return await blank.evaluate(
      async (srcs) => {
        const pixels = async (src: string) => {
          const img = new Image();
          img.src = src;
          await img.decode();
          const canvas = Object.assign(document.createElement('canvas'), { width: img.width, height: img.height });
          const g = canvas.getContext('2d')!;
          g.drawImage(img, 0, 0);
          return { width: img.width, data: g.getImageData(0, 0, img.width, img.height).data };
        };
        const [p, q] = await Promise.all(srcs.map(pixels));
        if (p.data.length !== q.data.length) return ['the two shots differ in size'];
        const apart: string[] = [];
        for (let k = 0; k < p.data.length && apart.length < 10; k += 4) {
          if ([0, 1, 2].some((c) => Math.abs(p.data[k + c] - q.data[k + c]) > 3))
            apart.push(
              `${(k / 4) % p.width},${Math.floor(k / 4 / p.width)}: ${p.data.slice(k, k + 3).join(' ')} → ${q.data.slice(k, k + 3).join(' ')}`,
            );
        }
        return apart;
      },
      [a, b].map((png) => `data:image/png;base64,${png.toString('base64')}`),
    );
  } finally {
    await blank.close();
  }
}

describe('no native radio box shows in any view, and the drawn radios stay radios', () => {
  test.each(ROLLS)('%s: every radio is hidden behind its drawing, taking no room; only the mode radios show', async (roll) => {
    await chooseRoll(roll);
    const inputs = await renderedInputs();
    const radios = inputs.filter((i) => i.type === 'radio');
    // Every radio that shows a box, with its box: only the two mode radios may, and a radio field's (a threat roll's
    // Position, acquiring's Mode: native radios beside their words, as the modes are).
    expect(radios.filter((i) => i.hidden === null).map((i) => `${i.who} ${JSON.stringify(i.box)}`)).toEqual([
      ...nativeRadios(roll).map((id) => expect.stringMatching(new RegExp(`^${id} `))),
      expect.stringMatching(/^Live formulas /),
      expect.stringMatching(/^Values /),
    ]);
    const drawn = radios.filter(isDrawn);
    // The roll types' radios, and a pool's picks (a view of another subject has none: its radios are the roll types').
    expect(drawn.length).toBeGreaterThanOrEqual(roll === 'Group' ? 5 : isPoolRoll(rollOfLabel(roll)) ? 12 : ROLLS.length);
    // The radios take no room: taking them out of the layout moves no segment or pick.
    expect(await layoutWithoutDrawnRadios()).toEqual(await layoutWithDrawnRadios());
    expect(await hidingChangesNoPixel()).toBe(drawn.length);
  });

  test.each(ROLLS)('%s: each drawn radio is in the accessibility tree by its name and takes focus', async (roll) => {
    await chooseRoll(roll);
    const drawn = (await renderedInputs()).filter(isDrawn).map((d) => d.who);
    const inTree = await s.sidebar.getByRole('radio').evaluateAll((es) => es.map((e) => e.id || e.getAttribute('aria-label') || ''));
    expect(drawn.filter((d) => !inTree.includes(d))).toEqual([]);
    const focusable = await s.sidebar.evaluate((ids) => {
      const all = Array.from(document.querySelectorAll<HTMLInputElement>('input[type=radio]'));
      const found = ids.map((w) => all.find((e) => e.id === w || e.getAttribute('aria-label') === w)!);
      const took = found.filter((e) => (e.focus(), document.activeElement === e)).length;
      (document.activeElement as HTMLElement | null)?.blur();
      return took;
    }, drawn);
    expect(focusable).toBe(drawn.length);
  });

  test.each(ROLLS)('%s: axe finds nothing serious', async (roll) => {
    await chooseRoll(roll);
    expect(await axeProblems()).toEqual([]);
  });

  test('the mode radios, Add a chart and Synchronized show as native controls, beside their text', async () => {
    await chooseRoll('Group');
    const shown = (await renderedInputs()).filter((i) => i.box !== null && !isDrawn(i));
    expect(shown.map((i) => i.who)).toEqual(['synchronized', 'Live formulas', 'Values', 'table-chart']);
    for (const i of shown) {
      expect({ who: i.who, hidden: i.hidden }).toEqual({ who: i.who, hidden: null });
      // A native radio or checkbox's size (13 px in Chromium), square, left of its text and not over it.
      expect(i.box!.width).toBeGreaterThanOrEqual(12);
      expect(i.box!.width).toBeLessThanOrEqual(16);
      expect(Math.abs(i.box!.width - i.box!.height)).toBeLessThan(1);
      expect(i.box!.x + i.box!.width).toBeLessThanOrEqual(i.rest!.x);
    }
  });
});

/** Every element in the sidebar that draws an outline (the sidebar's focus indicator) and shows it. */
const ringsShown = () =>
  s.sidebar.evaluate(() => {
    const why = (window as unknown as { whyHidden: (e: Element) => string | null }).whyHidden;
    return Array.from(document.querySelectorAll('*'))
      .filter((e) => {
        const st = getComputedStyle(e);
        return st.outlineStyle !== 'none' && parseFloat(st.outlineWidth) > 0 && why(e) === null;
      })
      .map((e) => {
        const st = getComputedStyle(e);
        const focused = document.activeElement;
        return {
          /** Whether it is the focused control, or the rest of the focused control's label: its drawing. */
          of: e === focused ? 'the control' : focused?.closest('label')?.contains(e) ? 'its drawing' : e.tagName,
          width: parseFloat(st.outlineWidth),
          style: st.outlineStyle,
          colour: st.outlineColor,
          background: getComputedStyle(document.body).backgroundColor,
        };
      });
  });

const hex = (rgb: string) =>
  '#' +
  rgb
    .match(/\d+(\.\d+)?/g)!
    .slice(0, 3)
    .map((c) => Math.round(Number(c)).toString(16).padStart(2, '0'))
    .join('');

const focusedId = () =>
  s.sidebar.evaluate(() => {
    const e = document.hasFocus() ? document.activeElement : null;
    if (!e || e === document.body) return null;
    return e.id || e.getAttribute('aria-label') || e.closest('label')?.textContent?.trim() || e.textContent?.trim() || '';
  });

async function tabTo(who: string) {
  for (let i = 0; i < 60 && (await focusedId()) !== who; i++) await s.page.keyboard.press('Tab');
  expect(await focusedId()).toBe(who);
}

/** The one focus ring on show: on `where` ('its drawing' for a drawn radio), 2 px solid, 3:1 against the sidebar. */
async function expectOneRing(where: 'its drawing' | 'the control') {
  const rings = await ringsShown();
  expect(rings.map((r) => r.of)).toEqual([where]);
  expect(rings[0]).toMatchObject({ style: 'solid' });
  expect(rings[0].width).toBeGreaterThanOrEqual(2);
  expect(contrast(hex(rings[0].colour), hex(rings[0].background))).toBeGreaterThanOrEqual(3);
}

/** The boxes of every drawn radio's label: the segments and picks as laid out. */
const drawnLabels = async () => (await renderedInputs()).filter(isDrawn).map((d) => ({ who: d.who, label: d.label }));

describe.each([
  ['', 'none'],
  [' under forced colours', 'active'],
] as const)('keyboard focus on a drawn radio draws one ring, on the drawing%s', (_, forcedColors) => {
  beforeAll(async () => {
    // Forced colours in a dark theme, so that a ring read from the author's light colours would fail.
    await s.page.emulateMedia(forcedColors === 'active' ? { forcedColors, colorScheme: 'dark' } : { forcedColors });
    await chooseRoll('Action');
    await s.sidebar.getByRole('radio', { name: '2 dice', exact: true }).check({ timeout: 5000 });
  });
  afterAll(async () => {
    await s.page.emulateMedia({ forcedColors: null, colorScheme: null });
  });

  test('the switch: Tab onto it and the arrows through every roll type; Tab on to the Dice and Segments picks', async () => {
    const forced = await s.sidebar.evaluate(() => [
      matchMedia('(forced-colors: active)').matches,
      getComputedStyle(document.body).backgroundColor,
    ]);
    expect(forced).toEqual(forcedColors === 'active' ? [true, 'rgb(0, 0, 0)'] : [false, 'rgb(255, 255, 255)']);
    await chooseRoll('Clock');
    const before = await drawnLabels();
    await s.page.focus('#grid');
    await tabTo('roll-clock');
    await expectOneRing('its drawing');
    // Focus moves nothing: a ring is an outline.
    expect(await drawnLabels()).toEqual(before);
    for (const roll of rollsAfter('clock')) {
      await s.page.keyboard.press('ArrowRight');
      expect(await focusedId()).toBe(`roll-${roll}`);
      await s.sidebar.waitForSelector(`#view-${roll}`);
      expect(await s.sidebar.isChecked(`#roll-${roll}`)).toBe(true);
      await expectOneRing('its drawing');
    }
    // Dice, then its picks (one stop, on the checked pick); the arrows pick the next.
    await s.page.keyboard.press('Tab');
    expect(await focusedId()).toBe('dice');
    await s.page.keyboard.press('Tab');
    expect(await focusedId()).toBe('2 dice');
    await expectOneRing('its drawing');
    await s.page.keyboard.press('ArrowRight');
    expect(await focusedId()).toBe('3 dice');
    expect(await s.sidebar.inputValue('#dice')).toBe('3');
    await expectOneRing('its drawing');
    // Segments, then its picks.
    await tabTo('segments');
    await s.page.keyboard.press('Tab');
    expect(await focusedId()).toMatch(/^\d+ segments$/);
    await expectOneRing('its drawing');
    await s.page.keyboard.press('ArrowRight');
    await expectOneRing('its drawing');
  });

  test('forced colours or not, the checked segment and pick look unlike the others, and the radios stay hidden', async () => {
    await chooseRoll('Clock');
    // A look: fill as seen (its colour over the sidebar's), image, border and text colours; bold alone is not told apart.
    const looks = await s.sidebar.evaluate(() => {
      const rgba = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
      const [br, bg, bb] = rgba(getComputedStyle(document.body).backgroundColor);
      const seen = (c: string) => {
        const [r, g, b, a = 1] = rgba(c);
        return [r * a + br * (1 - a), g * a + bg * (1 - a), b * a + bb * (1 - a)].map(Math.round).join(' ');
      };
      return Array.from(document.querySelectorAll<HTMLInputElement>('#roll-types input, #dice-picks input, #segments-picks input')).map(
        (e) => {
          const st = getComputedStyle(e.nextElementSibling!);
          return { checked: e.checked, look: `${seen(st.backgroundColor)} ${st.backgroundImage} ${st.borderTopColor} ${st.color}` };
        },
      );
    });
    const checked = new Set(looks.filter((l) => l.checked).map((l) => l.look));
    const unchecked = new Set(looks.filter((l) => !l.checked).map((l) => l.look));
    expect(checked.size).toBe(1);
    expect(unchecked.has([...checked][0])).toBe(false);
    expect((await renderedInputs()).filter((i) => isDrawn(i) && i.hidden === null).map((i) => i.who)).toEqual([]);
    expect(await hidingChangesNoPixel()).toBeGreaterThan(0);
  });

  test('the mode radios, Add a chart and Synchronized draw their own one ring', async () => {
    await chooseRoll('Group');
    await s.page.focus('#grid');
    await tabTo('synchronized');
    await expectOneRing('the control');
    await chooseRoll('Action');
    await s.page.focus('#grid');
    await tabTo('Live formulas');
    await expectOneRing('the control');
    await tabTo('table-chart');
    await expectOneRing('the control');
  });
});

/** axe's serious and critical WCAG 2.2 A/AA violations in the sidebar. */
const axeProblems = (): Promise<string[]> => axeIn(s.sidebar);
