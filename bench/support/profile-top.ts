/**
 * The top frames of a V8 .cpuprofile (node --cpu-prof, BENCH_CPU_PROF) by self time, and the same
 * time summed per package (node_modules/<name>, the app's own source, node's internals), so a profile
 * can be read without a browser. Idle time is left out of the shares.
 * Run: npx tsx bench/support/profile-top.ts file.cpuprofile [frames, default 25] [last seconds]
 * The last argument keeps only the samples of the profile's last seconds (the load run, without the
 * server's start-up: module loading takes seconds of CPU).
 *
 * The samples are taken on a clock, not on CPU time: a native frame that wakes another process
 * (`writev` sending a statement to PostgreSQL on the same cores) also holds the time this thread
 * waited for the CPU while that process ran. Compare "busy" with the process's own CPU time (`/proc`,
 * as bench/lists-at-scale.ts prints it) before reading such a frame as a cost (docs/operations.md,
 * "Lists at scale", seventh session).
 */
import { readFile } from 'node:fs/promises';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, top = '25', lastSeconds] = process.argv.slice(2);
if (!file) throw new Error('usage: profile-top.ts file.cpuprofile [frames] [last seconds]');
const profile = JSON.parse(await readFile(file, 'utf8')) as Profile;

// Self time per node: each sample's delta goes to the node it hit.
const at: number[] = [];
profile.timeDeltas.reduce((t, d, i) => (at[i] = t + d), 0);
const from = lastSeconds ? (at.at(-1) ?? 0) - Number(lastSeconds) * 1e6 : -Infinity;
const selfUs = new Map<number, number>();
profile.samples.forEach((id, i) => {
  if ((at[i] ?? 0) >= from) selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
});

const packageOf = (url: string) => {
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (m?.[1]) return m[1];
  if (/\/apps\/|\/packages\//.test(url)) return '(app)';
  return url ? '(node)' : '(native)';
};
const frames = new Map<string, number>();
const packages = new Map<string, number>();
let busy = 0;
for (const node of profile.nodes) {
  const us = selfUs.get(node.id) ?? 0;
  const { functionName, url, lineNumber } = node.callFrame;
  if (functionName === '(idle)' || functionName === '(program)' || !us) continue;
  busy += us;
  const where = url
    ? `${url.replace(/^.*node_modules\//, '').replace(/^.*\/(apps|packages)\//, '$1/')}:${lineNumber + 1}`
    : '';
  const key = `${functionName || '(anonymous)'} ${where}`;
  frames.set(key, (frames.get(key) ?? 0) + us);
  const pkg = functionName === '(garbage collector)' ? '(gc)' : packageOf(url);
  packages.set(pkg, (packages.get(pkg) ?? 0) + us);
}

const share = (us: number) => `${((100 * us) / busy).toFixed(1).padStart(5)} %`;
console.log(`busy ${(busy / 1000).toFixed(0)} ms (idle and (program) left out)\n\nTop frames by self time:`);
for (const [key, us] of [...frames].sort((a, b) => b[1] - a[1]).slice(0, Number(top)))
  console.log(`${share(us)}  ${key}`);
console.log('\nBy package:');
for (const [pkg, us] of [...packages].sort((a, b) => b[1] - a[1]).slice(0, 15))
  console.log(`${share(us)}  ${pkg}`);
