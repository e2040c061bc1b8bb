import { z } from 'zod';
import { listOf, pageQuerySchema } from './common.ts';

/** A product sold by the piece (a PDF ID card, a promotional video): its plan id and price in paise. */
const singlePurchasePlanSchema = z.object({ id: z.string(), price: z.number().int().nonnegative() });

/** Promotional videos. customerPlans came after the first agencies were stored, so it defaults to none. */
const videoConfigSchema = z.object({
  enableVideo: z.boolean(),
  customerPlans: z.array(singlePurchasePlanSchema).default([]),
});

/** The agency's product flags (spec section 1 and section 3 "Agency"). */
export const agencyConfigurationSchema = z.object({
  imagePost: z.object({
    enableImagePost: z.boolean(),
    isVideoPostsIncluded: z.boolean(),
    allowAgencyExclusivePosts: z.boolean(),
  }),
  pdfCardConfig: z.object({
    enablePdfCardProduct: z.boolean(),
    customerPlans: z.array(singlePurchasePlanSchema),
  }),
  video: videoConfigSchema,
  onlinePayment: z.object({ enablePaymentIntegration: z.boolean() }),
  dashboardConfig: z.object({
    showInvitationTileInCustomerDashboard: z.boolean(),
    invitationSiteLink: z.string(),
  }),
  /** Days a lapsed card keeps its frozen basic version before it goes inactive. */
  cardGraceDays: z.number().int().min(0).max(365).default(30),
});
export type AgencyConfiguration = z.infer<typeof agencyConfigurationSchema>;

export const defaultAgencyConfiguration = (): AgencyConfiguration => ({
  imagePost: { enableImagePost: true, isVideoPostsIncluded: true, allowAgencyExclusivePosts: true },
  pdfCardConfig: { enablePdfCardProduct: true, customerPlans: [] },
  video: { enableVideo: true, customerPlans: [] },
  onlinePayment: { enablePaymentIntegration: true },
  dashboardConfig: { showInvitationTileInCustomerDashboard: true, invitationSiteLink: '' },
  cardGraceDays: 30,
});

/** When image posts, PDF cards and video are all off the agency sells only digital cards. */
export const isAgencyOnlyDigitalCard = (c: AgencyConfiguration): boolean =>
  !c.imagePost.enableImagePost && !c.pdfCardConfig.enablePdfCardProduct && !c.video.enableVideo;

export const agencyDetailsSchema = z.object({
  agencyId: z.string(),
  agencyName: z.string(),
  logoUrl: z.string().nullable(),
  primaryColor: z.string(),
  hosts: z.array(z.string()),
  configuration: agencyConfigurationSchema,
  agencyOnlyDigitalCard: z.boolean(),
});
export type AgencyDetails = z.infer<typeof agencyDetailsSchema>;

/** GET /api/v1/agency/list: a superadmin sees every agency, an admin only their own. */
export const agencyListQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
});
export type AgencyListQuery = z.infer<typeof agencyListQuerySchema>;

export const agencyListItemSchema = z.object({
  agencyId: z.string(),
  agencyName: z.string(),
  logoUrl: z.string().nullable(),
  hosts: z.array(z.string()),
  isDefault: z.boolean(),
  createdAt: z.string(),
});
export type AgencyListItem = z.infer<typeof agencyListItemSchema>;
export const agencyListSchema = listOf(agencyListItemSchema);
