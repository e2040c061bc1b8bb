import { and, asc, count, eq, ilike, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { conflict, notFound } from '@panel/shared/errors.ts';
import {
  AGENCY_TEXTS,
  defaultAgencyConfiguration,
  type AgencyDetails,
  type AgencyListItem,
  type AgencyListQuery,
  type agencyBodySchema,
} from '@panel/shared/schemas/agency.ts';
import { isAgencyOnlyDigitalCard } from '@panel/shared/agency-products.ts';
import { variantKey } from '@panel/shared/schemas/document.ts';
import type { Tenant } from '../../app-types.ts';
import type { Db } from '../../db/client.ts';
import type { Storage } from '../../integrations/storage/storage.ts';
import { todayInIndia } from '@panel/shared/plans/dates.ts';
import { isUniqueViolation } from '../cards/unique-violation.ts';
import { materializeBills } from '../payments/agency-billing.ts';
import { containsPattern } from '../../db/like.ts';
import { agencies, agencyHosts } from '../../db/schema/index.ts';

/**
 * What anyone may know of the agency a host belongs to: name, logo, colour, hosts and product
 * flags (GET /api/v1/agency-details, and index.html of the panel, web-app.ts).
 */
export async function agencyDetails(db: Db, a: Tenant): Promise<AgencyDetails> {
  const hosts = await db
    .select({ host: agencyHosts.host })
    .from(agencyHosts)
    .where(eq(agencyHosts.agencyId, a.agencyId));
  return {
    agencyId: a.agencyId,
    agencyName: a.agencyName,
    logoUrl: a.logoUrl,
    primaryColor: a.primaryColor,
    hosts: hosts.map((h) => h.host),
    configuration: a.configuration,
    agencyOnlyDigitalCard: isAgencyOnlyDigitalCard(a.configuration),
  };
}

/** Every agency on the platform by name, with its hosts. */
export async function listAgencies(
  db: Db,
  q: AgencyListQuery,
): Promise<{ list: AgencyListItem[]; total: number }> {
  const where = q.search ? ilike(agencies.name, containsPattern(q.search)) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(agencies)
      .where(where)
      .orderBy(asc(agencies.name), asc(agencies.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(agencies).where(where),
  ]);
  const hosts = rows.length
    ? await db
        .select({ agencyId: agencyHosts.agencyId, host: agencyHosts.host })
        .from(agencyHosts)
        .where(
          inArray(
            agencyHosts.agencyId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(agencyHosts.host))
    : [];
  return {
    list: rows.map((a) => ({
      agencyId: a.id,
      agencyName: a.name,
      logoUrl: a.logoUrl,
      primaryColor: a.primaryColor,
      hosts: hosts.filter((h) => h.agencyId === a.id).map((h) => h.host),
      isDefault: a.isDefault,
      configuration: a.configuration,
      cardFeePaise: a.cardFeePaise,
      createdAt: a.createdAt.toISOString(),
    })),
    total: counted?.n ?? 0,
  };
}

type AgencyInput = z.output<typeof agencyBodySchema>['agency'];

/**
 * Creates an agency, or changes the one named by agencyId, with exactly the hosts given. A host of
 * another agency is refused; everything happens in one transaction, so nothing is half changed.
 */
export async function saveAgency(db: Db, storage: Storage, input: AgencyInput): Promise<AgencyDetails> {
  try {
    return await db.transaction(async (tx) => {
      const logoUrl =
        input.logo === undefined ? undefined : input.logo ? storage.url(variantKey(input.logo, 480)) : null;
      let agency: typeof agencies.$inferSelect | undefined;
      if (input.agencyId) {
        if (input.cardFeePaise !== undefined)
          await freezeCardFeeThroughThisMonth(tx, input.agencyId, input.cardFeePaise);
        [agency] = await tx
          .update(agencies)
          .set({
            name: input.agencyName,
            primaryColor: input.primaryColor,
            ...(logoUrl !== undefined ? { logoUrl } : {}),
            ...(input.configuration ? { configuration: input.configuration } : {}),
            ...(input.cardFeePaise !== undefined ? { cardFeePaise: input.cardFeePaise } : {}),
          })
          .where(eq(agencies.id, input.agencyId))
          .returning();
        if (!agency) throw notFound('Agency');
        await tx
          .delete(agencyHosts)
          .where(and(eq(agencyHosts.agencyId, agency.id), notInArray(agencyHosts.host, input.hosts)));
      } else {
        [agency] = await tx
          .insert(agencies)
          .values({
            name: input.agencyName,
            primaryColor: input.primaryColor,
            logoUrl: logoUrl ?? null,
            configuration: input.configuration ?? defaultAgencyConfiguration(),
            ...(input.cardFeePaise !== undefined ? { cardFeePaise: input.cardFeePaise } : {}),
          })
          .returning();
        if (!agency) throw new Error('agency insert returned nothing');
      }
      const id = agency.id;
      await tx
        .insert(agencyHosts)
        .values(input.hosts.map((host) => ({ agencyId: id, host })))
        .onConflictDoUpdate({
          target: agencyHosts.host,
          set: { host: sql`excluded.host` },
          setWhere: eq(agencyHosts.agencyId, id),
        });
      const taken = await tx
        .select({ host: agencyHosts.host })
        .from(agencyHosts)
        .where(and(inArray(agencyHosts.host, input.hosts), ne(agencyHosts.agencyId, id)));
      if (taken.length) throw conflict(`${AGENCY_TEXTS.hostTaken} (${taken.map((t) => t.host).join(', ')})`);
      return {
        agencyId: id,
        agencyName: agency.name,
        logoUrl: agency.logoUrl,
        primaryColor: agency.primaryColor,
        hosts: input.hosts,
        configuration: agency.configuration,
        agencyOnlyDigitalCard: isAgencyOnlyDigitalCard(agency.configuration),
      };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(AGENCY_TEXTS.hostTaken);
    throw err;
  }
}

/**
 * Before a new card fee is stored, every month up to this one gets its bill row with the old fee, so a
 * change applies from next month's bill on and never rewrites a month already running or billed. The
 * agency row is locked first, so a concurrent bill cannot be made with a fee half changed.
 */
async function freezeCardFeeThroughThisMonth(tx: Db, agencyId: string, newFee: number) {
  const [row] = await tx
    .select({ fee: agencies.cardFeePaise })
    .from(agencies)
    .where(eq(agencies.id, agencyId))
    .for('update');
  if (!row) throw notFound('Agency');
  if (row.fee === newFee) return;
  const [year, month] = todayInIndia().split('-').map(Number) as [number, number];
  await materializeBills(tx, agencyId, { year, month }, row.fee);
}
