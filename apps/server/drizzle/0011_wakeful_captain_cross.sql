CREATE TABLE "plan_reminders" (
	"business_id" uuid NOT NULL,
	"valid_to" date NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_reminders_business_id_valid_to_kind_pk" PRIMARY KEY("business_id","valid_to","kind")
);
--> statement-breakpoint
ALTER TABLE "plan_reminders" ADD CONSTRAINT "plan_reminders_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;