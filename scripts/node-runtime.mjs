// The project runs on the Node LTS named in .nvmrc. A machine whose system Node is another major
// version (Debian's is 20, past its end of life) gets that Node from the npm registry, which carries
// the official binaries as node-<platform>-<arch> packages: once into .cache/ for running `npm ci`
// itself (so npm checks engines against the right Node), and as an optional dependency whose
// node_modules/.bin/node every npm script then runs on.
// Plain JavaScript with no dependencies: it runs before anything is installed, on any Node >= 18.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const wantedVersion = readFileSync(path.join(root, '.nvmrc'), 'utf8').trim();
const major = (v) => Number(v.replace(/^v/, '').split('.')[0]);

export const runsWantedNode = (version = process.version) => major(version) === major(wantedVersion);

/**
 * A directory to put first on PATH so that `node` (and npm, whose launcher asks PATH for node) is the
 * wanted LTS; null when the running Node already is. Throws with a readable message when the
 * registry has no binary for this platform.
 */
export function ltsNodeBinDir() {
  if (runsWantedNode()) return null;
  const pkg = `node-${process.platform}-${process.arch}`;
  const prefix = path.join(root, '.cache', `node-${wantedVersion}`);
  const bin = path.join(prefix, 'node_modules', '.bin');
  if (!existsSync(path.join(bin, 'node'))) {
    console.error(`Fetching Node ${wantedVersion} (${pkg}) from the npm registry into .cache/ ...`);
    const res = spawnSync(
      'npm',
      [
        'install',
        '--prefix',
        prefix,
        '--no-save',
        '--no-package-lock',
        '--no-audit',
        '--no-fund',
        `${pkg}@${wantedVersion}`,
      ],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    if (res.status !== 0 || !existsSync(path.join(bin, 'node')))
      throw new Error(
        `Could not install ${pkg}@${wantedVersion}; install Node ${wantedVersion} yourself (see .nvmrc).`,
      );
  }
  return bin;
}

// `node scripts/node-runtime.mjs` prints the directory to prepend to PATH (nothing when none is needed).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    process.stdout.write(ltsNodeBinDir() ?? '');
  } catch (err) {
    console.error(err.message);
    process.exit(1);
  }
}
