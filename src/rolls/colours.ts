/**
 * The one chart palette: the sidebar's SVG charts and the native Sheets
 * chart an insert adds both read a roll type's colours from its registry
 * entry, so a band is the same colour in both. Every colour has at least
 * 3:1 contrast on white (WCAG 2.2 non-text contrast).
 */
export const PALETTE = {
  red: '#c5221f',
  amber: '#e37400',
  green: '#188038',
  blue: '#1a73e8',
  grey: '#5f6368',
  darkRed: '#a50e0e',
  purple: '#8430ce',
} as const;

const { red, amber, green, blue, grey, darkRed, purple } = PALETTE;

/** The action bands, Bad to Critical: red, amber, green, blue. A group's columns are the same bands. */
export const BAND_COLOURS: readonly string[] = [red, amber, green, blue];
/** Resistance costs −1 (crit) … 5: from the best (blue) to the worst, so a glance reads good against bad. */
export const RESISTANCE_COLOURS: readonly string[] = [blue, green, grey, amber, red, darkRed, purple];
/** Vice, clear 1 … 6: from the least cleared (purple) to the most (blue). */
export const VICE_COLOURS: readonly string[] = [purple, red, amber, grey, green, blue];
/**
 * A clock's columns are running totals that only rise: the sidebar draws
 * them as one rising row of bars in one colour, and the native chart's
 * side-by-side series ("By roll 1" …) take that colour too, each pool's
 * cluster the same staircase; the roll is read from a bar's place, not its
 * colour (shades of one hue light enough to tell apart fall under 3:1).
 */
export const CLOCK_COLOUR = blue;
