import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { defaultAgencyConfiguration } from '@panel/shared/schemas/agency.ts';
import { BUSINESS_SORT_FIELDS } from '@panel/shared/staff-queries.ts';
import { businessListQuerySchema } from '@panel/shared/schemas/business.ts';
import { cardListQuerySchema } from '@panel/shared/schemas/card.ts';
import { genericPlansOf, openDatabase } from '../src/db/client.ts';
import { businesses, cards, users } from '../src/db/schema/index.ts';
import type { Scope } from '../src/modules/businesses/access.ts';
import type { PageRead } from '../src/modules/businesses/prepared.ts';
import { listBusinesses } from '../src/modules/businesses/service.ts';
import { listCards } from '../src/modules/cards/list.ts';
import { addCard } from './card-fixtures.ts';
import { buildTestApp, signUpCustomer } from './helpers.ts';

/**
 * A list page is read one of three ways (prepared.ts `pageReadFor`): a search's first page with its
 * total in one statement; once the total is known, few matches all read and then sorted, many by
 * walking the sort's index until the page is full. The tests' agencies are small, so the lists' other
 * tests see only the first two: here each page of each order, with and without a search, is read
 * every way and must be the same rows in the same order, with the same total.
 */
const { app } = await buildTestApp();
const TAG = `Reads${Date.now().toString(36)}`;
for (const name of ['Mango', 'apple', 'Mango', 'Banana', 'cherry', 'Apple', 'date', 'Elder'])
  await addCard((await signUpCustomer(app)).client, `${TAG} ${name}`);
// Ties in every order (one instant for all; two Mangos; no plan ends), so the tie-breaks are tested too.
const tagged = await app.db
  .update(businesses)
  .set({ createdAt: new Date('2026-01-02T03:04:05Z') })
  .where(like(businesses.businessName, `${TAG}%`))
  .returning({ id: businesses.id });
await app.db
  .update(cards)
  .set({ createdAt: new Date('2026-01-02T03:04:05Z'), updatedAt: new Date('2026-01-02T03:04:05Z') })
  .where(
    inArray(
      cards.businessId,
      tagged.map((b) => b.id),
    ),
  );

const [admin] = await app.db
  .select()
  .from(users)
  .where(and(eq(users.phoneNumber, '9000000002'), eq(users.kind, 'staff')));
if (!admin) throw new Error('the demo admin is seeded');
const scope: Scope = {
  agencyId: admin.agencyId,
  configuration: defaultAgencyConfiguration(),
  session: {
    sessionId: 'test',
    userId: admin.id,
    kind: 'staff',
    agencyId: admin.agencyId,
    roles: admin.roles,
    hideBilling: admin.hideBilling,
    phoneNumber: admin.phoneNumber,
    email: admin.email,
  },
};
const WAYS: PageRead[] = ['together', 'matches', 'order'];
/** The page read every way, each as `[way, page]`. */
const everyWay = <P>(read: (readFor: () => PageRead) => Promise<P>) =>
  Promise.all(WAYS.map(async (way) => [way, await read(() => way)] as const));

const searches = [{}, { search: TAG }];
const pages = [1, 2, 3, 4, 5].map((page) => ({ page, limit: 2 }));

describe('a page is the same page whichever way it is read', () => {
  it('All Businesses, every order, with and without a search', async () => {
    for (const sortBy of BUSINESS_SORT_FIELDS)
      for (const sortOrder of ['asc', 'desc'])
        for (const filters of searches)
          for (const page of pages) {
            const q = businessListQuerySchema.parse({ ...filters, ...page, sortBy, sortOrder });
            const [[, expected] = [], ...others] = await everyWay((readFor) =>
              listBusinesses(app.db, scope, q, (k) => k, undefined, readFor),
            );
            for (const [way, read] of others) expect(read, `${way} ${JSON.stringify(q)}`).toEqual(expected);
          }
  });

  it('All Projects, every order, with and without a search', async () => {
    for (const sortBy of ['createdAt', 'updatedAt', 'cardNo', 'businessName'])
      for (const sortOrder of ['asc', 'desc'])
        for (const filters of searches)
          for (const page of pages) {
            const q = cardListQuerySchema.parse({ ...filters, ...page, sortBy, sortOrder });
            const [[, expected] = [], ...others] = await everyWay((readFor) =>
              listCards(app.db, scope, q, 'https://cards.test', undefined, readFor),
            );
            for (const [way, read] of others) expect(read, `${way} ${JSON.stringify(q)}`).toEqual(expected);
          }
  });

  it("a search's pages hold each match once, every way, and the last is short", async () => {
    for (const [way, reads] of await everyWay((readFor) =>
      Promise.all(
        pages.map((page) =>
          listBusinesses(
            app.db,
            scope,
            businessListQuerySchema.parse({ search: TAG, ...page, sortBy: 'businessName', sortOrder: 'asc' }),
            (k) => k,
            undefined,
            readFor,
          ),
        ),
      ),
    )) {
      const ids = reads.flatMap((r) => r.list.map((b) => b.businessId));
      expect(ids, way).toHaveLength(8);
      expect(new Set(ids).size, way).toBe(8);
      expect(
        reads.map((r) => r.total),
        way,
      ).toEqual([8, 8, 8, 8, 8]);
      expect(
        reads.map((r) => r.list.length),
        way,
      ).toEqual([2, 2, 2, 2, 0]);
    }
  });

  it.runIf(app.database.kind === 'postgres')(
    "PostgreSQL plans a search's first page, rows and total in one statement, once for any term; one or two letters are planned with the term",
    async () => {
      // A handle of its own: one request at a time, its pool holds one connection, whose statements
      // can be listed.
      const database = await openDatabase({ url: app.database.pool?.options.connectionString });
      try {
        const generic = genericPlansOf(database.db);
        if (!generic) throw new Error('PostgreSQL has connections for statements planned once');
        const totals = [];
        for (const search of [TAG, `${TAG} Mango`, 'Mango', 'ma'])
          totals.push(
            (await listBusinesses(database.db, scope, businessListQuerySchema.parse({ search }), (k) => k))
              .total,
          );
        expect(totals).toEqual([8, 2, 2, 2]);
        // node-postgres's answer: drizzle types a raw statement's result per driver only.
        const { rows } = (await generic.execute(
          sql`select statement, generic_plans, custom_plans from pg_prepared_statements`,
        )) as unknown as { rows: { statement: string; generic_plans: string; custom_plans: string }[] };
        const plans = (part: string) =>
          rows.filter((r) => r.statement.includes(part)).map((r) => [r.generic_plans, r.custom_plans]);
        // Two shapes of first page (a term with a space looks in names only); 'ma' has no trigram, so its
        // first page was read on the other connections, planned with the pattern. Each page's rows came
        // with its total: no other statement ran here.
        expect(plans('count(*)').sort()).toEqual([
          ['1', '0'],
          ['2', '0'],
        ]);
        expect(rows.filter((r) => !r.statement.includes('count(*)'))).toEqual([]);
      } finally {
        await database.close();
      }
    },
  );
});
