import { ENTANGLEMENT_COLUMNS, entanglementColumn, entanglementOdds, entanglementWeights } from '../../src/blades/entanglement';
import { MAX_HEAT, MAX_WANTED, MIN_HEAT, MIN_WANTED } from '../../src/blades/heat';
import { odds, strings } from '../support/enumerate';

/**
 * Entanglements (docs/rules.md#entanglements): roll dice equal to the
 * wanted level (wanted 0: two dice, keep the lower), read 1–3, 4/5 or 6
 * in the heat's column; a critical reads as a 6. Counted here over every
 * face tuple, read as the table reads them.
 */
const resultOf = (wanted: number) => (faces: number[]) => {
  const die = wanted === 0 ? Math.min(...faces) : Math.max(...faces);
  return die === 6 ? 2 : die >= 4 ? 1 : 0;
};
const enumerated = (wanted: number) => odds(wanted === 0 ? 2 : wanted, resultOf(wanted), [0, 1, 2]);

describe('entanglements', () => {
  test('the known value: wanted 2 reads 1/4, 4/9, 11/36 (a critical counted as a 6)', () => {
    expect(strings(entanglementOdds(2))).toEqual(['1/4', '4/9', '11/36']);
  });
  test.each([0, 1, 2, 3, 4])('wanted %i against every face tuple', (wanted) => {
    expect(strings(entanglementOdds(wanted))).toEqual(strings(enumerated(wanted)));
  });
  test('wanted 0 rolls two and keeps the lower: 27, 8 and 1 tuples of 36', () => {
    expect(entanglementWeights(0)).toEqual({ weights: [27n, 8n, 1n], total: 36n });
  });
  test('the wanted levels are 0–4', () => {
    expect([MIN_WANTED, MAX_WANTED]).toEqual([0, 4]);
  });
});

describe("the heat's column", () => {
  test('heat 0–3 reads the first column, 4/5 the second, 6–8 the third', () => {
    const columns = Array.from({ length: MAX_HEAT - MIN_HEAT + 1 }, (_, heat) => entanglementColumn(heat));
    expect(columns).toEqual([0, 0, 0, 0, 1, 1, 2, 2, 2]);
    expect(ENTANGLEMENT_COLUMNS).toEqual([0, 4, 6]);
  });
  test.each([-1, 9, 2.5, NaN])('heat %p is refused, naming it', (heat) => {
    expect(() => entanglementColumn(heat)).toThrow(new RangeError(`entanglementColumn: heat ${heat} is not 0–8`));
  });
});
