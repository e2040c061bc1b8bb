import { z } from 'zod';
import { notFound } from '@panel/shared/errors.ts';
import { envelope } from '@panel/shared/schemas/common.ts';
import { createSslBodySchema, sslStatusQuerySchema, sslStatusSchema } from '@panel/shared/schemas/ssl.ts';
import type { AppInstance } from '../../app-types.ts';
import { challengeAnswer } from './acme.ts';
import { issueQueued, requestCertificates, SSL_QUEUE, sslDeps, sslStatus } from './service.ts';

/** ACME tokens are base64url (RFC 8555 section 8.3); anything else is not ours. */
const challengeParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{1,256}$/) });

export default async function sslRoutes(app: AppInstance) {
  const deps = sslDeps(app);
  // Issuance is light (one key, a few HTTP calls) and mostly waits for the CA, so every server
  // instance takes these jobs, two at once: a host and its www name are certified side by side.
  await app.jobs.work<Parameters<typeof issueQueued>[1]>(SSL_QUEUE, (data) => issueQueued(deps, data), {
    expireInSeconds: 10 * 60,
    concurrency: 2,
  });

  /** Agency Management: certificates for every host of an agency (any agency: the platform's call). */
  const access = { access: 'agencyManagement' } as const;
  app.post(
    '/api/v1/createSsl',
    { config: access, schema: { body: createSslBodySchema, response: { 200: envelope(sslStatusSchema) } } },
    async (req) => ({ data: await requestCertificates(deps, req.body.agencyId) }),
  );
  app.get(
    '/api/v1/agency/ssl',
    {
      config: access,
      schema: { querystring: sslStatusQuerySchema, response: { 200: envelope(sslStatusSchema) } },
    },
    async (req) => ({ data: await sslStatus(deps, req.query.agencyId) }),
  );

  /**
   * The CA's HTTP-01 check, on any host and outside /api: it arrives over plain HTTP on port 80
   * (RFC 8555 section 8.3), so the HTTP listener (or the proxy in front of it) must answer it.
   */
  app.get(
    '/.well-known/acme-challenge/:token',
    { config: { access: 'public' }, schema: { params: challengeParams } },
    async (req, reply) => {
      const answer = await challengeAnswer(app.db, req.params.token);
      if (answer === undefined) throw notFound('Challenge');
      return reply.type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(answer);
    },
  );
}
