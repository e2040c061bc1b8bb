import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgSequence, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type {
  RenderStatus,
  SlotValues,
  TemplateDescription,
  VideoCategory,
  VideoRatio,
} from '@panel/shared/schemas/video.ts';
import { agencies } from './agencies.ts';
import { businesses } from './businesses.ts';
import { users } from './users.ts';
import { createdAt, deletedAt, id, updatedAt } from './columns.ts';

/**
 * Promotional video templates: the platform's library, written by superadmins and seen by every
 * agency with video on. The template itself is data (description); its preview (the template
 * rendered with demo data) is made by the same job as customers' videos.
 */
export const videoTemplates = pgTable(
  'video_templates',
  {
    id: id(),
    name: text('name').notNull(),
    category: text('category').$type<VideoCategory>().notNull(),
    popularity: integer('popularity').notNull().default(0),
    status: text('status').$type<'draft' | 'published'>().notNull().default('draft'),
    videoRatio: text('video_ratio').$type<VideoRatio>().notNull(),
    durationSeconds: real('duration_seconds').notNull(),
    description: jsonb('description').$type<TemplateDescription>().notNull(),
    previewStatus: text('preview_status')
      .$type<'queued' | 'rendering' | 'ready' | 'failed'>()
      .notNull()
      .default('queued'),
    previewProgress: integer('preview_progress').notNull().default(0),
    previewKey: text('preview_key'),
    posterKey: text('poster_key'),
    /** Bumped on every save, so a preview job of an older version does nothing. */
    revision: integer('revision').notNull().default(1),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [index('video_templates_list_idx').on(t.status, t.popularity)],
);

export const videoNoSeq = pgSequence('video_no_seq', { startWith: 1001 });

/**
 * A customer's promotional video. charge says what paid for it: 'plan' rows are what the plan's
 * promotionalVideoLimit counts (deleted ones too, so deleting does not give a video back),
 * 'purchase' a single purchase, null not yet paid (renderStatus payment_required).
 */
export const userVideos = pgTable(
  'user_videos',
  {
    id: id(),
    videoNo: integer('video_no')
      .notNull()
      .unique()
      .default(sql`nextval('video_no_seq')`),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id),
    templateId: uuid('template_id')
      .notNull()
      .references(() => videoTemplates.id),
    createdBy: uuid('created_by').references(() => users.id),
    videoRatio: text('video_ratio').$type<VideoRatio>().notNull(),
    slotValues: jsonb('slot_values').$type<SlotValues>().notNull(),
    /** The card's public URL when the video was made (for the QR slot). */
    cardUrl: text('card_url'),
    charge: text('charge').$type<'plan' | 'purchase'>(),
    renderStatus: text('render_status').$type<RenderStatus>().notNull(),
    progress: integer('progress').notNull().default(0),
    /** Bumped on every render request; a job of an older attempt does nothing. */
    attempt: integer('attempt').notNull().default(0),
    outputKey: text('output_key'),
    posterKey: text('poster_key'),
    error: text('error'),
    status: text('status').$type<'active' | 'inactive'>().notNull().default('active'),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    durationSeconds: real('duration_seconds').notNull(),
    renderedAt: timestamp('rendered_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    index('user_videos_business_idx').on(t.businessId, t.createdAt),
    index('user_videos_agency_idx').on(t.agencyId, t.createdAt),
  ],
);
