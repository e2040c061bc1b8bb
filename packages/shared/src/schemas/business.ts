import { z } from 'zod';
import { calendarDateSchema, deletedSchema, listOf, pageQuerySchema, queryBoolean, text } from './common.ts';
import { uploadRefSchema } from './document.ts';
import {
  CONTACT_MESSAGES,
  blankToUndefined,
  emailField,
  optionalText,
  phoneField,
  requiredText,
} from '../card/contact-fields.ts';
import { BUSINESS_SORT_FIELDS } from '../staff-queries.ts';

/** Natures of business, spec section 3. */
export const BUSINESS_NATURES = [
  'Manufacturer',
  'Retailer',
  'Wholesaler',
  'Distributor',
  'Exporter/importer',
  'Service provider',
  'Restaurant',
  'Hotel',
  'Consultancy Services',
  'Architect and Interior Designer',
] as const;
export type BusinessNature = (typeof BUSINESS_NATURES)[number];

/** Who made the business: the customer ('self') or the staff member's phone number. */
export const SELF = 'self';

export const PINCODE_MESSAGE = 'Enter a 6-digit PIN code.';
export const POSTAL_CODE_MESSAGE = 'Enter the postal code (letters, digits, spaces or hyphens).';
export const DEFAULT_COUNTRY = 'India';

/** Indian addresses (no country, or India) have a state and a 6-digit PIN code. */
export const isIndianAddress = (a: { country?: string | null }) =>
  !a.country || a.country.trim().toLowerCase() === DEFAULT_COUNTRY.toLowerCase();

/**
 * An address in India or abroad. The PIN code rule and the required state apply to Indian addresses
 * only; elsewhere `pincode` holds a free postal code ("NW1 6XE", "10115", "K1A 0B1").
 */
export const addressSchema = z
  .object({
    line1: requiredText(200),
    line2: blankToUndefined(optionalText(200)),
    city: requiredText(80),
    state: blankToUndefined(optionalText(80)),
    pincode: text({ error: CONTACT_MESSAGES.required }).min(1, CONTACT_MESSAGES.required).max(12),
    country: blankToUndefined(optionalText(60)),
  })
  .superRefine((a, ctx) => {
    if (isIndianAddress(a)) {
      if (!a.state) ctx.addIssue({ code: 'custom', path: ['state'], message: CONTACT_MESSAGES.required });
      if (!/^[1-9]\d{5}$/.test(a.pincode))
        ctx.addIssue({ code: 'custom', path: ['pincode'], message: PINCODE_MESSAGE });
    } else if (!/^[A-Za-z0-9](?:[A-Za-z0-9 -]{0,10}[A-Za-z0-9])?$/.test(a.pincode))
      ctx.addIssue({ code: 'custom', path: ['pincode'], message: POSTAL_CODE_MESSAGE });
  });
export type Address = z.infer<typeof addressSchema>;

/** An address on one line, as a greeting frame prints it ("12 MG Road, Jaipur, Rajasthan, 302001"). */
export const addressLine = (a: Partial<Address> | undefined | null) =>
  a ? [a.line1, a.line2, a.city, a.state, a.pincode].filter((x) => x && String(x).trim()).join(', ') : '';

export const categorySchema = z.object({
  categoryId: z.string(),
  name: z.string(),
  imageSubcategoryId: z.string().nullable(),
  imageSubcategoryName: z.string().nullable(),
});
export type BusinessCategory = z.infer<typeof categorySchema>;

/** The editable fields of a business: the add/edit business form. */
export const businessFieldsSchema = z.object({
  businessName: requiredText(120),
  categoryId: text({ error: CONTACT_MESSAGES.required }).min(1, CONTACT_MESSAGES.required).max(64),
  natureOfBusiness: blankToUndefined(z.enum(BUSINESS_NATURES, { error: 'Choose a nature of business.' })),
  ownerName: blankToUndefined(optionalText(100)),
  phoneNumbers: z.array(phoneField).max(3, 'At most 3 phone numbers.').default([]),
  email: blankToUndefined(emailField),
  address: addressSchema.optional(),
  logo: blankToUndefined(uploadRefSchema),
});
export type BusinessFields = z.input<typeof businessFieldsSchema>;

/**
 * POST /api/v1/business: without businessId it adds a business, with one it updates it (all fields
 * are sent, as the edit form holds them). Staff adding for a customer pass userId.
 */
export const saveBusinessBodySchema = businessFieldsSchema.extend({
  businessId: text().max(64).optional(),
  userId: text().max(64).optional(),
});
export type SaveBusinessBody = z.input<typeof saveBusinessBodySchema>;

/**
 * A stored address as answered: plain strings, no input transforms (a response schema is encoded,
 * and zod cannot encode through a one-way transform).
 */
const storedAddressSchema = z.object({
  line1: z.string(),
  line2: z.string().optional(),
  city: z.string(),
  state: z.string().optional(),
  pincode: z.string(),
  country: z.string().optional(),
});

export const businessSchema = z.object({
  businessId: z.string(),
  businessName: z.string(),
  category: categorySchema.nullable(),
  natureOfBusiness: z.enum(BUSINESS_NATURES).nullable(),
  ownerName: z.string().nullable(),
  phoneNumbers: z.array(z.string()),
  email: z.string().nullable(),
  address: storedAddressSchema.nullable(),
  logo: z.string().nullable(),
  logoUrl: z.string().nullable(),
  user: z.object({
    userId: z.string(),
    phoneNumber: z.string().nullable(),
    email: z.string().nullable(),
    isForeignUser: z.boolean(),
  }),
  /** 1 = paid (spec section 3); 0 otherwise. */
  paymentStatus: z.number().int(),
  /** True while expiryDateForCustomer is today or later (India date). */
  isSubscriptionActive: z.boolean(),
  expiryDateForCustomer: z.string().nullable(),
  businessMadeBy: z.string(),
  /** cardNo of the business's one digital card, when it has one. */
  cardNo: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Business = z.infer<typeof businessSchema>;

/** GET /api/v1/business (staff, All Businesses). */
export const businessListQuerySchema = pageQuerySchema.extend({
  /** Matches businessName or the owner's registered phone number. */
  search: text().max(100).optional(),
  /** Subscribed / Not Subscribed. */
  subscribed: queryBoolean.optional(),
  /** Done / Not Done (paymentStatus 1). */
  paid: queryBoolean.optional(),
  /** A plan that is active, has ended, or ends within 7 days (Home's figures link here). */
  plan: z.enum(['active', 'expired', 'expiring']).optional(),
  /** 'self' or a staff phone number. */
  madeBy: text().max(20).optional(),
  categoryId: text().max(64).optional(),
  /** Inclusive creation-date range, India dates. */
  from: calendarDateSchema.optional(),
  to: calendarDateSchema.optional(),
  sortBy: z.enum(BUSINESS_SORT_FIELDS).default('createdAt'),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
});
export type BusinessListQuery = z.input<typeof businessListQuerySchema>;

/** GET /api/v1/business/getBusinessesByUser: the signed-in customer's (or ?userId's, for staff). */
export const businessesByUserQuerySchema = z.object({ userId: text().max(64).optional() });

export const businessIdParamsSchema = z.object({ id: text().min(1).max(64) });

/**
 * POST /api/v1/business/registerUserAndGetBusinesses (staff): finds or creates the customer by phone
 * (or e-mail for foreign users), optionally adds their first business, and answers all of theirs.
 */
export const registerUserAndGetBusinessesBodySchema = z
  .object({
    isForeignUser: z.boolean().default(false),
    phoneNumber: blankToUndefined(phoneField),
    email: blankToUndefined(emailField),
    name: blankToUndefined(optionalText(100)),
    business: businessFieldsSchema.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.isForeignUser && !v.email)
      ctx.addIssue({ code: 'custom', path: ['email'], message: CONTACT_MESSAGES.email });
    if (!v.isForeignUser && !v.phoneNumber)
      ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: CONTACT_MESSAGES.phone });
  });
export type RegisterUserAndGetBusinessesBody = z.input<typeof registerUserAndGetBusinessesBodySchema>;

/** POST /api/v1/business/updateBusinessMetadata (staff): the subscription facts of a business. */
export const updateBusinessMetadataBodySchema = z.object({
  businessId: text().min(1).max(64),
  paymentStatus: z.union([z.literal(0), z.literal(1)]).optional(),
  expiryDateForCustomer: calendarDateSchema.nullable().optional(),
  categoryId: text().min(1).max(64).optional(),
});
export type UpdateBusinessMetadataBody = z.input<typeof updateBusinessMetadataBodySchema>;

/** POST /api/v1/business/cloneBusiness: copies the business and its card content. */
export const cloneBusinessBodySchema = z.object({
  businessId: text().min(1).max(64),
  businessName: blankToUndefined(requiredText(120)),
});

/* ---- answers ---- */

export const businessCategoryListSchema = z.object({ list: z.array(categorySchema) });
export const businessListSchema = listOf(businessSchema);
export const businessDeletedSchema = deletedSchema('businessId');

/** POST /api/v1/business/registerUserAndGetBusinesses: the customer found or made, and all their businesses. */
export const registeredCustomerSchema = z.object({
  user: z.object({
    userId: z.string(),
    phoneNumber: z.string().nullable(),
    email: z.string().nullable(),
    isForeignUser: z.boolean(),
    name: z.string().nullable(),
    isNewUser: z.boolean(),
  }),
  /** Every business on the customer's account, the new one included. */
  businesses: businessListSchema,
});
export type RegisteredCustomer = z.infer<typeof registeredCustomerSchema>;
