import { boolean, customType, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ReceiptDetails } from '@panel/shared/schemas/account.ts';
import {
  agencyConfigurationSchema,
  DEFAULT_MONTHLY_CARD_FEE_PAISE,
  type AgencyConfiguration,
} from '@panel/shared/schemas/agency.ts';
import { createdAt, id, updatedAt } from './columns.ts';

/**
 * The configuration as jsonb, read through its schema: settings added after an agency was stored
 * (video prices, grace days) come back with their defaults, so no caller handles a missing key.
 */
const configurationColumn = customType<{ data: AgencyConfiguration; driverData: unknown }>({
  dataType: () => 'jsonb',
  toDriver: (value) => JSON.stringify(value),
  fromDriver: (value) =>
    agencyConfigurationSchema.parse(typeof value === 'string' ? JSON.parse(value) : value),
});

export const agencies = pgTable('agencies', {
  id: id(),
  name: text('name').notNull(),
  logoUrl: text('logo_url'),
  primaryColor: text('primary_color').notNull().default('#2d9bea'),
  /** Exactly one agency answers hosts nobody claimed. */
  isDefault: boolean('is_default').notNull().default(false),
  configuration: configurationColumn('configuration').notNull(),
  /** What the agency prints on its customers' receipts (legal name, address, GSTIN); null until set. */
  receiptDetails: jsonb('receipt_details').$type<ReceiptDetails>(),
  /** The platform's fee per card for each monthly bill made from now on (a made bill keeps its own). */
  cardFeePaise: integer('card_fee_paise').notNull().default(DEFAULT_MONTHLY_CARD_FEE_PAISE),
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
