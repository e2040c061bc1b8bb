import { boolean, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { StaticPageAction } from '@panel/shared/schemas/static-page.ts';
import { agencies } from './agencies.ts';
import { businessCategories } from './categories.ts';
import { createdAt, id, updatedAt } from './columns.ts';

/** An agency's landing page for one business category, read at /p/{slug} on the agency's host. */
export const categoryStaticPages = pgTable(
  'category_static_pages',
  {
    id: id(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => businessCategories.id),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    content: text('content').notNull().default(''),
    heroImage: text('hero_image'),
    callToAction: text('call_to_action').$type<StaticPageAction>().notNull().default('signup'),
    whatsappNumber: text('whatsapp_number'),
    seoTitle: text('seo_title').notNull().default(''),
    seoDescription: text('seo_description').notNull().default(''),
    published: boolean('published').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('category_static_pages_slug_uq').on(t.agencyId, t.slug),
    index('category_static_pages_category_idx').on(t.agencyId, t.categoryId),
  ],
);
