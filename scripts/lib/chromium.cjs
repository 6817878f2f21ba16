// The Chromium the browser tests, the bench and scripts/screenshot.cjs drive
// through playwright-core. Playwright never downloads a browser here: the
// first of these that starts is used, in this order:
//   1. CHROMIUM_PATH, when set;
//   2. a system Chrome or Chromium at the usual Debian, Ubuntu, Fedora or
//      macOS paths;
//   3. the Chromium packaged in the npm dev dependency @sparticuz/chromium
//      (Linux x64), unpacked once per user and version under the temp folder.
// A candidate that is missing, not executable or does not start is skipped,
// and the reason kept: when none starts, the error lists every reason.
//
// On Linux the browser also gets Arimo, the metric-compatible Arial that
// ChromeOS ships (dev dependency @expo-google-fonts/arimo), through a
// fontconfig file of its own that adds it to the system's fonts. The sidebar
// asks for Arial, as Google's add-on style does, and every machine it runs
// on has one (Windows and macOS their own, ChromeOS Arimo); a container
// without any pays a failed font lookup per face and size on each new page,
// several times the page's whole layout, which no user pays
// (CONTRIBUTING.md, *The browser*; docs/benchmarks.md, *Sidebar*).
const { execFile } = require('node:child_process');
const {
  accessSync,
  constants,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} = require('node:fs');
const { tmpdir } = require('node:os');
const { dirname, join } = require('node:path');
const { promisify } = require('node:util');
const { chromium } = require('playwright-core');

/**
 * `$TMPDIR/blades-odds-<what>-<uid>`, made if missing: a folder only this
 * user can write, or an error saying so (another user's folder there could
 * hand this one a browser or a font configuration of theirs).
 */
function ownFolder(what) {
  const uid = process.getuid();
  const home = join(tmpdir(), `blades-odds-${what}-${uid}`);
  mkdirSync(home, { recursive: true, mode: 0o700 });
  const owner = lstatSync(home);
  if (!owner.isDirectory() || owner.uid !== uid || (owner.mode & 0o022) !== 0) {
    throw new Error(`${home} is not a folder that only this user can write; remove it and run again`);
  }
  return home;
}

/**
 * The fontconfig file that adds Arimo's four faces (those Arial has: not
 * its Medium or SemiBold) to the system's fonts, written once per user under
 * the temp folder; null off Linux or without the package (then the
 * system's fonts alone, with a warning).
 */
function fontconfigFile() {
  if (process.platform !== 'linux') return null;
  let fonts;
  try {
    fonts = dirname(require.resolve('@expo-google-fonts/arimo/package.json'));
  } catch {
    process.stderr.write('@expo-google-fonts/arimo is not installed (npm ci): the browser has only the system fonts\n');
    return null;
  }
  const home = ownFolder('fonts');
  const file = join(home, 'fonts.conf');
  // The system's configuration, or the one already chosen (never this file itself: it would include itself).
  const system =
    process.env.FONTCONFIG_FILE && process.env.FONTCONFIG_FILE !== file ? process.env.FONTCONFIG_FILE : '/etc/fonts/fonts.conf';
  const conf = [
    '<?xml version="1.0"?>',
    '<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">',
    '<fontconfig>',
    `  <include ignore_missing="yes">${escapeXml(system)}</include>`,
    `  <dir>${escapeXml(fonts)}</dir>`,
    '  <selectfont><rejectfont><glob>*Medium*</glob><glob>*SemiBold*</glob></rejectfont></selectfont>',
    `  <cachedir>${escapeXml(join(home, 'cache'))}</cachedir>`,
    '</fontconfig>',
    '',
  ].join('\n');
  if (!existsSync(file) || readFileSync(file, 'utf8') !== conf) {
    // Through a rename: a browser starting in another process never reads half a file.
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, conf);
    renameSync(temporary, file);
  }
  return file;
}

const escapeXml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Headless, with no background traffic; root (CI, containers) needs --no-sandbox. */
const LAUNCH_OPTIONS = {
  headless: true,
  timeout: 60000,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--no-first-run',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/** Where the distributions put Chrome or Chromium, by platform. */
const SYSTEM_BROWSERS = {
  linux: [
    { label: 'Debian chromium', path: '/usr/bin/chromium' },
    { label: 'Ubuntu or Fedora chromium-browser', path: '/usr/bin/chromium-browser' },
    { label: 'Ubuntu snap chromium', path: '/snap/bin/chromium' },
    { label: 'Fedora chromium-browser', path: '/usr/lib64/chromium-browser/chromium-browser' },
    { label: 'Google Chrome', path: '/usr/bin/google-chrome' },
    { label: 'Google Chrome', path: '/opt/google/chrome/chrome' },
  ],
  darwin: [
    { label: 'Google Chrome', path: '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome' },
    { label: 'Chromium', path: '/Applications/Chromium.app/Contents/MacOS/Chromium' },
  ],
};

const HOW_TO_GET_ONE =
  'To get one: `npm ci` installs the packaged Chromium (@sparticuz/chromium, Linux x64); ' +
  'or set CHROMIUM_PATH to a Chrome or Chromium executable; ' +
  'or install a system one (Debian: `apt-get install -y chromium`).';

/** Runs the package's own unpacker in a child whose temp folder is the one given on its command line. */
const UNPACK = `const m = require(process.argv[1]);
(m.default ?? m).executablePath().then((p) => process.stdout.write(p), (e) => { console.error(e.message); process.exit(1); });`;

/**
 * The packaged Chromium's executable, unpacking it on first use.
 *
 * The package unpacks into os.tmpdir() and treats an existing /tmp/chromium
 * as done, so two processes unpacking at once (jest workers) could start a
 * half-written binary, and any version found there is taken as its own. So
 * each process unpacks into a fresh folder of its own (a child with TMPDIR
 * set there), then renames that folder into place in one step: the first
 * rename wins, a later one finds the folder taken and uses the winner's.
 * The place is per user and per package version, in a folder only that user
 * can write.
 */
async function unpackPackagedChromium() {
  let entry;
  try {
    entry = require.resolve('@sparticuz/chromium');
  } catch {
    throw new Error('the npm package @sparticuz/chromium is not installed');
  }
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error(`it is built for Linux x64, not ${process.platform} ${process.arch}`);
  }
  const { version } = JSON.parse(readFileSync(join(dirname(entry), '..', '..', 'package.json'), 'utf8'));
  const home = ownFolder('chromium');
  const done = join(home, version);
  const executable = join(done, 'chromium');
  if (existsSync(executable)) return executable;
  const staging = mkdtempSync(join(home, `unpacking-${version}-`));
  try {
    const env = { ...process.env, TMPDIR: staging, TMP: staging, TEMP: staging };
    await promisify(execFile)(process.execPath, ['-e', UNPACK, entry], { env, maxBuffer: 1 << 20 });
    try {
      renameSync(staging, done);
    } catch (err) {
      if (!existsSync(executable)) throw err; // not lost to another process's rename
    }
  } catch (err) {
    throw new Error(`it could not be unpacked: ${firstLine(err)}`, { cause: err });
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  return executable;
}

const firstLine = (err) =>
  String((err && err.message) || err)
    .split('\n')[0]
    .trim();

/**
 * Playwright's launch error, short: its first line, how the process ended
 * and the last thing it wrote to stderr, from the browser log it appends.
 */
function launchFailure(err) {
  // Strip the terminal colour codes (ESC [ … m) Playwright puts in its log.
  const text = String((err && err.message) || err).replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '');
  const exit = /process did exit: exitCode=(\S+), signal=(\S+)>/.exec(text);
  const said = [...text.split('Call log:')[0].matchAll(/^\[pid=\d+\]\[err\] (.+)$/gm)].map((m) => m[1].trim()).pop();
  return [
    `did not start: ${firstLine(text)}`,
    ...(exit ? [exit[1] !== 'null' ? `exit code ${exit[1]}` : `signal ${exit[2]}`] : []),
    ...(said ? [`stderr: ${said.slice(0, 200)}`] : []),
  ].join('; ');
}

/** Candidates in the order they are tried: `path` is a path, or an async function that finds one. */
function browserCandidates(env = process.env, platform = process.platform) {
  return [
    ...(env.CHROMIUM_PATH ? [{ label: 'CHROMIUM_PATH', path: env.CHROMIUM_PATH }] : []),
    ...(SYSTEM_BROWSERS[platform] ?? []),
    { label: 'packaged @sparticuz/chromium', path: unpackPackagedChromium },
  ];
}

/** Why the file at `path` cannot be a browser, or null if it may be one. */
function unusable(path) {
  if (!existsSync(path)) return 'not found';
  if (!statSync(path).isFile()) return 'not a file';
  try {
    accessSync(path, constants.X_OK);
  } catch {
    return 'not executable';
  }
  return null;
}

/** The browser at `path`, with Arimo beside the system's fonts (fontconfigFile), or with the system's alone. */
function launchAt(path, { systemFontsOnly = false } = {}) {
  const fonts = systemFontsOnly ? null : fontconfigFile();
  return chromium.launch({
    ...LAUNCH_OPTIONS,
    executablePath: path,
    ...(fonts ? { env: { ...process.env, FONTCONFIG_FILE: fonts } } : {}),
  });
}

/**
 * Launches the first candidate that starts. Resolves to the browser, the
 * candidate used (with its path) and why each earlier one failed; throws,
 * listing every candidate and why it failed, when none starts.
 */
async function launchFirst(candidates, launch = launchAt) {
  const failures = [];
  for (const candidate of candidates) {
    let path = typeof candidate.path === 'string' ? candidate.path : null;
    try {
      if (path === null) path = await candidate.path();
    } catch (err) {
      failures.push({ label: candidate.label, path, reason: firstLine(err) });
      continue;
    }
    const reason = unusable(path);
    if (reason) {
      failures.push({ label: candidate.label, path, reason });
      continue;
    }
    try {
      const browser = await launch(path);
      return { browser, used: { label: candidate.label, path }, failures };
    } catch (err) {
      failures.push({ label: candidate.label, path, reason: launchFailure(err) });
    }
  }
  const tried = failures.map((f) => `  - ${f.label}${f.path ? ` (${f.path})` : ''}: ${f.reason}`);
  throw new Error(['No Chromium could start.', 'Tried, in order:', ...tried, HOW_TO_GET_ONE].join('\n'));
}

/**
 * A headless Chromium: the first candidate that starts (see the top of this
 * file). `systemFontsOnly`: without Arimo, as the bench measures once to show what it changes.
 */
async function launchChromium(options = {}) {
  const { browser, failures } = await launchFirst(browserCandidates(), (path) => launchAt(path, options));
  const explicit = failures.find((f) => f.label === 'CHROMIUM_PATH');
  // An explicit choice that fails should not pass unnoticed behind a fallback.
  if (explicit) process.stderr.write(`CHROMIUM_PATH=${explicit.path} was not used: ${explicit.reason}\n`);
  return browser;
}

module.exports = { HOW_TO_GET_ONE, browserCandidates, fontconfigFile, launchChromium, launchFirst, unpackPackagedChromium };
