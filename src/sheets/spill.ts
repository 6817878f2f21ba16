import { CustomFunction } from '../rolls/custom-functions';
import { CellAddress, columnNumber, parseCell } from './a1';
import { CellArea } from './cell-area';
import { Area, FunctionShape, PoolCells, SizeArgument } from './function-shape';
import { FUNCTION_SHAPES } from './functions/shapes';
import { readScalarInteger } from './integer-arg';
import { readPools } from './pools-arg';
import { MAX_PARTICIPANTS } from '../blades/group';

/**
 * Where an add-on formula already on a sheet spills, from its own text:
 * =BLADES_BANDS(A2:A4) in B2 fills B2:E4, even where its result shows
 * blanks (a blank pool gives a blank row, and Apps Script reads those
 * cells as ""), so that an insert never writes into it and breaks it with
 * #REF!. Pure: the edge (src/appsscript/occupancy.ts) hands over the
 * formula, its cell, the sheet's size and a way to read cells.
 *
 * A formula is understood when it is one call of an add-on function,
 * =NAME(args) (the names of src/rolls/custom-functions.ts, any case),
 * its arguments apart by "," or ";", each a number, "text", TRUE/FALSE,
 * a cell or a range (A2, $A$2, A2:A8, A:A, A2:A, 2:3, with or without a
 * sheet's name), an array literal ({2,1,0}, {2;1;0}), arithmetic of
 * single values (A2+1, MAX(0, A2-1): one value), or anything else a
 * formula's argument may be (another function's result, a named range,
 * arithmetic on a range: one value or an array, not known). Its area is
 * the one its function declares beside its implementation
 * (./function-shape.ts, ./functions/shapes.ts): the rows of its pool
 * argument (a range's height, 1 for one value) times its width, a grid
 * function's range itself (BLADES_AT_LEAST(B2:M5; "Partial") fills 4 × 12
 * cells), or the shape its size arguments give (a clock's segments, BLADES_ODDS_TABLE's
 * bounds, BLADES_GROUP_STRESS's participants). Those are read from the
 * sheet when they are cells, and checked as the function checks them: one
 * it refuses, or one argument more than the function takes, makes the
 * formula show #ERROR! in its own cell, which then fills only that cell.
 * One whose value is not known here takes the largest size it allows; a
 * pool whose rows are not known runs to the sheet's edge (`unbounded`).
 * Other arguments are not read: the area is what the formula fills once
 * they are valid.
 *
 * Anything else (another function around the call, ARRAYFORMULA, a
 * literal array) is not known from the text: null, and the limit
 * docs/sidebar.md states.
 */

/** The cells of a rectangle on the sheet, row by row as getValues gives them; null if they cannot be read (another sheet). */
export type ReadCells = (area: CellArea, sheet: string | null) => unknown[][] | null;

/** The sheet's size, for whole-column ranges (A:A) and the sheet's edge. */
export interface SheetSize {
  readonly rows: number;
  readonly columns: number;
}

/** The cells an add-on formula fills, or may fill. */
export interface FormulaArea extends CellArea {
  /**
   * Its rows cannot be known from its text (its pool is another function's
   * result or a named range, which may be a column of any height): the
   * area runs down to the sheet's last row, the most it may fill.
   */
  readonly unbounded?: true;
}

/** The area the add-on formula in cell `at` fills, its own cell first; null when its text does not tell. */
export function addonSpill(formula: string, at: CellAddress, size: SheetSize, read: ReadCells): FormulaArea | null {
  const call = parseCall(formula, size);
  if (!call || !isAddonFunction(call.name)) return null;
  const declared = FUNCTION_SHAPES[call.name];
  const shape = call.args.length > declared.params.length ? ERROR : shapeOf(call.name, declared, call.args, read);
  if (shape === null) return null;
  const { rows, columns } = shape === ERROR ? { rows: 1, columns: 1 } : shape;
  // Past the sheet's edge nothing can be in the way: the area stops there.
  const area = {
    row: at.row,
    column: at.column,
    rows: Math.max(1, Math.min(rows, size.rows - at.row + 1)),
    columns: Math.max(1, Math.min(columns, size.columns - at.column + 1)),
  };
  return rows === Infinity ? { ...area, unbounded: true } : area;
}

// --- the functions' shapes ---

/** The call is refused (#ERROR! in its own cell). */
const ERROR = 'error';
type Outcome = Area | typeof ERROR | null;

const isAddonFunction = (name: string): name is CustomFunction => Object.prototype.hasOwnProperty.call(FUNCTION_SHAPES, name);

/**
 * The area a call fills, from its function's declared shape
 * (./functions/shapes.ts): the pool argument's rows, then each size
 * argument read as the function reads it. A size whose value is not known
 * here (`Z1+1`, `MAX(2, Z1)`, a cell of another sheet) takes the largest
 * area it allows, from the range its function reads it in
 * (docs/sidebar.md); a pool whose rows are not known gives rows without
 * end (Infinity: down to the sheet's edge).
 */
function shapeOf(fn: CustomFunction, shape: FunctionShape, args: readonly Arg[], read: ReadCells): Outcome {
  const argOf = (param: string): Arg | undefined => args[shape.params.indexOf(param)];
  const size: Record<string, number> = {};
  for (const [param, { spec, omitted, least }] of Object.entries(shape.sizes ?? {}) as Array<[string, SizeArgument]>) {
    const fallback = typeof omitted === 'string' ? size[omitted] : omitted;
    const value = integer(fn, argOf(param), read, (v) => readScalarInteger(fn, spec, v, fallback));
    if (value === ERROR) return value;
    size[param] = value ?? (least ? spec.min : spec.max);
  }
  if (shape.participants !== undefined) {
    const pools = argOf(shape.participants);
    const value = integer(fn, pools, read, (v) => readPools(fn, v).length);
    if (value === ERROR) return value;
    size[shape.participants] = value ?? mostParticipants(pools);
  }
  const pool = shape.pool ? poolArea(shape.pool.cells, argOf(shape.pool.param)) : ONE;
  return (pool && shape.area(pool, size)) ?? ERROR;
}

const ONE: Area = { rows: 1, columns: 1 };

/**
 * The pool argument's rows and columns as its function reads them, or
 * null when it refuses them: a one-column range's rows (`column`; wider
 * is refused), a grid's rows and columns (`grid`), one value only
 * (`one`). A pool the text does not tell may be a column (or a grid) of
 * any size: Infinity, down (and across) to the sheet's edge; one value
 * only is at most the declared area.
 */
function poolArea(cells: PoolCells, pool: Arg | undefined): Area | null {
  if (pool?.kind === 'unknown') return cells === 'one' ? ONE : { rows: Infinity, columns: cells === 'grid' ? Infinity : 1 };
  const grid = gridOf(pool);
  if (!grid || (grid.rows === 1 && grid.columns === 1)) return ONE;
  if (cells === 'grid') return grid;
  return cells === 'column' && grid.columns === 1 ? grid : null;
}

/** The most participants a pools argument whose cells are not known may hold: a range's cells, one value's one, at most a group's limit. */
function mostParticipants(pools: Arg | undefined): number {
  if (pools?.kind === 'cells') return Math.min(pools.area.rows * pools.area.columns, MAX_PARTICIPANTS);
  return pools?.kind === 'expression' ? 1 : MAX_PARTICIPANTS;
}

/** A range's or an array literal's rows and columns; null for one value or none. */
function gridOf(arg: Arg | undefined): Area | null {
  if (arg?.kind === 'cells') return arg.area;
  if (arg?.kind === 'array') return { rows: arg.values.length, columns: arg.values[0].length };
  return null;
}

/**
 * A shape-deciding argument, read as the function reads it (`check`
 * throws where the function throws): its number, ERROR, or null when its
 * value is not known here (computed, or on another sheet).
 */
function integer(fn: string, arg: Arg | undefined, read: ReadCells, check: (value: unknown) => number): number | typeof ERROR | null {
  const value = valueOf(arg, read);
  if (value === UNKNOWN) return null;
  try {
    return check(value);
  } catch (e) {
    if (e instanceof Error && e.message.startsWith(`${fn}: `)) return ERROR;
    throw e;
  }
}

const UNKNOWN = Symbol('unknown');

/** The argument as the custom function receives it: one value, a 2-D array, undefined when omitted. */
function valueOf(arg: Arg | undefined, read: ReadCells): unknown {
  if (!arg) return undefined;
  switch (arg.kind) {
    case 'omitted':
      return undefined;
    case 'value':
      return arg.value;
    case 'expression':
    case 'unknown':
      return UNKNOWN;
    case 'array':
      return arg.values.length === 1 && arg.values[0].length === 1 ? arg.values[0][0] : arg.values;
    case 'cells': {
      const cells = read(arg.area, arg.sheet);
      if (!cells) return UNKNOWN;
      // Sheets passes one cell as its value, a larger range as rows of values.
      return arg.area.rows === 1 && arg.area.columns === 1 ? cells[0][0] : cells;
    }
  }
}

// --- reading the formula ---

/** An argument as far as the shape needs it. */
type Arg =
  | { readonly kind: 'omitted' }
  /** A literal: a number, text or TRUE/FALSE. */
  | { readonly kind: 'value'; readonly value: number | string | boolean }
  /** One value the text does not give (A2+1, MAX(0, A2-1)). */
  | { readonly kind: 'expression' }
  /** One value or an array, the text does not tell (another function's result, a named range, A2:A4+1). */
  | { readonly kind: 'unknown' }
  /** A cell or a range, on the sheet named or (null) the formula's own. */
  | { readonly kind: 'cells'; readonly area: CellArea; readonly sheet: string | null }
  /** An array literal, {2,1,0}: its rows of values. */
  | { readonly kind: 'array'; readonly values: ReadonlyArray<ReadonlyArray<number | string | boolean>> };

/** Built-ins that always give one value, as the docs recommend them around a pool (MAX(0, A2-1)). */
const ONE_VALUE_BUILTINS = new Set(['MAX', 'MIN', 'SUM', 'SUMPRODUCT', 'AVERAGE', 'ROUND', 'ABS']);

type Token =
  | { readonly kind: 'number'; readonly value: number }
  | { readonly kind: 'string'; readonly value: string }
  | { readonly kind: 'word'; readonly text: string }
  | { readonly kind: 'sheet'; readonly name: string }
  | { readonly kind: 'op'; readonly text: string };

const TOKEN =
  /\s*(?:(\d+\.?\d*(?:[eE][+-]?\d+)?|\.\d+(?:[eE][+-]?\d+)?)|"((?:[^"]|"")*)"|'((?:[^']|'')+)'|([A-Za-z_$][A-Za-z0-9_.$]*)|(<=|>=|<>|[-+*/&^%=<>(),;:{}!]))/y;

function tokenize(text: string): Token[] | null {
  const tokens: Token[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < text.length) {
    if (/^\s*$/.test(text.slice(TOKEN.lastIndex))) break;
    const m = TOKEN.exec(text);
    if (!m) return null;
    if (m[1] !== undefined) tokens.push({ kind: 'number', value: Number(m[1]) });
    else if (m[2] !== undefined) tokens.push({ kind: 'string', value: m[2].replace(/""/g, '"') });
    else if (m[3] !== undefined) tokens.push({ kind: 'sheet', name: m[3].replace(/''/g, "'") });
    else if (m[4] !== undefined) tokens.push({ kind: 'word', text: m[4] });
    else tokens.push({ kind: 'op', text: m[5] });
  }
  return tokens;
}

const COLUMN = /^\$?([A-Za-z]{1,3})$/;

/** A parse that cannot go on: not a formula whose shape its text tells. */
class NotKnown extends Error {}

/** The formula as one call of a function and its arguments, or null when it is anything else. */
function parseCall(formula: string, size: SheetSize): { name: string; args: Arg[] } | null {
  const text = formula.trim();
  if (!text.startsWith('=')) return null;
  const tokens = tokenize(text.slice(1));
  if (!tokens || !tokens.length) return null;
  let i = 0;
  const peek = (): Token | undefined => tokens[i];
  const isOp = (op: string): boolean => {
    const t = peek();
    return t?.kind === 'op' && t.text === op;
  };
  const take = (op: string): void => {
    if (!isOp(op)) throw new NotKnown();
    i++;
  };

  /** A call's arguments, after its "(": each may be left empty (omitted). */
  const argumentList = (): Arg[] => {
    const args: Arg[] = [];
    if (isOp(')')) {
      i++;
      return args;
    }
    for (;;) {
      args.push(isOp(',') || isOp(';') || isOp(')') ? { kind: 'omitted' } : expression());
      if (isOp(')')) {
        i++;
        return args;
      }
      if (!isOp(',') && !isOp(';')) throw new NotKnown();
      i++;
    }
  };

  const isBinary = (): boolean => BINARY.some(isOp);

  /** Operands joined by operators: one operand is itself; several of single values are one value. */
  const expression = (): Arg => {
    const operands = [unary()];
    while (isBinary()) {
      i++;
      operands.push(unary());
    }
    if (operands.length === 1) return operands[0];
    return { kind: operands.every(isOneValue) ? 'expression' : 'unknown' };
  };

  const unary = (): Arg => {
    if (isOp('-') || isOp('+')) {
      const negative = isOp('-');
      i++;
      const arg = unary();
      if (arg.kind === 'value' && typeof arg.value === 'number') return { kind: 'value', value: negative ? -arg.value : arg.value };
      return { kind: isOneValue(arg) ? 'expression' : 'unknown' };
    }
    const arg = primary();
    if (isOp('%')) {
      i++;
      return { kind: isOneValue(arg) ? 'expression' : 'unknown' };
    }
    return arg;
  };

  const primary = (): Arg => {
    const token = tokens[i++];
    if (!token) throw new NotKnown();
    switch (token.kind) {
      case 'number':
        if (isOp(':')) return range(null, token);
        return { kind: 'value', value: token.value };
      case 'string':
        return { kind: 'value', value: token.value };
      case 'sheet':
        take('!');
        return reference(token.name);
      case 'word': {
        if (isOp('(')) {
          i++;
          const name = token.text.toUpperCase();
          argumentList();
          // Only the built-ins that always give one value; the add-on's own and anything else may give an array.
          return { kind: ONE_VALUE_BUILTINS.has(name) ? 'expression' : 'unknown' };
        }
        if (isOp('!')) {
          i++;
          return reference(token.text);
        }
        const upper = token.text.toUpperCase();
        if (upper === 'TRUE' || upper === 'FALSE') return { kind: 'value', value: upper === 'TRUE' };
        i--;
        return reference(null);
      }
      case 'op':
        if (token.text === '(') {
          const inner = expression();
          take(')');
          return inner;
        }
        if (token.text === '{') return arrayLiteral();
        throw new NotKnown();
    }
  };

  /** A cell or range after its sheet's name (or with none): A2, A2:A8, A:A, A2:A, 2:3. */
  const reference = (sheet: string | null): Arg => {
    const token = tokens[i++];
    if (token?.kind === 'number') return range(sheet, token);
    if (token?.kind !== 'word') throw new NotKnown();
    const cell = parseCell(token.text);
    if (cell && !isOp(':')) return { kind: 'cells', area: { ...cell, rows: 1, columns: 1 }, sheet };
    // A name that is no cell and starts no range: a named range, of any size.
    if (!isOp(':') && !COLUMN.test(token.text)) return { kind: 'unknown' };
    return range(sheet, token);
  };

  /** `first` ":" last, as a rectangle of the sheet. */
  const range = (sheet: string | null, first: Token): Arg => {
    take(':');
    const last = tokens[i++];
    const area = rangeArea(first, last, size);
    if (!area) throw new NotKnown();
    return { kind: 'cells', area, sheet };
  };

  const arrayLiteral = (): Arg => {
    const rows: Array<Array<number | string | boolean>> = [[]];
    for (;;) {
      const cell = unary();
      if (cell.kind !== 'value') throw new NotKnown();
      rows[rows.length - 1].push(cell.value);
      if (isOp('}')) {
        i++;
        break;
      }
      if (isOp(';')) rows.push([]);
      else if (!isOp(',')) throw new NotKnown();
      i++;
    }
    if (rows.some((r) => r.length !== rows[0].length)) throw new NotKnown();
    return { kind: 'array', values: rows };
  };

  try {
    const name = tokens[i++];
    if (name?.kind !== 'word') return null;
    take('(');
    const args = argumentList();
    if (i !== tokens.length) return null;
    return { name: name.text.toUpperCase(), args };
  } catch (e) {
    if (e instanceof NotKnown) return null;
    throw e;
  }
}

/** One value, as an operator takes it: a literal, an expression, or a single cell. */
const isOneValue = (arg: Arg): boolean =>
  arg.kind === 'value' || arg.kind === 'expression' || (arg.kind === 'cells' && arg.area.rows === 1 && arg.area.columns === 1);

const BINARY = ['+', '-', '*', '/', '&', '^', '=', '<', '>', '<=', '>=', '<>'];

/** The rectangle a range names: A2:B8 (either corner first), A:B (whole columns), A2:B (down to the last row), 2:3 (whole rows). */
function rangeArea(first: Token, last: Token | undefined, size: SheetSize): CellArea | null {
  if (!last) return null;
  const rowOf = (t: Token): number | null =>
    t.kind === 'number' && Number.isInteger(t.value) && t.value >= 1
      ? t.value
      : t.kind === 'word' && /^\$\d+$/.test(t.text)
        ? Number(t.text.slice(1))
        : null;
  const a = first.kind === 'word' ? first.text : '';
  const b = last.kind === 'word' ? last.text : '';
  const box = (r1: number, c1: number, r2: number, c2: number): CellArea => ({
    row: Math.min(r1, r2),
    column: Math.min(c1, c2),
    rows: Math.abs(r2 - r1) + 1,
    columns: Math.abs(c2 - c1) + 1,
  });
  const cellA = parseCell(a);
  const cellB = parseCell(b);
  const columnA = COLUMN.exec(a);
  const columnB = COLUMN.exec(b);
  if (cellA && cellB) return box(cellA.row, cellA.column, cellB.row, cellB.column);
  if (columnA && columnB) return box(1, columnNumber(columnA[1]), size.rows, columnNumber(columnB[1]));
  if (cellA && columnB) return box(cellA.row, cellA.column, size.rows, columnNumber(columnB[1]));
  const rowA = rowOf(first);
  const rowB = rowOf(last);
  if (rowA !== null && rowB !== null) return box(rowA, 1, rowB, size.columns);
  return null;
}
