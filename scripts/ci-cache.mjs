// What CI keeps between its runs on one machine, as npm keeps its downloads in ~/.npm: ESLint's
// results and TypeScript's build info (node_modules/.cache, which `npm ci` empties). Both are keyed by
// file content, so a run rechecks only the files that changed since the last one. They are kept per
// lockfile: new packages (a plugin's new rule, new type definitions) start from nothing.
//   node scripts/ci-cache.mjs restore   after `npm ci`
//   node scripts/ci-cache.mjs save      after the checks (.ci/run: after `npm test`, pass or fail)
// ESLint's cache names each file by its absolute path, and every run clones somewhere else: the copy
// kept holds a placeholder for the checkout's path. (Prettier's cache also hashes each file's absolute
// path into its options, so it cannot move and is not kept.)
// Plain JavaScript with no dependencies, like scripts/node-runtime.mjs.
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { root } from './node-runtime.mjs';

const store = process.env.PANEL_CI_CACHE ?? path.join(homedir(), '.cache', 'agency-panel-ci');
const lockHash = createHash('sha256')
  .update(readFileSync(path.join(root, 'package-lock.json')))
  .update(readFileSync(path.join(root, '.nvmrc')))
  .digest('hex')
  .slice(0, 16);
const kept = path.join(store, lockHash);
const local = path.join(root, 'node_modules', '.cache');

/**
 * tsc's build info holds paths relative to itself and each file's content hash. `tsc -b` compares the
 * hashes only for files newer than the build info, and a fresh clone's files are older than a copy
 * made after it: the copies are dated 1970, or a change since the last run would pass unchecked.
 */
const TSC = 'tsc';
/** The file `npm run lint` names with --cache-location. */
const ESLINT = path.join('eslint', 'results.json');
const PLACEHOLDER = '<checkout>';
/** The checkout's path as it appears inside a JSON string. */
const rootInJson = JSON.stringify(root).slice(1, -1);

/** Copies the caches from one place to another, each `was` in ESLint's text written as `is`. */
function copyCaches(from, to, [was, is]) {
  if (existsSync(path.join(from, TSC))) cpSync(path.join(from, TSC), path.join(to, TSC), { recursive: true });
  if (existsSync(path.join(from, ESLINT))) {
    mkdirSync(path.dirname(path.join(to, ESLINT)), { recursive: true });
    const text = readFileSync(path.join(from, ESLINT), 'utf8');
    writeFileSync(path.join(to, ESLINT), text.replaceAll(was, is));
  }
}

function restore() {
  if (!existsSync(kept)) {
    console.log(`ci-cache: nothing kept for this lockfile (${lockHash}); checking everything`);
    return;
  }
  copyCaches(kept, local, [`"${PLACEHOLDER}/`, `"${rootInJson}/`]);
  if (existsSync(path.join(local, TSC)))
    for (const file of readdirSync(path.join(local, TSC))) utimesSync(path.join(local, TSC, file), 0, 0);
  console.log(`ci-cache: restored the lint and typecheck caches (${lockHash})`);
}

function save() {
  // Built aside and moved into place, so a run stopped halfway leaves the last complete copy.
  const next = `${kept}.${process.pid}.tmp`;
  mkdirSync(next, { recursive: true });
  copyCaches(local, next, [`"${rootInJson}/`, `"${PLACEHOLDER}/`]);
  rmSync(kept, { recursive: true, force: true });
  renameSync(next, kept);
  // One lockfile's caches at a time.
  for (const other of readdirSync(store))
    if (other !== lockHash) rmSync(path.join(store, other), { recursive: true, force: true });
  console.log(`ci-cache: kept the lint and typecheck caches (${lockHash})`);
}

const command = process.argv[2];
if (command !== 'restore' && command !== 'save') {
  console.error('usage: node scripts/ci-cache.mjs restore|save');
  process.exit(2);
}
try {
  if (command === 'restore') restore();
  else save();
} catch (err) {
  // A cache is never a reason to fail CI: without it the checks redo everything.
  console.warn(`ci-cache: could not ${command} (${err.message}); the checks run without it`);
  if (command === 'restore') {
    rmSync(path.join(local, TSC), { recursive: true, force: true });
    rmSync(path.join(local, ESLINT), { force: true });
  }
}
