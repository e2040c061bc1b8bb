CREATE TABLE "retired_card_ids" (
	"agency_id" uuid NOT NULL,
	"card_id" text NOT NULL,
	"card_row_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "retired_card_ids" ADD CONSTRAINT "retired_card_ids_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retired_card_ids" ADD CONSTRAINT "retired_card_ids_card_row_id_cards_id_fk" FOREIGN KEY ("card_row_id") REFERENCES "public"."cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "retired_card_ids_uq" ON "retired_card_ids" USING btree ("agency_id","card_id");