import type { Role } from './roles.ts';

/**
 * Who may edit whom among an agency's staff (docs/access.md "Staff editing staff"). Pure, so the
 * server enforces it on every call that changes a staff member and the web greys out what it would
 * refuse. The Franchisee List (admins) is the only place staff are made or changed, so the actor is
 * always an admin; the rule adds what a shared role cannot say:
 *
 * 1. Superadmin is above admin: only a superadmin may change anything about a superadmin (name,
 *    contact, roles, permissions, hidden billing, disabling).
 * 2. Nobody grants or takes away a role above their own: only a superadmin hands out or removes
 *    superadmin; an admin may grant every other role.
 * 3. Nobody disables their own account (they would lock themselves out mid-session).
 * 4. The platform always keeps one active superadmin: the last one cannot be disabled or demoted.
 */
export interface StaffActor {
  userId: string;
  roles: readonly string[];
}

export interface StaffTarget extends StaffActor {
  isActive: boolean;
}

export interface StaffChange {
  /** The roles after the change (undefined: unchanged). */
  roles?: readonly string[];
  isActive?: boolean;
}

export const STAFF_RULE_TEXTS = {
  superadminOnly: 'Only a superadmin can change a superadmin.',
  grantSuperadmin: 'Only a superadmin can grant or remove the superadmin role.',
  disableSelf: 'You cannot disable your own account.',
  lastSuperadmin: 'The platform needs at least one active superadmin: make another superadmin first.',
} as const;

const isSuperadmin = (u: { roles: readonly string[] }) => u.roles.includes('superadmin');

/** The roles an actor may hand out or take away. */
export function grantableRoles(actor: StaffActor): readonly Role[] {
  const all: readonly Role[] = [
    'superadmin',
    'admin',
    'creator',
    'franchisee',
    'franchisee-with-all-card-access',
  ];
  return isSuperadmin(actor) ? all : all.filter((r) => r !== 'superadmin');
}

/** Why an actor may not give a new staff member these roles, or null when they may. */
export function staffCreateRefusal(actor: StaffActor, roles: readonly string[]): string | null {
  const grantable: readonly string[] = grantableRoles(actor);
  return roles.every((r) => grantable.includes(r)) ? null : STAFF_RULE_TEXTS.grantSuperadmin;
}

/**
 * Why an actor may not make this change to a staff member, or null when they may.
 * `activeSuperadmins` is how many active superadmins the platform has now (the target included).
 */
export function staffEditRefusal(
  actor: StaffActor,
  target: StaffTarget,
  change: StaffChange,
  activeSuperadmins: number,
): string | null {
  if (isSuperadmin(target) && !isSuperadmin(actor)) return STAFF_RULE_TEXTS.superadminOnly;
  const before = new Set(target.roles);
  const after = new Set(change.roles ?? target.roles);
  const grantable: readonly string[] = grantableRoles(actor);
  const toggled = [...before, ...after].filter((r) => before.has(r) !== after.has(r));
  if (toggled.some((r) => !grantable.includes(r))) return STAFF_RULE_TEXTS.grantSuperadmin;
  if (change.isActive === false && target.userId === actor.userId) return STAFF_RULE_TEXTS.disableSelf;
  const staysActiveSuperadmin = after.has('superadmin') && (change.isActive ?? target.isActive);
  if (isSuperadmin(target) && target.isActive && !staysActiveSuperadmin && activeSuperadmins <= 1)
    return STAFF_RULE_TEXTS.lastSuperadmin;
  return null;
}
