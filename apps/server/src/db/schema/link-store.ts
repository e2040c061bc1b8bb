import { sql } from 'drizzle-orm';
import { integer, pgTable, text, uniqueIndex, uuid, index } from 'drizzle-orm/pg-core';
import type { ContactFieldType } from '@panel/shared/card/contact-fields.ts';
import { createdAt, deletedAt, id, updatedAt } from './columns.ts';

/**
 * The Link Store is a platform catalogue managed by superadmins (access 'linkStore'), offered to
 * every agency's cards; it is not tenant data.
 */
export const linkCategories = pgTable(
  'link_categories',
  {
    id: id(),
    name: text('name').notNull(),
    displayOrder: integer('display_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    uniqueIndex('link_categories_name_uq')
      .on(t.name)
      .where(sql`${t.deletedAt} is null`),
  ],
);

export const linkTypes = pgTable(
  'link_types',
  {
    id: id(),
    linkCategoryId: uuid('link_category_id')
      .notNull()
      .references(() => linkCategories.id),
    name: text('name').notNull(),
    fieldType: text('field_type').$type<ContactFieldType>().notNull(),
    /** An uploaded image (uploadDoc fileName) or "builtin:<key>" for the seeded brand badges. */
    icon: text('icon').notNull(),
    placeholder: text('placeholder'),
    /** How a value becomes a link: {value} or {digits}; null = the value itself (url) or tel:/mailto:. */
    hrefTemplate: text('href_template'),
    displayOrder: integer('display_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    index('link_types_category_idx').on(t.linkCategoryId),
    uniqueIndex('link_types_name_uq')
      .on(t.name)
      .where(sql`${t.deletedAt} is null`),
  ],
);
