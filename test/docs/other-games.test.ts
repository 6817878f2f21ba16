// docs/other-games.md, formula by formula. Every formula on the page sits
// in a table row `| question | `=FORMULA` | value |`, the value being the
// exact cells as reduced fractions (`, ` between cells) and then, in
// parentheses, the same cells rounded to two decimals (a percent, or a
// plain number for an average). Each formula is typed into the preview's
// sheet (preview/sheet.ts over the built dist/Code.js, as
// test/preview/sheet.test.ts does) and each cell must be its stated
// fraction rounded once to a double; each stated fraction must also equal
// an independent count over every face of the dice (ORACLES, below), so a
// wrong page and a wrong function cannot agree by accident.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUILTIN_NAMES } from '../../preview/builtins';
import { Fraction, sum } from '../../src/dice/fraction';
import { builtAddon } from '../support/addon';
import { bladesOdds, enumeratedBands, frac } from '../support/enumerate';
import { exactNumber } from '../../scripts/docs.cjs';

const PAGE = 'docs/other-games.md';
const text = readFileSync(join(__dirname, '../..', PAGE), 'utf8');

interface FormulaRow {
  line: number;
  game: string;
  formula: string;
  cells: Fraction[];
  rounded: string[];
}

/** Reads the page's formula rows, and says what on the page breaks the markup. */
function readPage(page: string): { rows: FormulaRow[]; problems: string[] } {
  const rows: FormulaRow[] = [];
  const problems: string[] = [];
  let game = '';
  page.split('\n').forEach((lineText, i) => {
    const line = i + 1;
    const heading = /^## (.+)$/.exec(lineText);
    if (heading) game = heading[1];
    const formulas = [...lineText.matchAll(/`(=[^`]*)`/g)].map((m) => m[1]);
    if (!formulas.length) return;
    const columns = lineText.startsWith('|')
      ? lineText
          .split('|')
          .slice(1, -1)
          .map((c) => c.trim())
      : [];
    const formula = /^`(=[^`]+)`$/.exec(columns[1] ?? '')?.[1];
    if (!formula || formulas.length !== 1) {
      problems.push(`line ${line}: a formula outside a formula row (| question | \`=FORMULA\` | value |): ${formulas.join(', ')}`);
      return;
    }
    const value = /^(.+?)\s*\((.+)\)$/.exec(columns[2] ?? '');
    if (!value) {
      problems.push(`line ${line}: ${formula} has no stated value (fractions, then the rounded figures in parentheses)`);
      return;
    }
    const cells = value[1].split(', ').map((cell) => {
      const exact = exactNumber(cell);
      if (!exact) throw new Error(`${PAGE}:${line}: "${cell}" is not an exact number (a reduced fraction like 11/36, or a whole number)`);
      return Fraction.of(exact.num, exact.den);
    });
    const rounded = value[2].split(', ');
    if (rounded.length !== cells.length)
      problems.push(`line ${line}: ${formula} states ${cells.length} cells but ${rounded.length} rounded figures`);
    rows.push({ line, game, formula, cells, rounded });
  });
  return { rows, problems };
}

const { rows, problems } = readPage(text);

// --- the independent oracle: every face of the dice, counted ---

type Band = 'Bad' | 'Partial' | 'Clean' | 'Critical';
const LEVEL: Record<Band, number> = { Bad: 0, Partial: 1, Clean: 2, Critical: 3 };
type Ticks = readonly [number, number, number, number];

/** P(band or better), as a sum of the enumerated bands. */
const atLeast = (dice: number, band: Band): Fraction => sum(enumeratedBands(dice).slice(LEVEL[band]));

/** The average of `row` over the bands: what SUMPRODUCT(BLADES_BANDS(dice), row) means. */
const average = (dice: number, row: readonly number[]): Fraction => sum(enumeratedBands(dice).map((p, i) => p.mul(frac(row[i]))));

/**
 * A clock ticked `ticks` segments on Bad, Partial, Clean, Critical: the
 * distribution of segments marked, roll after roll (marks past the clock
 * lost), and the chance it is full after each of `rolls` rolls.
 */
function fullBy(dice: number, segments: number, ticks: Ticks, rolls: number): Fraction[] {
  const bands = enumeratedBands(dice);
  let marked: Fraction[] = [Fraction.ONE, ...new Array<Fraction>(segments).fill(Fraction.ZERO)];
  const full: Fraction[] = [];
  for (let k = 1; k <= rolls; k++) {
    const next = new Array<Fraction>(segments + 1).fill(Fraction.ZERO);
    marked.forEach((p, m) =>
      bands.forEach((q, b) => (next[Math.min(segments, m + ticks[b])] = next[Math.min(segments, m + ticks[b])].add(p.mul(q)))),
    );
    marked = next;
    full.push(marked[segments]);
  }
  return full;
}

/**
 * The mean rolls to fill the clock, by the first step: from m marked,
 * E(m) = 1 + Σ P(band)·E(m + ticks), solved for the bands that tick
 * nothing (which leave the clock where it was).
 */
function meanRolls(dice: number, segments: number, ticks: Ticks): Fraction {
  const bands = enumeratedBands(dice);
  const rest: Fraction[] = new Array<Fraction>(segments + 1).fill(Fraction.ZERO);
  for (let m = segments - 1; m >= 0; m--) {
    const stay = sum(bands.filter((_, b) => ticks[b] === 0));
    const onward = sum(bands.map((q, b) => (ticks[b] === 0 ? Fraction.ZERO : q.mul(rest[Math.min(segments, m + ticks[b])]))));
    rest[m] = Fraction.ONE.add(onward).div(Fraction.ONE.sub(stay));
  }
  return rest[0];
}

/** A resistance roll's costs as Blades reads them: 6 − the highest die, −1 on a critical (docs/rules.md#resistance-cost). */
const COSTS = [-1, 0, 1, 2, 3, 4, 5];
const resistOdds = (dice: number): Fraction[] => bladesOdds(dice, (r) => (r.critical ? -1 : 6 - r.die), COSTS);
const resistMean = (dice: number): Fraction => sum(resistOdds(dice).map((p, i) => p.mul(frac(COSTS[i]))));

/** An action roll's effect ticks (docs/rules.md's progress rule): standard 2 on a 4/5 or a 6, one level more (3) on a critical. */
const STANDARD: Ticks = [0, 2, 2, 3];
const TIME: Ticks = [1, 2, 3, 5];

/** What each formula on the page means, computed without the add-on. */
const ORACLES: Record<string, () => Fraction[]> = {
  '=BLADES_AT_LEAST(2, "Clean")': () => [atLeast(2, 'Clean')],
  '=BLADES_AT_LEAST(2, "Partial")': () => [atLeast(2, 'Partial')],
  '=1-BLADES_AT_LEAST(2, "Partial")': () => [Fraction.ONE.sub(atLeast(2, 'Partial'))],
  '=1-BLADES_AT_LEAST(2, "Clean")': () => [Fraction.ONE.sub(atLeast(2, 'Clean'))],
  '=3-SUM(BLADES_AT_LEAST({2;2;1}, "Clean"))': () => [frac(3).sub(sum([2, 2, 1].map((d) => atLeast(d, 'Clean'))))],
  '=BLADES_BANDS(2)': () => enumeratedBands(2),
  '=BLADES_BANDS(2+1)': () => enumeratedBands(3),
  '=BLADES_RESIST(2)': () => resistOdds(2),
  '=BLADES_RESIST_MEAN(2)': () => [resistMean(2)],
  '=SUMPRODUCT(BLADES_BANDS(MAX(0, 3-1)), {1,2,3,5})': () => [average(2, TIME)],
  '=SUMPRODUCT(BLADES_BANDS(2), {3,2,1,0})': () => [average(2, [3, 2, 1, 0])],
  '=SUMPRODUCT(BLADES_BANDS(2), {3,2,1,-1})': () => [average(2, [3, 2, 1, -1])],
  '=SUMPRODUCT(BLADES_BANDS(2), {0,1,2,3})': () => [average(2, [0, 1, 2, 3])],
  '=BLADES_PROGRESS(2, 8, {1,2,3,5}, 4)': () => fullBy(2, 8, TIME, 4),
  '=BLADES_PROGRESS(2, 8, {2,3,5,5}, 3)': () => fullBy(2, 8, [2, 3, 5, 5], 3),
  '=BLADES_PROGRESS_MEAN(2, 8, {1,2,3,5})': () => [meanRolls(2, 8, TIME)],
  '=BLADES_PROGRESS_MEAN(2, 8, {0,2,2,2})': () => [meanRolls(2, 8, [0, 2, 2, 2])],
  '=BLADES_PROGRESS_MEAN(2, 6, "standard")': () => [meanRolls(2, 6, STANDARD)],
};

/** Whether `figure` ("30.56%", "2.11", "0%") is `exact` rounded to at most two decimals: within half a unit of its last place. */
function roundsTo(figure: string, exact: Fraction): boolean {
  const m = /^(-?\d+(?:\.(\d{1,2}))?)(%?)$/.exec(figure);
  if (!m) return false;
  const stated = exactNumber(m[1]);
  if (!stated) return false;
  const scale = m[3] ? frac(100) : Fraction.ONE;
  const off = Fraction.of(stated.num, stated.den).sub(exact.mul(scale));
  const half = frac(1, 2 * 10 ** (m[2]?.length ?? 0));
  return off.num * half.den <= half.num * off.den && -off.num * half.den <= half.num * off.den;
}

/** The significant digits Sheets shows of a number, at most. */
const SHOWN_DIGITS = 15;

/**
 * f to `digits` significant digits, as Number.prototype.toPrecision rounds
 * a double (the nearer, the larger on a tie), in exponent form ("1916…7e-14").
 */
function toPrecision(f: Fraction, digits: number): string {
  if (f.num === 0n) return '0';
  const sign = f.num < 0n ? '-' : '';
  const n = f.num < 0n ? -f.num : f.num;
  // Start from the digit counts, then settle k so that 10^(digits−1) ≤ round(n·10^k / den) < 10^digits.
  let k = digits - (n.toString().length - f.den.toString().length);
  const rounded = (k: number) => {
    const [top, bottom] = k >= 0 ? [n * 10n ** BigInt(k), f.den] : [n, f.den * 10n ** BigInt(-k)];
    const q = top / bottom;
    return 2n * (top % bottom) >= bottom ? q + 1n : q;
  };
  while (rounded(k) >= 10n ** BigInt(digits)) k--;
  while (rounded(k) < 10n ** BigInt(digits - 1)) k++;
  return `${sign}${rounded(k)}e${-k}`;
}

/**
 * Whether the formula is one call of an add-on function, with no other
 * call inside (whole-number arithmetic in an argument is fine): its cells
 * are the add-on's own.
 */
function isOneCall(formula: string): boolean {
  const call = /^=BLADES_[A-Z_]+\(/.exec(formula);
  if (!call || formula.slice(call[0].length).includes('(')) return false;
  return formula.indexOf(')') === formula.length - 1;
}

/** The functions a formula calls, by name. */
const callsIn = (formula: string): string[] => [...formula.matchAll(/([A-Z][A-Z0-9_]*)\(/g)].map((m) => m[1]);

/** The formula typed into A1 of a fresh sheet: its first row of cells, and anything it shows past them. */
function typeIn(formula: string, width: number): { cells: unknown[]; beyond: unknown[]; error?: string } {
  const addon = builtAddon({ rows: 4, columns: width + 2 });
  const missing = callsIn(formula).filter((name) =>
    name.startsWith('BLADES_') ? typeof addon.context[name] !== 'function' : !BUILTIN_NAMES.includes(name),
  );
  if (missing.length) {
    const which = missing.map((name) =>
      name.startsWith('BLADES_')
        ? `dist/Code.js has no ${name} (not merged yet, or not built: run npm run build)`
        : `the preview has no built-in ${name} (preview/builtins.ts)`,
    );
    throw new Error(`${formula} cannot be evaluated: ${which.join('; ')}`);
  }
  const { sheet } = addon;
  sheet.enter(1, 1, formula);
  const first = sheet.cellView(1, 1);
  if (first.error) return { cells: [], beyond: [], error: `${first.text} ${first.error}` };
  return {
    cells: sheet.getRange(1, 1, 1, width).getValues()[0],
    beyond: [sheet.cellView(1, width + 1).value, sheet.cellView(2, 1).value],
  };
}

describe(`${PAGE}: the markup`, () => {
  test('every formula is in a formula row with its value stated', () => {
    expect(problems).toEqual([]);
  });

  test('every game has formulas', () => {
    const games = [...text.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    expect(games.length).toBeGreaterThanOrEqual(6);
    expect(games.filter((g) => !rows.some((r) => r.game === g))).toEqual([]);
  });

  test('every formula has an independent check, and every check a formula', () => {
    const onPage = new Set(rows.map((r) => r.formula));
    expect([...onPage].filter((f) => !(f in ORACLES))).toEqual([]);
    expect(Object.keys(ORACLES).filter((f) => !onPage.has(f))).toEqual([]);
  });
});

const cases = rows.map((r): [string, FormulaRow] => [`${r.game}, line ${r.line}: ${r.formula}`, r]);

describe(`${PAGE}: each stated value is the exact count over every face of the dice`, () => {
  test.each(cases)('%s', (_, row) => {
    const oracle = ORACLES[row.formula];
    if (!oracle) throw new Error(`${row.formula} has no independent check in ORACLES`);
    expect(row.cells.map(String)).toEqual(oracle().map(String));
  });
});

describe(`${PAGE}: each rounded figure is its fraction rounded to two decimals`, () => {
  test.each(cases)('%s', (_, row) => {
    const wrong = row.rounded.filter((figure, i) => !row.cells[i] || !roundsTo(figure, row.cells[i]));
    expect(wrong).toEqual([]);
  });
});

describe(`${PAGE}: each formula, typed into the preview's sheet over dist/Code.js, gives the stated cells`, () => {
  test.each(cases)('%s', (_, row) => {
    const { cells, beyond, error } = typeIn(row.formula, row.cells.length);
    if (error) throw new Error(`${row.formula} shows ${error}`);
    if (isOneCall(row.formula)) {
      // The add-on's own cells: each the stated fraction rounded once.
      expect(cells).toEqual(row.cells.map((f) => f.toNumber()));
    } else {
      // Arithmetic done by the sheet in doubles: exact to the 15 significant digits Sheets shows.
      expect(cells.map((c) => (typeof c === 'number' ? Number(c.toPrecision(SHOWN_DIGITS)) : c))).toEqual(
        row.cells.map((f) => Number(toPrecision(f, SHOWN_DIGITS))),
      );
    }
    // The formula fills exactly the cells stated: nothing to the right, nothing below.
    expect(beyond).toEqual(['', '']);
  });
});

describe('toPrecision, the digits Sheets shows', () => {
  test('as Number.prototype.toPrecision rounds the same value', () => {
    for (const [n, d] of [
      [23, 12],
      [11, 36],
      [1, 3],
      [-19, 9],
      [8744, 2187],
      [16383, 16384],
      [1, 1000],
      [999999999999999, 1000000000000000],
    ]) {
      expect(Number(toPrecision(frac(n, d), 15))).toBe(Number((n / d).toPrecision(15)));
    }
    expect(toPrecision(frac(5, 2), 1)).toBe('3e0');
    expect(toPrecision(frac(95, 10), 1)).toBe('1e1');
    expect(toPrecision(Fraction.ZERO, 15)).toBe('0');
  });

  test('one call of an add-on function, or arithmetic in the sheet', () => {
    expect(isOneCall('=BLADES_BANDS(2)')).toBe(true);
    expect(isOneCall('=BLADES_BANDS(2+1)')).toBe(true);
    expect(isOneCall('=BLADES_PROGRESS(2, 8, {1,2,3,5}, 4)')).toBe(true);
    expect(isOneCall('=1-BLADES_AT_LEAST(2, "Clean")')).toBe(false);
    expect(isOneCall('=SUMPRODUCT(BLADES_BANDS(2), {0,1,2,3})')).toBe(false);
    expect(isOneCall('=BLADES_BANDS(2)+BLADES_BANDS(3)')).toBe(false);
  });
});

describe('roundsTo, the rounding check', () => {
  test('within half a unit of the last place stated, percent or plain', () => {
    expect(roundsTo('30.56%', frac(11, 36))).toBe(true);
    expect(roundsTo('30.55%', frac(11, 36))).toBe(false);
    expect(roundsTo('30.6%', frac(11, 36))).toBe(true);
    expect(roundsTo('31%', frac(11, 36))).toBe(true);
    expect(roundsTo('2.11', frac(19, 9))).toBe(true);
    expect(roundsTo('2.12', frac(19, 9))).toBe(false);
    expect(roundsTo('4.00', frac(8744, 2187))).toBe(true);
    expect(roundsTo('100%', frac(16383, 16384))).toBe(true);
    expect(roundsTo('100.00%', frac(16383, 16384))).toBe(false);
    expect(roundsTo('-0.5', frac(-1, 2))).toBe(true);
    expect(roundsTo('2.111', frac(19, 9))).toBe(false);
    expect(roundsTo('about 2', frac(2))).toBe(false);
  });
});
