import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  isNull,
  lte,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { isPlanActive, todayInIndia } from '@panel/shared/plans/dates.ts';
import type { cardListQuerySchema, cardListSchema } from '@panel/shared/schemas/card.ts';
import type { Db } from '../../db/client.ts';
import { businesses, cards, users } from '../../db/schema/index.ts';
import { visibleBusinesses, visibleBusinessesOf, type Scope } from '../businesses/access.ts';
import {
  countedPage,
  listPage,
  matchesApart,
  pageReadFor,
  placeholdersFor,
  preparedForAnyValues,
  preparedPage,
  type Operands,
  type PageRead,
  withTotal,
} from '../businesses/prepared.ts';
import {
  commonShapeOf,
  commonValuesOf,
  ownerContains,
  subscribedIs,
  type CommonShape,
} from '../businesses/service.ts';
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

const SORT = {
  createdAt: cards.createdAt,
  updatedAt: cards.updatedAt,
  cardNo: cards.cardNo,
  businessName: businesses.businessName,
} as const;

type Filters = Omit<Query, 'page' | 'limit' | 'sortBy' | 'sortOrder'>;
type Order = Pick<Query, 'sortBy' | 'sortOrder'>;

/**
 * What decides the SQL of All Projects' filters: which are given, the field searched and
 * Subscribed / Not Subscribed. Every other value is bound to it (CardFilterValues), so one prepared
 * statement serves every request of a shape.
 */
interface CardFilterShape extends CommonShape {
  /** The field searched, when something is searched (the field alone filters nothing). */
  search: Query['searchField'] | undefined;
  status: boolean;
  imagePostStatus: boolean;
  published: boolean;
  subscribed: boolean | undefined;
}

const shapeOf = (scope: Scope, q: Filters): CardFilterShape => ({
  ...commonShapeOf(scope, q),
  search: q.search ? q.searchField : undefined,
  status: q.status !== undefined,
  imagePostStatus: q.imagePostStatus !== undefined,
  published: q.published !== undefined,
  subscribed: q.subscribed,
});

/** The values bound to the filters' SQL; those of filters not given are not in it. */
const valuesOf = (scope: Scope, q: Filters, today: string) => ({
  ...commonValuesOf(scope, q, today),
  search: q.search ? containsPattern(q.search) : '',
  status: q.status ?? 'active',
  imagePostStatus: q.imagePostStatus ?? 'enabled',
  published: q.published ?? false,
});
type CardFilterValues = ReturnType<typeof valuesOf>;

/**
 * Whether a shape reads `businesses`: the caller sees only some businesses, or a filter is on the
 * business or its owner. Otherwise the cards alone answer, without a lookup of each card's business:
 * a business is never deleted without its card (softDeleteBusinesses), and a card is in its
 * business's agency.
 */
const readsBusinesses = (s: CardFilterShape) =>
  s.visibility !== 'agency' ||
  s.madeBy ||
  s.subscribed !== undefined ||
  s.search === 'businessName' ||
  s.search === 'registeredPhoneNumber';

/** Whether a page joins `businesses`: its filters read them, or it is sorted by business name. */
const joinsBusinesses = (s: CardFilterShape, order: Order) =>
  readsBusinesses(s) || order.sortBy === 'businessName';

/**
 * The filters of All Projects → digital cards as one condition, within what the caller sees, from
 * the shape alone: the values are the operands, themselves or the placeholders of a prepared page.
 * `joined`: whether `businesses` is joined; it must be when the shape reads it (readsBusinesses).
 * Joined, the businesses are always held to the agency and to not deleted, though a live card implies
 * both: those are the leading columns of businesses_agency_name_idx, so a page sorted by business
 * name walks that index (0.4 ms) instead of sorting every business of the database (50 ms a page).
 */
function cardFilter(s: CardFilterShape, v: Operands<CardFilterValues>, joined: boolean): SQL {
  const where: (SQL | undefined)[] = [
    eq(cards.agencyId, v.agencyId),
    isNull(cards.deletedAt),
    joined ? visibleBusinessesOf(s.visibility, v.agencyId, v.userId) : undefined,
  ];
  // The search box on one field; the owner's number is looked up among the agency's users first.
  if (s.search)
    where.push(
      s.search === 'registeredPhoneNumber'
        ? ownerContains(v.agencyId, v.search, 'phone')
        : ilike(searchColumn[s.search], v.search),
    );
  if (s.status) where.push(eq(cards.status, v.status));
  if (s.imagePostStatus) where.push(eq(cards.imagePostStatus, v.imagePostStatus));
  if (s.published)
    where.push(sql`coalesce((${cards.settings}->>'published')::boolean, false) = ${v.published}`);
  if (s.subscribed !== undefined) where.push(subscribedIs(s.subscribed, v.today));
  if (s.madeBy) where.push(eq(businesses.businessMadeBy, v.madeBy));
  if (s.from) where.push(gte(cards.createdAt, v.from));
  if (s.to) where.push(lte(cards.createdAt, v.to));
  return and(...where) as SQL;
}

/**
 * The filters of All Projects → digital cards as one condition with the request's values; the list
 * and the digital-card report share it. Needs `businesses` joined.
 */
export const cardListWhere = (scope: Scope, q: Filters, today: string): SQL =>
  cardFilter(shapeOf(scope, q), valuesOf(scope, q, today), true);

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

/**
 * The cards of the filters, with their businesses joined when `joined` (the filters or the order
 * read them): one flag decides both the join and the businesses' conditions (cardFilter).
 */
const filteredCards = <T extends SelectedFields>(
  db: Db,
  shape: CardFilterShape,
  operands: Operands<CardFilterValues>,
  joined: boolean,
  columns: T,
) => {
  const query = db.select(columns).from(cards).$dynamic();
  // A dynamic query is built in place: the join adds no selected column, so its type is the query's.
  if (joined) query.innerJoin(businesses, eq(businesses.id, cards.businessId));
  return query.where(cardFilter(shape, operands, joined));
};

/**
 * The card ids of a page, with the businesses joined only when the filters or the order read them,
 * in the list's order (prepared.ts `PageRead`).
 */
const pageIdsOf = (
  db: Db,
  shape: CardFilterShape,
  operands: Operands<CardFilterValues>,
  order: Order,
  read: 'matches' | 'order',
  limit: number | Placeholder,
  offset: number | Placeholder,
) => {
  const joined = joinsBusinesses(shape, order);
  if (read === 'order')
    return filteredCards(db, shape, operands, joined, { id: cards.id })
      .orderBy(...orderOf(order))
      .limit(limit)
      .offset(offset);
  const dir = order.sortOrder === 'asc' ? asc : desc;
  const matches = matchesApart(
    filteredCards(db, shape, operands, joined, {
      id: cards.id,
      key: sql`${SORT[order.sortBy]}`.as('key'),
      cardNo: cards.cardNo,
    }).$dynamic(),
  );
  return db
    .select({ id: matches.id })
    .from(matches)
    .orderBy(dir(matches.key), dir(matches.cardNo))
    .limit(limit)
    .offset(offset);
};

/** The listed cards with business and owner, and `extra` columns. */
const selectListed = <E extends Record<string, SQL.Aliased>>(db: Pick<Db, 'select'>, extra: E) =>
  db
    .select({ id: cards.id, ...listColumns, ...extra })
    .from(cards)
    .innerJoin(businesses, eq(businesses.id, cards.businessId))
    .innerJoin(users, eq(users.id, businesses.ownerUserId));

/** The listed cards of a page's ids (prepared.ts `rowsInOrder`). */
const cardsByIds = (db: Db) =>
  preparedForAnyValues(db, 'cards_by_ids', (on, name) =>
    selectListed(on, {})
      .where(sql`${cards.id} = any(${sql.placeholder('ids')})`)
      .prepare(name),
  );
type Listed = Awaited<ReturnType<ReturnType<typeof cardsByIds>['execute']>>[number];

/** A page's ids, prepared once per filter shape and order (prepared.ts `preparedPage`). */
const pageIdsStatement = (
  db: Db,
  shape: CardFilterShape,
  order: Order,
  read: 'matches' | 'order',
  values: CardFilterValues,
) =>
  preparedPage(db, 'cards_page', order, shape, read, (on, name) =>
    pageIdsOf(
      on,
      shape,
      placeholdersFor(values),
      order,
      read,
      sql.placeholder('limit'),
      sql.placeholder('offset'),
    ).prepare(name),
  );

/** A page's rows with the total of the matches (prepared.ts `withTotal`), per filter shape and order. */
const togetherStatement = (db: Db, shape: CardFilterShape, order: Order, values: CardFilterValues) =>
  preparedPage(
    db,
    'cards_page',
    order,
    shape,
    'together',
    (on, name) =>
      withTotal(
        on,
        name,
        filteredCards(
          on,
          shape,
          placeholdersFor(values),
          joinsBusinesses(shape, order),
          countedPage(cards.id, SORT[order.sortBy], cards.cardNo, order.sortOrder),
        ),
        {
          rows: (from, columns) => selectListed(from, columns).$dynamic(),
          id: cards.id,
          order: orderOf(order),
        },
      ),
    values.search,
  );

/** All Projects → digital cards (staff): filters, search field, paging, sorting; within what they see. */
export async function listCards(
  db: Db,
  scope: Scope,
  q: Query,
  baseUrl: string,
  keptRead: KeptRead = readAlways,
  readFor: (total?: number) => PageRead = pageReadFor,
): Promise<CardList> {
  const today = todayInIndia();
  const { page, limit, sortBy, sortOrder, ...filters } = q;
  const order = { sortBy, sortOrder };
  const shape = shapeOf(scope, filters);
  const values = valuesOf(scope, filters, today);
  const caller = [scope.agencyId, scope.session.userId];
  const listed = ({ id: _id, total: _total, activePlanId, cardId, ...r }: Listed & { total?: number }) => ({
    ...r,
    cardId,
    isSubscriptionActive: activePlanId !== null && isPlanActive(r.expiryDateForCustomer, today),
    publicUrl: `${baseUrl}/${cardId}`,
    createdAt: r.createdAt.toISOString(),
  });
  const [{ list, total }, madeBy] = await Promise.all([
    listPage(
      { page, limit, search: !!shape.search, values },
      {
        total: ['cards', ...caller, filters, today],
        firstPage: ['cards, first page', ...caller, filters, order, limit, today, baseUrl],
      },
      keptRead,
      readFor,
      {
        count: async () => {
          const [counted] = await filteredCards(db, shape, values, readsBusinesses(shape), { n: count() });
          return counted?.n ?? 0;
        },
        ids: (read) => pageIdsStatement(db, shape, order, read, values),
        together: () => togetherStatement(db, shape, order, values),
        byIds: (ids) => cardsByIds(db).execute({ ids }),
        idOf: (r) => r.id,
        listed,
      },
    ),
    keptRead(['cards made by', ...caller], () => cardMadeByList(db, scope)),
  ]);
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
