import { CREW_CHARACTERS } from '../rolls/crew-sheet';
import { el } from './dom';
import { WholeNumberField, fieldBlock, rangeText } from './whole-number';

/**
 * Insert crew sheet's own part of the sidebar: the Characters field (1–12,
 * 4 unless chosen; the one whole-number field, ./whole-number.ts) and its
 * button and status line, in a fieldset of the Insert section. It
 * remembers Characters under a localStorage key of its own, apart from
 * ./memory.ts's roll fields, read back only if the field could have held
 * it. The insert writes with the table's Live formulas or Values.
 */

const KEY = 'blades-odds-crew';

/** The remembered Characters, if it is one the field could hold. */
export function readCharacters(stored: string | null): number | undefined {
  let data: unknown;
  try {
    data = JSON.parse(stored ?? 'null');
  } catch {
    return undefined;
  }
  const n = typeof data === 'object' && data !== null ? (data as { characters?: unknown }).characters : undefined;
  return typeof n === 'number' && Number.isInteger(n) && n >= CREW_CHARACTERS.min && n <= CREW_CHARACTERS.max ? n : undefined;
}

function recall(): number {
  try {
    return readCharacters(window.localStorage.getItem(KEY)) ?? CREW_CHARACTERS.default;
  } catch {
    return CREW_CHARACTERS.default;
  }
}

function remember(characters: number): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify({ characters }));
  } catch {
    // Storage refused: the field works, it just forgets.
  }
}

export class CrewInsert {
  readonly field: WholeNumberField;
  readonly button: HTMLButtonElement;
  readonly status: HTMLElement;
  readonly element: HTMLElement;

  constructor() {
    this.field = new WholeNumberField({
      id: 'crew-characters',
      name: 'Characters',
      min: CREW_CHARACTERS.min,
      max: CREW_CHARACTERS.max,
      value: recall(),
      help: (bounds) => `${rangeText(bounds)}, a row each`,
      showing: (n) => `${n} character${n === 1 ? '' : 's'}`,
      onChange: () => remember(this.field.value),
    });
    this.button = el('button', { id: 'insert-crew', type: 'button', 'aria-describedby': 'crew-about active-cell' }, [
      'Insert crew sheet',
    ]) as HTMLButtonElement;
    this.status = el('p', { id: 'crew-status', class: 'status', role: 'status' });
    this.element = el('fieldset', {}, [
      el('legend', {}, ['Crew sheet']),
      el('p', { id: 'crew-about', class: 'secondary' }, [
        'A row per character for their action dots, and below it the odds of every action, live: one formula per grid.',
      ]),
      fieldBlock(this.field),
      el('p', { class: 'buttons' }, [this.button]),
      this.status,
    ]);
  }
}
