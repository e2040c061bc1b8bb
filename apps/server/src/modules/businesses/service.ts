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
  lt,
  lte,
  or,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import { AppError, badRequest, notFound } from '@panel/shared/errors.ts';
import { isPlanActive, todayInIndia } from '@panel/shared/plans/dates.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type {
  Business,
  BusinessCategory,
  businessListQuerySchema,
  registerUserAndGetBusinessesBodySchema,
  saveBusinessBodySchema,
  updateBusinessMetadataBodySchema,
  cloneBusinessBodySchema,
} from '@panel/shared/schemas/business.ts';
import type { Db, Tx } from '../../db/client.ts';
import { businessCategories, businesses, cards, users } from '../../db/schema/index.ts';
import {
  UUID_RE,
  businessFor,
  madeBy,
  visibilityOf,
  visibleBusinesses,
  visibleBusinessesOf,
  type BusinessRow,
  type Scope,
  type Visibility,
} from './access.ts';
import { cloneCardOf } from '../cards/service.ts';
import { assertCategory, columnsOf, createBusiness } from './create.ts';
import { containsPattern } from '../../db/like.ts';
import { readAlways, type KeptRead } from '../../plugins/kept-reads.ts';
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
} from './prepared.ts';

/** Turns an upload's fileName into the URL of a variant; injected so services stay storage-agnostic. */
export type MediaUrl = (ref: string) => string;

/** What an answer shows of a business (toBusiness, the report's CSV): not its plan's limits and the like. */
const shownColumns = {
  id: businesses.id,
  businessName: businesses.businessName,
  natureOfBusiness: businesses.natureOfBusiness,
  ownerName: businesses.ownerName,
  phoneNumbers: businesses.phoneNumbers,
  email: businesses.email,
  address: businesses.address,
  logoKey: businesses.logoKey,
  paymentStatus: businesses.paymentStatus,
  activePlanId: businesses.activePlanId,
  activePlanName: businesses.activePlanName,
  expiryDateForCustomer: businesses.expiryDateForCustomer,
  businessMadeBy: businesses.businessMadeBy,
  createdAt: businesses.createdAt,
  updatedAt: businesses.updatedAt,
};

/** What an answer shows of a category (not its display order nor when it was made). */
const categoryColumns = {
  id: businessCategories.id,
  name: businessCategories.name,
  imageSubcategoryId: businessCategories.imageSubcategoryId,
  imageSubcategoryName: businessCategories.imageSubcategoryName,
};

const row = {
  business: shownColumns,
  category: categoryColumns,
  user: {
    userId: users.id,
    phoneNumber: users.phoneNumber,
    email: users.email,
    isForeignUser: users.isForeignUser,
  },
  cardNo: cards.cardNo,
};

export const selectBusinesses = (db: Pick<Db, 'select'>) => selectBusinessesWith(db, {});

/** `selectBusinesses` with `extra` columns beside the row's. */
const selectBusinessesWith = <E extends Record<string, SQL.Aliased>>(db: Pick<Db, 'select'>, extra: E) =>
  db
    .select({ ...row, ...extra })
    .from(businesses)
    .innerJoin(users, eq(users.id, businesses.ownerUserId))
    .leftJoin(businessCategories, eq(businessCategories.id, businesses.categoryId))
    .leftJoin(cards, and(eq(cards.businessId, businesses.id), isNull(cards.deletedAt)));

export type BusinessListRow = Awaited<ReturnType<ReturnType<typeof selectBusinesses>['execute']>>[number];

export const toCategory = (
  c: Pick<typeof businessCategories.$inferSelect, keyof typeof categoryColumns>,
): BusinessCategory => ({
  categoryId: c.id,
  name: c.name,
  imageSubcategoryId: c.imageSubcategoryId,
  imageSubcategoryName: c.imageSubcategoryName,
});

export function toBusiness(r: BusinessListRow, mediaUrl: MediaUrl, today = todayInIndia()): Business {
  const b = r.business;
  const a = b.address;
  return {
    businessId: b.id,
    businessName: b.businessName,
    category: r.category ? toCategory(r.category) : null,
    natureOfBusiness: (b.natureOfBusiness as Business['natureOfBusiness']) ?? null,
    ownerName: b.ownerName,
    phoneNumbers: b.phoneNumbers,
    email: b.email,
    address:
      a.line1 && a.city && a.pincode
        ? {
            line1: a.line1,
            line2: a.line2,
            city: a.city,
            state: a.state,
            pincode: a.pincode,
            country: a.country,
          }
        : null,
    logo: b.logoKey,
    logoUrl: b.logoKey ? mediaUrl(b.logoKey) : null,
    user: r.user,
    paymentStatus: b.paymentStatus,
    isSubscriptionActive: b.activePlanId !== null && isPlanActive(b.expiryDateForCustomer, today),
    expiryDateForCustomer: b.expiryDateForCustomer,
    businessMadeBy: b.businessMadeBy,
    cardNo: r.cardNo ?? null,
    createdAt: b.createdAt.toISOString(),
    updatedAt: b.updatedAt.toISOString(),
  };
}

/** GET /api/v1/business/{id}, the most asked single row: prepared per visibility (prepared.ts). */
const businessById = (db: Db, visibility: Visibility) =>
  preparedForAnyValues(db, `business_by_id_${visibility}`, (on, name) =>
    selectBusinesses(on)
      .where(
        and(
          eq(businesses.id, sql.placeholder('id')),
          visibleBusinessesOf(visibility, sql.placeholder('agencyId'), sql.placeholder('userId')),
        ),
      )
      .limit(1)
      .prepare(name),
  );

export async function getBusiness(
  db: Db,
  scope: Scope,
  businessId: string,
  mediaUrl: MediaUrl,
  keptRead: KeptRead = readAlways,
): Promise<Business> {
  if (!UUID_RE.test(businessId)) throw notFound('Business');
  const today = todayInIndia();
  // GET /api/v1/business/{id} keeps it like the lists' first pages (dropped by a write to any table
  // it reads); a route that has just written reads it afresh.
  return keptRead(['business', scope.agencyId, scope.session.userId, businessId, today], async () => {
    const [r] = await businessById(db, visibilityOf(scope)).execute({
      id: businessId,
      agencyId: scope.agencyId,
      userId: scope.session.userId,
    });
    if (!r) throw notFound('Business');
    return toBusiness(r, mediaUrl, today);
  });
}

const SORT = {
  createdAt: businesses.createdAt,
  businessName: businesses.businessName,
  expiryDateForCustomer: businesses.expiryDateForCustomer,
} as const;
type ListQuery = z.output<typeof businessListQuerySchema>;
type Filters = Omit<ListQuery, 'page' | 'limit' | 'sortBy' | 'sortOrder'>;
type Order = Pick<ListQuery, 'sortBy' | 'sortOrder'>;

// The id breaks ties in the sort's own direction, so each order is one index walk (db/schema).
const orderOf = ({ sortBy, sortOrder }: Order) => {
  const dir = sortOrder === 'asc' ? asc : desc;
  return [dir(SORT[sortBy]), dir(businesses.id)];
};

/** The ids of a page, from businesses alone (`where`), in the list's order (prepared.ts `PageRead`). */
const pageIdsOf = (
  db: Db,
  where: SQL,
  order: Order,
  read: 'matches' | 'order',
  limit: number | Placeholder,
  offset: number | Placeholder,
) => {
  if (read === 'order')
    return db
      .select({ id: businesses.id })
      .from(businesses)
      .where(where)
      .orderBy(...orderOf(order))
      .limit(limit)
      .offset(offset);
  const dir = order.sortOrder === 'asc' ? asc : desc;
  const matches = matchesApart(
    db
      .select({ id: businesses.id, key: sql`${SORT[order.sortBy]}`.as('key') })
      .from(businesses)
      .where(where)
      .$dynamic(),
  );
  return db
    .select({ id: matches.id })
    .from(matches)
    .orderBy(dir(matches.key), dir(matches.id))
    .limit(limit)
    .offset(offset);
};

/** The listed businesses of a page's ids, joined to owner, category and card (prepared.ts `rowsInOrder`). */
const businessesByIds = (db: Db) =>
  preparedForAnyValues(db, 'businesses_by_ids', (on, name) =>
    selectBusinesses(on)
      .where(sql`${businesses.id} = any(${sql.placeholder('ids')})`)
      .prepare(name),
  );

/** The first and last instant of an India date (a list's inclusive "created" range). */
const indiaDayStart = (day: string) => new Date(`${day}T00:00:00+05:30`);
const indiaDayEnd = (day: string) => new Date(`${day}T23:59:59.999+05:30`);

/** The filters both staff lists (All Businesses, All Projects) have beside their own. */
interface CommonFilters {
  madeBy?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/**
 * The part of a staff list's filter shape both lists share: what the caller sees, and whether "made
 * by" and each end of the "created" range are given (an empty one filters nothing).
 */
export const commonShapeOf = (scope: Scope, q: CommonFilters) => ({
  visibility: visibilityOf(scope),
  madeBy: !!q.madeBy,
  from: !!q.from,
  to: !!q.to,
});
export type CommonShape = ReturnType<typeof commonShapeOf>;

/** The values both staff lists bind: the caller, today, "made by" and the range's instants in India. */
export const commonValuesOf = (scope: Scope, q: CommonFilters, today: string) => ({
  agencyId: scope.agencyId,
  userId: scope.session.userId,
  today,
  madeBy: q.madeBy ?? '',
  from: indiaDayStart(q.from ?? today),
  to: indiaDayEnd(q.to ?? today),
});

/** The India date 7 days after `today` (a plan "expiring" ends by then). */
const weekAfter = (today: string) =>
  new Date(Date.parse(`${today}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);

/** Businesses whose plan is active, has ended, or ends by `week` (India dates, maybe placeholders). */
function planOf(
  plan: 'active' | 'expired' | 'expiring',
  today: string | Placeholder,
  week: string | Placeholder,
): SQL {
  const hasPlan = sql`${businesses.activePlanId} is not null`;
  if (plan === 'active') return and(hasPlan, gte(businesses.expiryDateForCustomer, today)) as SQL;
  if (plan === 'expired') return and(hasPlan, lt(businesses.expiryDateForCustomer, today)) as SQL;
  return and(
    hasPlan,
    gte(businesses.expiryDateForCustomer, today),
    lte(businesses.expiryDateForCustomer, week),
  ) as SQL;
}

/** Businesses whose plan is active, has ended, or ends within 7 days (India dates). */
export const planIs = (plan: 'active' | 'expired' | 'expiring', today: string): SQL =>
  planOf(plan, today, weekAfter(today));

/** The Subscribed / Not Subscribed filter of both lists (`businesses` joined). */
export const subscribedIs = (subscribed: boolean, today: string | Placeholder): SQL => {
  const active = planOf('active', today, today);
  return subscribed ? active : sql`not coalesce(${active}, false)`;
};

/**
 * The owners (customers of the agency) whose phone number or e-mail matches `like` (an ILIKE
 * pattern, containsPattern), as a condition on `businesses.owner_user_id`. The ids are found first,
 * through the trigram indexes (db/schema: users_*_trgm_idx): `= any(array(…))` makes them an index
 * condition on the owner rather than a test repeated on every business. Both fields are two lookups,
 * one per index: as one (phone or e-mail), a plan made for any pattern (prepared.ts `preparedPage`)
 * also read all of the agency's owners through its index, 3–5 ms instead of 0.2–1.
 */
export function ownerContains(
  agencyId: string | Placeholder,
  like: string | Placeholder,
  fields: OwnerFields,
): SQL {
  const owners = (field: typeof users.phoneNumber | typeof users.email) =>
    sql`${businesses.ownerUserId} = any(array(
      select ${users.id} from ${users} where ${users.agencyId} = ${agencyId} and ${ilike(field, like)}))`;
  if (fields === 'phone') return owners(users.phoneNumber);
  if (fields === 'e-mail') return owners(users.email);
  return or(owners(users.phoneNumber), owners(users.email)) as SQL;
}

/** The owner's fields a search looks in. */
type OwnerFields = 'phone' | 'e-mail' | 'phone or e-mail';

/**
 * Where All Businesses' search box can find `term`: always the business name; the owner's phone
 * number only when the term is digits (numbers are stored as 10 digits), the owner's e-mail only
 * when it has no space. Leaving out what cannot match spares the owners' lookup: a name with a space
 * ("patel sweets") is looked for in the names alone.
 */
const searchReachOf = (term: string): OwnerFields | 'name' =>
  /\s/.test(term) ? 'name' : /^\d+$/.test(term) ? 'phone or e-mail' : 'e-mail';

/**
 * What decides the SQL of All Businesses' filters: which filters are given, and the few values that
 * change its form. Every other value is bound to it (BusinessFilterValues), so one prepared statement
 * serves every request of a shape.
 */
interface BusinessFilterShape extends CommonShape {
  /** Where the search looks, when something is searched. */
  search: OwnerFields | 'name' | undefined;
  subscribed: boolean | undefined;
  paid: boolean | undefined;
  plan: Filters['plan'];
  /** A category id that may match ('id'), or one that is no uuid and so matches nothing ('none'). */
  category: 'id' | 'none' | undefined;
}

// An empty search or category filters nothing.
const shapeOf = (scope: Scope, q: Filters): BusinessFilterShape => ({
  ...commonShapeOf(scope, q),
  search: q.search ? searchReachOf(q.search) : undefined,
  subscribed: q.subscribed,
  paid: q.paid,
  plan: q.plan,
  category: q.categoryId ? (UUID_RE.test(q.categoryId) ? 'id' : 'none') : undefined,
});

/** The values bound to the filters' SQL; those of filters not given are not in it. */
const valuesOf = (scope: Scope, q: Filters, today: string) => ({
  ...commonValuesOf(scope, q, today),
  week: weekAfter(today),
  search: q.search ? containsPattern(q.search) : '',
  categoryId: q.categoryId ?? '',
});
type BusinessFilterValues = ReturnType<typeof valuesOf>;

/**
 * The filters of All Businesses (spec section 3) as one condition, within what the caller sees, from
 * the shape alone: the values are the operands, themselves or the placeholders of a prepared page.
 */
function businessFilter(s: BusinessFilterShape, v: Operands<BusinessFilterValues>): SQL {
  const where: (SQL | undefined)[] = [visibleBusinessesOf(s.visibility, v.agencyId, v.userId)];
  // Both sides are index conditions (the name's trigram index, the owners' ids), so the planner can
  // combine them or walk the sort's index, whichever its statistics say is cheaper.
  if (s.search)
    where.push(
      s.search === 'name'
        ? ilike(businesses.businessName, v.search)
        : or(ilike(businesses.businessName, v.search), ownerContains(v.agencyId, v.search, s.search)),
    );
  if (s.subscribed !== undefined) where.push(subscribedIs(s.subscribed, v.today));
  if (s.paid !== undefined)
    where.push(s.paid ? eq(businesses.paymentStatus, 1) : sql`${businesses.paymentStatus} <> 1`);
  if (s.plan) where.push(planOf(s.plan, v.today, v.week));
  if (s.madeBy) where.push(eq(businesses.businessMadeBy, v.madeBy));
  if (s.category) where.push(s.category === 'id' ? eq(businesses.categoryId, v.categoryId) : sql`false`);
  if (s.from) where.push(gte(businesses.createdAt, v.from));
  if (s.to) where.push(lte(businesses.createdAt, v.to));
  return and(...where) as SQL;
}

/**
 * The filters of All Businesses as one condition with the request's values. The list and the
 * business report share it, so an export holds exactly what the screen shows.
 */
export const businessListWhere = (scope: Scope, q: Filters, today: string): SQL =>
  businessFilter(shapeOf(scope, q), valuesOf(scope, q, today));

/** A page's ids, prepared once per filter shape and order (prepared.ts `preparedPage`). */
const pageIdsStatement = (
  db: Db,
  shape: BusinessFilterShape,
  order: Order,
  read: 'matches' | 'order',
  values: BusinessFilterValues,
) =>
  preparedPage(db, 'businesses_page', order, shape, read, (on, name) =>
    pageIdsOf(
      on,
      businessFilter(shape, placeholdersFor(values)),
      order,
      read,
      sql.placeholder('limit'),
      sql.placeholder('offset'),
    ).prepare(name),
  );

/** A page's rows with the total of the matches (prepared.ts `withTotal`), per filter shape and order. */
const togetherStatement = (db: Db, shape: BusinessFilterShape, order: Order, values: BusinessFilterValues) =>
  preparedPage(
    db,
    'businesses_page',
    order,
    shape,
    'together',
    (on, name) =>
      withTotal(
        on,
        name,
        on
          .select(countedPage(businesses.id, SORT[order.sortBy], businesses.id, order.sortOrder))
          .from(businesses)
          .where(businessFilter(shape, placeholdersFor(values))),
        {
          rows: (from, columns) => selectBusinessesWith(from, columns).$dynamic(),
          id: businesses.id,
          order: orderOf(order),
        },
      ),
    values.search,
  );

/** All Businesses (staff): filters of spec section 3, paged and sorted, within what the caller sees. */
export async function listBusinesses(
  db: Db,
  scope: Scope,
  q: ListQuery,
  mediaUrl: MediaUrl,
  keptRead: KeptRead = readAlways,
  readFor: (total?: number) => PageRead = pageReadFor,
): Promise<{ list: Business[]; total: number }> {
  const today = todayInIndia();
  const { page, limit, sortBy, sortOrder, ...filters } = q;
  const order = { sortBy, sortOrder };
  const shape = shapeOf(scope, filters);
  const values = valuesOf(scope, filters, today);
  const caller = [scope.agencyId, scope.session.userId];
  return listPage(
    { page, limit, search: !!shape.search, values },
    {
      total: ['businesses', ...caller, filters, today],
      firstPage: ['businesses, first page', ...caller, filters, order, limit, today],
    },
    keptRead,
    readFor,
    {
      count: async () => {
        const [counted] = await db
          .select({ n: count() })
          .from(businesses)
          .where(businessFilter(shape, values));
        return counted?.n ?? 0;
      },
      ids: (read) => pageIdsStatement(db, shape, order, read, values),
      together: () => togetherStatement(db, shape, order, values),
      byIds: (ids) => businessesByIds(db).execute({ ids }),
      idOf: (r) => r.business.id,
      listed: (r) => toBusiness(r, mediaUrl, today),
    },
  );
}

/** The businesses of one customer: the caller's own, or (staff) ?userId's within what staff may see. */
export async function businessesByUser(db: Db, scope: Scope, userId: string | undefined, mediaUrl: MediaUrl) {
  const owner = scope.session.kind === 'customer' ? scope.session.userId : userId;
  // Staff have no businesses of their own: the shell's selector is simply empty for them.
  if (!owner || !UUID_RE.test(owner)) return { list: [], total: 0 };
  const rows = await selectBusinesses(db)
    .where(and(visibleBusinesses(scope), eq(businesses.ownerUserId, owner)))
    .orderBy(asc(businesses.createdAt))
    .limit(100);
  return { list: rows.map((r) => toBusiness(r, mediaUrl)), total: rows.length };
}

/** POST /api/v1/business: adds without businessId, updates with it. */
export async function saveBusiness(
  db: Db,
  scope: Scope,
  body: z.output<typeof saveBusinessBodySchema>,
  log: FastifyBaseLogger,
): Promise<string> {
  const { businessId, userId, ...fields } = body;
  if (!businessId) return createBusiness(db, scope, fields, userId, log);
  const b = await businessFor(db, scope, businessId);
  await assertCategory(db, fields.categoryId);
  await db.update(businesses).set(columnsOf(fields)).where(eq(businesses.id, b.id));
  return b.id;
}

/** Staff: find or create the customer by phone (e-mail for foreign users), optionally add a business. */
export async function registerUserAndGetBusinesses(
  db: Db,
  scope: Scope,
  body: z.output<typeof registerUserAndGetBusinessesBodySchema>,
  mediaUrl: MediaUrl,
  log: FastifyBaseLogger,
) {
  const identity = body.isForeignUser
    ? eq(users.email, body.email ?? '')
    : eq(users.phoneNumber, (body.phoneNumber ?? '').replace(/^\+91/, ''));
  const [existing] = await db
    .select()
    .from(users)
    .where(
      and(eq(users.agencyId, scope.agencyId), eq(users.kind, 'customer'), identity, isNull(users.deletedAt)),
    )
    .limit(1);
  let user = existing;
  if (!user) {
    // Customers sign in with their 10-digit mobile (auth module); card fields keep E.164.
    const phoneNumber = body.isForeignUser ? null : (body.phoneNumber ?? '').replace(/^\+91/, '');
    if (!body.isForeignUser && !/^\d{10}$/.test(phoneNumber ?? ''))
      throw badRequest('Customers sign in with an Indian mobile number.', {
        phoneNumber: 'A valid phone number is required.',
      });
    [user] = await db
      .insert(users)
      .values({
        agencyId: scope.agencyId,
        kind: 'customer',
        phoneNumber,
        email: body.isForeignUser ? (body.email ?? null) : (body.email ?? null),
        isForeignUser: body.isForeignUser,
        name: body.name ?? null,
        createdByUserId: scope.session.userId,
      })
      .returning();
  }
  if (!user) throw new AppError('INTERNAL', 'Could not register the customer.');
  if (body.business) await createBusiness(db, scope, body.business, user.id, log);
  const list = await businessesByUser(db, scope, user.id, mediaUrl);
  return {
    user: {
      userId: user.id,
      phoneNumber: user.phoneNumber,
      email: user.email,
      isForeignUser: user.isForeignUser,
      name: user.name,
      isNewUser: !existing,
    },
    businesses: list,
  };
}

export async function updateBusinessMetadata(
  db: Db,
  scope: Scope,
  body: z.output<typeof updateBusinessMetadataBodySchema>,
) {
  const b = await businessFor(db, scope, body.businessId);
  if (body.categoryId) await assertCategory(db, body.categoryId);
  const set: Partial<BusinessRow> = {};
  if (body.paymentStatus !== undefined) set.paymentStatus = body.paymentStatus;
  if (body.expiryDateForCustomer !== undefined) set.expiryDateForCustomer = body.expiryDateForCustomer;
  if (body.categoryId) set.categoryId = body.categoryId;
  if (Object.keys(set).length) await db.update(businesses).set(set).where(eq(businesses.id, b.id));
  return b.id;
}

/**
 * Soft-deletes the live businesses `which` picks and their cards, at one instant: a business is never
 * deleted without its card, so lists of cards need not join businesses to leave them out. The rows
 * stay for billing history (a bill counts a card up to the day it was deleted).
 */
export async function softDeleteBusinesses(tx: Tx, which: SQL, now = new Date()) {
  const live = and(which, isNull(businesses.deletedAt));
  const doomed = tx.select({ id: businesses.id }).from(businesses).where(live);
  await tx
    .update(cards)
    .set({ deletedAt: now })
    .where(and(inArray(cards.businessId, doomed), isNull(cards.deletedAt)));
  await tx.update(businesses).set({ deletedAt: now }).where(live);
}

/** Soft delete: the business and its card disappear everywhere. */
export async function deleteBusiness(db: Db, scope: Scope, businessId: string) {
  const b = await businessFor(db, scope, businessId);
  await db.transaction((tx) => softDeleteBusinesses(tx, eq(businesses.id, b.id)));
}

/** Copies the business (same owner) and its card's content under a new, unpublished card. */
export async function cloneBusiness(
  db: Db,
  scope: Scope,
  body: z.output<typeof cloneBusinessBodySchema>,
): Promise<string> {
  const b = await businessFor(db, scope, body.businessId);
  return db.transaction(async (tx) => {
    // The content is copied; the subscription is not (a clone starts unpaid, like any new business).
    const copy = {
      agencyId: b.agencyId,
      ownerUserId: b.ownerUserId,
      categoryId: b.categoryId,
      natureOfBusiness: b.natureOfBusiness,
      ownerName: b.ownerName,
      phoneNumbers: b.phoneNumbers,
      email: b.email,
      website: b.website,
      address: b.address,
      logoKey: b.logoKey,
    };
    const [clone] = await tx
      .insert(businesses)
      .values({
        ...copy,
        businessName: body.businessName ?? `${b.businessName} (copy)`,
        ...madeBy(scope.session),
      })
      .returning({ id: businesses.id });
    if (!clone) throw new Error('business insert returned nothing');
    await cloneCardOf(tx as unknown as Db, scope, b.id, clone.id);
    return clone.id;
  });
}

export async function listCategories(db: Db): Promise<BusinessCategory[]> {
  const rows = await db
    .select()
    .from(businessCategories)
    .orderBy(asc(businessCategories.displayOrder))
    .limit(200);
  return rows.map(toCategory);
}
