import { and, eq, inArray, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { defaultAgencyConfiguration } from '@panel/shared/schemas/agency.ts';
import { BUSINESS_SORT_FIELDS, businessListQuerySchema } from '@panel/shared/schemas/business.ts';
import { cardListQuerySchema } from '@panel/shared/schemas/card.ts';
import { businesses, cards, users } from '../src/db/schema/index.ts';
import type { Scope } from '../src/modules/businesses/access.ts';
import type { PageRead } from '../src/modules/businesses/prepared.ts';
import { listBusinesses } from '../src/modules/businesses/service.ts';
import { listCards } from '../src/modules/cards/list.ts';
import { addCard } from './card-fixtures.ts';
import { buildTestApp, signUpCustomer } from './helpers.ts';

/**
 * A list page is read one of two ways, by how many rows match (prepared.ts `pageReadFor`): few, all
 * of them and then sorted; many, the sort's index walked until the page is full. The tests' agencies
 * are small, so the lists' other tests only see the first way: here each page of each order, with
 * and without a search, is read both ways and must be the same rows in the same order.
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
const both = (read: (readFor: () => PageRead) => Promise<{ list: unknown[] }>) =>
  Promise.all([read(() => 'matches'), read(() => 'order')]);

const searches = [{}, { search: TAG }];
const pages = [1, 2, 3, 4].map((page) => ({ page, limit: 2 }));

describe('a page read through its matches or through the order is the same page', () => {
  it('All Businesses, every order, with and without a search', async () => {
    for (const sortBy of BUSINESS_SORT_FIELDS)
      for (const sortOrder of ['asc', 'desc'])
        for (const filters of searches)
          for (const page of pages) {
            const q = businessListQuerySchema.parse({ ...filters, ...page, sortBy, sortOrder });
            const [matches, order] = await both((readFor) =>
              listBusinesses(app.db, scope, q, (k) => k, undefined, readFor),
            );
            expect(matches.list, JSON.stringify(q)).toEqual(order.list);
          }
  });

  it('All Projects, every order, with and without a search', async () => {
    for (const sortBy of ['createdAt', 'updatedAt', 'cardNo', 'businessName'])
      for (const sortOrder of ['asc', 'desc'])
        for (const filters of searches)
          for (const page of pages) {
            const q = cardListQuerySchema.parse({ ...filters, ...page, sortBy, sortOrder });
            const [matches, order] = await both((readFor) =>
              listCards(app.db, scope, q, 'https://cards.test', undefined, readFor),
            );
            expect(matches.list, JSON.stringify(q)).toEqual(order.list);
          }
  });

  it('a search lists its matches in the order asked, both ways', async () => {
    const q = businessListQuerySchema.parse({
      search: TAG,
      sortBy: 'businessName',
      sortOrder: 'asc',
      limit: 100,
    });
    const [matches, order] = await both((readFor) =>
      listBusinesses(app.db, scope, q, (k) => k, undefined, readFor),
    );
    const names = (matches.list as { businessName: string }[]).map((b) =>
      b.businessName.slice(TAG.length + 1),
    );
    expect(names).toHaveLength(8);
    expect(order.list).toEqual(matches.list);
  });
});
