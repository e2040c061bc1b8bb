import type { AgencyConfiguration } from './schemas/agency.ts';

/**
 * When image posts, PDF cards and video are all off the agency sells only digital cards. Kept out of
 * schemas/agency.ts so the panel's menus do not pull zod in for it.
 */
export const isAgencyOnlyDigitalCard = (c: AgencyConfiguration): boolean =>
  !c.imagePost.enableImagePost && !c.pdfCardConfig.enablePdfCardProduct && !c.video.enableVideo;
