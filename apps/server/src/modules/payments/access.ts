import { and, eq } from 'drizzle-orm';
import { notFound } from '@panel/shared/errors.ts';
import type { SessionUser } from '../../app-types.ts';
import type { Db } from '../../db/client.ts';
import { businesses } from '../../db/schema/index.ts';
import { visibleBusinesses, type BusinessRow, type Scope } from '../businesses/access.ts';
import { findOrder, type OrderRow } from './crediting.ts';

/**
 * Who may reach a business is the businesses module's rule (businessFor: the owner, staff who see the
 * whole agency, or the staff member who made it; 404 otherwise). Payments add who may act as admin.
 */
export { businessFor, type BusinessRow, type Scope } from '../businesses/access.ts';

export const isAdmin = (s: SessionUser) => s.kind === 'staff' && s.roles.includes('admin');

/** The customer's only business, for order bodies that name none. */
export async function onlyBusinessOf(db: Db, scope: Scope): Promise<BusinessRow | undefined> {
  if (scope.session.kind !== 'customer') return undefined;
  const rows = await db.select().from(businesses).where(visibleBusinesses(scope)).limit(2);
  return rows.length === 1 ? rows[0] : undefined;
}

/**
 * A gateway order the caller may read: one for a business follows the business rule (the owner, staff
 * who see the whole agency, or its maker); an agency's own bill order only its payer or an admin.
 * Anything else is 404, as if the order did not exist.
 */
export async function orderFor(db: Db, scope: Scope, orderId: string): Promise<OrderRow> {
  const order = await findOrder(db, orderId, scope.agencyId);
  const mayRead = order.businessId
    ? (
        await db
          .select({ id: businesses.id })
          .from(businesses)
          .where(and(eq(businesses.id, order.businessId), visibleBusinesses(scope)))
          .limit(1)
      ).length > 0
    : order.userId === scope.session.userId || isAdmin(scope.session);
  if (!mayRead) throw notFound('Payment order');
  return order;
}
