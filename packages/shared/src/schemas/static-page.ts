import { z } from 'zod';
import { deletedSchema, listOf, pageQuerySchema, queryBoolean, text } from './common.ts';
import { uploadRefSchema } from './document.ts';

/**
 * Category static pages (spec sections 6 and 7 "Static pages"): a landing page per business category
 * on the agency's own host, at /p/{slug}, for the agency's marketing ("Digital cards for bakeries").
 */
export const STATIC_PAGE_ACTIONS = ['signup', 'whatsapp'] as const;
export type StaticPageAction = (typeof STATIC_PAGE_ACTIONS)[number];

export const STATIC_PAGE_TEXTS = {
  slugTaken: 'Another page of this agency already uses this address.',
  whatsappNeeded: 'Enter the WhatsApp number visitors should message.',
} as const;

const SLUG_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const staticPageSchema = z.object({
  categoryStaticPageId: z.string(),
  categoryId: z.string(),
  categoryName: z.string(),
  title: z.string(),
  slug: z.string(),
  /** Sanitised HTML from the rich-text editor. */
  content: z.string(),
  heroImage: z.string().nullable(),
  callToAction: z.enum(STATIC_PAGE_ACTIONS),
  whatsappNumber: z.string().nullable(),
  seoTitle: z.string(),
  seoDescription: z.string(),
  published: z.boolean(),
  /** Where the page is read, on the agency's host. */
  publicUrl: z.string(),
  updatedAt: z.string(),
});
export type StaticPage = z.infer<typeof staticPageSchema>;

export const staticPageListSchema = listOf(staticPageSchema);
export const staticPageDeletedSchema = deletedSchema('categoryStaticPageId');

export const staticPageQuerySchema = pageQuerySchema.extend({
  categoryStaticPageId: text().max(64).optional(),
  categoryId: text().max(64).optional(),
  search: text().max(100).optional(),
  published: queryBoolean.optional(),
});

/** Create (no id) or update (with categoryStaticPageId): the spec names one POST for both. */
export const staticPageBodySchema = z
  .object({
    categoryStaticPageId: text().max(64).optional(),
    categoryId: text().min(1, 'Choose a business category.').max(64),
    title: text().min(1, 'Title is required.').max(120),
    slug: text()
      .toLowerCase()
      .min(1, 'Address is required.')
      .max(80)
      .regex(SLUG_RE, 'Use lowercase letters, digits and single hyphens, like digital-cards-for-bakeries.'),
    content: z.string().max(50_000, 'The page text is too long.').default(''),
    heroImage: uploadRefSchema.nullable().default(null),
    callToAction: z.enum(STATIC_PAGE_ACTIONS).default('signup'),
    whatsappNumber: text().max(20).nullable().default(null),
    seoTitle: text().max(70, 'Keep the search title within 70 characters.').default(''),
    seoDescription: text().max(160, 'Keep the search description within 160 characters.').default(''),
    published: z.boolean().default(false),
  })
  .superRefine((b, ctx) => {
    if (b.callToAction === 'whatsapp' && !b.whatsappNumber)
      ctx.addIssue({ code: 'custom', path: ['whatsappNumber'], message: STATIC_PAGE_TEXTS.whatsappNeeded });
  });
export type StaticPageBody = z.infer<typeof staticPageBodySchema>;

export const staticPageDeleteQuerySchema = z.object({ categoryStaticPageId: text().min(1).max(64) });
