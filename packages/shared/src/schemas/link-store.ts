import { z } from 'zod';
import { deletedSchema, listOf, pageQuerySchema } from './common.ts';
import { uploadRefSchema } from './document.ts';
import { CONTACT_FIELD_TYPES, blankToUndefined, optionalText, requiredText } from '../card/contact-fields.ts';

/** Seeded brand badges; an uploaded icon (uploadDoc, hierarchy link-store/icon) works too. */
export const BUILTIN_LINK_ICONS = [
  'whatsapp',
  'website',
  'app',
  'maps',
  'facebook',
  'instagram',
  'youtube',
  'linkedin',
  'x',
  'google-review',
  'justdial',
  'indiamart',
  'zomato',
  'swiggy',
  'pinterest',
  'telegram',
  'threads',
  'link',
] as const;

export const linkIconSchema = z.union(
  [uploadRefSchema, z.enum(BUILTIN_LINK_ICONS.map((k) => `builtin:${k}`) as [string, ...string[]])],
  { error: 'Upload an icon.' },
);

export const HREF_TEMPLATE_MESSAGE = 'Start with https://, tel: or mailto: and use {value} or {digits}.';

export const linkCategoryBodySchema = z.object({
  /** Absent: add a category; present: rename / reorder it. */
  linkCategoryId: z.string().max(64).optional(),
  name: requiredText(60),
  displayOrder: z.number().int().min(0).max(1000).default(0),
});
export type LinkCategoryBody = z.input<typeof linkCategoryBodySchema>;

export const linkTypeBodySchema = z.object({
  linkTypeId: z.string().max(64).optional(),
  linkCategoryId: z.string({ error: 'Choose a category.' }).min(1, 'Choose a category.').max(64),
  name: requiredText(60),
  /** Which contact field the customer fills in: a link, a phone number, an e-mail or text. */
  fieldType: z.enum(CONTACT_FIELD_TYPES),
  icon: linkIconSchema,
  placeholder: blankToUndefined(optionalText(100)),
  /** e.g. https://wa.me/{digits}; absent = the value itself is the link. */
  hrefTemplate: blankToUndefined(
    z
      .string()
      .trim()
      .max(300)
      .regex(/^(https:\/\/[^\s]+|tel:|mailto:)/, HREF_TEMPLATE_MESSAGE)
      .refine((v) => v.includes('{value}') || v.includes('{digits}'), HREF_TEMPLATE_MESSAGE),
  ),
  displayOrder: z.number().int().min(0).max(1000).default(0),
});
export type LinkTypeBody = z.input<typeof linkTypeBodySchema>;

export const linkTypeSchema = z.object({
  linkTypeId: z.string(),
  linkCategoryId: z.string(),
  categoryName: z.string(),
  name: z.string(),
  fieldType: z.enum(CONTACT_FIELD_TYPES),
  icon: z.string(),
  /** URL of an uploaded icon; null for builtin badges. */
  iconUrl: z.string().nullable(),
  placeholder: z.string().nullable(),
  hrefTemplate: z.string().nullable(),
  displayOrder: z.number().int(),
});
export type LinkType = z.infer<typeof linkTypeSchema>;

export const linkCategorySchema = z.object({
  linkCategoryId: z.string(),
  name: z.string(),
  displayOrder: z.number().int(),
  /** The category's link types, in display order. */
  linkTypes: z.array(linkTypeSchema),
});
export type LinkCategory = z.infer<typeof linkCategorySchema>;

export const linkCategoryParamsSchema = z.object({ linkCategoryId: z.string().min(1).max(64) });
export const linkTypeParamsSchema = z.object({ linkTypeId: z.string().min(1).max(64) });

export const linkTypeListQuerySchema = pageQuerySchema.extend({
  linkCategoryId: z.string().max(64).optional(),
  search: z.string().trim().max(60).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(100),
});

/* ---- answers ---- */

export const linkCategoryListSchema = listOf(linkCategorySchema);
export const linkTypeListSchema = listOf(linkTypeSchema);
export const linkCategoryDeletedSchema = deletedSchema('linkCategoryId');
export const linkTypeDeletedSchema = deletedSchema('linkTypeId');
