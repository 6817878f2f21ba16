/**
 * 6. Refusing a full cell: BLADES_BANDS given a text of 50,000 characters
 * (the most a Sheets cell holds), digits ending in a letter: the input a
 * backtracking pattern took seconds over. Through the built Code.js.
 */
import { BandsFunction, freshBladesBands, readCode } from './built-code';
import { atMost, Section } from './report';
import { Mode, sideBySide } from './timing';

export const FULL_CELL = '1'.repeat(49_999) + 'x';

/** The call's error message; the bench fails if the text is not refused. */
export function refuse(fn: BandsFunction, text = FULL_CELL): string {
  try {
    fn(text);
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error('a 50,000-character text was not refused');
}

export function refusalSection(mode: Mode): Section {
  const code = readCode();
  const warm = freshBladesBands(code);
  const message = refuse(warm);
  const t = sideBySide(
    [
      { name: 'fresh', prepare: () => freshBladesBands(code), run: (fn) => refuse(fn) },
      { name: 'warm', run: () => refuse(warm) },
    ],
    mode,
  );
  const fresh = t.get('fresh')!.medianMs;
  return {
    id: 'refusal',
    title: '7. BLADES_BANDS refusing a 50,000-character text (a full cell of digits ending in a letter), built Code.js in node:vm',
    figures: [
      {
        id: 'refusal.freshMs',
        label: 'one call, freshly loaded (as Sheets runs it)',
        value: fresh,
        unit: 'ms',
        target: atMost(fresh, 5, '5 ms'),
        note: 'the load itself: see cold start',
      },
      { id: 'refusal.warmMs', label: 'one call, script JIT-warm', value: t.get('warm')!.medianMs, unit: 'ms' },
      { id: 'refusal.messageBytes', label: 'its error message', value: Buffer.byteLength(message), unit: 'bytes' },
    ],
  };
}
