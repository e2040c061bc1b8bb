import { z } from 'zod';
import { calendarDateSchema, listOf, pageQuerySchema, text } from './common.ts';

/** Enumerations of spec section 3 used by the greeting library. */
export const MEDIA_TYPES = ['IMAGE', 'VIDEO'] as const;
export const FRAME_SHAPES = ['SQUARE', 'STORY'] as const;
export const POST_TYPES = ['SQUARE_IMAGE', 'SQUARE_VIDEO', 'STORY_IMAGE', 'STORY_VIDEO'] as const;
export const VIDEO_RATIOS = ['16*9', '9*16'] as const;
export const CONTENT_KINDS = ['business', 'festival', 'daily-post'] as const;
export const TAG_TYPES = ['LANGUAGE', 'PRODUCT', 'GENERAL'] as const;
/** The three frames a customer can put around a post (hidden per the plan's frameVisibility). */
export const FRAME_KINDS = ['regular', 'product', 'political'] as const;
/** Business details a customer can choose to show in the frame band, in the band's reading order. */
export const BUSINESS_DETAILS = ['logo', 'name', 'phone', 'whatsapp', 'address', 'email', 'website'] as const;

export type MediaType = (typeof MEDIA_TYPES)[number];
export type FrameShape = (typeof FRAME_SHAPES)[number];
export type PostType = (typeof POST_TYPES)[number];
export type VideoRatio = (typeof VIDEO_RATIOS)[number];
export type ContentKind = (typeof CONTENT_KINDS)[number];
export type TagType = (typeof TAG_TYPES)[number];
export type FrameKind = (typeof FRAME_KINDS)[number];
export type BusinessDetail = (typeof BUSINESS_DETAILS)[number];

export const postTypeOf = (frameShape: FrameShape, mediaType: MediaType): PostType =>
  `${frameShape}_${mediaType}`;

/** Who a library row belongs to: the platform (every agency) or one agency's customers only. */
export const LIBRARY_SCOPES = ['global', 'agency'] as const;
export type LibraryScope = (typeof LIBRARY_SCOPES)[number];

export const GREETING_TEXTS = {
  imagesOff: 'Greeting images are not enabled for your agency.',
  videosOff: 'Greeting videos are not included for your agency.',
  exclusiveOff: 'Agency-exclusive posts are not enabled for your agency.',
  globalOnlySuperadmin: 'Only a superadmin can change the global greeting library.',
  imageLimit: 'Daily greeting image limit reached for your plan. Upgrade to get more.',
  videoLimit: 'Daily greeting video limit reached for your plan. Upgrade to get more.',
  imagesNotInPlan: 'Greeting images are not included in your plan. Upgrade to get them.',
  previewOnly: 'This is a preview with your details. Upgrade to download and share it without the watermark.',
  videosNotInPlan: 'Greeting videos are not included in your plan. Upgrade to get them.',
  frameHidden: 'This frame is not available on your plan.',
  productPostsOff: 'Greeting posts are switched off for this business.',
  categoryHasSubcategories: 'This category still has subcategories. Delete its subcategories first.',
  noProducts: 'Add a product to your digital card to use the product frame.',
  partyRequired: 'Choose a political party for the political frame.',
  badUpload: 'Upload a JPEG, PNG or WebP image or an MP4 video.',
  uploadTooLarge: 'The file is too large.',
  videoNotImage: 'This post is a video: make a greeting video instead.',
  imageNotVideo: 'This post is an image: make a greeting image instead.',
} as const;

const id = text().min(1).max(64);
/** Comma-separated ids in a query string ("a,b,c") or a repeated parameter. */
export const idListQuery = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
  .pipe(z.array(id).min(1, 'Give at least one id.').max(100, 'At most 100 ids at once.'));

// ---------- categories, subcategories, tags ----------

export const imageCategorySchema = z.object({
  imageCategoryId: z.string(),
  imageCategoryName: z.string(),
  contentKind: z.enum(CONTENT_KINDS),
  displayOrder: z.number().int(),
  scope: z.enum(LIBRARY_SCOPES),
});
export type ImageCategory = z.infer<typeof imageCategorySchema>;

export const imageCategoryBodySchema = z.object({
  /** Present to update an existing category, absent to create one. */
  imageCategoryId: id.optional(),
  imageCategoryName: text().min(1, 'Category name is required.').max(80),
  contentKind: z.enum(CONTENT_KINDS, { error: 'Choose business, festival or daily-post.' }),
  displayOrder: z.number().int().min(0).max(10000).default(0),
  /** Default: global for a superadmin, agency for everyone else. */
  scope: z.enum(LIBRARY_SCOPES).optional(),
});
export type ImageCategoryBody = z.infer<typeof imageCategoryBodySchema>;

export const imageCategoryParamsSchema = z.object({ imageCategoryId: id });

export const imageSubcategorySchema = z.object({
  imageSubcategoryId: z.string(),
  imageCategoryId: z.string(),
  imageCategoryName: z.string(),
  contentKind: z.enum(CONTENT_KINDS),
  imageSubcategoryName: z.string(),
  /** Festival day (YYYY-MM-DD), null for daily and business posts. */
  date: z.string().nullable(),
  /** Business categories this subcategory suits (matched against a business's category name). */
  businessCategories: z.array(z.string()),
  displayOrder: z.number().int(),
  scope: z.enum(LIBRARY_SCOPES),
});
export type ImageSubcategory = z.infer<typeof imageSubcategorySchema>;

export const imageSubcategoryBodySchema = z.object({
  imageSubcategoryId: id.optional(),
  imageSubcategoryName: text().min(1, 'Subcategory name is required.').max(80),
  date: calendarDateSchema.nullable().optional(),
  businessCategories: z.array(text().min(1).max(80)).max(50).default([]),
  displayOrder: z.number().int().min(0).max(10000).default(0),
  scope: z.enum(LIBRARY_SCOPES).optional(),
});
export type ImageSubcategoryBody = z.infer<typeof imageSubcategoryBodySchema>;

export const deleteImageSubcategoryQuerySchema = z.object({ imageSubcategoryId: id });

export const imageSubcategoryQuerySchema = pageQuerySchema.extend({
  imageCategoryId: id.optional(),
  contentKind: z.enum(CONTENT_KINDS).optional(),
  /** Festival calendar: subcategories dated within [fromDate, toDate]. */
  fromDate: calendarDateSchema.optional(),
  toDate: calendarDateSchema.optional(),
  businessCategory: text().min(1).max(80).optional(),
});
export const subcategoryByCategoryNameQuerySchema = pageQuerySchema.extend({
  imageCategoryName: text().min(1).max(80),
});
export const subcategoryByCategoriesQuerySchema = pageQuerySchema.extend({ imageCategoryIds: idListQuery });
export const imageSubcategoryListSchema = listOf(imageSubcategorySchema);

export const imageTagSchema = z.object({
  imageTagId: z.string(),
  tagName: z.string(),
  tagType: z.enum(TAG_TYPES),
  scope: z.enum(LIBRARY_SCOPES),
});
export type ImageTag = z.infer<typeof imageTagSchema>;
export const imageTagBodySchema = z.object({
  imageTagId: id.optional(),
  tagName: text().min(1, 'Tag name is required.').max(60),
  tagType: z.enum(TAG_TYPES, { error: 'Choose LANGUAGE, PRODUCT or GENERAL.' }),
  scope: z.enum(LIBRARY_SCOPES).optional(),
});
export const imageTagQuerySchema = z.object({ tagType: z.enum(TAG_TYPES).optional() });
export const imageTagParamsSchema = z.object({ imageTagId: id });

// ---------- posts ----------

export const imagePostSchema = z.object({
  imageId: z.string(),
  scope: z.enum(LIBRARY_SCOPES),
  imageCategoryId: z.string(),
  imageSubcategoryId: z.string(),
  imageSubcategoryName: z.string(),
  imageTagIds: z.array(z.string()),
  mediaType: z.enum(MEDIA_TYPES),
  frameShape: z.enum(FRAME_SHAPES),
  postType: z.enum(POST_TYPES),
  videoRatio: z.enum(VIDEO_RATIOS).nullable(),
  width: z.number().int(),
  height: z.number().int(),
  durationSeconds: z.number().nullable(),
  /** Small watermarked image for browsing; full quality only in a branded render. */
  previewUrl: z.string().nullable(),
  /** The original file: staff only (null for customers). */
  originalUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type ImagePost = z.infer<typeof imagePostSchema>;

/** Multipart text fields sent with one or many uploaded files (the file parts are named "file"). */
export const imagePostUploadFieldsSchema = z.object({
  imageSubcategoryId: id,
  imageTagIds: text()
    .max(2000)
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  frameShape: z.enum(FRAME_SHAPES, { error: 'Choose SQUARE or STORY.' }),
  /** Videos only; defaults from the shape (STORY → 9*16, SQUARE → 16*9). */
  videoRatio: z.enum(VIDEO_RATIOS).optional(),
  scope: z.enum(LIBRARY_SCOPES).optional(),
});
export type ImagePostUploadFields = z.infer<typeof imagePostUploadFieldsSchema>;

export const imagePostQuerySchema = pageQuerySchema.extend({
  imageCategoryId: id.optional(),
  imageSubcategoryId: id.optional(),
  imageTagId: id.optional(),
  mediaType: z.enum(MEDIA_TYPES).optional(),
  frameShape: z.enum(FRAME_SHAPES).optional(),
  postType: z.enum(POST_TYPES).optional(),
  scope: z.enum(LIBRARY_SCOPES).optional(),
  /** Ask for the posts of one UI customisation section; the answer echoes both ids. */
  uiCustomisationId: id.optional(),
  metaId: id.optional(),
  /** Needed by sections that follow the business's category. */
  businessId: id.optional(),
});
export type ImagePostQuery = z.infer<typeof imagePostQuerySchema>;

export const imagePostListSchema = z.object({
  list: z.array(imagePostSchema),
  total: z.number().int(),
  uiCustomisationId: z.string().nullable(),
  metaId: z.string().nullable(),
});
export type ImagePostList = z.infer<typeof imagePostListSchema>;

export const imagePostSearchQuerySchema = pageQuerySchema.extend({
  q: text().min(1, 'Type something to search.').max(80),
  mediaType: z.enum(MEDIA_TYPES).optional(),
});
export const imagePostIdsQuerySchema = z.object({ imageIds: idListQuery });
export const paginatedSubcategoriesQuerySchema = pageQuerySchema.extend({
  imageSubcategoryIds: idListQuery,
  mediaType: z.enum(MEDIA_TYPES).optional(),
  frameShape: z.enum(FRAME_SHAPES).optional(),
});
/** One page of posts per requested subcategory, in the order asked. */
export const paginatedSubcategoriesSchema = z.object({
  list: z.array(
    z.object({
      imageSubcategoryId: z.string(),
      imageSubcategoryName: z.string(),
      date: z.string().nullable(),
      posts: listOf(imagePostSchema),
    }),
  ),
});

export const deleteImagePostBodySchema = z.object({
  imageIds: z.array(id).min(1, 'Choose at least one post.').max(100),
});
export const generateLowQualityBodySchema = z.object({
  /** Regenerate these posts' previews; without ids, every visible post missing a preview. */
  imageIds: z.array(id).max(100).optional(),
});

// ---------- requests for missing posts ----------

export const IMAGE_REQUEST_STATUSES = ['OPEN', 'CLOSED'] as const;
export const imageRequestBodySchema = z.object({
  businessId: id.optional(),
  imageSubcategoryId: id.optional(),
  description: text().min(3, 'Tell us which post you need.').max(500),
});
export const imageRequestSchema = z.object({
  requestId: z.string(),
  businessId: z.string().nullable(),
  businessName: z.string().nullable(),
  imageSubcategoryId: z.string().nullable(),
  description: z.string(),
  status: z.enum(IMAGE_REQUEST_STATUSES),
  requestedByPhone: z.string().nullable(),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
});
export const imageRequestQuerySchema = pageQuerySchema.extend({
  status: z.enum(IMAGE_REQUEST_STATUSES).optional(),
});
export const imageRequestParamsSchema = z.object({ requestId: id });

// ---------- branded rendering ----------

export const renderBodySchema = z.object({
  imageId: id,
  businessId: id,
  frame: z.enum(FRAME_KINDS, { error: 'Choose the regular, product or political frame.' }),
  /** Political frame: the party (from GET /api/v1/political-party). */
  partyId: id.optional(),
  /** Product frame: index into the card's products. */
  productIndex: z.number().int().min(0).max(99).optional(),
  details: z
    .array(z.enum(BUSINESS_DETAILS))
    .max(BUSINESS_DETAILS.length)
    .default(['logo', 'name', 'phone'])
    .transform((d) => [...new Set(d)]),
  /**
   * The business's name and address as the frame shows them, written in any language (the card's
   * own, say); left out, the card's are used.
   */
  frameTexts: z
    .object({
      name: text().max(100, 'Keep the name in the frame under 100 characters.').optional(),
      address: text().max(200, 'Keep the address in the frame under 200 characters.').optional(),
    })
    .optional(),
  /**
   * The editor's preview: a plan without greeting images still sees its branded post, smaller and
   * watermarked, and nothing is counted against a daily limit. A download never sets it.
   */
  preview: z.boolean().optional(),
});
export type RenderBody = z.infer<typeof renderBodySchema>;

export const renderResultSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  cached: z.boolean(),
  /** A preview for a plan without greeting images: watermarked; upgrading makes it downloadable. */
  watermarked: z.boolean(),
});
export type RenderResult = z.infer<typeof renderResultSchema>;

export const VIDEO_JOB_STATUSES = ['queued', 'active', 'completed', 'failed'] as const;
export const videoJobSchema = z.object({
  jobId: z.string(),
  status: z.enum(VIDEO_JOB_STATUSES),
  /** 0–100. */
  progress: z.number().int(),
  url: z.string().nullable(),
  error: z.string().nullable(),
  width: z.number().int(),
  height: z.number().int(),
});
export type VideoJob = z.infer<typeof videoJobSchema>;
export const videoJobParamsSchema = z.object({ jobId: id });

const counter = z.object({
  included: z.boolean(),
  /** -1 = unlimited. */
  limit: z.number().int(),
  usedToday: z.number().int(),
});
export const greetingEntitlementsSchema = z.object({
  images: counter,
  videos: counter,
  frameVisibility: z.object({
    hideRegularFrame: z.boolean(),
    hideProductFrame: z.boolean(),
    hidePoliticalFrame: z.boolean(),
  }),
  /** Counters reset at midnight Asia/Kolkata. */
  resetsAt: z.string(),
});
export type GreetingEntitlements = z.infer<typeof greetingEntitlementsSchema>;
export const entitlementsQuerySchema = z.object({ businessId: id });

/** The business's branded results, newest first ("recent downloads"). */
export const recentRendersQuerySchema = pageQuerySchema.extend({
  businessId: id,
  mediaType: z.enum(MEDIA_TYPES).optional(),
});
export const recentRenderSchema = z.object({
  renderId: z.string(),
  imageId: z.string(),
  mediaType: z.enum(MEDIA_TYPES),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  createdAt: z.string(),
});
export type RecentRender = z.infer<typeof recentRenderSchema>;

// ---------- answers ----------

export const imageCategoryListSchema = listOf(imageCategorySchema);
export const imageCategoryDeletedSchema = z.object({ imageCategoryId: z.string() });
export const imageSubcategoryDeletedSchema = z.object({ imageSubcategoryId: z.string() });
export const imageTagListSchema = listOf(imageTagSchema);
export const imageTagDeletedSchema = z.object({ imageTagId: z.string() });
export const imagePostPageSchema = listOf(imagePostSchema);
export const imagePostsDeletedSchema = z.object({ imageIds: z.array(z.string()) });
export const previewsGeneratedSchema = z.object({ generated: z.number().int() });
export const imageRequestListSchema = listOf(imageRequestSchema);
export const recentRenderListSchema = listOf(recentRenderSchema);
