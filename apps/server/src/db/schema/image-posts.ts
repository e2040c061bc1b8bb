import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type {
  ContentKind,
  FrameShape,
  MediaType,
  PostType,
  TagType,
  VideoRatio,
} from '@panel/shared/schemas/image-post.ts';
import { agencies } from './agencies.ts';
import { businesses } from './businesses.ts';
import { createdAt, deletedAt, id, updatedAt } from './columns.ts';

/*
 * The greeting library. A null agency_id is the platform's global library (written by superadmins,
 * seen by every agency with image posts on); an agency_id marks that agency's exclusive rows, seen
 * only by its own customers while allowAgencyExclusivePosts is on.
 */
const agencyRef = () => uuid('agency_id').references(() => agencies.id);

export const imageCategories = pgTable(
  'image_categories',
  {
    id: id(),
    agencyId: agencyRef(),
    name: text('name').notNull(),
    contentKind: text('content_kind').$type<ContentKind>().notNull(),
    displayOrder: integer('display_order').notNull().default(0),
    createdAt: createdAt(),
    /** Soft delete, like subcategories: deleted subcategories and their posts still point here. */
    deletedAt: deletedAt(),
  },
  (t) => [index('image_categories_agency_idx').on(t.agencyId)],
);

export const imageSubcategories = pgTable(
  'image_subcategories',
  {
    id: id(),
    agencyId: agencyRef(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => imageCategories.id),
    name: text('name').notNull(),
    /** Festival day; null for daily and business posts. */
    date: date('date'),
    businessCategories: text('business_categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    displayOrder: integer('display_order').notNull().default(0),
    createdAt: createdAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    index('image_subcategories_category_idx').on(t.categoryId),
    index('image_subcategories_date_idx').on(t.date),
  ],
);

export const imageTags = pgTable('image_tags', {
  id: id(),
  agencyId: agencyRef(),
  name: text('name').notNull(),
  tagType: text('tag_type').$type<TagType>().notNull(),
  createdAt: createdAt(),
});

export const imagePosts = pgTable(
  'image_posts',
  {
    id: id(),
    agencyId: agencyRef(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => imageCategories.id),
    subcategoryId: uuid('subcategory_id')
      .notNull()
      .references(() => imageSubcategories.id),
    tagIds: uuid('tag_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    mediaType: text('media_type').$type<MediaType>().notNull(),
    frameShape: text('frame_shape').$type<FrameShape>().notNull(),
    postType: text('post_type').$type<PostType>().notNull(),
    videoRatio: text('video_ratio').$type<VideoRatio>(),
    /** Full quality: only read by the renderer and shown to staff. */
    originalKey: text('original_key').notNull(),
    /** Small watermarked still for browsing (a video's first frame for videos). */
    previewKey: text('preview_key'),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    durationSeconds: real('duration_seconds'),
    createdByUserId: uuid('created_by_user_id'),
    createdAt: createdAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    index('image_posts_subcategory_idx').on(t.subcategoryId),
    index('image_posts_agency_idx').on(t.agencyId),
  ],
);

/** A customer asking for a post the library lacks; admins of the agency list and close them. */
export const imageRequests = pgTable(
  'image_requests',
  {
    id: id(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    businessId: uuid('business_id').references(() => businesses.id),
    subcategoryId: uuid('subcategory_id').references(() => imageSubcategories.id),
    description: text('description').notNull(),
    status: text('status').$type<'OPEN' | 'CLOSED'>().notNull().default('OPEN'),
    requestedByUserId: uuid('requested_by_user_id').notNull(),
    closedByUserId: uuid('closed_by_user_id'),
    createdAt: createdAt(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [index('image_requests_agency_idx').on(t.agencyId, t.status)],
);

/** The platform's party list for the political frame (46 seeded; superadmins edit names and logos). */
export const politicalParties = pgTable('political_parties', {
  /** Stable slug, e.g. "bjp". */
  id: text('id').primaryKey(),
  partyName: text('party_name').notNull(),
  abbreviation: text('abbreviation').notNull(),
  logoKey: text('logo_key'),
  displayOrder: integer('display_order').notNull().default(0),
  updatedAt: updatedAt(),
});

/**
 * Branded renders, images and videos alike. `variant` names what was asked (post, frame, party,
 * product, chosen details, size); `contentHash` the business data drawn into it. A render is reused
 * while both match, and redone (replacing the row) once the business changes. Video rows double as
 * the job's status for the customer's progress bar.
 */
export const greetingRenders = pgTable(
  'greeting_renders',
  {
    id: id(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id),
    imageId: uuid('image_id')
      .notNull()
      .references(() => imagePosts.id),
    mediaType: text('media_type').$type<MediaType>().notNull(),
    variant: text('variant').notNull(),
    contentHash: text('content_hash').notNull(),
    status: text('status').$type<'queued' | 'active' | 'completed' | 'failed'>().notNull(),
    progress: integer('progress').notNull().default(0),
    outputKey: text('output_key'),
    error: text('error'),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('greeting_renders_variant_uq').on(t.businessId, t.variant)],
);

/**
 * One row per post a business branded on an India day: the daily counters are counts of these rows,
 * so re-downloading the same post (other details, the cached file) never spends the limit twice.
 */
export const greetingUsage = pgTable(
  'greeting_usage',
  {
    id: id(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id),
    day: date('day').notNull(),
    mediaType: text('media_type').$type<MediaType>().notNull(),
    imageId: uuid('image_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('greeting_usage_uq').on(t.businessId, t.day, t.mediaType, t.imageId)],
);
