import type { FastifyRequest } from 'fastify';
import formbody from '@fastify/formbody';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '@panel/shared/errors.ts';
import { requestLanguage } from '@panel/shared/i18n/languages.ts';
import { thankYouUrl } from '@panel/shared/plans/thank-you.ts';
import { envelope, text } from '@panel/shared/schemas/common.ts';
import {
  businessIdQuerySchema,
  checkoutConfigSchema,
  createPdfCardOrderBodySchema,
  createPlanOrderBodySchema,
  createVideoOrderBodySchema,
  entitlementsSchema,
  makePaymentBodySchema,
  orderStatusSchema,
  paymentCallbackBodySchema,
  paymentOrderResponseSchema,
  paymentRecordListSchema,
  paymentRecordSchema,
  paymentResultSchema,
  pdfCardPaymentBodySchema,
  recordCardPaymentBodySchema,
  recordNoQuerySchema,
  videoPaymentBodySchema,
  webhookOutcomeSchema,
} from '@panel/shared/schemas/payment.ts';
import type { AppInstance } from '../../app-types.ts';
import { localize } from '../../i18n/messages.ts';
import { WEBHOOK_PATH } from '../../integrations/payments/plugin.ts';
import { requireSession } from '../../plugins/auth.ts';
import { businessFor, type Scope } from './access.ts';
import { creditGatewayOrder, findOrder, toResult } from './crediting.ts';
import { getEntitlements } from './entitlements.ts';
import {
  cancelRecord,
  createPlanOrder,
  lastActiveRecord,
  listBusinessRecords,
  makePayment,
  manualUpdate,
  orderStatus,
  toRecord,
} from './service.ts';
import { createSinglePurchaseOrder, paySinglePurchase } from './single-purchase.ts';
import { handleWebhook } from './webhook.ts';
import agencyPaymentRoutes from './agency-routes.ts';
import receiptRoutes from './receipts.ts';

export const CALLBACK_PATH = '/api/v1/payment/callback';

const scopeOf = (req: FastifyRequest): Scope => ({
  agencyId: req.agency.agencyId,
  configuration: req.agency.configuration,
  session: requireSession(req),
});

/**
 * Plan payments (order, make-payment, webhook, redirect callback, entitlements) and the payment record
 * calls of spec section 7 "Payments" (card-payment, user-video-payment) and "PDF payments". Paths and
 * shapes: docs/payments.md.
 */
export default async function paymentRoutes(app: AppInstance) {
  const gateway = () => app.payments.gateway;

  app.get(
    '/api/v1/payment/checkout-config',
    { config: { access: 'signedIn' }, schema: { response: { 200: envelope(checkoutConfigSchema) } } },
    async () => ({
      data: {
        key: gateway().keyId,
        checkoutScriptUrl: gateway().checkoutScriptUrl,
        sandbox: gateway().mode === 'sandbox',
        callbackPath: CALLBACK_PATH,
      },
    }),
  );

  for (const path of ['/api/v1/payment/order', '/api/v1/card-payment/order'])
    app.post(
      path,
      {
        config: { access: 'signedIn' },
        schema: { body: createPlanOrderBodySchema, response: { 200: envelope(paymentOrderResponseSchema) } },
      },
      async (req) => ({
        data: await createPlanOrder(app.db, gateway(), scopeOf(req), req.body),
      }),
    );

  for (const path of ['/api/v1/payment/make-payment', '/api/v1/card-payment/gateway'])
    app.post(
      path,
      {
        config: { access: 'signedIn' },
        schema: { body: makePaymentBodySchema, response: { 200: envelope(paymentResultSchema) } },
      },
      async (req) => ({
        data: await makePayment(app.db, gateway(), scopeOf(req), req.body, req.log),
      }),
    );

  app.get(
    '/api/v1/payment/order/:orderId',
    {
      config: { access: 'signedIn' },
      schema: {
        params: z.object({ orderId: text().min(1).max(64) }),
        response: { 200: envelope(orderStatusSchema) },
      },
    },
    async (req) => ({ data: await orderStatus(app.db, scopeOf(req), req.params.orderId) }),
  );

  app.get(
    '/api/v1/payment/entitlements',
    {
      config: { access: 'signedIn' },
      schema: { querystring: businessIdQuerySchema, response: { 200: envelope(entitlementsSchema) } },
    },
    async (req) => {
      const scope = scopeOf(req);
      const b = await businessFor(app.db, scope, req.query.businessId);
      return { data: await getEntitlements(app.db, scope.agencyId, b.id, scope.configuration) };
    },
  );

  /* ---- card-payment records ---- */

  app.post(
    '/api/v1/card-payment',
    {
      config: { access: 'plansPricing' },
      schema: { body: recordCardPaymentBodySchema, response: { 200: envelope(paymentRecordSchema) } },
    },
    async (req) => {
      const scope = scopeOf(req);
      const b = await businessFor(app.db, scope, req.body.businessId);
      return {
        data: toRecord(
          await manualUpdate(app.db, scope, b, req.body.subscriptionPlanId, req.body.customPlan),
        ),
      };
    },
  );
  app.get(
    '/api/v1/card-payment',
    {
      config: { access: 'signedIn' },
      schema: { querystring: businessIdQuerySchema, response: { 200: envelope(paymentRecordListSchema) } },
    },
    async (req) => ({
      data: await listBusinessRecords(app.db, scopeOf(req), req.query.businessId, 'subscription'),
    }),
  );
  app.delete(
    '/api/v1/card-payment',
    {
      config: { access: 'plansPricing' },
      schema: { querystring: recordNoQuerySchema, response: { 200: envelope(paymentRecordSchema) } },
    },
    async (req) => ({ data: await cancelRecord(app.db, scopeOf(req), req.query.recordNo, 'subscription') }),
  );
  app.get(
    '/api/v1/card-payment/last-active',
    {
      config: { access: 'signedIn' },
      schema: {
        querystring: businessIdQuerySchema,
        response: { 200: envelope(paymentRecordSchema.nullable()) },
      },
    },
    async (req) => ({ data: await lastActiveRecord(app.db, scopeOf(req), req.query.businessId) }),
  );

  /* ---- single purchases: PDF ID card and promotional video (one implementation, two products) ---- */

  const singlePurchases = [
    {
      base: '/api/v1/pdf-card/pdf-card-payment',
      kind: 'pdf_card',
      orderBody: createPdfCardOrderBodySchema,
      paymentBody: pdfCardPaymentBodySchema,
    },
    {
      base: '/api/v1/video/user-video-payment',
      kind: 'video',
      orderBody: createVideoOrderBodySchema,
      paymentBody: videoPaymentBodySchema,
    },
  ] as const;
  for (const { base, kind, orderBody, paymentBody } of singlePurchases) {
    app.post(
      `${base}/order`,
      {
        config: { access: 'signedIn' },
        schema: { body: orderBody, response: { 200: envelope(paymentOrderResponseSchema) } },
      },
      async (req) => ({
        data: await createSinglePurchaseOrder(app.db, gateway(), scopeOf(req), kind, req.body),
      }),
    );
    app.post(
      base,
      {
        config: { access: 'signedIn' },
        schema: { body: paymentBody, response: { 200: envelope(paymentRecordSchema) } },
      },
      async (req) => ({
        data: await paySinglePurchase(app.db, gateway(), scopeOf(req), kind, req.body, req.log),
      }),
    );
    app.get(
      base,
      {
        config: { access: 'signedIn' },
        schema: { querystring: businessIdQuerySchema, response: { 200: envelope(paymentRecordListSchema) } },
      },
      async (req) => ({
        data: await listBusinessRecords(app.db, scopeOf(req), req.query.businessId, kind),
      }),
    );
    app.delete(
      base,
      {
        config: { access: 'plansPricing' },
        schema: { querystring: recordNoQuerySchema, response: { 200: envelope(paymentRecordSchema) } },
      },
      async (req) => ({ data: await cancelRecord(app.db, scopeOf(req), req.query.recordNo, kind) }),
    );
  }

  await app.register(agencyPaymentRoutes);
  await app.register(receiptRoutes);

  /* ---- gateway → us: webhook (raw bytes) and redirect-mode callback (form post) ---- */

  await app.register(async (raw) => {
    // The signature covers the exact bytes Razorpay sent, so this route keeps the body unparsed.
    raw.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
      done(null, body),
    );
    raw.post(
      WEBHOOK_PATH,
      { config: { access: 'public' }, schema: { response: { 200: envelope(webhookOutcomeSchema) } } },
      async (req) => {
        if (!Buffer.isBuffer(req.body))
          throw new AppError('BAD_REQUEST', 'Send the event as application/json.');
        const status = await handleWebhook(app.db, gateway(), req.log, req.body, {
          signature: headerOf(req, 'x-razorpay-signature'),
          eventId: headerOf(req, 'x-razorpay-event-id'),
        });
        return { data: { status } };
      },
    );
  });

  await app.register(async (formScope) => {
    // The one route that takes a form post: only this scope parses url-encoded bodies.
    await formScope.register(formbody);
    const form = formScope.withTypeProvider<ZodTypeProvider>();
    // Checkout in redirect mode (in-app browsers) posts here cross-site, so there is no session cookie
    // and the Origin is Razorpay's: the signature proves the payment and the order row says what it buys.
    form.post(
      CALLBACK_PATH,
      {
        config: {
          access: 'public',
          crossSite: 'signed',
          bodyTypes: ['application/x-www-form-urlencoded'],
        },
        schema: { body: paymentCallbackBodySchema },
      },
      async (req, reply) => {
        const b = req.body;
        // In the browser's language (its Accept-Language: the panel's own header is not sent here).
        const fail = (message: string) =>
          reply.redirect(
            `/panel/customer?paymentError=${encodeURIComponent(localize(message, requestLanguage(req.headers['accept-language'])))}`,
            303,
          );
        // A failure report carries no signature: anyone could post it about any order. It is shown to
        // the browser that sent it and nothing is stored; the signed payment.failed webhook records
        // the reason, and the order stays open for another try.
        if (!b.razorpay_payment_id || !b.razorpay_order_id || !b.razorpay_signature)
          return fail(b['error[description]'] ?? 'The payment was not completed.');
        const ids = {
          orderId: b.razorpay_order_id,
          paymentId: b.razorpay_payment_id,
          signature: b.razorpay_signature,
        };
        if (!gateway().verifyPaymentSignature(ids))
          return fail('The payment could not be verified. Nothing was credited.');
        try {
          const order = await findOrder(app.db, ids.orderId, req.agency.agencyId);
          const record = await creditGatewayOrder(app.db, gateway(), order, ids.paymentId, req.log);
          if (record.kind !== 'subscription') return reply.redirect('/panel/customer?paymentSuccess=1', 303);
          const r = toResult(record);
          return reply.redirect(
            thankYouUrl({
              purchaseType: r.purchaseType,
              planName: r.planName,
              recordNo: r.recordNo,
              validTo: r.validTo,
              validFrom: record.validFrom,
            }),
            303,
          );
        } catch (err) {
          if (err instanceof AppError && err.status < 500) return fail(err.message);
          throw err;
        }
      },
    );
  });
}

const headerOf = (req: FastifyRequest, name: string): string | undefined => {
  const v = req.headers[name];
  return typeof v === 'string' ? v : undefined;
};
