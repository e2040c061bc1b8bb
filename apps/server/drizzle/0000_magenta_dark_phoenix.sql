CREATE SEQUENCE "public"."payment_record_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."card_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1;--> statement-breakpoint
CREATE TABLE "agencies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"logo_url" text,
	"primary_color" text DEFAULT '#2d9bea' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"configuration" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_hosts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"host" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"phone_number" text,
	"email" text,
	"is_foreign_user" boolean DEFAULT false NOT NULL,
	"name" text,
	"password_hash" text,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"permissions" text[] DEFAULT '{}'::text[] NOT NULL,
	"hide_billing" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"preference" jsonb DEFAULT '{"isFreeTrialPlanTaken":false}'::jsonb NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid,
	"user_id" uuid,
	"name" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "otp_challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"agency_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"target" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"verified_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"channel" text NOT NULL,
	"text" text NOT NULL,
	"otp" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"agency_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "businesses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"owner_user_id" uuid NOT NULL,
	"business_name" text NOT NULL,
	"category_id" uuid,
	"nature_of_business" text,
	"owner_name" text,
	"phone_numbers" text[] DEFAULT '{}'::text[] NOT NULL,
	"email" text,
	"website" text,
	"address" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"logo_key" text,
	"business_made_by" text DEFAULT 'self' NOT NULL,
	"made_by_user_id" uuid,
	"payment_status" integer DEFAULT 0 NOT NULL,
	"expiry_date_for_customer" date,
	"active_plan_id" text,
	"active_plan_name" text,
	"active_plan_is_free_trial" boolean DEFAULT false NOT NULL,
	"plan_limits" jsonb,
	"plan_frame_visibility" jsonb,
	"plan_valid_from" date,
	"active_record_no" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "subscription_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"name" text NOT NULL,
	"price_paise" integer NOT NULL,
	"validity" integer NOT NULL,
	"validity_unit" text NOT NULL,
	"is_free_trial_plan" boolean DEFAULT false NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"limits" jsonb NOT NULL,
	"frame_visibility" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "month_bill_cards" (
	"bill_id" uuid NOT NULL,
	"card_no" integer NOT NULL,
	"included" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "month_bills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"month" integer NOT NULL,
	"year" integer NOT NULL,
	"card_fee_paise" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"agency_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"business_id" uuid,
	"user_id" uuid NOT NULL,
	"plan" jsonb,
	"product_plan_id" text,
	"pdf_card_no" integer,
	"month" integer,
	"year" integer,
	"amount_paise" integer NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_records" (
	"record_no" integer PRIMARY KEY DEFAULT nextval('payment_record_no_seq') NOT NULL,
	"agency_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"business_id" uuid,
	"user_id" uuid,
	"plan_id" text,
	"plan_name" text,
	"amount_paise" integer NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"purchase_type" text NOT NULL,
	"through_gateway" boolean NOT NULL,
	"is_manual_update" boolean DEFAULT false NOT NULL,
	"is_free_trial_plan" boolean DEFAULT false NOT NULL,
	"razorpay_order_id" text,
	"razorpay_payment_id" text,
	"created_by" uuid,
	"valid_from" date,
	"valid_to" date,
	"limits" jsonb,
	"frame_visibility" jsonb,
	"pdf_card_no" integer,
	"video_no" integer,
	"month" integer,
	"year" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" uuid
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"order_id" text,
	"payment_id" text,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"image_subcategory_id" text,
	"image_subcategory_name" text,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "link_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "link_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"link_category_id" uuid NOT NULL,
	"name" text NOT NULL,
	"field_type" text NOT NULL,
	"icon" text NOT NULL,
	"placeholder" text,
	"href_template" text,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "card_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"card_row_id" uuid NOT NULL,
	"day" date NOT NULL,
	"action" text NOT NULL,
	"target" text,
	"visitor_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"card_no" integer DEFAULT nextval('card_no_seq') NOT NULL,
	"agency_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"card_id" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"card_limit" integer DEFAULT -1 NOT NULL,
	"image_post_status" text DEFAULT 'enabled' NOT NULL,
	"image_post_settings" jsonb DEFAULT '{"hideRegularFrame":false,"hideProductFrame":false,"hidePoliticalFrame":false}'::jsonb NOT NULL,
	"basic_details" jsonb,
	"payment_options" jsonb,
	"youtube_videos" jsonb,
	"social_links" jsonb,
	"template" jsonb,
	"about_us" jsonb,
	"products" jsonb,
	"links" jsonb,
	"gallery" jsonb,
	"settings" jsonb NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "greeting_renders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"image_id" uuid NOT NULL,
	"media_type" text NOT NULL,
	"variant" text NOT NULL,
	"content_hash" text NOT NULL,
	"status" text NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"output_key" text,
	"error" text,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "greeting_usage" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"day" date NOT NULL,
	"media_type" text NOT NULL,
	"image_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "image_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid,
	"name" text NOT NULL,
	"content_kind" text NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "image_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid,
	"category_id" uuid NOT NULL,
	"subcategory_id" uuid NOT NULL,
	"tag_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"media_type" text NOT NULL,
	"frame_shape" text NOT NULL,
	"post_type" text NOT NULL,
	"video_ratio" text,
	"original_key" text NOT NULL,
	"preview_key" text,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"duration_seconds" real,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "image_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"business_id" uuid,
	"subcategory_id" uuid,
	"description" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"requested_by_user_id" uuid NOT NULL,
	"closed_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "image_subcategories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid,
	"category_id" uuid NOT NULL,
	"name" text NOT NULL,
	"date" date,
	"business_categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "image_tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid,
	"name" text NOT NULL,
	"tag_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "political_parties" (
	"id" text PRIMARY KEY NOT NULL,
	"party_name" text NOT NULL,
	"abbreviation" text NOT NULL,
	"logo_key" text,
	"display_order" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ui_customisations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"page_placement" text NOT NULL,
	"sections" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agency_hosts" ADD CONSTRAINT "agency_hosts_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otp_challenges" ADD CONSTRAINT "otp_challenges_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD CONSTRAINT "subscription_plans_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "month_bill_cards" ADD CONSTRAINT "month_bill_cards_bill_id_month_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."month_bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "month_bills" ADD CONSTRAINT "month_bills_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_records" ADD CONSTRAINT "payment_records_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_records" ADD CONSTRAINT "payment_records_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_records" ADD CONSTRAINT "payment_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_records" ADD CONSTRAINT "payment_records_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_records" ADD CONSTRAINT "payment_records_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_types" ADD CONSTRAINT "link_types_link_category_id_link_categories_id_fk" FOREIGN KEY ("link_category_id") REFERENCES "public"."link_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_events" ADD CONSTRAINT "card_events_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_events" ADD CONSTRAINT "card_events_card_row_id_cards_id_fk" FOREIGN KEY ("card_row_id") REFERENCES "public"."cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "greeting_renders" ADD CONSTRAINT "greeting_renders_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "greeting_renders" ADD CONSTRAINT "greeting_renders_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "greeting_renders" ADD CONSTRAINT "greeting_renders_image_id_image_posts_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."image_posts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "greeting_usage" ADD CONSTRAINT "greeting_usage_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "greeting_usage" ADD CONSTRAINT "greeting_usage_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_categories" ADD CONSTRAINT "image_categories_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_posts" ADD CONSTRAINT "image_posts_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_posts" ADD CONSTRAINT "image_posts_category_id_image_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."image_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_posts" ADD CONSTRAINT "image_posts_subcategory_id_image_subcategories_id_fk" FOREIGN KEY ("subcategory_id") REFERENCES "public"."image_subcategories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_requests" ADD CONSTRAINT "image_requests_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_requests" ADD CONSTRAINT "image_requests_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_requests" ADD CONSTRAINT "image_requests_subcategory_id_image_subcategories_id_fk" FOREIGN KEY ("subcategory_id") REFERENCES "public"."image_subcategories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_subcategories" ADD CONSTRAINT "image_subcategories_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_subcategories" ADD CONSTRAINT "image_subcategories_category_id_image_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."image_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_tags" ADD CONSTRAINT "image_tags_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ui_customisations" ADD CONSTRAINT "ui_customisations_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agency_hosts_host_uq" ON "agency_hosts" USING btree ("host");--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_uq" ON "users" USING btree ("agency_id","kind","phone_number") WHERE "users"."deleted_at" is null and "users"."phone_number" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uq" ON "users" USING btree ("agency_id","kind","email") WHERE "users"."deleted_at" is null and "users"."email" is not null;--> statement-breakpoint
CREATE INDEX "users_agency_kind_idx" ON "users" USING btree ("agency_id","kind");--> statement-breakpoint
CREATE INDEX "events_name_idx" ON "events" USING btree ("name","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "otp_token_uq" ON "otp_challenges" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "otp_target_idx" ON "otp_challenges" USING btree ("agency_id","target");--> statement-breakpoint
CREATE INDEX "outbox_to_idx" ON "outbox_messages" USING btree ("to","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_uq" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "businesses_agency_idx" ON "businesses" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "businesses_owner_idx" ON "businesses" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "subscription_plans_agency_idx" ON "subscription_plans" USING btree ("agency_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_plans_one_free_trial_uq" ON "subscription_plans" USING btree ("agency_id") WHERE "subscription_plans"."is_free_trial_plan" and "subscription_plans"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "month_bill_cards_uq" ON "month_bill_cards" USING btree ("bill_id","card_no");--> statement-breakpoint
CREATE UNIQUE INDEX "month_bills_agency_month_uq" ON "month_bills" USING btree ("agency_id","year","month");--> statement-breakpoint
CREATE INDEX "payment_orders_agency_idx" ON "payment_orders" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "payment_orders_business_idx" ON "payment_orders" USING btree ("business_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_records_rzp_payment_uq" ON "payment_records" USING btree ("razorpay_payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_records_rzp_order_uq" ON "payment_records" USING btree ("razorpay_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_records_free_trial_uq" ON "payment_records" USING btree ("agency_id","user_id") WHERE "payment_records"."is_free_trial_plan";--> statement-breakpoint
CREATE INDEX "payment_records_business_idx" ON "payment_records" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "payment_records_agency_kind_idx" ON "payment_records" USING btree ("agency_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "business_categories_name_uq" ON "business_categories" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "link_categories_name_uq" ON "link_categories" USING btree ("name") WHERE "link_categories"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "link_types_category_idx" ON "link_types" USING btree ("link_category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "link_types_name_uq" ON "link_types" USING btree ("name") WHERE "link_types"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "card_events_card_day_idx" ON "card_events" USING btree ("card_row_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "cards_card_no_uq" ON "cards" USING btree ("card_no");--> statement-breakpoint
CREATE UNIQUE INDEX "cards_card_id_uq" ON "cards" USING btree ("agency_id","card_id") WHERE "cards"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "cards_business_uq" ON "cards" USING btree ("business_id") WHERE "cards"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "cards_agency_idx" ON "cards" USING btree ("agency_id");--> statement-breakpoint
CREATE UNIQUE INDEX "greeting_renders_variant_uq" ON "greeting_renders" USING btree ("business_id","variant");--> statement-breakpoint
CREATE UNIQUE INDEX "greeting_usage_uq" ON "greeting_usage" USING btree ("business_id","day","media_type","image_id");--> statement-breakpoint
CREATE INDEX "image_categories_agency_idx" ON "image_categories" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "image_posts_subcategory_idx" ON "image_posts" USING btree ("subcategory_id");--> statement-breakpoint
CREATE INDEX "image_posts_agency_idx" ON "image_posts" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "image_requests_agency_idx" ON "image_requests" USING btree ("agency_id","status");--> statement-breakpoint
CREATE INDEX "image_subcategories_category_idx" ON "image_subcategories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "image_subcategories_date_idx" ON "image_subcategories" USING btree ("date");--> statement-breakpoint
CREATE UNIQUE INDEX "ui_customisations_placement_uq" ON "ui_customisations" USING btree ("agency_id","page_placement");