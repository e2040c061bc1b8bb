import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';

/**
 * Business categories: a platform-wide catalogue (seeded, see seed/cards.ts), not tenant data. Each
 * points at the greeting-image subcategory its businesses get by default.
 */
export const businessCategories = pgTable(
  'business_categories',
  {
    id: id(),
    name: text('name').notNull(),
    imageSubcategoryId: text('image_subcategory_id'),
    imageSubcategoryName: text('image_subcategory_name'),
    displayOrder: integer('display_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('business_categories_name_uq').on(t.name)],
);
