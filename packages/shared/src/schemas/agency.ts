import { z } from 'zod';

/** The agency's product flags (spec section 1 and section 3 "Agency"). */
export const agencyConfigurationSchema = z.object({
  imagePost: z.object({
    enableImagePost: z.boolean(),
    isVideoPostsIncluded: z.boolean(),
    allowAgencyExclusivePosts: z.boolean(),
  }),
  pdfCardConfig: z.object({
    enablePdfCardProduct: z.boolean(),
    customerPlans: z.array(z.object({ id: z.string(), price: z.number().int().nonnegative() })),
  }),
  video: z.object({ enableVideo: z.boolean() }),
  onlinePayment: z.object({ enablePaymentIntegration: z.boolean() }),
  dashboardConfig: z.object({
    showInvitationTileInCustomerDashboard: z.boolean(),
    invitationSiteLink: z.string(),
  }),
  /** Days a lapsed card keeps its frozen basic version before it goes inactive. */
  cardGraceDays: z.number().int().min(0).max(365),
});
export type AgencyConfiguration = z.infer<typeof agencyConfigurationSchema>;

export const defaultAgencyConfiguration = (): AgencyConfiguration => ({
  imagePost: { enableImagePost: true, isVideoPostsIncluded: true, allowAgencyExclusivePosts: true },
  pdfCardConfig: { enablePdfCardProduct: true, customerPlans: [] },
  video: { enableVideo: true },
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
