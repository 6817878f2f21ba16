import { Band, BANDS } from '../blades/action';
import { readWord } from './word-arg';

/**
 * The `band` argument: one of the four band names, in any case, with
 * surrounding spaces ignored (a typed "partial " is meant as Partial).
 * Anything else is refused with the four valid names; a range too, as the
 * band applies to every row of a dice column.
 */
export const readBand = (fn: string, value: unknown): Band => readWord(fn, { name: 'band', noun: 'band', words: BANDS }, value);
