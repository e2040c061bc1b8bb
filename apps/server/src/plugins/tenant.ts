import fp from 'fastify-plugin';
import { eq } from 'drizzle-orm';
import { agencies, agencyHosts } from '../db/schema/index.ts';
import type { Db } from '../db/client.ts';
import type { Tenant } from '../app-types.ts';

const toTenant = (a: typeof agencies.$inferSelect): Tenant => ({
  agencyId: a.id,
  agencyName: a.name,
  logoUrl: a.logoUrl,
  primaryColor: a.primaryColor,
  configuration: a.configuration,
});

/** The Host header without port, lower-cased; untrusted input, so bounded. */
export const hostOf = (hostHeader: string | undefined): string =>
  (hostHeader ?? '').toLowerCase().replace(/:\d+$/, '').slice(0, 253);

export async function resolveTenant(db: Db, host: string): Promise<Tenant> {
  const [byHost] = await db
    .select({ agency: agencies })
    .from(agencyHosts)
    .innerJoin(agencies, eq(agencies.id, agencyHosts.agencyId))
    .where(eq(agencyHosts.host, host))
    .limit(1);
  if (byHost) return toTenant(byHost.agency);
  const [fallback] = await db.select().from(agencies).where(eq(agencies.isDefault, true)).limit(1);
  if (!fallback) throw new Error('No default agency: the database has not been initialised');
  return toTenant(fallback);
}

/** Every request belongs to the agency that owns its Host; unknown hosts get the default agency. */
export default fp(
  async (app) => {
    app.decorateRequest('agency', null as unknown as Tenant);
    app.addHook('onRequest', async (req) => {
      // The single-page app's files are the same for every agency; it asks /api/v1/agency-details.
      if (req.url.startsWith('/panel')) return;
      req.agency = await resolveTenant(app.db, hostOf(req.headers.host));
    });
  },
  { name: 'tenant' },
);
