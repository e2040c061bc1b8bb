import { z } from 'zod';

/** POST /api/v1/createSsl {agencyId} (spec section 7 "Agency"): certificates for the agency's hosts. */
export const createSslBodySchema = z.object({ agencyId: z.uuid({ error: 'Unknown agency.' }) });
export type CreateSslBody = z.infer<typeof createSslBodySchema>;

/** GET /api/v1/agency/ssl?agencyId: where each of the agency's hosts stands. */
export const sslStatusQuerySchema = createSslBodySchema;

/**
 * A host's certificate:
 * - none: never requested; skipped: no public CA issues one for it (localhost, an IP address);
 * - pending: being requested (the CA checks the host; seconds to a minute);
 * - valid / expired: the certificate served, until `expiresAt`;
 * - failed: the latest request failed (`message`); a certificate still in hand keeps its `expiresAt`.
 */
export const HOST_CERTIFICATE_STATUSES = [
  'none',
  'skipped',
  'pending',
  'valid',
  'expired',
  'failed',
] as const;
export const hostCertificateSchema = z.object({
  host: z.string(),
  status: z.enum(HOST_CERTIFICATE_STATUSES),
  message: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type HostCertificate = z.infer<typeof hostCertificateSchema>;

export const sslStatusSchema = z.object({
  agencyId: z.string(),
  hosts: z.array(hostCertificateSchema),
});
export type SslStatus = z.infer<typeof sslStatusSchema>;

export const SSL_TEXTS = {
  ipAddress: 'An IP address cannot get a public certificate.',
  localName: 'A local name cannot get a public certificate.',
  keyUnreadable: 'The stored key cannot be read (was CERT_ENCRYPTION_KEY changed?). Create SSL again.',
} as const;
