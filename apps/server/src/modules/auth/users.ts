import { and, arrayContains, count, eq, isNull } from 'drizzle-orm';
import type { User } from '@panel/shared/schemas/auth.ts';
import type { Franchisee } from '@panel/shared/schemas/auth.ts';
import { isAgencyOnlyDigitalCard } from '@panel/shared/agency-products.ts';
import type { AgencyConfiguration } from '@panel/shared/schemas/agency.ts';
import type { Db, Tx } from '../../db/client.ts';
import { events, users, type UserKind } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;

export interface Identity {
  phoneNumber?: string;
  email?: string;
}

/** A live (not deleted) user of this agency and kind, found by phone or e-mail. */
export async function findUser(
  db: Db,
  agencyId: string,
  kind: UserKind,
  id: Identity,
): Promise<UserRow | undefined> {
  const match =
    id.email !== undefined ? eq(users.email, id.email) : eq(users.phoneNumber, id.phoneNumber ?? '');
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.agencyId, agencyId), eq(users.kind, kind), match, isNull(users.deletedAt)))
    .limit(1);
  return row;
}

export async function findUserById(
  db: Db | Tx,
  agencyId: string,
  userId: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.agencyId, agencyId), eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  return row;
}

/**
 * Active superadmins on the whole platform (superadmin is a platform role, held in the default
 * agency): the staff rule keeps this from reaching zero.
 */
export async function activeSuperadminCount(db: Db | Tx): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(
      and(
        eq(users.kind, 'staff'),
        eq(users.isActive, true),
        isNull(users.deletedAt),
        arrayContains(users.roles, ['superadmin']),
      ),
    );
  return row?.n ?? 0;
}

export const toUser = (u: UserRow, configuration: AgencyConfiguration): User => ({
  userId: u.id,
  isForeignUser: u.isForeignUser,
  email: u.email,
  phoneNumber: u.phoneNumber,
  name: u.name,
  roles: u.roles,
  preference: { ...u.preference, isFreeTrialPlanTaken: u.preference.isFreeTrialPlanTaken ?? false },
  agencyOnlyDigitalCardActivated: isAgencyOnlyDigitalCard(configuration),
});

export const toFranchisee = (u: UserRow): Franchisee => ({
  franchiseeId: u.id,
  phoneNumber: u.phoneNumber ?? '',
  name: u.name ?? '',
  email: u.email,
  roles: u.roles,
  permissions: u.permissions,
  configuration: { hideBilling: u.hideBilling },
  isActive: u.isActive,
  createdAt: u.createdAt.toISOString(),
  language: u.preference.language,
});

export async function recordEvent(
  db: Db,
  e: { agencyId: string; userId?: string; name: string; data?: Record<string, unknown> },
) {
  await db
    .insert(events)
    .values({ agencyId: e.agencyId, userId: e.userId ?? null, name: e.name, data: e.data ?? {} });
}
