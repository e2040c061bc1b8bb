import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { agencies } from './agencies.ts';
import { createdAt, id } from './columns.ts';
import { users, type UserKind } from './users.ts';

/** Only a SHA-256 of the session token is stored, so a database leak does not leak sessions. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    kind: text('kind').$type<UserKind>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sessions_token_uq').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

export type OtpPurpose = 'signup' | 'forgot';

/** A pending sign-in: the browser holds a random token (httpOnly cookie); we hold its hash and the OTP's. */
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    kind: text('kind').$type<UserKind>().notNull(),
    channel: text('channel').$type<'sms' | 'email'>().notNull(),
    target: text('target').notNull(),
    purpose: text('purpose').$type<OtpPurpose>().notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull().defaultNow(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('otp_token_uq').on(t.tokenHash), index('otp_target_idx').on(t.agencyId, t.target)],
);

/** Messages the outbox provider "sent": readable by a person or a test in demo mode. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: id(),
    to: text('to').notNull(),
    channel: text('channel').$type<'sms' | 'email'>().notNull(),
    text: text('text').notNull(),
    otp: text('otp'),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_to_idx').on(t.to, t.createdAt)],
);

/** Product events (sign-up, etc.) kept for reports; never personal data beyond the user id. */
export const events = pgTable(
  'events',
  {
    id: id(),
    agencyId: uuid('agency_id').references(() => agencies.id),
    userId: uuid('user_id'),
    name: text('name').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('events_name_idx').on(t.name, t.createdAt)],
);
