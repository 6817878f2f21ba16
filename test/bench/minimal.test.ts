import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import vm from 'node:vm';
import { BANDS } from '../../src/blades/action';
import { MAX_SEGMENTS } from '../../src/blades/clock';
import { ALL_POOLS } from '../../bench/engine';
import { loadBuiltCode, sheetsFunction } from '../support/apps-script';

/**
 * bench/minimal.js is the floor the bench holds Code.js against, so it must
 * do the same work: every output of every function over pools 0–20 (clocks
 * at every size) equal to the built engine's, cell for cell. Both are exact
 * and round once, and they share no code, so any difference is a bug in one.
 */
const code = loadBuiltCode();
const minimal = vm.createContext({});
vm.runInContext(readFileSync(join(__dirname, '../../bench/minimal.js'), 'utf8'), minimal, { filename: 'minimal.js' });

const column = ALL_POOLS.map((n) => [n]);
const both = (name: string, ...args: unknown[]) => [sheetsFunction(minimal, name)(...args), sheetsFunction(code, name)(...args)];

describe('bench/minimal.js gives every cell Code.js gives, pools 0–20', () => {
  test.each(['BLADES_BANDS', 'BLADES_FRACTIONS', 'BLADES_RESIST', 'BLADES_RESIST_MEAN', 'BLADES_VICE'])(
    '%s over a 0–20 column and one cell',
    (name) => {
      const [floor, engine] = both(name, column);
      expect(floor).toHaveLength(21);
      expect(floor).toEqual(engine);
      const [one, engineOne] = both(name, 3);
      expect(one).toEqual(engineOne);
    },
  );

  test.each([...BANDS])('BLADES_AT_LEAST over a 0–20 column, band %s', (band) => {
    const [floor, engine] = both('BLADES_AT_LEAST', column, band);
    expect(floor).toEqual(engine);
  });

  test('BLADES_ODDS_TABLE(20, 0) and the default table', () => {
    expect(both('BLADES_ODDS_TABLE', 20, 0)[0]).toEqual(both('BLADES_ODDS_TABLE', 20, 0)[1]);
    expect(both('BLADES_ODDS_TABLE')[0]).toEqual(both('BLADES_ODDS_TABLE')[1]);
  });

  const sizes = Array.from({ length: MAX_SEGMENTS }, (_, i) => i + 1);
  test.each(sizes)('BLADES_CLOCK and BLADES_CLOCK_MEAN over a 0–20 column, %i segments', (segments) => {
    const [floor, engine] = both('BLADES_CLOCK', column, segments);
    expect(floor).toHaveLength(21);
    expect(floor[20]).toHaveLength(segments);
    expect(floor).toEqual(engine);
    const [mean, engineMean] = both('BLADES_CLOCK_MEAN', column, segments);
    expect(mean).toEqual(engineMean);
  });
});
