import { LANGUAGES } from '../i18n/languages.ts';
import { z } from 'zod';
import { emailSchema, indianMobileSchema } from './auth.ts';
import { listOf, pageQuerySchema, text } from './common.ts';
import { uploadRefSchema } from './document.ts';

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
  /**
   * The panel's language for people who chose none and whose browser asks for none of ours, and
   * whether numbers use the script's own digits. Came after the first agencies: defaults to English.
   */
  language: z
    .object({ defaultLanguage: z.enum(LANGUAGES), nativeDigits: z.boolean() })
    .default({ defaultLanguage: 'en', nativeDigits: false }),
});
export type AgencyConfiguration = z.infer<typeof agencyConfigurationSchema>;

export const defaultAgencyConfiguration = (): AgencyConfiguration => ({
  imagePost: { enableImagePost: true, isVideoPostsIncluded: true, allowAgencyExclusivePosts: true },
  pdfCardConfig: { enablePdfCardProduct: true, customerPlans: [] },
  video: { enableVideo: true, customerPlans: [] },
  onlinePayment: { enablePaymentIntegration: true },
  dashboardConfig: { showInvitationTileInCustomerDashboard: true, invitationSiteLink: '' },
  cardGraceDays: 30,
  language: { defaultLanguage: 'en', nativeDigits: false },
});

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
  search: text().max(100).optional(),
});
export type AgencyListQuery = z.infer<typeof agencyListQuerySchema>;

export const agencyListItemSchema = z.object({
  agencyId: z.string(),
  agencyName: z.string(),
  logoUrl: z.string().nullable(),
  primaryColor: z.string(),
  hosts: z.array(z.string()),
  isDefault: z.boolean(),
  /** What Agency Management edits (PUT /api/v1/agency). */
  configuration: agencyConfigurationSchema,
  /** The fee per card of the agency's next monthly bill, in paise. */
  cardFeePaise: z.number().int(),
  createdAt: z.string(),
});
export type AgencyListItem = z.infer<typeof agencyListItemSchema>;
export const agencyListSchema = listOf(agencyListItemSchema);

export const AGENCY_TEXTS = {
  hostTaken: 'This host already belongs to another agency.',
  adminExists: 'A staff member with this phone number already exists in this agency.',
} as const;

/** A host people type in the address bar: lowercase labels, no scheme, port or path. */
const hostSchema = text()
  .toLowerCase()
  .max(253)
  .regex(
    /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/,
    'Enter a host like cards.example.com (no https://, port or path).',
  );

/**
 * The platform's fee per card in an agency's monthly bill, in paise (₹50), until Agency Management sets
 * the agency's own. The spec gives no price. A bill keeps the fee it was made with.
 */
export const DEFAULT_MONTHLY_CARD_FEE_PAISE = 5000;

/** The per-card platform fee in paise: whole rupees are typed, ₹1,00,000 at most. */
export const cardFeePaiseSchema = z
  .number({ error: 'Enter the fee per card in rupees.' })
  .int('Enter the fee per card in whole paise.')
  .min(0, 'The fee per card cannot be negative.')
  .max(10_000_000, 'The fee per card can be at most ₹1,00,000.');

/** POST and PUT /api/v1/agency {agency}: a white-label agency, its hosts, brand and product flags. */
export const agencyBodySchema = z.object({
  agency: z.object({
    /** PUT only: the agency to change. */
    agencyId: z.uuid({ error: 'Unknown agency.' }).optional(),
    agencyName: text().min(1, 'Agency name is required.').max(100),
    hosts: z
      .array(hostSchema)
      .min(1, 'Add at least one host.')
      .max(10)
      .refine((h) => new Set(h).size === h.length, 'A host is listed twice.'),
    /** The logo's upload (POST /api/v1/document/uploadDoc, hierarchy agency/logo), or null for none. */
    logo: uploadRefSchema.nullable().optional(),
    primaryColor: text()
      .regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour like #1565c0.')
      .default('#2d9bea'),
    configuration: agencyConfigurationSchema.optional(),
    /** The platform's fee per card on the agency's monthly bills from the next bill made on. */
    cardFeePaise: cardFeePaiseSchema.optional(),
  }),
});
export type AgencyBody = z.input<typeof agencyBodySchema>;

/** POST /api/v1/addAgencyAdmin {adminData}: the first admin of a (new) agency. */
export const addAgencyAdminBodySchema = z.object({
  adminData: z.object({
    agencyId: z.uuid({ error: 'Unknown agency.' }),
    name: text().min(1, 'Name is required.').max(100),
    phoneNumber: indianMobileSchema,
    email: emailSchema.optional(),
  }),
});
export const addAgencyAdminResultSchema = z.object({
  userId: z.string(),
  agencyId: z.string(),
  phoneNumber: z.string(),
  passwordSent: z.boolean(),
});
