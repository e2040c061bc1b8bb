import { readFileSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
const file = process.argv[2]!;
const buf = readFileSync(file);
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
for (let i = 0; i < 3; i++) {
  const t0 = Date.now(), c0 = cpu();
  const pg = await PGlite.create({ extensions: { pg_trgm }, loadDataDir: new Blob([buf]) });
  const t1 = Date.now(), c1 = cpu();
  await pg.query('select count(*) from users');
  console.log(`load ${t1 - t0} ms wall ${(c1 - c0).toFixed(0)} ms cpu; first query ${Date.now() - t1} ms`);
  if (i === 2 && process.argv[3]) {
    await pg.exec('checkpoint');
    const dump = await pg.dumpDataDir('none');
    writeFileSync(process.argv[3], Buffer.from(await dump.arrayBuffer()));
  }
  await pg.close();
}
