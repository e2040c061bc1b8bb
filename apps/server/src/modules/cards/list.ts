import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNull,
  lte,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { z } from 'zod';
import { isPlanActive, todayInIndia } from '@panel/shared/plans/dates.ts';
import type { cardListQuerySchema, cardListSchema } from '@panel/shared/schemas/card.ts';
import type { Db } from '../../db/client.ts';
import { businesses, cards, users } from '../../db/schema/index.ts';
import {
  noFilterGiven,
  visibilityOf,
  visibleBusinesses,
  visibleBusinessesOf,
  type Scope,
  type Visibility,
} from '../businesses/access.ts';
import { preparedOnce } from '../businesses/prepared.ts';
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

type Order = Pick<Query, 'sortBy' | 'sortOrder'>;

// The card number breaks ties in the sort's own direction, so each order is one index walk.
const orderOf = ({ sortBy, sortOrder }: Order) => {
  const dir = sortOrder === 'asc' ? asc : desc;
  return [dir(SORT[sortBy]), dir(cards.cardNo)];
};

/** Only what a row of the list shows: a card's content (products, gallery …) stays in the database. */
const listColumns = {
  cardNo: cards.cardNo,
  cardId: cards.cardId,
  businessId: businesses.id,
  businessName: businesses.businessName,
  companyName: sql<string | null>`${cards.basicDetails}->>'companyName'`,
  registeredPhoneNumber: users.phoneNumber,
  templateCode: sql<string | null>`${cards.template}->>'templateCode'`,
  status: cards.status,
  published: sql<boolean>`coalesce((${cards.settings}->>'published')::boolean, false)`,
  cardLimit: cards.cardLimit,
  imagePostStatus: cards.imagePostStatus,
  imagePostSettings: cards.imagePostSettings,
  activePlanId: businesses.activePlanId,
  expiryDateForCustomer: businesses.expiryDateForCustomer,
  businessMadeBy: businesses.businessMadeBy,
  createdAt: cards.createdAt,
};

/** A page: the page's card ids first (`where` needs `businesses`); only those rows are read and joined. */
const pageOf = (
  db: Db,
  where: SQL,
  order: Order,
  limit: number | Placeholder,
  offset: number | Placeholder,
) => {
  const ids = db
    .select({ id: cards.id })
    .from(cards)
    .innerJoin(businesses, eq(businesses.id, cards.businessId))
    .where(where)
    .orderBy(...orderOf(order))
    .limit(limit)
    .offset(offset);
  return db
    .select(listColumns)
    .from(cards)
    .innerJoin(businesses, eq(businesses.id, cards.businessId))
    .innerJoin(users, eq(users.id, businesses.ownerUserId))
    .where(inArray(cards.id, ids))
    .orderBy(...orderOf(order));
};

type PageRow = Awaited<ReturnType<ReturnType<typeof pageOf>['execute']>>[number];

/** A page of the unfiltered list, the one All Projects opens with: prepared per visibility and order. */
const unfilteredPage = (db: Db, visibility: Visibility, order: Order) =>
  preparedOnce(db, `cards_page_${visibility}_${order.sortBy}_${order.sortOrder}`, (name) =>
    pageOf(
      db,
      and(
        eq(cards.agencyId, sql.placeholder('agencyId')),
        isNull(cards.deletedAt),
        visibleBusinessesOf(visibility, sql.placeholder('agencyId'), sql.placeholder('userId')),
      ) as SQL,
      order,
      sql.placeholder('limit'),
      sql.placeholder('offset'),
    ).prepare(name),
  );

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
  const order = { sortBy, sortOrder };
  const [total, madeBy] = await Promise.all([
    keptRead(['cards', scope.agencyId, scope.session.userId, filters, today], async () => {
      const [counted] = await db
        .select({ n: count() })
        .from(cards)
        .innerJoin(businesses, eq(businesses.id, cards.businessId))
        .where(cardListWhere(scope, filters, today));
      return counted?.n ?? 0;
    }),
    keptRead(['cards made by', scope.agencyId, scope.session.userId], () => cardMadeByList(db, scope)),
  ]);
  const offset = (page - 1) * limit;
  // Past the last match there is nothing to read (and the sort index is not walked for nothing).
  // The search field alone filters nothing (cardListWhere).
  const { searchField: _field, ...given } = filters;
  const toItems = (rows: PageRow[]) =>
    rows.map(({ activePlanId, cardId, ...r }) => ({
      ...r,
      cardId,
      isSubscriptionActive: activePlanId !== null && isPlanActive(r.expiryDateForCustomer, today),
      publicUrl: `${baseUrl}/${cardId}`,
      createdAt: r.createdAt.toISOString(),
    }));
  const readUnfiltered = async () =>
    toItems(
      await unfilteredPage(db, visibilityOf(scope), order).execute({
        agencyId: scope.agencyId,
        userId: scope.session.userId,
        limit,
        offset,
      }),
    );
  const list =
    offset >= total
      ? []
      : !noFilterGiven(given)
        ? toItems(await pageOf(db, cardListWhere(scope, filters, today), order, limit, offset))
        : page === 1
          ? // The page every visit opens on is kept like the total (same drops); later pages are read.
            await keptRead(
              ['cards, first page', scope.agencyId, scope.session.userId, order, limit, today, baseUrl],
              readUnfiltered,
            )
          : await readUnfiltered();
  return { list, total, cardMadeByList: madeBy };
}

/**
 * Staff of the agency who made at least one live card the caller can see (the "made by" filter): the
 * agency's few staff, each probed for one such card through businesses_made_by_idx. One query per
 * staff member on purpose: given the id itself, the planner knows from its statistics whether that
 * person made many businesses (any row will do) or none (the index answers at once). Probed from the
 * staff list in one query, it has to assume every member made as many as the busiest, and read every
 * business for each one who made none (0.25–0.5 s at 100,000 businesses); written as EXISTS, it turns
 * into a join over every card.
 */
async function cardMadeByList(db: Db, scope: Scope) {
  const staff = await db
    .select({ id: users.id, phoneNumber: users.phoneNumber, name: users.name })
    .from(users)
    .where(and(eq(users.agencyId, scope.agencyId), eq(users.kind, 'staff')))
    .orderBy(asc(users.name), asc(users.phoneNumber));
  const madeACard = await Promise.all(
    staff.map(async (s) => {
      const [one] = await db
        .select({ one: sql`1` })
        .from(businesses)
        .innerJoin(cards, eq(cards.businessId, businesses.id))
        .where(
          and(
            eq(businesses.madeByUserId, s.id),
            visibleBusinesses(scope),
            eq(cards.agencyId, scope.agencyId),
            isNull(cards.deletedAt),
          ),
        )
        .limit(1);
      return one !== undefined;
    }),
  );
  // One choice per phone and name, as the filter matches on the phone (two records of one person).
  const choices = new Map<string, { phoneNumber: string; name: string }>();
  staff.forEach((s, i) => {
    const choice = { phoneNumber: s.phoneNumber ?? '', name: s.name ?? '' };
    if (madeACard[i]) choices.set(JSON.stringify([s.phoneNumber, s.name]), choice);
  });
  return [...choices.values()].slice(0, 200);
}
