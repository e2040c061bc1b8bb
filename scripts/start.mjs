// Starts the product: installs the dependencies when they are missing or older than the lockfile,
// moves onto the project's Node LTS, builds the web app once if it is not built, then runs the server.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ltsNodeBinDir, root, runsWantedNode, wantedVersion } from './node-runtime.mjs';

const run = (cmd, args, env = process.env) => {
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env });
  if (res.status !== 0) process.exit(res.status ?? 1);
};

const installed = path.join(root, 'node_modules/.package-lock.json');
if (
  !existsSync(installed) ||
  statSync(installed).mtimeMs < statSync(path.join(root, 'package-lock.json')).mtimeMs
) {
  console.log('Installing dependencies...');
  const bin = ltsNodeBinDir();
  run(
    'npm',
    ['ci', '--no-audit', '--no-fund'],
    bin ? { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}` } : process.env,
  );
}

const projectNode = path.join(root, 'node_modules/.bin/node');
if (!runsWantedNode()) {
  if (!existsSync(projectNode)) {
    console.error(`This project runs on Node ${wantedVersion} (.nvmrc); this is ${process.version}.`);
    process.exit(1);
  }
  // Started by an older system Node: carry on under the project's own.
  const PATH = `${path.dirname(projectNode)}${path.delimiter}${process.env.PATH}`;
  forward(
    spawn(projectNode, [fileURLToPath(import.meta.url)], { stdio: 'inherit', env: { ...process.env, PATH } }),
  );
} else {
  if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    console.log('Building the web app (first start only)...');
    run('npm', ['run', 'build', '-w', '@panel/web']);
  }
  const server = spawn(process.execPath, ['src/main.ts'], {
    cwd: path.join(root, 'apps/server'),
    stdio: 'inherit',
    env: { ...process.env, DATA_DIR: path.resolve(root, process.env.DATA_DIR ?? 'data') },
  });
  forward(server);
}

/** Passes stop signals on to the child and leaves with its exit code. */
function forward(child) {
  for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
