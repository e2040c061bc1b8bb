import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { badRequest, notFound } from '@panel/shared/errors.ts';
import type { businessFieldsSchema } from '@panel/shared/schemas/business.ts';
import type { Db } from '../../db/client.ts';
import { businessCategories, businesses, users } from '../../db/schema/index.ts';
import { businessAdded } from '../notifications/notices.ts';
import { notify } from '../notifications/service.ts';
import { UUID_RE, madeBy, type Scope } from './access.ts';

export type BusinessFields = z.output<typeof businessFieldsSchema>;

const CATEGORY_MESSAGE = 'Choose a category from the list.';

export async function assertCategory(db: Db, categoryId: string) {
  const [c] = UUID_RE.test(categoryId)
    ? await db
        .select({ id: businessCategories.id })
        .from(businessCategories)
        .where(eq(businessCategories.id, categoryId))
    : [];
  if (!c) throw badRequest(CATEGORY_MESSAGE, { categoryId: CATEGORY_MESSAGE });
}

/** A category the caller left out (the agency-only card flow asks for none): "Other". */
export async function categoryOrOther(db: Db, categoryId: string | undefined): Promise<string> {
  if (categoryId) return categoryId;
  const [other] = await db
    .select({ id: businessCategories.id })
    .from(businessCategories)
    .where(eq(businessCategories.name, 'Other'));
  if (!other) throw badRequest(CATEGORY_MESSAGE, { categoryId: CATEGORY_MESSAGE });
  return other.id;
}

export const columnsOf = (f: BusinessFields) => ({
  businessName: f.businessName,
  categoryId: f.categoryId,
  natureOfBusiness: f.natureOfBusiness ?? null,
  ownerName: f.ownerName ?? null,
  phoneNumbers: f.phoneNumbers,
  email: f.email ?? null,
  address: f.address ?? {},
  logoKey: f.logo ?? null,
});

/** The customer a business is for: the caller, or (staff) a customer of the agency they may serve. */
async function ownerFor(db: Db, scope: Scope, userId: string | undefined): Promise<string> {
  if (scope.session.kind === 'customer') return scope.session.userId;
  if (!userId || !UUID_RE.test(userId))
    throw badRequest('Choose the customer (userId).', { userId: 'This field is required.' });
  const [u] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        eq(users.agencyId, scope.agencyId),
        eq(users.kind, 'customer'),
        isNull(users.deletedAt),
      ),
    );
  if (!u) throw notFound('Customer');
  return u.id;
}

/**
 * The one way a business comes to exist: the business form, staff registering a customer, and the
 * agency-only flow that makes the business from a card's basic details. The category must be one of
 * the list; a customer adding their own business tells the agency's staff in their bell.
 */
export async function createBusiness(
  db: Db,
  scope: Scope,
  f: BusinessFields,
  userId: string | undefined,
  log: FastifyBaseLogger,
): Promise<string> {
  await assertCategory(db, f.categoryId);
  const ownerUserId = await ownerFor(db, scope, userId);
  const [b] = await db
    .insert(businesses)
    .values({ agencyId: scope.agencyId, ownerUserId, ...madeBy(scope.session), ...columnsOf(f) })
    .returning({ id: businesses.id });
  if (!b) throw new Error('business insert returned nothing');
  if (scope.session.kind === 'customer')
    await notify(
      db,
      businessAdded(scope.agencyId, { businessId: b.id, businessName: f.businessName }, scope.session),
      log,
    );
  return b.id;
}
