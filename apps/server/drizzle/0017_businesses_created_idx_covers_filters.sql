-- All Businesses opens in created order, and its searches and filters walk that index, testing each
-- business on the way. With the columns they test in the index itself the walk reads no table rows
-- (an index-only scan): the plan-expiring page went from 3,226 buffers (1.26 ms) to 50 (0.25 ms) and
-- the name search's from 1,134 to 60, at 100,000 businesses (docs/operations.md, "Lists at scale").
-- drizzle's index builder has no INCLUDE, so db/schema/businesses.ts names the key columns only.
DROP INDEX IF EXISTS "businesses_agency_created_idx";--> statement-breakpoint
CREATE INDEX "businesses_agency_created_idx" ON "businesses" USING btree ("agency_id","created_at","id")
  INCLUDE ("business_name","owner_user_id","made_by_user_id","business_made_by","category_id","payment_status","active_plan_id","expiry_date_for_customer")
  WHERE "businesses"."deleted_at" is null;
