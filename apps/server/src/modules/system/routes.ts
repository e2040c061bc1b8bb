import { z } from 'zod';
import { clientLogBodySchema, clientLogResultSchema, outboxListSchema } from '@panel/shared/schemas/auth.ts';
import { envelope, text } from '@panel/shared/schemas/common.ts';
import { healthSchema } from '@panel/shared/schemas/system.ts';
import { isDemo } from '../../config.ts';
import type { AppInstance } from '../../app-types.ts';
import { readOutbox } from '../../integrations/messaging/messenger.ts';

/** Health, the browser's error log, and (demo only) the message outbox. */
export default async function systemRoutes(app: AppInstance) {
  app.get(
    '/api/health',
    { config: { access: 'public' }, schema: { response: { 200: envelope(healthSchema) } } },
    async () => {
      await app.db.execute('select 1');
      return { data: { status: 'ok' as const, db: app.database.kind } };
    },
  );

  app.post(
    '/log',
    {
      config: {
        access: 'public',
        keepsPages: true,
        rateLimit: { max: app.config.CLIENT_LOG_PER_ADDRESS_PER_MINUTE, timeWindow: 60_000 },
      },
      preHandler: app.sessionLogRateLimit,
      bodyLimit: 16 * 1024,
      schema: { body: clientLogBodySchema, response: { 202: envelope(clientLogResultSchema) } },
    },
    async (req, reply) => {
      const { level, message, additionalInfo } = req.body;
      const info = JSON.stringify(additionalInfo ?? null).slice(0, 4000);
      req.log[level === 'debug' ? 'debug' : level]({ source: 'frontend', additionalInfo: info }, message);
      return reply.status(202).send({ data: { logged: true } });
    },
  );

  if (isDemo(app.config) && app.messenger.kind === 'outbox') {
    app.get(
      '/api/dev/outbox',
      {
        config: { access: 'public' },
        schema: {
          querystring: z.object({
            to: text().min(1, 'Give a phone number or e-mail in "to".').max(254),
          }),
          response: { 200: envelope(outboxListSchema) },
        },
      },
      async (req) => {
        const to = req.query.to.toLowerCase();
        // Phone numbers are stored as 10 digits; accept what a person types.
        const digits = to.replace(/\D/g, '');
        const key = to.includes('@') ? to : digits.length > 10 ? digits.slice(-10) : digits;
        return { data: { list: await readOutbox(app.db, key) } };
      },
    );
  }
}
