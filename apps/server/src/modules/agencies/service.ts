import { asc, count, ilike, inArray } from 'drizzle-orm';
import type { AgencyListItem, AgencyListQuery } from '@panel/shared/schemas/agency.ts';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { agencies, agencyHosts } from '../../db/schema/index.ts';

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
      hosts: hosts.filter((h) => h.agencyId === a.id).map((h) => h.host),
      isDefault: a.isDefault,
      createdAt: a.createdAt.toISOString(),
    })),
    total: counted?.n ?? 0,
  };
}
