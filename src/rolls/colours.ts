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
 * and bluer than Google's #0d7a40, which a protanope saw too close to the
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
 * A clock's columns are running totals that only rise: the sidebar draws
 * them as one rising row of bars in one colour, and the native chart's
 * side-by-side series ("By roll 1" …) take that colour too, each pool's
 * cluster the same staircase; the roll is read from a bar's place, not its
 * colour (shades of one hue light enough to tell apart fall under 3:1).
 */
export const CLOCK_COLOUR = BAND_COLOURS[3];
