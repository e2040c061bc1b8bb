import { z } from 'zod';

/** GET /api/v1/dashboard: Home, per role (issue 13). Money in paise, dates yyyy-MM-dd (India). */

export const planCountsSchema = z.object({
  active: z.number().int(),
  expired: z.number().int(),
  expiringIn7Days: z.number().int(),
});

export const topFranchiseeSchema = z.object({
  franchiseeId: z.string(),
  name: z.string(),
  phoneNumber: z.string(),
  businesses: z.number().int(),
  salesThisMonth: z.number().int(),
});

/** An admin's agency at a glance. */
export const agencyFiguresSchema = z.object({
  customers: z.number().int(),
  businesses: z.number().int(),
  liveCards: z.number().int(),
  plans: planCountsSchema,
  revenueThisMonth: z.number().int(),
  revenueLastMonth: z.number().int(),
  freeTrials: z.object({ started: z.number().int(), converted: z.number().int() }),
  greetingDownloadsThisMonth: z.number().int(),
  topFranchisees: z.array(topFranchiseeSchema),
});
export type AgencyFigures = z.infer<typeof agencyFiguresSchema>;

export const workspaceBusinessSchema = z.object({
  businessId: z.string(),
  businessName: z.string(),
  ownerPhoneNumber: z.string().nullable(),
  cardNo: z.number().int().nullable(),
  planName: z.string().nullable(),
  isSubscriptionActive: z.boolean(),
  expiryDateForCustomer: z.string().nullable(),
  createdAt: z.string(),
});
export type WorkspaceBusiness = z.infer<typeof workspaceBusinessSchema>;

/** A franchisee's or creator's own work (all of the agency's for franchisee-with-all-card-access). */
export const workspaceSchema = z.object({
  allCards: z.boolean(),
  customers: z.number().int(),
  businesses: z.number().int(),
  cards: z.number().int(),
  salesThisMonth: z.number().int(),
  /** Plans ending within 7 days or ended in the last 30, soonest first (at most 20). */
  renewalsDue: z.array(workspaceBusinessSchema),
  /** The newest businesses (at most 20). */
  recent: z.array(workspaceBusinessSchema),
});
export type Workspace = z.infer<typeof workspaceSchema>;

export const agencyBillDueSchema = z.object({
  agencyId: z.string(),
  agencyName: z.string(),
  outstanding: z.number().int(),
});

/** The superadmin's platform across agencies. */
export const platformSchema = z.object({
  agencies: z.number().int(),
  liveCards: z.number().int(),
  revenueThisMonth: z.number().int(),
  billsDue: z.array(agencyBillDueSchema),
});
export type Platform = z.infer<typeof platformSchema>;

export const dashboardSchema = z.object({
  agency: agencyFiguresSchema.nullable(),
  workspace: workspaceSchema.nullable(),
  platform: platformSchema.nullable(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
