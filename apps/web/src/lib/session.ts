import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { Language } from '@panel/shared/i18n/languages.ts';
import type { Franchisee, User } from '@panel/shared/schemas/auth.ts';
import { fetchAgencyDetails } from './agency-details';
import { agencyFromPage } from './agency-from-page';
import { api } from './api-client';
import { takeFirstAnswer } from './first-answers';
import { clearAuthFlow } from './auth-flow';

/** Who is signed in: customers use the customer area, staff ("franchisee" in the calls) the admin area. */
export type SessionKind = 'customer' | 'staff';

export type StaffUser = Pick<
  Franchisee,
  'phoneNumber' | 'name' | 'roles' | 'permissions' | 'configuration' | 'language'
>;

/** The agency's details for the signed-in screens; its calls also update the shared frame's (lib/agency-details.ts). */
export const agencyDetailsQuery = queryOptions({
  queryKey: ['agency-details'],
  queryFn: fetchAgencyDetails,
  // Usually in index.html already: then the first screen needs no round trip.
  initialData: agencyFromPage,
  staleTime: Infinity,
  // Branding is optional: without it the panel falls back to a spinner and the product name.
  meta: { handlesErrors: true },
});

/**
 * Who is signed in. Without a session yet this is no error: the area layout goes to its login page with
 * a return path (local 401). Once the area has loaded, a 401 means the session ended while in use: the
 * spec's global authentication error.
 */
const authErrorsFor = (client: QueryClient, queryKey: readonly unknown[]) =>
  client.getQueryData(queryKey) === undefined ? 'local' : 'global';

export const customerUserQuery = queryOptions({
  queryKey: ['session', 'user'],
  queryFn: ({ client, queryKey }) =>
    api.get<User>('/api/v1/user', undefined, { authErrors: authErrorsFor(client, queryKey) }),
  initialData: () => takeFirstAnswer<User>('/api/v1/user'),
  // The area layout shows its own retry screen (401/403 go to the global authentication error).
  meta: { handlesErrors: true },
});

export const staffUserQuery = queryOptions({
  queryKey: ['session', 'franchisee'],
  queryFn: ({ client, queryKey }) =>
    api.get<StaffUser>('/api/v1/franchisee', undefined, { authErrors: authErrorsFor(client, queryKey) }),
  initialData: () => takeFirstAnswer<StaffUser>('/api/v1/franchisee'),
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

/** The login page for a visit without a session, remembering the page asked for (router path). */
export const signInPath = (kind: SessionKind, returnTo: string) =>
  `${loginPath(kind)}?${new URLSearchParams({ returnTo })}`;

/**
 * Where to go after signing in: the `returnTo` of the query when it is a path of this app's own area
 * (never another site: no scheme, no '//' or '\\'), else the area's home.
 */
export function returnPathAfterSignIn(search: string, kind: SessionKind): string {
  const home = homePath(kind);
  const target = new URLSearchParams(search).get('returnTo') ?? '';
  const base = 'https://panel.invalid';
  if (target.includes('\\')) return home;
  let url: URL;
  try {
    url = new URL(target, base);
  } catch {
    return home;
  }
  const sameArea = url.pathname === home || url.pathname.startsWith(`${home}/`);
  if (url.origin !== base || !target.startsWith('/') || !sameArea) return home;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Logs out: ends the server session (ignoring failure: an expired session is already over), forgets
 * every cached answer and the pending sign-in, and goes to the matching login page.
 */
export function useLogout() {
  const navigate = useNavigate();
  return useCallback(
    async (kind: SessionKind) => {
      const path = kind === 'staff' ? '/api/v1/franchisee/logout' : '/api/v1/logout';
      await api.post(path, {}, { authErrors: 'local' }).catch(() => undefined);
      // Imported here: the sign-in pages, which can log out (a late 401), do not load TanStack Query.
      const { queryClient } = await import('./query-client');
      queryClient.clear();
      clearAuthFlow();
      await navigate(loginPath(kind), { replace: true });
    },
    [navigate],
  );
}

/** Remembers the panel language in the signed-in user's preference, for their other devices. */
export const saveLanguagePreference = (language: Language) =>
  api.post('/api/v1/user/preference', { language }).catch(() => undefined);
