import { X509Certificate } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import { decodeKey32, type Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { acmeAccounts, acmeChallenges } from '../../db/schema/index.ts';
import { seal, unseal } from './sealed.ts';

/** acme-client (with its ASN.1 and X.509 stack, a third of a second to import) loads with the first order, not at start. */
const acmeClient = () => import('acme-client');

export interface AcmeSettings {
  directoryUrl: string;
  email: string | undefined;
  /** CERT_ENCRYPTION_KEY, decoded. */
  sealingKey: Buffer;
}

export function acmeSettings(config: Config): AcmeSettings {
  const sealingKey = decodeKey32(config.CERT_ENCRYPTION_KEY);
  if (!sealingKey) throw new Error('CERT_ENCRYPTION_KEY is not 32 bytes'); // config.ts refuses it first
  return { directoryUrl: config.ACME_DIRECTORY_URL, email: config.ACME_EMAIL, sealingKey };
}

export interface IssuedCertificate {
  certificatePem: string;
  keyPem: string;
  notAfter: Date;
}

/**
 * Our account at this CA, registered once and kept (key sealed) in the database: a CA limits new
 * accounts, and every instance must speak as the same account. Registration is serialised by an
 * advisory lock, so two first orders at once do not register twice. A key that no longer opens
 * (CERT_ENCRYPTION_KEY changed) is replaced by a new account.
 */
async function account(db: Db, s: AcmeSettings): Promise<{ accountKey: string; accountUrl: string }> {
  const opened = async (q: Pick<Db, 'select'>) => {
    const [row] = await q.select().from(acmeAccounts).where(eq(acmeAccounts.directoryUrl, s.directoryUrl));
    try {
      return (
        row && { accountKey: unseal(s.sealingKey, row.sealedKey, s.directoryUrl), accountUrl: row.accountUrl }
      );
    } catch {
      return undefined;
    }
  };
  return (
    (await opened(db)) ??
    db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`acme-account:${s.directoryUrl}`}))`);
      const registered = await opened(tx);
      if (registered) return registered;
      const acme = await acmeClient();
      const accountKey = (await acme.crypto.createPrivateEcdsaKey()).toString();
      const client = new acme.Client({ directoryUrl: s.directoryUrl, accountKey });
      await client.createAccount({
        termsOfServiceAgreed: true,
        ...(s.email ? { contact: [`mailto:${s.email}`] } : {}),
      });
      const row = {
        sealedKey: seal(s.sealingKey, accountKey, s.directoryUrl),
        accountUrl: client.getAccountUrl(),
      };
      await tx
        .insert(acmeAccounts)
        .values({ directoryUrl: s.directoryUrl, ...row })
        .onConflictDoUpdate({ target: acmeAccounts.directoryUrl, set: row });
      return { accountKey, accountUrl: row.accountUrl };
    })
  );
}

/**
 * Orders a certificate for one host and answers the CA's HTTP-01 challenge from the database
 * (routes.ts serves it at /.well-known/acme-challenge/:token, on whichever instance the CA reaches).
 * acme-client's own pre-check of the challenge URL is skipped: it fetches http://host/ from this
 * machine, which behind NAT or a load balancer often cannot reach itself; the CA's check is the one
 * that counts, and its refusal comes back as the error.
 */
export async function obtainCertificate(db: Db, s: AcmeSettings, host: string): Promise<IssuedCertificate> {
  // With the account's URL known, acme-client goes straight to the order. It polls the order from
  // 1 s (its default waits 5 s first, while a CA usually validates in one or two), backing off to 20 s.
  const acme = await acmeClient();
  const client = new acme.Client({
    directoryUrl: s.directoryUrl,
    ...(await account(db, s)),
    backoffMin: 1000,
    backoffMax: 20_000,
    backoffAttempts: 12,
  });
  const key = await acme.crypto.createPrivateEcdsaKey();
  const [, csr] = await acme.crypto.createCsr({ commonName: host, altNames: [host] }, key);
  const certificatePem = await client.auto({
    csr,
    challengePriority: ['http-01'],
    skipChallengeVerification: true,
    challengeCreateFn: async (_authz, challenge, keyAuthorization) => {
      if (challenge.type !== 'http-01') throw new Error(`unexpected ${challenge.type} challenge`);
      await db
        .insert(acmeChallenges)
        .values({ token: challenge.token, keyAuthorization })
        .onConflictDoUpdate({ target: acmeChallenges.token, set: { keyAuthorization } });
    },
    challengeRemoveFn: async (_authz, challenge) => {
      await db.delete(acmeChallenges).where(eq(acmeChallenges.token, challenge.token));
    },
  });
  const notAfter = new Date(new X509Certificate(certificatePem).validTo);
  return { certificatePem, keyPem: key.toString(), notAfter };
}

/** The answer to an HTTP-01 challenge, or undefined for a token we did not hand out. */
export async function challengeAnswer(db: Db, token: string): Promise<string | undefined> {
  const [row] = await db
    .select({ keyAuthorization: acmeChallenges.keyAuthorization })
    .from(acmeChallenges)
    .where(eq(acmeChallenges.token, token));
  return row?.keyAuthorization;
}

/** Challenges left behind by an order that never finished (the process stopped mid-order). */
export async function forgetStaleChallenges(db: Db, now: Date): Promise<void> {
  await db.delete(acmeChallenges).where(lt(acmeChallenges.createdAt, new Date(now.getTime() - 86_400_000)));
}
