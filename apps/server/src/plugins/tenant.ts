import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { AppError } from '@panel/shared/errors.ts';
import { isDemo } from '../config.ts';
import { agencies, agencyHosts } from '../db/schema/index.ts';
import type { Db } from '../db/client.ts';
import type { Tenant } from '../app-types.ts';

type Agency = typeof agencies.$inferSelect;

const toTenant = (a: Agency, origin: string): Tenant => ({
  origin,
  agencyId: a.id,
  agencyName: a.name,
  logoUrl: a.logoUrl,
  primaryColor: a.primaryColor,
  configuration: a.configuration,
});

/** A host without port, lower-cased; untrusted input, so bounded. */
export const hostOf = (hostHeader: string | undefined): string =>
  (hostHeader ?? '').toLowerCase().replace(/:\d+$/, '').slice(0, 253);

/** The agency that owns a host, or undefined for a host no agency has. */
async function agencyOfHost(db: Db, host: string) {
  const [byHost] = await db
    .select({ agency: agencies })
    .from(agencyHosts)
    .innerJoin(agencies, eq(agencies.id, agencyHosts.agencyId))
    .where(eq(agencyHosts.host, host))
    .limit(1);
  return byHost?.agency;
}

async function defaultAgency(db: Db) {
  const [fallback] = await db.select().from(agencies).where(eq(agencies.isDefault, true)).limit(1);
  if (!fallback) throw new Error('No default agency: the database has not been initialised');
  return fallback;
}

const unknownHost = () =>
  new AppError('NOT_FOUND', 'This address does not belong to any agency on this server.');

/**
 * Every request belongs to the agency that owns its host (the Host header, or X-Forwarded-Host behind
 * a trusted proxy), and `req.agency.origin` is where its absolute links point (card URLs, QR codes,
 * the public page's cache). A host no agency owns gets the default agency only in demo mode or when
 * UNKNOWN_HOST_ORIGIN names the origin to use instead; in production it is refused otherwise, so a
 * forged Host can never end up in a link or a cached page.
 */
export default fp(
  async (app) => {
    const fallbackOrigin = app.config.UNKNOWN_HOST_ORIGIN;
    // The agency of each host (null: no agency has it), kept until anything is written anywhere
    // (plugins/memory-caches.ts): every request asks, and agencies change rarely. Bounded, because
    // Host headers are the client's to choose.
    const byHost = new LRUCache<string, { agency: Agency | null }>({ max: 10_000 });
    let fallback: Agency | undefined;
    app.memoryCaches.onDrop(() => {
      byHost.clear();
      fallback = undefined;
    });
    const ownerOf = async (host: string) => {
      const hit = byHost.get(host);
      if (hit) return hit.agency;
      const generation = app.memoryCaches.generation;
      const agency = (await agencyOfHost(app.db, host)) ?? null;
      if (generation === app.memoryCaches.generation) byHost.set(host, { agency });
      return agency;
    };
    const defaultOne = async () => {
      const generation = app.memoryCaches.generation;
      const agency = fallback ?? (await defaultAgency(app.db));
      if (generation === app.memoryCaches.generation) fallback = agency;
      return agency;
    };

    const tenantOf = async (req: FastifyRequest): Promise<Tenant | null> => {
      const requestOrigin = `${req.protocol}://${req.host}`;
      const owner = await ownerOf(hostOf(req.host));
      if (owner) return toTenant(owner, requestOrigin);
      if (fallbackOrigin) return toTenant(await defaultOne(), fallbackOrigin);
      if (isDemo(app.config)) return toTenant(await defaultOne(), requestOrigin);
      return null;
    };
    app.decorate('tenantOf', tenantOf);

    app.decorateRequest('agency', null as unknown as Tenant);
    app.addHook('onRequest', async (req) => {
      // The single-page app's files are the same for every agency (its index.html asks tenantOf).
      // Health checks come from load balancers that address the instance, not an agency.
      if (req.url.startsWith('/panel') || req.url === '/api/health') return;
      const tenant = await tenantOf(req);
      if (!tenant) throw unknownHost();
      req.agency = tenant;
    });
  },
  { name: 'tenant', dependencies: ['memory-caches'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** The agency a request's host belongs to, by the rules above; null where it would be refused. */
    tenantOf(req: FastifyRequest): Promise<Tenant | null>;
  }
}
