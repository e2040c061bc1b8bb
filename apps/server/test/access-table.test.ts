import { writeFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StaffContext } from '@panel/shared/roles.ts';
import type { AgencyConfiguration } from '@panel/shared/schemas/agency.ts';
import {
  adminNotifications,
  agencies,
  businesses,
  paymentRecords,
  pdfCards,
  politicalParties,
  users,
} from '../src/db/schema/index.ts';
import {
  CALLERS,
  STAFF_PHONES,
  expectedOutcome,
  outcomeOf,
  renderTable,
  seesBusinessX,
  type Caller,
  type Outcome,
  type RouteFacts,
  type Target,
} from './access-table.ts';
import { addCard, anyCategoryId, basicDetails } from './card-fixtures.ts';
import {
  Client,
  DEMO_HOST,
  DEMO_PASSWORD,
  SOLO_HOST,
  buildTestApp,
  loginStaff,
  signUpCustomer,
  uniquePhone,
} from './helpers.ts';
import { createPlan, monthlyPlan } from './payments-fixtures.ts';

const t = await buildTestApp();
const { app, ids } = t;

/** The world every row calls into: customer A's business X and the things hanging off it. */
interface Fixture {
  businessX: string;
  cardNoX: number;
  cardIdX: string;
  /** A PDF ID card of business X. */
  pdfCardNoX: number;
  orderX: string;
  planId: string;
  recordX: number;
  customerA: { userId: string; phoneNumber: string };
  customerC: string;
  customerCPhone: string;
  staffTargetPhone: string;
  staffTarget: string;
  /** A staff member whose password the reset row changes (the target above keeps its own). */
  resetTarget: string;
  notificationX: string;
  requestX: string;
  linkCategoryId: string;
  linkTypeId: string;
  partyId: string;

  categoryId: string;
  soloCustomerPhone: string;
  signInCustomerPhone: string;
}

interface Call {
  url: string;
  body?: unknown;
  /** Sent as multipart/form-data (upload routes). */
  multipart?: boolean;
}

interface Row {
  target: Target;
  staffAlso?: (c: StaffContext) => boolean;
  staffOnly?: boolean;
  /** An agency setting the route needs: callers whose agency lacks it get 403. */
  feature?: (c: AgencyConfiguration) => boolean;
  /**
   * The not-found message a permitted caller gets because the world has no such thing (no greeting
   * post to render, no video job): that 404 still means every access check passed.
   */
  missing?: string;
  /** The request; may make what it consumes (a fresh record to cancel, a fresh card to delete). */
  call: (fx: Fixture, caller: Caller) => Call | Promise<Call>;
}

const linkTypeBody = (linkCategoryId: string) => ({
  linkCategoryId,
  name: `Table type ${uniquePhone()}`,
  fieldType: 'url',
  icon: 'builtin:whatsapp',
});

let fx: Fixture;
const clients = {} as Record<Caller, Client>;
const adminClient = () => clients['superadmin+admin'];

/** A fresh business of customer A (made by A), for rows that delete or consume one. */
async function freshBusinessOfA(): Promise<string> {
  const [b] = await app.db
    .insert(businesses)
    .values({
      agencyId: ids.demoAgencyId,
      ownerUserId: fx.customerA.userId,
      businessName: 'Fresh X',
      businessMadeBy: 'self',
    })
    .returning({ id: businesses.id });
  if (!b) throw new Error('business insert failed');
  return b.id;
}

async function freshRecordOfX(kind: 'subscription' | 'pdf_card' | 'video'): Promise<number> {
  const [r] = await app.db
    .insert(paymentRecords)
    .values({
      agencyId: ids.demoAgencyId,
      kind,
      businessId: fx.businessX,
      userId: fx.customerA.userId,
      amountPaise: 100,
      purchaseType: 'single-purchase',
      throughGateway: false,
      isManualUpdate: true,
    })
    .returning({ recordNo: paymentRecords.recordNo });
  if (!r) throw new Error('record insert failed');
  return r.recordNo;
}

/** A PDF ID card of business X, for the rows that read or delete one. */
async function freshPdfCardOfX(): Promise<number> {
  const [c] = await app.db
    .insert(pdfCards)
    .values({
      agencyId: ids.demoAgencyId,
      businessId: fx.businessX,
      templateCode: 'pdf-landscape-band',
      companyName: 'Business X',
      registeredPhoneNumber: '+919876543210',
      basicDetails: { name: 'Table Holder' },
    })
    .returning({ pdfCardNo: pdfCards.pdfCardNo });
  if (!c) throw new Error('PDF card insert returned nothing');
  return c.pdfCardNo;
}

const pdfOffered = (c: AgencyConfiguration) => c.pdfCardConfig.enablePdfCardProduct;
const videoOffered = (c: AgencyConfiguration) => c.video.enableVideo;
/** An id nothing has: the table's world has no video template and no user video. */
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';
const NO_SUCH_VIDEO = 999_999;
const pdfContent = {
  templateCode: 'pdf-landscape-band',
  companyName: 'Business X',
  registeredPhoneNumber: '9876543210',
  basicDetails: { name: 'Table Holder' },
};

const png1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const X = 'businessX' as const;
const none = 'none' as const;
const D = 'demoAgency' as const;

/** One row per /api route: what it acts on and how to call it with real ids. */
const ROWS: Record<string, Row> = {
  'GET /api/health': { target: none, call: () => ({ url: '/api/health' }) },
  'GET /api/dev/outbox': { target: none, call: () => ({ url: '/api/dev/outbox?to=9000000099' }) },
  'GET /api/v1/agency-details': { target: none, call: () => ({ url: '/api/v1/agency-details' }) },
  'GET /api/v1/agency/list': { target: none, call: () => ({ url: '/api/v1/agency/list' }) },
  'POST /api/v1/verifyUser': {
    target: none,
    call: () => ({ url: '/api/v1/verifyUser', body: { phoneNumber: uniquePhone() } }),
  },
  'POST /api/v1/verifyOtp': {
    target: none,
    call: () => ({ url: '/api/v1/verifyOtp', body: { otp: '000000' } }),
  },
  'POST /api/v1/resendOtp': { target: none, call: () => ({ url: '/api/v1/resendOtp', body: {} }) },
  'POST /api/v1/createPassword': {
    target: none,
    call: () => ({ url: '/api/v1/createPassword', body: { password: 'Secret123' } }),
  },
  'POST /api/v1/login': {
    target: none,
    // Each caller signs in on its own host: a customer kept for this row here, one of Solo Cards there.
    call: (f, caller) => ({
      url: '/api/v1/login',
      body: {
        phoneNumber: caller === 'otherAgencyAdmin' ? f.soloCustomerPhone : f.signInCustomerPhone,
        password: 'Secret123',
      },
    }),
  },
  'POST /api/v1/logout': { target: none, call: () => ({ url: '/api/v1/logout', body: {} }) },
  'GET /api/v1/user': { target: none, call: () => ({ url: '/api/v1/user' }) },
  'POST /api/v1/user/preference': {
    target: none,
    call: () => ({ url: '/api/v1/user/preference', body: {} }),
  },
  'DELETE /api/v1/user': { target: none, call: () => ({ url: '/api/v1/user' }) },
  'PUT /api/v1/user': {
    target: none,
    call: () => ({ url: '/api/v1/user', body: { name: 'Table', email: null } }),
  },
  // A wrong current password: a permitted caller gets 400 and keeps its password.
  'POST /api/v1/user/change-password': {
    target: none,
    call: () => ({
      url: '/api/v1/user/change-password',
      body: { currentPassword: 'Wrong1234', newPassword: 'Better456' },
    }),
  },
  'POST /api/v1/user/logout-all-devices': {
    target: none,
    call: () => ({ url: '/api/v1/user/logout-all-devices', body: {} }),
  },
  'GET /api/v1/payment/history': { target: none, call: () => ({ url: '/api/v1/payment/history' }) },
  'GET /api/v1/payment/receipt/:recordNo': {
    target: X,
    call: async () => ({ url: `/api/v1/payment/receipt/${await freshRecordOfX('subscription')}` }),
  },
  'GET /api/v1/agency/receipt-details': {
    target: none,
    call: () => ({ url: '/api/v1/agency/receipt-details' }),
  },
  'PUT /api/v1/agency/receipt-details': {
    target: none,
    call: () => ({
      url: '/api/v1/agency/receipt-details',
      body: { legalName: 'Table Ltd', address: '', gstin: '', gstRatePercent: 18 },
    }),
  },
  'POST /api/v1/regenerateRandomPassword': {
    target: D,
    call: (f) => ({ url: '/api/v1/regenerateRandomPassword', body: { userId: f.customerC } }),
  },
  'POST /api/v1/franchisee/verifyPhoneNumber': {
    target: none,
    call: () => ({ url: '/api/v1/franchisee/verifyPhoneNumber', body: { phoneNumber: uniquePhone() } }),
  },
  'POST /api/v1/franchisee/createPassword': {
    target: none,
    call: () => ({ url: '/api/v1/franchisee/createPassword', body: { password: 'Secret123' } }),
  },
  'POST /api/v1/franchisee/login': {
    target: none,
    call: (f, caller) => ({
      url: '/api/v1/franchisee/login',
      body:
        caller === 'otherAgencyAdmin'
          ? { phoneNumber: STAFF_PHONES.otherAgencyAdmin, password: DEMO_PASSWORD }
          : { phoneNumber: f.staffTargetPhone, password: 'Target123' },
    }),
  },
  'POST /api/v1/franchisee/logout': {
    target: none,
    call: () => ({ url: '/api/v1/franchisee/logout', body: {} }),
  },
  'GET /api/v1/franchisee': { target: none, call: () => ({ url: '/api/v1/franchisee' }) },
  'GET /api/v1/franchisee/list': { target: none, call: () => ({ url: '/api/v1/franchisee/list' }) },
  'POST /api/v1/franchisee/signup': {
    target: none,
    call: () => ({
      url: '/api/v1/franchisee/signup',
      body: { phoneNumber: uniquePhone(), name: 'Table Staff', roles: ['franchisee'] },
    }),
  },
  'POST /api/v1/franchisee/edit': {
    target: D,
    call: (f) => ({
      url: '/api/v1/franchisee/edit',
      body: { franchiseeId: f.staffTarget, name: 'Table Target' },
    }),
  },
  'POST /api/v1/franchisee/resetPassword': {
    target: D,
    call: (f) => ({ url: '/api/v1/franchisee/resetPassword', body: { franchiseeId: f.resetTarget } }),
  },
  'GET /api/v1/dashboard': { target: none, call: () => ({ url: '/api/v1/dashboard' }) },
  'GET /api/v1/dashboard/admin-insights': {
    target: none,
    call: () => ({ url: '/api/v1/dashboard/admin-insights?range=today' }),
  },
  'GET /api/v1/reports/project-report/business': {
    target: none,
    call: () => ({ url: '/api/v1/reports/project-report/business?format=csv' }),
  },
  'GET /api/v1/reports/project-report/digital-card': {
    target: none,
    call: () => ({ url: '/api/v1/reports/project-report/digital-card?format=csv' }),
  },
  // Rows the caller cannot see come back in `skipped` (200), so it acts on nothing of another agency.
  'POST /api/v1/business/bulk': {
    target: X,
    call: (f) => ({
      url: '/api/v1/business/bulk',
      body: { businessIds: [f.businessX], action: 'extend', days: 1 },
    }),
  },
  'GET /api/v1/business/subscription-plan': {
    target: none,
    call: () => ({ url: '/api/v1/business/subscription-plan' }),
  },
  'POST /api/v1/business/subscription-plan': {
    target: none,
    call: () => ({ url: '/api/v1/business/subscription-plan', body: { plan: monthlyPlan() } }),
  },
  'DELETE /api/v1/business/subscription-plan/:id': {
    target: none,
    call: async (_f, caller) => {
      // The other agency's admin deletes a plan of their own agency.
      const owner = caller === 'otherAgencyAdmin' ? clients.otherAgencyAdmin : adminClient();
      const plan = await createPlan(owner, monthlyPlan());
      return { url: `/api/v1/business/subscription-plan/${plan.subscriptionPlanId}` };
    },
  },
  'GET /api/v1/payment/checkout-config': {
    target: none,
    call: () => ({ url: '/api/v1/payment/checkout-config' }),
  },
  'POST /api/v1/payment/order': {
    target: X,
    call: (f) => ({
      url: '/api/v1/payment/order',
      body: { businessId: f.businessX, subscriptionPlanId: f.planId },
    }),
  },
  'POST /api/v1/card-payment/order': {
    target: X,
    call: (f) => ({
      url: '/api/v1/card-payment/order',
      body: { businessId: f.businessX, subscriptionPlanId: f.planId },
    }),
  },
  'POST /api/v1/payment/make-payment': {
    target: X,
    call: (f) => ({ url: '/api/v1/payment/make-payment', body: makePaymentBody(f) }),
  },
  'POST /api/v1/card-payment/gateway': {
    target: X,
    call: (f) => ({ url: '/api/v1/card-payment/gateway', body: makePaymentBody(f) }),
  },
  'GET /api/v1/payment/order/:orderId': {
    target: X,
    call: (f) => ({ url: `/api/v1/payment/order/${f.orderX}` }),
  },
  'GET /api/v1/payment/entitlements': {
    target: X,
    call: (f) => ({ url: `/api/v1/payment/entitlements?businessId=${f.businessX}` }),
  },
  'POST /api/v1/card-payment': {
    target: X,
    call: (f) => ({
      url: '/api/v1/card-payment',
      body: { businessId: f.businessX, subscriptionPlanId: f.planId },
    }),
  },
  'GET /api/v1/card-payment': {
    target: X,
    call: (f) => ({ url: `/api/v1/card-payment?businessId=${f.businessX}` }),
  },
  'DELETE /api/v1/card-payment': {
    target: X,
    call: async () => ({ url: `/api/v1/card-payment?recordNo=${await freshRecordOfX('subscription')}` }),
  },
  'GET /api/v1/card-payment/last-active': {
    target: X,
    call: (f) => ({ url: `/api/v1/card-payment/last-active?businessId=${f.businessX}` }),
  },
  'POST /api/v1/pdf-card/pdf-card-payment/order': {
    target: X,
    missing: 'PDF card plan not found.',
    call: (f) => ({
      url: '/api/v1/pdf-card/pdf-card-payment/order',
      body: { businessId: f.businessX, planId: 'table-plan', pdfCardNo: 1 },
    }),
  },
  'POST /api/v1/pdf-card/pdf-card-payment': {
    target: X,
    missing: 'PDF card plan not found.',
    call: (f) => ({
      url: '/api/v1/pdf-card/pdf-card-payment',
      body: { ...singlePaymentBody(f), planId: 'table-plan', pdfCardNo: 1 },
    }),
  },
  'GET /api/v1/pdf-card/pdf-card-payment': {
    target: X,
    call: (f) => ({ url: `/api/v1/pdf-card/pdf-card-payment?businessId=${f.businessX}` }),
  },
  'DELETE /api/v1/pdf-card/pdf-card-payment': {
    target: X,
    call: async () => ({
      url: `/api/v1/pdf-card/pdf-card-payment?recordNo=${await freshRecordOfX('pdf_card')}`,
    }),
  },
  'POST /api/v1/video/user-video-payment/order': {
    target: X,
    missing: 'Promotional video plan not found.',
    call: (f) => ({
      url: '/api/v1/video/user-video-payment/order',
      body: { businessId: f.businessX, planId: 'table-plan', videoNo: 1 },
    }),
  },
  'POST /api/v1/video/user-video-payment': {
    target: X,
    missing: 'Promotional video plan not found.',
    call: (f) => ({
      url: '/api/v1/video/user-video-payment',
      body: { ...singlePaymentBody(f), planId: 'table-plan', videoNo: 1 },
    }),
  },
  'GET /api/v1/pdf-card/pdfCard': {
    target: X,
    feature: pdfOffered,
    call: (f) => ({ url: `/api/v1/pdf-card/pdfCard?pdfCardNo=${f.pdfCardNoX}` }),
  },
  'GET /api/v1/pdf-card/getPdfCardList': {
    target: none,
    feature: pdfOffered,
    call: () => ({ url: '/api/v1/pdf-card/getPdfCardList' }),
  },
  'GET /api/v1/pdf-card/getPdfCardsByBusiness': {
    target: X,
    feature: pdfOffered,
    call: (f) => ({ url: `/api/v1/pdf-card/getPdfCardsByBusiness?businessId=${f.businessX}` }),
  },
  'POST /api/v1/pdf-card/updatePdfCardBasicDetails': {
    target: X,
    feature: pdfOffered,
    call: (f) => ({
      url: '/api/v1/pdf-card/updatePdfCardBasicDetails',
      body: { pdfCardNo: f.pdfCardNoX, ...pdfContent },
    }),
  },
  'POST /api/v1/pdf-card/updatePdfCardStatus': {
    target: X,
    feature: pdfOffered,
    call: (f) => ({
      url: '/api/v1/pdf-card/updatePdfCardStatus',
      body: { pdfCardNo: f.pdfCardNoX, status: 'active' },
    }),
  },
  'POST /api/v1/pdf-card/deletePdfCard': {
    target: X,
    feature: pdfOffered,
    call: async () => ({
      url: '/api/v1/pdf-card/deletePdfCard',
      body: { pdfCardNo: await freshPdfCardOfX() },
    }),
  },
  'GET /api/v1/pdf-card/downloadPdfCard': {
    target: X,
    feature: pdfOffered,
    call: (f) => ({ url: `/api/v1/pdf-card/downloadPdfCard?pdfCardNo=${f.pdfCardNoX}` }),
  },
  'POST /api/v1/pdf-card/exportPdfCard': {
    target: X,
    feature: pdfOffered,
    call: (f) => ({ url: '/api/v1/pdf-card/exportPdfCard', body: { pdfCardNos: [f.pdfCardNoX] } }),
  },
  'GET /api/v1/pdf-card/prefill': {
    target: X,
    feature: pdfOffered,
    call: (f) => ({ url: `/api/v1/pdf-card/prefill?businessId=${f.businessX}` }),
  },
  'GET /api/v1/pdf-card/templates': {
    target: none,
    feature: pdfOffered,
    call: () => ({ url: '/api/v1/pdf-card/templates' }),
  },
  'GET /api/v1/pdf-card/templates/:code/preview.png': {
    target: none,
    feature: pdfOffered,
    call: () => ({ url: '/api/v1/pdf-card/templates/pdf-landscape-band/preview.png?v=1' }),
  },
  'POST /api/v1/pdf-card/preview': {
    target: X,
    feature: pdfOffered,
    call: (f) => ({ url: '/api/v1/pdf-card/preview', body: { businessId: f.businessX, ...pdfContent } }),
  },
  'POST /api/v1/pdf-card/bulk': {
    target: X,
    feature: pdfOffered,
    // The table's upload is an image, not a CSV: a permitted caller gets 400 for it, after every access check.
    call: (f) => ({
      url: `/api/v1/pdf-card/bulk?businessId=${f.businessX}&templateCode=pdf-landscape-band&dryRun=true`,
      multipart: true,
    }),
  },
  'GET /api/v1/video/user-video-payment': {
    target: X,
    call: (f) => ({ url: `/api/v1/video/user-video-payment?businessId=${f.businessX}` }),
  },
  'DELETE /api/v1/video/user-video-payment': {
    target: X,
    call: async () => ({ url: `/api/v1/video/user-video-payment?recordNo=${await freshRecordOfX('video')}` }),
  },
  'GET /api/v1/video/template': {
    target: none,
    feature: videoOffered,
    call: () => ({ url: '/api/v1/video/template' }),
  },
  'PUT /api/v1/video/template/popularity': {
    target: none,
    feature: videoOffered,
    missing: 'Template not found.',
    call: () => ({ url: '/api/v1/video/template/popularity', body: { templateId: NO_SUCH_ID } }),
  },
  'GET /api/v1/video/template/:id': {
    target: none,
    feature: videoOffered,
    missing: 'Template not found.',
    call: () => ({ url: `/api/v1/video/template/${NO_SUCH_ID}` }),
  },
  'POST /api/v1/video/template': {
    target: none,
    // An empty template is refused (400) after every access check.
    call: () => ({ url: '/api/v1/video/template', body: {} }),
  },
  'POST /api/v1/video/template/background-clip': {
    target: none,
    call: () => ({ url: '/api/v1/video/template/background-clip', multipart: true }),
  },
  'DELETE /api/v1/video/template': {
    target: none,
    missing: 'Template not found.',
    call: () => ({ url: '/api/v1/video/template', body: { templateId: NO_SUCH_ID } }),
  },
  'GET /api/v1/video/user-video': {
    target: none,
    call: () => ({ url: '/api/v1/video/user-video' }),
  },
  'GET /api/v1/video/user-video/getUserVideosByBusiness': {
    target: X,
    call: (f) => ({ url: `/api/v1/video/user-video/getUserVideosByBusiness?businessId=${f.businessX}` }),
  },
  'GET /api/v1/video/user-video/slot-values': {
    target: X,
    feature: videoOffered,
    call: (f) => ({ url: `/api/v1/video/user-video/slot-values?businessId=${f.businessX}` }),
  },
  'GET /api/v1/video/user-video/:id': {
    target: none,
    missing: 'Video not found.',
    call: () => ({ url: `/api/v1/video/user-video/${NO_SUCH_VIDEO}` }),
  },
  'POST /api/v1/video/user-video': {
    target: X,
    feature: videoOffered,
    missing: 'Template not found.',
    call: (f) => ({
      url: '/api/v1/video/user-video',
      body: { businessId: f.businessX, templateId: NO_SUCH_ID, slotValues: {} },
    }),
  },
  'POST /api/v1/video/user-video/updateUserVideoStatus': {
    target: none,
    missing: 'Video not found.',
    call: () => ({
      url: '/api/v1/video/user-video/updateUserVideoStatus',
      body: { videoNo: NO_SUCH_VIDEO, status: 'active' },
    }),
  },
  'DELETE /api/v1/video/user-video': {
    target: none,
    missing: 'Video not found.',
    call: () => ({ url: '/api/v1/video/user-video', body: { videoNo: NO_SUCH_VIDEO } }),
  },
  ...agencyBillingRows(),
  'POST /api/v1/payment/webhook': {
    target: none,
    call: () => ({ url: '/api/v1/payment/webhook', body: {} }),
  },
  'POST /api/v1/payment/callback': {
    target: none,
    call: () => ({ url: '/api/v1/payment/callback', body: {} }),
  },
  'GET /api/v1/business/categories': { target: none, call: () => ({ url: '/api/v1/business/categories' }) },
  'GET /api/v1/business': { target: none, call: () => ({ url: '/api/v1/business?limit=100' }) },
  'GET /api/v1/business/getBusinessesByUser': {
    target: none,
    call: (f) => ({ url: `/api/v1/business/getBusinessesByUser?userId=${f.customerA.userId}` }),
  },
  'GET /api/v1/business/:id': { target: X, call: (f) => ({ url: `/api/v1/business/${f.businessX}` }) },
  'POST /api/v1/business/registerUserAndGetBusinesses': {
    target: none,
    call: (f) => ({
      url: '/api/v1/business/registerUserAndGetBusinesses',
      body: { phoneNumber: f.customerA.phoneNumber },
    }),
  },
  'POST /api/v1/business': {
    target: X,
    call: (f) => ({
      url: '/api/v1/business',
      body: { businessId: f.businessX, businessName: 'Business X', categoryId: f.categoryId },
    }),
  },
  'POST /api/v1/business/updateBusinessMetadata': {
    target: X,
    call: (f) => ({
      url: '/api/v1/business/updateBusinessMetadata',
      body: { businessId: f.businessX, paymentStatus: 0 },
    }),
  },
  'DELETE /api/v1/business/:id': {
    target: X,
    call: async () => ({ url: `/api/v1/business/${await freshBusinessOfA()}` }),
  },
  'POST /api/v1/business/cloneBusiness': {
    target: X,
    call: (f) => ({ url: '/api/v1/business/cloneBusiness', body: { businessId: f.businessX } }),
  },
  'GET /api/v1/getCardsByBusiness': {
    target: X,
    call: (f) => ({ url: `/api/v1/getCardsByBusiness?businessId=${f.businessX}` }),
  },
  'GET /api/v1/card': { target: X, call: (f) => ({ url: `/api/v1/card?cardNo=${f.cardNoX}` }) },
  'GET /api/v1/checkCardIdAvailability': {
    target: X,
    call: (f) => ({ url: `/api/v1/checkCardIdAvailability?cardId=free-${f.cardNoX}x&cardNo=${f.cardNoX}` }),
  },
  ...cardUpdateRows(),
  'GET /api/v1/getcardlist': { target: none, call: () => ({ url: '/api/v1/getcardlist?limit=100' }) },
  'POST /api/v1/updateCardStatus': {
    target: X,
    call: (f) => ({ url: '/api/v1/updateCardStatus', body: { cardNo: f.cardNoX, status: 'active' } }),
  },
  'POST /api/v1/updateCardLimit': {
    target: X,
    call: (f) => ({ url: '/api/v1/updateCardLimit', body: { cardNo: f.cardNoX, cardLimit: 5 } }),
  },
  'POST /api/v1/updateImagePostStatus': {
    target: X,
    call: (f) => ({
      url: '/api/v1/updateImagePostStatus',
      body: { cardNo: f.cardNoX, imagePostStatus: 'enabled' },
    }),
  },
  'POST /api/v1/updateImagePostSettings': {
    target: X,
    call: (f) => ({
      url: '/api/v1/updateImagePostSettings',
      body: { cardNo: f.cardNoX, imagePostSettings: {} },
    }),
  },
  'POST /api/v1/deleteCard': {
    target: X,
    call: async () => {
      const card = await addCard(clients.customerA);
      return { url: '/api/v1/deleteCard', body: { cardNo: card.cardNo } };
    },
  },
  'GET /api/v1/link-store/link-category': {
    target: none,
    call: () => ({ url: '/api/v1/link-store/link-category' }),
  },
  'POST /api/v1/link-store/link-category': {
    target: none,
    call: () => ({ url: '/api/v1/link-store/link-category', body: { name: `Table ${uniquePhone()}` } }),
  },
  'GET /api/v1/link-store/link-category/:linkCategoryId': {
    target: none,
    call: (f) => ({ url: `/api/v1/link-store/link-category/${f.linkCategoryId}` }),
  },
  'DELETE /api/v1/link-store/link-category/:linkCategoryId': {
    target: none,
    call: async () => {
      const made = await adminClient().post('/api/v1/link-store/link-category', {
        name: `Gone ${uniquePhone()}`,
      });
      return { url: `/api/v1/link-store/link-category/${made.json().data.linkCategoryId}` };
    },
  },
  'GET /api/v1/link-store/link-type': { target: none, call: () => ({ url: '/api/v1/link-store/link-type' }) },
  'POST /api/v1/link-store/link-type': {
    target: none,
    call: () => ({ url: '/api/v1/link-store/link-type', body: {} }),
  },
  'GET /api/v1/link-store/link-type/:linkTypeId': {
    target: none,
    call: (f) => ({ url: `/api/v1/link-store/link-type/${f.linkTypeId}` }),
  },
  'DELETE /api/v1/link-store/link-type/:linkTypeId': {
    target: none,
    call: async (f) => {
      const made = await adminClient().post('/api/v1/link-store/link-type', linkTypeBody(f.linkCategoryId));
      if (made.statusCode >= 300) throw new Error(`link type not made: ${made.body}`);
      return { url: `/api/v1/link-store/link-type/${made.json().data.linkTypeId}` };
    },
  },
  'POST /api/v1/document/uploadDoc': {
    target: none,
    call: () => ({ url: '/api/v1/document/uploadDoc?hierarchy1=card&hierarchy2=logo', multipart: true }),
  },
  'GET /api/v1/card/preview': {
    target: X,
    call: (f) => ({ url: `/api/v1/card/preview?cardNo=${f.cardNoX}` }),
  },
  'POST /api/v1/analytics/log': {
    target: none,
    call: () => ({
      url: '/api/v1/analytics/log',
      body: { logEvents: [{ logEventName: 'page_view', sessionId: crypto.randomUUID() }] },
    }),
  },
  'POST /api/v1/feedback': { target: none, call: () => ({ url: '/api/v1/feedback', body: { rating: 4 } }) },
  'GET /api/v1/feedback': { target: none, call: () => ({ url: '/api/v1/feedback' }) },
  'DELETE /api/v1/feedback': {
    target: none,
    missing: 'Feedback not found.',
    call: () => ({ url: `/api/v1/feedback?feedbackId=${crypto.randomUUID()}` }),
  },
  'POST /api/v1/agency': {
    target: none,
    call: () => ({
      url: '/api/v1/agency',
      body: {
        agency: { agencyName: 'Table Agency', hosts: [`t-${crypto.randomUUID().slice(0, 8)}.localhost`] },
      },
    }),
  },
  'PUT /api/v1/agency': {
    target: none,
    missing: 'Agency not found.',
    call: () => ({
      url: '/api/v1/agency',
      body: { agency: { agencyId: crypto.randomUUID(), agencyName: 'Nobody', hosts: ['nobody.localhost'] } },
    }),
  },
  'POST /api/v1/addAgencyAdmin': {
    target: none,
    missing: 'Agency not found.',
    call: () => ({
      url: '/api/v1/addAgencyAdmin',
      body: { adminData: { agencyId: crypto.randomUUID(), name: 'Nobody', phoneNumber: '9822012345' } },
    }),
  },
  // The demo agency's hosts (localhost, 127.0.0.1) are all skipped: nothing is ordered from a CA.
  'POST /api/v1/createSsl': {
    target: none,
    call: () => ({ url: '/api/v1/createSsl', body: { agencyId: ids.demoAgencyId } }),
  },
  'GET /api/v1/agency/ssl': {
    target: none,
    call: () => ({ url: `/api/v1/agency/ssl?agencyId=${ids.demoAgencyId}` }),
  },
  'POST /api/v1/card/preview': {
    target: X,
    call: (f) => ({ url: '/api/v1/card/preview', body: { cardNo: f.cardNoX } }),
  },
  'GET /api/v1/card/stats': { target: X, call: (f) => ({ url: `/api/v1/card/stats?cardNo=${f.cardNoX}` }) },
  'GET /api/v1/image-subcategory': { target: none, call: () => ({ url: '/api/v1/image-subcategory' }) },
  'GET /api/v1/image-subcategory/category-name': {
    target: none,
    call: () => ({ url: '/api/v1/image-subcategory/category-name?imageCategoryName=Daily%20Posts' }),
  },
  'GET /api/v1/image-subcategory/by-mulitple-category': {
    target: none,
    call: () => ({ url: '/api/v1/image-subcategory/by-mulitple-category' }),
  },
  'GET /api/v1/image-post/image-category': {
    target: none,
    call: () => ({ url: '/api/v1/image-post/image-category' }),
  },
  'POST /api/v1/image-post/image-category': {
    target: none,
    call: () => ({ url: '/api/v1/image-post/image-category', body: {} }),
  },
  'DELETE /api/v1/image-post/image-category/:imageCategoryId': {
    target: none,
    missing: 'Category not found.',
    call: () => ({ url: `/api/v1/image-post/image-category/${crypto.randomUUID()}` }),
  },
  'POST /api/v1/image-post/image-category/:imageCategoryId/image-subcategory': {
    target: none,
    call: () => ({
      url: `/api/v1/image-post/image-category/${crypto.randomUUID()}/image-subcategory`,
      body: {},
    }),
  },
  'DELETE /api/v1/image-post/image-category/:imageCategoryId/image-subcategory': {
    target: none,
    call: () => ({ url: `/api/v1/image-post/image-category/${crypto.randomUUID()}/image-subcategory` }),
  },
  'GET /api/v1/image-post/image-tag': { target: none, call: () => ({ url: '/api/v1/image-post/image-tag' }) },
  'POST /api/v1/image-post/image-tag': {
    target: none,
    call: () => ({ url: '/api/v1/image-post/image-tag', body: {} }),
  },
  'DELETE /api/v1/image-post/image-tag/:imageTagId': {
    target: none,
    missing: 'Tag not found.',
    call: () => ({ url: `/api/v1/image-post/image-tag/${crypto.randomUUID()}` }),
  },
  'GET /api/v1/image-post': { target: none, call: () => ({ url: '/api/v1/image-post' }) },
  'GET /api/v1/image-post/search': {
    target: none,
    call: () => ({ url: '/api/v1/image-post/search?q=holi' }),
  },
  'GET /api/v1/image-post/ids': {
    target: none,
    call: () => ({ url: `/api/v1/image-post/ids?imageIds=${crypto.randomUUID()}` }),
  },
  'GET /api/v1/image-post/paginated-mutiple-subcategories': {
    target: none,
    call: () => ({ url: '/api/v1/image-post/paginated-mutiple-subcategories' }),
  },
  'POST /api/v1/image-post': { target: none, call: () => ({ url: '/api/v1/image-post', multipart: true }) },
  'POST /api/v1/image-post/multiple': {
    target: none,
    call: () => ({ url: '/api/v1/image-post/multiple', multipart: true }),
  },
  'DELETE /api/v1/image-post': {
    target: none,
    call: () => ({ url: '/api/v1/image-post', body: { imageIds: [] } }),
  },
  'POST /api/v1/image-post/generate-low-quality-image-post': {
    target: none,
    call: () => ({ url: '/api/v1/image-post/generate-low-quality-image-post', body: { imageIds: [] } }),
  },
  'POST /api/v1/image-post/request-images': {
    target: X,
    call: (f) => ({
      url: '/api/v1/image-post/request-images',
      body: { businessId: f.businessX, description: 'A Diwali post' },
    }),
  },
  'GET /api/v1/image-post/request-images': {
    target: none,
    call: () => ({ url: '/api/v1/image-post/request-images' }),
  },
  'POST /api/v1/image-post/request-images/:requestId/close': {
    target: D,
    call: (f) => ({ url: `/api/v1/image-post/request-images/${f.requestX}/close`, body: {} }),
  },
  'GET /api/v1/image-post/entitlements': {
    target: X,
    call: (f) => ({ url: `/api/v1/image-post/entitlements?businessId=${f.businessX}` }),
  },
  'POST /api/v1/image-post/render': {
    target: X,
    missing: 'Post not found.',
    call: (f) => ({
      url: '/api/v1/image-post/render',
      body: { imageId: crypto.randomUUID(), businessId: f.businessX, frame: 'regular' },
    }),
  },
  'POST /api/v1/image-post/render-video': {
    target: X,
    feature: (c) => c.imagePost.isVideoPostsIncluded,
    missing: 'Post not found.',
    call: (f) => ({
      url: '/api/v1/image-post/render-video',
      body: { imageId: crypto.randomUUID(), businessId: f.businessX, frame: 'regular' },
    }),
  },
  'GET /api/v1/image-post/recent-renders': {
    target: X,
    call: (f) => ({ url: `/api/v1/image-post/recent-renders?businessId=${f.businessX}` }),
  },
  'GET /api/v1/image-post/render-video/:jobId': {
    target: none,
    missing: 'Video not found.',
    call: () => ({ url: `/api/v1/image-post/render-video/${crypto.randomUUID()}` }),
  },
  'GET /api/v1/category-static-page': { target: none, call: () => ({ url: '/api/v1/category-static-page' }) },
  'POST /api/v1/category-static-page': {
    target: none,
    call: (f) => ({
      url: '/api/v1/category-static-page',
      body: {
        categoryId: f.categoryId,
        title: 'Cards for bakeries',
        slug: `bakeries-${crypto.randomUUID().slice(0, 8)}`,
      },
    }),
  },
  'DELETE /api/v1/category-static-page': {
    target: none,
    missing: 'Static page not found.',
    call: () => ({ url: `/api/v1/category-static-page?categoryStaticPageId=${crypto.randomUUID()}` }),
  },
  'GET /api/v1/ui-customisation': { target: none, call: () => ({ url: '/api/v1/ui-customisation' }) },
  'POST /api/v1/ui-customisation': {
    target: none,
    call: () => ({ url: '/api/v1/ui-customisation', body: { pagePlacement: 'COMMON', sections: [] } }),
  },
  'DELETE /api/v1/ui-customisation/:uiCustomisationId': {
    target: none,
    missing: 'UI customisation not found.',
    call: () => ({ url: `/api/v1/ui-customisation/${crypto.randomUUID()}` }),
  },
  'GET /api/v1/political-party': { target: none, call: () => ({ url: '/api/v1/political-party' }) },
  'POST /api/v1/political-party/:id': {
    target: none,
    call: (f) => ({
      url: `/api/v1/political-party/${f.partyId}`,
      body: { partyName: 'Table Party', abbreviation: 'TP' },
    }),
  },
  'POST /api/v1/political-party/:id/logo': {
    target: none,

    call: (f) => ({ url: `/api/v1/political-party/${f.partyId}/logo`, multipart: true }),
  },
  'GET /api/v1/analytics/admin-notification': {
    target: none,
    call: () => ({ url: '/api/v1/analytics/admin-notification' }),
  },
  'PUT /api/v1/analytics/admin-notification/:id/read': {
    target: X,
    call: (f) => ({ url: `/api/v1/analytics/admin-notification/${f.notificationX}/read`, body: {} }),
  },
  'GET /api/v1/notification': { target: none, call: () => ({ url: '/api/v1/notification' }) },
  'PUT /api/v1/notification/read': {
    target: none,
    call: () => ({ url: '/api/v1/notification/read', body: {} }),
  },
};

function singlePaymentBody(f: Fixture) {
  return {
    businessId: f.businessX,
    orderCreationId: f.orderX,
    razorpayOrderId: f.orderX,
    razorpayPaymentId: 'pay_forged0000001',
    razorpaySignature: 'f'.repeat(64),
  };
}

function makePaymentBody(f: Fixture) {
  return {
    businessId: f.businessX,
    subscriptionPlanId: f.planId,
    renew: false,
    orderCreationId: f.orderX,
    razorpayOrderId: f.orderX,
    razorpayPaymentId: 'pay_forged0000001',
    razorpaySignature: 'f'.repeat(64),
    throughGateway: true,
    isManualUpdate: false,
    isFreeTrialPlan: false,
  };
}

function cardUpdateRows(): Record<string, Row> {
  const sections: Record<string, Record<string, unknown>> = {
    PaymentOptions: { paymentOptions: { upiId: 'every@okaxis' } },
    YoutubeVideos: { youtubeVideos: { videos: [] } },
    SocialLinks: { socialLinks: { links: [] } },
    Template: { template: { templateCode: 'style-4' } },
    Gallery: { gallery: { images: [] } },
    AboutUs: { aboutUs: { html: '<p>Since 1999</p>' } },
    Products: { products: { items: [] } },
    Links: { links: { items: [] } },
    Settings: { settings: { cardId: 'business-x-table' } },
  };
  const rows: Record<string, Row> = {
    'POST /api/v1/updateCardBasicDetails': {
      target: X,
      call: (f) => ({
        url: '/api/v1/updateCardBasicDetails',
        body: { cardNo: f.cardNoX, basicDetails: basicDetails('Business X') },
      }),
    },
  };
  for (const [s, body] of Object.entries(sections))
    rows[`POST /api/v1/updateCard${s}`] = {
      target: X,
      call: (f) => ({ url: `/api/v1/updateCard${s}`, body: { cardNo: f.cardNoX, ...body } }),
    };
  return rows;
}

/** Agency bills: the own agency's bill for Billing / Agency Management; recording and moving, superadmin. */
function agencyBillingRows(): Record<string, Row> {
  const rows: Record<string, Row> = {};
  const read = (url: string): Row => ({ target: none, call: () => ({ url }) });
  const manage = (url: string, body: unknown): Row => ({ target: none, call: () => ({ url, body }) });
  const pay = manage;
  for (const base of [
    '/api/v1/annual-payment',
    '/api/v1/agency-image-payment',
    '/api/v1/agency-pdf-card-payment',
  ])
    rows[`GET ${base}`] = read(base);
  for (const base of [
    '/api/v1/month-payments',
    '/api/v1/annual-payment',
    '/api/v1/agency-image-payment',
    '/api/v1/agency-pdf-card-payment',
  ])
    rows[`POST ${base}`] = manage(base, {});
  for (const base of ['/api/v1/month-payments', '/api/v1/agency-image-payment']) {
    rows[`POST ${base}/order`] = pay(`${base}/order`, {});
    rows[`POST ${base}/gateway`] = pay(`${base}/gateway`, {});
  }
  rows['GET /api/v1/month-payments'] = read('/api/v1/month-payments');
  rows['GET /api/v1/month-payments/getOutstandingAmount'] = read(
    '/api/v1/month-payments/getOutstandingAmount',
  );
  rows['POST /api/v1/month-payments/move-out-card'] = manage('/api/v1/month-payments/move-out-card', {});
  rows['POST /api/v1/month-payments/add-card-in-bill'] = manage(
    '/api/v1/month-payments/add-card-in-bill',
    {},
  );
  return rows;
}

const configs = new Map<string, AgencyConfiguration>();
const configOf = (caller: Caller) =>
  configs.get(caller === 'otherAgencyAdmin' ? ids.soloAgencyId : ids.demoAgencyId) as AgencyConfiguration;

beforeAll(async () => {
  for (const a of await app.db.select().from(agencies)) configs.set(a.id, a.configuration);
  clients.anonymous = new Client(app);
  for (const [caller, phone] of Object.entries(STAFF_PHONES))
    clients[caller as Caller] = await loginStaff(
      app,
      phone,
      caller === 'otherAgencyAdmin' ? SOLO_HOST : DEMO_HOST,
    );
  const a = await signUpCustomer(app);
  const b = await signUpCustomer(app);
  const c = await signUpCustomer(app);
  const solo = await signUpCustomer(app, { host: SOLO_HOST });
  const signIn = await signUpCustomer(app);
  clients.customerA = a.client;
  clients.customerB = b.client;
  customerPhones.customerA = a.phoneNumber ?? '';
  customerPhones.customerB = b.phoneNumber ?? '';
  await addCard(b.client);
  const card = await addCard(a.client, 'Business X');
  const { subscriptionPlanId: planId } = await createPlan(adminClient(), monthlyPlan());
  const order = await a.client.post('/api/v1/payment/order', {
    businessId: card.businessId,
    subscriptionPlanId: planId,
  });
  const record = await adminClient().post('/api/v1/card-payment', {
    businessId: card.businessId,
    subscriptionPlanId: planId,
  });
  const staffTargetPhone = uniquePhone();
  const staff = await adminClient().post('/api/v1/franchisee/signup', {
    phoneNumber: staffTargetPhone,
    name: 'Table Target',
    roles: ['creator'],
    password: 'Target123',
  });
  const resetStaff = await adminClient().post('/api/v1/franchisee/signup', {
    phoneNumber: uniquePhone(),
    name: 'Table Reset Target',
    roles: ['creator'],
    password: 'Target123',
  });
  const request = await a.client.post('/api/v1/image-post/request-images', {
    businessId: card.businessId,
    description: 'A Diwali post',
  });
  const category = await adminClient().post('/api/v1/link-store/link-category', { name: 'Table links' });
  const linkCategoryId = category.json().data.linkCategoryId as string;
  const type = await adminClient().post('/api/v1/link-store/link-type', linkTypeBody(linkCategoryId));
  await app.db
    .insert(politicalParties)
    .values({ id: 'table-party', partyName: 'Table Party', abbreviation: 'TP' })
    .onConflictDoNothing();
  const [notice] = await app.db
    .select({ id: adminNotifications.id })
    .from(adminNotifications)
    .where(
      and(
        eq(adminNotifications.agencyId, ids.demoAgencyId),
        eq(adminNotifications.businessId, card.businessId),
      ),
    )
    .limit(1);
  const [owner] = await app.db.select().from(users).where(eq(users.id, a.user.userId));
  fx = {
    businessX: card.businessId,
    cardNoX: card.cardNo,
    cardIdX: card.cardId,
    pdfCardNoX: 0,
    orderX: order.json().data.order.id,
    planId,
    recordX: record.json().data.recordNo,
    customerA: { userId: a.user.userId, phoneNumber: owner?.phoneNumber ?? '' },
    customerC: c.user.userId,
    customerCPhone: c.phoneNumber ?? '',
    staffTargetPhone,
    staffTarget: staff.json().data.franchiseeId,
    resetTarget: resetStaff.json().data.franchiseeId,
    notificationX: notice?.id ?? '',
    requestX: request.json().data.requestId,
    linkCategoryId,
    linkTypeId: type.json().data?.linkTypeId ?? '',
    partyId: 'table-party',
    categoryId: await anyCategoryId(a.client),
    soloCustomerPhone: solo.phoneNumber ?? '',
    signInCustomerPhone: signIn.phoneNumber ?? '',
  };
  fx.pdfCardNoX = await freshPdfCardOfX();
}, 120_000);

/**
 * Routes that end the caller's session (signing in replaces it, signing out or deleting the account
 * ends it) run last, each caller with a session of its own, so the walk keeps its sessions. Deleting
 * the user comes last of all: the rows before it sign that user in again.
 */
const LAST_ORDER = [
  'POST /api/v1/login',
  'POST /api/v1/franchisee/login',
  'POST /api/v1/logout',
  'POST /api/v1/franchisee/logout',
  'POST /api/v1/user/logout-all-devices',
  'DELETE /api/v1/user',
];
const LAST = new Set(LAST_ORDER);

const customerPhones = {} as Record<'customerA' | 'customerB', string>;

/** A second session for a caller, for the routes that end one. */
async function freshSession(caller: Caller): Promise<Client> {
  if (caller === 'anonymous') return new Client(app);
  if (caller === 'customerA' || caller === 'customerB') {
    const client = new Client(app);
    await client.post('/api/v1/login', { phoneNumber: customerPhones[caller], password: 'Secret123' });
    return client;
  }
  return loginStaff(app, STAFF_PHONES[caller] ?? '', caller === 'otherAgencyAdmin' ? SOLO_HOST : DEMO_HOST);
}

async function send(caller: Caller, call: Call, method: string, ownSession: boolean) {
  const client = ownSession ? await freshSession(caller) : clients[caller];
  if (call.multipart) {
    const boundary = 'accesstable';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png1x1,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return client.raw(method, call.url, payload, `multipart/form-data; boundary=${boundary}`);
  }
  return client.request(method as 'GET', call.url, call.body, false);
}

describe('access table', () => {
  it('has a row for every /api route, and every row is a route', () => {
    const keys = app.apiRoutes.map((r) => `${r.method} ${r.url}`);
    expect(
      keys.filter((k) => !(k in ROWS)),
      'routes without a row in access-table.test.ts',
    ).toEqual([]);
    expect(
      Object.keys(ROWS).filter((k) => !keys.includes(k)),
      'rows without a route',
    ).toEqual([]);
  });

  it('answers every route × caller as the rules predict, and never leaks business X', async () => {
    const routes = [...app.apiRoutes].sort(
      (a, b) => LAST_ORDER.indexOf(`${a.method} ${a.url}`) - LAST_ORDER.indexOf(`${b.method} ${b.url}`),
    );
    const mismatches: string[] = [];
    const table: { method: string; url: string; facts: RouteFacts; outcomes: Outcome[] }[] = [];
    for (const route of routes) {
      const key = `${route.method} ${route.url}`;
      const row = ROWS[key];
      if (!row) continue;
      const facts: RouteFacts = {
        access: route.access,
        target: row.target,
        staffAlso: row.staffAlso,
        staffOnly: row.staffOnly,
        missing: row.missing,
        feature: row.feature,
      };
      const outcomes: Outcome[] = [];
      for (const caller of CALLERS) {
        const expected = expectedOutcome(facts, caller, configOf);
        outcomes.push(expected);
        const res = await send(caller, await row.call(fx, caller), route.method, LAST.has(key));
        const notThere =
          row.missing !== undefined && res.statusCode === 404 && res.json().data?.message === row.missing;
        const got = notThere ? 'allowed' : outcomeOf(res.statusCode);
        if (got !== expected)
          mismatches.push(
            `${key} as ${caller}: expected ${expected}, got ${res.statusCode} ${res.body.slice(0, 160)}`,
          );
        if (got === 'allowed' && !seesBusinessX(caller, configOf) && res.body.includes(fx.businessX))
          mismatches.push(`${key} as ${caller}: the answer contains business X`);
      }
      table.push({ method: route.method, url: route.url, facts, outcomes });
    }
    if (process.env.WRITE_ACCESS_TABLE) writeFileSync(process.env.WRITE_ACCESS_TABLE, renderTable(table));
    expect(mismatches).toEqual([]);
  }, 120_000);
});
