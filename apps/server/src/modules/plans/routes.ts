import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { forbidden, notFound } from '@panel/shared/errors.ts';
import { envelope, idParamSchema } from '@panel/shared/schemas/common.ts';
import {
  planAgencyQuerySchema,
  saveSubscriptionPlanBodySchema,
  subscriptionPlanDeletedSchema,
  subscriptionPlanListSchema,
  subscriptionPlanSchema,
} from '@panel/shared/schemas/plan.ts';
import type { AppInstance } from '../../app-types.ts';
import { agencies } from '../../db/schema/index.ts';
import { requireSession } from '../../plugins/auth.ts';
import { deletePlan, listPlans, savePlan } from './service.ts';

/**
 * Subscription plans (spec section 7): everyone signed in reads their agency's plans (the upgrade
 * dialog); admins manage them (Customer plans & pricing management). A superadmin may name another
 * agency with agencyId.
 */
export default async function planRoutes(app: AppInstance) {
  async function targetAgency(req: FastifyRequest, agencyId: string | undefined): Promise<string> {
    if (!agencyId || agencyId === req.agency.agencyId) return req.agency.agencyId;
    if (!requireSession(req).roles.includes('superadmin'))
      throw forbidden('Only a superadmin may manage another agency.');
    const [row] = await app.db
      .select({ id: agencies.id })
      .from(agencies)
      .where(eq(agencies.id, agencyId))
      .limit(1);
    if (!row) throw notFound('Agency');
    return row.id;
  }

  app.get(
    '/api/v1/business/subscription-plan',
    {
      config: { access: 'signedIn' },
      schema: { querystring: planAgencyQuerySchema, response: { 200: envelope(subscriptionPlanListSchema) } },
    },
    async (req) => ({ data: await listPlans(app.db, await targetAgency(req, req.query.agencyId)) }),
  );

  app.post(
    '/api/v1/business/subscription-plan',
    {
      config: { access: 'plansPricing' },
      schema: { body: saveSubscriptionPlanBodySchema, response: { 200: envelope(subscriptionPlanSchema) } },
    },
    async (req) => ({
      data: await savePlan(app.db, await targetAgency(req, req.body.agencyId), req.body.plan),
    }),
  );

  app.delete(
    '/api/v1/business/subscription-plan/:id',
    {
      config: { access: 'plansPricing' },
      schema: {
        params: idParamSchema,
        querystring: planAgencyQuerySchema,
        response: { 200: envelope(subscriptionPlanDeletedSchema) },
      },
    },
    async (req) => {
      await deletePlan(app.db, await targetAgency(req, req.query.agencyId), req.params.id);
      return { data: { subscriptionPlanId: req.params.id, deleted: true } };
    },
  );
}
