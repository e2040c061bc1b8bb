import { and, asc, count, desc, eq, gte, ilike, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { isPlanActive, todayInIndia } from '@panel/shared/plans/dates.ts';
import type { cardListQuerySchema, cardListSchema } from '@panel/shared/schemas/card.ts';
import type { Db } from '../../db/client.ts';
import { businesses, cards, users } from '../../db/schema/index.ts';
import { visibleBusinesses, type Scope } from '../businesses/access.ts';
import { containsPattern } from '../../db/like.ts';

type Query = z.output<typeof cardListQuerySchema>;
type CardList = z.infer<typeof cardListSchema>;

/** The column each search field of spec section 3 looks in. */
const searchColumn = {
  cardId: cards.cardId,
  companyName: sql<string>`${cards.basicDetails}->>'companyName'`,
  businessName: businesses.businessName,
  registeredPhoneNumber: users.phoneNumber,
  templateCode: sql<string>`${cards.template}->>'templateCode'`,
} as const;

const SORT = {
  createdAt: cards.createdAt,
  updatedAt: cards.updatedAt,
  cardNo: cards.cardNo,
  businessName: businesses.businessName,
} as const;

/**
 * The filters of All Projects → digital cards as one condition, within what the caller sees; the list
 * and the digital-card report share it. Needs `businesses` and `users` (the owner) joined.
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
  if (q.search) where.push(ilike(searchColumn[q.searchField], containsPattern(q.search)));
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
export async function listCards(db: Db, scope: Scope, q: Query, baseUrl: string): Promise<CardList> {
  const today = todayInIndia();
  const cond = cardListWhere(scope, q, today);
  const from = () =>
    db
      .select({ card: cards, business: businesses, phone: users.phoneNumber })
      .from(cards)
      .innerJoin(businesses, eq(businesses.id, cards.businessId))
      .innerJoin(users, eq(users.id, businesses.ownerUserId));
  const order = q.sortOrder === 'asc' ? asc(SORT[q.sortBy]) : desc(SORT[q.sortBy]);
  const [rows, [total], madeBy] = await Promise.all([
    from()
      .where(cond)
      .orderBy(order, desc(cards.cardNo))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db
      .select({ n: count() })
      .from(cards)
      .innerJoin(businesses, eq(businesses.id, cards.businessId))
      .innerJoin(users, eq(users.id, businesses.ownerUserId))
      .where(cond),
    cardMadeByList(db, scope),
  ]);
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
    total: total?.n ?? 0,
    cardMadeByList: madeBy,
  };
}

/** Staff of the agency who made at least one live card the caller can see (the "made by" filter). */
async function cardMadeByList(db: Db, scope: Scope) {
  const rows = await db
    .selectDistinct({ phoneNumber: users.phoneNumber, name: users.name })
    .from(cards)
    .innerJoin(businesses, eq(businesses.id, cards.businessId))
    .innerJoin(users, eq(users.id, businesses.madeByUserId))
    .where(
      and(
        eq(cards.agencyId, scope.agencyId),
        isNull(cards.deletedAt),
        visibleBusinesses(scope),
        eq(users.kind, 'staff'),
      ),
    )
    .orderBy(asc(users.name))
    .limit(200);
  return rows.map((r) => ({ phoneNumber: r.phoneNumber ?? '', name: r.name ?? '' }));
}
