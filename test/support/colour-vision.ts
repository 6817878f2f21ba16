/**
 * How a '#rrggbb' colour looks to someone with a colour-vision deficiency,
 * and how far apart two colours look, written out from the published
 * definitions so the palette tests need no dependency:
 *
 * - the simulation of Machado, Oliveira and Fernandes, "A Physiologically-based
 *   Model for Simulation of Color Vision Deficiency" (IEEE TVCG 15(6), 2009):
 *   one 3×3 matrix per deficiency at severity 1.0 (the dichromacies
 *   protanopia, deuteranopia and tritanopia), applied to linear sRGB and
 *   clipped to the gamut;
 * - CIELAB (D65 white) and the colour differences CIE76 (the distance in
 *   CIELAB) and CIEDE2000 (Sharma, Wu and Dalal, "The CIEDE2000
 *   Color-Difference Formula: Implementation Notes, Supplementary Test Data,
 *   and Mathematical Observations", Color Research & Application 30(1), 2005),
 *   tested against that paper's test data.
 */

export type Vision = 'normal' | 'protanopia' | 'deuteranopia' | 'tritanopia';
export const VISIONS: readonly Vision[] = ['normal', 'protanopia', 'deuteranopia', 'tritanopia'];

type Matrix = readonly [readonly [number, number, number], readonly [number, number, number], readonly [number, number, number]];
type Triple = readonly [number, number, number];

/** Machado et al. 2009, Table 1, severity 1.0; rows give linear R, G, B. */
const MACHADO: Readonly<Record<Exclude<Vision, 'normal'>, Matrix>> = {
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
  tritanopia: [
    [1.255528, -0.076749, -0.178779],
    [-0.078411, 0.930809, 0.147602],
    [0.004733, 0.691367, 0.3039],
  ],
};

/** The sRGB channels of '#rrggbb', linear light, 0–1. */
export function linearRgb(hex: string): Triple {
  if (!/^#[0-9a-f]{6}$/i.test(hex)) throw new Error(`not a #rrggbb colour: ${hex}`);
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return [channel(1), channel(3), channel(5)];
}

/** The linear RGB a viewer with `vision` sees for `hex`, clipped to the gamut. */
export function simulate(hex: string, vision: Vision): Triple {
  const rgb = linearRgb(hex);
  if (vision === 'normal') return rgb;
  const clip = (v: number) => Math.min(1, Math.max(0, v));
  const [r, g, b] = MACHADO[vision].map((row) => clip(row[0] * rgb[0] + row[1] * rgb[1] + row[2] * rgb[2]));
  return [r, g, b];
}

/** CIELAB of linear sRGB, through XYZ with the D65 white (IEC 61966-2-1). */
export function lab([r, g, b]: Triple): Triple {
  const x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047;
  const y = 0.2126729 * r + 0.7151522 * g + 0.072175 * b;
  const z = (0.0193339 * r + 0.119192 * g + 0.9503041 * b) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

/** CIE76: the distance of two CIELAB colours. */
export const deltaE76 = (p: Triple, q: Triple): number => Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);

/** CIEDE2000, with kL = kC = kH = 1, step by step as Sharma et al. write it. */
export function deltaE2000([l1, a1, b1]: Triple, [l2, a2, b2]: Triple): number {
  const rad = Math.PI / 180;
  const pow7 = (v: number) => v ** 7;
  const cBar = (Math.hypot(a1, b1) + Math.hypot(a2, b2)) / 2;
  const g = 0.5 * (1 - Math.sqrt(pow7(cBar) / (pow7(cBar) + pow7(25))));
  const a1p = (1 + g) * a1;
  const a2p = (1 + g) * a2;
  const c1p = Math.hypot(a1p, b1);
  const c2p = Math.hypot(a2p, b2);
  const hue = (a: number, b: number) => (a === 0 && b === 0 ? 0 : (Math.atan2(b, a) / rad + 360) % 360);
  const h1p = hue(a1p, b1);
  const h2p = hue(a2p, b2);
  const dLp = l2 - l1;
  const dCp = c2p - c1p;
  let dhp = 0;
  if (c1p * c2p !== 0) {
    dhp = h2p - h1p;
    if (dhp > 180) dhp -= 360;
    else if (dhp < -180) dhp += 360;
  }
  const dHp = 2 * Math.sqrt(c1p * c2p) * Math.sin((dhp / 2) * rad);
  const lBarP = (l1 + l2) / 2;
  const cBarP = (c1p + c2p) / 2;
  let hBarP = h1p + h2p;
  if (c1p * c2p !== 0) {
    if (Math.abs(h1p - h2p) <= 180) hBarP = (h1p + h2p) / 2;
    else hBarP = h1p + h2p < 360 ? (h1p + h2p + 360) / 2 : (h1p + h2p - 360) / 2;
  }
  const t =
    1 -
    0.17 * Math.cos((hBarP - 30) * rad) +
    0.24 * Math.cos(2 * hBarP * rad) +
    0.32 * Math.cos((3 * hBarP + 6) * rad) -
    0.2 * Math.cos((4 * hBarP - 63) * rad);
  const dTheta = 30 * Math.exp(-(((hBarP - 275) / 25) ** 2));
  const rC = 2 * Math.sqrt(pow7(cBarP) / (pow7(cBarP) + pow7(25)));
  const sL = 1 + (0.015 * (lBarP - 50) ** 2) / Math.sqrt(20 + (lBarP - 50) ** 2);
  const sC = 1 + 0.045 * cBarP;
  const sH = 1 + 0.015 * cBarP * t;
  const rT = -Math.sin(2 * dTheta * rad) * rC;
  return Math.sqrt((dLp / sL) ** 2 + (dCp / sC) ** 2 + (dHp / sH) ** 2 + rT * (dCp / sC) * (dHp / sH));
}

/** How far apart two '#rrggbb' colours look to a viewer with `vision`, as CIEDE2000 and CIE76. */
export function difference(p: string, q: string, vision: Vision): { readonly de2000: number; readonly de76: number } {
  const [lp, lq] = [lab(simulate(p, vision)), lab(simulate(q, vision))];
  return { de2000: deltaE2000(lp, lq), de76: deltaE76(lp, lq) };
}

/** The smallest CIEDE2000 between neighbours of a list (or, with `anyPair`, between any two of it) for a viewer with `vision`. */
export function smallestDifference(colours: readonly string[], vision: Vision, anyPair = false): number {
  let smallest = Infinity;
  for (let i = 0; i < colours.length; i++) {
    for (let j = i + 1; j < (anyPair ? colours.length : Math.min(i + 2, colours.length)); j++) {
      smallest = Math.min(smallest, difference(colours[i], colours[j], vision).de2000);
    }
  }
  return smallest;
}
