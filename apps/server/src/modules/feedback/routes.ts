import { requestLanguage } from '@panel/shared/i18n/languages.ts';
import { envelope } from '@panel/shared/schemas/common.ts';
import {
  FEEDBACK_TEXTS,
  feedbackBodySchema,
  feedbackDeletedSchema,
  feedbackDeleteQuerySchema,
  feedbackListSchema,
  feedbackQuerySchema,
} from '@panel/shared/schemas/feedback.ts';
import { z } from 'zod';
import type { AppInstance } from '../../app-types.ts';
import { localize } from '../../i18n/messages.ts';
import { requireCustomer } from '../../plugins/auth.ts';
import { feedbackReceived } from '../notifications/notices.ts';
import { notify } from '../notifications/service.ts';
import { addFeedback, deleteFeedback, listFeedback } from './service.ts';

const PATH = '/api/v1/feedback';

/** Customers send feedback; the agency's admins are told in the bell, read it and delete it. */
export default async function feedbackRoutes(app: AppInstance) {
  app.post(
    PATH,
    {
      config: { access: 'customer', keepsPages: true, rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        body: feedbackBodySchema,
        response: { 201: envelope(z.object({ feedbackId: z.string(), message: z.string() })) },
      },
    },
    async (req, reply) => {
      const session = requireCustomer(req);
      const feedbackId = await addFeedback(app.db, session.agencyId, session.userId, req.body);
      await notify(
        app.db,
        feedbackReceived(session.agencyId, session, req.body.rating, req.body.text),
        req.log,
      );
      return reply.status(201).send({
        data: {
          feedbackId,
          message: localize(FEEDBACK_TEXTS.thanks, requestLanguage(req.headers['accept-language'])),
        },
      });
    },
  );
  app.get(
    PATH,
    {
      config: { access: 'allBusinesses' },
      schema: { querystring: feedbackQuerySchema, response: { 200: envelope(feedbackListSchema) } },
    },
    async (req) => ({ data: await listFeedback(app.db, app.storage, req.agency.agencyId, req.query) }),
  );
  app.delete(
    PATH,
    {
      config: { access: 'allBusinesses', keepsPages: true },
      schema: { querystring: feedbackDeleteQuerySchema, response: { 200: envelope(feedbackDeletedSchema) } },
    },
    async (req) => ({ data: await deleteFeedback(app.db, req.agency.agencyId, req.query.feedbackId) }),
  );
}
