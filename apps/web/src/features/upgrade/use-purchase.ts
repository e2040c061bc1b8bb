import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SUCCESS_MESSAGE_DURATION_MS, TEXTS } from '@panel/shared/constants.ts';
import { encodeThankYouQuery } from '@panel/shared/plans/thank-you.ts';
import type {
  PaymentOrderResponse,
  PaymentRecord,
  PurchaseType,
  SinglePurchaseKind,
} from '@panel/shared/schemas/payment.ts';
import type { CustomPlanFields } from '@panel/shared/schemas/plan.ts';
import { api, ApiError, errorMessage } from '@/lib/api-client';
import { dialogs } from '@/lib/dialogs';
import { i18n, localizeMessage } from '@/lib/i18n';
import {
  checkoutConfigQuery,
  CheckoutScriptError,
  openCheckout,
  type CheckoutSuccess,
} from '@/lib/payment-checkout';
import { useCreatePlanOrder } from './api/create-plan-order';
import { useMakePayment } from './api/make-payment';
import { useCreateSingleOrder, usePaySingle } from './api/single-purchase';
import { setPurchaseStatus } from './purchase-status';
import { useUpgradeHistory } from './upgrade-history';

export type Area = 'customer' | 'admin';

export interface PurchaseContext {
  area: Area;
  businessId: string;
  /** The business's expiry date has passed: the purchase is a renewal. */
  renew: boolean;
  /** Agency on, business made by 'self' or a listed agent (spec section 6). */
  canPurchaseOnline: boolean;
  agencyName: string;
  contact: { phoneNumber?: string | null; email?: string | null };
}

/** The spec's "Connect with admin" notice (TEXTS.connectWithAdminTitle / connectWithAdmin), in the panel's language. */
export const showConnectWithAdmin = () =>
  dialogs.alert({
    title: i18n.t('connect.title', { ns: 'upgrade' }),
    message: i18n.t('connect.text', { ns: 'upgrade' }),
  });

/** The server's refusal of an online purchase: TEXTS.connectWithAdmin, worded in the request's language. */
const isConnectWithAdmin = (error: unknown) =>
  error instanceof ApiError &&
  error.status === 403 &&
  (error.message === TEXTS.connectWithAdmin || error.message === localizeMessage(TEXTS.connectWithAdmin));

const THANK_YOU_TYPES: PurchaseType[] = ['subscription', 'renewal', 'free-trial'];

/**
 * The record's first valid day for the thank-you page (after today when the purchase extends the
 * current plan). The payment result has the spec's fields only; a failure here just leaves it out.
 */
async function firstValidDay(businessId: string, recordNo: number): Promise<string | null> {
  const record = await api
    .get<PaymentRecord | null>('/api/v1/card-payment/last-active', { businessId })
    .catch(() => null);
  return record?.recordNo === recordNo ? record.validFrom : null;
}

/**
 * The payment flow of spec section 4: create order → provider checkout → make-payment with the
 * signature fields → the purchase-completed handler. Admins skip the gateway after a confirmation.
 */
export function usePurchase(ctx: PurchaseContext) {
  const { t } = useTranslation('upgrade');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { unwind, depth } = useUpgradeHistory();
  const createOrder = useCreatePlanOrder();
  const makePayment = useMakePayment();
  const createSingleOrder = useCreateSingleOrder();
  const paySingle = usePaySingle();

  /** Customer: thank-you page for a plan; everyone else: the success message for 6 s, then close the dialog. */
  async function completed(result: {
    purchaseType: PurchaseType;
    planName: string;
    recordNo: number;
    validTo: string | null;
  }) {
    // A purchase changes plans, limits, payments and the bell's notices: refetch what is on screen.
    void queryClient.invalidateQueries();
    if (ctx.area === 'customer' && THANK_YOU_TYPES.includes(result.purchaseType)) {
      const validFrom = await firstValidDay(ctx.businessId, result.recordNo);
      setPurchaseStatus({ updating: false });
      const data = encodeThankYouQuery({
        purchaseType: result.purchaseType,
        planName: result.planName,
        recordNo: result.recordNo,
        validTo: result.validTo,
        ...(validFrom ? { validFrom } : {}),
      });
      void navigate({ pathname: '/customer/thankyou', search: `?data=${data}` }, { replace: true });
      return;
    }
    const layers = depth;
    setPurchaseStatus({ updating: false, success: true });
    setTimeout(() => {
      setPurchaseStatus({ success: false });
      unwind(layers);
    }, SUCCESS_MESSAGE_DURATION_MS);
  }

  function failed(error: unknown) {
    setPurchaseStatus({ updating: false });
    if (isConnectWithAdmin(error)) showConnectWithAdmin();
    else dialogs.error(errorMessage(error));
  }

  /** Checkout itself; false when nothing was paid (script missing, failed, dismissed, redirected). */
  async function checkout(
    order: PaymentOrderResponse,
    description: string,
    singlePurchase: boolean,
  ): Promise<CheckoutSuccess | null> {
    const config = await queryClient.fetchQuery(checkoutConfigQuery);
    let outcome;
    try {
      outcome = await openCheckout(config, order, { name: ctx.agencyName, description, ...ctx.contact });
    } catch (error) {
      if (!(error instanceof CheckoutScriptError)) throw error;
      window.alert(error.message);
      return null;
    }
    if (outcome.status === 'failed') {
      // Nothing was charged; start clean (spec section 4). A single purchase also leaves its two layers.
      window.alert(outcome.reason);
      if (singlePurchase) {
        window.addEventListener('popstate', () => window.location.reload(), { once: true });
        window.history.go(-2);
      } else window.location.reload();
      return null;
    }
    if (outcome.status !== 'paid') return null;
    setPurchaseStatus({ updating: true });
    return outcome.response;
  }

  /** Customer buys (or renews) a plan through the gateway. */
  async function buyPlan(plan: { subscriptionPlanId: string; name: string }) {
    if (!ctx.canPurchaseOnline) return showConnectWithAdmin();
    try {
      const order = await createOrder.mutateAsync({
        businessId: ctx.businessId,
        subscriptionPlanId: plan.subscriptionPlanId,
      });
      const paid = await checkout(order, plan.name, false);
      if (!paid) return;
      const result = await makePayment.mutateAsync({
        businessId: ctx.businessId,
        subscriptionPlanId: plan.subscriptionPlanId,
        renew: ctx.renew,
        orderCreationId: order.order.id,
        razorpayPaymentId: paid.razorpay_payment_id,
        razorpayOrderId: paid.razorpay_order_id,
        razorpaySignature: paid.razorpay_signature,
        throughGateway: true,
        isManualUpdate: false,
        isFreeTrialPlan: false,
      });
      await completed(result);
    } catch (error) {
      failed(error);
    }
  }

  /** Customer starts the free trial: no gateway. */
  async function startFreeTrial(plan: { subscriptionPlanId: string }) {
    try {
      setPurchaseStatus({ updating: true });
      const result = await makePayment.mutateAsync({
        businessId: ctx.businessId,
        subscriptionPlanId: plan.subscriptionPlanId,
        renew: ctx.renew,
        throughGateway: false,
        isManualUpdate: false,
        isFreeTrialPlan: true,
      });
      await completed(result);
    } catch (error) {
      failed(error);
    }
  }

  /** Admin assigns a plan or a custom plan after the spec's confirmation; no gateway. */
  async function assignPlan(subscriptionPlanId: string, customPlan?: CustomPlanFields) {
    if (!(await dialogs.confirm({ message: t('confirm.upgrade') }))) return;
    try {
      setPurchaseStatus({ updating: true });
      const result = await makePayment.mutateAsync({
        businessId: ctx.businessId,
        subscriptionPlanId,
        renew: ctx.renew,
        throughGateway: false,
        isManualUpdate: true,
        isFreeTrialPlan: false,
        ...customPlan,
      });
      // In the admin area `completed` shows the success message: an admin is not the customer.
      await completed(result);
    } catch (error) {
      failed(error);
    }
  }

  /**
   * One item sold by the piece (a PDF ID card, a promotional video): customers through the gateway,
   * admins manually after the confirmation.
   */
  async function buySingle(kind: SinglePurchaseKind, p: { planId: string; price: number; itemNo: number }) {
    const item = kind === 'pdf_card' ? { kind, pdfCardNo: p.itemNo } : { kind, videoNo: p.itemNo };
    const base = { ...item, planId: p.planId, businessId: ctx.businessId, paymentAmount: p.price };
    // What checkout and the records call the item; an admin's manual record asks first (the spec's words).
    const name = t(`single.${kind}.title`);
    try {
      if (ctx.area === 'admin') {
        if (!(await dialogs.confirm({ message: t(`single.${kind}.confirm`) }))) return;
        setPurchaseStatus({ updating: true });
        await paySingle.mutateAsync({ ...base, isManualUpdate: true });
      } else {
        if (!ctx.canPurchaseOnline) return showConnectWithAdmin();
        const order = await createSingleOrder.mutateAsync({
          ...item,
          planId: p.planId,
          businessId: ctx.businessId,
        });
        const paid = await checkout(order, name, true);
        if (!paid) return;
        await paySingle.mutateAsync({
          ...base,
          orderCreationId: order.order.id,
          razorpayPaymentId: paid.razorpay_payment_id,
          razorpayOrderId: paid.razorpay_order_id,
          razorpaySignature: paid.razorpay_signature,
          isManualUpdate: false,
        });
      }
      await completed({
        purchaseType: 'single-purchase',
        planName: name,
        recordNo: 0,
        validTo: null,
      });
    } catch (error) {
      failed(error);
    }
  }

  const busy =
    createOrder.isPending || makePayment.isPending || createSingleOrder.isPending || paySingle.isPending;
  return { buyPlan, startFreeTrial, assignPlan, buySingle, busy };
}
