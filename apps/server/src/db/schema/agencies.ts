import { boolean, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AgencyConfiguration } from '@panel/shared/schemas/agency.ts';
import { createdAt, id, updatedAt } from './columns.ts';

export const agencies = pgTable('agencies', {
  id: id(),
  name: text('name').notNull(),
  logoUrl: text('logo_url'),
  primaryColor: text('primary_color').notNull().default('#2d9bea'),
  /** Exactly one agency answers hosts nobody claimed. */
  isDefault: boolean('is_default').notNull().default(false),
  configuration: jsonb('configuration').$type<AgencyConfiguration>().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const agencyHosts = pgTable(
  'agency_hosts',
  {
    id: id(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    host: text('host').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('agency_hosts_host_uq').on(t.host)],
);
