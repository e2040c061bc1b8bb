import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { AppError } from '@panel/shared/errors.ts';
import { agencyHosts } from '../db/schema/index.ts';
import { isDemo } from '../config.ts';
import { hostOf } from './tenant.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The panel and the API are never framed (clickjacking) and load no plugins or foreign <base>.
 * Pages that send their own policy (the public card page, stored uploads) keep theirs.
 */
export const PANEL_CSP = "frame-ancestors 'none'; base-uri 'self'; object-src 'none'";
/** One year; not includeSubDomains: an agency's domain may host sites that are not ours. */
export const HSTS = 'max-age=31536000';

/** `config.bodyTypes` of the upload routes. */
export const MULTIPART_BODY = ['multipart/form-data'] as const;

export const CROSS_SITE_REFUSED = 'This request came from another site and was refused.';

const mediaTypeOf = (req: FastifyRequest) =>
  (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

const hasBody = (req: FastifyRequest) =>
  req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

/** The host (with port) of an Origin header, or null when it is opaque ("null") or malformed. */
function originHost(origin: string): string | null {
  try {
    const u = new URL(origin);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.host.toLowerCase() : null;
  } catch {
    return null;
  }
}

/**
 * Security by default for every response and every state-changing call.
 *
 * - Headers: nosniff everywhere; the panel/API policy against framing; HSTS in production.
 * - Cross-site writes: a POST/PUT/PATCH/DELETE to a product route whose Origin is not one of the
 *   agency's hosts, or whose Sec-Fetch-Site says cross-site, gets 403 before anything runs. Calls with
 *   neither header (server-to-server: the Razorpay webhook, scripts) pass: a browser always sends one.
 *   A route that proves itself otherwise declares `config.crossSite: 'signed'` (the Razorpay redirect
 *   callback, whose body carries the gateway's signature).
 * - Body types: such a call with a body must send one of the route's `config.bodyTypes` (default
 *   application/json), else 415. HTML forms cannot send JSON, so a form on another site cannot reach
 *   a JSON endpoint even where Origin checks are missing (old browsers, proxies stripping headers).
 */
export default fp(
  async (app) => {
    const production = !isDemo(app.config);

    /** Is this Origin one of the request agency's hosts (or the very host the request was sent to)? */
    const isOwnOrigin = async (req: FastifyRequest, origin: string): Promise<boolean> => {
      const host = originHost(origin);
      if (!host) return false;
      if (host === req.host.toLowerCase()) return true;
      if (!req.agency) return false;
      const [row] = await app.db
        .select({ host: agencyHosts.host })
        .from(agencyHosts)
        .where(and(eq(agencyHosts.host, hostOf(host)), eq(agencyHosts.agencyId, req.agency.agencyId)))
        .limit(1);
      return Boolean(row);
    };

    app.addHook('onRequest', async (req) => {
      const config = req.routeOptions.config;
      // Product routes declare an access rule; the sandbox (a stand-in for Razorpay) and static files do not.
      if (!config?.access || !STATE_CHANGING.has(req.method)) return;
      if (config.crossSite !== 'signed') {
        const origin = req.headers.origin;
        const crossSite = req.headers['sec-fetch-site'] === 'cross-site';
        if (crossSite || (origin !== undefined && !(await isOwnOrigin(req, origin))))
          throw new AppError('FORBIDDEN', CROSS_SITE_REFUSED);
      }
    });

    // After the access check (auth's onRequest), before the body is read: a caller who may not use
    // the route hears 401/403, not that their body had the wrong type.
    app.addHook('preParsing', async (req) => {
      const config = req.routeOptions.config;
      if (!config?.access || !STATE_CHANGING.has(req.method)) return;
      const bodyTypes = config.bodyTypes ?? ['application/json'];
      if (hasBody(req) && !bodyTypes.includes(mediaTypeOf(req)))
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', `Send the request body as ${bodyTypes.join(' or ')}.`);
    });

    app.addHook('onSend', async (_req: FastifyRequest, reply: FastifyReply) => {
      reply.header('x-content-type-options', 'nosniff');
      if (!reply.hasHeader('content-security-policy')) {
        reply.header('content-security-policy', PANEL_CSP);
        reply.header('x-frame-options', 'DENY');
      }
      if (production) reply.header('strict-transport-security', HSTS);
    });
  },
  { name: 'web-security', dependencies: ['tenant'] },
);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'signed': a cross-site call is expected and the handler verifies a signature instead. */
    crossSite?: 'signed';
    /** Media types the body may have (default application/json). */
    bodyTypes?: readonly string[];
  }
}
