/**
 * 5. What Sheets loads: the size of dist/Code.js and dist/Sidebar.html, raw
 * and gzipped. What loading Code.js costs is section 1.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { DIST_DIR } from './built-code';
import { atMost, Figure, Section } from './report';

const KB = 1024;
// The build's own budget (scripts/build.cjs), so the bench judges the sidebar by the figure the build enforces.
import { SIDEBAR_MAX_BYTES } from '../scripts/build.cjs';

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

export function bundleSection(): Section {
  return {
    id: 'bundle',
    title: '5. What Sheets and the sidebar load (KB = 1,024 bytes)',
    figures: [
      ...sizeFigures('Code.js', 'code', 20, 'missing: run `npm run build`'),
      ...sizeFigures('Sidebar.html', 'sidebar', SIDEBAR_MAX_BYTES / KB, 'missing: npm run build makes it'),
    ],
  };
}
