import { execFile } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';

import * as lib from '../../scripts/lib/chromium.cjs';
import type { Candidate } from '../../scripts/lib/chromium.cjs';

/**
 * How the browser tests, the bench and the screenshot find a Chromium: the
 * first candidate that starts, in a fixed order, falling through anything
 * missing or broken, and saying what it tried when nothing starts.
 */

let dir: string;
/** Paths of fake candidates, in a folder of their own. */
const fake = { missing: '', notExecutable: '', exits1: '' };

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'blades-chromium-test-'));
  fake.missing = join(dir, 'no-such-browser');
  fake.notExecutable = join(dir, 'not-executable');
  writeFileSync(fake.notExecutable, '#!/bin/sh\nexit 0\n', { mode: 0o644 });
  fake.exits1 = join(dir, 'exits-1');
  writeFileSync(fake.exits1, '#!/bin/sh\necho "cannot open display" >&2\nexit 1\n');
  chmodSync(fake.exits1, 0o755);
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the order of the candidates', () => {
  const packaged = 'packaged @sparticuz/chromium';
  const paths = (cs: Candidate[]) => cs.map((c) => (typeof c.path === 'string' ? c.path : c.label));

  test('on Linux: CHROMIUM_PATH, then the Debian, Ubuntu and Fedora paths, then the packaged Chromium', () => {
    expect(paths(lib.browserCandidates({ CHROMIUM_PATH: '/opt/my/chrome' }, 'linux'))).toEqual([
      '/opt/my/chrome',
      '/usr/bin/chromium',
      '/usr/bin/chromium-browser',
      '/snap/bin/chromium',
      '/usr/lib64/chromium-browser/chromium-browser',
      '/usr/bin/google-chrome',
      '/opt/google/chrome/chrome',
      packaged,
    ]);
  });

  test('on macOS: the Google Chrome and Chromium apps, then the packaged Chromium', () => {
    expect(paths(lib.browserCandidates({}, 'darwin'))).toEqual([
      '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
      '/Applications/Chromium.app/Contents/MacOS/Chromium',
      packaged,
    ]);
  });

  test('an empty CHROMIUM_PATH is not a candidate', () => {
    expect(lib.browserCandidates({ CHROMIUM_PATH: '' }, 'linux')[0].path).toBe('/usr/bin/chromium');
  });
});

describe('launching the first candidate that starts', () => {
  test('falls through a missing path, a file that is not executable and a browser that exits 1, to the packaged one', async () => {
    const candidates: Candidate[] = [
      { label: 'missing', path: fake.missing },
      { label: 'not executable', path: fake.notExecutable },
      { label: 'exits 1', path: fake.exits1 },
      { label: 'packaged', path: lib.unpackPackagedChromium },
    ];
    const { browser, used, failures } = await lib.launchFirst(candidates);
    try {
      expect(used.label).toBe('packaged');
      expect(failures.map((f) => [f.label, f.path])).toEqual([
        ['missing', fake.missing],
        ['not executable', fake.notExecutable],
        ['exits 1', fake.exits1],
      ]);
      expect(failures[0].reason).toBe('not found');
      expect(failures[1].reason).toBe('not executable');
      expect(failures[2].reason).toMatch(/^did not start: .*exit code 1; stderr: cannot open display$/);
      // The browser it returns really runs pages.
      const page = await browser.newPage();
      expect(await page.evaluate(() => [6 * 7, navigator.userAgent.includes('Chrome')])).toEqual([42, true]);
    } finally {
      await browser.close();
    }
  });

  test('stops at the first that starts and never tries the later ones', async () => {
    const second = join(dir, 'second');
    const third = join(dir, 'third');
    for (const p of [second, third]) {
      writeFileSync(p, '#!/bin/sh\n');
      chmodSync(p, 0o755);
    }
    const launched: string[] = [];
    const started = { close: async () => undefined } as unknown as Browser;
    const launch = async (path: string) => {
      launched.push(path);
      if (path === fake.exits1) throw new Error('browserType.launch: closed');
      return started;
    };
    const result = await lib.launchFirst(
      [
        { label: 'first', path: fake.exits1 },
        { label: 'second', path: second },
        { label: 'third', path: third },
      ],
      launch,
    );
    expect(result.browser).toBe(started);
    expect(result.used).toEqual({ label: 'second', path: second });
    expect(launched).toEqual([fake.exits1, second]);
  });

  test('a candidate that cannot even be located (the package missing) is skipped with its reason', async () => {
    const started = {} as Browser;
    const result = await lib.launchFirst(
      [
        {
          label: 'packaged',
          path: async () => {
            throw new Error('the npm package @sparticuz/chromium is not installed');
          },
        },
        { label: 'system', path: fake.exits1 },
      ],
      async () => started,
    );
    expect(result.used.label).toBe('system');
    expect(result.failures).toEqual([{ label: 'packaged', path: null, reason: 'the npm package @sparticuz/chromium is not installed' }]);
  });

  test('when none starts, the error lists each candidate and why, in order, and how to get a browser', async () => {
    const attempt = lib.launchFirst([
      { label: 'missing', path: fake.missing },
      { label: 'not executable', path: fake.notExecutable },
      { label: 'exits 1', path: fake.exits1 },
      {
        label: 'packaged',
        path: async () => {
          throw new Error('the npm package @sparticuz/chromium is not installed');
        },
      },
    ]);
    const message = await attempt.then(
      () => 'launched',
      (err: Error) => err.message,
    );
    const lines = message.split('\n');
    // The first line alone (the bench's note) says what went wrong.
    expect(lines[0]).toBe('No Chromium could start.');
    expect(lines[1]).toBe('Tried, in order:');
    expect(lines[2]).toBe(`  - missing (${fake.missing}): not found`);
    expect(lines[3]).toBe(`  - not executable (${fake.notExecutable}): not executable`);
    expect(lines[4].startsWith(`  - exits 1 (${fake.exits1}): did not start: `)).toBe(true);
    expect(lines[4]).toMatch(/exit code 1; stderr: cannot open display$/);
    expect(lines[5]).toBe('  - packaged: the npm package @sparticuz/chromium is not installed');
    expect(lines[6]).toContain('`npm ci`');
    expect(lines[6]).toContain('CHROMIUM_PATH');
    expect(lines[6]).toContain('apt-get install -y chromium');
    expect(lines).toHaveLength(7);
  });
});

describe('unpacking the packaged Chromium', () => {
  test('two processes unpacking at once into an empty temp folder both get the same complete browser', async () => {
    const temp = mkdtempSync(join(tmpdir(), 'blades-chromium-unpack-'));
    try {
      const unpack = `require(${JSON.stringify(require.resolve('../../scripts/lib/chromium.cjs'))}).unpackPackagedChromium().then((p) => process.stdout.write(p))`;
      const env = { ...process.env, TMPDIR: temp };
      const run = () => promisify(execFile)(process.execPath, ['-e', unpack], { env });
      const [a, b] = await Promise.all([run(), run()]);
      expect(a.stdout).toBe(b.stdout);
      const home = join(temp, `blades-odds-chromium-${process.getuid?.()}`);
      expect(a.stdout.startsWith(`${home}/`)).toBe(true);
      // Only the finished folder is left: neither process's unpacking folder.
      expect(readdirSync(home)).toHaveLength(1);
      const { browser, used } = await lib.launchFirst([{ label: 'unpacked', path: a.stdout }]);
      await browser.close();
      expect(used.path).toBe(a.stdout);
    } finally {
      rmSync(temp, { recursive: true, force: true });
    }
  });
});

describe("the browser's fonts", () => {
  // The sidebar asks for Arial; every machine it runs on has one (Windows and macOS their own, ChromeOS Arimo), so the
  // browser the tests and the bench drive must too, or each new page pays failed font lookups no user pays.
  test('Arial is there: text in Arial takes the widths of Arimo, its metric-compatible face, regular and bold', async () => {
    const browser = await lib.launchChromium();
    try {
      const page = await browser.newPage();
      const widths = await page.evaluate(() => {
        const context = document.createElement('canvas').getContext('2d')!;
        const text = 'Critical 1/216 · Partial 91/216 · 2–6 dice';
        const width = (font: string) => {
          context.font = font;
          return context.measureText(text).width;
        };
        return {
          arial: [width('13px Arial'), width('bold 13px Arial')],
          arimo: [width('13px Arimo'), width('bold 13px Arimo')],
          // A family no machine has: the browser's default face, what a missing Arimo would measure as.
          missing: [width('13px NoSuchFamilyAnywhere'), width('bold 13px NoSuchFamilyAnywhere')],
        };
      });
      // Arimo is installed (not the default face standing in), and Arial is laid out with its metrics.
      expect(widths.arimo).not.toEqual(widths.missing);
      expect(widths.arial).toEqual(widths.arimo);
    } finally {
      await browser.close();
    }
  });

  test('the fontconfig file adds the package to the system configuration, with only the faces Arial has', () => {
    const file = lib.fontconfigFile();
    if (process.platform !== 'linux') {
      expect(file).toBeNull();
      return;
    }
    const conf = readFileSync(file!, 'utf8');
    expect(conf).toContain(`<dir>${dirname(require.resolve('@expo-google-fonts/arimo/package.json'))}</dir>`);
    expect(conf).toMatch(/<include ignore_missing="yes">[^<]+<\/include>/);
    expect(conf).toContain('<glob>*Medium*</glob><glob>*SemiBold*</glob>');
  });
});
