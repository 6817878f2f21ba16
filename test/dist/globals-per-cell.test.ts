import vm from 'node:vm';
import { loadBuiltCode, sheetsFunction } from '../support/apps-script';

/**
 * Not a timing: a count. Each global lookup (Number, Array, …) from code in
 * a node:vm context costs ~100 ns, more than a cell's own work once the
 * pools are cached, so the per-cell path reads none (docs/benchmarks.md).
 */
function countingGlobalReads(): { BLADES_BANDS: (dice: unknown) => unknown; reads: string[] } {
  const code = loadBuiltCode();
  const BLADES_BANDS = sheetsFunction(code, 'BLADES_BANDS');
  BLADES_BANDS(Array.from({ length: 21 }, (_, n) => [n])); // every pool cached, as after the first rows
  const reads: string[] = [];
  code.read_ = (name: string) => reads.push(name);
  // Every configurable built-in (capitalised globals: Number, Array, Math, …) becomes a counting getter.
  vm.runInContext(
    `for (const name of Object.getOwnPropertyNames(globalThis)) {
       const own = Object.getOwnPropertyDescriptor(globalThis, name);
       if (!/^[A-Z]/.test(name) || !own.configurable || !('value' in own) || name === 'BLADES_BANDS') continue;
       Object.defineProperty(globalThis, name, { get() { read_(name); return own.value; }, configurable: true });
     }`,
    code,
  );
  reads.length = 0; // the loop above read Object through its own getter
  return { BLADES_BANDS, reads };
}

describe('BLADES_BANDS over a column of numbers', () => {
  test('reads no global per cell: 1,000 cells read as many as 1', () => {
    const { BLADES_BANDS, reads } = countingGlobalReads();
    BLADES_BANDS([[3]]);
    const forOneCell = reads.splice(0).sort();
    BLADES_BANDS(Array.from({ length: 1000 }, (_, i) => [i % 21]));
    expect(reads.sort()).toEqual(forOneCell);
  });

  test('the counting sees a global read when one happens', () => {
    const { BLADES_BANDS, reads } = countingGlobalReads();
    // A bad cell's row carries its message: the error path builds an Error.
    expect(BLADES_BANDS([[true]])).toEqual([[expect.stringMatching(/^BLADES_BANDS: dice TRUE in row 1 of the range /), '', '', '']]);
    expect(reads).toContain('Error');
  });
});
