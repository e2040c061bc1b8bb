import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { AppError } from '@panel/shared/errors.ts';
import { can, staffContext } from '@panel/shared/roles.ts';
import { TEXTS } from '@panel/shared/constants.ts';
import type { Access, SessionUser } from '../app-types.ts';
import { sessionReader, SESSION_COOKIE } from '../modules/auth/sessions.ts';

const unauthenticated = () => new AppError('UNAUTHENTICATED', `${TEXTS.authFailed}. Please log in again.`);

export function requireSession(req: FastifyRequest): SessionUser {
  if (!req.session) throw unauthenticated();
  return req.session;
}

export function requireCustomer(req: FastifyRequest): SessionUser & { kind: 'customer' } {
  const s = requireSession(req);
  if (s.kind !== 'customer') throw new AppError('FORBIDDEN', 'This is for customers only.');
  return s as SessionUser & { kind: 'customer' };
}

export function requireStaff(req: FastifyRequest): SessionUser & { kind: 'staff' } {
  const s = requireSession(req);
  if (s.kind !== 'staff') throw new AppError('FORBIDDEN', 'This is for agency staff only.');
  return s as SessionUser & { kind: 'staff' };
}

export const staffContextOf = (req: FastifyRequest, s: SessionUser) =>
  staffContext(s, req.agency.configuration);

/** One row of the API's route table (what the access table in docs/access-table.md is made from). */
export interface ApiRoute {
  method: string;
  url: string;
  access: Access;
}

/** Checks an access rule against the request; throws 401/403 envelopes. */
export function enforceAccess(req: FastifyRequest, access: Access): void {
  if (access === 'public') return;
  if (access === 'signedIn') return void requireSession(req);
  if (access === 'customer') return void requireCustomer(req);
  if (access === 'ownerOrAdmin' && requireSession(req).kind === 'customer') return;
  const s = requireStaff(req);
  if (access === 'staff') return;
  const permission = access === 'ownerOrAdmin' ? 'manageBusinesses' : access;
  if (!can[permission](staffContextOf(req, s)))
    throw new AppError('FORBIDDEN', 'Your role does not allow this.');
}

/**
 * Sessions and access: deny by default. A route under /api without `config.access` makes the server
 * refuse to start, so no endpoint can be forgotten open.
 */
export default fp(
  async (app) => {
    app.decorateRequest('session', null);
    const readSession = sessionReader(app.db, app.memoryCaches);
    const routeTable: ApiRoute[] = [];
    app.decorate('apiRoutes', routeTable);
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
      const access = route.config?.access;
      if (!access) throw new Error(`Route ${String(route.method)} ${route.url} declares no access rule`);
      for (const method of [route.method].flat())
        if (method !== 'HEAD') routeTable.push({ method, url: route.url, access });
    });
    app.addHook('onRequest', async (req) => {
      const access = req.routeOptions.config?.access;
      if (!access) return;
      const token = req.cookies[SESSION_COOKIE];
      // The SPA's files under /panel are served without a tenant (plugins/tenant.ts); they need no session.
      req.session = token && req.agency ? await readSession(token, req.agency.agencyId) : null;
      enforceAccess(req, access);
    });
  },
  { name: 'auth', dependencies: ['tenant', 'memory-caches'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route with its access rule, in registration order. */
    apiRoutes: readonly ApiRoute[];
  }
}
