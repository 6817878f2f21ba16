/**
 * The one chart palette: the sidebar's SVG charts and the native Sheets
 * chart an insert adds both read a roll type's colours from its registry
 * entry, so a band, a stress cost or a pool is the same colour in both.
 * Every colour has at least 3:1 contrast on white (WCAG 2.2 non-text
 * contrast), and neighbours stay apart in normal vision and for the three
 * dichromacies: test/rolls/colours.test.ts holds the figures and says why
 * those thresholds.
 */

/**
 * The action bands' meaning colours, Bad to Critical: red, amber, green,
 * blue. A group's columns are the same bands. The green is a shade deeper
 * and bluer than Google's #188038, which a protanope saw too close to the
 * amber.
 */
export const BAND_COLOURS: readonly string[] = ['#c5221f', '#e37400', '#0d7a40', '#1a73e8'];

/**
 * The ordered ramp, from the good end to the bad: blue, lilac, violet,
 * plum, wine, crimson, brown. Its lightness falls all the way (CIELAB L*
 * 61 to 15) and its hue turns one way (from blue through purple to red),
 * so it reads as an order in colour, in grey and to a dichromat. Blue is
 * the good end as Critical is blue, red the bad as Bad is red.
 */
export const ORDERED_RAMP: readonly string[] = ['#4794ff', '#9b7ab7', '#954fc6', '#733e84', '#7d3154', '#8d002f', '#520300'];

/** Resistance costs −1 (crit) … 5: the ramp from its good end, a critical's −1 blue, 5 stress brown. */
export const RESISTANCE_COLOURS: readonly string[] = ORDERED_RAMP;

/** Vice, clear 1 … 6: the ramp from crimson (the least cleared) to blue (the most), so more cleared is the good end; its brown is not used. */
export const VICE_COLOURS: readonly string[] = ORDERED_RAMP.slice(0, 6).reverse();

/**
 * Deep Cuts' threat roll, by the band colours of the same dice: a threat
 * Avoided (a 6) green as Clean, Reduced (a 4/5) amber as Partial, Full
 * (1–3) red as Bad.
 */
export const THREAT_COLOURS: readonly string[] = [BAND_COLOURS[2], BAND_COLOURS[1], BAND_COLOURS[0]];

/**
 * A threat roll's table, All avoided, None full, Edge: outcomes of the
 * whole roll, each a colour of its own, none of them a threat's (one
 * colour, one meaning: the sidebar shows both side by side, and amber was
 * Reduced in one chart and None full in the other). All avoided plum and
 * None full wine, from the ramp, and Edge (two 6s) blue as Critical. With
 * the threats' three, these six stay at least 11.5 ΔE00 apart in each
 * vision; on the dark background 6.8, as close as the dark ramp's own
 * steps (below): test/rolls/colours.test.ts.
 */
export const THREAT_TABLE_COLOURS: readonly string[] = [ORDERED_RAMP[3], ORDERED_RAMP[4], BAND_COLOURS[3]];

/** Wanted level 0 … 4: the ramp from its good end, blue at 0, wine at 4. */
export const WANTED_COLOURS: readonly string[] = ORDERED_RAMP.slice(0, 5);

/**
 * An entanglement column's three results, on a 1–3, a 4/5 and a 6: every
 * other step of the ramp, lilac, plum, crimson, ordered by the die read,
 * not by how bad each is (at heat 6 or more the 6 is Arrest, the worst).
 */
export const ENTANGLEMENT_COLOURS: readonly string[] = [ORDERED_RAMP[1], ORDERED_RAMP[3], ORDERED_RAMP[5]];
/**
 * An opposed roll's Ahead, Level, Behind: ordered outcomes, so the ordered
 * ramp's good end, middle and bad end (Ahead blue, as the best of a pool).
 */
export const VERSUS_COLOURS: readonly string[] = [ORDERED_RAMP[0], ORDERED_RAMP[3], ORDERED_RAMP[6]];

/** The largest pool with a colour of its own: 0 dice take the ramp's bad end (brown), 6 dice its good end (blue). */
export const RAMP_POOLS = ORDERED_RAMP.length - 1;

/**
 * The dark theme's background (the sidebar under `prefers-color-scheme:
 * dark`: style.css sets its page to this): every dark variant below has at
 * least 3:1 contrast on it, as the colours above have on white.
 */
export const DARK_BACKGROUND = '#202124';

/**
 * The bands on the dark background, Bad to Critical: red, amber, green,
 * blue again, lighter; test/rolls/colours.test.ts holds them to the same
 * rules as the light ones (3:1, 10 ΔE00 apart in each vision).
 */
export const BAND_COLOURS_DARK: readonly string[] = ['#d73e4b', '#f3ab3d', '#94f6c6', '#3b93ef'];

/**
 * The ordered ramp on the dark background: blue (the good end) through
 * purple to red, its lightness falling all the way (CIELAB L* 94 to 48:
 * 3:1 on the dark background floors it near 45, as white caps the light
 * ramp near 61). Seven such colours cannot stay 10 ΔE00 apart in every
 * vision (a search over such ramps found none past 7.3, this one): they are held to 7, and the bars'
 * order and the legend tell them apart as well.
 */
export const ORDERED_RAMP_DARK: readonly string[] = ['#ededfa', '#e0d0fb', '#eca8fe', '#ef88d6', '#e76ca8', '#d6537b', '#bf4050'];

const DARK_VARIANTS = new Map<string, string>([
  ...BAND_COLOURS.map((c, i): [string, string] => [c, BAND_COLOURS_DARK[i]]),
  ...ORDERED_RAMP.map((c, i): [string, string] => [c, ORDERED_RAMP_DARK[i]]),
]);

/**
 * A palette colour's dark variant, for the sidebar's dark theme: the same
 * band or the same step of the ramp. Only the palette's own colours have
 * one (the sidebar draws no mixed ramp colour: its clock chart is of one
 * pool; test/rolls/colours.test.ts checks every colour it draws); any
 * other colour is its own.
 */
export const darkOf = (colour: string): string => DARK_VARIANTS.get(colour) ?? colour;

const linear = (hex: string): number[] =>
  [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });

const hexOf = (rgb: readonly number[]): string =>
  '#' +
  rgb
    .map((c) => {
      const encoded = c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055;
      return Math.round(Math.min(1, Math.max(0, encoded)) * 255)
        .toString(16)
        .padStart(2, '0');
    })
    .join('');

/**
 * The ramp's colour at `at`, 0 (its good end) to RAMP_POOLS (its bad end),
 * mixed between its two nearest colours in linear light: a mix's luminance
 * lies between theirs, so it keeps their contrast on white.
 */
function rampAt(at: number): string {
  if (Number.isInteger(at)) return ORDERED_RAMP[at];
  const i = Math.floor(at);
  const f = at - i;
  const [p, q] = [linear(ORDERED_RAMP[i]), linear(ORDERED_RAMP[i + 1])];
  return hexOf(p.map((c, k) => c + (q[k] - c) * f));
}

/**
 * A clock's lines, one per pool of `pools` (a table's, in rising order),
 * each pool its own colour from the ramp, the bigger pool nearer the good
 * end. Pools of 0–6 dice each have theirs wherever they are drawn: 6 − pool
 * along the ramp (0 dice brown, 2 dice wine, 6 dice blue), so the sidebar's
 * clock chart of 2 dice is the colour of the 2-dice line of any table
 * within 0–6. A table reaching past 6 dice spreads the ramp over its rows
 * instead, its smallest pool brown and its largest blue, the colours
 * between mixed: more than seven lines cannot all stay as far apart at
 * 3:1 on white, and are told apart by their order as well (a bigger pool's
 * line is never below a smaller one's). One pool past 6 dice is blue.
 */
export function poolColours(pools: readonly number[]): string[] {
  if (pools.every((pool) => pool <= RAMP_POOLS)) return pools.map((pool) => ORDERED_RAMP[RAMP_POOLS - pool]);
  if (pools.length === 1) return [ORDERED_RAMP[0]];
  const last = pools.length - 1;
  return pools.map((_, row) => rampAt(RAMP_POOLS * (1 - row / last)));
}
