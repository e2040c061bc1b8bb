/** Runs every benchmark in this folder, one after another, each printing its own table. */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.dirname(fileURLToPath(import.meta.url));
const only = process.argv[2];
for (const file of readdirSync(dir)
  .filter((f) => f.endsWith('.ts') && f !== 'run-all.ts')
  .sort()) {
  if (only && !file.startsWith(only)) continue;
  console.log(`\n=== bench/${file}`);
  await import(path.join(dir, file));
}
