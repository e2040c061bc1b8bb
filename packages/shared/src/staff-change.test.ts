import { describe, expect, it } from 'vitest';
import { staffChangeRefusal } from './roles.ts';

const admin = { userId: 'a', roles: ['admin'] };
const superadmin = { userId: 's', roles: ['superadmin', 'admin'] };
const franchisee = { userId: 'f', roles: ['franchisee'], isActive: true };
const otherSuper = { userId: 's2', roles: ['superadmin', 'admin'], isActive: true };

describe('staffChangeRefusal (who may edit whom)', () => {
  it('lets an admin sign up and edit franchisees', () => {
    expect(
      staffChangeRefusal({
        actor: admin,
        target: null,
        next: { roles: ['franchisee'] },
        activeSuperadmins: 1,
      }),
    ).toBeNull();
    expect(
      staffChangeRefusal({
        actor: admin,
        target: franchisee,
        next: { isActive: false },
        activeSuperadmins: 1,
      }),
    ).toBeNull();
  });
  it('never lets a plain admin touch a superadmin or hand out the role', () => {
    expect(staffChangeRefusal({ actor: admin, target: otherSuper, next: {}, activeSuperadmins: 2 })).toBe(
      'Only a superadmin can change a superadmin.',
    );
    expect(
      staffChangeRefusal({
        actor: admin,
        target: null,
        next: { roles: ['superadmin'] },
        activeSuperadmins: 1,
      }),
    ).toBe('Only a superadmin can grant the superadmin role.');
    expect(
      staffChangeRefusal({
        actor: admin,
        target: franchisee,
        next: { roles: ['superadmin'] },
        activeSuperadmins: 1,
      }),
    ).toBe('Only a superadmin can grant the superadmin role.');
  });
  it('keeps the last active superadmin', () => {
    const last = { ...otherSuper };
    expect(
      staffChangeRefusal({
        actor: superadmin,
        target: last,
        next: { roles: ['admin'] },
        activeSuperadmins: 1,
      }),
    ).toBe('The agency must keep at least one active superadmin.');
    expect(
      staffChangeRefusal({
        actor: superadmin,
        target: last,
        next: { isActive: false },
        activeSuperadmins: 1,
      }),
    ).toBe('The agency must keep at least one active superadmin.');
    expect(
      staffChangeRefusal({
        actor: superadmin,
        target: last,
        next: { roles: ['admin'] },
        activeSuperadmins: 2,
      }),
    ).toBeNull();
  });
  it('refuses disabling yourself', () => {
    expect(
      staffChangeRefusal({
        actor: superadmin,
        target: { ...superadmin, isActive: true },
        next: { isActive: false },
        activeSuperadmins: 3,
      }),
    ).toBe('You cannot disable your own account.');
  });
});
