import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { agencies } from './agencies.ts';
import { createdAt, id } from './columns.ts';
import { users } from './users.ts';

/** What a customer told the agency about the panel: a rating, words, maybe a screenshot. */
export const feedback = pgTable(
  'feedback',
  {
    id: id(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    rating: integer('rating').notNull(),
    text: text('text').notNull().default(''),
    screenshot: text('screenshot'),
    pageUrl: text('page_url').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('feedback_agency_created_idx').on(t.agencyId, t.createdAt)],
);
