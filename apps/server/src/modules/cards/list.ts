import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { isPlanActive, todayInIndia } from '@panel/shared/plans/dates.ts';
import type { cardListQuerySchema, cardListSchema } from '@panel/shared/schemas/card.ts';
import type { Db } from '../../db/client.ts';
import { businesses, cards, users } from '../../db/schema/index.ts';
import { visibleBusinesses, type Scope } from '../businesses/access.ts';
import { ownerContains } from '../businesses/service.ts';
import { containsPattern } from '../../db/like.ts';
import { readAlways, type KeptRead } from '../../plugins/kept-reads.ts';

type Query = z.output<typeof cardListQuerySchema>;
type CardList = z.infer<typeof cardListSchema>;

/** The column each search field of spec section 3 looks in (each has an index, db/schema). */
const searchColumn = {
  cardId: cards.cardId,
  companyName: sql<string>`${cards.basicDetails}->>'companyName'`,
  businessName: businesses.businessName,
  templateCode: sql<string>`${cards.template}->>'templateCode'`,
} as const;

/** The search box on one field; the owner's number is looked up among the agency's users first. */
const searchCards = (scope: Scope, field: Query['searchField'], search: string): SQL =>
  field === 'registeredPhoneNumber'
    ? ownerContains(scope.agencyId, search, 'phone')
    : ilike(searchColumn[field], containsPattern(search));

const SORT = {
  createdAt: cards.createdAt,
  updatedAt: cards.updatedAt,
  cardNo: cards.cardNo,
  businessName: businesses.businessName,
} as const;

/**
 * The filters of All Projects → digital cards as one condition, within what the caller sees; the list
 * and the digital-card report share it. Needs `businesses` joined.
 */
export function cardListWhere(
  scope: Scope,
  q: Omit<Query, 'page' | 'limit' | 'sortBy' | 'sortOrder'>,
  today: string,
): SQL {
  const where: (SQL | undefined)[] = [
    eq(cards.agencyId, scope.agencyId),
    isNull(cards.deletedAt),
    visibleBusinesses(scope),
  ];
  if (q.search) where.push(searchCards(scope, q.searchField, q.search));
  if (q.status) where.push(eq(cards.status, q.status));
  if (q.imagePostStatus) where.push(eq(cards.imagePostStatus, q.imagePostStatus));
  if (q.published !== undefined)
    where.push(sql`coalesce((${cards.settings}->>'published')::boolean, false) = ${q.published}`);
  const active = and(
    sql`${businesses.activePlanId} is not null`,
    gte(businesses.expiryDateForCustomer, today),
  );
  if (q.subscribed !== undefined) where.push(q.subscribed ? active : sql`not coalesce(${active}, false)`);
  if (q.madeBy) where.push(eq(businesses.businessMadeBy, q.madeBy));
  if (q.from) where.push(gte(cards.createdAt, new Date(`${q.from}T00:00:00+05:30`)));
  if (q.to) where.push(lte(cards.createdAt, new Date(`${q.to}T23:59:59.999+05:30`)));
  return and(...where) as SQL;
}

/** All Projects → digital cards (staff): filters, search field, paging, sorting; within what they see. */
export async function listCards(
  db: Db,
  scope: Scope,
  q: Query,
  baseUrl: string,
  keptRead: KeptRead = readAlways,
): Promise<CardList> {
  const today = todayInIndia();
  const { page, limit, sortBy, sortOrder, ...filters } = q;
  const cond = cardListWhere(scope, filters, today);
  // The card number breaks ties in the sort's own direction, so each order is one index walk.
  const dir = sortOrder === 'asc' ? asc : desc;
  const order = [dir(SORT[sortBy]), dir(cards.cardNo)];
  const cardsOfBusinesses = () =>
    db.select({ id: cards.id }).from(cards).innerJoin(businesses, eq(businesses.id, cards.businessId));
  // The page's ids first; only those cards are read whole and joined to their owner.
  const pageIds = cardsOfBusinesses()
    .where(cond)
    .orderBy(...order)
    .limit(limit)
    .offset((page - 1) * limit);
  const [total, madeBy] = await Promise.all([
    keptRead(['cards', scope.agencyId, scope.session.userId, filters, today], async () => {
      const [counted] = await db
        .select({ n: count() })
        .from(cards)
        .innerJoin(businesses, eq(businesses.id, cards.businessId))
        .where(cond);
      return counted?.n ?? 0;
    }),
    keptRead(['cards made by', scope.agencyId, scope.session.userId], () => cardMadeByList(db, scope)),
  ]);
  // Past the last match there is nothing to read (and the sort index is not walked for nothing).
  const rows =
    (page - 1) * limit < total
      ? await db
          .select({ card: cards, business: businesses, phone: users.phoneNumber })
          .from(cards)
          .innerJoin(businesses, eq(businesses.id, cards.businessId))
          .innerJoin(users, eq(users.id, businesses.ownerUserId))
          .where(inArray(cards.id, pageIds))
          .orderBy(...order)
      : [];
  return {
    list: rows.map(({ card: c, business: b, phone }) => ({
      cardNo: c.cardNo,
      cardId: c.cardId,
      businessId: b.id,
      businessName: b.businessName,
      companyName: c.basicDetails?.companyName ?? null,
      registeredPhoneNumber: phone,
      templateCode: c.template?.templateCode ?? null,
      status: c.status,
      published: c.settings.published,
      cardLimit: c.cardLimit,
      imagePostStatus: c.imagePostStatus,
      imagePostSettings: c.imagePostSettings,
      isSubscriptionActive: b.activePlanId !== null && isPlanActive(b.expiryDateForCustomer, today),
      expiryDateForCustomer: b.expiryDateForCustomer,
      businessMadeBy: b.businessMadeBy,
      publicUrl: `${baseUrl}/${c.cardId}`,
      createdAt: c.createdAt.toISOString(),
    })),
    total,
    cardMadeByList: madeBy,
  };
}

/**
 * Staff of the agency who made at least one live card the caller can see (the "made by" filter): the
 * agency's few staff, each probed for one such card through businesses_made_by_idx. The probe is a
 * scalar subquery on purpose: written as EXISTS, the planner turns it into a join over every card.
 */
async function cardMadeByList(db: Db, scope: Scope) {
  const oneCard = db
    .select({ one: sql`1` })
    .from(businesses)
    .innerJoin(cards, eq(cards.businessId, businesses.id))
    .where(
      and(
        eq(businesses.madeByUserId, users.id),
        visibleBusinesses(scope),
        eq(cards.agencyId, scope.agencyId),
        isNull(cards.deletedAt),
      ),
    )
    .limit(1);
  const rows = await db
    .selectDistinct({ phoneNumber: users.phoneNumber, name: users.name })
    .from(users)
    .where(and(eq(users.agencyId, scope.agencyId), eq(users.kind, 'staff'), sql`(${oneCard}) is not null`))
    .orderBy(asc(users.name))
    .limit(200);
  return rows.map((r) => ({ phoneNumber: r.phoneNumber ?? '', name: r.name ?? '' }));
}
