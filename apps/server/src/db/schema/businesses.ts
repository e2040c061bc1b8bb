import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { FrameVisibility, PlanLimits } from '@panel/shared/schemas/plan.ts';
import { agencies } from './agencies.ts';
import { createdAt, deletedAt, id, updatedAt } from './columns.ts';
import { users } from './users.ts';

export interface BusinessAddress {
  line1?: string;
  line2?: string;
  city?: string;
  state?: string;
  /** A postal code abroad; a 6-digit PIN code in India. */
  pincode?: string;
  /** Absent for addresses stored before foreign addresses (India). */
  country?: string;
}

export const businesses = pgTable(
  'businesses',
  {
    id: id(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    ownerUserId: uuid('owner_user_id')
      .notNull()
      .references(() => users.id),
    businessName: text('business_name').notNull(),
    categoryId: uuid('category_id'),
    natureOfBusiness: text('nature_of_business'),
    ownerName: text('owner_name'),
    phoneNumbers: text('phone_numbers')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    email: text('email'),
    website: text('website'),
    address: jsonb('address').$type<BusinessAddress>().notNull().default({}),
    logoKey: text('logo_key'),
    /** 'self' or the phone number of the staff member who made it. */
    businessMadeBy: text('business_made_by').notNull().default('self'),
    madeByUserId: uuid('made_by_user_id'),
    /** 1 = paid. */
    paymentStatus: integer('payment_status').notNull().default(0),
    expiryDateForCustomer: date('expiry_date_for_customer'),
    /** The active subscription (modules/payments): a snapshot of the plan bought; valid to = expiryDateForCustomer. */
    activePlanId: text('active_plan_id'),
    activePlanName: text('active_plan_name'),
    activePlanIsFreeTrial: boolean('active_plan_is_free_trial').notNull().default(false),
    planLimits: jsonb('plan_limits').$type<PlanLimits>(),
    planFrameVisibility: jsonb('plan_frame_visibility').$type<FrameVisibility>(),
    planValidFrom: date('plan_valid_from'),
    activeRecordNo: integer('active_record_no'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    index('businesses_agency_idx').on(t.agencyId),
    index('businesses_owner_idx').on(t.ownerUserId),
    // All Businesses pages in each sort order (docs/operations.md, "Lists at scale"): the first page is
    // read off the index, never a sort of the agency's businesses. The id breaks ties in the same
    // direction, so one index serves ascending and descending. The created-order index also carries
    // the columns the searches and filters test (INCLUDE, migration 0017: drizzle cannot say it), so
    // their walk reads no table rows.
    index('businesses_agency_created_idx')
      .on(t.agencyId, t.createdAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('businesses_agency_name_idx')
      .on(t.agencyId, t.businessName, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('businesses_agency_expiry_idx')
      .on(t.agencyId, t.expiryDateForCustomer, t.id)
      .where(sql`${t.deletedAt} is null`),
    // The search box's "contains" (ILIKE '%…%'): trigrams (pg_trgm, created in db/client.ts).
    index('businesses_name_trgm_idx').using('gin', t.businessName.op('gin_trgm_ops')),
    // What a plain franchisee sees, and who made the cards of an agency (the "made by" filter).
    index('businesses_made_by_idx').on(t.madeByUserId),
  ],
);
