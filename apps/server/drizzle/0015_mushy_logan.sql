-- UNLOGGED by hand (drizzle-kit cannot say so): rate-limit counters are not worth WAL; a crash empties them.
CREATE UNLOGGED TABLE "rate_limit_hits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
