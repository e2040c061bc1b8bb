import { and, asc, eq, exists, inArray, isNotNull, lt, ne, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { notFound } from '@panel/shared/errors.ts';
import { SSL_TEXTS, type HostCertificate, type SslStatus } from '@panel/shared/schemas/ssl.ts';
import type { AppInstance } from '../../app-types.ts';
import type { Db } from '../../db/client.ts';
import { agencies, agencyHosts, certificates } from '../../db/schema/index.ts';
import type { JobQueue } from '../../integrations/jobs/queue.ts';
import type { MemoryCaches } from '../../plugins/memory-caches.ts';
import { acmeSettings, forgetStaleChallenges, obtainCertificate, type AcmeSettings } from './acme.ts';
import { publicCertificateRefusal } from './public-names.ts';
import { seal, unseal } from './sealed.ts';

/**
 * SSL per agency host (issue 14). Ordering a certificate takes seconds to a minute (the CA calls back
 * to check the host), so `createSsl` only marks the hosts pending and queues one pg-boss job per host;
 * Agency Management polls the status while any host is pending. A job is a row, so an order cut short
 * by a restart runs again, on whichever instance is up.
 */
export const SSL_QUEUE = 'ssl-certificate';
const DAY = 86_400_000;
/** Renewal starts this long before a certificate expires (Let's Encrypt's own advice). */
export const RENEW_BEFORE_MS = 30 * DAY;
/** A host pending longer than this lost its job (the queue's expiry): it may be requested again. */
const PENDING_GIVES_UP_MS = 15 * 60_000;

export interface SslDeps {
  db: Db;
  jobs: JobQueue;
  acme: AcmeSettings;
  caches: MemoryCaches;
  log: FastifyBaseLogger;
}

interface CertificateJob {
  host: string;
}

async function hostsOf(db: Db, agencyId: string): Promise<string[]> {
  const [agency] = await db.select({ id: agencies.id }).from(agencies).where(eq(agencies.id, agencyId));
  if (!agency) throw notFound('Agency');
  const rows = await db
    .select({ host: agencyHosts.host })
    .from(agencyHosts)
    .where(eq(agencyHosts.agencyId, agencyId))
    .orderBy(asc(agencyHosts.host));
  return rows.map((r) => r.host);
}

/** Does the stored key still open (CERT_ENCRYPTION_KEY unchanged since it was sealed)? */
function keyOpens(sealingKey: Buffer, row: typeof certificates.$inferSelect): boolean {
  try {
    return row.sealedKey !== null && unseal(sealingKey, row.sealedKey, row.host).length > 0;
  } catch {
    return false;
  }
}

function hostCertificate(
  host: string,
  row: typeof certificates.$inferSelect | undefined,
  sealingKey: Buffer,
  now: Date,
): HostCertificate {
  const refusal = publicCertificateRefusal(host);
  if (!row) return { host, status: refusal ? 'skipped' : 'none', message: refusal, expiresAt: null };
  const expiresAt = row.notAfter?.toISOString() ?? null;
  if (row.status === 'pending') return { host, status: 'pending', message: null, expiresAt };
  if (row.status === 'failed') return { host, status: 'failed', message: row.error, expiresAt };
  if (!keyOpens(sealingKey, row))
    return { host, status: 'failed', message: SSL_TEXTS.keyUnreadable, expiresAt };
  const valid = row.notAfter !== null && row.notAfter > now;
  return { host, status: valid ? 'valid' : 'expired', message: null, expiresAt };
}

/** Each of the agency's hosts with its certificate's state (404 for an agency that does not exist). */
export async function sslStatus(
  { db, acme }: Pick<SslDeps, 'db' | 'acme'>,
  agencyId: string,
  now = new Date(),
): Promise<SslStatus> {
  const hosts = await hostsOf(db, agencyId);
  const rows = hosts.length
    ? await db
        .select()
        .from(certificates)
        .where(and(eq(certificates.agencyId, agencyId), inArray(certificates.host, hosts)))
    : [];
  return {
    agencyId,
    hosts: hosts.map((h) =>
      hostCertificate(
        h,
        rows.find((r) => r.host === h),
        acme.sealingKey,
        now,
      ),
    ),
  };
}

/**
 * POST /api/v1/createSsl: every host a public CA would certify is marked pending and queued; hosts it
 * would not (localhost, IP addresses) answer 'skipped' with the reason. A host already pending is not
 * queued twice. A host whose certificate is still good is ordered again (after a key rotation, say);
 * the one in hand is served until the new one arrives.
 */
export async function requestCertificates(deps: SslDeps, agencyId: string): Promise<SslStatus> {
  const eligible = (await hostsOf(deps.db, agencyId)).filter((h) => !publicCertificateRefusal(h));
  if (eligible.length) {
    const now = new Date();
    const claimed = await deps.db
      .insert(certificates)
      .values(eligible.map((host) => ({ agencyId, host, status: 'pending' as const, requestedAt: now })))
      .onConflictDoUpdate({
        target: certificates.host,
        set: { agencyId, status: 'pending', error: null, requestedAt: now },
        setWhere: or(
          ne(certificates.status, 'pending'),
          lt(certificates.requestedAt, new Date(now.getTime() - PENDING_GIVES_UP_MS)),
        ),
      })
      .returning({ host: certificates.host });
    // A person waiting in Agency Management goes before the background renewals.
    await queue(deps, claimed, 1);
  }
  return sslStatus(deps, agencyId);
}

async function queue(deps: SslDeps, claimed: { host: string }[], priority: number) {
  for (const { host } of claimed) await deps.jobs.send<CertificateJob>(SSL_QUEUE, { host }, { priority });
}

/**
 * The job: orders the host's certificate and stores it with its key sealed. A CA's refusal is the
 * host's 'failed' status with the CA's words (not retried: a CA counts failed validations), and the
 * certificate in hand, if any, stays. Every instance then drops its TLS contexts (memory caches).
 */
export async function issueQueued(deps: SslDeps, { host }: CertificateJob): Promise<void> {
  const [row] = await deps.db.select().from(certificates).where(eq(certificates.host, host));
  if (row?.status !== 'pending') return;
  try {
    const issued = await obtainCertificate(deps.db, deps.acme, host);
    await deps.db
      .update(certificates)
      .set({
        status: 'issued',
        error: null,
        certificatePem: issued.certificatePem,
        sealedKey: seal(deps.acme.sealingKey, issued.keyPem, host),
        notAfter: issued.notAfter,
      })
      .where(eq(certificates.host, host));
    deps.log.info({ host, notAfter: issued.notAfter }, 'certificate issued');
  } catch (err) {
    deps.log.warn({ err, host }, 'certificate request failed');
    const message = err instanceof Error ? err.message : String(err);
    await deps.db
      .update(certificates)
      .set({ status: 'failed', error: message.slice(0, 500) })
      .where(eq(certificates.host, host));
  }
  deps.caches.drop();
}

/**
 * The renewal sweep: certificates of hosts their agency still has, expiring within 30 days of `now`,
 * are claimed (set pending, so one instance queues each) and ordered again. A failed renewal is tried
 * again at the next sweep while the old certificate lasts. `now` is a parameter so tests can travel.
 */
export async function renewDueCertificates(deps: SslDeps, now = new Date()): Promise<string[]> {
  await forgetStaleChallenges(deps.db, now);
  const claimed = await deps.db
    .update(certificates)
    .set({ status: 'pending', requestedAt: now })
    .where(
      and(
        ne(certificates.status, 'pending'),
        isNotNull(certificates.notAfter),
        lt(certificates.notAfter, new Date(now.getTime() + RENEW_BEFORE_MS)),
        exists(
          deps.db
            .select({ host: agencyHosts.host })
            .from(agencyHosts)
            .where(
              and(eq(agencyHosts.host, certificates.host), eq(agencyHosts.agencyId, certificates.agencyId)),
            ),
        ),
      ),
    )
    .returning({ host: certificates.host });
  await queue(deps, claimed, 0);
  return claimed.map((c) => c.host);
}

/** The certificate and sealed key served for a host its agency still has, or undefined. */
export async function servedCertificate(db: Db, host: string) {
  const [row] = await db
    .select({ certificatePem: certificates.certificatePem, sealedKey: certificates.sealedKey })
    .from(certificates)
    .innerJoin(
      agencyHosts,
      and(eq(agencyHosts.host, certificates.host), eq(agencyHosts.agencyId, certificates.agencyId)),
    )
    .where(and(eq(certificates.host, host), isNotNull(certificates.certificatePem)));
  return row?.certificatePem && row.sealedKey
    ? { certificatePem: row.certificatePem, sealedKey: row.sealedKey }
    : undefined;
}

/** What the routes, the job and the renewal sweep share, from the app. */
export const sslDeps = (app: AppInstance): SslDeps => ({
  db: app.db,
  jobs: app.jobs,
  acme: acmeSettings(app.config),
  caches: app.memoryCaches,
  log: app.log,
});
