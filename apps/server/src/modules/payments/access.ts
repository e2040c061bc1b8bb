import { and, eq, isNull } from 'drizzle-orm';
import { notFound } from '@panel/shared/errors.ts';
import type { AgencyConfiguration } from '@panel/shared/schemas/agency.ts';
import type { SessionUser } from '../../app-types.ts';
import type { Db } from '../../db/client.ts';
import { businesses } from '../../db/schema/index.ts';

/** Who is asking, in which agency: every payments query is scoped by it. */
export interface Scope {
  agencyId: string;
  configuration: AgencyConfiguration;
  session: SessionUser;
}

export type BusinessRow = typeof businesses.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isAdmin = (s: SessionUser) => s.kind === 'staff' && s.roles.includes('admin');
const seesAllBusinesses = (s: SessionUser) =>
  s.kind === 'staff' && (s.roles.includes('admin') || s.roles.includes('franchisee-with-all-card-access'));

/**
 * A live business the caller may see: the owner (customer), an admin or all-card franchisee of the same
 * agency, or the staff member who made it. Anything else is 404, as if it did not exist.
 */
export async function businessFor(db: Db, scope: Scope, businessId: string): Promise<BusinessRow> {
  if (!UUID.test(businessId)) throw notFound('Business');
  const [b] = await db
    .select()
    .from(businesses)
    .where(
      and(
        eq(businesses.id, businessId),
        eq(businesses.agencyId, scope.agencyId),
        isNull(businesses.deletedAt),
      ),
    )
    .limit(1);
  const s = scope.session;
  const allowed =
    b &&
    (s.kind === 'customer'
      ? b.ownerUserId === s.userId
      : seesAllBusinesses(s) || b.madeByUserId === s.userId);
  if (!b || !allowed) throw notFound('Business');
  return b;
}

/** The customer's only business, for order bodies that name none. */
export async function onlyBusinessOf(db: Db, scope: Scope): Promise<BusinessRow | undefined> {
  if (scope.session.kind !== 'customer') return undefined;
  const rows = await db
    .select()
    .from(businesses)
    .where(
      and(
        eq(businesses.agencyId, scope.agencyId),
        eq(businesses.ownerUserId, scope.session.userId),
        isNull(businesses.deletedAt),
      ),
    )
    .limit(2);
  return rows.length === 1 ? rows[0] : undefined;
}
