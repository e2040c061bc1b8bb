import type { Db } from '../../db/client.ts';

/**
 * Prepared statements, one per database and name, made on first use and kept: drizzle builds the SQL
 * once, and each connection has PostgreSQL parse and plan it once instead of at every request (for a
 * page of a four-table join, planning costs more than running it). For the most asked queries whose
 * only changing parts are placeholders: a business by id, the unfiltered pages of the staff lists.
 */
const made = new WeakMap<Db, Map<string, unknown>>();

export function preparedOnce<T>(db: Db, name: string, prepare: (name: string) => T): T {
  let ofDb = made.get(db);
  if (!ofDb) made.set(db, (ofDb = new Map()));
  let statement = ofDb.get(name) as T | undefined;
  if (statement === undefined) ofDb.set(name, (statement = prepare(name)));
  return statement;
}
