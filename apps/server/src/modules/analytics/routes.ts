import { lt } from 'drizzle-orm';
import { analyticsLogBodySchema, analyticsLogResultSchema } from '@panel/shared/schemas/analytics.ts';
import { envelope } from '@panel/shared/schemas/common.ts';
import type { AppInstance } from '../../app-types.ts';
import { sessionEvents } from '../../db/schema/index.ts';
import { requireCustomer } from '../../plugins/auth.ts';

const HOUR = 60 * 60_000;

/**
 * The customer session tracker's batches (spec section 7 "Logging"): validated, stored in one insert,
 * kept ANALYTICS_RETENTION_DAYS days. They write nothing any page shows (keepsPages).
 */
export default async function analyticsRoutes(app: AppInstance) {
  app.post(
    '/api/v1/analytics/log',
    {
      config: { access: 'customer', keepsPages: true, rateLimit: { max: 120, timeWindow: 60_000 } },
      bodyLimit: 64 * 1024,
      schema: { body: analyticsLogBodySchema, response: { 202: envelope(analyticsLogResultSchema) } },
    },
    async (req, reply) => {
      const session = requireCustomer(req);
      await app.db.insert(sessionEvents).values(
        req.body.logEvents.map((e) => ({
          agencyId: session.agencyId,
          userId: session.userId,
          sessionId: e.sessionId,
          name: e.logEventName,
          context: e.context ?? null,
          pageUrl: e.pageUrl ?? null,
          metaData: e.metaData ?? null,
        })),
      );
      return reply.status(202).send({ data: { stored: req.body.logEvents.length } });
    },
  );

  // Old events go once an hour (and at start); every instance may do it, deleting twice is harmless.
  const forget = async () => {
    const before = new Date(Date.now() - app.config.ANALYTICS_RETENTION_DAYS * 24 * HOUR);
    await app.db
      .delete(sessionEvents)
      .where(lt(sessionEvents.createdAt, before))
      .catch((err: unknown) => app.log.warn({ err }, 'old session events not deleted'));
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await forget();
    timer = setInterval(() => void forget(), HOUR).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
