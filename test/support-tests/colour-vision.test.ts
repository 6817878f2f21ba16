import { VISIONS, deltaE2000, deltaE76, difference, lab, linearRgb, simulate, smallestDifference } from '../support/colour-vision';

describe('CIEDE2000 against Sharma, Wu and Dalal’s test data', () => {
  // [L1, a1, b1, L2, a2, b2, ΔE00], from the paper's Table 1: the hue wrap,
  // the mean hue across 0°, the blue region's rotation term and near-black.
  const pairs: Array<[number, number, number, number, number, number, number]> = [
    [50, 2.6772, -79.7751, 50, 0, -82.7485, 2.0425],
    [50, 3.1571, -77.2803, 50, 0, -82.7485, 2.8615],
    [50, 2.8361, -74.02, 50, 0, -82.7485, 3.4412],
    [50, -1.3802, -84.2814, 50, 0, -82.7485, 1.0],
    [50, 0, 0, 50, -1, 2, 2.3669],
    [50, 2.49, -0.001, 50, -2.49, 0.0009, 7.1792],
    [50, 2.49, -0.001, 50, -2.49, 0.0011, 7.2195],
    [50, -0.001, 2.49, 50, 0.0009, -2.49, 4.8045],
    [50, 2.5, 0, 73, 25, -18, 27.1492],
    [50, 2.5, 0, 61, -5, 29, 22.8977],
    [50, 2.5, 0, 56, -27, -3, 31.903],
    [50, 2.5, 0, 58, 24, 15, 19.4535],
    [60.2574, -34.0099, 36.2677, 60.4626, -34.1751, 39.4387, 1.2644],
    [2.0776, 0.0795, -1.135, 0.9033, -0.0636, -0.5514, 0.9082],
  ];
  test.each(pairs)('(%f, %f, %f) and (%f, %f, %f): %f', (l1, a1, b1, l2, a2, b2, expected) => {
    expect(deltaE2000([l1, a1, b1], [l2, a2, b2])).toBeCloseTo(expected, 4);
    // Symmetric.
    expect(deltaE2000([l2, a2, b2], [l1, a1, b1])).toBeCloseTo(expected, 4);
  });

  test('a colour is no distance from itself', () => {
    expect(deltaE2000([40, 20, -30], [40, 20, -30])).toBe(0);
    expect(deltaE76([40, 20, -30], [40, 20, -30])).toBe(0);
  });
});

describe('CIELAB of sRGB', () => {
  test('white is L* 100 and neutral; black is 0; mid grey #777777 is about L* 50', () => {
    const [l, a, b] = lab(linearRgb('#ffffff'));
    expect(l).toBeCloseTo(100, 3);
    expect(Math.abs(a) + Math.abs(b)).toBeLessThan(0.01);
    expect(lab(linearRgb('#000000'))[0]).toBe(0);
    expect(lab(linearRgb('#777777'))[0]).toBeCloseTo(50.0, 0);
  });

  test('only #rrggbb is read', () => {
    expect(() => linearRgb('#fff')).toThrow('not a #rrggbb colour: #fff');
  });
});

describe('Machado et al.’s dichromacy simulation', () => {
  test.each(VISIONS)('%s: white stays white and black black (each matrix row sums to 1)', (vision) => {
    simulate('#ffffff', vision).forEach((c) => expect(c).toBeCloseTo(1, 5));
    expect(simulate('#000000', vision)).toEqual([0, 0, 0]);
  });

  test('pure red as a protanope sees it: the matrix’s first column, clipped', () => {
    expect(simulate('#ff0000', 'protanopia')).toEqual([0.152286, 0.114503, 0]);
  });

  test('the classic confusions: red and green for protanopes and deuteranopes, blue and green for tritanopes', () => {
    const seen = (p: string, q: string) => Object.fromEntries(VISIONS.map((v) => [v, difference(p, q, v).de2000]));
    // A brick red and a leaf green of about the same lightness: apart in normal vision, close for either red-green dichromacy.
    const redGreen = seen('#cc4444', '#558833');
    expect(redGreen.normal).toBeGreaterThan(50);
    expect(redGreen.protanopia).toBeLessThan(redGreen.normal / 3);
    expect(redGreen.deuteranopia).toBeLessThan(redGreen.normal / 3);
    expect(redGreen.tritanopia).toBeGreaterThan(redGreen.normal * 0.8);
    // A blue and a green: tritanopes lose them, the others keep them.
    const blueGreen = seen('#3366cc', '#339966');
    expect(blueGreen.tritanopia).toBeLessThan(blueGreen.normal / 3);
    expect(blueGreen.protanopia).toBeGreaterThan(blueGreen.normal * 0.8);
    expect(blueGreen.deuteranopia).toBeGreaterThan(blueGreen.normal * 0.8);
  });
});

describe('smallestDifference', () => {
  const colours = ['#000000', '#808080', '#ffffff', '#7f7f7f'];

  test('between neighbours only, or between any two', () => {
    // #808080 and #7f7f7f are not neighbours here.
    expect(smallestDifference(colours, 'normal')).toBeGreaterThan(20);
    expect(smallestDifference(colours, 'normal', true)).toBeLessThan(1);
  });

  test('one colour has no neighbour', () => {
    expect(smallestDifference(['#123456'], 'normal')).toBe(Infinity);
  });
});
