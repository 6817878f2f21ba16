/**
 * 4. What Sheets loads: the size of dist/Code.js and dist/Sidebar.html, raw
 * and gzipped, and the cold start of Code.js (compile, run, first call) in a
 * fresh node:vm context, which Apps Script pays on every formula recalculation.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import vm from 'node:vm';
import { gzipSync } from 'node:zlib';
import { DIST_DIR, distinctSource, readCode } from './built-code';
import { ALL_POOLS } from './engine';
import { atMost, Figure, Section } from './report';
import { Mode, sideBySide } from './timing';

const KB = 1024;

function sizeFigures(file: string, key: string, limitKb: number, missingNote: string): Figure[] {
  const path = join(DIST_DIR, file);
  const bytes = existsSync(path) ? readFileSync(path) : null;
  const raw = bytes ? bytes.length : null;
  return [
    {
      id: `bundle.${key}.raw`,
      label: `dist/${file}, raw`,
      value: raw,
      unit: 'bytes',
      target: atMost(raw, limitKb * KB, `${limitKb} KB`),
      note: bytes ? undefined : missingNote,
    },
    {
      id: `bundle.${key}.gzip`,
      label: `dist/${file}, gzipped`,
      value: bytes ? gzipSync(bytes).length : null,
      unit: 'bytes',
      note: bytes ? 'zlib, default level' : missingNote,
    },
  ];
}

/**
 * Compile, run and make the first call in a context made beforehand (its
 * creation is node:vm's cost, not the script's), from a distinct source text.
 */
function coldContender(name: string, firstCall: unknown) {
  const code = readCode();
  return {
    name,
    prepare: () => ({ context: vm.createContext({}), source: distinctSource(code) }),
    run: ({ context, source }: { context: vm.Context; source: string }) => {
      new vm.Script(source, { filename: 'Code.js' }).runInContext(context);
      return (context.BLADES_BANDS as (dice: unknown) => unknown)(firstCall);
    },
  };
}

export function bundleSection(mode: Mode): Section {
  const contexts = mode.name === 'quick' ? 10 : 50;
  const t = sideBySide(
    [
      coldContender('one cell', 2),
      coldContender(
        'column',
        ALL_POOLS.map((n) => [n]),
      ),
    ],
    { ...mode, warmup: 1, rounds: contexts },
  );
  const cold = t.get('one cell')!.medianMs;
  return {
    id: 'bundle',
    title: '4. Bundle size and cold start (KB = 1,024 bytes)',
    figures: [
      ...sizeFigures('Code.js', 'code', 20, 'missing: run `npm run build`'),
      ...sizeFigures('Sidebar.html', 'sidebar', 50, 'missing: npm run build makes it'),
      {
        id: 'bundle.coldStartMs',
        label: `cold start: compile + run Code.js + first call BLADES_BANDS(2), median of ${contexts} fresh contexts`,
        value: cold,
        unit: 'ms',
        target: atMost(cold, 10, '10 ms'),
      },
      {
        id: 'bundle.singleCellSheetS',
        label: '10,000 single-cell formulas: one cold start each (a column formula pays one)',
        value: (cold * 10_000) / 1000,
        unit: 's',
        note: 'cold start × 10,000, before any call work',
      },
      {
        id: 'bundle.coldStartColumnMs',
        label: `cold start with a first call on a 0–20 column (every pool computed), median of ${contexts}`,
        value: t.get('column')!.medianMs,
        unit: 'ms',
      },
    ],
  };
}
