import { mostMarked, shortestTrack } from '../blades/stress-risk';
import { CountField, SIDEBAR_FIELDS, SidebarFieldName, SwitchField, WordsField, fieldSpec, keyOf } from '../rolls/fields';
import { ROLL_TYPES, RollChoice, RollType, rollFields, spanSubject, subjectField } from '../rolls/roll-types';
import { el, setHidden } from './dom';
import type { RollMemory } from './memory';
import { Participants } from './participants';
import { Bounds, WholeNumberField, fieldBlock, rangeText } from './whole-number';

/**
 * The fields of every roll type, each built once (when a roll type that takes it is first shown) from its spec
 * (src/rolls/fields.ts) by its kind: a count as a whole-number field (its
 * help, picks and refusals), words as a select or radios, a switch as a
 * checkbox, a crew's pools as the participants (whose fieldset also holds
 * the fields after them: the group's Synchronized). Each roll type shows
 * the fields ROLL_FIELDS gives it, in the fields' order; the inserts read
 * its whole-number fields (Insert formula those its formula takes), and
 * its choice is made from their values. Nothing here names a roll type.
 */

/** The help beside a field: its range now, then what it is for. */
const helpOf =
  (note?: string) =>
  (bounds: Bounds): string =>
    note === undefined ? rangeText(bounds) : `${rangeText(bounds)} · ${note}`;

/** A field's element id: its name in kebab case (`viceStress`: `vice-stress`). */
const idOf = (name: string): string => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** One field's control in the page. */
interface Widget {
  /** Its block: hidden unless a roll type that takes it is on show. */
  readonly block: HTMLElement;
  /** The value on show: a field's last valid entry, never a refused one. */
  value(): unknown;
  /** The whole-number fields an insert checks for it (none for words or a switch). */
  checked(): readonly WholeNumberField[];
}

export class RollFields {
  private readonly widgets = new Map<SidebarFieldName, Widget>();
  private readonly numbers = new Map<SidebarFieldName, WholeNumberField>();
  /** Each field that sits in a pools field's fieldset (the group's Synchronized), and that field. */
  private readonly nestedIn = new Map<SidebarFieldName, SidebarFieldName>();

  /**
   * Fields on the values in `opening` (remembered) or their defaults, each
   * built into `host` the first time a roll type that takes it is asked
   * for (docs/sidebar.md, *Load*): the first screen holds only the roll
   * type on show's fields, in the fields' order as if all were there.
   * `onChange` is told what a button changed, if one did ("Added participant 4, 2 dice.").
   */
  constructor(
    private readonly host: HTMLElement,
    private readonly opening: Partial<RollMemory>,
    private readonly onChange: (said?: string) => void,
  ) {
    // A roll type's fields after its pools sit in the participants' fieldset (the group's Synchronized).
    for (const roll of ROLL_TYPES) {
      const names = this.namesOf(roll);
      const pools = names.findIndex((n) => fieldSpec(n).kind === 'pools');
      if (pools >= 0) for (const n of names.slice(pools + 1)) this.nestedIn.set(n, names[pools]);
    }
  }

  /** Builds `roll`'s fields not built yet, with what they need: a field whose bound follows another's, that one; a nested field, its fieldset. */
  private build(roll: RollType): void {
    const wanted = new Set(this.namesOf(roll).filter((name) => !this.widgets.has(name)));
    if (wanted.size === 0) return;
    const followers = this.followers();
    if (followers.some((name) => wanted.has(name))) for (const name of followers) if (!this.widgets.has(name)) wanted.add(name);
    for (const name of [...wanted]) {
      const outer = this.nestedIn.get(name);
      if (outer !== undefined && !this.widgets.has(outer)) wanted.add(outer);
    }
    const built = SIDEBAR_FIELDS.filter((name) => wanted.has(name));
    for (const name of built) this.widgets.set(name, this.widgetOf(name));
    // A bound that follows another field (stress below the track) is read once both exist.
    if (built.some((name) => followers.includes(name))) for (const name of followers) this.numbers.get(name)?.refresh();
    for (const name of built) {
      const block = this.widget(name).block;
      const outer = this.nestedIn.get(name);
      if (outer !== undefined) {
        this.widget(outer).block.append(block);
        continue;
      }
      // Before the next field built, in the fields' order: the page's order, and so the keyboard's, is the fields'.
      const next = SIDEBAR_FIELDS.slice(SIDEBAR_FIELDS.indexOf(name) + 1)
        .map((n) => this.widgets.get(n)?.block)
        .find((b) => b?.parentElement === this.host);
      this.host.insertBefore(block, next ?? null);
    }
  }

  /** A field's widget by its kind, on its opening value. */
  private widgetOf(name: SidebarFieldName): Widget {
    const field = fieldSpec(name);
    const id = idOf(name);
    const open = this.opening[name];
    const onChange = this.onChange;
    switch (field.kind) {
      case 'count':
        return field.widget === 'select'
          ? countSelect(id, field, (open as number | undefined) ?? field.default, onChange)
          : this.countWidget(name, id, field, (open as number | undefined) ?? field.default, onChange);
      case 'words':
        return wordsWidget(id, field, (open as string | undefined) ?? field.default, onChange);
      case 'switch':
        return switchWidget(id, field, (open as boolean | undefined) ?? field.default, onChange);
      case 'pools': {
        const participants = new Participants((open as readonly number[] | undefined) ?? field.default, field.legend, onChange);
        return { block: participants.element, value: () => participants.pools, checked: () => participants.fields };
      }
    }
  }

  private widget(name: SidebarFieldName): Widget {
    return this.widgets.get(name)!;
  }

  /** The sidebar's fields of a roll type, in the fields' order. */
  private namesOf(roll: RollType): SidebarFieldName[] {
    const taken: readonly string[] = rollFields(roll);
    return SIDEBAR_FIELDS.filter((name) => taken.includes(name));
  }

  /** The fields whose bounds follow another's, and those they follow, in the fields' order: checked again on a change of any. */
  private followers(): SidebarFieldName[] {
    const marked = SIDEBAR_FIELDS.flatMap((name) => {
      const field = fieldSpec(name);
      return field.kind === 'count' && field.markedOn !== undefined ? [name, field.markedOn] : [];
    });
    return SIDEBAR_FIELDS.filter((name) => marked.includes(name));
  }

  /**
   * A count's whole-number field. Stress marked on a track stays below it
   * and the track above it: each one's bounds follow the other, and a
   * change of one checks both again.
   */
  private countWidget(name: SidebarFieldName, id: string, field: CountField, value: number, onChange: () => void): Widget {
    const marking = SIDEBAR_FIELDS.find((n) => {
      const f = fieldSpec(n);
      return f.kind === 'count' && f.markedOn === name;
    });
    const markedOn = field.markedOn as SidebarFieldName | undefined;
    const following = this.followers().includes(name);
    const input = new WholeNumberField({
      id,
      name: field.label,
      min: marking === undefined ? field.min : () => shortestTrack(this.numbers.get(marking)!.value),
      max: markedOn === undefined ? field.max : () => mostMarked(this.numbers.get(markedOn)!.value),
      value,
      help: helpOf(field.note),
      ...(field.picks ? { picks: field.picks } : {}),
      ...(field.showing ? { showing: field.showing } : {}),
      onChange: following
        ? () => {
            for (const n of this.followers()) this.numbers.get(n)?.refresh();
            onChange();
          }
        : onChange,
    });
    this.numbers.set(name, input);
    return { block: fieldBlock(input), value: () => input.value, checked: () => [input] };
  }

  /** What the sidebar shows and inserts for the roll type on the switch. */
  choice(roll: RollType): RollChoice {
    this.build(roll);
    return { roll, ...Object.fromEntries(this.namesOf(roll).map((name) => [keyOf(name), this.widget(name).value()])) } as RollChoice;
  }

  /** Only the roll type's own fields on show. */
  show(roll: RollType): void {
    this.build(roll);
    const shown = this.namesOf(roll);
    for (const [name, widget] of this.widgets) setHidden(widget.block, !shown.includes(name));
  }

  /**
   * The fields each insert reads for the roll type: no other roll type's,
   * on show or not, is ever read. Insert formula reads those its formula
   * takes (not Stress marked or Track: =BLADES_RESIST(n) does not take
   * them), Insert table every one but its subject (Dice), which its span
   * replaces, unless that span runs to the value on show (a trajectory's
   * scores 1 … N).
   */
  reads(roll: RollType): { readonly formula: readonly WholeNumberField[]; readonly table: readonly WholeNumberField[] } {
    this.build(roll);
    const names = this.namesOf(roll);
    const checked = (taken: readonly SidebarFieldName[]) => taken.flatMap((name) => this.widget(name).checked());
    return {
      formula: checked(names.filter((name) => fieldSpec(name).tableOnly !== true)),
      table: checked(names.filter((name) => name !== spanned(roll))),
    };
  }

  /** Every value, to remember: a field's last valid entry, never a refused one; a field not built yet, the value it opened on. */
  remembered(): RollMemory {
    return Object.fromEntries(
      SIDEBAR_FIELDS.map((name) => [name, this.widgets.get(name)?.value() ?? this.opening[name] ?? fieldSpec(name).default]),
    ) as RollMemory;
  }
}

/** A native select (the arrow keys pick) of `options` (each its value and its words), labelled, its note beside it. */
function selectBlock(
  id: string,
  field: { readonly label: string; readonly note?: string },
  options: ReadonlyArray<readonly [string, string]>,
  opened: string,
  onChange: () => void,
): { readonly block: HTMLElement; readonly select: HTMLSelectElement } {
  const select = el(
    'select',
    { id, ...(field.note ? { 'aria-describedby': `${id}-help` } : {}) },
    options.map(([value, words]) => el('option', { value }, [words])),
  ) as HTMLSelectElement;
  select.value = opened;
  select.addEventListener('change', () => onChange());
  const block = el('div', { id: `${id}-field`, class: 'whole-number' }, [
    el('div', { class: 'number-field' }, [
      el('label', { for: id }, [field.label]),
      select,
      ...(field.note ? [el('span', { id: `${id}-help`, class: 'secondary' }, [field.note])] : []),
    ]),
  ]);
  return { block, select };
}

/** A count as a select of every value in its range, each as its field shows it ("Tier +1"): for a short range that takes a sign. */
function countSelect(id: string, field: CountField, opened: number, onChange: () => void): Widget {
  const values = Array.from({ length: field.max - field.min + 1 }, (_, i) => field.min + i);
  const shown = field.showing ?? String;
  const { block, select } = selectBlock(
    id,
    field,
    values.map((n) => [String(n), shown(n)] as const),
    String(opened),
    onChange,
  );
  return { block, value: () => values.find((n) => String(n) === select.value) ?? field.default, checked: () => [] };
}

/** The subject a roll's table spans in place of its field, if any: a pool's Dice, not a trajectory's Scores (its span ends at the value on show). */
function spanned(roll: RollType): string | null {
  const subject = spanSubject(roll);
  return subject !== null && subjectField(subject).span.to !== 'shown' ? subject : null;
}

/** Words as a native select (the arrow keys pick), its note beside it; or as native radios in a fieldset, one Tab stop, the arrow keys between them. */
function wordsWidget(id: string, field: WordsField, opened: string, onChange: () => void): Widget {
  const word = (picked: (w: string, i: number) => boolean) => field.words.find(picked) ?? field.default;
  if (field.widget === 'select') {
    const options = field.words.map((w) => [w, field.labels?.[w] ?? w] as const);
    const { block, select } = selectBlock(id, field, options, opened, onChange);
    return { block, value: () => word((w) => w === select.value), checked: () => [] };
  }
  const radios = field.words.map((w) => {
    const radio = el('input', { type: 'radio', name: id, value: w, id: `${id}-${w}` }) as HTMLInputElement;
    radio.checked = w === opened;
    radio.addEventListener('change', () => onChange());
    return radio;
  });
  // A fieldset (the group's look), its legend naming the radios: its own block, so `hidden` hides it.
  const block = el('fieldset', { id: `${id}-field`, class: 'group' }, [
    el('legend', {}, [field.label]),
    el(
      'div',
      { class: 'modes' },
      radios.map((r) => el('label', {}, [r, ` ${field.labels?.[r.value] ?? r.value}`])),
    ),
  ]);
  return { block, value: () => word((_, i) => radios[i].checked), checked: () => [] };
}

/** A checkbox, its label after it. */
function switchWidget(id: string, field: SwitchField, opened: boolean, onChange: () => void): Widget {
  const box = el('input', { id, type: 'checkbox' }) as HTMLInputElement;
  box.checked = opened;
  box.addEventListener('change', () => onChange());
  return {
    block: el('p', { class: 'check' }, [el('label', { for: id }, [box, ` ${field.label}`])]),
    value: () => box.checked,
    checked: () => [],
  };
}
