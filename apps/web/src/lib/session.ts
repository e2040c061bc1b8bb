import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { AgencyDetails } from '@panel/shared/schemas/agency.ts';
import type { Franchisee, User } from '@panel/shared/schemas/auth.ts';
import { api } from './api-client';
import { clearAuthFlow } from './auth-flow';

/** Who is signed in: customers use the customer area, staff ("franchisee" in the calls) the admin area. */
export type SessionKind = 'customer' | 'staff';

export type StaffUser = Pick<Franchisee, 'phoneNumber' | 'name' | 'roles' | 'permissions' | 'configuration'>;

export const agencyDetailsQuery = queryOptions({
  queryKey: ['agency-details'],
  queryFn: () => api.get<AgencyDetails>('/api/v1/agency-details'),
  staleTime: Infinity,
  // Branding is optional: without it the panel falls back to a spinner and the product name.
  meta: { handlesErrors: true },
});

export const customerUserQuery = queryOptions({
  queryKey: ['session', 'user'],
  queryFn: () => api.get<User>('/api/v1/user'),
  // The area layout shows its own retry screen (401/403 go to the global authentication error).
  meta: { handlesErrors: true },
});

export const staffUserQuery = queryOptions({
  queryKey: ['session', 'franchisee'],
  queryFn: () => api.get<StaffUser>('/api/v1/franchisee'),
  meta: { handlesErrors: true },
});

/** Area from the path, as the spec decides it: whether it contains /customer or /admin. */
export function areaOfPath(pathname: string): SessionKind | null {
  if (pathname.includes('/admin')) return 'staff';
  if (pathname.includes('/customer')) return 'customer';
  return null;
}

const loginPath = (kind: SessionKind) => (kind === 'staff' ? '/franchisee-login' : '/login');
export const homePath = (kind: SessionKind) => (kind === 'staff' ? '/admin' : '/customer');

/**
 * Logs out: ends the server session (ignoring failure: an expired session is already over), forgets
 * every cached answer and the pending sign-in, and goes to the matching login page.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (kind: SessionKind) => {
      const path = kind === 'staff' ? '/api/v1/franchisee/logout' : '/api/v1/logout';
      await api.post(path, {}, { authErrors: 'local' }).catch(() => undefined);
      queryClient.clear();
      clearAuthFlow();
      await navigate(loginPath(kind), { replace: true });
    },
    [queryClient, navigate],
  );
}
