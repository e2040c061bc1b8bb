import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { agencies } from './agencies.ts';
import { createdAt, id } from './columns.ts';

/** What customers do in the panel, per browser session (POST /api/v1/analytics/log); kept a while. */
export const sessionEvents = pgTable(
  'session_events',
  {
    id: id(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    userId: uuid('user_id').notNull(),
    sessionId: text('session_id').notNull(),
    name: text('name').notNull(),
    context: text('context'),
    pageUrl: text('page_url'),
    metaData: jsonb('meta_data').$type<Record<string, string | number | boolean | null>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('session_events_agency_created_idx').on(t.agencyId, t.createdAt),
    index('session_events_created_idx').on(t.createdAt),
  ],
);
