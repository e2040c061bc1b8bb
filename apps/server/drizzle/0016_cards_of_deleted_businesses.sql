-- A business is never deleted without its card (modules/businesses/service.ts softDeleteBusinesses);
-- accounts deleted before that rule left their businesses' cards live: they end when their business did.
UPDATE "cards" SET "deleted_at" = "businesses"."deleted_at"
FROM "businesses"
WHERE "cards"."business_id" = "businesses"."id"
  AND "businesses"."deleted_at" IS NOT NULL
  AND "cards"."deleted_at" IS NULL;
