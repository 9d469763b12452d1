CREATE TABLE "discovery_candidates" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"gender" smallint NOT NULL,
	"seeks" integer NOT NULL,
	"birth_date" date NOT NULL,
	"age_min" smallint NOT NULL,
	"age_max" smallint NOT NULL,
	"max_distance" smallint NOT NULL,
	"appear_in_hookup" boolean NOT NULL,
	"appear_in_date" boolean NOT NULL,
	"appear_in_chat" boolean NOT NULL,
	"suspended_until" timestamp with time zone,
	"cell" integer,
	"lat_snap" double precision,
	"lng_snap" double precision,
	"romantic" smallint NOT NULL,
	"dominance" smallint NOT NULL,
	"social" smallint NOT NULL,
	"interests_mask" integer NOT NULL,
	"interests_count" smallint NOT NULL,
	"height_in" smallint,
	"body_type" text,
	"relationship_status" text,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stories" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"grid_type" text NOT NULL,
	"media_type" text NOT NULL,
	"text_content" text,
	"media_url" text,
	"media_key" text,
	"background_color" text NOT NULL,
	"text_color" text NOT NULL,
	"filter" text DEFAULT 'none' NOT NULL,
	"stickers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"moderation_status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "taps" (
	"id" serial PRIMARY KEY NOT NULL,
	"sender_id" integer NOT NULL,
	"receiver_id" integer NOT NULL,
	"tap_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "discovery_candidates" ADD CONSTRAINT "discovery_candidates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taps" ADD CONSTRAINT "taps_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taps" ADD CONSTRAINT "taps_receiver_id_users_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stories_expires_idx" ON "stories" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "stories_user_idx" ON "stories" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "stories_media_url_idx" ON "stories" USING btree ("media_url");--> statement-breakpoint
CREATE INDEX "taps_receiver_created_idx" ON "taps" USING btree ("receiver_id","created_at");--> statement-breakpoint
CREATE INDEX "taps_sender_created_idx" ON "taps" USING btree ("sender_id","created_at");