import { eq } from 'drizzle-orm';
import type { AgencyConfiguration } from '@panel/shared/schemas/agency.ts';
import type { AppInstance } from '../src/app-types.ts';
import { agencies, businesses } from '../src/db/schema/index.ts';
import { SANDBOX_KEYS, SANDBOX_PREFIX } from '../src/integrations/payments/gateway.ts';
import type { Client } from './helpers.ts';
import { signUpCustomer } from './helpers.ts';

/** Shared set-up for the plans, payments and webhooks tests: real rows, real sandbox, no mocks. */

export async function customerWithBusiness(
  app: AppInstance,
  agencyId: string,
  opts: { madeBy?: string; host?: string } = {},
) {
  const customer = await signUpCustomer(app, { host: opts.host });
  const businessId = await addBusiness(app, agencyId, customer.user.userId, opts.madeBy);
  return { ...customer, businessId };
}

export async function addBusiness(app: AppInstance, agencyId: string, ownerUserId: string, madeBy = 'self') {
  const [b] = await app.db
    .insert(businesses)
    .values({
      agencyId,
      ownerUserId,
      businessName: `Shop ${Math.random().toString(36).slice(2, 7)}`,
      businessMadeBy: madeBy,
    })
    .returning({ id: businesses.id });
  if (!b) throw new Error('business insert failed');
  return b.id;
}

export async function createPlan(admin: Client, plan: Record<string, unknown>) {
  const res = await admin.post('/api/v1/business/subscription-plan', { plan });
  if (res.statusCode !== 200) throw new Error(`plan create failed: ${res.body}`);
  return res.json().data as { subscriptionPlanId: string; price: number; name: string };
}

export const monthlyPlan = (overrides: Record<string, unknown> = {}) => ({
  name: `Gold ${Math.random().toString(36).slice(2, 6)}`,
  price: 49900,
  validity: 1,
  validityUnit: 'month',
  displayOrder: 5,
  limits: { greetingImagesIncluded: true, greetingImagesLimit: -1, pdfCardIncluded: true, pdfCardLimit: 1 },
  ...overrides,
});

export async function updateConfiguration(
  app: AppInstance,
  agencyId: string,
  change: (c: AgencyConfiguration) => void,
) {
  const [a] = await app.db.select().from(agencies).where(eq(agencies.id, agencyId));
  if (!a) throw new Error('agency missing');
  const configuration = structuredClone(a.configuration);
  change(configuration);
  await app.db.update(agencies).set({ configuration }).where(eq(agencies.id, agencyId));
  // Written behind the app's back, as an operator would: the app's memory must be told.
  app.memoryCaches.drop();
}

export const switches = (app: AppInstance, s: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: `${SANDBOX_PREFIX}/switches`, payload: s });
export const resetSwitches = (app: AppInstance) =>
  app.inject({ method: 'POST', url: `${SANDBOX_PREFIX}/switches/reset` });

/** A person presses Pay (or Fail) on the sandbox checkout page. */
export async function checkout(
  app: AppInstance,
  orderId: string,
  outcome: 'success' | 'failure' = 'success',
) {
  const res = await app.inject({
    method: 'POST',
    url: `${SANDBOX_PREFIX}/checkout/pay`,
    payload: { key_id: SANDBOX_KEYS.keyId, order_id: orderId, outcome },
  });
  return res.json() as {
    razorpay_payment_id: string;
    razorpay_order_id: string;
    razorpay_signature: string;
    lost?: boolean;
    error?: { description: string };
  };
}

export const settleWebhooks = (app: AppInstance) => app.payments.sandbox?.settle() ?? Promise.resolve();

/**
 * The same payment reported every way at once, as a flaky phone and the gateway would: make-payment
 * twice and the gateway call concurrently, then the sandbox's webhooks delivered. Returns the answers.
 */
export async function reportEveryWay(app: AppInstance, client: Client, body: unknown) {
  const answers = await Promise.all([
    client.post('/api/v1/payment/make-payment', body),
    client.post('/api/v1/payment/make-payment', body),
    client.post('/api/v1/card-payment/gateway', body),
  ]);
  await settleWebhooks(app);
  return answers;
}

/** Order, checkout, and the make-payment body the web app would send. */
export async function payForPlan(
  app: AppInstance,
  client: Client,
  businessId: string,
  subscriptionPlanId: string,
) {
  const order = await client.post('/api/v1/payment/order', { businessId, subscriptionPlanId });
  if (order.statusCode !== 200) throw new Error(`order failed: ${order.body}`);
  const orderId = order.json().data.order.id as string;
  const paid = await checkout(app, orderId);
  return {
    orderId,
    paid,
    body: {
      businessId,
      subscriptionPlanId,
      renew: false,
      orderCreationId: orderId,
      razorpayPaymentId: paid.razorpay_payment_id,
      razorpayOrderId: paid.razorpay_order_id,
      razorpaySignature: paid.razorpay_signature,
      throughGateway: true,
      isManualUpdate: false,
      isFreeTrialPlan: false,
    },
  };
}
