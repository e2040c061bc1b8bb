import { describe, expect, it } from 'vitest';
import { STAFF_RULE_TEXTS, grantableRoles, staffCreateRefusal, staffEditRefusal } from './staff-rules.ts';

const superadmin = { userId: 'sa', roles: ['superadmin', 'admin'], isActive: true };
const admin = { userId: 'ad', roles: ['admin'], isActive: true };
const otherAdmin = { userId: 'ad2', roles: ['admin'], isActive: true };
const creator = { userId: 'cr', roles: ['creator'], isActive: true };

describe('who may edit whom among staff', () => {
  it('keeps a plain admin off a superadmin entirely', () => {
    for (const change of [{}, { isActive: false }, { roles: ['admin'] }, { roles: ['superadmin', 'admin'] }])
      expect(staffEditRefusal(admin, superadmin, change, 2)).toBe(STAFF_RULE_TEXTS.superadminOnly);
  });

  it('lets an admin edit peers and lower roles, but never grant superadmin', () => {
    expect(staffEditRefusal(admin, otherAdmin, { roles: ['creator'] }, 1)).toBeNull();
    expect(staffEditRefusal(admin, creator, { roles: ['admin', 'creator'], isActive: false }, 1)).toBeNull();
    expect(staffEditRefusal(admin, creator, { roles: ['superadmin'] }, 1)).toBe(
      STAFF_RULE_TEXTS.grantSuperadmin,
    );
    expect(staffCreateRefusal(admin, ['franchisee', 'admin'])).toBeNull();
    expect(staffCreateRefusal(admin, ['superadmin'])).toBe(STAFF_RULE_TEXTS.grantSuperadmin);
    expect(grantableRoles(admin)).not.toContain('superadmin');
  });

  it('lets a superadmin manage superadmins while another active one remains', () => {
    const second = { userId: 'sa2', roles: ['superadmin'], isActive: true };
    expect(staffEditRefusal(superadmin, second, { roles: ['admin'] }, 2)).toBeNull();
    expect(staffEditRefusal(superadmin, second, { isActive: false }, 2)).toBeNull();
    expect(staffCreateRefusal(superadmin, ['superadmin'])).toBeNull();
  });

  it('never leaves the platform without an active superadmin', () => {
    expect(staffEditRefusal(superadmin, superadmin, { roles: ['admin'] }, 1)).toBe(
      STAFF_RULE_TEXTS.lastSuperadmin,
    );
    const second = { userId: 'sa2', roles: ['superadmin'], isActive: true };
    expect(staffEditRefusal(superadmin, second, { isActive: false }, 1)).toBe(
      STAFF_RULE_TEXTS.lastSuperadmin,
    );
    // Renaming the last one, or re-enabling a disabled one, is fine.
    expect(staffEditRefusal(superadmin, superadmin, { roles: ['superadmin', 'admin'] }, 1)).toBeNull();
    expect(staffEditRefusal(superadmin, { ...second, isActive: false }, { isActive: true }, 1)).toBeNull();
  });

  it('refuses disabling oneself', () => {
    expect(staffEditRefusal(admin, admin, { isActive: false }, 1)).toBe(STAFF_RULE_TEXTS.disableSelf);
  });
});
