import { describe, expect, it } from 'vitest';
import { returnPathAfterSignIn, signInPath } from './session';

const back = (returnTo: string, kind: 'customer' | 'staff' = 'customer') =>
  returnPathAfterSignIn(`?${new URLSearchParams({ returnTo })}`, kind);

describe('the return path after signing in', () => {
  it('round-trips the page asked for, with its query', () => {
    const login = signInPath('customer', '/customer/businesses?tab=2');
    expect(login).toBe('/login?returnTo=%2Fcustomer%2Fbusinesses%3Ftab%3D2');
    expect(returnPathAfterSignIn(login.slice(login.indexOf('?')), 'customer')).toBe(
      '/customer/businesses?tab=2',
    );
    expect(back('/admin/billing', 'staff')).toBe('/admin/billing');
  });

  it('goes home without a return path', () => {
    expect(returnPathAfterSignIn('', 'customer')).toBe('/customer');
    expect(returnPathAfterSignIn('', 'staff')).toBe('/admin');
  });

  it('never leaves the site or the area', () => {
    for (const evil of [
      'https://evil.example/customer',
      '//evil.example/customer',
      '/\\evil.example/customer',
      'javascript:alert(1)',
      '/admin/billing',
      'customer/x',
      '/customer/../admin',
    ])
      expect(back(evil)).toBe('/customer');
  });
});
