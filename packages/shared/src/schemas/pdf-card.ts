import { z } from 'zod';
import {
  blankToUndefined,
  emailField,
  linkField,
  optionalText,
  phoneField,
  requiredText,
} from '../card/contact-fields.ts';
import { CARD_SEARCH_FIELDS } from '../staff-queries.ts';
import { csvFormat, pageQuerySchema, queryBoolean } from './common.ts';
import { uploadRefSchema } from './document.ts';

/**
 * PDF ID cards (spec sections 3 and 7 "PDF cards"): a business's identity card as a print-exact PDF.
 * Every call lives under /api/v1/pdf-card/.
 */

export const PDF_CARD_STATUSES = ['active', 'inactive'] as const;
export type PdfCardStatus = (typeof PDF_CARD_STATUSES)[number];

export const BLOOD_GROUPS = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;

/** The page a template prints on: a CR80 card (portrait or landscape) or a full A4 profile page. */
export const PDF_CARD_FORMATS = ['cr80-portrait', 'cr80-landscape', 'a4-profile'] as const;
export type PdfCardFormat = (typeof PDF_CARD_FORMATS)[number];

/**
 * The template catalogue. `version` is bumped whenever a template's drawing changes, so previews
 * cached under the old version are never shown again.
 */
export const PDF_CARD_TEMPLATES = [
  { code: 'pdf-portrait-ribbon', name: 'Ribbon', format: 'cr80-portrait', version: 1, accent: '#1565c0' },
  { code: 'pdf-portrait-arc', name: 'Arc', format: 'cr80-portrait', version: 1, accent: '#00796b' },
  { code: 'pdf-landscape-band', name: 'Band', format: 'cr80-landscape', version: 1, accent: '#6a1b9a' },
  { code: 'pdf-landscape-split', name: 'Split', format: 'cr80-landscape', version: 2, accent: '#c62828' },
  {
    code: 'pdf-profile-classic',
    name: 'Profile Classic',
    format: 'a4-profile',
    version: 1,
    accent: '#283593',
  },
  { code: 'pdf-profile-modern', name: 'Profile Modern', format: 'a4-profile', version: 1, accent: '#ef6c00' },
] as const satisfies readonly {
  code: string;
  name: string;
  format: PdfCardFormat;
  version: number;
  accent: string;
}[];
export type PdfCardTemplateCode = (typeof PDF_CARD_TEMPLATES)[number]['code'];
export const PDF_CARD_TEMPLATE_CODES = PDF_CARD_TEMPLATES.map((t) => t.code) as [
  PdfCardTemplateCode,
  ...PdfCardTemplateCode[],
];
export const pdfCardTemplateOf = (code: string) => PDF_CARD_TEMPLATES.find((t) => t.code === code);

const templateCode = z.enum(PDF_CARD_TEMPLATE_CODES, { error: 'Choose one of the PDF ID card templates.' });
const pdfCardNo = z.coerce
  .number({ error: 'pdfCardNo is required.' })
  .int('pdfCardNo is required.')
  .positive('pdfCardNo is required.')
  .max(2_147_483_647, 'pdfCardNo is not valid.');
const businessId = z
  .string({ error: 'businessId is required.' })
  .trim()
  .min(1, 'businessId is required.')
  .max(64);
const dateOnly = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2027-03-31.');

/** The person and business details a template prints ("basic details" of spec section 3). */
export const pdfCardDetailsSchema = z.object({
  /** The card holder: the owner or a staff member; often written in an Indian script. */
  name: requiredText(80),
  designation: blankToUndefined(optionalText(60)),
  idNumber: blankToUndefined(optionalText(30)),
  bloodGroup: blankToUndefined(z.enum(BLOOD_GROUPS, { error: 'Choose a blood group like B+.' })),
  validTill: blankToUndefined(dateOnly),
  emergencyContact: blankToUndefined(phoneField),
  address: blankToUndefined(optionalText(200)),
  website: blankToUndefined(linkField),
  upiId: blankToUndefined(
    z
      .string()
      .trim()
      .max(60)
      .regex(/^[\w.-]{2,}@[A-Za-z][\w.-]*$/, 'Enter a valid UPI id, like name@bank.'),
  ),
  photo: blankToUndefined(uploadRefSchema),
  logo: blankToUndefined(uploadRefSchema),
});
export type PdfCardDetails = z.output<typeof pdfCardDetailsSchema>;
export type PdfCardDetailsInput = z.input<typeof pdfCardDetailsSchema>;

/** What the editor sends: the card's printed content. */
export const pdfCardContentSchema = z.object({
  templateCode,
  companyName: requiredText(120),
  registeredPhoneNumber: phoneField,
  mails: z.array(emailField).max(3, 'At most 3 e-mail addresses.').default([]),
  basicDetails: pdfCardDetailsSchema,
});
export type PdfCardContent = z.output<typeof pdfCardContentSchema>;
export type PdfCardContentInput = z.input<typeof pdfCardContentSchema>;

/** POST /api/v1/pdf-card/updatePdfCardBasicDetails: creates (no pdfCardNo, businessId given) or updates. */
export const updatePdfCardBasicDetailsBodySchema = pdfCardContentSchema
  .extend({ pdfCardNo: pdfCardNo.optional(), businessId: businessId.optional() })
  .refine((v) => v.pdfCardNo !== undefined || v.businessId !== undefined, {
    path: ['businessId'],
    message: 'businessId is required.',
  });
export type UpdatePdfCardBasicDetailsBody = z.input<typeof updatePdfCardBasicDetailsBodySchema>;

export const pdfCardNoQuerySchema = z.object({ pdfCardNo });
export const pdfCardNoBodySchema = z.object({ pdfCardNo });
export const pdfCardsByBusinessQuerySchema = z.object({ businessId });

export const updatePdfCardStatusBodySchema = z.object({
  pdfCardNo,
  status: z.enum(PDF_CARD_STATUSES, { error: 'Status is active or inactive.' }),
});

/** Print options shared by the download and the export sheet. */
const printOptions = {
  /** 3 mm of background beyond the cut line on every side, for print shops. */
  bleed: queryBoolean.optional(),
};

/** GET /api/v1/pdf-card/downloadPdfCard: the card as `{pdfCardNo}.pdf`. */
export const downloadPdfCardQuerySchema = z.object({
  pdfCardNo,
  /** Staff only: a clean copy of an unpaid card (customers asking for it get 403). */
  forceDownloadWithoutSampleWatermark: queryBoolean.optional(),
  ...printOptions,
});

/** Millimetres the printer shifts the back side; the backs are drawn shifted back by as much. */
const offsetMm = z.coerce.number().min(-10, 'At most 10 mm.').max(10, 'At most 10 mm.');

/** POST /api/v1/pdf-card/exportPdfCard: an A4 print sheet, 10 CR80 cards, fronts then mirrored backs. */
export const exportPdfCardBodySchema = z
  .object({
    businessId: businessId.optional(),
    pdfCardNos: z.array(pdfCardNo).min(1).max(200).optional(),
    backOffsetXMm: offsetMm.default(0),
    backOffsetYMm: offsetMm.default(0),
    bleed: z.boolean().default(false),
    forceDownloadWithoutSampleWatermark: z.boolean().default(false),
  })
  .refine((v) => v.businessId !== undefined || v.pdfCardNos !== undefined, {
    path: ['businessId'],
    message: 'Name a business or the PDF ID cards to export.',
  });
export type ExportPdfCardBody = z.input<typeof exportPdfCardBodySchema>;

/** GET /api/v1/pdf-card/getPdfCardList (staff, All Projects → PDF ID cards). */
export const PDF_CARD_SEARCH_FIELDS = CARD_SEARCH_FIELDS;
export const pdfCardListQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
  searchField: z.enum(PDF_CARD_SEARCH_FIELDS).default('businessName'),
  status: z.enum(PDF_CARD_STATUSES).optional(),
  paid: queryBoolean.optional(),
  templateCode: templateCode.optional(),
  businessId: businessId.optional(),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
  format: csvFormat,
});
export type PdfCardListQuery = z.input<typeof pdfCardListQuerySchema>;

/** Stored details as answered: plain strings (the input schema's normalising transforms ran on the way in). */
const detailsAnswerSchema = z.object({
  name: z.string(),
  designation: z.string().optional(),
  idNumber: z.string().optional(),
  bloodGroup: z.string().optional(),
  validTill: z.string().optional(),
  emergencyContact: z.string().optional(),
  address: z.string().optional(),
  website: z.string().optional(),
  upiId: z.string().optional(),
  photo: z.string().optional(),
  logo: z.string().optional(),
});

/** GET /api/v1/pdf-card/prefill: a new card's content from what the business and its digital card know. */
export const pdfCardDraftSchema = z.object({
  templateCode: z.string(),
  companyName: z.string(),
  registeredPhoneNumber: z.string(),
  mails: z.array(z.string()),
  basicDetails: detailsAnswerSchema,
});
export type PdfCardDraft = z.infer<typeof pdfCardDraftSchema>;

const mediaSchema = z.object({ photo: z.string().nullable(), logo: z.string().nullable() });

/** How a card came to print clean: its own single purchase, the business's plan, or not yet. */
export const PDF_CARD_PAID_BY = ['single-purchase', 'plan'] as const;

export const pdfCardSchema = z.object({
  pdfCardNo: z.number().int(),
  businessId: z.string(),
  businessName: z.string(),
  templateCode: z.string(),
  status: z.enum(PDF_CARD_STATUSES),
  companyName: z.string(),
  registeredPhoneNumber: z.string(),
  mails: z.array(z.string()),
  basicDetails: detailsAnswerSchema,
  isPaid: z.boolean(),
  paidBy: z.enum(PDF_CARD_PAID_BY).nullable(),
  /** The business's public digital card the QR opens; null while the business has none. */
  cardUrl: z.string().nullable(),
  /** Preview URLs of the uploaded photo and logo (480 px variants). */
  media: mediaSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PdfCard = z.infer<typeof pdfCardSchema>;

export const pdfCardListSchema = z.object({ list: z.array(pdfCardSchema), total: z.number().int() });
export type PdfCardList = z.infer<typeof pdfCardListSchema>;

export const pdfCardDeletedSchema = z.object({ pdfCardNo: z.number().int(), deleted: z.literal(true) });

export const pdfCardTemplateSchema = z.object({
  code: z.string(),
  name: z.string(),
  format: z.enum(PDF_CARD_FORMATS),
  version: z.number().int(),
  accent: z.string(),
  previewUrl: z.string(),
});
export const pdfCardTemplateListSchema = z.object({ list: z.array(pdfCardTemplateSchema) });
export type PdfCardTemplate = z.infer<typeof pdfCardTemplateSchema>;

export const pdfCardTemplateParamsSchema = z.object({ code: templateCode });
export const pdfCardPreviewQuerySchema = z.object({ v: z.coerce.number().int().optional() });

/** POST /api/v1/pdf-card/preview: the editor's live preview (a PNG of the front) from unsaved content. */
export const pdfCardPreviewBodySchema = pdfCardContentSchema.extend({
  businessId,
  side: z.enum(['front', 'back']).default('front'),
});
export type PdfCardPreviewBody = z.input<typeof pdfCardPreviewBodySchema>;

/* ---- CSV bulk create ---- */

/** The CSV columns, in the order of the sample file; `photo` names a file inside the zip. */
export const PDF_CARD_CSV_COLUMNS = [
  'name',
  'designation',
  'idNumber',
  'phone',
  'bloodGroup',
  'photo',
] as const;

export const bulkPdfCardRowErrorSchema = z.object({
  /** The row's line in the file (the header is line 1). */
  line: z.number().int(),
  messages: z.array(z.string()),
});
export const bulkPdfCardRowSchema = z.object({
  line: z.number().int(),
  name: z.string(),
  designation: z.string().nullable(),
  idNumber: z.string().nullable(),
  phone: z.string().nullable(),
  bloodGroup: z.string().nullable(),
  photo: z.string().nullable(),
  errors: z.array(z.string()),
});
export const bulkPdfCardAnswerSchema = z.object({
  rows: z.array(bulkPdfCardRowSchema),
  created: z.array(z.number().int()),
  errorCount: z.number().int(),
});
export type BulkPdfCardAnswer = z.infer<typeof bulkPdfCardAnswerSchema>;
export const bulkPdfCardQuerySchema = z.object({
  businessId,
  templateCode,
  /** true: check and answer the rows without creating anything (the preview). */
  dryRun: queryBoolean.default(false),
});
