import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Rate-limit counters shared by every instance on one PostgreSQL (plugins/rate-limits.ts): one row per
 * limit key (route or limit name, then the address, number or session), counting calls in the
 * window that started at the key's first call and ends at `reset_at`. The migration makes it
 * UNLOGGED (drizzle-kit cannot say so): counters are not worth WAL, and a crash that empties the
 * table only forgets a minute of counts. Rows whose window ended are deleted lazily. On PGlite
 * (one process) the counters stay in memory and this table is unused.
 */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
