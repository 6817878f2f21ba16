/**
 * Sheets' conditional format rules, as far as the add-on uses them: a
 * gradient (colour scale) from a range's lowest number to its highest,
 * built as SpreadsheetApp.newConditionalFormatRule() builds one. The
 * in-memory sheet keeps the rules (getConditionalFormatRules,
 * setConditionalFormatRules) and the page shades each cell as Sheets
 * would: its colour between the ends, by where its number lies.
 */

/** A range as a rule holds it: anything with its corner and size (a MemoryRange). */
export interface RuleRange {
  getRow(): number;
  getColumn(): number;
  getNumRows(): number;
  getNumColumns(): number;
  getA1Notation(): string;
}

const COLOUR = /^#[0-9a-f]{6}$/i;

export class ConditionalFormatRule {
  constructor(
    readonly ranges: readonly RuleRange[],
    readonly min: string,
    readonly max: string,
  ) {}
  getRanges(): RuleRange[] {
    return [...this.ranges];
  }
  /** As the page and the tests read it. */
  describe(): { ranges: string[]; min: string; max: string } {
    return { ranges: this.ranges.map((r) => r.getA1Notation()), min: this.min, max: this.max };
  }
}

export class ConditionalFormatRuleBuilder {
  private ranges: RuleRange[] = [];
  private min: string | undefined;
  private max: string | undefined;

  setGradientMinpoint(colour: string): ConditionalFormatRuleBuilder {
    this.min = checked(colour);
    return this;
  }
  setGradientMaxpoint(colour: string): ConditionalFormatRuleBuilder {
    this.max = checked(colour);
    return this;
  }
  setRanges(ranges: RuleRange[]): ConditionalFormatRuleBuilder {
    this.ranges = [...ranges];
    return this;
  }
  build(): ConditionalFormatRule {
    if (!this.ranges.length) throw new Error('A conditional format rule needs at least one range.');
    if (!this.min || !this.max) throw new Error('A gradient rule needs its min and max points (the preview supports these alone).');
    return new ConditionalFormatRule(this.ranges, this.min, this.max);
  }
}

function checked(colour: string): string {
  if (!COLOUR.test(colour)) throw new Error(`Invalid argument: color (${colour}).`);
  return colour;
}

/** The colour `t` of the way (0–1) from `min` to `max`, each channel rounded. */
export function between(min: string, max: string, t: number): string {
  const channel = (c: string, i: number) => parseInt(c.slice(1 + 2 * i, 3 + 2 * i), 16);
  const mix = [0, 1, 2].map((i) => Math.round(channel(min, i) + (channel(max, i) - channel(min, i)) * t));
  return `#${mix.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}
