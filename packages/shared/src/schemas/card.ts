import { LANGUAGES, type Language } from '../i18n/languages.ts';
import { z } from 'zod';
import { START_YEAR } from '../constants.ts';
import { CARD_SEARCH_FIELDS } from '../staff-queries.ts';
import { calendarDateSchema, deletedSchema, listOf, pageQuerySchema, queryBoolean, text } from './common.ts';
import { uploadRefSchema } from './document.ts';
import { BUSINESS_NATURES, addressSchema } from './business.ts';
import {
  CONTACT_MESSAGES,
  blankToUndefined,
  emailField,
  linkField,
  optionalText,
  phoneField,
  requiredText,
} from '../card/contact-fields.ts';
import { cardIdProblem } from '../card/card-id.ts';
import { googleMapsLinkField } from '../card/google-maps-link.ts';
import { youtubeVideoId } from '../card/youtube.ts';

export const TITLES = ['Mr.', 'Ms.', 'Dr.', 'Mrs.'] as const;
export const CARD_DISPLAY = ['all-details', 'only-logo'] as const;
export const CARD_STATUSES = ['active', 'inactive'] as const;
export const IMAGE_POST_STATUSES = ['enabled', 'disabled'] as const;
/** Templates; style-1 and style-2 are the spec's names, the others continue the series. */
export const TEMPLATES = [
  { code: 'style-1', name: 'Classic', description: 'Centred logo on a soft colour band' },
  { code: 'style-2', name: 'Banner', description: 'Full-width cover photo with a bold header' },
  { code: 'style-3', name: 'Minimal', description: 'Clean white page, left-aligned, lots of air' },
  { code: 'style-4', name: 'Midnight', description: 'Dark page with glowing accent buttons' },
] as const;
export const TEMPLATE_CODES = ['style-1', 'style-2', 'style-3', 'style-4'] as const;
export type TemplateCode = (typeof TEMPLATE_CODES)[number];
/** Sections a customer may show or hide (basic details always show). */
export const CARD_SECTIONS = [
  'paymentOptions',
  'youtubeVideos',
  'socialLinks',
  'aboutUs',
  'products',
  'links',
  'gallery',
] as const;
export type CardSection = (typeof CARD_SECTIONS)[number];

const hexColor = text().regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour like #1565c0.');
const imageRef = uploadRefSchema;

/* ---------------- sections (each is one editor form) ---------------- */

export const basicDetailsSchema = z.object({
  title: blankToUndefined(z.enum(TITLES, { error: 'Choose Mr., Ms., Dr. or Mrs.' })),
  name: requiredText(100),
  designation: blankToUndefined(optionalText(100)),
  companyName: requiredText(120),
  tagline: blankToUndefined(optionalText(140)),
  phoneNumbers: z.array(phoneField).min(1, CONTACT_MESSAGES.phone).max(3, 'At most 3 phone numbers.'),
  whatsappNumber: blankToUndefined(phoneField),
  emails: z.array(emailField).max(3, 'At most 3 e-mail addresses.').default([]),
  website: blankToUndefined(linkField),
  address: addressSchema.optional(),
  /** A Google Maps link (only); when absent, directions use the coordinates or the address. */
  mapLink: blankToUndefined(googleMapsLinkField),
  location: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }).optional(),
  logo: blankToUndefined(imageRef),
  coverImage: blankToUndefined(imageRef),
});
export type BasicDetails = z.output<typeof basicDetailsSchema>;
export type BasicDetailsInput = z.input<typeof basicDetailsSchema>;

export const UPI_ID_MESSAGE = 'Enter a valid UPI id, like name@bank.';
export const IFSC_MESSAGE = 'Enter a valid 11-character IFSC, like SBIN0001234.';
export const ACCOUNT_NUMBER_MESSAGE = 'Enter a valid account number (9 to 18 digits).';

export const bankAccountSchema = z.object({
  accountHolderName: requiredText(100),
  accountNumber: text({ error: CONTACT_MESSAGES.required }).regex(/^\d{9,18}$/, ACCOUNT_NUMBER_MESSAGE),
  ifsc: text({ error: CONTACT_MESSAGES.required })
    .toUpperCase()
    .regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, IFSC_MESSAGE),
  bankName: requiredText(100),
  branch: blankToUndefined(optionalText(100)),
  accountType: blankToUndefined(z.enum(['Savings', 'Current'])),
});
export type BankAccount = z.output<typeof bankAccountSchema>;

export const paymentOptionsSchema = z.object({
  upiId: blankToUndefined(
    text()
      .max(100, UPI_ID_MESSAGE)
      .regex(/^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9.-]{1,63}$/, UPI_ID_MESSAGE),
  ),
  /** Shown to the payer by UPI apps; defaults to the company name. */
  payeeName: blankToUndefined(optionalText(100)),
  bankAccount: bankAccountSchema.optional(),
  paymentQrImages: z
    .array(z.object({ image: imageRef, label: blankToUndefined(optionalText(60)) }))
    .max(3, 'At most 3 payment QR images.')
    .default([]),
});
export type PaymentOptions = z.output<typeof paymentOptionsSchema>;

export const YOUTUBE_MESSAGE = 'Enter a YouTube video link.';
export const youtubeVideoSchema = z
  .object({ url: linkField, title: blankToUndefined(optionalText(100)) })
  .transform((v, ctx) => {
    const videoId = youtubeVideoId(v.url);
    if (!videoId) {
      ctx.addIssue({ code: 'custom', path: ['url'], message: YOUTUBE_MESSAGE });
      return z.NEVER;
    }
    return { ...v, videoId };
  });
export const youtubeVideosSchema = z.object({
  videos: z.array(youtubeVideoSchema).max(10, 'At most 10 videos.'),
});
export type YoutubeVideos = z.output<typeof youtubeVideosSchema>;

export const SOCIAL_PLATFORMS = [
  'facebook',
  'instagram',
  'x',
  'linkedin',
  'youtube',
  'pinterest',
  'telegram',
  'threads',
] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];
/** How each platform is named to people: the editor's choices and the public card's labels. */
export const SOCIAL_PLATFORM_NAMES: Record<SocialPlatform, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  x: 'X',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  pinterest: 'Pinterest',
  telegram: 'Telegram',
  threads: 'Threads',
};
export const socialLinksSchema = z.object({
  links: z
    .array(z.object({ platform: z.enum(SOCIAL_PLATFORMS, { error: 'Choose a platform.' }), url: linkField }))
    .max(SOCIAL_PLATFORMS.length, 'One link per platform.')
    .refine((l) => new Set(l.map((x) => x.platform)).size === l.length, 'One link per platform.'),
});
export type SocialLinks = z.output<typeof socialLinksSchema>;

export const templateSchema = z.object({
  templateCode: z.enum(TEMPLATE_CODES, { error: 'Choose a template.' }),
  themeColor: blankToUndefined(hexColor),
});
export type CardTemplate = z.output<typeof templateSchema>;

export const ABOUT_US_MAX = 20000;
export const aboutUsSchema = z.object({
  /** Formatted text from the editor; the server sanitises it (allow-listed tags only). */
  html: text().max(ABOUT_US_MAX, 'The text is too long.').default(''),
  yearOfEstablishment: z.coerce
    .number({ error: 'Enter a year.' })
    .int('Enter a year.')
    .min(START_YEAR, `Enter a year from ${START_YEAR}.`)
    .max(new Date().getFullYear(), 'The year cannot be in the future.')
    .optional(),
  natureOfBusiness: blankToUndefined(z.enum(BUSINESS_NATURES)),
});
export type AboutUs = z.output<typeof aboutUsSchema>;

export const PRICE_MESSAGE = 'Enter a price in rupees (up to 2 decimals).';
export const productSchema = z.object({
  name: requiredText(120),
  /** Integer paise (₹1 = 100); absent = "price on request". */
  price: z
    .number({ error: PRICE_MESSAGE })
    .int(PRICE_MESSAGE)
    .min(0, PRICE_MESSAGE)
    .max(10_000_000_00, PRICE_MESSAGE)
    .optional(),
  /** e.g. "per kg", "onwards". */
  priceUnit: blankToUndefined(optionalText(30)),
  description: blankToUndefined(optionalText(500)),
  image: blankToUndefined(imageRef),
  enquireOnWhatsapp: z.boolean().default(true),
});
export const productsSchema = z.object({ items: z.array(productSchema).max(50, 'At most 50 products.') });
export type Products = z.output<typeof productsSchema>;

/** A link typed by the Link Store; the server checks value against the type's field type. */
export const cardLinkSchema = z.object({
  linkTypeId: text({ error: CONTACT_MESSAGES.required }).min(1, CONTACT_MESSAGES.required).max(64),
  value: requiredText(2000),
  label: blankToUndefined(optionalText(60)),
});
export const linksSchema = z.object({ items: z.array(cardLinkSchema).max(30, 'At most 30 links.') });
export type CardLinks = z.output<typeof linksSchema>;

export const gallerySchema = z.object({
  /** In display order: reordering is sending the array in the new order. */
  images: z
    .array(z.object({ image: imageRef, caption: blankToUndefined(optionalText(120)) }))
    .max(30, 'At most 30 images.'),
});
export type Gallery = z.output<typeof gallerySchema>;

export const cardIdSchema = text({ error: CONTACT_MESSAGES.required })
  .toLowerCase()
  .superRefine((v, ctx) => {
    const problem = cardIdProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const sectionVisibilitySchema = z.object(
  Object.fromEntries(CARD_SECTIONS.map((s) => [s, z.boolean().default(true)])) as Record<
    CardSection,
    z.ZodDefault<z.ZodBoolean>
  >,
);

export const settingsSchema = z.object({
  display: z.enum(CARD_DISPLAY).default('all-details'),
  cardId: cardIdSchema,
  seo: z
    .object({ title: blankToUndefined(optionalText(70)), description: blankToUndefined(optionalText(160)) })
    .default({}),
  sections: sectionVisibilitySchema.default(
    Object.fromEntries(CARD_SECTIONS.map((s) => [s, true])) as Record<CardSection, boolean>,
  ),
  /** Unpublished cards answer 404 publicly; the owner still sees the preview. */
  published: z.boolean().default(false),
  /**
   * The languages of the page's own labels (Call, Save contact, section titles), the first at
   * /{cardId} and a second at /{cardId}/{language}. Left out of a save, the stored ones stay.
   */
  languages: z
    .array(z.enum(LANGUAGES, { error: 'Choose one of the offered languages.' }))
    .min(1, 'Choose at least one language.')
    .max(2, 'A card can have at most two languages.')
    .refine((l) => new Set(l).size === l.length, 'A language is listed twice.')
    .optional(),
});
export type CardSettings = z.output<typeof settingsSchema>;

/** The card's page languages, the first being the main one (English for cards made before). */
export const cardLanguages = (settings: Pick<CardSettings, 'languages'>): Language[] =>
  settings.languages?.length ? settings.languages : ['en'];

/* ---------------- the card ---------------- */

/** Everything the public page and the preview render (sections that were never saved are null). */
export const cardContentSchema = z.object({
  basicDetails: basicDetailsSchema.nullable(),
  paymentOptions: paymentOptionsSchema.nullable(),
  youtubeVideos: youtubeVideosSchema.nullable(),
  socialLinks: socialLinksSchema.nullable(),
  template: templateSchema.nullable(),
  aboutUs: aboutUsSchema.nullable(),
  products: productsSchema.nullable(),
  links: linksSchema.nullable(),
  gallery: gallerySchema.nullable(),
});
export type CardContent = z.output<typeof cardContentSchema>;

export const imagePostSettingsSchema = z.object({
  hideRegularFrame: z.boolean().default(false),
  hideProductFrame: z.boolean().default(false),
  hidePoliticalFrame: z.boolean().default(false),
});
export type ImagePostSettings = z.output<typeof imagePostSettingsSchema>;

/** One uploaded image resolved to URLs (the original and its WebP variants by width). */
export const mediaSchema = z.record(
  z.string(),
  z.object({ url: z.string(), variants: z.record(z.string(), z.string()) }),
);

export const cardSchema = cardContentSchema.extend({
  cardNo: z.number().int(),
  cardId: z.string(),
  businessId: z.string(),
  businessName: z.string(),
  status: z.enum(CARD_STATUSES),
  /** Greeting images per day for the card's business (-1 unlimited). */
  cardLimit: z.number().int(),
  imagePostStatus: z.enum(IMAGE_POST_STATUSES),
  imagePostSettings: imagePostSettingsSchema,
  settings: settingsSchema,
  publicUrl: z.string(),
  /** URLs for every upload the card refers to, keyed by fileName. */
  media: mediaSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Card = z.infer<typeof cardSchema>;

/* ---------------- requests ---------------- */

const cardNo = z.coerce.number({ error: 'cardNo is required.' }).int().positive().max(2_147_483_647);
export const cardNoQuerySchema = z.object({ cardNo });
export const businessIdQuerySchema = z.object({ businessId: text().min(1).max(64) });

export const checkCardIdAvailabilityQuerySchema = z.object({
  cardId: text().max(100),
  /** The card asking, so its own id counts as available. */
  cardNo: cardNo.optional(),
});
export const cardIdAvailabilitySchema = z.object({
  cardId: z.string(),
  available: z.boolean(),
  /** Why it is not available (shape, reserved or taken); null when available. */
  message: z.string().nullable(),
});

/**
 * POST /api/v1/updateCardBasicDetails also creates the card: with cardNo it updates; with businessId
 * it creates that business's one card (409 if it has one); with userId (agency-only digital card mode)
 * it creates the business from the basic details and the card together.
 */
export const updateCardBasicDetailsBodySchema = z
  .object({
    cardNo: cardNo.optional(),
    businessId: text().min(1).max(64).optional(),
    userId: text().min(1).max(64).optional(),
    isForeignUser: z.boolean().optional(),
    /** Category of the business created in the agency-only flow. */
    categoryId: text().min(1).max(64).optional(),
    basicDetails: basicDetailsSchema,
  })
  .refine((b) => [b.cardNo, b.businessId, b.userId].filter((x) => x !== undefined).length === 1, {
    message: 'Send exactly one of cardNo, businessId or userId.',
    path: ['cardNo'],
  });
export type UpdateCardBasicDetailsBody = z.input<typeof updateCardBasicDetailsBodySchema>;

const sectionBody = <K extends string, S extends z.ZodType>(key: K, schema: S) =>
  z.object({ cardNo, [key]: schema } as { cardNo: typeof cardNo } & Record<K, S>);

export const updateCardPaymentOptionsBodySchema = sectionBody('paymentOptions', paymentOptionsSchema);
export const updateCardYoutubeVideosBodySchema = sectionBody('youtubeVideos', youtubeVideosSchema);
export const updateCardSocialLinksBodySchema = sectionBody('socialLinks', socialLinksSchema);
export const updateCardTemplateBodySchema = sectionBody('template', templateSchema);
export const updateCardAboutUsBodySchema = sectionBody('aboutUs', aboutUsSchema);
export const updateCardProductsBodySchema = sectionBody('products', productsSchema);
export const updateCardLinksBodySchema = sectionBody('links', linksSchema);
export const updateCardGalleryBodySchema = sectionBody('gallery', gallerySchema);
export const updateCardSettingsBodySchema = sectionBody('settings', settingsSchema);

/** Every update answers the whole card as it is now stored. */
export const updatedCardSchema = z.object({ updatedCard: cardSchema });

export const updateCardStatusBodySchema = z.object({ cardNo, status: z.enum(CARD_STATUSES) });
export const updateCardLimitBodySchema = z.object({
  cardNo,
  cardLimit: z.number({ error: 'Enter a number.' }).int().min(-1, 'Use -1 for unlimited.').max(10000),
});
export const updateImagePostStatusBodySchema = z.object({
  cardNo,
  imagePostStatus: z.enum(IMAGE_POST_STATUSES),
});
export const updateImagePostSettingsBodySchema = z.object({
  cardNo,
  imagePostSettings: imagePostSettingsSchema,
});
export const deleteCardBodySchema = z.object({ cardNo });

/** GET /api/v1/getcardlist (staff, All Projects with projectType=digital_card). */
export const cardListQuerySchema = pageQuerySchema.extend({
  search: text().max(100).optional(),
  searchField: z.enum(CARD_SEARCH_FIELDS).default('businessName'),
  status: z.enum(CARD_STATUSES).optional(),
  imagePostStatus: z.enum(IMAGE_POST_STATUSES).optional(),
  subscribed: queryBoolean.optional(),
  published: queryBoolean.optional(),
  /** 'self' or a staff phone number. */
  madeBy: text().max(20).optional(),
  from: calendarDateSchema.optional(),
  to: calendarDateSchema.optional(),
  sortBy: z.enum(['createdAt', 'updatedAt', 'cardNo', 'businessName']).default('createdAt'),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
});
export type CardListQuery = z.input<typeof cardListQuerySchema>;

export const cardListItemSchema = z.object({
  cardNo: z.number().int(),
  cardId: z.string(),
  businessId: z.string(),
  businessName: z.string(),
  companyName: z.string().nullable(),
  registeredPhoneNumber: z.string().nullable(),
  templateCode: z.string().nullable(),
  status: z.enum(CARD_STATUSES),
  published: z.boolean(),
  cardLimit: z.number().int(),
  imagePostStatus: z.enum(IMAGE_POST_STATUSES),
  imagePostSettings: imagePostSettingsSchema,
  isSubscriptionActive: z.boolean(),
  expiryDateForCustomer: z.string().nullable(),
  businessMadeBy: z.string(),
  publicUrl: z.string(),
  createdAt: z.string(),
});
export const cardMadeBySchema = z.object({ phoneNumber: z.string(), name: z.string() });
export const cardListSchema = z.object({
  list: z.array(cardListItemSchema),
  total: z.number().int(),
  /** Staff who made cards in this agency (for the "made by" filter); 'self' is implied. */
  cardMadeByList: z.array(cardMadeBySchema),
});

/**
 * POST /api/v1/card/preview: the editor's live preview. Sends the form state; sections left out
 * come from the stored card (cardNo) or are empty. Answers text/html for an iframe's srcdoc.
 */
export const cardPreviewBodySchema = cardContentSchema.partial().extend({
  cardNo: cardNo.optional(),
  settings: settingsSchema.partial().optional(),
});
export type CardPreviewBody = z.input<typeof cardPreviewBodySchema>;

/* ---------------- analytics ---------------- */

/** What the public page counts; each without personal data. */
export const CARD_ACTIONS = [
  'view',
  'call',
  'whatsapp',
  'email',
  'directions',
  'save-contact',
  'upi-pay',
  'link',
  'social',
  'share',
  'enquire',
  'website',
] as const;
export type CardAction = (typeof CARD_ACTIONS)[number];

export const cardStatsQuerySchema = z.object({
  cardNo,
  days: z.coerce.number().int().min(1).max(366).default(30),
});
export const cardStatsSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** One row per India date in the range, oldest first; every action present (0 when none). */
  days: z.array(
    z.object({
      date: z.string(),
      uniqueVisitors: z.number().int(),
      counts: z.record(z.string(), z.number().int()),
    }),
  ),
  totals: z.record(z.string(), z.number().int()),
});

/* ---------------- answers ---------------- */

export const cardListByBusinessSchema = listOf(cardSchema);
export const cardDeletedSchema = deletedSchema('cardNo', z.number().int());
