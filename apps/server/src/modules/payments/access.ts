import type { SessionUser } from '../../app-types.ts';
import type { Db } from '../../db/client.ts';
import { businesses } from '../../db/schema/index.ts';
import { visibleBusinesses, type BusinessRow, type Scope } from '../businesses/access.ts';

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
