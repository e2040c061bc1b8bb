CREATE SEQUENCE "public"."pdf_card_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 5001 CACHE 1;--> statement-breakpoint
CREATE TABLE "pdf_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pdf_card_no" integer DEFAULT nextval('pdf_card_no_seq') NOT NULL,
	"agency_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"template_code" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"company_name" text NOT NULL,
	"registered_phone_number" text NOT NULL,
	"mails" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"basic_details" jsonb NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "pdf_cards" ADD CONSTRAINT "pdf_cards_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pdf_cards" ADD CONSTRAINT "pdf_cards_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pdf_cards_pdf_card_no_uq" ON "pdf_cards" USING btree ("pdf_card_no");--> statement-breakpoint
CREATE INDEX "pdf_cards_business_idx" ON "pdf_cards" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "pdf_cards_agency_idx" ON "pdf_cards" USING btree ("agency_id");