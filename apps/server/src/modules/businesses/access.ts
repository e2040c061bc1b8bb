import { and, eq, isNull, type Placeholder, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { notFound } from '@panel/shared/errors.ts';
import { can, staffContext } from '@panel/shared/roles.ts';
import type { AgencyConfiguration } from '@panel/shared/schemas/agency.ts';
import type { SessionUser } from '../../app-types.ts';
import type { Db } from '../../db/client.ts';
import { businesses } from '../../db/schema/index.ts';
import { requireSession } from '../../plugins/auth.ts';

/** Who is asking, in which agency: every business and card query is scoped by it. */
export interface Scope {
  agencyId: string;
  configuration: AgencyConfiguration;
  session: SessionUser;
}

export const scopeOf = (req: FastifyRequest): Scope => ({
  agencyId: req.agency.agencyId,
  configuration: req.agency.configuration,
  session: requireSession(req),
});

export type BusinessRow = typeof businesses.$inferSelect;

export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Admins and franchisees-with-all-card-access see the whole agency; other staff what they made. */
export const seesWholeAgency = (s: Scope) =>
  s.session.kind === 'staff' && can.seesAllCards(staffContext(s.session, s.configuration));

/** Whose businesses a caller sees: the whole agency's, the ones they own, or the ones they made. */
export type Visibility = 'agency' | 'owner' | 'maker';

export const visibilityOf = (scope: Scope): Visibility =>
  scope.session.kind === 'customer' ? 'owner' : seesWholeAgency(scope) ? 'agency' : 'maker';

/**
 * The businesses the caller may see, as a where-condition: always the agency and not deleted; then
 * the owner for customers, or what a plain franchisee made. The agency and user may be placeholders
 * of a prepared query (see getBusiness).
 */
export function visibleBusinessesOf(
  visibility: Visibility,
  agencyId: string | Placeholder,
  userId: string | Placeholder,
): SQL {
  const base = [eq(businesses.agencyId, agencyId), isNull(businesses.deletedAt)];
  if (visibility === 'owner') base.push(eq(businesses.ownerUserId, userId));
  if (visibility === 'maker') base.push(eq(businesses.madeByUserId, userId));
  return and(...base) as SQL;
}

export const visibleBusinesses = (scope: Scope): SQL =>
  visibleBusinessesOf(visibilityOf(scope), scope.agencyId, scope.session.userId);

/** A live business the caller may see, or 404 as if it did not exist. */
export async function businessFor(db: Db, scope: Scope, businessId: string): Promise<BusinessRow> {
  if (!UUID_RE.test(businessId)) throw notFound('Business');
  const [b] = await db
    .select()
    .from(businesses)
    .where(and(eq(businesses.id, businessId), visibleBusinesses(scope)))
    .limit(1);
  if (!b) throw notFound('Business');
  return b;
}

/** Who made a business: 'self' for a customer, else the staff member's phone. */
export const madeBy = (s: SessionUser) =>
  s.kind === 'customer'
    ? { businessMadeBy: 'self', madeByUserId: null }
    : { businessMadeBy: s.phoneNumber ?? 'staff', madeByUserId: s.userId };
