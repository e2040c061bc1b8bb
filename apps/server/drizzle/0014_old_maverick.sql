CREATE INDEX "users_phone_trgm_idx" ON "users" USING gin ("phone_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "businesses_agency_created_idx" ON "businesses" USING btree ("agency_id","created_at","id") WHERE "businesses"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "businesses_agency_name_idx" ON "businesses" USING btree ("agency_id","business_name","id") WHERE "businesses"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "businesses_agency_expiry_idx" ON "businesses" USING btree ("agency_id","expiry_date_for_customer","id") WHERE "businesses"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "businesses_name_trgm_idx" ON "businesses" USING gin ("business_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "businesses_made_by_idx" ON "businesses" USING btree ("made_by_user_id");--> statement-breakpoint
CREATE INDEX "cards_agency_created_idx" ON "cards" USING btree ("agency_id","created_at","card_no") WHERE "cards"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "cards_agency_updated_idx" ON "cards" USING btree ("agency_id","updated_at","card_no") WHERE "cards"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "cards_agency_card_no_idx" ON "cards" USING btree ("agency_id","card_no") WHERE "cards"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "cards_card_id_trgm_idx" ON "cards" USING gin ("card_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cards_company_name_trgm_idx" ON "cards" USING gin (("basic_details"->>'companyName') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cards_template_code_idx" ON "cards" USING btree (("template"->>'templateCode'));