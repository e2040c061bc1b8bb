import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  AboutUs,
  BasicDetails,
  CardLinks,
  CardSettings,
  CardTemplate,
  Gallery,
  ImagePostSettings,
  PaymentOptions,
  Products,
  SocialLinks,
  YoutubeVideos,
} from '@panel/shared/schemas/card.ts';
import { agencies } from './agencies.ts';
import { businesses } from './businesses.ts';
import { createdAt, deletedAt, id, updatedAt } from './columns.ts';

export const cardNoSeq = pgSequence('card_no_seq', { startWith: 1001 });

/** One digital card per business; each section is a JSON document validated by its shared schema. */
export const cards = pgTable(
  'cards',
  {
    id: id(),
    cardNo: integer('card_no')
      .notNull()
      .default(sql`nextval('card_no_seq')`),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id),
    /** Public vanity id, also kept inside settings for the editor; this column is the unique one. */
    cardId: text('card_id').notNull(),
    status: text('status').$type<'active' | 'inactive'>().notNull().default('active'),
    cardLimit: integer('card_limit').notNull().default(-1),
    imagePostStatus: text('image_post_status').$type<'enabled' | 'disabled'>().notNull().default('enabled'),
    imagePostSettings: jsonb('image_post_settings')
      .$type<ImagePostSettings>()
      .notNull()
      .default({ hideRegularFrame: false, hideProductFrame: false, hidePoliticalFrame: false }),
    basicDetails: jsonb('basic_details').$type<BasicDetails>(),
    paymentOptions: jsonb('payment_options').$type<PaymentOptions>(),
    youtubeVideos: jsonb('youtube_videos').$type<YoutubeVideos>(),
    socialLinks: jsonb('social_links').$type<SocialLinks>(),
    template: jsonb('template').$type<CardTemplate>(),
    aboutUs: jsonb('about_us').$type<AboutUs>(),
    products: jsonb('products').$type<Products>(),
    links: jsonb('links').$type<CardLinks>(),
    gallery: jsonb('gallery').$type<Gallery>(),
    settings: jsonb('settings').$type<CardSettings>().notNull(),
    createdByUserId: uuid('created_by_user_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    uniqueIndex('cards_card_no_uq').on(t.cardNo),
    uniqueIndex('cards_card_id_uq')
      .on(t.agencyId, t.cardId)
      .where(sql`${t.deletedAt} is null`),
    uniqueIndex('cards_business_uq')
      .on(t.businessId)
      .where(sql`${t.deletedAt} is null`),
    index('cards_agency_idx').on(t.agencyId),
    // All Projects pages in each sort order; the card number breaks ties in the same direction.
    index('cards_agency_created_idx')
      .on(t.agencyId, t.createdAt, t.cardNo)
      .where(sql`${t.deletedAt} is null`),
    index('cards_agency_updated_idx')
      .on(t.agencyId, t.updatedAt, t.cardNo)
      .where(sql`${t.deletedAt} is null`),
    index('cards_agency_card_no_idx')
      .on(t.agencyId, t.cardNo)
      .where(sql`${t.deletedAt} is null`),
    // The search box on the card id and the company name: trigrams for ILIKE '%…%'.
    index('cards_card_id_trgm_idx').using('gin', t.cardId.op('gin_trgm_ops')),
    index('cards_company_name_trgm_idx').using('gin', sql`(${t.basicDetails}->>'companyName') gin_trgm_ops`),
    // A template is one of a few codes: a search for one matches a good share of all cards, and the
    // first page is best read off the date index. This index is for its statistics: without them the
    // planner takes such a search for a rare one and reads every card instead.
    index('cards_template_code_idx').on(sql`(${t.template}->>'templateCode')`),
  ],
);

/**
 * One row per view or tap on a public card. No personal data: the visitor is an HMAC of IP and
 * user agent keyed by the server secret and the India date, so it only de-duplicates within a day.
 */
export const cardEvents = pgTable(
  'card_events',
  {
    id: id(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    cardRowId: uuid('card_row_id')
      .notNull()
      .references(() => cards.id),
    day: date('day').notNull(),
    action: text('action').notNull(),
    /** Which link (linkTypeId) or social platform, for per-link counts. */
    target: text('target'),
    visitorHash: text('visitor_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('card_events_card_day_idx').on(t.cardRowId, t.day)],
);

/**
 * Vanity ids a card gave up. Shared links and printed QR codes keep working: the old id answers a
 * permanent redirect (301) to the card's id now, within its agency. A retired id is never handed to
 * another card (only its own card may take it back).
 */
export const retiredCardIds = pgTable(
  'retired_card_ids',
  {
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    cardId: text('card_id').notNull(),
    cardRowId: uuid('card_row_id')
      .notNull()
      .references(() => cards.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('retired_card_ids_uq').on(t.agencyId, t.cardId)],
);
