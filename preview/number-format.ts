/**
 * Number formats as Sheets renders them, for the subset the add-on writes
 * and a user is likely to type: General, digit patterns (0, 0.0, 000),
 * percent (0.0%), quoted text ("<0.1%"), and sections split by ";".
 *
 * Sections, as the Sheets API guide "Date and number formats" documents
 * them: without conditions, positive;negative;zero (a negative section
 * shows the number without its sign; a missing zero section falls back to
 * the first). A [condition] ([<100], [>=0.9995], [=0]; the operators
 * =, <>, <, <=, >, >=) replaces a section's default comparison; only the
 * first two sections can carry one, the first that matches wins, a third
 * section formats everything else, and without one a number matching
 * neither fills the cell with "#". (A second section without a condition
 * is read as the rest, as the third would be: not in the guide.)
 */

type Operator = '<=' | '>=' | '<>' | '<' | '>' | '=';

interface Condition {
  readonly op: Operator;
  readonly than: number;
}

interface Section {
  readonly condition?: Condition;
  /** The pattern without its condition. */
  readonly body: string;
}

/** What a value matching no section of a two-section conditional format shows. */
export const NO_SECTION = '########';

function matches(value: number, { op, than }: Condition): boolean {
  switch (op) {
    case '<':
      return value < than;
    case '<=':
      return value <= than;
    case '>':
      return value > than;
    case '>=':
      return value >= than;
    case '=':
      return value === than;
    case '<>':
      return value !== than;
  }
}

/** The format's sections, split at each ";" outside quotes, each with its condition read off. */
function sections(format: string): Section[] {
  const parts: string[] = [''];
  let quoted = false;
  for (const ch of format) {
    if (ch === '"') quoted = !quoted;
    if (ch === ';' && !quoted) parts.push('');
    else parts[parts.length - 1] += ch;
  }
  return parts.map((part) => {
    const m = /^\[(<=|>=|<>|<|>|=)\s*(-?\d*\.?\d+(?:[eE][-+]?\d+)?)\]/.exec(part);
    if (!m) return { body: part };
    return { condition: { op: m[1] as Operator, than: Number(m[2]) }, body: part.slice(m[0].length) };
  });
}

/** General: up to ten significant digits, as a default-width column shows them. */
const general = (value: number): string => String(Number(value.toPrecision(10)));

/** One section's body applied to a number: quoted text as is, one digit pattern (0, 0.00, 000, with %) in place. */
function render(body: string, value: number): string {
  if (body === '' || /^general$/i.test(body)) return general(value);
  let out = '';
  let placed = false;
  const percent = /%(?=(?:[^"]*"[^"]*")*[^"]*$)/.test(body);
  const token = /"([^"]*)"|(0+)(?:\.(0+))?|(%)|(.)/g;
  for (let m = token.exec(body); m; m = token.exec(body)) {
    if (m[1] !== undefined) out += m[1];
    else if (m[2] !== undefined) {
      if (placed) throw new Error(`The preview renders one digit pattern per section, not "${body}".`);
      placed = true;
      const decimals = m[3]?.length ?? 0;
      const shown = Math.abs(percent ? value * 100 : value).toFixed(decimals);
      const [whole, fraction] = shown.split('.');
      const sign = value < 0 && Number(shown) !== 0 ? '-' : '';
      out += sign + whole.padStart(m[2].length, '0') + (fraction === undefined ? '' : `.${fraction}`);
    } else out += m[4] ?? m[5];
  }
  return out;
}

/** A number as a format shows it. */
export function formatNumber(value: number, format: string): string {
  const all = sections(format);
  if (all.some((s) => s.condition)) {
    // A section without a condition among the first two takes whatever the conditions before it left.
    const hit = all.slice(0, 2).find((s) => !s.condition || matches(value, s.condition));
    if (hit) return render(hit.body, value);
    return all.length > 2 ? render(all[2].body, value) : NO_SECTION;
  }
  if (all.length === 1 || value > 0) return render(all[0].body, value);
  if (value < 0) return render(all[1].body, Math.abs(value));
  return render((all[2] ?? all[0]).body, value);
}
