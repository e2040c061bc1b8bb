CREATE SEQUENCE "public"."video_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1;--> statement-breakpoint
CREATE TABLE "user_videos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"video_no" integer DEFAULT nextval('video_no_seq') NOT NULL,
	"agency_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"template_id" uuid NOT NULL,
	"created_by" uuid,
	"video_ratio" text NOT NULL,
	"slot_values" jsonb NOT NULL,
	"card_url" text,
	"charge" text,
	"render_status" text NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"attempt" integer DEFAULT 0 NOT NULL,
	"output_key" text,
	"poster_key" text,
	"error" text,
	"status" text DEFAULT 'active' NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"duration_seconds" real NOT NULL,
	"rendered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "user_videos_video_no_unique" UNIQUE("video_no")
);
--> statement-breakpoint
CREATE TABLE "video_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"video_ratio" text NOT NULL,
	"duration_seconds" real NOT NULL,
	"description" jsonb NOT NULL,
	"preview_status" text DEFAULT 'queued' NOT NULL,
	"preview_progress" integer DEFAULT 0 NOT NULL,
	"preview_key" text,
	"poster_key" text,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "user_videos" ADD CONSTRAINT "user_videos_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_videos" ADD CONSTRAINT "user_videos_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_videos" ADD CONSTRAINT "user_videos_template_id_video_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."video_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_videos" ADD CONSTRAINT "user_videos_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_templates" ADD CONSTRAINT "video_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_videos_business_idx" ON "user_videos" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "user_videos_agency_idx" ON "user_videos" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE INDEX "video_templates_list_idx" ON "video_templates" USING btree ("status","popularity");