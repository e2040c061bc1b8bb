import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { agencies } from './agencies.ts';
import { createdAt, id, updatedAt } from './columns.ts';

export type CertificateAttempt = 'pending' | 'issued' | 'failed';

/**
 * The TLS certificate of one agency host (issue 14, modules/ssl). One row per host: the certificate
 * being served stays while a renewal is pending or has failed, so `status` is the latest attempt and
 * `notAfter` the certificate in hand. The private key is AES-256-GCM ciphertext (modules/ssl/sealed.ts).
 */
export const certificates = pgTable(
  'certificates',
  {
    id: id(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    host: text('host').notNull(),
    status: text('status').$type<CertificateAttempt>().notNull(),
    /** Why the latest attempt failed, in the CA's words. */
    error: text('error'),
    certificatePem: text('certificate_pem'),
    sealedKey: text('sealed_key'),
    notAfter: timestamp('not_after', { withTimezone: true }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('certificates_host_uq').on(t.host),
    index('certificates_agency_idx').on(t.agencyId),
    index('certificates_not_after_idx').on(t.notAfter),
  ],
);

/**
 * HTTP-01 answers while an order is open: in the database, so whichever instance the CA reaches
 * can answer (GET /.well-known/acme-challenge/:token).
 */
export const acmeChallenges = pgTable('acme_challenges', {
  token: text('token').primaryKey(),
  keyAuthorization: text('key_authorization').notNull(),
  createdAt: createdAt(),
});

/** Our account at each ACME CA (one key per directory URL, sealed like certificate keys). */
export const acmeAccounts = pgTable('acme_accounts', {
  directoryUrl: text('directory_url').primaryKey(),
  sealedKey: text('sealed_key').notNull(),
  accountUrl: text('account_url').notNull(),
  createdAt: createdAt(),
});
