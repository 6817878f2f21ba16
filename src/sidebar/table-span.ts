import { MAX_DICE, MIN_DICE } from '../blades/pool-size';
import { el } from './dom';
import { WholeNumberField } from './whole-number';

/**
 * Insert table's span, From and To: two whole-number fields, each refused
 * in its own words, and the span itself checked as they are typed. From
 * above To (7, 2) marks both fields invalid with one alert saying which
 * to change; either field making the span valid clears it.
 *
 * Decision: the span is checked only while both fields hold what they
 * show (no refusal of their own on show, neither emptied for an edit
 * under way), so one message speaks at a time: "To 21 refused" is not
 * joined by a span error against To's last valid value.
 */
/** How long a backwards span waits to be marked: typing 12 passes through 1. */
const SETTLE_MS = 400;

export class TableSpan {
  private pending = 0;
  readonly from: WholeNumberField;
  readonly to: WholeNumberField;
  readonly element: HTMLElement;
  readonly error: HTMLElement;

  constructor(opening: { readonly from: number; readonly to: number }, onChange: () => void) {
    const field = (id: string, name: string, label: string, value: number) =>
      new WholeNumberField({ id, name, label, min: MIN_DICE, max: MAX_DICE, value, showing: null, onChange });
    this.from = field('table-from', 'From', 'From', opening.from);
    this.to = field('table-to', 'To', 'to', opening.to);
    // Always in the page, empty while the span is valid: an alert unhidden with its text is not said by every screen reader.
    this.error = el('p', { id: 'table-span-error', class: 'error', role: 'alert' });
    const { from, to } = this;
    this.element = el('div', {}, [
      el('p', { class: 'span' }, [from.label, from.input, to.label, to.input, el('span', {}, ['dice'])]),
      from.error,
      to.error,
      this.error,
    ]);
    for (const f of [from, to]) {
      f.input.setAttribute('aria-describedby', `${f.input.getAttribute('aria-describedby') ?? ''} table-span-error`.trim());
      // After the field's own check (its listeners come first): the span as the fields hold it now.
      f.input.addEventListener('input', () => this.check());
      f.input.addEventListener('change', () => this.check());
    }
    this.check();
  }

  /** "From 7 is above To 2" while the span the fields hold runs backwards, else null. */
  crossed(): string | null {
    return this.from.value > this.to.value ? `From ${this.from.value} is above To ${this.to.value}` : null;
  }

  /**
   * What stops Insert table: a field's own refusal, else a backwards span
   * (checked on the values held, so an emptied field cannot slip it
   * through); null for none.
   */
  refusal(): string | null {
    const own = [this.from, this.to].map((f) => f.refusal()).filter((r) => r !== null);
    return own.length > 0 ? own.join('; ') : this.crossed();
  }

  /**
   * Marks the span as the fields hold it now: both invalid with one
   * message, or neither (a field's own refusal keeps its mark). A span
   * that runs backwards is marked once typing settles, so To 12 after
   * From 3 does not flash "above To 1" on its way; a valid one clears at once.
   */
  private check(): void {
    clearTimeout(this.pending);
    const settled = [this.from, this.to].every((f) => f.refusal() === null && f.input.value.trim() !== '');
    const crossed = settled ? this.crossed() : null;
    if (crossed === null) this.mark(null);
    else this.pending = window.setTimeout(() => this.mark(`${crossed}: give the smaller pool first.`), SETTLE_MS);
  }

  private mark(message: string | null): void {
    // The same message again is left as it is, so the alert is not said twice.
    if (this.error.textContent !== (message ?? '')) this.error.textContent = message ?? '';
    for (const f of [this.from, this.to]) {
      f.input.setAttribute('aria-invalid', String(message !== null || f.refusal() !== null));
    }
  }
}
