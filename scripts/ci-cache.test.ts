import { execFileSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const scripts = import.meta.dirname;
let work = '';

/** A checkout of its own: the two scripts, a lockfile, .nvmrc and (optionally) caches from a run. */
function checkout(name: string, lockfile = '{"lockfileVersion":3}'): string {
  const root = path.join(work, name);
  mkdirSync(path.join(root, 'scripts'), { recursive: true });
  for (const file of ['ci-cache.mjs', 'node-runtime.mjs'])
    cpSync(path.join(scripts, file), path.join(root, 'scripts', file));
  writeFileSync(path.join(root, 'package-lock.json'), lockfile);
  writeFileSync(path.join(root, '.nvmrc'), '24.21.0\n');
  return root;
}

function run(root: string, command: 'save' | 'restore'): string {
  return execFileSync(process.execPath, [path.join(root, 'scripts', 'ci-cache.mjs'), command], {
    env: { ...process.env, PANEL_CI_CACHE: path.join(work, 'store') },
    encoding: 'utf8',
    // Its warnings (stderr) are not the test's output.
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

const eslintResults = (root: string) => path.join(root, 'node_modules', '.cache', 'eslint', 'results.json');
const buildInfo = (root: string) => path.join(root, 'node_modules', '.cache', 'tsc', 'server.tsbuildinfo');

/** What ESLint writes: each file under the checkout's absolute path. */
function lint(root: string) {
  mkdirSync(path.dirname(eslintResults(root)), { recursive: true });
  writeFileSync(
    eslintResults(root),
    JSON.stringify([{ [`${root}/apps/server/src/main.ts`]: { hash: 'h1' } }]),
  );
  mkdirSync(path.dirname(buildInfo(root)), { recursive: true });
  writeFileSync(buildInfo(root), '{"version":"5.9"}');
}

/** A first run's checkout, linted and typechecked, its caches saved. */
function savedRun(): string {
  const first = checkout('first');
  lint(first);
  run(first, 'save');
  return first;
}

beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), 'ci-cache-'));
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

describe('CI caches between runs (scripts/ci-cache.mjs)', () => {
  it("moves ESLint's results to the next clone's path and dates tsc's build info 1970", () => {
    savedRun();

    const next = checkout('next');
    expect(run(next, 'restore')).toContain('restored');
    expect(JSON.parse(readFileSync(eslintResults(next), 'utf8'))).toEqual([
      { [`${next}/apps/server/src/main.ts`]: { hash: 'h1' } },
    ]);
    expect(readFileSync(buildInfo(next), 'utf8')).toBe('{"version":"5.9"}');
    // Older than any checked-out file, so `tsc -b` compares every file's hash.
    expect(statSync(buildInfo(next)).mtimeMs).toBe(0);
  });

  it('restores nothing after the lockfile changed, and keeps only the newest lockfile’s caches', () => {
    savedRun();

    const upgraded = checkout('upgraded', '{"lockfileVersion":3,"packages":{"eslint":"11"}}');
    expect(run(upgraded, 'restore')).toContain('nothing kept');
    expect(() => statSync(eslintResults(upgraded))).toThrow();
    lint(upgraded);
    run(upgraded, 'save');

    expect(run(checkout('again'), 'restore')).toContain('nothing kept');
  });

  it('goes on without the caches when the kept copy cannot be read', () => {
    savedRun();
    const keptDir = path.join(work, 'store', readdirSync(path.join(work, 'store'))[0] ?? '');
    rmSync(path.join(keptDir, 'tsc'), { recursive: true });
    writeFileSync(path.join(keptDir, 'tsc'), 'not a directory');

    const next = checkout('next');
    expect(run(next, 'restore')).toBe('');
    expect(() => statSync(path.join(next, 'node_modules', '.cache', 'tsc'))).toThrow();
  });
});
