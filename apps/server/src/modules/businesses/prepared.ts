import { createHash } from 'node:crypto';
import { count, sql, type AnyColumn, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { TypedQueryBuilder } from 'drizzle-orm/query-builders/query-builder';
import { genericPlansOf, type Db } from '../../db/client.ts';
import type { KeptRead } from '../../plugins/kept-reads.ts';

/**
 * Prepared statements, one per database and key, made on first use and kept: drizzle builds the SQL
 * once, and each connection has PostgreSQL parse it once instead of at every request. PostgreSQL
 * still plans the lists' pages with each run's values (their generic plans are estimated far costlier,
 * so it keeps custom ones; docs/operations.md, "Lists at scale"), except where a plan made once is
 * as good for any values (`preparedForAnyValues`, a search's first page). For the most asked queries
 * whose only changing parts are placeholders: a business by id, the pages of the staff lists (one
 * statement per filter shape: businesses/service.ts, cards/list.ts).
 *
 * `prepare` gets the statement's name: the key itself when it is a short identifier, else a hash of
 * it (PostgreSQL keeps 63 bytes of a name, and one name must always mean one SQL text).
 */
const made = new WeakMap<Db, Map<string, unknown>>();

function preparedOnce<T>(db: Db, key: string, prepare: (name: string) => T): T {
  let ofDb = made.get(db);
  if (!ofDb) made.set(db, (ofDb = new Map()));
  let statement = ofDb.get(key) as T | undefined;
  if (statement === undefined) ofDb.set(key, (statement = prepare(statementName(key))));
  return statement;
}

const statementName = (key: string) =>
  /^[a-z0-9_]{1,63}$/.test(key) ? key : `s_${createHash('sha256').update(key).digest('hex').slice(0, 24)}`;

/**
 * A statement whose best plan is the same for any values (rows looked up by primary key), prepared
 * on connections that plan it once for all (db/client.ts `genericPlansOf`). Left to choose,
 * PostgreSQL planned a page's rows by id at every run when the page had few of them: its plan for 3–8
 * ids is estimated cheaper than one for a list of any length, so it never switched (30 runs, 30
 * plans). Planned once, a page's rows took 0.71–0.78 ms instead of 0.98–1.02 (one client).
 */
export function preparedForAnyValues<T>(db: Db, key: string, prepare: (on: Db, name: string) => T): T {
  const on = genericPlansOf(db) ?? db;
  return preparedOnce(on, key, (name) => prepare(on, name));
}

/**
 * Three letters or digits in a row: a trigram pg_trgm can look up. Latin letters and digits only: what
 * else counts as a letter depends on the database's locale, and there the pattern's own plan is kept.
 */
const TRIGRAM = /[a-z0-9]{3}/i;

/**
 * A staff list's page statement, one per filter shape, sort order and way of reading (`PageRead`),
 * prepared by `prepare` on the database it is given. The filters' statements are named: parsed once
 * per connection, and still planned per run (bench/lists-at-scale.ts prints their plan at the 7th
 * run). A search's statement is planned with the request's pattern every time (unnamed), except for
 * a search's first page with its total (`together`) when the pattern has a trigram: that is named on
 * connections that plan it once for any pattern (db/client.ts `genericPlansOf`). It reads every match
 * to count them, and the trigram indexes find them as well as any plan PostgreSQL would pick for the
 * pattern; planning it with the pattern took 0.3–0.5 ms, 2–4 times what running it took for a term
 * with few matches (docs/operations.md, "Lists at scale"). Without a trigram (one or two letters) the
 * index narrows nothing, and the plan made for the pattern is better.
 */
export function preparedPage<T>(
  db: Db,
  list: string,
  order: { sortBy: string; sortOrder: string },
  shape: { search: unknown },
  read: PageRead,
  prepare: (on: Db, name: string) => T,
  pattern = '',
): T {
  const key = `${list} ${read} ${order.sortBy} ${order.sortOrder} ${JSON.stringify(shape)}`;
  if (read === 'together' && TRIGRAM.test(pattern) && genericPlansOf(db))
    return preparedForAnyValues(db, key, prepare);
  return preparedOnce(db, key, (name) => prepare(db, shape.search ? '' : name));
}

/**
 * How a page's ids are read. Once the exact number of matches is known (the list's total, counted
 * first and kept): few, all of them through the filters' own indexes, then sorted ('matches'); many,
 * the sort's index walked until the page is full ('order'). Left to choose, PostgreSQL goes by its
 * estimate of the matches, which for a search pattern can be far off: it guessed 1,010 businesses
 * named like '%5438%' (6 are), so walked all 100,000 cards in the list's order, 210 ms, where reading
 * the 6 through the trigram index takes 0.15 ms. The two cost the same at about 1,000 matches among
 * 100,000 (4 ms either way for All Projects' phone search; 1,786 matching names: 4.5 ms read, 1 ms
 * walked).
 *
 * A search's first page, its total not known yet ('together'): the count, the page's ids and its rows
 * in one statement (`withTotal`), for a search nobody asked in the last minute. Its matches are
 * usually few; a common word's are all sorted (12,500 matching names: +3 ms).
 */
export type PageRead = 'together' | 'matches' | 'order';
export const pageReadFor = (total?: number): PageRead =>
  total === undefined ? 'together' : total <= 1_000 ? 'matches' : 'order';

/**
 * What a page's count selects (`withTotal`): `total`, every match counted, and `ids`, the ids of one
 * page of them in the list's order, `(array_agg(id order by key, tie))[firstOfPage:lastOfPage]`
 * (placeholders, 1-based, `pageValues`). Aggregating, PostgreSQL reads the matches through the
 * filters' indexes, as for the count alone.
 */
export const countedPage = (id: AnyColumn, key: SQLWrapper, tie: AnyColumn, sortOrder: 'asc' | 'desc') => {
  const dir = sql.raw(sortOrder);
  return {
    total: count().as('total'),
    ids: sql`(array_agg(${id} order by ${key} ${dir}, ${tie} ${dir}))[${sql.placeholder('firstOfPage')}:${sql.placeholder('lastOfPage')}]`.as(
      'ids',
    ),
  };
};

/**
 * A page's rows with the total of the list's matches beside each, in one statement (PageRead
 * 'together'), prepared as `name`: `counted` (the filters' matches selecting `countedPage`) is read
 * once as `page`; `rows` selects the listed rows with the `total` column beside theirs, and those
 * whose `id` is among the page's ids are read, in the list's `order`. One round trip a request instead
 * of two (count and ids, then rows: node 0.13–0.21 ms of CPU a request against 0.08–0.12, the
 * statements sent raw), and the total and the rows are of one snapshot. No row: no match.
 */
export function withTotal<Q extends PgSelect>(
  on: Db,
  name: string,
  counted: TypedQueryBuilder<ReturnType<typeof countedPage>>,
  listed: {
    rows: (from: Pick<Db, 'select'>, columns: { total: SQL.Aliased<number> }) => Q;
    id: AnyColumn;
    order: SQL[];
  },
) {
  const page = on.$with('page').as(counted);
  return listed
    .rows(on.with(page), {
      total: sql<number>`(select ${page.total} from ${page})`.mapWith(Number).as('total'),
    })
    .where(sql`${listed.id} = any(array(select unnest(${page.ids}) from ${page}))`)
    .orderBy(...listed.order)
    .prepare(name);
}

/** A prepared statement as the lists run it: the filters' values and the page's (`pageValues`). */
interface PageStatement<R> {
  execute(operands: Record<string, unknown>): Promise<R[]>;
}

/** What a staff list reads, by its own statements (businesses/service.ts, cards/list.ts). */
export interface ListReads<Found, Row> {
  /** Every match counted. */
  count: () => Promise<number>;
  /** The page's ids, through the matches or by the order. */
  ids: (read: 'matches' | 'order') => PageStatement<{ id: string }>;
  /** The page's rows with the total beside each, in one statement (`withTotal`). */
  together: () => PageStatement<Found & { total: number }>;
  /** The rows of those ids, in any order, and a row's id (`rowsInOrder`). */
  byIds: (ids: string[]) => Promise<Found[]>;
  idOf: (found: Found) => string;
  /** A row as listed. */
  listed: (found: Found) => Row;
}

/**
 * A staff list's page and total. The total is kept (`keys.total`); the page a visit, a search or a
 * filter opens on is kept with its total (`keys.firstPage`, the same drops); later pages are read.
 * `values`: the filters' values, bound beside the page's.
 */
export async function listPage<Found, Row>(
  { page, limit, search, values }: { page: number; limit: number; search: boolean; values: object },
  keys: { total: readonly unknown[]; firstPage: readonly unknown[] },
  keptRead: KeptRead,
  readFor: (total?: number) => PageRead,
  reads: ListReads<Found, Row>,
): Promise<{ list: Row[]; total: number }> {
  const operands = { ...values, ...pageValues(page, limit) };
  const together = async () => {
    const found = await reads.together().execute(operands);
    return { total: found[0]?.total ?? 0, list: found.map(reads.listed) };
  };
  const afterCount = async () => {
    const total = await keptRead(keys.total, reads.count);
    // Past the last match (a search that finds nothing) there is nothing to read; asked anyway, the
    // planner might walk the whole sort index looking for matches that are not there.
    if ((page - 1) * limit >= total) return { list: [], total };
    const read = readFor(total);
    if (read === 'together') return { list: (await together()).list, total };
    const ids = (await reads.ids(read).execute(operands)).map((r) => r.id);
    return { list: (await rowsInOrder(ids, reads.byIds, reads.idOf)).map(reads.listed), total };
  };
  if (page > 1) return afterCount();
  return keptRead(
    keys.firstPage,
    async () => {
      if (!search || readFor() !== 'together') return afterCount();
      return together();
    },
    limit,
  );
}

/**
 * The 'matches' read's inner query (a page's candidates with their sort key) as a subquery that
 * PostgreSQL reads on its own, then sorts: an offset keeps it from merging the subquery into the
 * sorted query (and walking the sort's index). drizzle leaves out a literal `offset 0`, so the 0 is a
 * placeholder's value (`MATCHES_APART`).
 */
export const matchesApart = <Q extends PgSelect>(query: Q) =>
  query.offset(sql.placeholder('matchesApart')).as('matches');
const MATCHES_APART = { matchesApart: 0 };

/** The values of a page's placeholders: `limit`, `offset`, and those of `countedPage` and `matchesApart`. */
const pageValues = (page: number, limit: number) => ({
  ...MATCHES_APART,
  limit,
  offset: (page - 1) * limit,
  firstOfPage: (page - 1) * limit + 1,
  lastOfPage: page * limit,
});

/**
 * The rows of a page whose ids were read first, in the ids' order. The ids' statement reads one
 * table and is planned with each request's values (cheap); the rows' statement joins the rest and
 * is the same for every page, so PostgreSQL plans it once per connection (a generic plan: it only
 * looks rows up by primary key). Planning the page as one join cost ~0.5 ms of the database's CPU a
 * request, twice what running it cost (docs/operations.md, "Lists at scale").
 */
export async function rowsInOrder<R>(
  ids: string[],
  read: (ids: string[]) => Promise<R[]>,
  idOf: (row: R) => string,
): Promise<R[]> {
  if (ids.length === 0) return [];
  const byId = new Map((await read(ids)).map((r) => [idOf(r), r]));
  // A row deleted between the two reads is left out.
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Each value of `V`, or the placeholder that stands for it in a prepared statement. */
export type Operands<V> = { [K in keyof V]: V[K] | Placeholder };

/** A placeholder named after each key of `values`: the operands of a statement made for any values. */
export const placeholdersFor = <V extends object>(values: V): Operands<V> =>
  Object.fromEntries(Object.keys(values).map((k) => [k, sql.placeholder(k)])) as Operands<V>;
