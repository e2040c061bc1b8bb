import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { agencies } from './agencies.ts';
import { createdAt, deletedAt, id, updatedAt } from './columns.ts';

export type UserKind = 'customer' | 'staff';

export interface UserPreference {
  isFreeTrialPlanTaken: boolean;
  language?: string;
  viewedFeatures?: string[];
  /** ISO instant the customer last opened their notifications. */
  notificationsSeenAt?: string;
  [key: string]: unknown;
}

/** Customers and staff share one table; `kind` keeps the two sign-in worlds apart. */
export const users = pgTable(
  'users',
  {
    id: id(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    kind: text('kind').$type<UserKind>().notNull(),
    phoneNumber: text('phone_number'),
    email: text('email'),
    isForeignUser: boolean('is_foreign_user').notNull().default(false),
    name: text('name'),
    passwordHash: text('password_hash'),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    permissions: text('permissions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    hideBilling: boolean('hide_billing').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    preference: jsonb('preference')
      .$type<UserPreference>()
      .notNull()
      .default({ isFreeTrialPlanTaken: false }),
    createdByUserId: uuid('created_by_user_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    uniqueIndex('users_phone_uq')
      .on(t.agencyId, t.kind, t.phoneNumber)
      .where(sql`${t.deletedAt} is null and ${t.phoneNumber} is not null`),
    uniqueIndex('users_email_uq')
      .on(t.agencyId, t.kind, t.email)
      .where(sql`${t.deletedAt} is null and ${t.email} is not null`),
    index('users_agency_kind_idx').on(t.agencyId, t.kind),
    // The search boxes of All Businesses and All Projects look for a part of the owner's number or e-mail.
    index('users_phone_trgm_idx').using('gin', t.phoneNumber.op('gin_trgm_ops')),
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
  ],
);
