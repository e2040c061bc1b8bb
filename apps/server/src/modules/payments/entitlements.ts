import { and, eq } from 'drizzle-orm';
import { AppError, notFound } from '@panel/shared/errors.ts';
import type { AgencyConfiguration } from '@panel/shared/schemas/agency.ts';
import type { Entitlements } from '@panel/shared/schemas/payment.ts';
import { baseLimits, isWithinLimit } from '@panel/shared/plans/limits.ts';
import { daysUntil, isPlanActive, todayInIndia } from '@panel/shared/plans/dates.ts';
import { canPurchaseOnline, isRenewal } from '@panel/shared/plans/rules.ts';
import type { Db } from '../../db/client.ts';
import { businesses, paymentRecords, users } from '../../db/schema/index.ts';
import { currentPlanOf } from './crediting.ts';
import type { BusinessRow } from './access.ts';

const noFrames = { hideRegularFrame: false, hideProductFrame: false, hidePoliticalFrame: false };

/** Entitlements from a business row: pure, so list screens can compute them without more queries. */
export function entitlementsOf(
  b: BusinessRow,
  ctx: {
    configuration: AgencyConfiguration;
    isFreeTrialPlanTaken: boolean;
    today?: string;
    /** The active record's price and period, when the caller read it. */
    activeRecord?: { amountPaise: number; validFrom: string | null; validTo: string | null } | null;
  },
): Entitlements {
  const today = ctx.today ?? todayInIndia();
  const validTo = b.expiryDateForCustomer;
  const active = b.activePlanId !== null && isPlanActive(validTo, today);
  return {
    businessId: b.id,
    isActive: active,
    planId: b.activePlanId,
    planName: b.activePlanName,
    isFreeTrialPlan: b.activePlanIsFreeTrial,
    validFrom: b.planValidFrom,
    validTo,
    daysLeft: validTo ? daysUntil(validTo, today) : null,
    renew: isRenewal(validTo, today),
    // An expired or missing plan leaves only the digital card (its basic version, per the card issue).
    limits: active && b.planLimits ? b.planLimits : baseLimits(),
    frameVisibility: active && b.planFrameVisibility ? b.planFrameVisibility : noFrames,
    canPurchaseOnline: canPurchaseOnline({
      enablePaymentIntegration: ctx.configuration.onlinePayment.enablePaymentIntegration,
      businessMadeBy: b.businessMadeBy,
    }),
    isFreeTrialPlanTaken: ctx.isFreeTrialPlanTaken,
    currentPlan: active
      ? currentPlanOf({
          planId: b.activePlanId,
          planName: b.activePlanName,
          isFreeTrialPlan: b.activePlanIsFreeTrial,
          amountPaise: ctx.activeRecord?.amountPaise ?? null,
          recordFrom: ctx.activeRecord?.validFrom ?? null,
          recordTo: ctx.activeRecord?.validTo ?? null,
          validTo,
        })
      : null,
  };
}

/**
 * What a business may do now: its active plan's limits and expiry. Other modules call this before
 * creating limited things (greeting images/videos per day, PDF cards, promotional videos).
 */
export async function getEntitlements(
  db: Db,
  agencyId: string,
  businessId: string,
  configuration: AgencyConfiguration,
): Promise<Entitlements> {
  const [row] = await db
    .select({
      business: businesses,
      preference: users.preference,
      activeRecord: {
        amountPaise: paymentRecords.amountPaise,
        validFrom: paymentRecords.validFrom,
        validTo: paymentRecords.validTo,
      },
    })
    .from(businesses)
    .innerJoin(users, eq(users.id, businesses.ownerUserId))
    .leftJoin(paymentRecords, eq(paymentRecords.recordNo, businesses.activeRecordNo))
    .where(and(eq(businesses.id, businessId), eq(businesses.agencyId, agencyId)))
    .limit(1);
  if (!row) throw notFound('Business');
  return entitlementsOf(row.business, {
    configuration,
    isFreeTrialPlanTaken: row.preference.isFreeTrialPlanTaken === true,
    activeRecord: row.activeRecord,
  });
}

export type LimitedFeature =
  'digitalCard' | 'greetingImages' | 'greetingVideos' | 'pdfCard' | 'promotionalVideo';

const FEATURE_TEXT: Record<LimitedFeature, string> = {
  digitalCard: 'digital cards',
  greetingImages: 'greeting images',
  greetingVideos: 'greeting videos today',
  pdfCard: 'PDF ID cards',
  promotionalVideo: 'promotional videos',
};

/**
 * Throws LIMIT_REACHED (402) unless one more `feature` fits: the plan must be active (the digital card
 * is always allowed once) and include the feature, and `used` (counted by the caller: per day for
 * greeting videos) must be under the limit (-1 is unlimited).
 */
export function assertWithinLimit(e: Entitlements, feature: LimitedFeature, used: number): void {
  const included = e.limits[`${feature}Included`];
  const limit = e.limits[`${feature}Limit`];
  if (feature !== 'digitalCard' && !e.isActive)
    throw new AppError(
      'LIMIT_REACHED',
      e.renew ? 'Your plan has expired. Renew it to continue.' : 'Choose a plan to use this.',
    );
  if (!included)
    throw new AppError(
      'LIMIT_REACHED',
      `Your plan does not include ${FEATURE_TEXT[feature]}. Upgrade to use it.`,
    );
  if (!isWithinLimit(limit, used))
    throw new AppError(
      'LIMIT_REACHED',
      `Your plan allows ${limit} ${FEATURE_TEXT[feature]}. Upgrade for more.`,
    );
}
