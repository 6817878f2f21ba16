import { DEFAULT_POSITION, Position } from '../blades/threat';
import { FIELDS } from '../rolls/fields';
import { readWord } from './word-arg';

/**
 * The `position` argument of a threat roll (docs/rules.md#threat-position):
 * risky or desperate, in any case; omitted means risky. Controlled is
 * understood but refused with its own sentence: in Deep Cuts a controlled
 * action is not rolled against threats. Its words are the sidebar's
 * Position field's (src/rolls/fields.ts).
 */
export const POSITION_SPEC = { name: 'position', words: FIELDS.position.words, ...FIELDS.position.anyCase } as const;

/** The position, or risky when omitted; `name` is the argument's as the message names it (the sidebar's field: "Position"). */
export function readPosition(fn: string, value: unknown, name: string = POSITION_SPEC.name): Position {
  return value === undefined || value === null
    ? DEFAULT_POSITION
    : readWord(fn, name === POSITION_SPEC.name ? POSITION_SPEC : { ...POSITION_SPEC, name }, value);
}
