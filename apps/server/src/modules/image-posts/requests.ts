import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { notFound } from '@panel/shared/errors.ts';
import type { PageQuery } from '@panel/shared/schemas/common.ts';
import type { Db } from '../../db/client.ts';
import { businesses, imageRequests, users } from '../../db/schema/index.ts';
import { businessFor, UUID_RE, type Scope } from '../businesses/access.ts';
import { imageRequested } from '../notifications/notices.ts';
import { notify } from '../notifications/service.ts';
import { visibleSubcategory } from './library.ts';
import type { LibraryCaller } from './library-scope.ts';

/** Customers ask for posts the library lacks; the agency's greetings staff see and close them. */
const columns = {
  r: imageRequests,
  businessName: businesses.businessName,
  phone: users.phoneNumber,
};
type Joined = { r: typeof imageRequests.$inferSelect; businessName: string | null; phone: string | null };

const out = (x: Joined) => ({
  requestId: x.r.id,
  businessId: x.r.businessId,
  businessName: x.businessName,
  imageSubcategoryId: x.r.subcategoryId,
  description: x.r.description,
  status: x.r.status,
  requestedByPhone: x.phone,
  createdAt: x.r.createdAt.toISOString(),
  closedAt: x.r.closedAt?.toISOString() ?? null,
});

const joined = (db: Db) =>
  db
    .select(columns)
    .from(imageRequests)
    .leftJoin(businesses, eq(businesses.id, imageRequests.businessId))
    .leftJoin(users, eq(users.id, imageRequests.requestedByUserId));

export async function createRequest(
  db: Db,
  scope: Scope,
  caller: LibraryCaller,
  body: { businessId?: string; imageSubcategoryId?: string; description: string },
  log: FastifyBaseLogger,
) {
  const business = body.businessId ? await businessFor(db, scope, body.businessId) : null;
  const sub = body.imageSubcategoryId ? await visibleSubcategory(db, caller, body.imageSubcategoryId) : null;
  const [row] = await db
    .insert(imageRequests)
    .values({
      agencyId: scope.agencyId,
      businessId: business?.id ?? null,
      subcategoryId: sub?.sub.id ?? null,
      description: body.description,
      requestedByUserId: scope.session.userId,
    })
    .returning({ id: imageRequests.id });
  if (!row) throw new Error('request insert returned nothing');
  await notify(db, imageRequested(scope.agencyId, business, body.description), log);
  const [created] = await joined(db).where(eq(imageRequests.id, row.id));
  if (!created) throw notFound('Request');
  return out(created);
}

export async function listRequests(db: Db, agencyId: string, q: PageQuery & { status?: 'OPEN' | 'CLOSED' }) {
  const where = and(
    eq(imageRequests.agencyId, agencyId),
    q.status ? eq(imageRequests.status, q.status) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    joined(db)
      .where(where)
      .orderBy(desc(imageRequests.createdAt))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(imageRequests)
      .where(where),
  ]);
  return { list: rows.map(out), total: count?.n ?? 0 };
}

export async function closeRequest(db: Db, agencyId: string, userId: string, requestId: string) {
  if (!UUID_RE.test(requestId)) throw notFound('Request');
  const [row] = await db
    .update(imageRequests)
    .set({ status: 'CLOSED', closedAt: new Date(), closedByUserId: userId })
    .where(and(eq(imageRequests.id, requestId), eq(imageRequests.agencyId, agencyId)))
    .returning({ id: imageRequests.id });
  if (!row) throw notFound('Request');
  const [closed] = await joined(db).where(eq(imageRequests.id, row.id));
  if (!closed) throw notFound('Request');
  return out(closed);
}
