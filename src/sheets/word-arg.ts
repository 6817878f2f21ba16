import { isDate } from './cell';
import { argumentError } from './integer-arg';
import { joinWords } from './words';

/** How one argument that names a word from a list (a band, a position) is named and explained in errors. */
export interface WordSpec<W extends string> {
  /** The parameter name: "band". */
  readonly name: string;
  /** What one of the words is, in "is not a band": "band". */
  readonly noun: string;
  readonly words: readonly W[];
  /** Words that are understood but refused, each with its own problem: "is not rolled: …". */
  readonly refused?: Readonly<Record<string, string>>;
}

/** The problem of a word that is understood but refused; its own keys only, so "constructor" is no refusal of Object's. */
const refusal = (spec: WordSpec<string>, typed: string | null): string | undefined =>
  typed !== null && spec.refused !== undefined && Object.prototype.hasOwnProperty.call(spec.refused, typed)
    ? spec.refused[typed]
    : undefined;

/**
 * An argument naming one of `spec.words`, in any case, with surrounding
 * spaces ignored (a typed "partial " is meant as Partial). Anything else is
 * refused with the valid words; a range too, as the word applies to every
 * row of a dice column.
 */
export function readWord<W extends string>(fn: string, spec: WordSpec<W>, value: unknown): W {
  const typed = typeof value === 'string' ? value.trim().toLowerCase() : null;
  // A loop, not find's callback: one function fewer on a first call (docs/benchmarks.md).
  for (let i = 0; i < spec.words.length; i++) if (spec.words[i].toLowerCase() === typed) return spec.words[i];
  const problem =
    value === null || value === undefined
      ? 'is missing'
      : value === ''
        ? 'is blank'
        : Array.isArray(value)
          ? 'is a range where one value was expected'
          : isDate(value)
            ? `is a date, not a ${spec.noun}`
            : (refusal(spec, typed) ?? `is not a ${spec.noun}`);
  throw argumentError(fn, spec.name, value ?? undefined, null, problem, `Use ${joinWords(spec.words, 'or')} (any case).`);
}
