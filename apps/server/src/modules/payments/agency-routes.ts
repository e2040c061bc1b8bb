import type { FastifyRequest } from 'fastify';
import { todayInIndia } from '@panel/shared/plans/dates.ts';
import { envelope } from '@panel/shared/schemas/common.ts';
import {
  agencyGatewayBodySchema,
  agencyIdQuerySchema,
  agencyPaymentOrderBodySchema,
  agencyPaymentRecordBodySchema,
  billCardBodySchema,
  monthBillQuerySchema,
  monthBillSchema,
  outstandingAmountSchema,
  paymentOrderResponseSchema,
  paymentRecordListSchema,
  paymentRecordSchema,
} from '@panel/shared/schemas/payment.ts';
import type { AppInstance } from '../../app-types.ts';
import { requireStaff } from '../../plugins/auth.ts';
import type { Scope } from './access.ts';
import {
  billingScope,
  createAgencyOrder,
  listAgencyRecords,
  monthBill,
  moveCard,
  outstandingAmount,
  pageOfBill,
  payAgencyOrder,
  recordAgencyPayment,
  type AgencyKind,
} from './agency-billing.ts';

const callerOf = (req: FastifyRequest): Scope => ({
  agencyId: req.agency.agencyId,
  configuration: req.agency.configuration,
  session: requireStaff(req),
});

/** The agency bill endpoints of spec section 7 "Payments", one table of paths to kinds. */
const KINDS: { base: string; kind: AgencyKind; listByAgency: boolean; gateway: boolean }[] = [
  { base: '/api/v1/month-payments', kind: 'month', listByAgency: false, gateway: true },
  { base: '/api/v1/annual-payment', kind: 'annual', listByAgency: true, gateway: false },
  { base: '/api/v1/agency-image-payment', kind: 'agency_image', listByAgency: true, gateway: true },
  { base: '/api/v1/agency-pdf-card-payment', kind: 'agency_pdf_card', listByAgency: true, gateway: false },
];

export default async function agencyPaymentRoutes(app: AppInstance) {
  const scope = (req: FastifyRequest, agencyId: string | undefined, need: 'read' | 'pay' | 'manage') =>
    billingScope(app.db, callerOf(req), agencyId, need);

  for (const { base, kind, listByAgency, gateway } of KINDS) {
    if (listByAgency)
      app.get(
        base,
        {
          config: { access: 'agencyBilling' },
          schema: { querystring: agencyIdQuerySchema, response: { 200: envelope(paymentRecordListSchema) } },
        },
        async (req) => {
          const s = await scope(req, req.query.agencyId, 'read');
          return { data: await listAgencyRecords(app.db, s.agencyId, kind) };
        },
      );

    app.post(
      base,
      {
        config: { access: 'agencyBillingManage' },
        schema: { body: agencyPaymentRecordBodySchema, response: { 200: envelope(paymentRecordSchema) } },
      },
      async (req) => {
        const s = await scope(req, req.body.agencyId, 'manage');
        return { data: await recordAgencyPayment(app.db, s, kind, req.body) };
      },
    );

    if (!gateway) continue;
    app.post(
      `${base}/order`,
      {
        config: { access: 'agencyBilling' },
        schema: {
          body: agencyPaymentOrderBodySchema,
          response: { 200: envelope(paymentOrderResponseSchema) },
        },
      },
      async (req) => {
        const s = await scope(req, req.body.agencyId, 'pay');
        return { data: await createAgencyOrder(app.db, app.payments.gateway, s, kind, req.body) };
      },
    );
    app.post(
      `${base}/gateway`,
      {
        config: { access: 'agencyBilling' },
        schema: { body: agencyGatewayBodySchema, response: { 200: envelope(paymentRecordSchema) } },
      },
      async (req) => {
        const s = await scope(req, req.body.agencyId, 'pay');
        return { data: await payAgencyOrder(app.db, app.payments.gateway, s, kind, req.body, req.log) };
      },
    );
  }

  app.get(
    '/api/v1/month-payments',
    {
      config: { access: 'agencyBilling' },
      schema: { querystring: monthBillQuerySchema, response: { 200: envelope(monthBillSchema) } },
    },
    async (req) => {
      const s = await scope(req, req.query.agencyId, 'read');
      const { month, year } = req.query;
      // Computed from every card the agency has had: kept until anything is written (plugins/kept-reads.ts).
      const bill = await app.keptRead(['month bill', s.agencyId, month, year, todayInIndia()], () =>
        monthBill(app.db, s.agencyId, month, year),
      );
      return { data: pageOfBill(bill, req.query) };
    },
  );

  app.get(
    '/api/v1/month-payments/getOutstandingAmount',
    {
      config: { access: 'agencyBilling' },
      schema: { querystring: agencyIdQuerySchema, response: { 200: envelope(outstandingAmountSchema) } },
    },
    async (req) => {
      const s = await scope(req, req.query.agencyId, 'read');
      const owed = await app.keptRead(['outstanding', s.agencyId, todayInIndia()], () =>
        outstandingAmount(app.db, s.agencyId),
      );
      return { data: { agencyId: s.agencyId, outstandingAmount: owed } };
    },
  );

  app.post(
    '/api/v1/month-payments/move-out-card',
    {
      config: { access: 'agencyBillingManage' },
      schema: { body: billCardBodySchema, response: { 200: envelope(monthBillSchema) } },
    },
    async (req) => {
      const s = await scope(req, req.body.agencyId, 'manage');
      return { data: pageOfBill(await moveCard(app.db, s.agencyId, req.body, false), req.body) };
    },
  );
  app.post(
    '/api/v1/month-payments/add-card-in-bill',
    {
      config: { access: 'agencyBillingManage' },
      schema: { body: billCardBodySchema, response: { 200: envelope(monthBillSchema) } },
    },
    async (req) => {
      const s = await scope(req, req.body.agencyId, 'manage');
      return { data: pageOfBill(await moveCard(app.db, s.agencyId, req.body, true), req.body) };
    },
  );
}
