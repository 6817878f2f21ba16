import { CellAddress, parseCell } from '../src/sheets/a1';

/**
 * The preview's formula language: enough of Sheets' to try the add-on's
 * functions as a user would type them. Numbers, "text", TRUE/FALSE, cell
 * references (A2), ranges (A2:A8), array literals ({1,2,3}; rows split by
 * ";"), + - * / &, the comparisons = <> < > <= >=, parentheses, and calls
 * (arguments split by "," or ";", or by ";" alone in a locale whose
 * decimal separator is a comma) to the custom functions of dist/Code.js
 * (=BLADES_BANDS(A2+1)) and to the few built-ins the context offers
 * (./builtins: MAX, SUMPRODUCT, SUM, IF, …). Any other function shows
 * #NAME? rather than a guess.
 */

export type Scalar = number | string | boolean;
export type Grid = Scalar[][];

/** What an error cell shows (#REF!, #ERROR!, …) and the note Sheets attaches to it. */
export class CellError {
  constructor(
    readonly code: string,
    readonly message: string,
  ) {}

  equals(other: unknown): boolean {
    return other instanceof CellError && other.code === this.code && other.message === this.message;
  }
}

export type Value = Scalar | Grid | CellError;

export type FormulaNode =
  | { readonly kind: 'literal'; readonly value: Scalar }
  | { readonly kind: 'ref'; readonly at: CellAddress }
  | { readonly kind: 'range'; readonly from: CellAddress; readonly to: CellAddress }
  | { readonly kind: 'array'; readonly rows: ReadonlyArray<readonly FormulaNode[]> }
  | { readonly kind: 'call'; readonly name: string; readonly args: ReadonlyArray<FormulaNode | null> }
  | { readonly kind: 'unary'; readonly op: string; readonly arg: FormulaNode }
  | { readonly kind: 'binary'; readonly op: string; readonly left: FormulaNode; readonly right: FormulaNode };

/** A formula Sheets would not accept as typed. */
export class FormulaSyntaxError extends Error {}

type Token = { kind: 'number' | 'string' | 'word' | 'op'; text: string };

const TOKEN =
  /\s*(?:(\d+\.?\d*(?:[eE][+-]?\d+)?|\.\d+(?:[eE][+-]?\d+)?)|"((?:[^"]|"")*)"|([A-Za-z_$][A-Za-z0-9_.$]*)|(<>|<=|>=|[-+*/&(),:{};=<>]))/y;

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < text.length) {
    if (/^\s*$/.test(text.slice(TOKEN.lastIndex))) break;
    const at = TOKEN.lastIndex;
    const m = TOKEN.exec(text);
    if (!m) throw new FormulaSyntaxError(`Formula parse error: unexpected "${text.slice(at).trim()[0]}".`);
    if (m[1] !== undefined) tokens.push({ kind: 'number', text: m[1] });
    else if (m[2] !== undefined) tokens.push({ kind: 'string', text: m[2].replace(/""/g, '"') });
    else if (m[3] !== undefined) tokens.push({ kind: 'word', text: m[3] });
    else tokens.push({ kind: 'op', text: m[4] });
  }
  return tokens;
}

/** How the spreadsheet's locale reads a formula: whether "," may separate a call's arguments (not where it is the decimal separator). */
export interface FormulaLocale {
  readonly commaSeparates: boolean;
}

/** The formula after its "=", as a tree. */
export function parseFormula(text: string, locale: FormulaLocale = { commaSeparates: true }): FormulaNode {
  const tokens = tokenize(text);
  let i = 0;
  const peek = (): Token | undefined => tokens[i];
  const isOp = (op: string): boolean => peek()?.kind === 'op' && peek()?.text === op;
  const expect = (op: string): void => {
    if (!isOp(op)) throw new FormulaSyntaxError(`Formula parse error: expected "${op}".`);
    i++;
  };

  const binary = (ops: string[], next: () => FormulaNode) => (): FormulaNode => {
    let left = next();
    while (ops.some(isOp)) {
      const op = tokens[i++].text;
      left = { kind: 'binary', op, left, right: next() };
    }
    return left;
  };

  const primary = (): FormulaNode => {
    const token = tokens[i++];
    if (!token) throw new FormulaSyntaxError('Formula parse error: the formula ends too soon.');
    if (token.kind === 'number') return { kind: 'literal', value: Number(token.text) };
    if (token.kind === 'string') return { kind: 'literal', value: token.text };
    if (token.kind === 'op') {
      if (token.text === '-' || token.text === '+') return { kind: 'unary', op: token.text, arg: primary() };
      if (token.text === '(') {
        const inner = comparison();
        expect(')');
        return inner;
      }
      if (token.text === '{') {
        const rows: FormulaNode[][] = [[concat()]];
        while (isOp(',') || isOp(';')) {
          if (tokens[i++].text === ';') rows.push([]);
          rows[rows.length - 1].push(concat());
        }
        expect('}');
        if (rows.some((r) => r.length !== rows[0].length))
          throw new FormulaSyntaxError('Formula parse error: the rows of an array literal differ in length.');
        return { kind: 'array', rows };
      }
      throw new FormulaSyntaxError(`Formula parse error: unexpected "${token.text}".`);
    }
    if (isOp('(')) {
      i++;
      const args: Array<FormulaNode | null> = [];
      if (!isOp(')')) {
        for (;;) {
          // Sheets takes ";" as an argument separator in every locale (the inserts write it: src/rolls/formula.ts).
          const separator = () => (locale.commaSeparates && isOp(',')) || isOp(';');
          args.push(separator() || isOp(')') ? null : comparison());
          if (!separator()) break;
          i++;
        }
      }
      expect(')');
      return { kind: 'call', name: token.text.toUpperCase(), args };
    }
    const upper = token.text.toUpperCase();
    if (upper === 'TRUE' || upper === 'FALSE') return { kind: 'literal', value: upper === 'TRUE' };
    const from = parseCell(token.text);
    if (!from) throw new FormulaSyntaxError(`Formula parse error: "${token.text}" is not a cell reference or a function call.`);
    if (!isOp(':')) return { kind: 'ref', at: from };
    i++;
    const end = tokens[i++];
    const to = end?.kind === 'word' ? parseCell(end.text) : null;
    if (!to) throw new FormulaSyntaxError('Formula parse error: a range needs two cells, as in A2:A8.');
    return {
      kind: 'range',
      from: { row: Math.min(from.row, to.row), column: Math.min(from.column, to.column) },
      to: { row: Math.max(from.row, to.row), column: Math.max(from.column, to.column) },
    };
  };

  const multiplicative = binary(['*', '/'], primary);
  const additive = binary(['+', '-'], multiplicative);
  const concat = binary(['&'], additive);
  const comparison = binary(['=', '<>', '<', '>', '<=', '>='], concat);

  const tree = comparison();
  if (i < tokens.length) throw new FormulaSyntaxError(`Formula parse error: unexpected "${tokens[i].text}".`);
  return tree;
}

/** What evaluation may read: cells and ranges as Sheets hands them over, and the custom functions. */
export interface FormulaContext {
  /** A cell's value ("" when empty) or the error it shows. */
  cell(at: CellAddress): Scalar | CellError;
  /** A block as a 2-D array: "" for blanks, an error cell as its code. */
  range(from: CellAddress, to: CellAddress): Grid | CellError;
  /** A custom function by its upper-case name. */
  customFunction(name: string): ((...args: unknown[]) => unknown) | undefined;
  /** A Sheets built-in by its upper-case name; it may answer an error as a CellError. */
  builtin(name: string): BuiltinFunction | undefined;
}

/**
 * A built-in as a cell calls it. One that `takesErrors` (IFERROR, ERROR.TYPE)
 * is handed an error argument as a CellError; any other, as in Sheets, is
 * not called and the error is the result.
 */
export type BuiltinFunction = ((...args: Array<Scalar | Grid | CellError>) => unknown) & { readonly takesErrors?: boolean };

function asNumber(value: Scalar, operator: string): number | CellError {
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value.trim() === '') return 0;
  const n = Number(value);
  if (Number.isFinite(n)) return n;
  return new CellError('#VALUE!', `Operator ${operator} expects number values, but "${value}" is text and cannot be read as a number.`);
}

function asText(value: Scalar): string {
  return typeof value === 'boolean' ? (value ? 'TRUE' : 'FALSE') : String(value);
}

/**
 * How Sheets orders two values for = <> < > <= >=: numbers by value, text
 * ignoring case, FALSE before TRUE; across types a number comes before
 * text, text before a boolean; an empty cell is 0 beside a number, ""
 * beside text and FALSE beside a boolean.
 */
function compare(a: Scalar, b: Scalar): number {
  const blankAs = (blank: Scalar, other: Scalar): Scalar =>
    blank !== '' ? blank : typeof other === 'number' ? 0 : typeof other === 'boolean' ? false : blank;
  const [x, y] = [blankAs(a, b), blankAs(b, a)];
  const rank = (v: Scalar) => (typeof v === 'number' ? 0 : typeof v === 'string' ? 1 : 2);
  if (rank(x) !== rank(y)) return rank(x) - rank(y);
  if (typeof x === 'string') return Math.sign(x.toLowerCase().localeCompare(String(y).toLowerCase()));
  return Math.sign(Number(x) - Number(y));
}

const COMPARISONS: Record<string, (order: number) => boolean> = {
  '=': (o) => o === 0,
  '<>': (o) => o !== 0,
  '<': (o) => o < 0,
  '>': (o) => o > 0,
  '<=': (o) => o <= 0,
  '>=': (o) => o >= 0,
};

/** A one-cell grid reads as its cell; a wider one cannot stand where one value is wanted. */
function single(value: Value): Scalar | CellError {
  if (!Array.isArray(value)) return value;
  if (value.length === 1 && value[0].length === 1) return value[0][0];
  return new CellError('#VALUE!', 'An array value could not be found: use one cell here, not a range.');
}

/** A custom function's return value as Sheets shows it: a 2-D array spills, anything else is one cell. */
export function resultOf(returned: unknown): Scalar | Grid {
  const cell = (v: unknown): Scalar =>
    typeof v === 'number' || typeof v === 'string' || typeof v === 'boolean' ? v : v === null || v === undefined ? '' : String(v);
  if (!Array.isArray(returned)) return cell(returned);
  if (returned.length === 0) return '';
  // Every add-on function returns rows; a flat array is read as one row.
  const rows = Array.isArray(returned[0]) ? (returned as unknown[][]) : [returned];
  const width = Math.max(...rows.map((r) => (Array.isArray(r) ? r.length : 1)));
  return rows.map((r) => Array.from({ length: width }, (_, c) => cell(Array.isArray(r) ? r[c] : c === 0 ? r : '')));
}

function errorMessage(e: unknown): string {
  return typeof e === 'object' && e !== null && 'message' in e ? String(e.message) : String(e);
}

export function evaluate(node: FormulaNode, ctx: FormulaContext): Value {
  switch (node.kind) {
    case 'literal':
      return node.value;
    case 'ref':
      return ctx.cell(node.at);
    case 'range':
      return ctx.range(node.from, node.to);
    case 'array': {
      const grid: Grid = [];
      for (const row of node.rows) {
        const cells: Scalar[] = [];
        for (const element of row) {
          const value = single(evaluate(element, ctx));
          if (value instanceof CellError) return value;
          cells.push(value);
        }
        grid.push(cells);
      }
      return grid;
    }
    case 'unary': {
      const arg = single(evaluate(node.arg, ctx));
      if (arg instanceof CellError) return arg;
      const n = asNumber(arg, node.op);
      return n instanceof CellError || node.op === '+' ? n : -n;
    }
    case 'binary': {
      const left = single(evaluate(node.left, ctx));
      if (left instanceof CellError) return left;
      const right = single(evaluate(node.right, ctx));
      if (right instanceof CellError) return right;
      if (node.op === '&') return asText(left) + asText(right);
      if (node.op in COMPARISONS) return COMPARISONS[node.op](compare(left, right));
      const a = asNumber(left, node.op);
      if (a instanceof CellError) return a;
      const b = asNumber(right, node.op);
      if (b instanceof CellError) return b;
      if (node.op === '+') return a + b;
      if (node.op === '-') return a - b;
      if (node.op === '*') return a * b;
      if (b === 0) return new CellError('#DIV/0!', 'Function DIVIDE parameter 2 cannot be zero.');
      return a / b;
    }
    case 'call': {
      const custom = ctx.customFunction(node.name);
      const builtin = custom ? undefined : ctx.builtin(node.name);
      const fn: BuiltinFunction | undefined = custom ?? builtin;
      if (!fn) {
        return new CellError(
          '#NAME?',
          `Unknown function: '${node.name}'. The preview knows the add-on's custom functions and a few of Sheets' built-in ones (MAX, SUMPRODUCT, SUM, …), not this one.`,
        );
      }
      const args: Array<Scalar | Grid | CellError> = [];
      for (const arg of node.args) {
        const value = arg === null ? '' : evaluate(arg, ctx);
        // As in Sheets, an error in an argument is the result; the function is not called.
        if (value instanceof CellError && !builtin?.takesErrors) return value;
        args.push(value);
      }
      try {
        const result = fn(...args);
        return result instanceof CellError ? result : resultOf(result);
      } catch (e) {
        return new CellError('#ERROR!', errorMessage(e));
      }
    }
  }
}
