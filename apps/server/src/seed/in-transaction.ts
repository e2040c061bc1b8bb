import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/**
 * One domain of the demo seed in one transaction, serialised across server instances by an advisory
 * lock: a start killed half way leaves none of that domain, so the next start makes all of it.
 */
export function inSeedTransaction<T>(db: Db, domain: string, fn: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`demo-seed:${domain}`}))`);
    return fn(tx);
  });
}
