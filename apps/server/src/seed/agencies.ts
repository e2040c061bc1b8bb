import { eq } from 'drizzle-orm';
import { defaultAgencyConfiguration, type AgencyConfiguration } from '@panel/shared/schemas/agency.ts';
import type { Db } from '../db/client.ts';
import { agencies, agencyHosts } from '../db/schema/index.ts';

/** Finds an agency by one of its hosts, or creates it with those hosts. Idempotent. */
export async function ensureAgency(
  db: Db,
  a: { name: string; hosts: string[]; isDefault?: boolean; configuration: AgencyConfiguration },
): Promise<string> {
  const [first] = a.hosts;
  if (!first) throw new Error('an agency needs at least one host');
  const [existing] = await db
    .select({ id: agencyHosts.agencyId })
    .from(agencyHosts)
    .where(eq(agencyHosts.host, first));
  if (existing) return existing.id;
  const [created] = await db
    .insert(agencies)
    .values({ name: a.name, isDefault: a.isDefault ?? false, configuration: a.configuration })
    .returning({ id: agencies.id });
  if (!created) throw new Error('agency insert returned nothing');
  await db
    .insert(agencyHosts)
    .values(a.hosts.map((host) => ({ agencyId: created.id, host })))
    .onConflictDoNothing();
  return created.id;
}

/** Every installation has one default agency answering unknown hosts. */
export async function ensureDefaultAgency(db: Db, hosts: string[], name = 'Demo Agency'): Promise<string> {
  const [current] = await db
    .select({ id: agencies.id })
    .from(agencies)
    .where(eq(agencies.isDefault, true))
    .limit(1);
  if (current) return current.id;
  const configuration = defaultAgencyConfiguration();
  configuration.dashboardConfig.invitationSiteLink = 'https://invitations.example.com';
  return ensureAgency(db, { name, hosts, isDefault: true, configuration });
}
