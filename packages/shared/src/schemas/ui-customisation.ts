import { z } from 'zod';
import { listOf } from './common.ts';

/** Enumerations of spec section 3 for arranging what customers see. */
export const PAGE_PLACEMENTS = ['HOME_PAGE', 'GREETING_IMAGE_PAGE', 'COMMON'] as const;
export const SECTION_STYLES = ['style-1', 'style-2'] as const;
export const SECTION_HEIGHTS = ['HEIGHT-1', 'HEIGHT-2', 'HEIGHT-3'] as const;
/**
 * Where a section's posts come from: fixed posts, every post of some subcategories, or a rule
 * evaluated for the day and the customer's business (festivals dated today / in the coming 30 days,
 * posts for the business's category).
 */
export const SECTION_SOURCES = [
  'POSTS',
  'SUBCATEGORIES',
  'TODAY_FESTIVAL',
  'UPCOMING_FESTIVALS',
  'MY_BUSINESS_CATEGORY',
] as const;
export type PagePlacement = (typeof PAGE_PLACEMENTS)[number];
export type SectionSource = (typeof SECTION_SOURCES)[number];

export const UPCOMING_FESTIVAL_DAYS = 30;

const id = z.string().trim().min(1).max(64);

export const uiSectionSchema = z.object({
  /** Section id inside the customisation: pass it as metaId to GET /api/v1/image-post. */
  metaId: z.string(),
  title: z.string(),
  source: z.enum(SECTION_SOURCES),
  style: z.enum(SECTION_STYLES),
  height: z.enum(SECTION_HEIGHTS),
  imageIds: z.array(z.string()),
  imageSubcategoryIds: z.array(z.string()),
});
export type UiSection = z.infer<typeof uiSectionSchema>;

export const uiCustomisationSchema = z.object({
  uiCustomisationId: z.string(),
  pagePlacement: z.enum(PAGE_PLACEMENTS),
  /** Sections in display order. */
  sections: z.array(uiSectionSchema),
  updatedAt: z.string(),
});
export type UiCustomisation = z.infer<typeof uiCustomisationSchema>;

const sectionBodySchema = z
  .object({
    metaId: id.optional(),
    title: z.string().trim().min(1, 'Section title is required.').max(80),
    source: z.enum(SECTION_SOURCES),
    style: z.enum(SECTION_STYLES).default('style-1'),
    height: z.enum(SECTION_HEIGHTS).default('HEIGHT-1'),
    imageIds: z.array(id).max(100).default([]),
    imageSubcategoryIds: z.array(id).max(50).default([]),
  })
  .superRefine((s, ctx) => {
    if (s.source === 'POSTS' && s.imageIds.length === 0)
      ctx.addIssue({ code: 'custom', path: ['imageIds'], message: 'Choose at least one post.' });
    if (s.source === 'SUBCATEGORIES' && s.imageSubcategoryIds.length === 0)
      ctx.addIssue({
        code: 'custom',
        path: ['imageSubcategoryIds'],
        message: 'Choose at least one subcategory.',
      });
  });

/** Creates the agency's customisation for a placement, or replaces it (one per placement). */
export const uiCustomisationBodySchema = z.object({
  pagePlacement: z.enum(PAGE_PLACEMENTS, { error: 'Choose HOME_PAGE, GREETING_IMAGE_PAGE or COMMON.' }),
  sections: z.array(sectionBodySchema).max(30, 'At most 30 sections on a page.'),
});
export type UiCustomisationBody = z.infer<typeof uiCustomisationBodySchema>;

export const uiCustomisationQuerySchema = z.object({
  /** A page's own placement also returns COMMON sections (customer pages ask for theirs). */
  pagePlacement: z.enum(PAGE_PLACEMENTS).optional(),
});
export const uiCustomisationParamsSchema = z.object({ uiCustomisationId: id });

/* ---- answers ---- */

export const uiCustomisationListSchema = listOf(uiCustomisationSchema);
export const uiCustomisationDeletedSchema = z.object({ uiCustomisationId: z.string() });
